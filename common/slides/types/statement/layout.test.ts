import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { BUILT_IN_THEMES } from '../../../themes/builtIn';
import { SlideCanvas } from '../../SlideCanvas';
import type { SlideView } from '../../view';
import { highlightBands, layoutStatement, statementTexts } from './layout';

const statement = (text: string, highlightText: string): SlideView => ({
  type: 'statement',
  title: 'Our promise',
  content: { text, highlightText },
});

/** The canvas's words as a reader sees them, and the marked runs. */
function drawn(slide: SlideView, theme = BUILT_IN_THEMES[1]) {
  const markup = renderToStaticMarkup(createElement(SlideCanvas, { slide, options: { theme } }));
  const doc = new JSDOM(markup).window.document;
  for (const style of doc.querySelectorAll('style')) style.remove();
  return {
    text: (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim(),
    marks: [...doc.querySelectorAll('[data-highlight]')].map((m) => m.textContent),
  };
}

describe('the statement’s highlight', () => {
  test('a phrase the text holds is marked where it stands, said once', () => {
    const slide = statement('We go live in one week. Every customer.', 'one week');
    const t = statementTexts(slide);
    expect(t.inPlace).toBe(true);
    expect(t.whole).toBe('We go live in one week. Every customer.');
    expect(t.runs).toEqual({ before: 'We go live in ', marked: 'one week', after: '. Every customer.' });
    const { text, marks } = drawn(slide);
    expect(text).toBe('Our promiseWe go live in one week. Every customer.');
    expect(text.match(/one week/g)).toHaveLength(1);
    expect(marks).toEqual(['one week']);
  });

  test('matched whatever its case, and drawn as the text writes it', () => {
    const slide = statement('One Week to go live.', 'one week');
    expect(statementTexts(slide).runs.marked).toBe('One Week');
    expect(drawn(slide).marks).toEqual(['One Week']);
  });

  test('a phrase the text lacks follows it, as before', () => {
    const slide = statement('Every customer live in', 'one week');
    expect(statementTexts(slide).inPlace).toBe(false);
    const { text, marks } = drawn(slide);
    expect(text).toBe('Our promiseEvery customer live in one week');
    expect(marks).toEqual(['one week']);
  });

  test('the bands PowerPoint draws cover the phrase alone, inside the text’s box', () => {
    const inside = statement('Every customer is live in one week, with their own team trained.', 'one week');
    const after = statement('Every customer is live in', 'one week');
    for (const slide of [inside, after]) {
      const { text } = layoutStatement(slide);
      const bands = highlightBands(slide, text);
      expect(bands.length).toBeGreaterThanOrEqual(1);
      for (const b of bands) {
        // The band is the ink's height, a little taller than the tight line it sits on.
        expect(b.y).toBeGreaterThanOrEqual(text.y - text.size * 0.1);
        expect(b.y + b.h).toBeLessThanOrEqual(text.y + text.h + text.size * 0.1);
        expect(b.x).toBeGreaterThanOrEqual(text.x - 20);
        // About two words wide at the statement's size, not the rest of the line.
        expect(b.w).toBeLessThan(text.size * 6);
      }
    }
    // In place, the band starts before the line's end: words follow it.
    const [band] = highlightBands(inside, layoutStatement(inside).text);
    expect(band!.x + band!.w).toBeLessThan(layoutStatement(inside).text.x + layoutStatement(inside).text.w);
  });
});
