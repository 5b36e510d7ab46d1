import { expect, test } from 'vitest';
import { deckOf, slide } from '../../../tests/helpers/commandSet';
import type { DeckState } from '../../deck';
import { interpretCommand } from './index';

// "wales should be 4.5" (blind12's command 9): a figure said of a name that no metric, table cell or
// bullet says, but one chart's category does, changes that point of the chart.
const deck = (): DeckState =>
  deckOf(
    'Regions',
    slide('r1', 'metrics', 'Where we stand', { metrics: [{ value: '£9.1M', label: 'Revenue' }] }),
    slide('r2', 'chart', 'Revenue by region', {
      chart: {
        kind: 'bar',
        categories: ['North', 'Scotland', 'Wales'],
        series: [{ name: 'Revenue', values: [4.1, 3.0, 2.0] }],
        unit: '£M',
      },
    }),
  );

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

// blind11's command 6, "sept is 64 not 63": a chart's title that says the old value says the new.
const share = (title: string): DeckState =>
  deckOf(
    'Share',
    slide('s1', 'chart', title, {
      chart: {
        kind: 'line',
        categories: ['Jul', 'Aug', 'Sep'],
        series: [{ name: 'Direct', values: [49, 57, 63] }],
        unit: '%',
      },
    }),
  );

test('a title that says the changed value once says the new one; otherwise it stays', () => {
  const titleAfter = (title: string) => {
    const ops = interpretCommand('sep is 64 not 63', share(title)).operations as { title?: string }[];
    return ops.find((o) => o.title)?.title;
  };
  expect(titleAfter('Direct share rose from 49% to 63%')).toBe('Direct share rose from 49% to 64%');
  expect(titleAfter('63% direct, up from 49%, and 63% is a record')).toBeUndefined();
  expect(titleAfter('Direct share by month')).toBeUndefined();
  expect(titleAfter('Direct share rose to 630 bookings')).toBeUndefined();
});

test('a category said by its first words ("Q3" of "Q3 2026") is found, an apology after it no part of the figure', () => {
  const d = deckOf(
    'Sign-ups',
    slide('m1', 'metrics', 'Members', { metrics: [{ value: '38,400', label: 'Loyalty members' }] }),
    slide('c1', 'chart', 'Sign-ups peaked in spring', {
      chart: {
        kind: 'line',
        categories: ['Q1 2026', 'Q2 2026', 'Q3 2026', 'Q4 2026'],
        series: [{ name: 'Sign-ups', values: [9850, 11900, 7400, 9250] }],
      },
    }),
    // Another chart, whose categories say no quarter: the one with a "Q3 …" is meant.
    slide('c2', 'chart', 'Sales by category', {
      chart: {
        kind: 'bar',
        categories: ['Plants', 'Pets'],
        series: [{ name: 'Revenue', values: [5.1, 0.8] }],
      },
    }),
  );
  const r = interpretCommand('Q3 should be 7,450 sorry', d);
  expect(r.notUnderstood).toBeUndefined();
  expect(r.operations).toEqual([
    {
      op: 'update_slide',
      slideId: 'c1',
      content: {
        chart: {
          kind: 'line',
          categories: ['Q1 2026', 'Q2 2026', 'Q3 2026', 'Q4 2026'],
          series: [{ name: 'Sign-ups', values: [9850, 11900, 7450, 9250] }],
        },
      },
    },
  ]);
});

test('"on the sales chart" of two charts names the one whose title says it, its point said as a fact', () => {
  const d = deckOf(
    'Sales',
    slide('c1', 'chart', 'Sign-ups peaked in spring', {
      chart: {
        kind: 'line',
        categories: ['Q1', 'Q2'],
        series: [{ name: 'Sign-ups', values: [9850, 11900] }],
      },
    }),
    slide('c2', 'chart', 'Plants still drive sales', {
      chart: {
        kind: 'bar',
        categories: ['Plants', 'Pets'],
        series: [{ name: 'Revenue', values: [5.1, 0.8] }],
      },
    }),
  );
  const r = interpretCommand('on the sales chart pets is 1.0, i had it wrong', d);
  expect(r.operations).toEqual([
    {
      op: 'update_slide',
      slideId: 'c2',
      content: {
        chart: {
          kind: 'bar',
          categories: ['Plants', 'Pets'],
          series: [{ name: 'Revenue', values: [5.1, 1] }],
        },
      },
    },
  ]);
});
