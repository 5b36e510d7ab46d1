/** Builds the web app when dist/app is missing or older than its sources. */
export function buildIfStale(): void;
/** The newest modification time of a file or of anything under a directory (0 when missing). */
export function newestMtime(p: string): number;
