import { describe, expect, test } from 'vitest';
import { styleAt } from '../../layout/fit';
import { textWidth } from '../../layout/measure';
import type { SlideView } from '../../view';
import { layoutMetrics, metricsRoles } from './layout';

// A row of figures is set as large as its cells allow: the widest figure nearly fills its cell and
// stays on one line. The width was once scaled from a 1 px measure, which counts every glyph a
// whole em, and a deck's four headline figures came out at a third of the slide's height in text.
test.each([
  [['€38.6M', '€34.9M', '41,500', '€260,000']],
  [['23%', '1,146', '€4.1M']],
  [['$1.27M', '12 / 14']],
])('figures %j fill their cells on one line', (values) => {
  const slide = {
    type: 'metrics',
    title: 'The numbers',
    content: {
      metrics: values.map((value) => ({ value, label: 'Label', subtext: 'A short note under it' })),
    },
  } as unknown as SlideView;
  const l = layoutMetrics(slide);
  const role = metricsRoles(l.columns, Math.ceil(values.length / l.columns)).value;
  const size = l.cells[0]!.value.size;
  const widest = Math.max(...values.map((v) => textWidth(v, { ...styleAt(role, size), guess: true })));
  const cell = l.cells[0]!.value.w;
  expect(size === role.max || widest >= 0.85 * cell).toBe(true);
  // The safe (wide) measure still holds each figure on one line.
  for (const v of values) expect(textWidth(v, styleAt(role, size))).toBeLessThanOrEqual(cell);
  expect(l.cells.every((c) => c.value.h === l.cells[0]!.value.h)).toBe(true);
});

describe('metric cards are sized to the slide (issue 32)', () => {
  const metricsSlide = (values: string[], text?: string) =>
    ({
      type: 'metrics',
      title: 'By the numbers',
      content: {
        metrics: values.map((value, i) => ({ value, label: `Label ${i + 1}`, subtext: 'A short note' })),
        ...(text ? { text } : {}),
      },
    }) as unknown as SlideView;

  test('the cards of a row span the slide between its margins, and rest in the middle of the room', () => {
    for (const values of [
      ['38,400', '71'],
      ['23%', '1,146', '€4.1M'],
      ['4', '18', '71', '98%'],
    ]) {
      const l = layoutMetrics(metricsSlide(values));
      const row = l.cells.filter((c) => c.card.y === l.cells[0]!.card.y);
      const left = Math.min(...row.map((c) => c.card.x));
      const right = Math.max(...row.map((c) => c.card.x + c.card.w));
      expect(left).toBeCloseTo(140, 5);
      expect(right).toBeCloseTo(1920 - 140, 5);
      const top = Math.min(...l.cells.map((c) => c.card.y));
      const bottom = Math.max(...l.cells.map((c) => c.card.y + c.card.h));
      expect(Math.abs((top + bottom) / 2 - (l.area.top + l.area.h / 2)) / l.area.h).toBeLessThanOrEqual(0.05);
      // Every text sits inside its card.
      for (const c of l.cells)
        for (const b of [c.value, c.label, c.subtext]) {
          expect(b.x).toBeGreaterThanOrEqual(c.card.x);
          expect(b.x + b.w).toBeLessThanOrEqual(c.card.x + c.card.w);
          expect(b.y).toBeGreaterThanOrEqual(c.card.y);
          expect(b.y + b.h).toBeLessThanOrEqual(c.card.y + c.card.h + 1e-9);
        }
    }
  });

  test('four wide figures take a 2×2 grid that sets them larger than a row would, and uses the height', () => {
    const wide = metricsSlide(
      ['€38.6M', '€34.9M', '41,500', '€260,000'],
      'Figures from the 2026 annual report.',
    );
    const l = layoutMetrics(wide);
    expect(l.fit.overflow).toBe(false);
    expect(l.columns).toBe(2);
    expect(new Set(l.cells.map((c) => c.card.y)).size).toBe(2);
    // Once a strip across the middle: the grid now takes most of the room between title and note.
    const top = Math.min(...l.cells.map((c) => c.card.y));
    const bottom = Math.max(...l.cells.map((c) => c.card.y + c.card.h));
    expect(bottom - top).toBeGreaterThanOrEqual(0.6 * l.area.h);
    // Four short figures keep their row: a 2×2 grid would not set them larger.
    expect(layoutMetrics(metricsSlide(['4', '18', '71', '98%'])).columns).toBe(4);
  });

  test('five and six metrics take even rows, the last one centred under the first', () => {
    const five = layoutMetrics(metricsSlide(['1', '2', '3', '4', '5']));
    expect(five.columns).toBe(3);
    const [a, b] = [five.cells.slice(0, 3), five.cells.slice(3)];
    const mid = (cs: typeof a) => (cs[0]!.card.x + cs.at(-1)!.card.x + cs.at(-1)!.card.w) / 2;
    expect(mid(b)).toBeCloseTo(mid(a), 5);
    expect(layoutMetrics(metricsSlide(['1', '2', '3', '4', '5', '6'])).columns).toBe(3);
  });
});
