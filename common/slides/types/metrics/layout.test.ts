import { expect, test } from 'vitest';
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
  const role = metricsRoles(values.length, 1).value;
  const size = l.cells[0]!.value.size;
  const widest = Math.max(...values.map((v) => textWidth(v, { ...styleAt(role, size), guess: true })));
  const cell = l.cells[0]!.value.w;
  expect(size === role.max || widest >= 0.85 * cell).toBe(true);
  // The safe (wide) measure still holds each figure on one line.
  for (const v of values) expect(textWidth(v, styleAt(role, size))).toBeLessThanOrEqual(cell);
  expect(l.cells.every((c) => c.value.h === l.cells[0]!.value.h)).toBe(true);
});
