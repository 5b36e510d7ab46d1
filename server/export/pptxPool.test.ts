import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { HttpError } from '../lib/errors';
import type { ExportDeck } from './deck';
import { ExportRefused, guardExport } from './guard';
import { PptxBuilders } from './pptxPool';

const dir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-pptx-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const deck = (slides: number): ExportDeck => ({
  id: 'deck1',
  title: 'Board pack',
  slides: Array.from({ length: slides }, (_, i) => ({
    id: `s${i}`,
    type: 'content',
    title: `Slide ${i + 1}`,
    content: { items: Array.from({ length: 8 }, (_, j) => `Point ${j + 1} of slide ${i + 1}. `.repeat(20)) },
    notes: 'Say it slowly. '.repeat(200),
  })),
});

describe('PowerPoint files built in a child process', () => {
  test('a file is built off the server, written to disk', async () => {
    const builders = new PptxBuilders();
    try {
      const out = path.join(dir, 'ok.pptx');
      const bytes = await builders.build(deck(20), [], out);
      expect(bytes).toBeGreaterThan(1000);
      expect(readFileSync(out).subarray(0, 2).toString('latin1')).toBe('PK');
    } finally {
      await builders.close();
    }
  });

  test('what a build holds grows with its file, never as a multiple of it: n and 2n slides', async () => {
    // HTML slides drawn as their text (no browser here): each about 350 kB of the file (its text
    // on the slide, in the notes, and its source), the heaviest a slide's drawing gets.
    const paragraph = (i: number, j: number) =>
      `<p>Slide ${i}, paragraph ${j}: ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20)}</p>`;
    const heavy = (n: number): ExportDeck => ({
      id: 'deck1',
      title: 'Heavy',
      slides: Array.from({ length: n }, (_, i) => ({
        id: `h${i}`,
        type: 'html',
        title: `Slide ${i + 1}`,
        content: { htmlContent: Array.from({ length: 80 }, (_, j) => paragraph(i, j)).join('') },
        notes: `Notes of slide ${i}. `.repeat(1000),
      })),
    });
    // Each in a builder of its own, measuring what it holds after each slide (after a full
    // collection, so garbage not yet collected does not count): what drawing and writing the file
    // keep, and the slides it was sent, which it reads from their file one at a time.
    const measured = async (n: number) => {
      const builders = new PptxBuilders(1, undefined, true);
      try {
        const bytes = await builders.build(heavy(n), [], path.join(dir, `heavy-${n}.pptx`));
        return { bytes, held: builders.lastHeldBytes };
      } finally {
        await builders.close();
      }
    };
    const n = await measured(30);
    const twice = await measured(60);
    const fileGrowth = twice.bytes - n.bytes;
    expect(fileGrowth).toBeGreaterThan(8 * 1024 * 1024);
    // Drawn all at once, the slides' drawings held as much again as the file grew (0.96×); drawn
    // one at a time from a deck sent whole, the deck grew with it (0.37×); read one at a time,
    // what a build holds is one slide's worth, whatever the deck (0.01×; one slide is 0.03×).
    expect(twice.held - n.held).toBeLessThan(0.15 * fileGrowth);
  }, 120_000);

  test('a builder past its memory budget is stopped: a 422 naming the deck and the format', async () => {
    // A budget below what the process needs to start building (Node alone holds ~40 MB).
    const builders = new PptxBuilders(1, { memoryMb: 48, ms: 60_000 });
    try {
      const out = path.join(dir, 'too-big.pptx');
      const refused = await guardExport({ id: 'deck1', title: 'Board pack' }, 'pptx', () =>
        builders.build(deck(400), [], out),
      ).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({
        status: 422,
        code: 'export_too_large',
        message:
          'The PowerPoint export of “Board pack” needs more than 48 MB of memory. Make the deck smaller, or split it.',
        details: { presentationId: 'deck1', format: 'pptx' },
      });
      expect(existsSync(out)).toBe(false);
    } finally {
      await builders.close();
    }
  });
});

describe('guardExport', () => {
  const run = (err: unknown, format: 'pdf' | 'html' = 'html') =>
    guardExport({ id: 'd', title: 'Deck' }, format, () => Promise.reject(err)).catch((e: unknown) => e);

  test('a render worker that ran out of memory is a 422 naming the deck and the format', async () => {
    const oom = Object.assign(
      new Error('Worker terminated due to reaching memory limit: JS heap out of memory'),
      {
        code: 'ERR_WORKER_OUT_OF_MEMORY',
      },
    );
    expect(await run(oom)).toMatchObject({
      status: 422,
      code: 'export_too_large',
      details: { format: 'html' },
    });
    expect(await run(new Error('render worker stopped'))).toMatchObject({ status: 422 });
  });

  test('a timeout or a full queue is a 503; a client error stands as it is', async () => {
    expect(await run(new HttpError(504, 'export_timeout', 'The export took too long'), 'pdf')).toMatchObject({
      status: 503,
      code: 'export_timeout',
      message: 'The PDF export of “Deck” took too long and was stopped. Please try again in a minute.',
    });
    expect(await run(new ExportRefused(503, 'busy', 'is waiting behind too many others'))).toMatchObject({
      status: 503,
      message: 'The HTML export of “Deck” is waiting behind too many others. Please try again in a minute.',
    });
    const missing = new HttpError(404, 'not_found', 'Presentation not found');
    expect(await run(missing)).toBe(missing);
  });
});
