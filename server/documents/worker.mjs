// Extraction runs here, off the server's event loop, so a heavy document never stalls requests.
// Plain JavaScript so it starts the same under tsx, vitest or node: it registers tsx itself and
// then loads the TypeScript extractors.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { extract } = await import('./extract.ts');
const { UnreadableDocument } = await import('./types.ts');

parentPort.on('message', async ({ id, kind, bytes }) => {
  try {
    const result = await extract(kind, Buffer.from(bytes));
    parentPort.postMessage({ id, ok: true, result });
  } catch (err) {
    const unreadable = err instanceof UnreadableDocument;
    parentPort.postMessage({
      id,
      ok: false,
      unreadable,
      message: unreadable ? err.message : String(err?.message ?? err),
    });
  }
});
parentPort.postMessage({ ready: true });
