import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import '../lib/sanitizeServer';
import { renderDeckDocument } from '../../common/slides/staticHtml';
import { builtInTheme } from '../../common/themes/builtIn';
import { chromiumExecutable } from '../lib/chromium.mjs';
import { BrowserPool } from './browser';
import type { ExportDeck } from './deck';
import { inlineFontCss } from './fonts';
import { exportPdf } from './render';

const dir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-print-only-'));
const pool = new BrowserPool(chromiumExecutable());
afterAll(async () => {
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

const theme = builtInTheme('editorial')!;
/** Text in both of the theme's families and several weights, a table, a chart and a framed html slide. */
const deck: ExportDeck = {
  id: 'deck1',
  title: 'Print only',
  theme,
  slides: [
    {
      id: 'a',
      type: 'content',
      title: 'Where the year went',
      content: { items: ['Revenue grew', 'Costs held'] },
      notes: '',
    },
    {
      id: 'b',
      type: 'table',
      title: 'Budget',
      content: {
        table: {
          header: ['Team', 'Q1'],
          rows: [
            ['North', '120'],
            ['South', '95'],
          ],
        },
      },
      notes: '',
    },
    {
      id: 'c',
      type: 'chart',
      title: 'Sales',
      content: {
        chart: { kind: 'bar', categories: ['Jan', 'Feb'], series: [{ name: 'Sales', values: [4, 7] }] },
      },
      notes: '',
    },
    {
      id: 'd',
      type: 'html',
      title: 'Framed',
      content: { htmlContent: '<h1 style="font-weight:800">Framed words</h1>' },
      notes: '',
    },
  ],
};

/** The PDF as it was printed before pages were print-only: laid out on screen, then printed. */
async function drawnForScreenFirst(): Promise<Buffer> {
  const html = renderDeckDocument(deck.slides, {
    title: deck.title,
    mode: 'pdf',
    theme,
    fontCss: inlineFontCss(JSON.stringify([deck.title, deck.slides]), [
      'Inter',
      theme.fonts.heading,
      theme.fonts.body,
    ]),
  });
  return pool.withPage(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return page.pdf({ width: '1920px', height: '1080px', printBackground: true, preferCSSPageSize: true });
  }, 60_000);
}

/** Each page of a PDF as the pixels pdftoppm draws (at a small size). */
function pages(pdf: Buffer, name: string): Buffer[] {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '24', '-gray', '-png', file, path.join(dir, name)]);
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f)));
}

describe('the PDF export prints pages never laid out for the screen', () => {
  test('the document marks every page but a framed html slide as print-only', () => {
    const html = renderDeckDocument(deck.slides, { title: deck.title, mode: 'pdf', theme, printOnly: true });
    expect(html).toContain('@media screen{.page.print-only{display:none}}');
    const classes = [...html.matchAll(/<section class="([^"]+)" data-export-slide="(\w)"/g)].map(
      ([, cls, id]) => `${id}:${cls}`,
    );
    expect(classes).toEqual(['a:page print-only', 'b:page print-only', 'c:page print-only', 'd:page']);
    expect(renderDeckDocument(deck.slides, { title: deck.title, mode: 'pdf', theme })).not.toContain(
      'print-only',
    );
  });

  test('and the pages look as they did when drawn for the screen first, in the theme’s fonts', async () => {
    const now = pages(await exportPdf(pool, deck), 'now');
    const fonts = execFileSync('pdffonts', [path.join(dir, 'now.pdf')], { encoding: 'utf8' });
    expect(fonts).toMatch(/PlayfairDisplay/);
    const before = pages(await drawnForScreenFirst(), 'before');
    expect(now).toHaveLength(4);
    expect(now.map((p, i) => p.equals(before[i]!))).toEqual([true, true, true, true]);
  });
});
