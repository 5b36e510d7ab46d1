import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { buildServerIfStale } from './build-server.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

buildIfStale();
buildServerIfStale();
ensureChromium();
// Node runs the bundled server (production React for the export renderers unless NODE_ENV says
// otherwise); signals pass through so SIGTERM shuts down gracefully.
const child = spawn(process.execPath, ['dist/server/main.mjs'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
