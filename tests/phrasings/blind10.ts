import { slide } from './deck';
import type { Phrasing } from './types';

/**
 * Rows for what blind set 10 (server/ai/offline/blind10Commands.test.ts) found missing, said here
 * in other words and on other decks, each read by the grammar's tables, not by code of its own.
 */
export const BLIND10: Phrasing[] = [
  // The arrow a user types for "becomes", with and without a verb of their own.
  {
    say: '2nd bullet on priorities -> Open two new markets',
    op: 'update bullets',
    deck: (d) => {
      slide(d, 's2').content.items![1] = 'Open two new markets';
    },
  },
  {
    say: 'rename slide 4 → Our belief',
    op: 'update title',
    deck: (d) => {
      slide(d, 's4').title = 'Our belief';
    },
  },
  {
    say: 'revenue metric => $4.5M',
    op: 'update metrics',
    deck: (d) => {
      slide(d, 's3').content.metrics![0]!.value = '$4.5M';
    },
  },
];
