import { add, slide } from './deck';
import type { Phrasing } from './types';

/**
 * Rows for what blind set 16 (server/ai/offline/blind16Commands.test.ts) found missing, said here
 * in other words and on the base deck, each read by the grammar's tables.
 */
const items = (d: Parameters<NonNullable<Phrasing['deck']>>[0]) => slide(d, 's2').content.items as string[];

export const BLIND16: Phrasing[] = [
  // The cover's presenter, its slide said after or before it.
  {
    say: 'presenter on the title slide: Ana Ruiz & Tom Okafor',
    op: 'update text',
    deck: (d) => {
      slide(d, 's1').content.author = 'Ana Ruiz & Tom Okafor';
    },
  },
  {
    say: 'change the speaker on slide 1 to Ana Ruiz',
    op: 'update text',
    deck: (d) => {
      slide(d, 's1').content.author = 'Ana Ruiz';
    },
  },
  // …never on a slide whose type shows none.
  {
    say: 'presenter on the priorities slide: Ana Ruiz',
    op: 'question or refusal',
    answer: /has no presenter/,
  },
  // A bullet taken off, the slide said first.
  {
    say: 'on priorities get rid of the open markets bullet',
    op: 'update bullets',
    deck: (d) => void items(d).splice(1, 1),
  },
  // Words corrected in a slide's bullet, the slide said first.
  {
    say: 'priorities - hiring is engineers and designers, not engineers',
    op: 'update bullets',
    deck: (d) => {
      items(d)[2] = 'Hire engineers and designers';
    },
  },
  // A note by its slide, "note" said once.
  {
    say: 'note on the priorities slide: Hiring first, then markets',
    op: 'notes',
    deck: (d) => {
      slide(d, 's2').notes = 'Hiring first, then markets';
    },
  },
  // A new slide, its place, its title after a comma, and figures with their units and scales.
  {
    say: 'new metrics slide after priorities, title Impact: 4.7/5 rating, 85 min saved daily, 12 km track laid',
    op: 'add metrics',
    deck: (d) =>
      add(d, 2, {
        type: 'metrics',
        title: 'Impact',
        content: {
          metrics: [
            { value: '4.7/5', label: 'Rating' },
            { value: '85 min', label: 'Saved daily' },
            { value: '12 km', label: 'Track laid' },
          ],
        },
      }),
  },
  // Asks to send the deck: refused, Share and Export offered.
  {
    say: 'please send the presentation to the board by email',
    op: 'question or refusal',
    answer: /can't send e-mail.*Share.*Export/,
  },
];
