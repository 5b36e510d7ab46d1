import { add, drop, order, slide } from './deck';
import type { Phrasing } from './types';

/**
 * Rows for what blind set 13 (server/ai/offline/blind13Commands.test.ts) found missing, said here
 * in other words and on the base deck, each read by the grammar's tables.
 */
const steps = (d: Parameters<NonNullable<Phrasing['deck']>>[0]) =>
  slide(d, 'd4').content.steps as { label: string; date?: string }[];
const series = (d: Parameters<NonNullable<Phrasing['deck']>>[0]) =>
  (slide(d, 'd2').content.chart as { series: { name: string }[] }).series;
const rows = (d: Parameters<NonNullable<Phrasing['deck']>>[0]) =>
  (slide(d, 'd3').content.table as { rows: string[][] }).rows;
const items = (d: Parameters<NonNullable<Phrasing['deck']>>[0]) => slide(d, 's2').content.items as string[];

export const BLIND13: Phrasing[] = [
  // A rewording with its new words given is a change like any other.
  {
    say: "reword 'Open markets' to 'Open two new markets'",
    op: 'update bullets',
    deck: (d) => {
      items(d)[1] = 'Open two new markets';
    },
  },
  {
    say: "rephrase 'Hire engineers' to 'Hire ten engineers'",
    op: 'update bullets',
    deck: (d) => {
      items(d)[2] = 'Hire ten engineers';
    },
  },
  // One more of the selected slide's list, its noun left out.
  {
    say: 'add one more: Train managers',
    selected: 's2',
    op: 'update bullets',
    deck: (d) => void items(d).push('Train managers'),
  },
  {
    say: 'add another: Train managers',
    selected: 's2',
    op: 'update bullets',
    deck: (d) => void items(d).push('Train managers'),
  },
  // New words in quotes with a remark after them: the quoted words alone.
  {
    say: "make the title just 'Our priorities', it's too long",
    selected: 's2',
    op: 'update title',
    deck: (d) => {
      slide(d, 's2').title = 'Our priorities';
    },
  },
  {
    say: "change the title to 'Our priorities', the old one was too wordy",
    selected: 's2',
    op: 'update title',
    deck: (d) => {
      slide(d, 's2').title = 'Our priorities';
    },
  },
  // A new figure with a remark after it, or an apology: the figure alone.
  {
    say: 'revenue should be $4.5M, finance updated it',
    op: 'update metrics',
    deck: (d) => {
      (slide(d, 's3').content.metrics as { value: string }[])[0]!.value = '$4.5M';
    },
  },
  {
    say: 'revenue should be $4.5M sorry',
    op: 'update metrics',
    deck: (d) => {
      (slide(d, 's3').content.metrics as { value: string }[])[0]!.value = '$4.5M';
    },
  },
  // A place counted among the slides of a type: "the first chart", "the last table".
  {
    on: 'data',
    say: 'add speaker notes to the first chart: figures are audited',
    op: 'notes',
    deck: (d) => {
      slide(d, 'd2').notes = 'Figures are audited';
    },
  },
  { on: 'data', say: 'delete the last table', op: 'delete', deck: (d) => drop(d, 'd3') },
  { on: 'data', say: 'remove the 1st timeline slide', op: 'delete', deck: (d) => drop(d, 'd4') },
  // A step with its date after a comma, and its day, month and year ("10 Jun 2027").
  {
    on: 'data',
    say: 'add a last step: Review, 10 Oct 2027',
    op: 'update timeline',
    deck: (d) => void steps(d).push({ label: 'Review', date: '10 Oct 2027' }),
  },
  {
    on: 'data',
    say: 'add a final milestone Handover on 3 November 2027',
    op: 'update timeline',
    deck: (d) => void steps(d).push({ label: 'Handover', date: '3 November 2027' }),
  },
  // A chart's series renamed (a command of its own, series_name); its values stay.
  {
    on: 'data',
    say: 'rename the series on the revenue chart to Revenue 2026 (€M)',
    op: 'update chart',
    deck: (d) => {
      series(d)[0]!.name = 'Revenue 2026 (€M)';
    },
  },
  {
    on: 'data',
    say: 'rename the series to Net revenue',
    selected: 'd2',
    op: 'update chart',
    deck: (d) => {
      series(d)[0]!.name = 'Net revenue';
    },
  },
  {
    on: 'data',
    say: 'call the Revenue series Sales',
    op: 'update chart',
    deck: (d) => {
      series(d)[0]!.name = 'Sales';
    },
  },
  // A remark after the last comma, when the whole is not understood: the command without it.
  {
    say: "take out 'Open markets' from the priorities, we're folding that into growth",
    op: 'update bullets',
    deck: (d) => {
      items(d).splice(1, 1);
    },
  },
  // Asked to invent a quote, a figure or a name: refused, nothing changed.
  {
    say: 'add a testimonial from a happy customer to the results slide, just make one up',
    op: 'question or refusal',
    answer: /won't make up/,
  },
  { say: 'fake a few customer quotes for slide 2', op: 'question or refusal', answer: /won't make up/ },
  // "make up" of a share is no such ask.
  {
    say: 'add a bullet to the priorities: plants make up a third of sales',
    op: 'update bullets',
    deck: (d) => void items(d).push('Plants make up a third of sales'),
  },
  // A table's rows in the order of a column (table_sort): figures biggest first unless said,
  // words A to Z.
  {
    on: 'data',
    say: 'sort the pricing table by price, biggest first',
    op: 'update table',
    deck: (d) => void rows(d).reverse(),
  },
  {
    on: 'data',
    say: 'sort it by seats',
    selected: 'd3',
    op: 'update table',
    deck: (d) => void rows(d).reverse(),
  },
  {
    on: 'data',
    say: 'order the rows of the pricing table by plan, z to a',
    op: 'update table',
    deck: (d) => void rows(d).reverse(),
  },
  { on: 'data', say: 'sort the table by price ascending', op: 'update table' },
  // An order without "by" is the deck's, not a table's.
  {
    on: 'data',
    say: 'reorder the slides so the plan comes before the pricing',
    op: 'move',
    deck: (d) => order(d, ['d1', 'd2', 'd4', 'd3', 'd5']),
  },
  // Only a direction said: by the first column.
  {
    on: 'data',
    say: 'sort the pricing table z to a',
    op: 'update table',
    deck: (d) => void rows(d).reverse(),
  },
  // Questions answered from the deck, nothing changed: a chart's total, the slide count and
  // which slides hold more bullets than a number; "dont change anything" asks for nothing more.
  {
    on: 'data',
    say: 'whats the total of the bars on the revenue chart? dont change anything',
    op: 'question or refusal',
    answer: /€17\.6M \(4\.1 \+ 5\.6 \+ 7\.9\)/,
  },
  {
    on: 'data',
    say: 'what do the values add up to',
    selected: 'd2',
    op: 'question or refusal',
    answer: /€17\.6M/,
  },
  {
    say: 'great, how many slides is it now and is any slide over 2 bullets? just tell me',
    op: 'question or refusal',
    answer: /5 slides[\s\S]*More than 2 bullets: slide 2 \(3\)/,
  },
  {
    say: 'how many slides are there, and does any have more than 5 bullets?',
    op: 'question or refusal',
    answer: /No slide has more than 5 bullets \(the most on one slide is 3\)/,
  },
  // A day without its month could be any date the deck shows: asked, nothing changed.
  {
    on: 'data',
    say: 'change the date to the 15th',
    op: 'question or refusal',
    answer: /Which date do you mean/,
  },
  {
    say: 'how many slides do we have, is any slide over 3 bullets',
    op: 'question or refusal',
    answer: /No slide has more than 3 bullets \(the most on one slide is 3\)/,
  },
  // A chart's pairs typed with nothing between them; its name before the colon after "with";
  // quarters given the one year its name says; its title said in a sentence of its own.
  {
    on: 'data',
    say: 'add a chart with web orders per quarter 2025: Q1 310 Q2 355 Q3 298. title it "Orders held up"',
    op: 'add chart',
    deck: (d) =>
      add(d, 5, {
        type: 'chart',
        title: 'Orders held up',
        content: {
          chart: {
            kind: 'bar',
            categories: ['Q1 2025', 'Q2 2025', 'Q3 2025'],
            series: [{ name: 'Web orders per quarter 2025', values: [310, 355, 298] }],
          },
        },
      }),
  },
  {
    on: 'data',
    say: 'add a chart after the revenue slide with visitors: 2023 1.1 2024 1.4 2025 1.9',
    op: 'add chart',
    deck: (d) =>
      add(d, 2, {
        type: 'chart',
        title: 'Visitors',
        content: {
          chart: {
            kind: 'bar',
            categories: ['2023', '2024', '2025'],
            series: [{ name: 'Visitors', values: [1.1, 1.4, 1.9] }],
          },
        },
      }),
  },
  // A total row: each column of figures summed as its cells are written.
  {
    on: 'data',
    say: 'on the pricing table add a totals line at the bottom',
    op: 'update table',
    deck: (d) => void rows(d).push(['Total', '€35', '6']),
  },
  {
    on: 'data',
    say: 'add a total row to it',
    selected: 'd3',
    op: 'update table',
    deck: (d) => void rows(d).push(['Total', '€35', '6']),
  },
];
