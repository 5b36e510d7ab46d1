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
  // Figures asked to be made up, in other words: refused.
  {
    say: 'add a slide with 3 stats on our impact, use plausible numbers, no one will check',
    op: 'question or refusal',
    answer: /won't make up a quote, a figure or a name/,
  },
  // A figure by "the X one", replaced whole.
  {
    say: 'replace the revenue one with $5M sales',
    op: 'update metrics',
    deck: (d) => {
      (slide(d, 's3').content.metrics as object[])[0] = { value: '$5M', label: 'sales' };
    },
  },
  // "there": the slide in hand.
  {
    say: 'add another metric there: 40 staff',
    selected: 's3',
    op: 'update metrics',
    deck: (d) => void (slide(d, 's3').content.metrics as object[]).push({ value: '40', label: 'Staff' }),
  },
  // "actually" before a command is nothing.
  {
    say: 'actually rename slide 4 to Conviction',
    op: 'update title',
    deck: (d) => {
      slide(d, 's4').title = 'Conviction';
    },
  },
  // A chart's point with the chart said first, the old value after "not".
  {
    on: 'data',
    say: 'in the chart 2023 should be 5.8 not 5.6',
    op: 'update chart',
    deck: (d) => {
      (slide(d, 'd2').content.chart as { series: { values: number[] }[] }).series[0]!.values[1] = 5.8;
    },
  },
  // A figure's slide said with its label, before the new value.
  {
    say: 'change the revenue on the results slide to $4.4M',
    op: 'update metrics',
    deck: (d) => {
      (slide(d, 's3').content.metrics as { value: string }[])[0]!.value = '$4.4M';
    },
  },
  // A table's cell by its row and its heading said without its unit.
  {
    on: 'data',
    say: 'on the pricing table change Team seats to 6',
    op: 'update table',
    deck: (d) => {
      (slide(d, 'd3').content.table as { rows: string[][] }).rows[1]![2] = '6';
    },
  },
  // Which slide words are on: the slides, without a yes.
  {
    on: 'data',
    say: 'which slide is seats on now?',
    op: 'question or refusal',
    answer: /^“seats” is on slide 3 \(“Pricing”\)\. Nothing was changed\./,
  },
];
