// The render worker when the server runs from source (tsx, vitest): plain JavaScript, so it starts
// the same everywhere; it registers tsx and loads the TypeScript body. The production bundle builds
// workerMain.ts into a render-worker.mjs of its own next to the server (scripts/build-server.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./workerMain.ts');
