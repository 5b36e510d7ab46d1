import { describe, expect, test } from 'vitest';
import { listPath, readEditable, spliceEditable, writeEditable } from './editable';

const slide = {
  title: 'Plan',
  content: {
    items: ['a', 'b'],
    metrics: [{ value: '1', label: 'x' }],
    comparison: { left: { title: 'L', items: ['l1'] }, right: { title: 'R', items: [] } },
  },
};

describe('paths into a slide for editing on the canvas', () => {
  test('read the title, a content field, a bullet, a metric and a comparison item', () => {
    expect(readEditable(slide, 'title')).toBe('Plan');
    expect(readEditable(slide, 'items.1')).toBe('b');
    expect(readEditable(slide, 'metrics.0.label')).toBe('x');
    expect(readEditable(slide, 'comparison.left.items.0')).toBe('l1');
    expect(readEditable(slide, 'subtitle')).toBe('');
    expect(readEditable(slide, 'items.__proto__')).toBe('');
  });

  test('write copies on the way down and leaves the original alone', () => {
    const after = writeEditable(slide, 'metrics.0.value', '2');
    expect(after.content.metrics).toEqual([{ value: '2', label: 'x' }]);
    expect(slide.content.metrics[0]!.value).toBe('1');
    expect(writeEditable(slide, 'comparison.right.title', 'Later').content.comparison?.right.title).toBe(
      'Later',
    );
  });

  test('bullets are inserted and removed by list path', () => {
    expect(listPath('comparison.right.items.3')).toEqual({ list: 'comparison.right.items', index: 3 });
    expect(listPath('metrics.0.value')).toBeUndefined();
    expect(spliceEditable(slide, 'items', 1, 'new').content.items).toEqual(['a', 'new', 'b']);
    expect(spliceEditable(slide, 'items', 0).content.items).toEqual(['b']);
    expect(spliceEditable(slide, 'comparison.right.items', 0, 'r1').content.comparison?.right.items).toEqual([
      'r1',
    ]);
  });
});

test('a cell written past the end of a short table row pads the row with empty cells', () => {
  const slide = { title: 'T', content: { table: { header: ['A', 'B', 'C'], rows: [['x']] } } };
  expect(writeEditable(slide, 'table.rows.0.2', 'z').content.table!.rows).toEqual([['x', '', 'z']]);
});

test("a new slide's first bullet, typed into its placeholder, makes a list", () => {
  const slide = { title: 'T', content: {} };
  expect(writeEditable(slide, 'items.0', 'First').content.items).toEqual(['First']);
});
