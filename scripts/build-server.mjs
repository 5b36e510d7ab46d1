import { cpSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { newestMtime } from './build-if-stale.mjs';

// The server as `npm start` runs it: our TypeScript bundled into plain ES modules (packages stay
// in node_modules), run by node itself. Running through tsx instead costs a loader thread that
// every dynamic import crosses, an esbuild process, and memory; see the note in README.
const sources = ['server', 'common', 'package.json', 'tsconfig.json', 'scripts/build-server.mjs'];
const outdir = path.resolve('dist/server');
const marker = path.join(outdir, 'main.mjs');

export function buildServer() {
  buildSync({
    // Each file lands where the code looks for it, relative to its own module (import.meta.url):
    // the extraction and render workers, the data-directory worker and the migrations sit beside main.mjs.
    entryPoints: {
      main: 'server/main.ts',
      worker: 'server/documents/workerMain.ts',
      'render-worker': 'server/render/workerMain.ts',
      'svg-worker': 'server/images/svgWorker.ts',
      'pptx-worker': 'server/export/pptxWorker.ts',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync('server/db/initDataDir.mjs', path.join(outdir, 'initDataDir.mjs'));
  cpSync('server/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
}

export function buildServerIfStale() {
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const newest = Math.max(...sources.map((s) => newestMtime(path.resolve(s))));
  if (built >= newest) return;
  buildServer();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) buildServer();
