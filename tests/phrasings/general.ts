import { add, copyOf, order, patch, slide, type TableDeck } from './deck';
import type { Phrasing } from './types';

/**
 * Capabilities made general from blind set 8's tuning misses (tests/briefs/blind8), each said in
 * other words than the tester's so that the capability, not the phrasing, is what is tested.
 */
export const GENERAL: Phrasing[] = [
  // A figure said without the old one's currency or unit keeps them.
  {
    say: 'the revenue should be 4.5M',
    op: 'update metrics',
    deck: (d) => patch(d, 's3', { metrics: [{ value: '$4.5M', label: 'Revenue' }] }),
  },
  // A text found on several slides: which is asked, nothing changes.
  { say: 'replace revenue with income', op: 'question or refusal', answer: /2 slides/ },
  // A correction of a field's words, "X not Y": a replace in that field only.
  {
    say: 'correct the title on slide 1: Growth Plan not Growth Strategy',
    op: 'update title',
    deck: (d) => {
      slide(d, 's1').title = 'Growth Plan';
    },
  },
  {
    say: 'the belief text should read Focus instead of Speed',
    op: 'update text',
    deck: (d) => patch(d, 's4', { text: 'Focus wins' }),
  },
  {
    say: "it's 5M not 4M on the results slide",
    op: 'update metrics',
    deck: (d) => patch(d, 's3', { metrics: [{ value: '$5M', label: 'Revenue' }] }),
  },
  {
    say: 'should be Hire designers instead of Hire engineers',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire designers'] }),
  },
  // A bullet by its words, then a noun for a bullet ("point", "line", "item").
  {
    say: 'drop the open markets line',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Hire engineers'] }),
  },
  {
    say: 'please delete the hire engineers point from priorities',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets'] }),
  },
  // A bullet by its place after its slide, with a typo in "should".
  {
    say: 'priorities - 3rd point shoud read Hire designers',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire designers'] }),
  },
  {
    say: 'remove the open markets one',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Hire engineers'] }),
  },
  { say: 'delete the last one', op: 'delete', deck: (d) => void d.slides.pop() },
  // A bullet by its words, rewritten.
  {
    say: 'the grow revenue one should say Grow profit',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow profit', 'Open markets', 'Hire engineers'] }),
  },
  {
    say: 'the open markets point should read Open Spain and Italy',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open Spain and Italy', 'Hire engineers'] }),
  },
  {
    say: 'change the hire engineers line on priorities to Hire 5 engineers',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire 5 engineers'] }),
  },
  {
    say: 'on priorities, the first item should be Grow profit',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow profit', 'Open markets', 'Hire engineers'] }),
  },
  // One side of a comparison by its heading, no slide named.
  {
    say: 'relabel the them side as Incumbents',
    op: 'update comparison',
    on: 'pitch',
    deck: (d) =>
      patch(d, 'p6', {
        comparison: {
          left: { title: 'Us', items: ['Fast', 'Local'] },
          right: { title: 'Incumbents', items: ['Slow'] },
        },
      }),
  },
  // Commands in other languages: their verbs, slide and bullet words, articles and ordinals.
  {
    say: 'supprime la deuxième puce de la diapo 2',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Hire engineers'] }),
  },
  {
    say: 'renombra la diapositiva 4 como “Creencia”',
    op: 'update title',
    deck: (d) => {
      slide(d, 's4').title = 'Creencia';
    },
  },
  {
    say: 'lösche den letzten Aufzählungspunkt von Folie 2',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets'] }),
  },
  {
    say: 'rinomina la diapositiva 3 come "Risultati"',
    op: 'update title',
    deck: (d) => {
      slide(d, 's3').title = 'Risultati';
    },
  },
  {
    say: 'apague o último marcador do diapositivo 2',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets'] }),
  },
  {
    say: 'verwijder het eerste opsommingsteken van dia 2',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Open markets', 'Hire engineers'] }),
  },
  {
    say: 'déplace la diapo 4 au début',
    op: 'move',
    deck: (d) => order(d, ['s4', 's1', 's2', 's3', 's5']),
  },
  {
    say: 'verschiebe Folie 2 an das Ende',
    op: 'move',
    deck: (d) => order(d, ['s1', 's3', 's4', 's5', 's2']),
  },
  {
    say: 'duplica la diapositiva 2',
    op: 'duplicate',
    deck: (d) => void d.slides.splice(2, 0, copyOf(d, 's2')),
  },
  {
    say: 'renomme la diapo 2 en Plan de la semaine',
    op: 'update title',
    deck: (d) => {
      slide(d, 's2').title = 'Plan de la semaine';
    },
  },
  // A verb's particle said last (German, Dutch).
  {
    say: 'benenne Folie 4 in „Überzeugung“ um',
    op: 'update title',
    deck: (d) => {
      slide(d, 's4').title = 'Überzeugung';
    },
  },
  {
    say: 'voeg een opsommingsteken „Hire sales“ toe aan dia 2',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Hire sales'] }),
  },
  // A whole draft asked for in another language is proposed, as in English.
  {
    say: 'rédige une présentation de 6 diapos pour Northwind',
    op: 'draft',
    proposal: { min: 6, max: 6, kind: 'proposal' },
  },
  // A chart's value with the chart said first, in German word order too.
  {
    say: 'in der Grafik 2023 auf 6 ändern',
    op: 'update chart',
    on: 'data',
    deck: (d) =>
      patch(d, 'd2', { chart: { ...chart(d), series: [{ name: 'Revenue', values: [4.1, 6, 7.9] }] } }),
  },
  {
    say: 'update on the revenue chart: 2024 to 8.2',
    op: 'update chart',
    on: 'data',
    deck: (d) =>
      patch(d, 'd2', { chart: { ...chart(d), series: [{ name: 'Revenue', values: [4.1, 5.6, 8.2] }] } }),
  },
  // One timeline step moved by months, named by its words.
  {
    say: 'delay the launch by 2 months',
    op: 'update timeline',
    on: 'data',
    deck: (d) => patch(d, 'd4', { steps: steps(d, 2, 'November') }),
  },
  {
    say: 'in the plan, push the build step back 1 month',
    op: 'update timeline',
    on: 'data',
    deck: (d) => patch(d, 'd4', { steps: steps(d, 1, 'July to September') }),
  },
  {
    say: 'bring the discovery phase forward one month',
    op: 'update timeline',
    on: 'data',
    deck: (d) => patch(d, 'd4', { steps: steps(d, 0, 'April') }),
  },
  // A column added to a table; the language holds no formulas, so its cells are left to fill.
  {
    say: 'insert a column called Discount into the pricing table',
    op: 'update table',
    on: 'data',
    deck: (d) => patch(d, 'd3', { table: withColumn(d, 'Discount') }),
  },
  {
    say: 'add an owner column to slide 3',
    op: 'update table',
    on: 'data',
    deck: (d) => patch(d, 'd3', { table: withColumn(d, 'Owner') }),
  },
  // A slide's list shared over several slides of its title, in order.
  {
    say: 'break up the priorities slide into 3 slides',
    op: 'split',
    deck: (d) => {
      patch(d, 's2', { items: ['Grow revenue'] });
      add(d, 2, { type: 'content', title: 'Priorities (continued)', content: { items: ['Open markets'] } });
      add(d, 3, { type: 'content', title: 'Priorities (continued)', content: { items: ['Hire engineers'] } });
    },
  },
  {
    say: 'split slide 2 in two',
    op: 'split',
    deck: (d) => {
      patch(d, 's2', { items: ['Grow revenue', 'Open markets'] });
      add(d, 2, { type: 'content', title: 'Priorities (continued)', content: { items: ['Hire engineers'] } });
    },
  },
  { say: 'split the results slide into two slides', op: 'question or refusal', answer: /too few/ },
  // Slides that continue a title joined back; the base deck has none, which is said.
  { say: 'join them back into one slide', op: 'question or refusal', answer: /nothing to merge/ },
  { say: 'merge the priorities slides back together', op: 'question or refusal', answer: /nothing to merge/ },
  // A slide type said with a typo names the deck's one slide of that type.
  {
    say: 'retitle the tabel as Price list',
    on: 'data',
    op: 'update title',
    deck: (d) => {
      slide(d, 'd3').title = 'Price list';
    },
  },
  {
    say: 'please rename the timelin to Delivery plan',
    on: 'data',
    op: 'update title',
    deck: (d) => {
      slide(d, 'd4').title = 'Delivery plan';
    },
  },
  // "too wordy" is a request to reword: it needs a language model, and the answer says so.
  { say: 'the priorities slide is far too busy', op: 'question or refusal', answer: /language model/ },
  { say: 'belief is way too wordy, please fix', op: 'question or refusal', answer: /language model/ },
  // A slide said before its verb with no mark between them.
  {
    say: 'slide 2 append a bullet hire designers',
    op: 'update bullets',
    deck: (d) =>
      patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Hire designers'] }),
  },
  {
    say: 'the priorities slide drop the last point',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets'] }),
  },
  // The first or last slide given new words: its new title.
  {
    say: 'the first slide should be called Growth Plan',
    op: 'update title',
    deck: (d) => {
      slide(d, 's1').title = 'Growth Plan';
    },
  },
  {
    say: 'the last page should read See you soon',
    op: 'update title',
    deck: (d) => {
      slide(d, 's5').title = 'See you soon';
    },
  },
  // A category and one value per series, added to a chart: a new data point, never its unit.
  {
    say: 'put fy2025 9.1 on the chart',
    on: 'data',
    op: 'update chart',
    deck: (d) => {
      chart(d).categories.push('fy2025');
      chart(d).series[0]!.values.push(9.1);
    },
  },
  {
    say: 'add 2025: 9.1 to the chart',
    on: 'data',
    op: 'update chart',
    deck: (d) => {
      chart(d).categories.push('2025');
      chart(d).series[0]!.values.push(9.1);
    },
  },
  // A chart's unit words said as the axis's: replaced in its unit and series names, values kept.
  {
    say: 'could the axis show €bn instead of €M',
    on: 'data',
    op: 'update chart',
    deck: (d) => {
      chart(d).unit = '€bn';
    },
  },
  {
    say: 'can the values say EUR m rather than €M',
    on: 'data',
    op: 'update chart',
    deck: (d) => {
      chart(d).unit = 'EUR m';
    },
  },
  // A table cell by its row and its column, said as a figure: that cell only, its units kept.
  {
    say: 'team seats are 6 these days',
    on: 'data',
    op: 'update table',
    deck: (d) => {
      slide(d, 'd3').content.table!.rows[1]![2] = '6';
    },
  },
  {
    say: 'the price of basic is 12 now',
    on: 'data',
    op: 'update table',
    deck: (d) => {
      slide(d, 'd3').content.table!.rows[0]![1] = '€12';
    },
  },
  // A metric's new label, quoted after "should be", its slide said first or not at all.
  {
    say: 'churn should be "Net churn"',
    on: 'pitch',
    op: 'update metrics',
    deck: (d) => {
      slide(d, 'p3').content.metrics![1]!.label = 'Net churn';
    },
  },
  {
    say: 'results page: nps shoud read "Net promoter score"',
    on: 'pitch',
    op: 'update metrics',
    deck: (d) => {
      slide(d, 'p3').content.metrics![2]!.label = 'Net promoter score';
    },
  },
  // A step (or bullet) by its place, given new words with "call"/"name"/"label": its date kept.
  {
    say: 'in the plan name the second phase Prototype',
    on: 'data',
    op: 'update timeline',
    deck: (d) => {
      slide(d, 'd4').content.steps![1]!.label = 'Prototype';
    },
  },
  {
    say: 'label the last milestone "Ship it"',
    on: 'data',
    op: 'update timeline',
    deck: (d) => {
      slide(d, 'd4').content.steps![2]!.label = 'Ship it';
    },
  },
  // A bullet by its words moved first or last, its slide said or found by the words.
  {
    say: 'move the hire engineers point first',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Hire engineers', 'Grow revenue', 'Open markets'] }),
  },
  {
    say: 'on priorities put the grow revenue one last',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Open markets', 'Hire engineers', 'Grow revenue'] }),
  },
  // An item for each side of a comparison in one message.
  {
    say: 'us vs them: put "Secure" under us and "Costly" under them',
    on: 'pitch',
    op: 'update comparison',
    deck: (d) => {
      const c = slide(d, 'p6').content.comparison!;
      c.left.items.push('Secure');
      c.right.items.push('Costly');
    },
  },
  {
    say: 'add "Cheap" to the us side and "Pricey" to the them column',
    on: 'pitch',
    op: 'update comparison',
    deck: (d) => {
      const c = slide(d, 'p6').content.comparison!;
      c.left.items.push('Cheap');
      c.right.items.push('Pricey');
    },
  },
  // The timeline said first by its type, then a step added (in date order when dated by year).
  {
    say: 'timeline: add a phase Review in October',
    on: 'data',
    op: 'update timeline',
    deck: (d) => void slide(d, 'd4').content.steps!.push({ label: 'Review', date: 'October' }),
  },
  {
    say: 'in the timeline insert Handover in December',
    on: 'data',
    op: 'update timeline',
    deck: (d) => void slide(d, 'd4').content.steps!.push({ label: 'Handover', date: 'December' }),
  },
  // A table row said without commas, its figures placed by the column names said with them.
  {
    say: 'pricing add row enterprise seats 50 99',
    on: 'data',
    op: 'update table',
    // Its first cell written as the column's others are ("Basic", "Team").
    deck: (d) => void slide(d, 'd3').content.table!.rows.push(['Enterprise', '€99', '50']),
  },
  {
    say: 'add a row pro 20 seats €49 to the pricing table',
    on: 'data',
    op: 'update table',
    deck: (d) => void slide(d, 'd3').content.table!.rows.push(['Pro', '€49', '20']),
  },
  // A comparison's sides trade places; a slide named by what it holds.
  {
    say: 'flip the columns of us vs them',
    on: 'pitch',
    op: 'update comparison',
    deck: (d) => {
      const c = slide(d, 'p6').content.comparison!;
      [c.left, c.right] = [c.right, c.left];
    },
  },
  {
    say: 'in the one that mentions local, swap the sides',
    on: 'pitch',
    op: 'update comparison',
    deck: (d) => {
      const c = slide(d, 'p6').content.comparison!;
      [c.left, c.right] = [c.right, c.left];
    },
  },
  {
    say: 'on the slide containing open markets, change the title to Goals',
    op: 'update title',
    deck: (d) => {
      slide(d, 's2').title = 'Goals';
    },
  },
  // "w/" is "with": a new slide's title ends before it.
  {
    say: 'add a slide called Hiring plan w/ bullets: two designers, one developer',
    op: 'add content',
    deck: (d) =>
      add(d, 5, {
        type: 'content',
        title: 'Hiring plan',
        content: { items: ['Two designers', 'One developer'] },
      }),
  },
];

/** The data deck's table with an empty column at its right. */
const withColumn = (d: TableDeck, header: string) => {
  const t = slide(d, 'd3').content.table!;
  return { header: [...t.header, header], rows: t.rows.map((r) => [...r, '']) };
};
/** The data deck's timeline with one step's date changed. */
const steps = (d: TableDeck, at: number, date: string) =>
  slide(d, 'd4').content.steps!.map((s, i) => (i === at ? { ...s, date } : s));
const chart = (d: TableDeck) => slide(d, 'd2').content.chart!;
