// The render worker's body: slide HTML is parsed (jsdom), sanitised and drawn here, off the
// server's event loop, so a large or hostile slide never stalls other requests.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { SlideHtmlTooComplex } from '../../common/sanitize';
import { pdfPages, renderDeckDocument } from '../../common/slides/staticHtml';
import { sanitizeSlideCss, sanitizeSlideHtml } from '../lib/sanitizeServer';
import type { RenderJob, RenderReply } from './jobs';

const port = parentPort;
if (!port) throw new Error('workerMain runs only as a worker thread');

/**
 * How much lower than the server's this thread's CPU priority is (nice(1) steps), as for the
 * export browser and the document readers: on two cores a sanitise or a deck render otherwise
 * competes with the event loop for CPU, and every other request waits its turn. On Linux
 * setpriority(0) changes the calling thread only; elsewhere it would lower the whole server, so
 * there the thread runs as it is.
 */
const RENDER_NICENESS = 10;
if (process.platform === 'linux') {
  try {
    setPriority(RENDER_NICENESS);
  } catch {
    // Not allowed here: the thread runs at the server's priority.
  }
}

function run(job: RenderJob): RenderReply {
  if (job.kind === 'deck')
    return { ok: true, kind: 'deck', document: renderDeckDocument(job.slides, job.options) };
  if (job.kind === 'pdfPages')
    return { ok: true, kind: 'pdfPages', pages: pdfPages(job.slides, job.options) };
  return {
    ok: true,
    kind: 'clean',
    ...(job.html !== undefined ? { html: sanitizeSlideHtml(job.html, { tooComplex: 'refuse' }) } : {}),
    ...(job.css !== undefined ? { css: sanitizeSlideCss(job.css) } : {}),
  };
}

port.on('message', ({ id, job }: { id: number; job: RenderJob }) => {
  let reply: RenderReply;
  try {
    reply = run(job);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    reply =
      err instanceof SlideHtmlTooComplex ? { ok: false, tooComplex: true, message } : { ok: false, message };
  }
  port.postMessage({ id, reply });
});
port.postMessage({ ready: true });
