// A document reader's body: a child process of the server's ExtractionPool (pool.ts), run as the
// production bundle's worker.mjs, or from source as a bundle pool.ts makes of this file. Documents are read and drafted
// into slides here, off the server's event loop and within this process's memory budget.
import { draftDeck } from './deck/draft';
import { extract } from './extract';
import { extractPdfPages, loadPdfjs, type PageLines } from './pdf/extract';
import type { HelpAnswer, Job } from './pool';
import { readPptxBrand } from './pptx/brand';
import { readPptx } from './pptx/index';
import { UnreadableDocument } from './types';

if (!process.send) throw new Error('workerMain runs only as a child process of the server');
const send = (msg: unknown) => process.send!(msg);
const bytesOf = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/** Help asked of the pool for the job at work (one job at a time per reader), by job id. */
const asked = new Map<number, (answer: HelpAnswer) => void>();

/** Pages of the job's PDF read by another reader, when the pool has one free (undefined if not). */
function askForHelp(id: number, from: number, to: number, softStop: number): Promise<PageLines | undefined> {
  return new Promise((resolve, reject) => {
    asked.set(id, (answer) => {
      asked.delete(id);
      if (answer.ok) resolve(answer.result === undefined ? undefined : JSON.parse(answer.result));
      else reject(answer.unreadable ? new UnreadableDocument(answer.message) : new Error(answer.message));
    });
    send({ id, help: { from, to, softStop } });
  });
}

process.on('message', async (msg: (Job & { id: number; budgetMs: number }) | HelpAnswer) => {
  if ('helped' in msg) {
    asked.get(msg.id)?.(msg);
    return;
  }
  try {
    const result =
      msg.type === 'extract'
        ? await extract(msg.kind, bytesOf(msg.bytes), {
            deadline: Date.now() + msg.budgetMs,
            helper: (from, to, softStop) => askForHelp(msg.id, from, to, softStop),
          })
        : msg.type === 'pages'
          ? JSON.stringify(await extractPdfPages(bytesOf(msg.bytes), msg.from, msg.to, msg.softStop))
          : msg.type === 'pptx'
            ? msg.read === 'brand'
              ? await readPptxBrand(bytesOf(msg.bytes))
              : await readPptx(bytesOf(msg.bytes))
            : draftDeck(msg.text, msg.title, msg.theme);
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
// pdf.js is loaded while the reader waits: the reader lent for a long PDF's later half (pool.ts)
// starts reading at once.
setImmediate(() => void loadPdfjs().catch(() => {}));
