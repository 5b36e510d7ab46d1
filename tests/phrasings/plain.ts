import { add, copyOf, drop, NAVY, order, patch, slide, WHITE } from './deck';
import type { Phrasing } from './types';

/**
 * Plain requests from a probe of the offline assistant, each once misread or not understood, and
 * variations of them: one bullet by its place, slides named by their bare title, a text replaced
 * wherever it stands, a list after a colon, a title per new slide, and honest answers for what
 * needs a language model.
 */
const REWRITE = /can't rewrite text/;
/** Slide 3 holds the base deck's only speaker notes. */
const noNotes = (d: Parameters<typeof slide>[0]) => {
  slide(d, 's3').notes = '';
};
const items =
  (...list: string[]) =>
  (d: Parameters<typeof slide>[0]) =>
    patch(d, 's2', { items: list });

export const PLAIN: Phrasing[] = [
  // one bullet, by its place (once every bullet, or slide 1's)
  { say: 'make the first bullet shorter', op: 'question or refusal', selected: 's2', answer: REWRITE },
  { say: 'make bullet 3 punchier', op: 'question or refusal', selected: 's2', answer: REWRITE },
  {
    say: 'edit bullet 2 to say Open three markets',
    op: 'update bullets',
    selected: 's2',
    deck: items('Grow revenue', 'Open three markets', 'Hire engineers'),
  },
  {
    say: 'change the second bullet to Enter two markets',
    op: 'update bullets',
    selected: 's2',
    deck: items('Grow revenue', 'Enter two markets', 'Hire engineers'),
  },
  {
    say: 'replace the last bullet with Hire designers',
    op: 'update bullets',
    selected: 's2',
    deck: items('Grow revenue', 'Open markets', 'Hire designers'),
  },
  {
    say: 'edit the 2nd bullet on slide 2 to say Enter two markets',
    op: 'update bullets',
    deck: items('Grow revenue', 'Enter two markets', 'Hire engineers'),
  },
  {
    say: 'make the first bullet say Grow revenue 20%',
    op: 'update bullets',
    selected: 's2',
    deck: items('Grow revenue 20%', 'Open markets', 'Hire engineers'),
  },
  {
    say: 'make the second bullet bold',
    op: 'question or refusal',
    selected: 's2',
    answer: /can't make it bold/,
  },
  {
    say: 'change bullet 5 to Grow margin',
    op: 'question or refusal',
    selected: 's2',
    answer: /can't find that bullet/,
  },
  {
    say: 'remove the second bullet from priorities',
    op: 'update bullets',
    deck: items('Grow revenue', 'Hire engineers'),
  },
  {
    say: 'add a bullet to priorities: Reduce churn',
    op: 'update bullets',
    deck: items('Grow revenue', 'Open markets', 'Hire engineers', 'Reduce churn'),
  },
  {
    say: 'replace all bullets on slide 2 with Alpha, Beta',
    op: 'update bullets',
    deck: items('Alpha', 'Beta'),
  },
  // new slides: a list after a colon, a title each, a headline
  {
    say: 'add a slide called Pricing: basic, pro',
    op: 'add content',
    deck: (d) => add(d, 5, { type: 'content', title: 'Pricing', content: { items: ['Basic', 'Pro'] } }),
  },
  {
    say: 'add a slide titled Q3: the year of growth',
    op: 'add content',
    deck: (d) => add(d, 5, { type: 'content', title: 'Q3: the year of growth' }),
  },
  {
    say: 'add a slide after results about risks: currency, hiring, timing',
    op: 'add content',
    deck: (d) =>
      add(d, 3, { type: 'content', title: 'Risks', content: { items: ['Currency', 'Hiring', 'Timing'] } }),
  },
  {
    say: 'add a slide about hiring: two engineers, one designer',
    op: 'add content',
    deck: (d) =>
      add(d, 5, { type: 'content', title: 'Hiring', content: { items: ['Two engineers', 'One designer'] } }),
  },
  {
    say: 'add 3 slides: Problem, Solution, Team',
    op: 'add content',
    deck: (d) => {
      add(d, 5, { type: 'content', title: 'Problem' });
      add(d, 6, { type: 'content', title: 'Solution' });
      add(d, 7, { type: 'content', title: 'Team' });
    },
  },
  {
    say: 'add two slides called Risks and Next steps',
    op: 'add content',
    deck: (d) => {
      add(d, 5, { type: 'content', title: 'Risks' });
      add(d, 6, { type: 'content', title: 'Next steps' });
    },
  },
  {
    say: 'add slides: Market, Product and Pricing',
    op: 'add content',
    deck: (d) => {
      add(d, 5, { type: 'content', title: 'Market' });
      add(d, 6, { type: 'content', title: 'Product' });
      add(d, 7, { type: 'content', title: 'Pricing' });
    },
  },
  {
    say: 'add a slide with the headline "We win on service"',
    op: 'add content',
    deck: (d) => add(d, 5, { type: 'content', title: 'We win on service' }),
  },
  {
    say: 'add a slide about our pricing with three tiers: basic, pro and enterprise',
    op: 'add content',
    deck: (d) =>
      add(d, 5, {
        type: 'content',
        title: 'Our pricing',
        content: { items: ['Basic', 'Pro', 'Enterprise'] },
      }),
  },
  {
    say: 'add a slide before thanks called Questions',
    op: 'add content',
    deck: (d) => add(d, 4, { type: 'content', title: 'Questions' }),
  },
  {
    say: 'add a slide between priorities and results',
    op: 'add content',
    deck: (d) => add(d, 2, { type: 'content', title: 'New Slide' }),
  },
  {
    say: 'add a slide on pricing with the points: basic, pro, enterprise',
    op: 'add content',
    deck: (d) =>
      add(d, 5, { type: 'content', title: 'Pricing', content: { items: ['Basic', 'Pro', 'Enterprise'] } }),
  },
  // slides named by their title alone
  {
    say: 'rename Priorities to Our priorities',
    op: 'update title',
    deck: (d) => {
      slide(d, 's2').title = 'Our priorities';
    },
  },
  {
    say: 'rename the results to Outcomes',
    op: 'update title',
    deck: (d) => {
      slide(d, 's3').title = 'Outcomes';
    },
  },
  {
    say: 'rename Belief as What we believe',
    op: 'update title',
    deck: (d) => {
      slide(d, 's4').title = 'What we believe';
    },
  },
  {
    say: 'move the results slide before priorities',
    op: 'move',
    deck: (d) => order(d, ['s1', 's3', 's2', 's4', 's5']),
  },
  { say: 'move thanks to position 2', op: 'move', deck: (d) => order(d, ['s1', 's5', 's2', 's3', 's4']) },
  { say: 'move belief after priorities', op: 'move', deck: (d) => order(d, ['s1', 's2', 's4', 's3', 's5']) },
  { say: 'put results at the end', op: 'move', deck: (d) => order(d, ['s1', 's2', 's4', 's5', 's3']) },
  { say: 'delete priorities', op: 'delete', deck: (d) => drop(d, 's2') },
  { say: 'delete pricing', op: 'question or refusal', answer: /no slide called “pricing”/ },
  {
    say: 'duplicate results twice',
    op: 'duplicate',
    deck: (d) => {
      d.slides.splice(3, 0, copyOf(d, 's3'), copyOf(d, 's3'));
    },
  },
  { say: 'put the results first', op: 'move', deck: (d) => order(d, ['s3', 's1', 's2', 's4', 's5']) },
  {
    say: 'make priorities the last slide',
    op: 'move',
    deck: (d) => order(d, ['s1', 's3', 's4', 's5', 's2']),
  },
  {
    say: 'make the priorities a statement',
    op: 'change type',
    deck: (d) => {
      slide(d, 's2').type = 'statement';
    },
  },
  { say: 'swap Results and Belief', op: 'move', deck: (d) => order(d, ['s1', 's2', 's4', 's3', 's5']) },
  {
    say: 'can you turn the priorities into a statement',
    op: 'change type',
    deck: (d) => {
      slide(d, 's2').type = 'statement';
    },
  },
  {
    say: 'turn belief into a content slide',
    op: 'change type',
    deck: (d) => {
      slide(d, 's4').type = 'content';
    },
  },
  {
    say: 'make the belief slide say Customers first',
    op: 'update text',
    deck: (d) => patch(d, 's4', { text: 'Customers first' }),
  },
  {
    say: 'make the belief slide say "customers first"',
    op: 'update text',
    deck: (d) => patch(d, 's4', { text: 'customers first' }),
  },
  { say: 'change slide 4 to say Hello', op: 'update text', deck: (d) => patch(d, 's4', { text: 'Hello' }) },
  { say: 'make slide 2 say Our focus', op: 'question or refusal', answer: /its title or its text\?/ },
  // plain edits: the one subtitle, a text wherever it stands, the checklist, every note
  {
    say: 'change the subtitle to Prepared for the board, March 2027',
    op: 'update text',
    deck: (d) => patch(d, 's1', { subtitle: 'Prepared for the board, March 2027' }),
  },
  {
    say: 'change $4M to $4.5M',
    op: 'update metrics',
    selected: 's3',
    deck: (d) => patch(d, 's3', { metrics: [{ value: '$4.5M', label: 'Revenue' }] }),
  },
  {
    say: 'replace Speed wins with Focus wins',
    op: 'update text',
    deck: (d) => patch(d, 's4', { text: 'Focus wins' }),
  },
  { say: 'change rev to revenue', op: 'question or refusal', answer: /can't find “rev”/ },
  {
    say: 'change Growth to Expansion',
    op: 'update title',
    deck: (d) => {
      slide(d, 's1').title = 'Expansion Strategy';
    },
  },
  {
    say: 'change hire engineers to hire designers',
    op: 'update bullets',
    deck: items('Grow revenue', 'Open markets', 'Hire designers'),
  },
  {
    say: 'replace "Grow revenue" with "Grow profit"',
    op: 'update bullets',
    deck: items('Grow profit', 'Open markets', 'Hire engineers'),
  },
  {
    say: 'change revenue to $5M',
    op: 'update metrics',
    deck: (d) => patch(d, 's3', { metrics: [{ value: '$5M', label: 'Revenue' }] }),
  },
  {
    say: 'the revenue is actually $5M',
    op: 'update metrics',
    deck: (d) => patch(d, 's3', { metrics: [{ value: '$5M', label: 'Revenue' }] }),
  },
  {
    say: 'update the revenue to 5.2M',
    op: 'update metrics',
    deck: (d) => patch(d, 's3', { metrics: [{ value: '$5.2M', label: 'Revenue' }] }),
  },
  { say: 'change profit to $1M', op: 'question or refusal', answer: /no figure labelled “profit”/ },
  {
    say: 'change priorities to a statement',
    op: 'change type',
    deck: (d) => {
      slide(d, 's2').type = 'statement';
    },
  },
  {
    say: 'change belief to navy',
    op: 'update colours',
    deck: (d) => patch(d, 's4', { backgroundColor: NAVY, textColor: WHITE }),
  },
  {
    say: 'make slide 2 a comparison of us vs competitors',
    op: 'change type',
    deck: (d) => {
      slide(d, 's2').type = 'comparison';
      patch(d, 's2', {
        comparison: { left: { title: 'Us', items: [] }, right: { title: 'Competitors', items: [] } },
      });
    },
  },
  {
    say: 'fix the typo in priorities: "Hire engeneers"',
    op: 'question or refusal',
    answer: /change engeneers to engineers/,
  },
  { say: 'change Banana to Apple', op: 'question or refusal', answer: /can't find “Banana” on any slide/ },
  {
    say: 'mark pricing as not done',
    op: 'checklist',
    deck: (d) => {
      d.checklist[0]!.completed = false;
    },
  },
  {
    say: 'untick Pricing on the checklist',
    op: 'checklist',
    deck: (d) => {
      d.checklist[0]!.completed = false;
    },
  },
  { say: 'mark pricing as done', op: 'question or refusal', answer: /already marked as done/ },
  { say: 'remove all speaker notes', op: 'notes', deck: noNotes },
  { say: 'clear all the notes', op: 'notes', deck: noNotes },
  // what needs a language model or a picture: said plainly, nothing changed
  { say: 'set all bullets to bold', op: 'question or refusal', answer: /can't make it bold/ },
  {
    say: 'change the title to uppercase',
    op: 'question or refusal',
    selected: 's2',
    answer: /can't make it bold/,
  },
  {
    say: 'set the text to Bold moves',
    op: 'update text',
    selected: 's4',
    deck: (d) => patch(d, 's4', { text: 'Bold moves' }),
  },
  { say: 'translate the deck to French', op: 'question or refusal', answer: REWRITE },
  { say: 'make everything shorter', op: 'question or refusal', answer: REWRITE },
  { say: 'make the title shorter', op: 'question or refusal', selected: 's2', answer: REWRITE },
  {
    say: 'add a chart of revenue by quarter',
    op: 'question or refusal',
    answer: /bar chart of revenue: 2022/,
  },
  { say: 'add an image of our team', op: 'question or refusal', answer: /Upload picture/ },
  {
    say: 'what slides do we have?',
    op: 'question or refusal',
    answer: /5 slides:\n1\. Growth Strategy\n2\. Priorities\n3\. Results\n4\. Belief\n5\. Thanks$/,
  },
  { say: 'how many slides are there', op: 'question or refusal', answer: /^The deck has 5 slides:/ },
];
