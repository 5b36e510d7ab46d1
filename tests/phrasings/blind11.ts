import { add, slide } from './deck';
import type { Phrasing } from './types';

/**
 * Rows for what blind set 11 (server/ai/offline/blind11Commands.test.ts) found missing, said here
 * in other words and on other decks, each read by the grammar's tables, not by code of its own.
 */
const D = 'data' as const;

export const BLIND11: Phrasing[] = [
  // A slide named by its type and the words it holds: "the pricing table", "the revenue chart".
  {
    on: D,
    say: 'rename the revenue chart to Revenue nearly doubled',
    op: 'update title',
    deck: (d) => {
      slide(d, 'd2').title = 'Revenue nearly doubled';
    },
  },
  // A list set apart by " / " keeps the commas of its items.
  {
    on: D,
    say: 'add a slide after the pricing table called "Plans at a glance" with: Basic €10, one seat / Team €25, five seats',
    op: 'add content',
    deck: (d) =>
      add(d, 3, {
        type: 'content',
        title: 'Plans at a glance',
        content: { items: ['Basic €10, one seat', 'Team €25, five seats'] },
      }),
  },
];
