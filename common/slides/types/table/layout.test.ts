import { describe, expect, test } from 'vitest';
import type { SlideContent } from '../../content';
import { measuredRuns } from '../../layout/measure';
import { layoutTable, numericColumns } from './layout';

/** A table of `rows` body rows and `columns` columns, each cell two or three words. */
function tableOf(rows: number, columns: number, cell = (r: number, c: number) => `Item ${r}-${c}`) {
  const content: SlideContent = {
    table: {
      header: Array.from({ length: columns }, (_, c) => `Column ${c + 1}`),
      rows: Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => cell(r, c))),
    },
  };
  return { type: 'table', title: 'Every office', content };
}

/** How many runs of text one layout of `slide` measures: its work, counted rather than timed. */
function runsOf(slide: ReturnType<typeof tableOf>): number {
  const before = measuredRuns();
  layoutTable(slide);
  return measuredRuns() - before;
}

// Issue 31: a deck of tables exported about as fast as one of text. A table's fit measures each
// cell once per size it tries, and tries O(log steps) sizes, so its work is linear in its cells.
describe('the table fit measures its cells a bounded number of times', () => {
  test('a cell of one line is measured once per size tried, a few sizes per table', () => {
    // 30 rows of 8 columns of two-word cells: overflowing, so the fit goes past the floor towards
    // the last resort (about 30 steps down for the title). Each size tried measures each cell's
    // two words and a space; trying every step would be about 30 sizes.
    const slide = tableOf(30, 8);
    const cells = 31 * 8;
    const runs = runsOf(slide);
    expect(layoutTable(slide).fit.overflow).toBe(true);
    expect(runs).toBeGreaterThanOrEqual(3 * cells);
    expect(runs / (3 * cells)).toBeLessThanOrEqual(12);
  });

  test('the work is linear in the cells: a bounded number of runs per cell, however long the table', () => {
    // At most 12 sizes tried, each measuring a cell's two words and the space between them.
    for (const rows of [4, 8, 16, 30]) {
      const cells = (rows + 1) * 6;
      expect(runsOf(tableOf(rows, 6)) / cells, `${rows} rows`).toBeLessThanOrEqual(12 * 3);
    }
  });

  test('a wrapped cell is measured word by word: once on one line, once wrapped, per size tried', () => {
    const words = 40;
    const slide = tableOf(20, 4, (r, c) =>
      c === 1 ? Array.from({ length: words }, (_, w) => `word${w}`).join(' ') : `Item ${r}`,
    );
    const l = layoutTable(slide);
    // The long column wraps: its cells take several lines.
    expect(l.rows[1]!.h - 2 * l.padY).toBeGreaterThan(2 * l.size);
    // Per size tried: each long cell's words and a space, twice; the three short cells' runs.
    const perSize = 21 * (2 * (words + 1) + 3 * 3);
    expect(runsOf(slide)).toBeLessThanOrEqual(12 * perSize);
  });

  test('a short table that fits at its largest size is placed once', () => {
    const slide = tableOf(3, 3);
    expect(layoutTable(slide).fit.sizes.body).toBe(42);
    // Once for the fit's question, and that answer kept for the drawing: 4 × 3 cells, each two
    // words and a space, plus the title's few runs.
    expect(runsOf(slide)).toBeLessThanOrEqual(4 * 3 * 3 + 10);
  });
});

describe('a short table rests in the room under its title (issue 32)', () => {
  test('three rows: the table’s middle within 5% of the room’s; twenty fill it', () => {
    const short = layoutTable(tableOf(3, 3));
    expect(short.room.top).toBeGreaterThan(short.title.y + short.title.h);
    expect(short.room.top + short.room.h).toBe(1080 - 110);
    const top = short.rows[0]!.y;
    const bottom = short.rows.at(-1)!.y + short.rows.at(-1)!.h;
    // Once it hung from the title with the lower half of the slide empty.
    expect(
      Math.abs((top + bottom) / 2 - (short.room.top + short.room.h / 2)) / short.room.h,
    ).toBeLessThanOrEqual(0.05);
    // A long one fills the room, and stays in it.
    const long = layoutTable(tableOf(20, 3));
    const end = long.rows.at(-1)!.y + long.rows.at(-1)!.h;
    expect(long.rows[0]!.y).toBeGreaterThanOrEqual(long.room.top);
    expect(end).toBeLessThanOrEqual(long.room.top + long.room.h + 1e-9);
    expect(end - long.rows[0]!.y).toBeGreaterThanOrEqual(0.85 * long.room.h);
  });
});

describe('which columns are figures', () => {
  const grid = (rows: string[][]) => ({ rows, columns: rows[0]!.length });
  test('a dash or "n/a" where a figure is missing keeps the column right-aligned', () => {
    // blind13's "Covers 2025" column: a new centre had no covers that year.
    const rows = [
      ['Hartley', '4,120', '—'],
      ['Wenlow', '—', 'n/a'],
      ['Ashby', '3,980', '–'],
    ];
    expect(numericColumns(grid(rows))).toEqual([false, true, false]);
  });
  test('a column of dashes alone is not one of figures', () => {
    expect(numericColumns(grid([['—'], ['-']]))).toEqual([false]);
  });
});
