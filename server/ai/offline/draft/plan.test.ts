import { describe, expect, test } from 'vitest';
import { slideFor, titleOf } from './plan';

const section = (...texts: string[]) => ({
  title: 'Results',
  checklistIds: [],
  required: false,
  lines: texts.map((text) => ({ text, others: false })),
});

// The rewrites that made plan's patterns linear keep what the patterns read.
describe('planning a section', () => {
  test.each([
    ['Section 2. Experience:  - ', 'Experience'],
    ['Results as per their annual report', 'Results'],
    ["Savings from the client's figures", 'Savings'],
    ['Savings from the client’s figures, 2024', 'Savings from the client’s figures, 2024'],
  ])('the heading “%s” is titled “%s”', (heading, title) => {
    expect(titleOf(heading)).toBe(title);
  });

  test('a series read with tabs, wide spaces, dashes and colons is a metrics slide', () => {
    const slide = slideFor(
      section('Q4 25 - 91.2%', 'FY2021: £212.4M', 'Q1 2026      780', 'Q2 2026\t\t 1,204k'),
    );
    expect(slide.type).toBe('metrics');
    expect(slide.content).toMatchObject({
      metrics: [
        { label: 'Q4 25', value: '91.2%' },
        { label: 'FY2021', value: '£212.4M' },
        { label: 'Q1 2026', value: '780' },
        { label: 'Q2 2026', value: '1,204k' },
      ],
    });
  });

  test('a table header row is left out; a row with figures stays', () => {
    const slide = slideFor(
      section('Option | Discovery | Build | 3-year total', 'Option A | £20k | £80k | £100k'),
    );
    expect(slide.type).toBe('content');
    expect(slide.content).toEqual({ items: ['Option A: £100k'] });
  });
});
