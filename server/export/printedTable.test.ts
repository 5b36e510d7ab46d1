import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import type { SlideContent } from '../../common/slides/content';
import { SlideCanvas } from '../../common/slides/SlideCanvas';
import { builtInTheme } from '../../common/themes/builtIn';
import { meanDifference, plain, rasterise } from '../../tests/helpers/pixels';
import { chromiumExecutable } from '../lib/chromium.mjs';
import { BrowserPool } from './browser';
import { inlineFontCss } from './fonts';

// Issue 31: the PDF draws each row's one-line cells as one box of text (few boxes: the print costs
// per box of text), where the editor draws a box per cell. Both must be the same picture, and the
// PDF must still hold every cell as text, row by row, each row's cells in order.

const dir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-printed-table-'));
const pool = new BrowserPool(chromiumExecutable());
afterAll(async () => {
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

const NOTE = `A note long enough to wrap: ${'over and over again, '.repeat(6)}in its box`;
const TABLES: Array<{ title: string; table: NonNullable<SlideContent['table']> }> = [
  {
    title: 'Budget by team',
    table: {
      header: ['Team', 'Lead', 'Q1', 'Q2', 'Q3', 'Q4'],
      rows: Array.from({ length: 12 }, (_, r) => [
        `Team ${r + 1}`,
        ['Ada', 'Grace', 'Linus', 'Barbara'][r % 4]!,
        ...[0, 1, 2, 3].map((q) => `€${100 + ((r * 3 + q * 7) % 90)}k`),
      ]),
    },
  },
  {
    title: 'Every kind of cell',
    table: {
      header: ['Item & kind', 'Owner', 'Notes', 'Cost'],
      rows: [
        ['Alpha', '', 'Short', '€1,200'],
        ['', 'Grace', '', '  300 '],
        ['Gamma', 'Linus', NOTE, '45%'],
        ['Delta', 'שלום', 'مرحبا بالعالم', '12'],
        ['Epsilon', '東京', 'Ελληνικά & "quotes"', ''],
        ['', '', '', ''],
        ['Zeta', 'Ada\nLovelace', 'x', '7'],
        ['Eta', 'Bob', 'y', '8'],
      ],
    },
  },
  {
    // Figures a right-to-left box would reorder unless set apart ("1 200", "-5", "12 USD", "(300)"),
    // columns of unequal widths (a tab each), a blank in the middle of a row, text after figures.
    title: 'Figures of every shape',
    table: {
      header: ['Region', 'Owner', 'Site', 'Revenue this year', 'Change', 'Seats', 'Note'],
      rows: [
        ['North', 'Ada', 'Leeds', '1 200', '-5', '12 USD', 'steady'],
        ['South', '', 'Bath  and   Wells', '€1,200.50', '+3.5%', '(300)', 'new'],
        ['East', 'Linus', 'Ely', '45%', '12k', '7', ''],
        ['West', 'Grace', '', '$4.5m', '0', '1111', 'Ελληνικά'],
      ],
    },
  },
  { title: 'Plans', table: { header: ['Plan', 'Price', 'Seats'], rows: [['Pro', '€49', '10']] } },
  {
    // Numbers first, then text: a right-aligned run before a left-aligned one in each row.
    title: 'Rank',
    table: {
      header: ['#', 'Team', 'Score', 'Lead'],
      rows: Array.from({ length: 6 }, (_, r) => [`${r + 1}`, `Team ${r + 1}`, `${90 - r * 7}`, 'Ada']),
    },
  },
];

/** The tables drawn as the editor draws them (print: false) or as the PDF does, printed by Chromium. */
async function printed(
  themeId: string,
  print: boolean,
  tables = TABLES,
): Promise<{ file: string; html: string }> {
  const theme = builtInTheme(themeId)!;
  const slides = tables.map((t, i) => ({
    id: `t${i}`,
    type: 'table',
    title: t.title,
    content: { table: t.table },
  }));
  const pages = slides.map(
    (slide) =>
      `<section class="page">${renderToStaticMarkup(createElement(SlideCanvas, { slide, options: { theme, print } }))}</section>`,
  );
  const fontCss = inlineFontCss(JSON.stringify(slides), ['Inter', theme.fonts.heading, theme.fonts.body]);
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${fontCss}
@page{size:1920px 1080px;margin:0}*{box-sizing:border-box}html,body{margin:0}
.page{position:relative;width:1920px;height:1080px;overflow:hidden;break-after:page}</style></head><body>${pages.join('')}</body></html>`;
  const pdf = await pool.withPage(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => Promise.allSettled(Array.from(document.fonts, (f) => f.load())));
    return page.pdf({ width: '1920px', height: '1080px', printBackground: true, preferCSSPageSize: true });
  }, 60_000);
  const file = path.join(dir, `${themeId}-${print ? 'print' : 'screen'}-${tables.length}.pdf`);
  writeFileSync(file, pdf);
  return { file, html };
}

/** The boxes of a page that hold text of their own (an element whose first child is text). */
const textBoxes = (html: string) => html.match(/<(div|h2)[^>]*>[^<]/g)?.length ?? 0;

const RTL = /[\u0590-\u08ff]/;
/** White space as one space, none at the ends (as pdftotext joins a line's words). */
const squeeze = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

/**
 * The cells that `pdftotext -raw` (the PDF's content-stream order) gives in order: each table's
 * header, then its rows, each row's cells left to right. Right-to-left words come out in their
 * drawn order and are left out (dataExports.test.ts finds those).
 */
function readingOrderBreaks(raw: string): string[] {
  const text = squeeze(raw);
  const broken: string[] = [];
  let at = 0;
  for (const t of TABLES) {
    at = text.indexOf(t.title, at);
    for (const cell of [t.table.header, ...t.table.rows].flat()) {
      const words = squeeze(cell);
      if (!words || RTL.test(words)) continue;
      const found = text.indexOf(words, at);
      if (found < 0) broken.push(words);
      else at = found + words.length;
    }
  }
  return broken;
}

/**
 * How far the PDF's page of a table may be from the editor's drawing of it (mean colour difference
 * over 6-pixel squares at 480×270, tests/helpers/pixels.ts). Measured in three themes: 0 to
 * 0.024% (glyphs a fraction of a pixel apart: the editor's rows are boxes placed one by one, the
 * PDF's lines a row pitch apart). Text a row off, or a column short, scores 0.23%; a blank page
 * 0.65% and more.
 */
const ALIKE = 0.0006;

describe('the PDF draws a table in few boxes, the same picture as the editor’s', () => {
  test.each(['classic', 'midnight', 'editorial', 'forest', 'sunrise', 'mono'])(
    '%s: each page alike, every cell in the PDF’s text row by row, far fewer boxes of text',
    async (themeId) => {
      const screen = await printed(themeId, false);
      const print = await printed(themeId, true);
      const a = rasterise(screen.file, path.join(dir, `${themeId}-screen`));
      const b = rasterise(print.file, path.join(dir, `${themeId}-print`));
      expect(b).toHaveLength(TABLES.length);
      for (const [i, page] of b.entries()) {
        expect(meanDifference(page, a[i]!), `page ${i + 1}`).toBeLessThan(ALIKE);
        const background = [...page.data.subarray(0, 3)] as [number, number, number];
        expect(meanDifference(page, plain(page, background))).toBeGreaterThan(5 * ALIKE);
      }
      const text = execFileSync('pdftotext', [print.file, '-'], { encoding: 'utf8' });
      // Right-to-left words come out in their drawn order: dataExports.test.ts finds those.
      const words = TABLES.flatMap((t) => [t.table.header, ...t.table.rows].flat())
        .flatMap((cell) => cell.split(/\s+/))
        .filter((w) => w && !/[\u0590-\u06ff]/.test(w));
      for (const w of words) expect(text, w).toContain(w);
      // Row by row: the header, then each row's cells in order; the budget's rows a line each.
      const raw = execFileSync('pdftotext', ['-raw', print.file, '-'], { encoding: 'utf8' });
      expect(readingOrderBreaks(raw)).toEqual([]);
      const lines = raw.split('\n');
      for (const row of [TABLES[0]!.table.header, ...TABLES[0]!.table.rows])
        expect(lines).toContain(row.join(' '));
      // The budget's 78 cells are 26 boxes (a box of names and a box of figures per row) and
      // its title; where its figures' columns are of unequal widths (by theme), a tab between
      // two figures is an element of its own, at most two a row. The editor draws a box per cell.
      const budget = (html: string) => html.split('<section class="page">')[1]!;
      expect(textBoxes(budget(screen.html))).toBe(1 + 78);
      expect(textBoxes(budget(print.html))).toBe(1 + 26);
      expect(budget(print.html).match(/<span/g)?.length ?? 0).toBeLessThanOrEqual(13 * 2);
    },
    120_000,
  );

  test('the reading order check fails on text stored column by column', () => {
    const [budget] = TABLES;
    const byColumn = budget!.table.header.map((_, i) =>
      [budget!.table.header[i], ...budget!.table.rows.map((r) => r[i])].join('\n'),
    );
    const raw = [
      budget!.title,
      ...byColumn,
      ...TABLES.slice(1).flatMap((t) => [
        t.title,
        ...[t.table.header, ...t.table.rows].map((r) => r.join(' ')),
      ]),
    ].join('\n');
    expect(readingOrderBreaks(raw).length).toBeGreaterThan(50);
    const rowWise = [
      budget!.title,
      ...[budget!.table.header, ...budget!.table.rows].map((r) => r.join(' ')),
      raw.slice(raw.indexOf(TABLES[1]!.title)),
    ].join('\n');
    expect(readingOrderBreaks(rowWise)).toEqual([]);
  });

  test('a page whose text is a row off, or a column short, is told apart', async () => {
    const page = rasterise((await printed('classic', true)).file, path.join(dir, 'sure-print'))[0]!;
    const [table] = TABLES;
    const rowOff = {
      ...table!,
      table: { ...table!.table, rows: [['', '', '', '', '', ''], ...table!.table.rows.slice(0, -1)] },
    };
    const short = {
      ...table!,
      table: { ...table!.table, rows: table!.table.rows.map((r) => [...r.slice(0, 5), '']) },
    };
    for (const [name, other] of Object.entries({ rowOff, short })) {
      const drawn = rasterise((await printed('classic', false, [other])).file, path.join(dir, name))[0]!;
      expect(meanDifference(page, drawn), name).toBeGreaterThan(2 * ALIKE);
    }
  }, 120_000);
});
