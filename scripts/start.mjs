import { buildIfStale } from './build-if-stale.mjs';
import { buildServerIfStale } from './build-server.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { supervise } from './supervise.mjs';

buildIfStale();
buildServerIfStale();
ensureChromium();
// Node runs the bundled server (production React for the export renderers unless NODE_ENV says
// otherwise), restarted with back-off if it dies (scripts/supervise.mjs); SIGINT and SIGTERM pass
// through so it shuts down gracefully.
process.exit(
  await supervise({
    command: process.execPath,
    args: ['dist/server/main.mjs'],
    env: { NODE_ENV: 'production', ...process.env },
  }),
);
