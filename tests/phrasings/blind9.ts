import { add, drop, order, patch, slide } from './deck';
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
  // A bullet by its place, its old words said after "not".
  {
    on: D,
    say: 'slide 5 first bullet shoud say Signed not Sign',
    op: 'update bullets',
    deck: (d) => patch(d, 'd5', { items: ['Signed', 'Kick off'] }),
  },
  // A step moved to a month, its date written as it was.
  {
    on: D,
    say: 'move the launch to november',
    op: 'update timeline',
    deck: (d) => {
      slide(d, 'd4').content.steps![2]!.date = 'November';
    },
  },
  // What a slide is about may say "from", "of" or "vs".
  { on: P, say: 'delete the slide about us vs them', op: 'delete', deck: (d) => drop(d, 'p6') },
  // A figure said with a decimal comma keeps the deck's decimal point.
  {
    on: P,
    say: 'Folie 3: ändere Churn auf 2,9%',
    op: 'update metrics',
    deck: (d) => {
      slide(d, 'p3').content.metrics![1]!.value = '2.9%';
    },
  },
  // A slide named by words it holds, "the slow one".
  {
    on: P,
    say: 'move the slow one to the end',
    op: 'move',
    deck: (d) => order(d, ['p1', 'p2', 'p3', 'p4', 'p5', 'p7', 'p8', 'p9', 'p10', 'p11', 'p6']),
  },
  // A slide said as a slide, and what it should say instead.
  {
    say: 'the belief slide should read "Focus wins" instead',
    op: 'update text',
    deck: (d) => patch(d, 's4', { text: 'Focus wins' }),
  },
  // A data point put first.
  {
    on: D,
    say: 'add 2021 at the start of the revenue chart: 3.2',
    op: 'update chart',
    deck: (d) => {
      const chart = slide(d, 'd2').content.chart!;
      chart.categories.unshift('2021');
      chart.series[0]!.values.unshift(3.2);
    },
  },
  // An agenda's missing entry, the slide said by a word of its title.
  {
    on: P,
    say: 'the agenda is missing the belief one, add it at the top',
    op: 'update bullets',
    deck: (d) => patch(d, 'p2', { items: ['Belief', 'Where we are', 'Pricing', 'Roadmap'] }),
  },
  // "the whole deck" is the deck.
  {
    say: 'switch the whole deck to a dark theme',
    op: 'theme',
    deck: (d) => void Object.assign(d, { theme: 'midnight' }),
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
