import type { TimelineStep } from '../../common/slides/content';
import { add, patch, type TableDeck } from './deck';
import type { Phrasing } from './types';

/**
 * Rows for what blind set 6 (server/ai/offline/blind6Commands.test.ts) found missing, each read by
 * the grammar's tables, not by code of its own.
 */
const D = 'data' as const;

/** The data deck's timeline (slide 4, titled "Plan") with these steps. */
const plan = (steps: TimelineStep[]) => (d: TableDeck) => patch(d, 'd4', { steps });
const MONTH_LATER = plan([
  { label: 'Discovery', date: 'June' },
  { label: 'Build', date: 'July to September' },
  { label: 'Launch', date: 'October' },
]);

export const BLIND6: Phrasing[] = [
  // A bare noun phrase that is a slide's title names that slide: "the plan" is the slide "Plan",
  // as "the plan slide" is.
  { on: D, say: 'push the plan back one month', op: 'update timeline', deck: MONTH_LATER },
  { on: D, say: 'delay the plan by a month', op: 'update timeline', deck: MONTH_LATER },
  { on: D, say: 'the plan: push everything back a month', op: 'update timeline', deck: MONTH_LATER },
  { on: D, say: 'In the Plan, push all the dates back one month', op: 'update timeline', deck: MONTH_LATER },
  {
    on: D,
    say: 'in the plan, change Build to Build and test',
    op: 'update timeline',
    deck: plan([
      { label: 'Discovery', date: 'May' },
      { label: 'Build and test', date: 'June to August' },
      { label: 'Launch', date: 'September' },
    ]),
  },
  {
    on: D,
    say: 'in the next steps, remove the second bullet',
    op: 'update bullets',
    deck: (d) => patch(d, 'd5', { items: ['Sign'] }),
  },
  {
    on: D,
    say: 'swap Sign and Kick off in the next steps',
    op: 'update bullets',
    deck: (d) => patch(d, 'd5', { items: ['Kick off', 'Sign'] }),
  },
  {
    say: 'on the priorities, change Grow revenue to Double revenue',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Double revenue', 'Open markets', 'Hire engineers'] }),
  },
  { on: D, say: 'push the dates of the plan back a month', op: 'update timeline', deck: MONTH_LATER },
  // After a value, "to the plan" or "in the next steps" is that slide when the deck has it; its
  // article says it is a name ("add a step Launch to the market" keeps its words).
  {
    on: D,
    say: 'add a step to the plan: Handover in October',
    op: 'update timeline',
    deck: plan([
      { label: 'Discovery', date: 'May' },
      { label: 'Build', date: 'June to August' },
      { label: 'Launch', date: 'September' },
      { label: 'Handover', date: 'October' },
    ]),
  },
  {
    on: D,
    say: 'add a step Handover in October to the plan',
    op: 'update timeline',
    deck: plan([
      { label: 'Discovery', date: 'May' },
      { label: 'Build', date: 'June to August' },
      { label: 'Launch', date: 'September' },
      { label: 'Handover', date: 'October' },
    ]),
  },
  {
    on: D,
    say: 'add a row to the pricing: Pro, €49, 10',
    op: 'update table',
    deck: (d) =>
      patch(d, 'd3', {
        table: {
          header: ['Plan', 'Price', 'Seats'],
          rows: [
            ['Basic', '€10', '1'],
            ['Team', '€25', '5'],
            ['Pro', '€49', '10'],
          ],
        },
      }),
  },
  {
    on: D,
    say: 'add a series to the chart: Costs 3, 4, 5',
    op: 'update chart',
    deck: (d) =>
      patch(d, 'd2', {
        chart: {
          kind: 'bar',
          categories: ['2022', '2023', '2024'],
          series: [
            { name: 'Revenue', values: [4.1, 5.6, 7.9] },
            { name: 'Costs', values: [3, 4, 5] },
          ],
          unit: '€M',
        },
      }),
  },
  {
    on: D,
    say: 'add a bullet Review to the next steps',
    op: 'update bullets',
    deck: (d) => patch(d, 'd5', { items: ['Sign', 'Kick off', 'Review'] }),
  },
  {
    on: D,
    say: 'add a step Launch to the market',
    op: 'update timeline',
    deck: plan([
      { label: 'Discovery', date: 'May' },
      { label: 'Build', date: 'June to August' },
      { label: 'Launch', date: 'September' },
      { label: 'Launch to the market' },
    ]),
  },
  {
    say: 'change the title to Outcomes in the results',
    op: 'update title',
    deck: (d) => {
      d.slides[2]!.title = 'Outcomes';
    },
  },
  // Said of "the plan" as of "the plan slide": shortening needs a language model either way.
  { on: D, say: 'shorten the plan', op: 'question or refusal', answer: /can't rewrite/ },

  // A slide added with a measure and its parts ("with the budget: design 12k, …"): a chart of
  // it, a doughnut when the parts make a whole. Figures of different things stay bullets.
  {
    say: 'add a new slide at the end with the budget: design 12k, dev 30k, testing 8k',
    op: 'add chart',
    deck: (d) =>
      add(d, 5, {
        type: 'chart',
        title: 'Budget',
        content: {
          chart: {
            kind: 'doughnut',
            categories: ['Design', 'Dev', 'Testing'],
            series: [{ name: 'Budget', values: [12, 30, 8] }],
            unit: 'k',
          },
        },
      }),
  },
  {
    say: 'add a slide called Markets with the regions: Europe 40%, Asia 35%, Americas 25%',
    op: 'add chart',
    deck: (d) =>
      add(d, 5, {
        type: 'chart',
        title: 'Markets',
        content: {
          chart: {
            kind: 'bar',
            categories: ['Europe', 'Asia', 'Americas'],
            series: [{ name: 'Regions', values: [40, 35, 25] }],
            unit: '%',
          },
        },
      }),
  },
  {
    say: 'add a slide with revenue 4M, users 1.2M',
    op: 'add content',
    deck: (d) =>
      add(d, 5, { type: 'content', title: 'New Slide', content: { items: ['Revenue 4M', 'Users 1.2M'] } }),
  },
  // A title written from the slide's own figures: what they show, never invented words.
  {
    on: D,
    say: 'make the title of the revenue chart say what the numbers show',
    op: 'update title',
    deck: (d) => {
      d.slides[1]!.title = 'Revenue up 93% since 2022';
    },
  },
  {
    on: D,
    say: 'can you change the chart title so it says what to see',
    op: 'update title',
    deck: (d) => {
      d.slides[1]!.title = 'Revenue up 93% since 2022';
    },
  },
  ...[
    'make the revenue chart title tell the takeaway',
    'rewrite the title of slide 2 to state the point',
    'change the chart title so it says what to see',
    'write a takeaway title for slide 2',
  ].map(
    (say): Phrasing => ({
      on: D,
      say,
      op: 'update title',
      deck: (d) => {
        d.slides[1]!.title = 'Revenue up 93% since 2022';
      },
    }),
  ),
  ...[
    'make the title say what the numbers mean',
    'change the title so that it shows what the figures show',
  ].map(
    (say): Phrasing => ({
      on: D,
      say,
      selected: 'd2',
      op: 'update title',
      deck: (d) => {
        d.slides[1]!.title = 'Revenue up 93% since 2022';
      },
    }),
  ),
  {
    say: 'give the results slide a takeaway title',
    op: 'update title',
    deck: (d) => {
      d.slides[2]!.title = '$4M revenue';
    },
  },
  {
    say: 'make the title of slide 2 say what the numbers mean',
    op: 'question or refusal',
    answer: /no figures/,
  },
  // A table's column: blank cells, or each row's change on the row before when the heading says so.
  {
    on: D,
    say: 'add a column Owner to the pricing table',
    op: 'update table',
    deck: (d) =>
      patch(d, 'd3', {
        table: {
          header: ['Plan', 'Price', 'Seats', 'Owner'],
          rows: [
            ['Basic', '€10', '1', ''],
            ['Team', '€25', '5', ''],
          ],
        },
      }),
  },
  {
    on: D,
    say: 'add a column "vs previous plan"',
    op: 'update table',
    deck: (d) =>
      patch(d, 'd3', {
        table: {
          header: ['Plan', 'Price', 'Seats', 'vs previous plan'],
          rows: [
            ['Basic', '€10', '1', '–'],
            ['Team', '€25', '5', '+4'],
          ],
        },
      }),
  },
  {
    on: D,
    say: 'add a column "growth %" to the pricing table',
    op: 'update table',
    deck: (d) =>
      patch(d, 'd3', {
        table: {
          header: ['Plan', 'Price', 'Seats', 'growth %'],
          rows: [
            ['Basic', '€10', '1', '–'],
            ['Team', '€25', '5', '+400.0%'],
          ],
        },
      }),
  },
  // The slide said first, a colon or a dash, then the command.
  {
    say: 'the priorities slide: delete the 2nd bullet',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Hire engineers'] }),
  },
  {
    say: 'results slide – add a metric NPS 61',
    op: 'update metrics',
    deck: (d) =>
      patch(d, 's3', {
        metrics: [
          { value: '$4M', label: 'Revenue' },
          { value: '61', label: 'NPS' },
        ],
      }),
  },
  {
    on: D,
    say: 'the plan: add a step Handover in October',
    op: 'update timeline',
    deck: plan([
      { label: 'Discovery', date: 'May' },
      { label: 'Build', date: 'June to August' },
      { label: 'Launch', date: 'September' },
      { label: 'Handover', date: 'October' },
    ]),
  },
  {
    say: 'slide 2 - remove the bullet about engineers',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets'] }),
  },
  { say: 'the belief slide: tighten the wording', op: 'question or refusal', answer: /can't rewrite/ },
  // Without a verb after the colon, the words are a title or a new slide's, as before.
  {
    say: 'add a slide: Pricing',
    op: 'add content',
    deck: (d) => add(d, 5, { type: 'content', title: 'Pricing' }),
  },
];
