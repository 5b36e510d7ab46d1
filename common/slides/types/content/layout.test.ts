import { describe, expect, test } from 'vitest';
import { CONTENT_TWO_COLUMNS_MIN_BODY, FIT_FLOORS, LIST_SPREAD } from '../../../limits';
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

/**
 * How far the middle of what a content slide draws under its title (intro and bullets, from the
 * boxes themselves) lies from the middle of the room there, as a share of the room's height. The
 * room runs from under the title to the bottom padding.
 */
function offCentre(l: ReturnType<typeof layoutContent>): number {
  expect(l.room.top).toBeGreaterThan(l.title.y + l.title.h);
  expect(l.room.top + l.room.h).toBe(1080 - 110);
  const boxes = [...(l.text ? [l.text] : []), ...l.items];
  const top = Math.min(...boxes.map((b) => b.y));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return Math.abs((top + bottom) / 2 - (l.room.top + l.room.h / 2)) / l.room.h;
}

describe('a short content slide rests in the room under its title (issue 32)', () => {
  const agenda = {
    type: 'content',
    title: 'Agenda',
    content: {
      items: [
        'Group performance YTD',
        'Active registered pets',
        'After-hours emergency care',
        'Proposal: "Larchmont 24/7" at Knaresborough',
        'Decision needed from partners',
      ],
    },
  };

  test('a five-point agenda: its middle within 5% of the room’s, its points spaced out, set large', () => {
    const l = layoutContent(agenda);
    expect(l.fit.overflow).toBe(false);
    // Once the list hung from the title: its middle a quarter of the room above the room's.
    expect(offCentre(l)).toBeLessThanOrEqual(0.05);
    // The block is what the items span.
    expect(l.items[0]!.y).toBeCloseTo(l.body.top, 5);
    const last = l.items.at(-1)!;
    expect(last.y + last.h).toBeCloseTo(l.body.top + l.body.h, 5);
    // Between the points, more than the designed 0.55 em, at most LIST_SPREAD's em.
    const size = l.items[0]!.size;
    const gap = l.items[1]!.y - (l.items[0]!.y + l.items[0]!.h);
    expect(gap).toBeGreaterThan(0.55 * size);
    expect(gap).toBeLessThanOrEqual(LIST_SPREAD.maxGapEm * size + 1e-9);
    expect(size).toBeGreaterThanOrEqual(44);
    // The title keeps its place at the top, where every slide of the deck has it.
    expect(l.title.y).toBe(layoutContent(slide(short(6))).title.y);
  });

  test('one or two points, with or without an intro, rest in the middle; nothing leaves the room', () => {
    for (const s of [
      slide(['Parcels up 31% on 2024/25']),
      slide(short(2)),
      slide(short(3), 'Three moves that compound over the next twelve months.'),
    ]) {
      const l = layoutContent(s);
      expect(offCentre(l), s.content.items.join()).toBeLessThanOrEqual(0.05);
      expect(l.body.top).toBeGreaterThanOrEqual(l.room.top);
      expect(l.body.top + l.body.h).toBeLessThanOrEqual(l.room.top + l.room.h + 1e-9);
      if (l.text) expect(l.text.y).toBe(l.body.top);
    }
    expect(layoutContent(slide(short(1))).items[0]!.size).toBeGreaterThan(
      layoutContent(slide(short(4))).items[0]!.size,
    );
  });

  test('a list that fills the room fills it, within the fit rule: nothing below the bottom padding', () => {
    const long = Array.from(
      { length: 6 },
      (_, i) => `Point ${i + 1}: consolidate regional procurement under one framework so discounts apply`,
    );
    const l = layoutContent(slide(long, 'Why the contracts should move together this year.'));
    expect(l.fit.overflow).toBe(false);
    expect(l.body.h).toBeGreaterThanOrEqual(0.8 * l.room.h);
    expect(l.body.top).toBeGreaterThanOrEqual(l.room.top);
    for (const b of l.items) expect(b.y + b.h).toBeLessThanOrEqual(1080 - 110 + 1e-9);
  });
});
