// The PowerPoint builder's body: a child process of the server's PptxBuilders (pptxPool.ts), run as
// the production bundle's pptx-worker.mjs, or from source as a bundle pptxPool.ts makes of this
// file. pptxgenjs holds every slide's XML while it writes; here that memory is the child's, held
// to a budget, and never the server's heap. The file goes to disk part by part as it is made.
import type { ExportDeck } from './deck';
import { exportPptxToFile, type HtmlShots } from './pptx';
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

/** The pictures stay on disk: the file takes each one in turn, read as it is written (./pptx/pictures.ts). */
const shotsOf = (files: ShotFiles): HtmlShots =>
  new Map(files.map(([slideId, { file, text }]) => [slideId, { picture: { file }, text }]));

process.on('message', async (job: PptxJob) => {
  try {
    const bytes = await exportPptxToFile(job.deck, shotsOf(job.shots), job.out);
    send({ id: job.id, ok: true, bytes });
  } catch (err) {
    send({ id: job.id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
// The server went away: so does its builder.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
