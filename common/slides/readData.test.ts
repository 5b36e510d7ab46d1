import { describe, expect, test } from 'vitest';
import { slideContentSchema } from './content';
import {
  chartOfRows,
  chartOfTable,
  figureValue,
  inlineSeriesOf,
  inlineStepsOf,
  rowOf,
  stepOf,
  stepsOfLines,
  tableOfLines,
} from './readData';

describe('reading data from text', () => {
  test.each([
    ['£212.4M', 212.4, '£M'],
    ['91.2%', 91.2, '%'],
    ['+9', 9, ''],
    ['1,204k', 1204, 'k'],
    ['412 000', 412000, ''],
  ])('the figure “%s” is %s in “%s”', (text, value, unit) => {
    expect(figureValue(text)).toEqual({ value, unit });
  });

  test('a number that names a thing is no row of a series', () => {
    expect(rowOf('Phase 2')).toBeUndefined();
    expect(rowOf('Option 3')).toBeUndefined();
    expect(rowOf('Engineering +9')).toEqual({ label: 'Engineering', value: '+9' });
  });

  test('figures over time written inline are a line chart of the figures as written', () => {
    const series = inlineSeriesOf('revenue 2022 4.1m, 2023 5.6m, 2024 7.9m');
    expect(series?.chart).toEqual({
      kind: 'line',
      categories: ['2022', '2023', '2024'],
      series: [{ name: 'Revenue', values: [4.1, 5.6, 7.9] }],
      unit: 'm',
    });
    expect(slideContentSchema.parse({ chart: series!.chart })).toBeTruthy();
    // Two figures are no series; a sentence with one year is none.
    expect(inlineSeriesOf('revenue 2023 5.6m and 2024 7.9m')).toBeUndefined();
  });

  test('categories compared are a bar chart; a total stays out; mixed units are no chart', () => {
    const rows = ['Engineering +9', 'Sales +6', 'Customer Success +3', 'Total +19'].map((l) => rowOf(l)!);
    expect(chartOfRows(rows.filter(Boolean), 'Hires')).toMatchObject({
      kind: 'bar',
      categories: ['Engineering', 'Sales', 'Customer Success'],
      series: [{ name: 'Hires', values: [9, 6, 3] }],
    });
    const mixed = ['2022 - 4.1m', '2023 - 12%', '2024 - 7.9m'].map((l) => rowOf(l)!);
    expect(chartOfRows(mixed)).toBeUndefined();
  });

  test('a grid of tab-separated cells is a table with its header; a header of figures is none', () => {
    const table = tableOfLines([
      'Vendor\tPrice\tSetup fee\tCRM',
      'A - Nimbus\t£62\t£18,000\tVia partner',
      'B - Callisto\t£58\t£24,000',
    ]);
    expect(table).toEqual({
      header: ['Vendor', 'Price', 'Setup fee', 'CRM'],
      rows: [
        ['A - Nimbus', '£62', '£18,000', 'Via partner'],
        ['B - Callisto', '£58', '£24,000', ''],
      ],
    });
    expect(tableOfLines(['2022\t2023\t2024', '1\t2\t3', '4\t5\t6'])).toBeUndefined();
  });

  test('a grid headed by years with cells of numbers is a chart, a series per row', () => {
    expect(
      chartOfTable({ header: ['', '2022', '2023', '2024'], rows: [['Revenue', '4.1', '5.6', '7.9']] }),
    ).toEqual({
      kind: 'line',
      categories: ['2022', '2023', '2024'],
      series: [{ name: 'Revenue', values: [4.1, 5.6, 7.9] }],
    });
    // Standing on its side: the quarters down the first column.
    expect(
      chartOfTable({
        header: ['Quarter', 'Sales', 'Costs'],
        rows: [
          ['Q1', '10', '8'],
          ['Q2', '12', '9'],
          ['Q3', '15', '9'],
        ],
      }),
    ).toMatchObject({ categories: ['Q1', 'Q2', 'Q3'], series: [{ name: 'Sales' }, { name: 'Costs' }] });
    expect(
      chartOfTable({ header: ['Plan', 'Price', 'Seats'], rows: [['Pro', '€49', '10']] }),
    ).toBeUndefined();
    expect(
      chartOfTable({ header: ['', '2022', '2023', '2024'], rows: [['Revenue', '4.1', 'n/a', '7.9']] }),
    ).toBeUndefined();
  });

  test.each([
    ['Phase 1 - Leeds DC automation - live June 2026', { label: 'Leeds DC automation', date: 'June 2026' }],
    ['Q1: discovery workshops', { label: 'Discovery workshops', date: 'Q1' }],
    ['Week 1–2: stakeholder interviews', { label: 'Stakeholder interviews', date: 'Week 1–2' }],
    [
      'Discovery & brand strategy - 4 weeks - £18,500',
      { label: 'Discovery & brand strategy', date: '4 weeks', text: '£18,500' },
    ],
    ['Phase 2 - Manchester hub - Jan to Apr 2027', { label: 'Manchester hub', date: 'Jan to Apr 2027' }],
  ])('the line “%s” is a step', (line, step) => {
    expect(stepOf(line)).toMatchObject(step);
  });

  test.each([
    'We may grow a lot in the north',
    'Piloted in 6 stores since March 2026',
    'MRR (Sep 2026): £65,500',
    'The ask: £420,000 to scale the redesign, Jan - Jun 2027',
  ])('the line “%s” is no step', (line) => {
    expect(stepOf(line)).toBeUndefined();
  });

  test('steps on one line: by commas, or by arrows', () => {
    expect(inlineStepsOf('Discovery in May, Build June-August, Launch in September')).toEqual([
      { label: 'Discovery', date: 'May' },
      { label: 'Build', date: 'June-August' },
      { label: 'Launch', date: 'September' },
    ]);
    expect(
      inlineStepsOf(
        'Plan: contract signed Jan 2027 → build Feb-Apr → pilot May → go-live by 16 June 2027 (two weeks early)',
      ),
    ).toEqual([
      { label: 'Contract signed', date: 'Jan 2027' },
      { label: 'Build', date: 'Feb-Apr' },
      { label: 'Pilot', date: 'May' },
      { label: 'Go-live', date: 'By 16 June 2027' },
    ]);
    expect(inlineStepsOf('We met in May, then again in June.')).toBeUndefined();
    // Set apart by the middle dots or bullets a list takes on one line.
    expect(inlineStepsOf('Kick-off Jan 2027 · Build Feb–Apr 2027 · Pilot with 40 users May 2027')).toEqual([
      { label: 'Kick-off', date: 'Jan 2027' },
      { label: 'Build', date: 'Feb–Apr 2027' },
      { label: 'Pilot with 40 users', date: 'May 2027' },
    ]);
    expect(inlineStepsOf('Survey in March • Report in June • Launch in September')).toEqual([
      { label: 'Survey', date: 'March' },
      { label: 'Report', date: 'June' },
      { label: 'Launch', date: 'September' },
    ]);
  });

  test('lines are a plan when three or more are steps (two when each names its phase)', () => {
    const steps = stepsOfLines(['Phase 1 - Discovery - May', 'Phase 2 - Build - June to August']);
    expect(steps).toHaveLength(2);
    expect(slideContentSchema.parse({ steps })).toBeTruthy();
    expect(stepsOfLines(['Discovery in May', 'Some other thought', 'And another'])).toBeUndefined();
  });
});

describe('figures written the German and French way', () => {
  test('a decimal comma is a decimal; quarters written Q4/25 are periods', () => {
    expect(figureValue('72,5 %')).toEqual({ value: 72.5, unit: '%' });
    expect(figureValue('1,204')).toEqual({ value: 1204, unit: '' });
    const rows = ['Q4/25: 72,5 %', 'Q1/26: 74,0 %', 'Q2/26: 75,8 %'].map((l) => rowOf(l)!);
    expect(chartOfRows(rows, 'OEE')).toMatchObject({ kind: 'line', categories: ['Q4/25', 'Q1/26', 'Q2/26'] });
    expect(stepOf('Q4/25: 72,5 %')).toBeUndefined();
  });
});

test('a day of the week before a date is the date’s: what happens then is the step', () => {
  expect(stepOf('Monday 14 December 2026: Purchase orders issued for Phases 2–5')).toEqual({
    label: 'Purchase orders issued for Phases 2–5',
    date: '14 December 2026',
  });
  expect(stepOf('Tue 4 May 2027 – Line 3 in full production')?.label).toBe('Line 3 in full production');
  // A label that is no weekday stays.
  expect(stepOf('Board, January 2027: updated payback model')?.label).toBe('Board');
});

test('"mid-June", "early March", "late Jan": the part of the month is the date’s, not the label', () => {
  expect(stepOf('• mid-June 2027 – first rate-of-sale review with Owen (week 6)')).toEqual({
    label: 'First rate-of-sale review with Owen',
    date: 'Mid-June 2027',
  });
  expect(stepOf('Online assessment late Jan')).toEqual({ label: 'Online assessment', date: 'Late Jan' });
  expect(stepOf('Carr Lane depot ready by mid-February')?.label).toBe('Carr Lane depot ready');
});
