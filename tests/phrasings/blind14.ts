import { order, slide } from './deck';
import type { Phrasing } from './types';

/**
 * Rows for what blind set 14 (server/ai/offline/blind14Commands.test.ts) found missing, said here
 * in other words and on the base decks, each read by the grammar's tables.
 */
const chart = (d: Parameters<NonNullable<Phrasing['deck']>>[0]) =>
  slide(d, 'd2').content.chart as { kind: string };

export const BLIND14: Phrasing[] = [
  // A chart's kind said as what it should be.
  {
    on: 'data',
    say: 'the revenue chart should be a line, it is a trend',
    op: 'update chart',
    deck: (d) => {
      chart(d).kind = 'line';
    },
  },
  {
    on: 'data',
    say: 'teh revenue chart needs to be a line',
    op: 'update chart',
    deck: (d) => {
      chart(d).kind = 'line';
    },
  },
  // Speaker notes with their slide said first.
  {
    say: 'priorities notes: stress the hiring plan',
    op: 'notes',
    deck: (d) => {
      slide(d, 's2').notes = 'Stress the hiring plan';
    },
  },
  // A message that only takes its request back.
  { say: 'never mind, leave it', op: 'question or refusal', answer: /left the deck as it is/ },
  { say: 'nah forget it, my mistake', op: 'question or refusal', answer: /left the deck as it is/ },
  // A new figure's aside in brackets is no part of it.
  {
    say: 'revenue is $4.5M (audited)',
    op: 'update metrics',
    deck: (d) => {
      (slide(d, 's3').content.metrics as { value: string }[])[0]!.value = '$4.5M';
    },
  },
  // A table's column added up, read back.
  {
    on: 'data',
    say: "what's the total seats across the plans in the pricing table?",
    op: 'question or refusal',
    answer: /“Seats” column of the table on slide 3 adds up to 6 \(1 \+ 5\)/,
  },
  // A table's cell said of its row, the row's name a letter off.
  {
    on: 'data',
    say: 'basik has 2 seats now',
    op: 'update table',
    deck: (d) => {
      (slide(d, 'd3').content.table as { rows: string[][] }).rows[0]![2] = '2';
    },
  },
  // A slide moved "so it comes" before or after another.
  {
    say: 'move belief so it comes right after priorities',
    op: 'move',
    deck: (d) => order(d, ['s1', 's2', 's4', 's3', 's5']),
  },
  // A slide named as "the <words> one".
  {
    say: 'notes on the priorities one: hiring first',
    op: 'notes',
    deck: (d) => {
      slide(d, 's2').notes = 'Hiring first';
    },
  },
  // A new title asked for with its words after a colon.
  {
    say: 'give it a title that actually says something: Three priorities for 2027',
    selected: 's2',
    op: 'update title',
    deck: (d) => {
      slide(d, 's2').title = 'Three priorities for 2027';
    },
  },
  // A figure added with no slide said goes to the deck's one metrics slide.
  {
    say: 'add a second number: 5 offices',
    op: 'update metrics',
    deck: (d) => {
      (slide(d, 's3').content.metrics as { value: string; label: string }[]).push({
        value: '5',
        label: 'Offices',
      });
    },
  },
  // Words looked for across the deck, read back.
  {
    say: 'is revenue mentioned anywhere apart from the results slide?',
    op: 'question or refusal',
    answer: /^Yes: “revenue” is on slide 2 \(“Priorities”\), besides slide 3 \(“Results”\)/,
  },
  {
    say: 'does any slide mention hiring engineers?',
    op: 'question or refusal',
    answer: /^Yes: “hiring engineers” is on slide 2 \(“Priorities”\)\. Nothing/,
  },
  { say: 'where is the budget mentioned?', op: 'question or refusal', answer: /^No slide says “budget”/ },
  // A step said with where it goes, which its date says anyway.
  {
    on: 'data',
    say: 'add a step between those two: Handover, October',
    selected: 'd4',
    op: 'update timeline',
    deck: (d) => {
      (slide(d, 'd4').content.steps as { label: string; date?: string }[]).push({
        label: 'Handover',
        date: 'October',
      });
    },
  },
  // A share said for a sum of money takes no currency of the old figure.
  {
    say: 'revenue is 35% not $4M',
    op: 'update metrics',
    deck: (d) => {
      (slide(d, 's3').content.metrics as { value: string }[])[0]!.value = '35%';
    },
  },
  // A table column with its place and its cells.
  {
    on: 'data',
    say: 'put a discount column after price: 0%, 10% in that order',
    op: 'update table',
    deck: (d) => {
      const t = slide(d, 'd3').content.table as { header: string[]; rows: string[][] };
      t.header.splice(2, 0, 'Discount');
      t.rows[0]!.splice(2, 0, '0%');
      t.rows[1]!.splice(2, 0, '10%');
    },
  },
  // A row said without a verb, its figures with their columns' words, two in one part.
  {
    on: 'data',
    say: 'new row premium, €99, 20 seats',
    op: 'update table',
    deck: (d) =>
      void (slide(d, 'd3').content.table as { rows: string[][] }).rows.push(['Premium', '€99', '20']),
  },
  // A table said first, and a row by its last words.
  {
    on: 'data',
    say: 'in the pricing table the team is €29 now',
    op: 'update table',
    deck: (d) => {
      (slide(d, 'd3').content.table as { rows: string[][] }).rows[1]![1] = '€29';
    },
  },
  // A removal by words several slides say is asked about, naming them; nothing changes.
  {
    say: 'remove the revenue one',
    op: 'question or refusal',
    answer: /^“revenue” is on slide 2 \(“Priorities”\) and slide 3 \(“Results”\): which do you mean\?/,
  },
  // Two steps moved in one breath, the timeline said first, the verb said once; a step said to
  // move of itself.
  {
    on: 'data',
    say: 'timeline: discovery slips to june, launch to october',
    op: 'update timeline',
    deck: (d) => {
      const t = slide(d, 'd4').content.steps as { date: string }[];
      t[0]!.date = 'June';
      t[2]!.date = 'October';
    },
  },
  {
    on: 'data',
    say: 'the launch is moving to november',
    op: 'update timeline',
    deck: (d) => {
      (slide(d, 'd4').content.steps as { date: string }[])[2]!.date = 'November';
    },
  },
  {
    on: 'data',
    say: 'move discovery to april and move launch to december',
    op: 'update timeline',
    deck: (d) => {
      const t = slide(d, 'd4').content.steps as { date: string }[];
      t[0]!.date = 'April';
      t[2]!.date = 'December';
    },
  },
  // A note typed in lower case, written out: its sentences, a title's name.
  {
    say: 'priorities notes: thank dr ana reyes + stress the hiring plan',
    op: 'notes',
    deck: (d) => {
      slide(d, 's2').notes = 'Thank Dr Ana Reyes. Stress the hiring plan.';
    },
  },
  // A figure replaced with a figure and words: its value and label; "that" with nothing to point
  // at is asked about.
  {
    say: 'replace revenue with $5M sales then',
    op: 'update metrics',
    deck: (d) => {
      (slide(d, 's3').content.metrics as { value: string; label: string }[])[0] = {
        value: '$5M',
        label: 'sales',
      };
    },
  },
  { say: 'replace revenue with that', op: 'question or refusal', answer: /What should replace “revenue”\?/ },
];
