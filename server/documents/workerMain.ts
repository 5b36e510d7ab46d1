// The extraction worker's body: documents are read here, off the server's event loop, so a heavy
// one never stalls requests. Started through worker.mjs from source, or as the bundle's worker.mjs.
import { parentPort } from 'node:worker_threads';
import { extract } from './extract';
import { UnreadableDocument } from './types';

const port = parentPort;
if (!port) throw new Error('workerMain runs only as a worker thread');

port.on('message', async ({ id, kind, bytes }) => {
  try {
    const result = await extract(kind, Buffer.from(bytes));
    port.postMessage({ id, ok: true, result });
  } catch (err) {
    const unreadable = err instanceof UnreadableDocument;
    const message = err instanceof Error ? err.message : String(err);
    port.postMessage({ id, ok: false, unreadable, message });
  }
});
port.postMessage({ ready: true });
