import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { figuresOf, sheetRowMetric } from './figures';

/**
 * A KPI sheet pasted into a brief: each row's figure is its latest period's, the row of one month
 * is no headline, and what the sheet or its notes keep back ("DO NOT SHARE", "Do not mention
 * anywhere until signed") is on no slide. A sheet of my own, shaped as blind12's 06 arrived.
 */
const SHEET = `Hi both - Q2 numbers for the investor update below, straight from the model. Usual format please, 8 slides max.

Cheers, Ines

--- pasted from KPIs_Q2_2026.xlsx ---
Tallis & Moor - Investor KPI pack - Q2 2026 (Apr-Jun)\t\t[Sheet: Summary]
Metric\tQ2 2025\tQ2 2026\tYoY\tComment
Revenue (€)\t1,200,000\t1,530,000\t27.5%\tbest quarter
  Apr revenue (€)\t380,000\t490,000\t28.9%
  May revenue (€)\t400,000\t520,000\t30.0%
  Jun revenue (€)\t420,000\t520,000\t23.8%
Gross margin %\t48.1%\t51.0%\t+2.9pp\tfewer returns
Active customers\t8,400\t10,100\t20.2%
Headcount\t21\t27\t#REF!
Runway (months) incl. loan\t\t22.0\t\tDO NOT SHARE - loan not signed
[Sheet: Notes]
- Loan = €400k from Harbour Bank, still in legals. Do not mention anywhere until signed.
- Highlights: new app launched 4 May; Berlin office opened 1 June; 10,000th customer 20 Jun.
- Q3 key dates: summer sale 14 Jul; price rise 1 Sep; Madrid go-live 9 Oct 2026
- Board meeting 2 Jul.
`;

describe("a sheet's row", () => {
  test.each([
    [
      'Revenue (£)\t2,710,000\t3,420,000\t26.2%\trecord quarter',
      '£3,420,000',
      'Revenue',
      'up from £2,710,000',
    ],
    ['Gross margin %\t55.9%\t58.4%\t+2.5pp\tless discounting', '58.4%', 'Gross margin', 'up from 55.9%'],
    ['Orders\t31,200\t36,800\t17.9%', '36,800', 'Orders', 'up from 31,200'],
    ['Headcount\t38\t46\t#REF!', '46', 'Headcount', 'up from 38'],
    ['CAC (£)\t44.10\t41.20', '£41.20', 'CAC', 'down from £44.10'],
    ['Cash at bank 30 Sep (£)\t\t2,050,000', '£2,050,000', 'Cash at bank 30 Sep', undefined],
  ])('%s', (row, value, label, subtext) => {
    expect(sheetRowMetric(row)).toEqual({ value, label, ...(subtext ? { subtext } : {}) });
  });

  test("a period's row is part of its series: the headlines come first", () => {
    const rows = [
      'Revenue (£)\t2,710,000\t3,420,000',
      'Jul revenue (£)\t880,000\t1,050,000',
      'Aug revenue (£)\t940,000\t1,210,000',
      'Q3 orders\t9,100\t9,800',
      'Gross margin %\t55.9%\t58.4%',
      'Orders\t31,200\t36,800',
    ];
    const found = figuresOf(
      rows.map((text) => ({ text, source: 'brief', words: text.toLowerCase().split(/\s+/) })),
      3,
    );
    expect(found.map((f) => f.metric.label)).toEqual(['Revenue', 'Gross margin', 'Orders']);
  });

  test('a row of words, or one without a figure, is no metric', () => {
    expect(sheetRowMetric('Metric\tQ3 2025\tQ3 2026\tYoY')).toBeUndefined();
    expect(sheetRowMetric('Channel mix\tWeb DTC\t71%')).toBeUndefined();
  });
});

describe('a KPI sheet pasted into a brief', () => {
  const d = draftText(SHEET, [], 'Q2 investor update');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
  const metrics = d.slides.flatMap((s) => s.content.metrics ?? []);

  test("each headline is the latest period's figure, said against the one before", () => {
    expect(metrics).toContainEqual({ value: '€1,530,000', label: 'Revenue', subtext: 'up from €1,200,000' });
    expect(metrics).toContainEqual({ value: '51.0%', label: 'Gross margin', subtext: 'up from 48.1%' });
    expect(metrics.map((m) => m.label)).not.toContain('Apr revenue');
    expect(metrics.map((m) => m.value)).not.toContain('€1,200,000');
  });

  test('what the sheet and its notes keep back is on no slide', () => {
    for (const kept of ['22.0', 'DO NOT SHARE', '€400k', 'Harbour Bank', 'Do not mention'])
      expect(shown).not.toContain(kept);
    // "Do not mention anywhere" points back at the sentence before it: that one is kept for the team.
    expect(d.slides.some((s) => /Kept off the slides[\s\S]*Loan = €400k/.test(s.notes))).toBe(true);
  });

  test("a list item's marker is no part of a slide's title", () => {
    expect(d.slides.map((s) => s.title).filter((t) => /^[-•*]/.test(t))).toEqual([]);
  });
});
