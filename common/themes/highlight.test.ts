import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { CONTRAST_LARGE } from '../limits';
import { SlideCanvas } from '../slides/SlideCanvas';
import type { SlideView } from '../slides/view';
import { BUILT_IN_THEMES } from './builtIn';
import { contrastRatio, mixOver } from './color';
import { highlightBand } from './highlight';
import { slideDefaultsFor } from './surfaces';

/** Every tint of a colour over a surface the band may take. */
const tintsOf = (color: string, surface: string) =>
  [0.2, 0.24, 0.28, 0.32, 0.36, 0.4].map((a) => mixOver(color, surface, a));

const STATEMENT: SlideView = {
  type: 'statement',
  title: 'Promise',
  content: { text: 'Every customer live in', highlightText: 'one week' },
};

describe('the statement’s highlight band', () => {
  for (const theme of BUILT_IN_THEMES) {
    test(`${theme.name}: a tint of its brand colour, the text reading on it at AA for large text`, () => {
      const d = slideDefaultsFor(theme, 'statement')!;
      const band = highlightBand(d.background, d.text, d.brand);
      expect(contrastRatio(d.text, band)).toBeGreaterThanOrEqual(CONTRAST_LARGE);
      // Seen: not the surface itself.
      expect(contrastRatio(band, d.background)).toBeGreaterThanOrEqual(1.25);
      expect([
        ...tintsOf(theme.colors.primary, d.background),
        ...tintsOf(theme.colors.secondary, d.background),
      ]).toContain(band);

      // The canvas draws that band behind the highlighted words.
      const markup = renderToStaticMarkup(
        createElement(SlideCanvas, { slide: STATEMENT, options: { theme } }),
      );
      const span = [...new JSDOM(markup).window.document.querySelectorAll('[data-highlight]')].find(
        (s) => s.textContent === 'one week',
      );
      expect(span?.getAttribute('style')).toContain(`background:${band}`);
    });
  }

  test('no theme: Classic’s navy over the crimson surface, no longer black', () => {
    const d = slideDefaultsFor(undefined, 'statement')!;
    const band = highlightBand(d.background, d.text, d.brand);
    expect(band).toBe(highlightBand(d.background, d.text, [BUILT_IN_THEMES[0].colors.primary]));
    expect(tintsOf('#000000', d.background)).not.toContain(band);
  });

  test('a slide’s own colours where no brand tint keeps the contrast: pushed away from the text', () => {
    // White text on a light grey the navy cannot darken enough at a light tint: still readable.
    for (const [background, text] of [
      ['#767676', '#ffffff'],
      ['#ffffff', '#777777'],
      ['#1a365d', '#1a365d'],
    ] as const) {
      const band = highlightBand(background, text, ['#1a365d']);
      expect(contrastRatio(text, band)).toBeGreaterThanOrEqual(
        Math.min(CONTRAST_LARGE, contrastRatio(text, background)),
      );
    }
  });
});
