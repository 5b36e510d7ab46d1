import { afterAll, describe, expect, test } from 'vitest';
import '../lib/sanitizeServer';
import { RENDER_SPLIT_MIN_SLIDES } from '../../common/limits';
import { renderDeckDocument as drawnInOne } from '../../common/slides/staticHtml';
import { builtInTheme } from '../../common/themes/builtIn';
import { renderPool } from './pool';
import { renderDeckDocument } from './slideContent';

afterAll(() => renderPool().close());

/** A deck of every kind the bench draws: text, charts, tables, and an html slide. */
function deckOf(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const id = `s${i}`;
    if (i % 4 === 1)
      return {
        id,
        type: 'chart',
        title: `Sales ${i}`,
        content: {
          chart: { kind: 'bar', categories: ['Q1', 'Q2'], series: [{ name: 'A', values: [i, 2] }] },
        },
      };
    if (i % 4 === 3)
      return {
        id,
        type: 'table',
        title: `Budget ${i}`,
        content: { table: { header: ['Team', 'Q1'], rows: [[`Team ${i}`, '120']] } },
      };
    if (i === 6) return { id, type: 'html', title: 'Framed', content: { htmlContent: '<h1>Framed</h1>' } };
    return { id, type: 'content', title: `Point ${i}`, content: { items: [`Item ${i}`] } };
  });
}

const options = {
  title: 'Parts',
  mode: 'pdf' as const,
  theme: builtInTheme('forest'),
  fontCss: '@font-face{font-family:X}',
  printOnly: true,
};

// Issue 31: a long PDF deck is drawn by both render workers at once, each half of its slides;
// the document is the very one a single worker draws.
describe('a PDF deck drawn in two halves at once', () => {
  test('from RENDER_SPLIT_MIN_SLIDES slides both workers draw, and the document is the same', async () => {
    const slides = deckOf(RENDER_SPLIT_MIN_SLIDES + 5);
    const drawing = renderDeckDocument(slides, options, 60_000);
    expect(renderPool().free).toBe(0);
    expect(await drawing).toBe(drawnInOne(slides, options));
  });

  test('a shorter deck, or the HTML viewer, is drawn by one worker', async () => {
    const short = deckOf(RENDER_SPLIT_MIN_SLIDES - 1);
    const drawing = renderDeckDocument(short, options, 60_000);
    expect(renderPool().free).toBe(1);
    expect(await drawing).toBe(drawnInOne(short, options));
    const long = deckOf(RENDER_SPLIT_MIN_SLIDES + 5);
    const viewer = renderDeckDocument(long, { ...options, mode: 'html' }, 60_000);
    expect(renderPool().free).toBe(1);
    expect(await viewer).toBe(drawnInOne(long, { ...options, mode: 'html' }));
  });
});
