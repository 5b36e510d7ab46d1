import { describe, expect, test } from 'vitest';
import { figureOf, lookOf, pairsOf, seriesOf, stepOf } from './dataSlots';

describe('values as people write them', () => {
  test.each([
    ['4.1', 4.1, ''],
    ['.5', 0.5, ''],
    ['-3', -3, ''],
    ['−3.5', -3.5, ''],
    ['€4.1M', 4.1, '€M'],
    ['-€4.1m', -4.1, '€M'],
    ['€ 4,100', 4100, '€'],
    ['49 €', 49, '€'],
    ['12%', 12, '%'],
    ['12 %', 12, '%'],
    ['1,200', 1200, ''],
    ['1,200,000.50', 1200000.5, ''],
    ['2.022,5', 2022.5, ''],
    ['$4.1 million', 4.1, '$M'],
    ['3bn', 3, 'bn'],
  ])('“%s” is %d, unit “%s”', (written, value, unit) => {
    expect(figureOf(written)).toEqual({ value, unit });
  });

  test.each(['lots', '4,1', '1.2.3', '', '€', '12 apples', '4.1.'])('“%s” is no number', (written) => {
    expect(figureOf(written)).toBeUndefined();
  });

  test('a chart’s data: labels and values, a value first, the units agreeing', () => {
    expect(pairsOf('2022 1,200, 2023 2.022,5 and 2024 3,000')).toEqual({
      categories: ['2022', '2023', '2024'],
      figures: [
        { value: 1200, unit: '' },
        { value: 2022.5, unit: '' },
        { value: 3000, unit: '' },
      ],
    });
    expect(pairsOf('Q1: €4.1M; Q2 = €5.6M')).toMatchObject({ categories: ['Q1', 'Q2'] });
    expect(pairsOf('4.1 in 2022, 5.6 in 2023')).toMatchObject({ categories: ['2022', '2023'] });
    expect(pairsOf('2022 4.1, 2023 lots')).toEqual({ notNumber: 'lots', category: '2023' });
    expect(pairsOf('2022 4.1, 5.6')).toEqual({ noCategory: '5.6' });
    expect(pairsOf('2022 €4.1M, 2023 5.6%')).toEqual({ units: ['€M', '%'] });
  });

  test('a series: its name, then its values however they are separated', () => {
    expect(seriesOf('Costs: 3, 4, 5')).toEqual({ name: 'Costs', values: [3, 4, 5] });
    expect(seriesOf('Costs 3,4,5')).toEqual({ name: 'Costs', values: [3, 4, 5] });
    expect(seriesOf('Cost of sales with values 1,200; 1,500')).toEqual({
      name: 'Cost of sales',
      values: [1200, 1500],
    });
    expect(seriesOf('Costs: 3, x')).toEqual({ notNumber: 'x', category: 'Costs' });
  });
});

describe('a chart’s look and a timeline’s steps', () => {
  test('a look is known words only', () => {
    expect(lookOf('a horizontal stacked bar chart')).toEqual({
      chartKind: 'bar',
      horizontal: true,
      stacked: true,
    });
    expect(lookOf('donut')).toEqual({ chartKind: 'doughnut' });
    expect(lookOf('navy')).toBeUndefined();
    expect(lookOf('chart slide')).toBeUndefined();
  });

  test.each([
    ['Discovery in May', { label: 'Discovery', date: 'May' }],
    ['Build June to August', { label: 'Build', date: 'June to August' }],
    ['Build (June–August)', { label: 'Build', date: 'June–August' }],
    ['Launch by Q3 2025', { label: 'Launch', date: 'Q3 2025' }],
    ['Q1: Research', { label: 'Research', date: 'Q1' }],
    ['Design weeks 2-4', { label: 'Design', date: 'weeks 2-4' }],
    ['Go-live on 15 September', { label: 'Go-live', date: '15 September' }],
    ['Handover', { label: 'Handover' }],
    ['Plan for the future', { label: 'Plan for the future' }],
  ])('“%s”', (text, step) => {
    expect(stepOf(text)).toEqual(step);
  });
});
