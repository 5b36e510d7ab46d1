import type { Chart, Table, TimelineStep } from '../../common/slides/content';
import { add, patch, type TableDeck } from './deck';
import type { Phrasing } from './types';

/**
 * Issue 31's commands for the data slides, as rows on the data deck (dataDeck.ts): charts, tables
 * and timelines added with their data, a chart's kind, look, unit and series, a table's rows and a
 * timeline's steps. Read by the data frames (server/ai/offline/dataFrames.ts) and resolved by the
 * same rules a model's commands are.
 */
const D = 'data' as const;

const REVENUE: Chart = {
  kind: 'bar',
  categories: ['2022', '2023', '2024'],
  series: [{ name: 'Revenue', values: [4.1, 5.6, 7.9] }],
  unit: '€M',
};
/** The deck's chart (slide 2) as the command leaves it. */
const chart =
  (change: Partial<Chart>, drop: (keyof Chart)[] = []) =>
  (d: TableDeck) => {
    const next: Chart = { ...REVENUE, ...change };
    for (const k of drop) delete next[k];
    patch(d, 'd2', { chart: next });
  };
const withCosts = chart({
  series: [...REVENUE.series, { name: 'Costs', values: [3, 4, 5] }],
});
const with2025 = chart({
  categories: [...REVENUE.categories, '2025'],
  series: [{ name: 'Revenue', values: [4.1, 5.6, 7.9, 9.2] }],
});
const value2023 = chart({ series: [{ name: 'Revenue', values: [4.1, 5.8, 7.9] }] });
/** A new chart slide at the end. */
const newChart = (title: string, c: Chart) => (d: TableDeck) =>
  add(d, 5, { type: 'chart', title, content: { chart: c } });

const PRICING: Table = {
  header: ['Plan', 'Price', 'Seats'],
  rows: [
    ['Basic', '€10', '1'],
    ['Team', '€25', '5'],
  ],
};
const rows = (r: string[][]) => (d: TableDeck) => patch(d, 'd3', { table: { ...PRICING, rows: r } });
const withPro = rows([...PRICING.rows, ['Pro', '€49', '10']]);
const newTable = (title: string, t: Table) => (d: TableDeck) =>
  add(d, 5, { type: 'table', title, content: { table: t } });
const PLAN_COLUMNS = ['Plan', 'Price', 'Seats'];

const STEPS: TimelineStep[] = [
  { label: 'Discovery', date: 'May' },
  { label: 'Build', date: 'June to August' },
  { label: 'Launch', date: 'September' },
];
const steps = (more: TimelineStep[]) => (d: TableDeck) => patch(d, 'd4', { steps: [...STEPS, ...more] });
const withHandover = steps([{ label: 'Handover', date: 'October' }]);
const newTimeline = (title: string, s: TimelineStep[]) => (d: TableDeck) =>
  add(d, 5, { type: 'timeline', title, content: { steps: s } });

export const DATA_COMMANDS: Phrasing[] = [
  // A new type keeps the data it can draw: a chart becomes the table of its values.
  {
    on: D,
    say: 'turn slide 2 into a table',
    op: 'change type',
    deck: (d) => {
      patch(d, 'd2', {
        table: {
          header: ['', 'Revenue (€M)'],
          rows: [
            ['2022', '4.1'],
            ['2023', '5.6'],
            ['2024', '7.9'],
          ],
        },
      });
      d.slides[1]!.type = 'table';
    },
  },
  // A chart with its data.
  {
    on: D,
    say: 'add a bar chart of revenue: 2022 4.1, 2023 5.6, 2024 7.9',
    op: 'add chart',
    deck: newChart('Revenue', { kind: 'bar', categories: REVENUE.categories, series: REVENUE.series }),
  },
  {
    on: D,
    say: 'Create a line chart showing users: Jan 1,200, Feb 1,450, Mar 1,710',
    op: 'add chart',
    deck: newChart('Users', {
      kind: 'line',
      categories: ['Jan', 'Feb', 'Mar'],
      series: [{ name: 'Users', values: [1200, 1450, 1710] }],
    }),
  },
  {
    on: D,
    say: 'new chart slide called Costs - Q1 €3.2M; Q2 €3.6M; Q3 €4.1M',
    op: 'add chart',
    deck: newChart('Costs', {
      kind: 'bar',
      categories: ['Q1', 'Q2', 'Q3'],
      series: [{ name: 'Costs', values: [3.2, 3.6, 4.1] }],
      unit: '€M',
    }),
  },
  {
    on: D,
    say: 'chart revenue by year: 2022 €4.1M; 2023 €5.6M; 2024 €7.9M',
    op: 'add chart',
    deck: newChart('Revenue by year', {
      ...REVENUE,
      series: [{ name: 'Revenue by year', values: [4.1, 5.6, 7.9] }],
    }),
  },
  {
    on: D,
    say: 'plot churn: Q1 3.1%, Q2 2.8%, Q3 2.5% as a line chart',
    op: 'add chart',
    deck: newChart('Churn', {
      kind: 'line',
      categories: ['Q1', 'Q2', 'Q3'],
      series: [{ name: 'Churn', values: [3.1, 2.8, 2.5] }],
      unit: '%',
    }),
  },
  {
    on: D,
    say: 'show churn: Q1 3.1%, Q2 2.8% as a line chart',
    op: 'add chart',
    deck: newChart('Churn', {
      kind: 'line',
      categories: ['Q1', 'Q2'],
      series: [{ name: 'Churn', values: [3.1, 2.8] }],
      unit: '%',
    }),
  },
  // Its place said before its data.
  {
    on: D,
    say: 'insert a timeline slide before next steps: Kickoff in November, Build in December, Launch in January',
    op: 'add timeline',
    deck: (d) =>
      add(d, 4, {
        type: 'timeline',
        title: 'Timeline',
        content: {
          steps: [
            { label: 'Kickoff', date: 'November' },
            { label: 'Build', date: 'December' },
            { label: 'Launch', date: 'January' },
          ],
        },
      }),
  },
  {
    on: D,
    say: 'add a table after the Plan slide: Plan, Price, Seats',
    op: 'add table',
    deck: (d) =>
      add(d, 4, { type: 'table', title: 'Table', content: { table: { header: PLAN_COLUMNS, rows: [] } } }),
  },
  {
    on: D,
    say: 'add a pie chart of budget: People 50%, Cloud 30%, Other 20%',
    op: 'add chart',
    deck: newChart('Budget', {
      kind: 'pie',
      categories: ['People', 'Cloud', 'Other'],
      series: [{ name: 'Budget', values: [50, 30, 20] }],
      unit: '%',
    }),
  },
  {
    on: D,
    say: 'insert a horizontal bar chart titled Market share with Acme 40, Globex 35 and Initech 25',
    op: 'add chart',
    deck: newChart('Market share', {
      kind: 'bar',
      categories: ['Acme', 'Globex', 'Initech'],
      series: [{ name: 'Market share', values: [40, 35, 25] }],
      horizontal: true,
    }),
  },
  {
    on: D,
    say: 'add a doughnut chart of spend in €k: People 50, Cloud 30, Travel 20',
    op: 'add chart',
    deck: newChart('Spend', {
      kind: 'doughnut',
      categories: ['People', 'Cloud', 'Travel'],
      series: [{ name: 'Spend', values: [50, 30, 20] }],
      unit: '€k',
    }),
  },
  {
    on: D,
    say: 'add a line chart of visitors: 2022 2.022,5, 2023 3.140,75',
    op: 'add chart',
    deck: newChart('Visitors', {
      kind: 'line',
      categories: ['2022', '2023'],
      series: [{ name: 'Visitors', values: [2022.5, 3140.75] }],
    }),
  },
  {
    on: D,
    say: 'add a stacked bar chart of sales: North 12, South -3, West 9.',
    op: 'add chart',
    deck: newChart('Sales', {
      kind: 'bar',
      categories: ['North', 'South', 'West'],
      series: [{ name: 'Sales', values: [12, -3, 9] }],
      stacked: true,
    }),
  },
  {
    on: D,
    say: 'add a bar chart of revenue: 2022 4.1, 2023 lots',
    op: 'question or refusal',
    answer: /“lots” \(for 2023\) is not a number/,
  },
  {
    on: D,
    say: 'add a chart: Jan 4,1, Feb 5,2',
    op: 'question or refusal',
    answer: /“4,1” \(for Jan\) is not a number/,
  },
  {
    on: D,
    say: 'add a bar chart of revenue: 2022 €4.1M, 2023 5.6%',
    op: 'question or refusal',
    answer: /different units/,
  },

  // A chart's kind, look and unit.
  { on: D, say: 'make it a line chart', op: 'update chart', selected: 'd2', deck: chart({ kind: 'line' }) },
  { on: D, say: 'make it a doughnut chart', op: 'update chart', deck: chart({ kind: 'doughnut' }) },
  { on: D, say: 'turn the revenue chart into a pie chart', op: 'update chart', deck: chart({ kind: 'pie' }) },
  { on: D, say: 'Change the chart to a line graph', op: 'update chart', deck: chart({ kind: 'line' }) },
  { on: D, say: 'switch slide 2 to pie', op: 'update chart', deck: chart({ kind: 'pie' }) },
  { on: D, say: 'use a line chart for the Revenue slide', op: 'update chart', deck: chart({ kind: 'line' }) },
  { on: D, say: 'show the chart as horizontal bars', op: 'update chart', deck: chart({ horizontal: true }) },
  { on: D, say: 'make the chart horizontal', op: 'update chart', deck: chart({ horizontal: true }) },
  { on: D, say: 'stack the bars', op: 'update chart', deck: chart({ stacked: true }) },
  { on: D, say: 'stack the bars on the revenue chart', op: 'update chart', deck: chart({ stacked: true }) },
  // Not stacked already: the look is set all the same, and the deck reads as before.
  { on: D, say: 'unstack the bars', op: 'update chart', answer: /^Slide 2: changed the chart/ },
  { on: D, say: 'switch to a line chart', op: 'update chart', deck: chart({ kind: 'line' }) },
  {
    on: D,
    say: 'go to horizontal bars',
    op: 'update chart',
    selected: 'd2',
    deck: chart({ horizontal: true }),
  },
  { on: D, say: 'rename the chart unit to €m', op: 'update chart', deck: chart({ unit: '€m' }) },
  {
    on: D,
    say: 'set the unit of the revenue chart to $bn',
    op: 'update chart',
    deck: chart({ unit: '$bn' }),
  },
  { on: D, say: "the chart's unit should be %", op: 'update chart', deck: chart({ unit: '%' }) },
  { on: D, say: 'show the values in £k', op: 'update chart', deck: chart({ unit: '£k' }) },
  {
    on: D,
    say: 'show the values on the revenue chart in $bn',
    op: 'update chart',
    deck: chart({ unit: '$bn' }),
  },
  { on: D, say: 'put €bn on the y axis', op: 'update chart', deck: chart({ unit: '€bn' }) },
  // A chart labels its values always: said so, and anything asked with it is done.
  {
    on: D,
    say: 'label the bars with their values',
    op: 'question or refusal',
    answer: /always shows its values/,
  },
  {
    on: D,
    say: 'label the bars with their values and make it a line chart',
    op: 'update chart',
    deck: chart({ kind: 'line' }),
  },
  { on: D, say: 'remove the chart unit', op: 'update chart', deck: chart({}, ['unit']) },
  {
    on: D,
    say: 'make slide 5 a line chart',
    op: 'question or refusal',
    answer: /Slide 5 is not a chart slide/,
  },
  // A series.
  { on: D, say: 'add a series Costs: 3, 4, 5 to the chart', op: 'update chart', deck: withCosts },
  // A timeline's dates moved, its labels kept.
  {
    on: D,
    say: 'in the plan, push every step back one month',
    op: 'update timeline',
    deck: (d) =>
      patch(d, 'd4', {
        steps: [
          { label: 'Discovery', date: 'June' },
          { label: 'Build', date: 'July to September' },
          { label: 'Launch', date: 'October' },
        ],
      }),
  },
  {
    on: D,
    say: 'push all the dates back by 2 months',
    op: 'update timeline',
    deck: (d) =>
      patch(d, 'd4', {
        steps: [
          { label: 'Discovery', date: 'July' },
          { label: 'Build', date: 'August to October' },
          { label: 'Launch', date: 'November' },
        ],
      }),
  },
  {
    on: D,
    say: 'move every milestone later by 1 month on the roadmap',
    op: 'update timeline',
    deck: (d) =>
      patch(d, 'd4', {
        steps: [
          { label: 'Discovery', date: 'June' },
          { label: 'Build', date: 'July to September' },
          { label: 'Launch', date: 'October' },
        ],
      }),
  },
  {
    on: D,
    say: 'move all the milestones 2 months earlier',
    op: 'update timeline',
    deck: (d) =>
      patch(d, 'd4', {
        steps: [
          { label: 'Discovery', date: 'March' },
          { label: 'Build', date: 'April to June' },
          { label: 'Launch', date: 'July' },
        ],
      }),
  },
  // A data point added (after the others), or one value changed.
  { on: D, say: 'add 2025 at 9.2', op: 'update chart', deck: with2025 },
  {
    on: D,
    say: 'add a data point 2025: €9.2M to the revenue chart',
    op: 'update chart',
    deck: with2025,
  },
  { on: D, say: 'add a year 2025 9.2', op: 'update chart', deck: with2025 },
  { on: D, say: '2023 was actually 5.8 not 5.6', op: 'update chart', deck: value2023 },
  { on: D, say: 'revenue chart: 2023 was really 5.8, not 5.6', op: 'update chart', deck: value2023 },
  { on: D, say: 'set 2023 to 5.8 on the revenue chart', op: 'update chart', deck: value2023 },
  { on: D, say: '2023 is actually 5.8', op: 'update chart', deck: value2023 },
  { on: D, say: '2023 is actually 5.8 on the revenue chart', op: 'update chart', deck: value2023 },
  { on: D, say: 'add 2023 at 6', op: 'question or refusal', answer: /already has “2023”/ },
  { on: D, say: '2021 was actually 3 not 2', op: 'question or refusal', answer: /has no “2021”/ },
  {
    on: D,
    say: 'Add Costs 3, 4 and 5 as a series to the revenue chart',
    op: 'update chart',
    deck: withCosts,
  },
  { on: D, say: 'append a data series called Costs with 3; 4; 5', op: 'update chart', deck: withCosts },
  { on: D, say: 'on the chart slide, add series Costs 3, 4, 5', op: 'update chart', deck: withCosts },
  { on: D, say: 'add Costs 3, 4, 5 to the revenue chart', op: 'update chart', deck: withCosts },
  { on: D, say: 'add a series Costs: €3M, €4M, €5M to slide 2', op: 'update chart', deck: withCosts },
  {
    on: D,
    say: 'add a series Costs: 3, 4 to the chart',
    op: 'question or refusal',
    answer: /“Costs” has 2 values, but the chart has 3 categories \(2022, 2023, 2024\)/,
  },
  {
    on: D,
    say: 'add a series Costs: 3, x, 5 to the chart',
    op: 'question or refusal',
    answer: /“x” \(for Costs\) is not a number/,
  },

  // A table with its header.
  {
    on: D,
    say: 'add a table with columns Plan, Price, Seats',
    op: 'add table',
    deck: newTable('Table', { header: PLAN_COLUMNS, rows: [] }),
  },
  {
    on: D,
    say: 'create a pricing table with headers Plan | Price | Seats',
    op: 'add table',
    deck: newTable('Pricing', { header: PLAN_COLUMNS, rows: [] }),
  },
  {
    on: D,
    say: 'new table called Plans: Plan, Price, Seats',
    op: 'add table',
    deck: newTable('Plans', { header: PLAN_COLUMNS, rows: [] }),
  },
  {
    on: D,
    say: 'Add a table slide titled Tiers with the columns Plan, Price and Seats',
    op: 'add table',
    deck: newTable('Tiers', { header: PLAN_COLUMNS, rows: [] }),
  },
  {
    on: D,
    say: 'add a table with columns Plan, Price, Seats and rows Basic, €10, 1; Pro, €49, 10',
    op: 'add table',
    deck: newTable('Table', {
      header: PLAN_COLUMNS,
      rows: [
        ['Basic', '€10', '1'],
        ['Pro', '€49', '10'],
      ],
    }),
  },
  {
    on: D,
    say: 'insert a table: Region | Q1 | Q2',
    op: 'add table',
    deck: newTable('Table', { header: ['Region', 'Q1', 'Q2'], rows: [] }),
  },
  // Its rows.
  { on: D, say: 'add a row Pro, €49, 10 to the table', op: 'update table', deck: withPro },
  { on: D, say: 'Append Pro, €49, 10 as a new row to the pricing table', op: 'update table', deck: withPro },
  { on: D, say: 'add a row: Pro | €49 | 10', op: 'update table', deck: withPro },
  {
    on: D,
    say: 'on the Pricing slide, add a row with Pro, €1,200 and 10',
    op: 'update table',
    deck: rows([...PRICING.rows, ['Pro', '€1,200', '10']]),
  },
  {
    on: D,
    say: 'insert a new row Enterprise, on request, 50 in the table',
    op: 'update table',
    deck: rows([...PRICING.rows, ['Enterprise', 'on request', '50']]),
  },
  {
    on: D,
    say: 'add a row Pro, €49 to slide 3',
    op: 'update table',
    deck: rows([...PRICING.rows, ['Pro', '€49', '']]),
  },
  { on: D, say: 'remove the last row', op: 'update table', deck: rows([PRICING.rows[0]!]) },
  { on: D, say: 'delete row 1 from the pricing table', op: 'update table', deck: rows([PRICING.rows[1]!]) },
  { on: D, say: 'drop the Basic row', op: 'update table', deck: rows([PRICING.rows[1]!]) },
  {
    on: D,
    say: 'get rid of the second row of the table',
    op: 'update table',
    deck: rows([PRICING.rows[0]!]),
  },
  { on: D, say: 'Remove the row starting with Team', op: 'update table', deck: rows([PRICING.rows[0]!]) },
  {
    on: D,
    say: 'delete row 5 of the table',
    op: 'question or refusal',
    answer: /has 2 rows, so there is no such row/,
  },
  {
    on: D,
    say: 'add a row A, B, C, D to the table',
    op: 'question or refusal',
    answer: /That row has 4 cells, but the table has 3 columns \(Plan, Price, Seats\)/,
  },

  // A timeline with its steps.
  {
    on: D,
    say: 'add a timeline: Discovery in May, Build June to August, Launch in September',
    op: 'add timeline',
    deck: newTimeline('Timeline', STEPS),
  },
  {
    on: D,
    say: 'create a roadmap slide with Discovery (May), Build (June–August), Launch (September)',
    op: 'add timeline',
    deck: newTimeline('Timeline', [
      { label: 'Discovery', date: 'May' },
      { label: 'Build', date: 'June–August' },
      { label: 'Launch', date: 'September' },
    ]),
  },
  {
    on: D,
    say: 'add a timeline called Launch plan: Q1: Research; Q2: Build; Q3: Launch',
    op: 'add timeline',
    deck: newTimeline('Launch plan', [
      { label: 'Research', date: 'Q1' },
      { label: 'Build', date: 'Q2' },
      { label: 'Launch', date: 'Q3' },
    ]),
  },
  {
    on: D,
    say: 'new timeline with phases Discovery - May, Build - June to August, Launch - September',
    op: 'add timeline',
    deck: newTimeline('Timeline', STEPS),
  },
  {
    on: D,
    say: 'Add a project timeline: Kick-off week 1, Design weeks 2-4 and Go-live week 5',
    op: 'add timeline',
    deck: newTimeline('Project', [
      { label: 'Kick-off', date: 'week 1' },
      { label: 'Design', date: 'weeks 2-4' },
      { label: 'Go-live', date: 'week 5' },
    ]),
  },
  { on: D, say: 'add a timeline: Discovery in May', op: 'question or refusal', answer: /2 to 8 steps/ },
  // Its steps.
  { on: D, say: 'add a step Handover in October to the timeline', op: 'update timeline', deck: withHandover },
  {
    on: D,
    say: 'add Handover (October) as a new milestone to the Plan slide',
    op: 'update timeline',
    deck: withHandover,
  },
  { on: D, say: 'append a phase: Handover in October', op: 'update timeline', deck: withHandover },
  {
    on: D,
    say: 'on the timeline slide, add step Handover October',
    op: 'update timeline',
    deck: withHandover,
  },
  {
    on: D,
    say: 'add steps Handover in October and Support from November to the timeline',
    op: 'update timeline',
    deck: steps([
      { label: 'Handover', date: 'October' },
      { label: 'Support', date: 'November' },
    ]),
  },
];
