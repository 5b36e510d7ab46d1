import { expect, test } from 'vitest';
import { slide } from '../../../tests/helpers/commandSet';
import type { DeckState } from '../../deck';
import { interpretCommand } from './index';

// "wales should be 4.5" (blind12's command 9): a figure said of a name that no metric, table cell or
// bullet says, but one chart's category does, changes that point of the chart.
const deck = (): DeckState =>
  ({
    title: 'Regions',
    brief: '',
    checklist: [],
    metadata: {},
    slides: [
      slide('r1', 'metrics', 'Where we stand', { metrics: [{ value: '£9.1M', label: 'Revenue' }] }),
      slide('r2', 'chart', 'Revenue by region', {
        chart: {
          kind: 'bar',
          categories: ['North', 'Scotland', 'Wales'],
          series: [{ name: 'Revenue', values: [4.1, 3.0, 2.0] }],
          unit: '£M',
        },
      }),
    ],
  }) as DeckState;

test("a figure said of a chart's category changes that point, and nothing else", () => {
  const r = interpretCommand('scotland should be 3.2', deck());
  expect(r.notUnderstood).toBeUndefined();
  expect(r.operations).toEqual([
    {
      op: 'update_slide',
      slideId: 'r2',
      content: {
        chart: {
          kind: 'bar',
          categories: ['North', 'Scotland', 'Wales'],
          series: [{ name: 'Revenue', values: [4.1, 3.2, 2.0] }],
          unit: '£M',
        },
      },
    },
  ]);
});

test('a name no chart has is still asked about', () => {
  expect(interpretCommand('midlands should be 3.2', deck()).notUnderstood).toBeTruthy();
});
