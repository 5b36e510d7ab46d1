import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { ExportSlide } from '../deck';
import { slidesFromFile, writeSlidesFile } from './deckSlides';

const dir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-deckslides-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('slides written one a line come back one at a time, line breaks and any script in them intact', async () => {
  const slides: ExportSlide[] = Array.from({ length: 2500 }, (_, i) => ({
    id: `s${i}`,
    type: 'content',
    title: i % 2 ? `Zeile ${i}\nnext line` : `שקופית ${i} — 🙂`,
    // Some slides larger than the scanner's megabyte, so lines cross its reads.
    content: { items: [i % 500 === 0 ? 'x'.repeat(1_500_000) : `point\r\n${i}`] },
    notes: `notes ${i}`,
  }));
  const file = path.join(dir, 'deck.slides');
  await writeSlidesFile(file, slides);
  const read = slidesFromFile(file);
  try {
    expect(read.count).toBe(slides.length);
    for (const i of [0, 1, 499, 500, 501, 1777, 2499, 3]) expect(read.at(i)).toEqual(slides[i]);
    expect(() => read.at(2500)).toThrow(/no slide 2501/);
  } finally {
    read.close();
  }
});

test('a deck of no slides is a file of none', async () => {
  const file = path.join(dir, 'empty.slides');
  await writeSlidesFile(file, []);
  const read = slidesFromFile(file);
  expect(read.count).toBe(0);
  read.close();
});
