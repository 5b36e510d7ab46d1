import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The key of a migrated database template: the PGlite version and every migration file. Node's own
// modules only, so that playwright.config.ts can name the data-directory template cheaply.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrationsDir = path.join(repoRoot, 'server/db/migrations');

export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Where a migrated embedded database is kept as a data directory (DATA_DIR, its `pglite` folder
 * inside), for server processes to start from a copy of it (migratedDataDir in serverProcess.ts,
 * and scripts/e2e-server.mjs) instead of running initdb and every migration again.
 */
export function dataDirTemplatePath(): string {
  return path.join(os.tmpdir(), `decksmith-test-datadir-${templateKey()}`);
}
