// The render worker's body: slide HTML is parsed (jsdom), sanitised and drawn here, off the
// server's event loop, so a large or hostile slide never stalls other requests.
import { parentPort } from 'node:worker_threads';
import { SlideHtmlTooComplex } from '../../common/sanitize';
import { renderDeckDocument } from '../../common/slides/staticHtml';
import { sanitizeSlideCss, sanitizeSlideHtml } from '../lib/sanitizeServer';
import type { RenderJob, RenderReply } from './jobs';

const port = parentPort;
if (!port) throw new Error('workerMain runs only as a worker thread');

function run(job: RenderJob): RenderReply {
  if (job.kind === 'deck')
    return { ok: true, kind: 'deck', document: renderDeckDocument(job.slides, job.options) };
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
