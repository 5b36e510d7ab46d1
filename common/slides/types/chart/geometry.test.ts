import { describe, expect, test } from 'vitest';
import { CHART_CATEGORIES_MAX } from '../../../limits';
import type { Chart } from '../../content';
import { textWidth } from '../../layout/measure';
import { formatValue } from './format';
import { chartGeometry, type Label, valueAxis } from './geometry';

const AREA = { x: 140, y: 300, w: 1640, h: 670 };
const SIZE = 28;

/** A label's box on the canvas (a turned one by its corners), measured as the layout measures. */
function boxOf(l: Label) {
  const w = textWidth(l.text, { size: SIZE, weight: 700 });
  const x0 = l.anchor === 'end' ? l.x - w : l.anchor === 'middle' ? l.x - w / 2 : l.x;
  if (!l.rotate)
    return [
      { x: x0, y: l.y - SIZE },
      { x: x0 + w, y: l.y },
    ];
  const a = (l.rotate * Math.PI) / 180;
  // Turned about its anchor (its end): the line runs from there back along the angle.
  const far = { x: l.x - w * Math.cos(a), y: l.y - w * Math.sin(a) };
  return [l, far];
}

/** Whether two labels' text overlaps: along a turned axis, by their spacing against the line height. */
function overlaps(a: Label, b: Label): boolean {
  if (a.rotate) return Math.abs(a.x - b.x) * Math.abs(Math.sin((a.rotate * Math.PI) / 180)) < SIZE * 1.1;
  const [a0, a1] = boxOf(a);
  const [b0, b1] = boxOf(b);
  return a0!.x < b1!.x && b0!.x < a1!.x && a0!.y < b1!.y && b0!.y < a1!.y;
}

const months = Array.from({ length: CHART_CATEGORIES_MAX }, (_, i) => `Month ${i + 1} of the programme`);

describe('chart geometry', () => {
  test.each([
    ['short labels', ['2022', '2023', '2024']],
    ['long labels', ['North America', 'Europe, Middle East and Africa', 'Asia Pacific', 'Latin America']],
    ['24 long labels', months],
  ])('%s: the category labels drawn never overlap, and every value has its bar', (_, categories) => {
    const chart: Chart = {
      kind: 'bar',
      categories,
      series: [
        { name: 'A', values: categories.map((_, i) => i + 1) },
        { name: 'B', values: categories.map((_, i) => 2 * i + 1) },
      ],
    };
    const g = chartGeometry(chart, AREA, SIZE);
    expect(g.bars).toHaveLength(categories.length * 2);
    const axis = g.axisLabels.filter((l) => categories.includes(l.text));
    expect(axis.length).toBeGreaterThan(0);
    for (let i = 1; i < axis.length; i++) expect(overlaps(axis[i - 1]!, axis[i]!), axis[i]!.text).toBe(false);
    // The value labels of each series never collide with their neighbours either.
    for (const s of [0, 1]) {
      const labels = g.dataLabels.filter((l) => l.series === s);
      for (let i = 1; i < labels.length; i++) expect(overlaps(labels[i - 1]!, labels[i]!)).toBe(false);
    }
  });

  test('bars start at zero, the axis runs over d3’s round bounds, and values carry the unit', () => {
    const chart: Chart = {
      kind: 'bar',
      categories: ['2022', '2023'],
      series: [{ name: 'Revenue', values: [4.1, 7.9] }],
      unit: '€M',
    };
    expect(valueAxis(chart)).toEqual({ min: 0, max: 8, step: 2 });
    const g = chartGeometry(chart, AREA, SIZE);
    expect(g.zero).toBeDefined();
    for (const b of g.bars) expect(b.y + b.h).toBeCloseTo(g.zero!.y1, 5);
    expect(g.dataLabels.map((l) => l.text)).toEqual(['€4.1M', '€7.9M']);
    expect(g.legend).toEqual([]);
    expect(formatValue(12, '%')).toBe('12%');
    expect(formatValue(-3.5, '$')).toBe('-$3.5');
    expect(formatValue(240, 'users')).toBe('240 users');
  });

  test('a line whose points all sit high starts its axis below them; bars and low lines start at zero', () => {
    const onTime = {
      categories: ['Jul', 'Aug', 'Sep'],
      series: [
        { name: 'On-time dispatch', values: [98.4, 97.1, 99] },
        { name: 'SLA', values: [98, 98, 98] },
      ],
      unit: '%',
    };
    const line = valueAxis({ kind: 'line', ...onTime });
    expect(line.min).toBeGreaterThan(90);
    expect(line.min).toBeLessThanOrEqual(96.15);
    expect(line.max).toBeGreaterThanOrEqual(99);
    // The points use the height: the lowest is in the lower half of the plot, the highest near the top.
    const g = chartGeometry({ kind: 'line', ...onTime }, AREA, SIZE);
    const ys = g.lines[0]!.points.map((p) => p.y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(AREA.h / 3);
    expect(valueAxis({ kind: 'bar', ...onTime }).min).toBe(0);
    expect(
      valueAxis({ kind: 'line', categories: ['a', 'b'], series: [{ name: 's', values: [5, 100] }] }).min,
    ).toBe(0);
  });

  test('a doughnut: one slice per category, a legend of parts with their shares', () => {
    const chart: Chart = {
      kind: 'doughnut',
      categories: ['People', 'Cloud', 'Other'],
      series: [{ name: 'Budget', values: [50, 30, 20] }],
      unit: '€k',
    };
    const g = chartGeometry(chart, AREA, SIZE);
    expect(g.slices).toHaveLength(3);
    expect(g.legend.map((e) => e.text)).toEqual([
      'People  €50k · 50%',
      'Cloud  €30k · 30%',
      'Other  €20k · 20%',
    ]);
    expect(g.centre?.text).toBe('€100k');
  });
});
