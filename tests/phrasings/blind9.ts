import { add, patch, slide } from './deck';
import type { Phrasing } from './types';

/**
 * Rows for what blind set 9 (server/ai/offline/blind9Commands.test.ts) found missing, said here in
 * other words and on other decks, each read by the grammar's tables, not by code of its own.
 */
const D = 'data' as const;
const P = 'pitch' as const;

export const BLIND9: Phrasing[] = [
  // What is wrong said first, then what is right.
  {
    on: D,
    say: '2023 on the revenue chart is wrong, it should be 5.8',
    op: 'update chart',
    deck: (d) => {
      slide(d, 'd2').content.chart!.series[0]!.values[1] = 5.8;
    },
  },
  {
    on: P,
    say: 'the churn is wrong - its 2.9%',
    op: 'update metrics',
    deck: (d) => {
      slide(d, 'p3').content.metrics![1]!.value = '2.9%';
    },
  },
  // A table's row named alone: the cell whose figure has the new value's shape.
  {
    on: D,
    say: 'basic is €12 now',
    op: 'update table',
    deck: (d) => {
      slide(d, 'd3').content.table!.rows[0]![1] = '€12';
    },
  },
  // A new slide's type said after its words.
  {
    say: 'add a slide at the end saying Customers first as a quote',
    op: 'add statement',
    deck: (d) => add(d, 5, { type: 'statement', title: 'Statement', content: { text: 'Customers first' } }),
  },
  // A slide said by the one it follows or precedes.
  {
    on: P,
    say: 'rename the slide before pricing to Our belief',
    op: 'update title',
    deck: (d) => {
      slide(d, 'p4').title = 'Our belief';
    },
  },
  // A metrics slide holds four figures at most: one more is asked about; the fourth is added.
  {
    on: P,
    say: 'add metrics to the results slide: 5 offices, 40 staff',
    op: 'update metrics',
    answer: /at most 4/,
  },
  {
    on: P,
    say: 'add a 4th metric to the results slide: 12 offices',
    op: 'update metrics',
    deck: (d) => {
      slide(d, 'p3').content.metrics!.push({ value: '12', label: 'Offices' });
    },
  },
  // An item taken off one side of a comparison, named by its heading.
  {
    on: P,
    say: 'take Slow off the them column',
    op: 'update comparison',
    deck: (d) =>
      patch(d, 'p6', {
        comparison: { left: { title: 'Us', items: ['Fast', 'Local'] }, right: { title: 'Them', items: [] } },
      }),
  },
  // Words renamed wherever they stand on a slide, its title too.
  {
    on: P,
    say: 'in the us vs them slide, change Us to We and the title too',
    op: 'update comparison',
    deck: (d) => {
      slide(d, 'p6').title = 'We vs them';
      slide(d, 'p6').content.comparison!.left.title = 'We';
    },
  },
  // "the slide N" is slide N, in another language too.
  {
    on: P,
    say: 'sur la slide 5, remplace "Pro $25" par "Pro $29"',
    op: 'update bullets',
    deck: (d) => patch(d, 'p5', { items: ['Basic $10', 'Pro $29', 'Enterprise on request'] }),
  },
  // A slide said first as "the last one", then a dash.
  {
    say: 'the last one - change title to "See you"',
    op: 'update title',
    deck: (d) => {
      slide(d, 's5').title = 'See you';
    },
  },
];
