import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PPTX_DRAW_MEMORY_MB, PPTX_DRAW_MS, PPTX_DRAW_WIDTH } from '../../common/limits';
import { onPath } from '../lib/onPath';

/** Why no slide could be drawn, in words for the import's warning ("LibreOffice is not installed"). */
export class SlidesNotDrawn extends Error {}

/**
 * Slides of a PowerPoint file drawn as LibreOffice draws them (issue 30: a slide that would lose
 * most of its content also carries a picture of the original). LibreOffice prints the file to PDF
 * in a process group of its own, with a profile and HOME of its own in a folder that is removed
 * after, under PPTX_DRAW_MS and PPTX_DRAW_MEMORY_MB; poppler's pdftoppm then draws the pages
 * asked for. One file at a time per server: each LibreOffice takes a core and some hundred MB.
 * The file has been read by our own reader first (its limits, no DTD), and a file that links to
 * anything outside itself is never given to it (see PptxImport.notDrawable).
 */
export class SlideDrawer {
  private queue: Promise<unknown> = Promise.resolve();
  /** The process groups running now, ended when the server closes. */
  private readonly running = new Set<number>();

  constructor(
    private readonly soffice: string | undefined,
    private readonly pdftoppm: string | undefined = onPath('pdftoppm'),
  ) {}

  /** Ends what is drawing now (the server is closing): its import answers that nothing was drawn. */
  close() {
    for (const pid of this.running) killGroup(pid);
  }

  /** Why it cannot draw at all, or undefined when it can. */
  get unavailable(): string | undefined {
    if (!this.soffice) return 'LibreOffice (soffice) is not installed';
    if (!this.pdftoppm) return 'pdftoppm (poppler-utils) is not installed';
    return undefined;
  }

  /**
   * PNGs of these slides (1-based, hidden ones counted), each PPTX_DRAW_WIDTH wide and 16:9 (a
   * slide of another shape is centred between bands). Throws SlidesNotDrawn with why.
   */
  draw(bytes: Buffer, ext: string, numbers: number[]): Promise<Map<number, Buffer>> {
    const run = this.queue.then(() => this.drawNow(bytes, ext, numbers));
    this.queue = run.catch(() => {});
    return run;
  }

  private async drawNow(bytes: Buffer, ext: string, numbers: number[]): Promise<Map<number, Buffer>> {
    const why = this.unavailable;
    if (why) throw new SlidesNotDrawn(why);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'decksmith-draw-'));
    try {
      const input = path.join(dir, `deck.${ext}`);
      await writeFile(input, bytes);
      const deadline = Date.now() + PPTX_DRAW_MS;
      const pages = [...new Set(numbers)].sort((a, b) => a - b);
      // Only the slides asked for are printed, in their order; hidden slides count, as on import.
      const filter = `pdf:impress_pdf_Export:${JSON.stringify({
        ExportHiddenSlides: { type: 'boolean', value: 'true' },
        PageRange: { type: 'string', value: pages.join(',') },
      })}`;
      await run(
        this.soffice!,
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--norestore',
          '--nolockcheck',
          '--convert-to',
          filter,
          '--outdir',
          dir,
          input,
        ],
        dir,
        deadline,
        'LibreOffice',
        this.running,
      );
      const pdf = path.join(dir, 'deck.pdf');
      if (!existsSync(pdf)) throw new SlidesNotDrawn('LibreOffice could not draw it');
      // Every page in one run: page k is the k-th slide asked for.
      const prefix = path.join(dir, 'page');
      const size = ['-scale-to-x', String(PPTX_DRAW_WIDTH), '-scale-to-y', '-1'];
      await run(this.pdftoppm!, ['-png', ...size, pdf, prefix], dir, deadline, 'pdftoppm', this.running);
      const drawn = (await readdir(dir))
        .filter((f) => /^page-\d+\.png$/.test(f))
        .sort((a, b) => Number(a.slice(5, -4)) - Number(b.slice(5, -4)));
      // A page count that does not match would give a slide its neighbour's picture: none then.
      if (drawn.length !== pages.length)
        throw new SlidesNotDrawn('LibreOffice did not draw every slide asked for');
      const out = new Map<number, Buffer>();
      for (const [k, file] of drawn.entries())
        out.set(pages[k]!, await widescreen(await readFile(path.join(dir, file))));
      return out;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/**
 * A page as a 16:9 picture: a slide of another shape (a 4:3 deck) centred between bands of the
 * colour of its own edges, so that it reads as the slide it was on any slide's background.
 */
async function widescreen(png: Buffer): Promise<Buffer> {
  const { width = PPTX_DRAW_WIDTH, height = 0 } = await sharp(png).metadata();
  const want = Math.round((width * 9) / 16);
  if (Math.abs(height - want) <= 2) return png;
  const tall = height > want;
  const edges = await Promise.all(
    (tall ? [0, width - 1] : [0, height - 1]).map(async (at) => {
      const strip = tall ? { left: at, top: 0, width: 1, height } : { left: 0, top: at, width, height: 1 };
      return (await sharp(png).extract(strip).stats()).channels.map((c) => c.mean);
    }),
  );
  const [r = 255, g = 255, b = 255] = edges[0]!.map((v, i) => Math.round((v + edges[1]![i]!) / 2));
  const background = { r, g, b, alpha: 1 };
  // Two passes: sharp resizes before it extends, whatever order the calls are made in.
  if (tall) {
    const w = Math.round((height * 16) / 9);
    const side = Math.floor((w - width) / 2);
    const banded = await sharp(png)
      .extend({ left: side, right: w - width - side, background })
      .png()
      .toBuffer();
    return sharp(banded).resize({ width: PPTX_DRAW_WIDTH }).png().toBuffer();
  }
  const top = Math.floor((want - height) / 2);
  return sharp(png)
    .extend({ top, bottom: want - height - top, background })
    .png()
    .toBuffer();
}

/**
 * A program run to its end in a process group of its own, under the memory limit and until the
 * deadline (then the whole group is killed); its HOME is the work folder.
 */
function run(
  file: string,
  args: string[],
  dir: string,
  deadline: number,
  name: string,
  running: Set<number>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'sh',
      ['-c', `ulimit -v ${PPTX_DRAW_MEMORY_MB * 1024} && exec "$0" "$@"`, file, ...args],
      {
        cwd: dir,
        detached: true,
        stdio: 'ignore',
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8' },
      },
    );
    if (child.pid) running.add(child.pid);
    const timer = setTimeout(
      () => {
        if (child.pid) killGroup(child.pid);
        reject(new SlidesNotDrawn(`${name} took longer than ${PPTX_DRAW_MS / 1000} s`));
      },
      Math.max(0, deadline - Date.now()),
    );
    child.on('error', () => {
      clearTimeout(timer);
      reject(new SlidesNotDrawn(`${name} could not be started`));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (child.pid) running.delete(child.pid);
      if (code === 0) resolve();
      else reject(new SlidesNotDrawn(`${name} could not draw it`));
    });
  });
}

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
