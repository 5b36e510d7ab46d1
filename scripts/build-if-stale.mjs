import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Rebuilds the web app only when a source file is newer than the last build, so `npm start` is
// quick after the first run and never serves a stale app.
const sources = ['app', 'common', 'vite.config.ts', 'package.json', 'scripts/prerender.tsx'];
const marker = path.resolve('dist/app/index.html');

export function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function buildIfStale() {
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const newest = Math.max(...sources.map((s) => newestMtime(path.resolve(s))));
  if (built >= newest) return;
  console.log(built ? 'Web app sources changed; rebuilding…' : 'Building the web app (first start)…');
  for (const step of [
    ['vite', 'build', '--logLevel', 'warn'],
    ['tsx', 'scripts/prerender.tsx'],
  ]) {
    // Always the production build: a caller running under vitest has NODE_ENV=test, with which
    // Vite would bundle React's development build (StrictMode's double effects and all).
    const result = spawnSync('npx', step, {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) buildIfStale();
