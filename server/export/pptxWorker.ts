// The PowerPoint builder's body: a child process of the server's PptxBuilders (pptxPool.ts), run as
// the production bundle's pptx-worker.mjs, or from source as a bundle pptxPool.ts makes of this
// file. It reads the deck's slides from a file one at a time, draws each as pptxgenjs makes its
// XML, and writes the file to disk part by part (./pptx/index.ts); what it holds is its own, held
// to a budget, and never the server's heap.
import { type DeckHead, exportPptxToFile, type HtmlShots } from './pptx';
import { slidesFromFile } from './pptx/deckSlides';
import type { ShotFiles } from './render';

if (!process.send) throw new Error('pptxWorker runs only as a child process of the server');
const send = (msg: unknown) => process.send!(msg);

export interface PptxJob {
  id: number;
  /** The deck without its slides, which are read one at a time from `slides`. */
  deck: DeckHead;
  /** The slides, one JSON line each (./pptx/deckSlides.ts writeSlidesFile). */
  slides: string;
  shots: ShotFiles;
  /** Where the file is written: it goes to the client from disk, never through the server's memory. */
  out: string;
  /** Measure what the build holds (tests and the bench: the builder then runs with --expose-gc). */
  measure?: boolean;
}

/**
 * What the builder holds, in bytes, after a full collection: its heap and its buffers. Taken after
 * each slide (with `measure`), the largest is what the build needed, free of garbage not yet collected.
 */
function heldBytes(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** The pictures stay on disk: the file takes each one in turn, read as it is written (./pptx/pictures.ts). */
const shotsOf = (files: ShotFiles): HtmlShots =>
  new Map(files.map(([slideId, { file, text }]) => [slideId, { picture: { file }, text }]));

process.on('message', async (job: PptxJob) => {
  try {
    let held = job.measure ? heldBytes() : 0;
    const slides = slidesFromFile(job.slides);
    // About 60 looks a file (a full collection each), however many slides.
    const every = Math.max(1, Math.floor(slides.count / 60));
    let slide = 0;
    const onSlide = job.measure
      ? () => {
          if (++slide % every === 0) held = Math.max(held, heldBytes());
        }
      : undefined;
    let bytes: number;
    try {
      bytes = await exportPptxToFile(job.deck, slides, shotsOf(job.shots), job.out, onSlide);
    } finally {
      slides.close();
    }
    send({ id: job.id, ok: true, bytes, held });
  } catch (err) {
    send({ id: job.id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
// The server went away: so does its builder.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
