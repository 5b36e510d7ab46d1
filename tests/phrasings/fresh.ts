import { add, copyOf, drop, NAVY, order, patch, slide, type TableDeck, WHITE } from './deck';
import type { Phrasing } from './types';

/**
 * Forty commands written fresh for issue 28's second round, in words no other row uses: other
 * verbs and word orders, slides named by near-miss titles, one bullet inside a slide, one side of
 * a comparison, slides added with their content. Each miss was fixed by a table row (verb groups,
 * vocabulary), not a new code path.
 */
const priorities = (items: string[]) => (d: TableDeck) => patch(d, 's2', { items });
const roadmap = (items: string[]) => (d: TableDeck) => patch(d, 'p7', { items });
const sides =
  (left: { title: string; items: string[] }, right: { title: string; items: string[] }) => (d: TableDeck) =>
    patch(d, 'p6', { comparison: { left, right } });
const US = { title: 'Us', items: ['Fast', 'Local'] };
const THEM = { title: 'Them', items: ['Slow'] };
const retitle = (ref: 's1' | 's2' | 's3' | 's4' | 's5', title: string) => (d: TableDeck) => {
  slide(d, ref).title = title;
};

export const FRESH: Phrasing[] = [
  // One bullet inside a slide, by its words or its place.
  {
    say: 'in Priorities, replace Grow revenue with Double revenue',
    op: 'update bullets',
    deck: priorities(['Double revenue', 'Open markets', 'Hire engineers']),
  },
  {
    say: 'on the roadmap slide swap Launch for Go live',
    op: 'update bullets',
    on: 'pitch',
    deck: roadmap(['Discovery', 'Build', 'Go live']),
  },
  {
    say: 'update the second bullet on Priorities to Open three markets',
    op: 'update bullets',
    deck: priorities(['Grow revenue', 'Open three markets', 'Hire engineers']),
  },
  {
    say: 'the last bullet on the pricing slide should say Enterprise from $99',
    op: 'update bullets',
    on: 'pitch',
    deck: (d) => patch(d, 'p5', { items: ['Basic $10', 'Pro $25', 'Enterprise from $99'] }),
  },
  {
    say: 'drop Build from the roadmap',
    op: 'update bullets',
    on: 'pitch',
    deck: roadmap(['Discovery', 'Launch']),
  },
  {
    say: 'strike the first point on slide 2',
    op: 'update bullets',
    deck: priorities(['Open markets', 'Hire engineers']),
  },
  {
    say: 'bump Launch up to the top of the roadmap slide',
    op: 'update bullets',
    on: 'pitch',
    deck: roadmap(['Launch', 'Discovery', 'Build']),
  },
  {
    say: 'shift the second point of the agenda to the bottom',
    op: 'update bullets',
    on: 'pitch',
    deck: (d) => patch(d, 'p2', { items: ['Where we are', 'Roadmap', 'Pricing'] }),
  },
  {
    say: 'put a new bullet Reduce churn on the priorities slide',
    op: 'update bullets',
    deck: priorities(['Grow revenue', 'Open markets', 'Hire engineers', 'Reduce churn']),
  },
  {
    say: 'change bullet three on the roadmap to Launch in June',
    op: 'update bullets',
    on: 'pitch',
    deck: roadmap(['Discovery', 'Build', 'Launch in June']),
  },
  // A slide named first with no comma: the editing verb ends its name ("in the end" names none).
  {
    say: 'on priorities change Grow revenue to Double revenue',
    op: 'update bullets',
    deck: priorities(['Double revenue', 'Open markets', 'Hire engineers']),
  },
  {
    say: 'in results delete the revenue metric',
    op: 'update metrics',
    deck: (d) => patch(d, 's3', { metrics: [] }),
  },
  {
    say: 'In the end change Hire engineers to Hire 40 engineers',
    op: 'update bullets',
    deck: priorities(['Grow revenue', 'Open markets', 'Hire 40 engineers']),
  },
  // One side of a comparison.
  {
    say: 'add Pricey to the them column',
    op: 'update comparison',
    on: 'pitch',
    deck: sides(US, { title: 'Them', items: ['Slow', 'Pricey'] }),
  },
  {
    say: 'put Cheap in the left column of the comparison slide',
    op: 'update comparison',
    on: 'pitch',
    deck: sides({ title: 'Us', items: ['Fast', 'Local', 'Cheap'] }, THEM),
  },
  {
    say: 'retitle the left side of Us vs them to Northwind',
    op: 'update comparison',
    on: 'pitch',
    deck: sides({ title: 'Northwind', items: ['Fast', 'Local'] }, THEM),
  },
  {
    say: 'make the right column of the comparison Slow and Costly',
    op: 'update comparison',
    on: 'pitch',
    deck: sides(US, { title: 'Them', items: ['Slow', 'Costly'] }),
  },
  {
    say: 'change the left column heading of the comparison slide to Our way',
    op: 'update comparison',
    on: 'pitch',
    deck: sides({ title: 'Our way', items: ['Fast', 'Local'] }, THEM),
  },
  {
    say: 'change the right side heading to Competitors',
    op: 'update comparison',
    on: 'pitch',
    selected: 'p6',
    deck: sides(US, { title: 'Competitors', items: ['Slow'] }),
  },
  {
    say: 'call the second column on slide 6 Legacy vendors',
    op: 'update comparison',
    on: 'pitch',
    deck: sides(US, { title: 'Legacy vendors', items: ['Slow'] }),
  },
  // Slides added with their content.
  {
    say: 'insert a slide called Next steps with Sign contract, Kick off in May',
    op: 'add content',
    deck: (d) =>
      add(d, 5, {
        type: 'content',
        title: 'Next steps',
        content: { items: ['Sign contract', 'Kick off in May'] },
      }),
  },
  {
    say: 'create a metrics slide named Growth: 45% retention, 2x pipeline',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Growth',
        content: {
          metrics: [
            { value: '45%', label: 'Retention' },
            { value: '2x', label: 'Pipeline' },
          ],
        },
      }),
  },
  {
    say: 'new comparison slide Before vs After: manual, slow vs automated, fast',
    op: 'add comparison',
    deck: (d) =>
      add(d, 5, {
        type: 'comparison',
        title: 'Before vs After',
        content: {
          comparison: {
            left: { title: 'Before', items: ['Manual', 'Slow'] },
            right: { title: 'After', items: ['Automated', 'Fast'] },
          },
        },
      }),
  },
  {
    say: 'append a statement slide that reads Less is more',
    op: 'add statement',
    deck: (d) => add(d, 5, { type: 'statement', title: 'Statement', content: { text: 'Less is more' } }),
  },
  {
    say: 'add a closing slide called Questions',
    op: 'add thank you',
    deck: (d) => add(d, 5, { type: 'thank_you', title: 'Questions' }),
  },
  {
    say: 'add a slide after Priorities called Risks listing Churn, Hiring',
    op: 'add content',
    deck: (d) => add(d, 2, { type: 'content', title: 'Risks', content: { items: ['Churn', 'Hiring'] } }),
  },
  {
    say: 'put a kpi slide called Pulse at the end with 12 offices and 300 staff',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Pulse',
        content: {
          metrics: [
            { value: '12', label: 'Offices' },
            { value: '300', label: 'Staff' },
          ],
        },
      }),
  },
  // Near-miss slide names: acted on when one slide is that close, asked before a delete.
  { say: 'retitle Resluts as Outcomes', op: 'update title', deck: retitle('s3', 'Outcomes') },
  {
    say: 'duplicate the Prioirties slide',
    op: 'duplicate',
    deck: (d) => d.slides.splice(2, 0, copyOf(d, 's2')),
  },
  {
    say: 'put the Thnaks slide before Belief',
    op: 'move',
    deck: (d) => order(d, ['s1', 's2', 's3', 's5', 's4']),
  },
  { say: 'remove the Belif slide', op: 'delete', answer: /Did you mean “Belief”/ },
  {
    say: 'give the Priortiies slide a navy background',
    op: 'update colours',
    deck: (d) => patch(d, 's2', { backgroundColor: NAVY, textColor: WHITE }),
  },
  {
    say: 'add Hire designers to Priorties',
    op: 'update bullets',
    deck: priorities(['Grow revenue', 'Open markets', 'Hire engineers', 'Hire designers']),
  },
  // Other verbs and word orders.
  { say: 'slide 3 should come first', op: 'move', deck: (d) => order(d, ['s3', 's1', 's2', 's4', 's5']) },
  {
    say: 'send the results slide to the back',
    op: 'move',
    deck: (d) => order(d, ['s1', 's2', 's4', 's5', 's3']),
  },
  { say: 'kill slide 4', op: 'delete', deck: (d) => drop(d, 's4') },
  { say: 'trash the final slide', op: 'delete', deck: (d) => drop(d, 's5') },
  { say: 'clone slide 2', op: 'duplicate', deck: (d) => d.slides.splice(2, 0, copyOf(d, 's2')) },
  { say: 'retitle slide 4 Conviction', op: 'update title', deck: retitle('s4', 'Conviction') },
  {
    say: 'the subtitle of slide 1 should read For the investors',
    op: 'update text',
    deck: (d) => patch(d, 's1', { subtitle: 'For the investors' }),
  },
  { say: 'flip slides 2 and 3', op: 'move', deck: (d) => order(d, ['s1', 's3', 's2', 's4', 's5']) },
  {
    say: 'speaker notes slide 4: slow down here',
    op: 'notes',
    deck: (d) => {
      slide(d, 's4').notes = 'Slow down here';
    },
  },
  {
    say: 'bump the NPS to 75',
    op: 'update metrics',
    on: 'pitch',
    deck: (d) =>
      patch(d, 'p3', {
        metrics: [
          { value: '$4M', label: 'Revenue' },
          { value: '3.1%', label: 'Churn' },
          { value: '75', label: 'NPS', subtext: 'up from 58' },
        ],
      }),
  },
  {
    say: 'tint the belief slide black',
    op: 'update colours',
    deck: (d) => patch(d, 's4', { backgroundColor: '#000000', textColor: WHITE }),
  },
  {
    say: 'relabel the churn figure as Attrition',
    op: 'update metrics',
    on: 'pitch',
    deck: (d) =>
      patch(d, 'p3', {
        metrics: [
          { value: '$4M', label: 'Revenue' },
          { value: '3.1%', label: 'Attrition' },
          { value: '71', label: 'NPS', subtext: 'up from 58' },
        ],
      }),
  },
];
