/** Builds the web app when dist/app is missing or older than its sources. */
export function buildIfStale(): void;
