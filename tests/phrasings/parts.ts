import { add, order, patch, slide, type TableDeck } from './deck';
import type { Phrasing } from './types';

/**
 * Plain requests on parts of slides and on where slides stand: every bullet of a slide, one metric
 * by its label, a slide moved by its title or type to a place said in words, titles with accents,
 * CJK, "&" and quotes.
 */
const noItems = (d: TableDeck) => patch(d, 's2', { items: [] });
const noMetrics = (d: TableDeck) => patch(d, 's3', { metrics: [] });
const revenue =
  (value: string, label = 'Revenue') =>
  (d: TableDeck) =>
    patch(d, 's3', { metrics: [{ value, label }] });
const title = (ref: 's1' | 's2' | 's3' | 's4' | 's5', text: string) => (d: TableDeck) => {
  slide(d, ref).title = text;
};

export const PARTS: Phrasing[] = [
  // every bullet of one slide, in one update
  { say: 'remove all bullets', op: 'update bullets', selected: 's2', deck: noItems },
  { say: 'delete the bullets on this slide', op: 'update bullets', selected: 's2', deck: noItems },
  { say: 'clear the bullet points', op: 'update bullets', selected: 's2', deck: noItems },
  { say: 'pls remove all the bullets from slide 2', op: 'update bullets', deck: noItems },
  { say: 'Clear bullets on Priorities', op: 'update bullets', deck: noItems },
  { say: 'delete every bullet point from the priorities slide', op: 'update bullets', deck: noItems },
  { say: 'remove all bullets from slide 4', op: 'question or refusal', answer: /^Slide 4 has no bullets\.$/ },
  { say: 'remove all bullets', op: 'question or refusal', answer: /Select a slide first/ },
  {
    say: 'delete the last two bullets',
    op: 'update bullets',
    selected: 's2',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue'] }),
  },
  {
    say: 'remove bullets 1 and 3 from priorities',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Open markets'] }),
  },
  {
    say: 'delete "Open markets" from slide 2',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Hire engineers'] }),
  },
  {
    say: 'change the third bullet on priorities to Hire 5 engineers',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire 5 engineers'] }),
  },
  {
    say: 'edit the 2nd bullet on priorities: Enter two markets',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Enter two markets', 'Hire engineers'] }),
  },
  {
    say: 'add "Reduce churn & cost" to priorities',
    op: 'update bullets',
    deck: (d) =>
      patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Reduce churn & cost'] }),
  },
  {
    say: 'add a bullet: Remove churn',
    op: 'update bullets',
    selected: 's2',
    deck: (d) =>
      patch(d, 's2', { items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Remove churn'] }),
  },
  // one metric by its label or place
  { say: 'remove the revenue metric', op: 'update metrics', deck: noMetrics },
  { say: 'remove the Revenue KPI from slide 3', op: 'update metrics', deck: noMetrics },
  { say: 'can you delete the revenue number please', op: 'update metrics', deck: noMetrics },
  { say: 'drop the last metric', op: 'update metrics', deck: noMetrics },
  { say: 'take out the revenue metric', op: 'update metrics', deck: noMetrics },
  { say: 'remove revenue from the metrics', op: 'update metrics', deck: noMetrics },
  {
    say: 'delete the churn number',
    op: 'question or refusal',
    answer: /no figure labelled “churn”: the metrics are “Revenue”/,
  },
  {
    say: 'remove the revenue metric from slide 2',
    op: 'question or refusal',
    answer: /Slide 2 has no metrics/,
  },
  {
    say: 'remove the revenue and churn metrics',
    op: 'question or refusal',
    answer: /no figure labelled “churn”: the metrics are “Revenue”/,
  },
  { say: 'rename the revenue metric to ARR', op: 'update metrics', deck: revenue('$4M', 'ARR') },
  {
    say: 'change the label of the revenue metric to "Annual revenue"',
    op: 'update metrics',
    deck: revenue('$4M', 'Annual revenue'),
  },
  { say: 'change the revenue figure to $4.5M', op: 'update metrics', deck: revenue('$4.5M') },
  { say: 'set the revenue value to €5M', op: 'update metrics', deck: revenue('€5M') },
  { say: 'change the revenue metric to ARR', op: 'question or refusal', answer: /value or its label\?/ },
  // a slide by its title or type, to a place said in words
  {
    say: 'put the thank you slide second',
    op: 'move',
    deck: (d) => order(d, ['s1', 's5', 's2', 's3', 's4']),
  },
  {
    say: 'move the closing slide to the start',
    op: 'move',
    deck: (d) => order(d, ['s5', 's1', 's2', 's3', 's4']),
  },
  { say: 'make the thanks slide 2', op: 'move', deck: (d) => order(d, ['s1', 's5', 's2', 's3', 's4']) },
  { say: 'put thanks second', op: 'move', deck: (d) => order(d, ['s1', 's5', 's2', 's3', 's4']) },
  { say: 'make "Belief" the first slide', op: 'move', deck: (d) => order(d, ['s4', 's1', 's2', 's3', 's5']) },
  { say: 'make slide 5 slide 3', op: 'move', deck: (d) => order(d, ['s1', 's2', 's5', 's3', 's4']) },
  {
    say: 'make it the last slide',
    op: 'move',
    selected: 's2',
    deck: (d) => order(d, ['s1', 's3', 's4', 's5', 's2']),
  },
  {
    say: 'move the thank you slide to be second',
    op: 'move',
    deck: (d) => order(d, ['s1', 's5', 's2', 's3', 's4']),
  },
  {
    say: 'move Belief right after the title slide',
    op: 'move',
    deck: (d) => order(d, ['s1', 's4', 's2', 's3', 's5']),
  },
  { say: 'make the agenda slide 2', op: 'question or refusal', answer: /no slide called “agenda”/ },
  // titles with accents, CJK, "&" and quotes
  {
    say: 'rename the third slide to "Q3 Results & Outlook"',
    op: 'update title',
    deck: title('s3', 'Q3 Results & Outlook'),
  },
  { say: 'call slide two “Prioridades 2027”', op: 'update title', deck: title('s2', 'Prioridades 2027') },
  { say: 'rename Priorities to 優先事項', op: 'update title', deck: title('s2', '優先事項') },
  {
    say: 'rename slide 2 to Prioritäten, then move prioritaten to the end',
    op: 'several commands',
    deck: (d) => {
      slide(d, 's2').title = 'Prioritäten';
      order(d, ['s1', 's3', 's4', 's5', 's2']);
    },
  },
  {
    say: 'change the title of the last slide to Merci & à bientôt',
    op: 'update title',
    deck: title('s5', 'Merci & à bientôt'),
  },
  {
    say: 'change the title of priorities to Our priorities',
    op: 'update title',
    deck: title('s2', 'Our priorities'),
  },
  {
    say: 'rename slide 2 to "Delete the bullets"',
    op: 'update title',
    deck: title('s2', 'Delete the bullets'),
  },
  {
    say: "don't forget to add a thank you slide",
    op: 'add thank you',
    deck: (d) => add(d, 5, { type: 'thank_you', title: 'Thank you' }),
  },
];
