import { closeSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { ExportSlide } from '../deck';

/**
 * A deck's slides as the PowerPoint file is drawn from them: how many, and each by its place.
 * The builder asks for them in order (a slide is drawn, then written; see ./index.ts), so a deck
 * read from a file (slidesFromFile) is held one slide at a time, never whole.
 */
export interface DeckSlides {
  readonly count: number;
  at(i: number): ExportSlide;
  close(): void;
}

export const slidesInMemory = (slides: ExportSlide[]): DeckSlides => ({
  count: slides.length,
  at: (i) => slides[i]!,
  close: () => {},
});

/** Writes the slides to `file` one JSON line each (the server, for its builder: ../pptxPool.ts). */
export async function writeSlidesFile(file: string, slides: ExportSlide[]): Promise<void> {
  const out = await open(file, 'w');
  try {
    for (const s of slides) await out.write(`${JSON.stringify(s)}\n`);
  } finally {
    await out.close();
  }
}

/** How many bytes of the file are looked at a time while finding where each slide starts. */
const SCAN_BYTES = 1024 * 1024;
/** Slides kept once read: the one being drawn and the one being written. */
const KEPT = 2;

/**
 * The slides of a file made by writeSlidesFile, each read from disk when asked (JSON escapes line
 * breaks inside strings, so each line is one slide); the last KEPT read are kept.
 */
export function slidesFromFile(file: string): DeckSlides {
  const fd = openSync(file, 'r');
  const starts = [0];
  const chunk = Buffer.alloc(SCAN_BYTES);
  let at = 0;
  for (let n = readSync(fd, chunk, 0, SCAN_BYTES, at); n > 0; n = readSync(fd, chunk, 0, SCAN_BYTES, at)) {
    for (let i = chunk.indexOf(10); i >= 0 && i < n; i = chunk.indexOf(10, i + 1)) starts.push(at + i + 1);
    at += n;
  }
  // The last start is the end of the file, after the last line.
  const count = starts.length - 1;
  const kept = new Map<number, ExportSlide>();
  return {
    count,
    at(i) {
      const known = kept.get(i);
      if (known) return known;
      if (i < 0 || i >= count) throw new Error(`no slide ${i + 1} in the deck's file`);
      const bytes = Buffer.alloc(starts[i + 1]! - starts[i]! - 1);
      readSync(fd, bytes, 0, bytes.length, starts[i]!);
      const slide = JSON.parse(bytes.toString('utf8')) as ExportSlide;
      kept.set(i, slide);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      return slide;
    },
    close: () => closeSync(fd),
  };
}
