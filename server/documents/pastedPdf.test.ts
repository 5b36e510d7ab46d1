import { describe, expect, test } from 'vitest';
import { looksCopiedFromPdf, withoutPdfFurniture } from './pastedPdf';

/** Blind set 5, 02: a quarterly KPI report copied out of its PDF into the brief. */
const FERNHOLLOW = [
  'FERNHOLLOW BROADBAND LTD                                   Q3 2026 KPI REPORT',
  'Board pack – Item 4                                          Page 1 of 5',
  'CONFIDENTIAL',
  '',
  '1. Executive sum-',
  'mary',
  '',
  'Fernhollow added 7,890 net new subscribers in the six months April–Sep-',
  'tember 2026, reaching 52,340 at 30 September. Average revenue per user',
  '(ARPU) was £34.60 per month in Q3 (Q2: £33.90). Churn fell to 1.1% per',
  'month in September from 1.6% in April.',
  '',
  'FERNHOLLOW BROADBAND LTD                                   Q3 2026 KPI REPORT',
  'Page 2 of 5',
  '',
  '2. Monthly KPIs',
  '',
  'Month        Subscribers (end)   Net adds   Churn %',
  'Apr 2026     45,470              1,020      1.6',
  'May 2026     46,610              1,140      1.5',
  '',
  '5. Competitor context',
  '',
  'Northumbria Fibre (the main altnet rival in our area) claims 61,000',
  'customers – their press release, not verified.',
  '',
  'Fernhollow Broadband Ltd, registered in England No. 11873209, Unit 4 Coquet',
  'Enterprise Park, Amble NE65 0PE                               Page 5 of 5',
].join('\n');

describe('text copied out of a PDF (blind set 5, 02)', () => {
  const clean = withoutPdfFurniture(FERNHOLLOW);

  test('running headers and the lines that carry "Page N of M" go', () => {
    expect(clean).not.toMatch(/FERNHOLLOW BROADBAND LTD|KPI REPORT|Page \d of 5|Board pack|Enterprise Park/);
  });

  test('words hyphenated at a line end are joined: "Executive summary", "April–September 2026"', () => {
    expect(clean).toContain('1. Executive summary');
    expect(clean).toContain('April–September 2026, reaching 52,340');
    expect(clean).not.toMatch(/sum-|Sep-/);
  });

  test('wrapped lines are one sentence again; the grid keeps its rows', () => {
    expect(clean).toContain('Average revenue per user (ARPU) was £34.60 per month in Q3');
    expect(clean).toContain('Churn fell to 1.1% per month in September from 1.6% in April.');
    expect(clean).toContain('claims 61,000 customers – their press release, not verified.');
    expect(clean).toContain('\nApr 2026     45,470              1,020      1.6\n');
  });

  test('a compound the text writes with its hyphen elsewhere keeps it across a line end', () => {
    const text = 'Page 1 of 2\nOur cost-effective plan is cost-\neffective for all.\nPage 2 of 2';
    expect(withoutPdfFurniture(text)).toContain('is cost-effective for all.');
  });

  test('a brief that was not copied from a PDF is left as it is', () => {
    const email = 'Hi Jo,\n\nThe self-\nservice kiosk is on page 2.\nThanks';
    expect(looksCopiedFromPdf(email)).toBe(false);
    expect(withoutPdfFurniture(email)).toBe(email);
  });
});
