/** Bundles the server into dist/server (main.mjs, worker.mjs, initDataDir.mjs, migrations). */
export function buildServer(): void;
/** Bundles the server when dist/server is missing or older than its sources. */
export function buildServerIfStale(): void;
