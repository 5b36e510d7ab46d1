// A document reader's body: a child process of the server's ExtractionPool (pool.ts), run as the
// production bundle's worker.mjs, or from source as a bundle pool.ts makes of this file. Documents are read and drafted
// into slides here, off the server's event loop and within this process's memory budget.
import { draftDeck } from './deck/draft';
import { extract } from './extract';
import type { Job } from './pool';
import { UnreadableDocument } from './types';

if (!process.send) throw new Error('workerMain runs only as a child process of the server');
const send = (msg: unknown) => process.send!(msg);

process.on('message', async (msg: Job & { id: number; budgetMs: number }) => {
  try {
    const result =
      msg.type === 'extract'
        ? await extract(msg.kind, Buffer.from(msg.bytes.buffer, msg.bytes.byteOffset, msg.bytes.byteLength), {
            deadline: Date.now() + msg.budgetMs,
          })
        : draftDeck(msg.text, msg.title);
    send({ id: msg.id, ok: true, result });
  } catch (err) {
    const unreadable = err instanceof UnreadableDocument;
    const message = err instanceof Error ? err.message : String(err);
    send({ id: msg.id, ok: false, unreadable, message });
  }
  // What this document left behind goes now, while the reader waits for the next one.
  (globalThis as { gc?: () => void }).gc?.();
});
// The server went away: so does its reader.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
