// The PowerPoint builder's body: a child process of the server's PptxBuilders (pptxPool.ts), run as
// the production bundle's pptx-worker.mjs, or from source as a bundle pptxPool.ts makes of this
// file. pptxgenjs holds every slide's XML while it writes; here that memory is the child's, held
// to a budget, and never the server's heap.
import { readFileSync, writeFileSync } from 'node:fs';
import type { ExportDeck } from './deck';
import { exportPptx, type HtmlShots } from './pptx';
import type { ShotFiles } from './render';

if (!process.send) throw new Error('pptxWorker runs only as a child process of the server');
const send = (msg: unknown) => process.send!(msg);

export interface PptxJob {
  id: number;
  deck: ExportDeck;
  shots: ShotFiles;
  /** Where the file is written: it goes to the client from disk, never through the server's memory. */
  out: string;
}

/** Each distinct picture file read once: slides showing the same picture share one buffer (and one media part). */
function readShots(files: ShotFiles): HtmlShots {
  const pictures = new Map<string, Buffer>();
  const shots: HtmlShots = new Map();
  for (const [slideId, { file, text }] of files) {
    let picture = pictures.get(file);
    if (!picture) {
      picture = readFileSync(file);
      pictures.set(file, picture);
    }
    shots.set(slideId, { picture, text });
  }
  return shots;
}

process.on('message', async (job: PptxJob) => {
  try {
    const file = await exportPptx(job.deck, readShots(job.shots));
    writeFileSync(job.out, file);
    send({ id: job.id, ok: true, bytes: file.length });
  } catch (err) {
    send({ id: job.id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
// The server went away: so does its builder.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
