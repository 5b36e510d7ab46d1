import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

buildIfStale();
ensureChromium();
// tsx runs the TypeScript server directly; signals pass through so SIGTERM shuts down gracefully.
const child = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
