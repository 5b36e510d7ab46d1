import { expect, test } from 'vitest';
import { headerWords } from './pasted';

test.each([
  ['on_time_dispatch_pct', 'On-time dispatch %'],
  ['avgDispatchHours', 'Avg dispatch hours'],
  ['orders_shipped', 'Orders shipped'],
  ['FY2026', 'FY2026'],
  ['EBITDA_margin', 'EBITDA margin'],
  ['q3', 'Q3'],
  ['Revenue (£k)', 'Revenue (£k)'],
])('an export’s column “%s” is said “%s”', (cell, said) => {
  expect(headerWords(cell)).toBe(said);
});
