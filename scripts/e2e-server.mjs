import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { buildServerIfStale } from './build-server.mjs';

// The server the browser tests drive: the built app and the bundled server, as `npm start` runs
// them, on a fresh embedded database.
buildIfStale();
buildServerIfStale();
const port = process.argv[2] ?? '4173';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-e2e-'));
// A migrated embedded database to start from, when the API tests have made one (playwright.config.ts
// names it; tests/helpers/serverProcess.ts makes it): the server then skips initdb and every
// migration, most of its start (about 6 s of CPU each, and the servers start one after the other).
// Without one, it starts on the empty directory.
const template = process.env.E2E_DATA_TEMPLATE;
if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
const child = spawn(process.execPath, ['dist/server/main.mjs'], {
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DASHBOARD_PASSWORD: process.env.E2E_PASSWORD ?? 'e2e-dashboard-password',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
