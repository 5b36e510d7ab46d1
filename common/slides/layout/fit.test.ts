import { describe, expect, test } from 'vitest';
import { IMAGE_TYPE, NINE_TYPES } from '../../../tests/helpers/nineTypes';
import { FIT_FLOORS } from '../../limits';
import type { SlideContent } from '../content';
import { continuedTitle, fitSlide, splitOverflowing, splitPoint } from '../fitSlide';
import { SLIDE_TYPES } from '../types';
import { type SlideFit, shrinkToFit, styleAt, type TextRole, textHeight } from './fit';
import { lineCount, textWidth, wrapLines } from './measure';

/** Every string of a slide made `k` times as long (its words repeated), lists as long as they were. */
function lengthen<T>(value: T, k: number): T {
  if (typeof value === 'string')
    return (value ? Array.from({ length: k }, () => value).join(' ') : value) as T;
  if (Array.isArray(value)) return value.map((v) => lengthen(v, k)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, lengthen(v, k)])) as T;
  return value;
}

/** The nine types at a normal length: the export test's deck, with the intros and notes agencies add. */
const NORMAL = [
  ...NINE_TYPES,
  { ...IMAGE_TYPE, content: { image: { ...IMAGE_TYPE.content.image, url: '/api/files/abc' } } },
].map((s) => ({
  type: s.type,
  title: s.title,
  content: (s.type === 'content'
    ? { ...s.content, text: 'Three moves that compound over the next twelve months.' }
    : s.type === 'metrics'
      ? { ...s.content, text: 'Audited figures, year to March.' }
      : s.content) as SlideContent,
}));

describe('the fit rule of each type, on text of 1×, 2× and 5× a normal length', () => {
  test.each(SLIDE_TYPES)('%s: every size at or above its floor, or the slide marked overflowing', (type) => {
    const slide = NORMAL.find((s) => s.type === type)!;
    for (const k of [1, 2, 5]) {
      const long = { ...slide, title: lengthen(slide.title, k), content: lengthen(slide.content, k) };
      const fit = fitSlide(long);
      for (const [key, size] of Object.entries(fit.sizes)) {
        const floor = fit.floors[key]!;
        if (!fit.overflow) expect(size, `${type} ×${k}: ${key}`).toBeGreaterThanOrEqual(floor);
        expect(size, `${type} ×${k}: ${key}`).toBeGreaterThan(0);
      }
      // The floors are the product's: body text at least 24 px, slide titles at least 40.
      for (const [key, floor] of Object.entries(fit.floors)) {
        expect(floor, `${type}: ${key}`).toBeGreaterThanOrEqual(24);
        if (key === 'title') expect(floor).toBeGreaterThanOrEqual(40);
      }
      if (k === 1) expect(fit.overflow, `${type} at a normal length`).toBe(false);
    }
  });

  test('the floors in common/limits.ts are what the fit rules use', () => {
    const content = fitSlide({ type: 'content', title: 'T', content: { items: ['x'] } });
    expect(content.floors.title).toBe(FIT_FLOORS.content.title);
    expect(content.floors.body).toBe(FIT_FLOORS.content.body);
    const statement = fitSlide({ type: 'statement', title: 'T', content: { text: 'x' } });
    expect(statement.floors.text).toBe(FIT_FLOORS.statement.text);
  });

  test('text shrinks step by step: more text never gets larger sizes', () => {
    let last = Number.POSITIVE_INFINITY;
    for (let n = 1; n <= 14; n++) {
      const items = Array.from(
        { length: n },
        (_, i) => `Point ${i + 1}: one framework agreement for every site`,
      );
      const { sizes } = fitSlide({ type: 'content', title: 'Our priorities', content: { items } });
      expect(sizes.body!).toBeLessThanOrEqual(last);
      last = sizes.body!;
    }
  });

  test("the issue's slide (70-character title, an intro, six 110-character bullets) fits at or above the floors", () => {
    const title = 'Why the combined operating model lifts margins by four points in 2028.';
    expect(title).toHaveLength(70);
    const bullet =
      'Consolidate regional procurement contracts under one framework agreement so volume discounts apply everywhere.';
    expect(bullet).toHaveLength(110);
    const fit = fitSlide({
      type: 'content',
      title,
      content: {
        text: 'Three moves that compound over the next twelve months.',
        items: Array(6).fill(bullet),
      },
    });
    expect(fit.overflow).toBe(false);
    expect(fit.sizes.title).toBeGreaterThanOrEqual(40);
    expect(fit.sizes.body).toBeGreaterThanOrEqual(24);
  });

  test('an overflowing content slide takes a second column at the floor (22 bullets)', () => {
    const items = Array.from(
      { length: 22 },
      (_, i) => `Point ${i + 1}: consolidate regional procurement contracts`,
    );
    const fit = fitSlide({ type: 'content', title: 'Twenty-two points', content: { items } });
    expect(fit.overflow).toBe(true);
    expect(fit.columns).toBe(2);
    expect(fit.sizes.body).toBe(FIT_FLOORS.content.body);
  });

  test('an unknown stored type has nothing to fit', () => {
    expect(fitSlide({ type: 'pie_chart', title: 'x', content: {} }).overflow).toBe(false);
  });
});

describe('splitting an overflowing slide', () => {
  const items = Array.from(
    { length: 30 },
    (_, i) => `Point ${i + 1}: consolidate regional procurement contracts under one framework agreement`,
  );
  const slide = { type: 'content', title: 'All thirty points', content: { text: 'Intro', items } };

  test('into slides that fit, every bullet kept once and in order, continuations titled "… (continued)"', () => {
    expect(fitSlide(slide).overflow).toBe(true);
    const parts = splitOverflowing(slide);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(fitSlide(p).overflow).toBe(false);
    expect(parts.flatMap((p) => p.content.items ?? [])).toEqual(items);
    expect(parts[0]!.title).toBe('All thirty points');
    expect(parts[0]!.content.text).toBe('Intro');
    for (const p of parts.slice(1)) {
      expect(p.title).toBe('All thirty points (continued)');
      expect(p.content.text).toBeUndefined();
    }
    expect(continuedTitle('A (continued)')).toBe('A (continued)');
  });

  test('comparison and metrics split their lists; a fitting slide or a statement stays whole', () => {
    const sides = (n: number) =>
      Array.from({ length: n }, (_, i) => `Point ${i + 1}: six months to hire each engineer`);
    const cmp = {
      type: 'comparison',
      title: 'Build or augment',
      content: {
        comparison: {
          left: { title: 'In-house', items: sides(14) },
          right: { title: 'Augmented', items: sides(10) },
        },
      },
    };
    const cmpParts = splitOverflowing(cmp);
    expect(cmpParts.length).toBeGreaterThan(1);
    for (const p of cmpParts) expect(fitSlide(p).overflow).toBe(false);
    expect(cmpParts.flatMap((p) => p.content.comparison!.left.items)).toEqual(sides(14));
    expect(cmpParts.flatMap((p) => p.content.comparison!.right.items)).toEqual(sides(10));

    const metrics = {
      type: 'metrics',
      title: 'Numbers',
      content: {
        metrics: Array.from({ length: 24 }, (_, i) => ({
          value: `$${i}.2M`,
          label: 'Contracted revenue',
          subtext: 'Audited',
        })),
      },
    };
    const metricParts = splitOverflowing(metrics);
    for (const p of metricParts) expect(fitSlide(p).overflow).toBe(false);
    expect(metricParts.flatMap((p) => p.content.metrics!)).toEqual(metrics.content.metrics);

    expect(splitPoint({ type: 'content', title: 'Short', content: { items: ['One'] } })).toBeUndefined();
    const statement = { type: 'statement', title: 'Belief', content: { text: 'word '.repeat(400) } };
    expect(splitOverflowing(statement)).toEqual([statement]);
  });
});

describe('measuring text with the bundled font’s widths', () => {
  const style = { size: 40, weight: 400 };

  test('widths come from the font: wide letters are wider, bold is wider, size scales', () => {
    expect(textWidth('WWWW', style)).toBeGreaterThan(textWidth('iiii', style));
    expect(textWidth('Revenue', { ...style, weight: 800 })).toBeGreaterThan(textWidth('Revenue', style));
    expect(textWidth('Revenue', { ...style, size: 80 })).toBeCloseTo(2 * textWidth('Revenue', style), 0);
    expect(textWidth('DATE', { ...style, tracking: 0.06 })).toBeGreaterThan(textWidth('DATE', style));
  });

  test('scripts the font lacks have their fallback widths; marks take none', () => {
    expect(textWidth('日本語', style)).toBeCloseTo(3 * 40 * 1.015, 0);
    expect(textWidth('é', style)).toBeCloseTo(textWidth('é', style), 1);
    expect(textWidth('😀', style)).toBeGreaterThan(textWidth('a', style));
    expect(textWidth('שלום', style)).toBeGreaterThan(0);
  });

  test('wrapping breaks at spaces, between CJK characters, keeps newlines, and breaks a too-long word', () => {
    expect(wrapLines('one two three', 10_000, style)).toEqual(['one two three']);
    const narrow = textWidth('one two', style) + 1;
    expect(wrapLines('one two three', narrow, style)).toEqual(['one two', 'three']);
    expect(wrapLines('first\nsecond', 10_000, style)).toEqual(['first', 'second']);
    expect(wrapLines('成長戦略と新しい市場', 40 * 4 * 1.02, style).length).toBe(3);
    expect(wrapLines('x'.repeat(200), 400, style).length).toBeGreaterThan(1);
    expect(lineCount('   ', 100, style)).toBe(0);
  });
});

describe('a table that does not fit', () => {
  test('shrinks to its floor, then continues its rows on new slides under the same header', () => {
    const header = ['Office', 'City', 'People', 'Revenue'];
    const rows = Array.from({ length: 30 }, (_, i) => [
      `Office number ${i + 1} with a long name`,
      'Lisbon, Portugal',
      String(10 + i),
      `€${i + 1}.5M`,
    ]);
    const slide = { type: 'table', title: 'Every office', content: { table: { header, rows } } };
    expect(fitSlide(slide).overflow).toBe(true);
    const parts = splitOverflowing(slide);
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(part.content.table!.header).toEqual(header);
      expect(fitSlide(part).overflow).toBe(false);
      expect(part.title).toBe(i === 0 ? 'Every office' : 'Every office (continued)');
    }
    expect(parts.flatMap((p) => p.content.table!.rows)).toEqual(rows);
    // Shrunk before it split: the first part is set below the largest size, at or above the floor.
    const first = fitSlide(parts[0]!);
    expect(first.sizes.body).toBeGreaterThanOrEqual(FIT_FLOORS.table.body);
  });
});

describe('the fit searches the sizes by halving', () => {
  const roles: Record<'title' | 'body', TextRole> = {
    title: { max: 96, floor: 40, weight: 800, lineHeight: 1.1 },
    body: { max: 40, floor: 24, weight: 400, lineHeight: 1.3 },
  };
  /** The rule read step by step: each step's sizes, at their floors and below them. */
  const at = (step: number, floor: (k: 'title' | 'body') => number) => ({
    title: Math.max(floor('title'), Math.floor(96 * 0.94 ** step)),
    body: Math.max(floor('body'), Math.floor(40 * 0.94 ** step)),
  });
  function scan(fits: (sizes: { title: number; body: number }) => boolean) {
    let step = 0;
    for (; ; step++) {
      const sizes = at(step, (k) => roles[k].floor);
      if (fits(sizes)) return { sizes, overflow: false };
      if (sizes.title <= 40 && sizes.body <= 24) break;
    }
    for (step++; ; step++) {
      const sizes = at(step, () => 10);
      if (fits(sizes) || (sizes.title <= 10 && sizes.body <= 10)) return { sizes, overflow: true };
    }
  }

  test('finds the largest fitting sizes a step-by-step scan finds, asking O(log steps) questions', () => {
    // A slide that holds its text from body size `limit` down: every limit from the largest to
    // below the last resort.
    for (let limit = 41; limit >= 9; limit--) {
      let asked = 0;
      const fits = (sizes: { body: number }) => sizes.body < limit;
      const fit: SlideFit<'title' | 'body'> = shrinkToFit(roles, (sizes) => {
        asked++;
        return fits(sizes);
      });
      const expected = scan(fits);
      expect(fit.sizes, `limit ${limit}`).toEqual(expected.sizes);
      expect(fit.overflow, `limit ${limit}`).toBe(expected.overflow);
      // 15 steps to the floors, 25 more to the last resort: a scan asks up to 42 questions.
      expect(asked, `limit ${limit}`).toBeLessThanOrEqual(12);
    }
  });
});

test('above the floors, a size that breaks a word between characters gives way to one that keeps it whole', () => {
  const role: TextRole = { max: 60, floor: 20, weight: 800, lineHeight: 1.15 };
  const box = 200;
  // The slide holds the text at any size (room to spare below): only whole words decide.
  const fit = shrinkToFit(
    { label: role },
    (sizes) => textHeight('Development', box, role, sizes.label) < 500,
  );
  expect(fit.overflow).toBe(false);
  expect(textWidth('Development', styleAt(role, fit.sizes.label))).toBeLessThanOrEqual(box);
  // The largest such size: the step above it breaks the word.
  const steps = Array.from({ length: 30 }, (_, k) => Math.floor(60 * 0.94 ** k));
  const chosen = steps.indexOf(fit.sizes.label);
  expect(chosen).toBeGreaterThan(0);
  expect(textWidth('Development', styleAt(role, steps[chosen - 1]!))).toBeGreaterThan(box);
  // A word no size above the floor keeps whole is broken at the size that fits, as before.
  const url = 'https://example.com/a/very/long/address/that/never/fits';
  const long = shrinkToFit({ label: role }, (sizes) => textHeight(url, box, role, sizes.label) < 500);
  expect(long.sizes.label).toBe(steps.find((size) => textHeight(url, box, role, size) < 500));
});
