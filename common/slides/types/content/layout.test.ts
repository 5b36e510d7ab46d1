import { describe, expect, test } from 'vitest';
import { CONTENT_TWO_COLUMNS_MIN_BODY, FIT_FLOORS } from '../../../limits';
import { layoutContent } from './layout';

const slide = (items: string[], text?: string) => ({
  type: 'content',
  title: 'Nine moves for the next twelve months',
  content: { items, ...(text ? { text } : {}) },
});
const short = (n: number) => Array.from({ length: n }, (_, i) => `Move ${i + 1}: open the Lisbon studio`);

describe('a content slide uses its width', () => {
  test('a short list is set larger than a longer one', () => {
    const three = layoutContent(slide(short(3)));
    const five = layoutContent(slide(short(5)));
    expect(three.items[0]!.size).toBeGreaterThan(five.items[0]!.size);
    expect(three.items[0]!.size).toBeGreaterThanOrEqual(56);
    expect(three.fit.columns).toBe(1);
  });

  test('seven to twelve short points take two columns, within the fit rule', () => {
    for (const n of [7, 9, 12]) {
      const l = layoutContent(slide(short(n)));
      expect(l.fit.overflow, `${n}`).toBe(false);
      expect(l.fit.columns, `${n}`).toBe(2);
      const xs = [...new Set(l.items.map((b) => b.x))];
      expect(xs).toHaveLength(2);
      // Both columns start level, and the left holds at least as many as the right.
      const left = l.items.filter((b) => b.x === xs[0]);
      expect(left[0]!.y).toBe(l.items.find((b) => b.x === xs[1])!.y);
      expect(left.length).toBeGreaterThanOrEqual(n - left.length);
      expect(l.items[0]!.size).toBeGreaterThanOrEqual(CONTENT_TWO_COLUMNS_MIN_BODY);
      // Nothing past the slide's bottom padding.
      for (const b of l.items) expect(b.y + b.h).toBeLessThanOrEqual(1080 - 110);
    }
  });

  test('six points stay one list; long points stay in one column and shrink as before', () => {
    expect(layoutContent(slide(short(6))).fit.columns).toBe(1);
    const long = Array.from(
      { length: 8 },
      () =>
        'Consolidate regional procurement contracts under one framework agreement so volume discounts apply everywhere, across every site and region',
    );
    const l = layoutContent(slide(long));
    expect(l.items[0]!.size).toBeGreaterThanOrEqual(FIT_FLOORS.content.body);
    if (!l.fit.overflow) expect(l.fit.columns).toBe(1);
  });
});
