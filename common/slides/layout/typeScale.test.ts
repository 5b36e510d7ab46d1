import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { builtInTheme } from '../../themes/builtIn';
import { fitSlide, splitOverflowing } from '../fitSlide';
import { SlideCanvas } from '../SlideCanvas';
import { TITLE_ROLES } from '../types/title/layout';
import { matchedWeight } from './measure';
import { roleCss, scaledRole } from './typeScale';

const theme = (id: string) => builtInTheme(id)!;
const WIDE = { fonts: { heading: 'Montserrat', body: 'Montserrat' } };

describe('the server-side fit measures in the deck’s theme', () => {
  // Ten bullets of eighteen words under a long title: they fit in Inter at its floors, not in
  // Montserrat, which is about a tenth wider.
  const bullet =
    'Partnerships with regional distributors across every northern market this year with two new warehouses and shared marketing budgets';
  const tight = {
    type: 'content',
    title: 'Where our growth will come from over the next three years across every region',
    content: { items: Array.from({ length: 10 }, () => bullet) },
  };

  test('bullets that fit in Inter overflow in a wider family, and are split to fit in it', () => {
    expect(fitSlide(tight).overflow).toBe(false);
    expect(splitOverflowing(tight)).toEqual([tight]);
    expect(fitSlide(tight, undefined, WIDE).overflow).toBe(true);
    const parts = splitOverflowing(tight, undefined, WIDE);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(fitSlide(p, undefined, WIDE).overflow).toBe(false);
    expect(parts.flatMap((p) => p.content.items ?? [])).toEqual(tight.content.items);
    expect(parts[1]!.title).toMatch(/\(continued\)$/);
  });

  test('a long title shrinks further in a wide heading family than in Inter', () => {
    const long = {
      type: 'strategic_title',
      title: '',
      content: { line1: 'TRANSFORMATIONAL', line2: 'INFRASTRUCTURE', line3: 'RECOMMENDATIONS' },
    };
    const inter = fitSlide(long).sizes.lines!;
    const montserrat = fitSlide(long, undefined, { fonts: { heading: 'Montserrat', body: 'Inter' } }).sizes
      .lines!;
    expect(montserrat).toBeLessThan(inter);
  });

  test('the type scale moves display sizes, never the floors or the body text', () => {
    const short = { type: 'title', title: 'Hello', content: { subtitle: 'A short line' } };
    const plain = fitSlide(short);
    const mono = fitSlide(short, undefined, theme('mono'));
    const forest = fitSlide(short, undefined, theme('forest'));
    expect(plain.sizes.title).toBe(TITLE_ROLES.title.max);
    expect(mono.sizes.title).toBe(Math.round(TITLE_ROLES.title.max * theme('mono').scale!.headingSize));
    expect(forest.sizes.title).toBeLessThan(plain.sizes.title!);
    expect(mono.sizes.subtitle).toBe(plain.sizes.subtitle);
    expect(mono.floors).toEqual(plain.floors);
  });
});

describe('type scale', () => {
  test('Classic and kits (no scale) keep the designed roles; a scale changes only display roles', () => {
    expect(scaledRole(TITLE_ROLES.title, undefined)).toBe(TITLE_ROLES.title);
    expect(scaledRole(TITLE_ROLES.subtitle, theme('editorial').scale)).toBe(TITLE_ROLES.subtitle);
    const r = scaledRole(TITLE_ROLES.title, theme('editorial').scale);
    expect(r).toMatchObject({
      weight: 700,
      tracking: -0.005,
      lineHeight: 1.134,
      floor: TITLE_ROLES.title.floor,
    });
  });

  test('renderers read the role’s CSS: the heading family for display text, none for Classic', () => {
    expect(roleCss(TITLE_ROLES.title, {})).toEqual({
      fontWeight: 800,
      lineHeight: 1.05,
      letterSpacing: '-0.02em',
    });
    const forest = roleCss(TITLE_ROLES.title, theme('forest'));
    expect(forest.fontFamily).toMatch(/^'Merriweather'/);
    expect(roleCss(TITLE_ROLES.subtitle, theme('forest')).fontFamily).toBeUndefined();
  });

  test('every built-in theme but Classic has its own scale, in weights its heading family has', () => {
    const scales = new Set<string>();
    for (const id of ['midnight', 'editorial', 'forest', 'sunrise', 'mono']) {
      const s = theme(id).scale!;
      expect(s, id).toBeDefined();
      scales.add(JSON.stringify(s));
    }
    expect(scales.size).toBe(5);
    expect(theme('classic').scale).toBeUndefined();
  });

  test('the big lines of every title-like type, figures and headings are drawn in the heading family', () => {
    const forest = theme('forest');
    const draw = (slide: object) =>
      renderToStaticMarkup(createElement(SlideCanvas, { slide: slide as never, options: { theme: forest } }));
    const heading = 'font-family:&#x27;Merriweather&#x27;';
    const cases = [
      { type: 'strategic_title', title: '', content: {} },
      { type: 'thank_you', title: '', content: {} },
      { type: 'statement', title: 'Why', content: { text: 'We grow together' } },
      { type: 'metrics', title: 'Figures', content: { metrics: [{ value: '42%', label: 'Growth' }] } },
      {
        type: 'comparison',
        title: 'Before and after',
        content: {
          comparison: { left: { title: 'Before', items: ['a'] }, right: { title: 'After', items: ['b'] } },
        },
      },
    ];
    for (const c of cases) {
      const html = draw({ id: 's', ...c });
      // At least the slide title or the big line; metrics and comparison twice (title + figure/heading).
      const count = html.split(heading).length - 1;
      expect(count, c.type).toBeGreaterThanOrEqual(c.type === 'metrics' || c.type === 'comparison' ? 2 : 1);
      expect(html, c.type).toContain('font-weight:700');
    }
  });
});

describe('weights as a browser matches them', () => {
  test.each([
    [[400, 700, 900], 800, 900],
    [[400, 700, 900], 600, 700],
    [[400, 600, 700], 800, 700],
    [[400, 700], 500, 400],
    [[300, 500, 700], 450, 500],
    [[500, 700], 300, 500],
    [[400, 600, 700, 800, 900], 800, 800],
  ])('%j asked %i draws %i', (weights, wanted, drawn) => {
    expect(matchedWeight(weights, wanted)).toBe(drawn);
  });
});
