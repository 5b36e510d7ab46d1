import { slide } from './deck';
import type { Phrasing } from './types';

/**
 * Rows for what blind set 10 (server/ai/offline/blind10Commands.test.ts) found missing, said here
 * in other words and on other decks, each read by the grammar's tables, not by code of its own.
 */
const P = 'pitch' as const;

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
  // A figure said in a bullet, named by the bullet's words, with the old figure or without it.
  {
    on: P,
    say: 'the pro thing is $29 not $25',
    op: 'update bullets',
    deck: (d) => {
      slide(d, 'p5').content.items![1] = 'Pro $29';
    },
  },
  {
    on: P,
    say: 'basic should be $12',
    op: 'update bullets',
    deck: (d) => {
      slide(d, 'p5').content.items![0] = 'Basic $12';
    },
  },
];
