import { expect, test } from 'vitest';
import { deckOf, slide } from '../../../tests/helpers/commandSet';
import { interpretCommand } from './index';

// "rename the series on that one to Revenue 2026 (£m)" (blind13's 6): a series renamed, the one of
// its chart, or the one said when the chart has several.
const deck = () =>
  deckOf(
    'Costs',
    slide('c', 'chart', 'Costs and revenue', {
      chart: {
        kind: 'bar',
        categories: ['2025', '2026'],
        series: [
          { name: 'Revenue', values: [4, 5] },
          { name: 'Costs', values: [3, 3.5] },
        ],
      },
    }),
  );

test('a series said by its name is renamed, its values kept', () => {
  const r = interpretCommand('rename the Costs series to Spend', deck());
  expect(r.operations).toEqual([
    {
      op: 'update_slide',
      slideId: 'c',
      content: {
        chart: {
          kind: 'bar',
          categories: ['2025', '2026'],
          series: [
            { name: 'Revenue', values: [4, 5] },
            { name: 'Spend', values: [3, 3.5] },
          ],
        },
      },
    },
  ]);
});

test('"the series" of a chart with several is asked, naming them, and nothing changes', () => {
  const r = interpretCommand('rename the series to Spend', deck(), 'c');
  expect(r.operations).toEqual([]);
  expect(r.notUnderstood).toMatch(/“Revenue” or “Costs”|“Revenue”, “Costs”/);
});
