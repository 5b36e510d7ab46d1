import { copyOf, DARK_TEXT, drop, NAVY, order, patch, slide, type TableDeck, WHITE } from './deck';
import type { Phrasing } from './types';

/**
 * Plain requests from a probe on an agency's pitch (a slide of every type), each once misread or
 * not understood: metrics by their place, slides by their bare title, the agenda's items, keeping
 * only some bullets, and two requests in one sentence.
 */
const P = 'pitch' as const;
const results =
  (...values: (string | undefined)[]) =>
  (d: TableDeck) =>
    patch(d, 'p3', {
      metrics: [
        { value: values[0] ?? '$4M', label: 'Revenue' },
        { value: values[1] ?? '3.1%', label: 'Churn' },
        { value: values[2] ?? '71', label: 'NPS', subtext: 'up from 58' },
      ],
    });
const ORDER = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11'] as const;
type PitchRef = (typeof ORDER)[number];
const agenda =
  (...items: string[]) =>
  (d: TableDeck) =>
    patch(d, 'p2', { items });
const roadmap =
  (...items: string[]) =>
  (d: TableDeck) =>
    patch(d, 'p7', { items });
const pricing =
  (...items: string[]) =>
  (d: TableDeck) =>
    patch(d, 'p5', { items });
/** The pitch's slides in this order, given as the refs that moved: the rest keep theirs. */
const reorder = (refs: PitchRef[]) => (d: TableDeck) => order(d, refs);

export const AGENCY: Phrasing[] = [
  // metrics by their place
  // A figure said without the old one's currency or unit keeps them: "$4M" → "$10M".
  { on: P, say: 'change the first metric to 10', op: 'update metrics', deck: results('$10M') },
  {
    on: P,
    say: "set the second metric's value to 45%",
    op: 'update metrics',
    deck: results(undefined, '45%'),
  },
  { on: P, say: 'make the last metric 3x', op: 'update metrics', deck: results(undefined, undefined, '3x') },
  {
    on: P,
    say: 'make the last metric 3x',
    op: 'update metrics',
    selected: 'p5',
    deck: results(undefined, undefined, '3x'),
  },
  { on: P, say: 'set metric 2 to 2.5%', op: 'update metrics', deck: results(undefined, '2.5%') },
  {
    on: P,
    say: 'update the first figure to $5M on the results slide',
    op: 'update metrics',
    deck: results('$5M'),
  },
  {
    on: P,
    say: 'change the label of the first metric to ARR',
    op: 'update metrics',
    deck: (d) =>
      patch(d, 'p3', {
        metrics: [{ value: '$4M', label: 'ARR' }, ...slide(d, 'p3').content.metrics!.slice(1)],
      }),
  },
  { on: P, say: 'change revenue to $5M on results', op: 'update metrics', deck: results('$5M') },
  {
    on: P,
    say: 'change the first metric to $5M and the second to 2.5%',
    op: 'several commands',
    deck: results('$5M', '2.5%'),
  },
  {
    on: P,
    say: 'make the fifth metric 9%',
    op: 'question or refusal',
    answer: /can't find that metric on slide 3/,
  },
  // two requests in one sentence
  {
    on: P,
    say: 'make the second slide navy and the third one white',
    op: 'several commands',
    deck: (d) => {
      patch(d, 'p2', { backgroundColor: NAVY, textColor: WHITE });
      patch(d, 'p3', { backgroundColor: WHITE, textColor: DARK_TEXT });
    },
  },
  {
    on: P,
    say: 'delete the third slide and the fifth slide',
    op: 'delete',
    deck: (d) => drop(d, 'p3', 'p5'),
  },
  {
    on: P,
    say: 'delete the agenda and move thanks to the start',
    op: 'several commands',
    deck: reorder(['p11', 'p1', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10']),
  },
  {
    on: P,
    say: 'Delete the pricing slide. Move roadmap to the end.',
    op: 'several commands',
    deck: reorder(['p1', 'p2', 'p3', 'p4', 'p6', 'p8', 'p9', 'p10', 'p11', 'p7']),
  },
  {
    on: P,
    say: 'move slide 2 to the end and slide 3 to the start',
    op: 'several commands',
    deck: reorder(['p3', 'p1', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11', 'p2']),
  },
  // slides by their bare title
  {
    say: 'make belief navy',
    op: 'update colours',
    deck: (d) => patch(d, 's4', { backgroundColor: NAVY, textColor: WHITE }),
  },
  {
    on: P,
    say: 'make pricing dark blue',
    op: 'update colours',
    deck: (d) => patch(d, 'p5', { backgroundColor: NAVY, textColor: WHITE }),
  },
  {
    on: P,
    say: 'make the belief text white',
    op: 'update colours',
    deck: (d) => patch(d, 'p4', { textColor: WHITE }),
  },
  {
    on: P,
    say: 'make the text on belief white',
    op: 'update colours',
    deck: (d) => patch(d, 'p4', { textColor: WHITE }),
  },
  {
    on: P,
    say: 'change the font colour to white on belief',
    op: 'update colours',
    selected: 'p5',
    deck: (d) => patch(d, 'p4', { textColor: WHITE }),
  },
  {
    on: P,
    say: 'make belief punchier and red',
    op: 'question or refusal',
    answer: /no slide called/,
  },
  // the agenda's items, and other bullets by their words
  {
    on: P,
    say: 'add Next steps to the agenda',
    op: 'agenda',
    deck: agenda('Where we are', 'Pricing', 'Roadmap', 'Next steps'),
  },
  {
    on: P,
    say: 'add next steps to agenda pls',
    op: 'agenda',
    deck: agenda('Where we are', 'Pricing', 'Roadmap', 'Next steps'),
  },
  { on: P, say: 'remove Pricing from the agenda', op: 'agenda', deck: agenda('Where we are', 'Roadmap') },
  { on: P, say: 'take roadmap off the agenda', op: 'agenda', deck: agenda('Where we are', 'Pricing') },
  // the agenda rewritten from the slides' titles
  {
    on: P,
    say: 'refresh the agenda so it matches the slides',
    op: 'agenda',
    deck: agenda('Results', 'Belief', 'Pricing', 'Us vs them', 'Roadmap', 'Team cost', 'Live demo'),
  },
  {
    on: P,
    say: 'add Scale to the roadmap',
    op: 'update bullets',
    deck: (d) => patch(d, 'p7', { items: ['Discovery', 'Build', 'Launch', 'Scale'] }),
  },
  {
    on: P,
    say: 'remove Pro $25 from pricing',
    op: 'update bullets',
    deck: (d) => patch(d, 'p5', { items: ['Basic $10', 'Enterprise on request'] }),
  },
  {
    on: P,
    say: 'remove churn from results',
    op: 'update metrics',
    deck: (d) =>
      patch(d, 'p3', { metrics: [slide(d, 'p3').content.metrics![0]!, slide(d, 'p3').content.metrics![2]!] }),
  },
  {
    on: P,
    say: 'add Customers first to belief',
    op: 'question or refusal',
    answer: /statement slide, which has no list/,
  },
  {
    on: P,
    say: 'add NPS 80 to results',
    op: 'question or refusal',
    answer: /already has a metric labelled “NPS”/,
  },
  { on: P, say: 'add more detail to pricing', op: 'question or refusal', answer: /didn't understand/ },
  {
    on: P,
    say: 'remove Fast from pricing',
    op: 'question or refusal',
    answer: /can't find that bullet on slide 5/,
  },
  { on: P, say: 'remove results from the deck', op: 'delete', deck: (d) => drop(d, 'p3') },
  {
    on: P,
    say: 'remove the notes from results',
    op: 'notes',
    selected: 'p5',
    deck: (d) => {
      slide(d, 'p3').notes = '';
    },
  },
  // only some bullets kept
  {
    on: P,
    say: 'delete all bullets but the first',
    op: 'update bullets',
    selected: 'p5',
    deck: pricing('Basic $10'),
  },
  {
    on: P,
    say: 'keep only the first two bullets',
    op: 'update bullets',
    selected: 'p5',
    deck: pricing('Basic $10', 'Pro $25'),
  },
  {
    on: P,
    say: 'delete everything except the first bullet on pricing',
    op: 'update bullets',
    deck: pricing('Basic $10'),
  },
  {
    on: P,
    say: 'keep just the first bullet on the roadmap slide',
    op: 'update bullets',
    deck: (d) => patch(d, 'p7', { items: ['Discovery'] }),
  },
  {
    on: P,
    say: 'remove every bullet except the last on roadmap',
    op: 'update bullets',
    deck: (d) => patch(d, 'p7', { items: ['Launch'] }),
  },
  {
    on: P,
    say: 'keep bullets 1 and 3 on pricing',
    op: 'update bullets',
    deck: pricing('Basic $10', 'Enterprise on request'),
  },
  {
    on: P,
    say: 'remove all but the first bullet',
    op: 'update bullets',
    selected: 'p5',
    deck: pricing('Basic $10'),
  },
  {
    on: P,
    say: 'delete all bullets but the fifth',
    op: 'question or refusal',
    selected: 'p5',
    answer: /can't find that bullet/,
  },
  {
    on: P,
    say: 'remove the last bullet on slide 3',
    op: 'question or refusal',
    answer: /Slide 3 has no bullets/,
  },
  {
    say: 'remove the last bullet on slide 2',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Grow revenue', 'Open markets'] }),
  },
  // slides by what they are about, several by name, the whole deck
  {
    on: P,
    say: 'move the one about pricing to the end',
    op: 'move',
    deck: reorder(['p1', 'p2', 'p3', 'p4', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11', 'p5']),
  },
  { on: P, say: 'delete the slide about pricing', op: 'delete', deck: (d) => drop(d, 'p5') },
  { on: P, say: 'delete roadmap and pricing', op: 'delete', deck: (d) => drop(d, 'p5', 'p7') },
  { on: P, say: 'delete the pricing and roadmap slides', op: 'delete', deck: (d) => drop(d, 'p5', 'p7') },
  {
    on: P,
    say: 'make pricing and roadmap navy',
    op: 'update colours',
    deck: (d) => {
      patch(d, 'p5', { backgroundColor: NAVY, textColor: WHITE });
      patch(d, 'p7', { backgroundColor: NAVY, textColor: WHITE });
    },
  },
  {
    on: P,
    say: 'move roadmap and pricing to the end',
    op: 'question or refusal',
    answer: /Which one do you mean/,
  },
  {
    say: 'delete priorities and goals',
    op: 'question or refusal',
    answer: /no slide called “priorities and goals”/,
  },
  {
    say: 'make the whole deck navy',
    op: 'update colours',
    deck: (d) => {
      for (const s of d.slides) s.content = { ...s.content, backgroundColor: NAVY, textColor: WHITE };
    },
  },
  // a slide's parts by its bare title
  {
    on: P,
    say: 'add speaker notes to pricing: mention discounts',
    op: 'notes',
    deck: (d) => {
      slide(d, 'p5').notes = 'Mention discounts';
    },
  },
  {
    on: P,
    say: 'set the belief text to Customers first',
    op: 'update text',
    deck: (d) => patch(d, 'p4', { text: 'Customers first' }),
  },
  {
    on: P,
    say: 'change the pricing title to Plans',
    op: 'update title',
    deck: (d) => {
      slide(d, 'p5').title = 'Plans';
    },
  },
  { on: P, say: 'update churn from 3.1% to 2.9%', op: 'update metrics', deck: results(undefined, '2.9%') },
  {
    on: P,
    say: 'mark Pricing done',
    op: 'checklist',
    deck: (d) => {
      d.checklist[0]!.completed = true;
    },
  },
  {
    on: P,
    say: 'tick off pricing',
    op: 'checklist',
    deck: (d) => {
      d.checklist[0]!.completed = true;
    },
  },
  // words of a new slide that end like a place
  {
    on: P,
    say: 'add a statement slide saying Customers first after belief',
    op: 'question or refusal',
    answer: /Is “after belief” part of the slide's words/,
  },
  {
    on: P,
    say: 'add a statement slide after belief saying Customers first',
    op: 'add statement',
    deck: (d) =>
      d.slides.splice(4, 0, {
        ref: 'new',
        type: 'statement',
        title: 'Statement',
        content: { text: 'Customers first' },
        notes: '',
      }),
  },
  // wishes, "here", and bullets added or replaced by their words
  {
    on: P,
    say: 'i want the thank you slide first',
    op: 'move',
    deck: reorder(['p11', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10']),
  },
  {
    on: P,
    say: 'i need a slide about risks after roadmap',
    op: 'add content',
    deck: (d) =>
      d.slides.splice(7, 0, { ref: 'new', type: 'content', title: 'Risks', content: {}, notes: '' }),
  },
  {
    on: P,
    say: 'add a slide called Life after roadmap',
    op: 'question or refusal',
    answer: /Is “after roadmap” part of the slide's words/,
  },
  {
    on: P,
    say: 'give me a slide on our team',
    op: 'add content',
    deck: (d) => d.slides.push({ ref: 'new', type: 'content', title: 'Our team', content: {}, notes: '' }),
  },
  {
    on: P,
    say: 'add a slide with the title Risks and bullets Currency, Hiring',
    op: 'add content',
    deck: (d) =>
      d.slides.push({
        ref: 'new',
        type: 'content',
        title: 'Risks',
        content: { items: ['Currency', 'Hiring'] },
        notes: '',
      }),
  },
  {
    on: P,
    say: "change slide five's title to Plans",
    op: 'update title',
    deck: (d) => {
      slide(d, 'p5').title = 'Plans';
    },
  },
  {
    on: P,
    say: 'add a bullet here: Scale',
    op: 'update bullets',
    selected: 'p7',
    deck: roadmap('Discovery', 'Build', 'Launch', 'Scale'),
  },
  {
    on: P,
    say: 'add Hiring as a bullet to roadmap',
    op: 'update bullets',
    deck: roadmap('Discovery', 'Build', 'Launch', 'Hiring'),
  },
  {
    on: P,
    say: 'add "Hiring" and "Training" to roadmap',
    op: 'update bullets',
    deck: roadmap('Discovery', 'Build', 'Launch', 'Hiring', 'Training'),
  },
  {
    on: P,
    say: 'remove the bullet that says Build',
    op: 'update bullets',
    selected: 'p7',
    deck: roadmap('Discovery', 'Launch'),
  },
  {
    on: P,
    say: 'replace build with develop on roadmap',
    op: 'update bullets',
    deck: roadmap('Discovery', 'Develop', 'Launch'),
  },
  {
    on: P,
    say: 'change "Build" to "Develop" on the roadmap slide',
    op: 'update bullets',
    deck: roadmap('Discovery', 'Develop', 'Launch'),
  },
  {
    on: P,
    say: 'the subtitle should be For Contoso',
    op: 'update text',
    deck: (d) => patch(d, 'p1', { subtitle: 'For Contoso' }),
  },
  {
    on: P,
    say: 'make a copy of pricing',
    op: 'duplicate',
    deck: (d) => d.slides.splice(5, 0, copyOf(d, 'p5')),
  },
  {
    on: P,
    say: 'dupe the pricing slide',
    op: 'duplicate',
    deck: (d) => d.slides.splice(5, 0, copyOf(d, 'p5')),
  },
  // several places at once, figures said plainly
  {
    say: 'make the first and last slides navy',
    op: 'update colours',
    deck: (d) => {
      patch(d, 's1', { backgroundColor: NAVY, textColor: WHITE });
      patch(d, 's5', { backgroundColor: NAVY, textColor: WHITE });
    },
  },
  { say: 'delete the second and third slides', op: 'delete', deck: (d) => drop(d, 's2', 's3') },
  {
    say: 'move the last slide between the second and third slides',
    op: 'move',
    deck: (d) => order(d, ['s1', 's2', 's5', 's3', 's4']),
  },
  {
    say: 'change revenue to five million',
    op: 'update metrics',
    deck: (d) => patch(d, 's3', { metrics: [{ value: 'five million', label: 'Revenue' }] }),
  },
  {
    say: 'set revenue = $5M',
    op: 'update metrics',
    deck: (d) => patch(d, 's3', { metrics: [{ value: '$5M', label: 'Revenue' }] }),
  },
  {
    say: 'make revenue $5M',
    op: 'update metrics',
    deck: (d) => patch(d, 's3', { metrics: [{ value: '$5M', label: 'Revenue' }] }),
  },
  {
    say: 'update revenue: $5M',
    op: 'update metrics',
    deck: (d) => patch(d, 's3', { metrics: [{ value: '$5M', label: 'Revenue' }] }),
  },
  // slides of one type, and a second command inside the first
  {
    on: P,
    say: 'make every content slide navy',
    op: 'update colours',
    deck: (d) => {
      for (const ref of ['p2', 'p5', 'p7'] as const)
        patch(d, ref, { backgroundColor: NAVY, textColor: WHITE });
    },
  },
  { on: P, say: 'delete all content slides', op: 'delete', deck: (d) => drop(d, 'p2', 'p5', 'p7') },
  { say: 'make every html slide navy', op: 'question or refusal', answer: /There is no html slide/ },
  {
    on: P,
    say: 'add a metrics slide after pricing and another one at the end',
    op: 'several commands',
    deck: (d) => {
      const metrics = { ref: 'new' as const, type: 'metrics', title: 'Key metrics', content: {}, notes: '' };
      d.slides.splice(5, 0, metrics);
      d.slides.push(structuredClone(metrics));
    },
  },
  {
    on: P,
    say: 'change the title of the first slide to Hello and the subtitle to World',
    op: 'several commands',
    deck: (d) => {
      slide(d, 'p1').title = 'Hello';
      patch(d, 'p1', { subtitle: 'World' });
    },
  },
  {
    on: P,
    say: 'set NPS to 75 and churn to 2%',
    op: 'several commands',
    deck: results(undefined, '2%', '75'),
  },
  {
    on: P,
    say: 'rename slide 2 to Sales and the team',
    op: 'update title',
    deck: (d) => {
      slide(d, 'p2').title = 'Sales and the team';
    },
  },
  // a slide beside the selected one, a title said as a fact, a slide read back
  { on: P, say: 'delete the next slide', op: 'delete', selected: 'p5', deck: (d) => drop(d, 'p6') },
  { on: P, say: 'delete the previous slide', op: 'delete', selected: 'p5', deck: (d) => drop(d, 'p4') },
  { on: P, say: 'delete the next slide', op: 'question or refusal', answer: /Select a slide first/ },
  {
    on: P,
    say: 'swap this with the next slide',
    op: 'move',
    selected: 'p5',
    deck: reorder(['p1', 'p2', 'p3', 'p4', 'p6', 'p5', 'p7', 'p8', 'p9', 'p10', 'p11']),
  },
  {
    on: P,
    say: 'move this slide one down',
    op: 'move',
    selected: 'p5',
    deck: reorder(['p1', 'p2', 'p3', 'p4', 'p6', 'p5', 'p7', 'p8', 'p9', 'p10', 'p11']),
  },
  {
    on: P,
    say: 'move results two slides later',
    op: 'move',
    deck: reorder(['p1', 'p2', 'p4', 'p5', 'p3', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11']),
  },
  {
    on: P,
    say: "change slide 2's name to Plan",
    op: 'update title',
    deck: (d) => {
      slide(d, 'p2').title = 'Plan';
    },
  },
  {
    on: P,
    say: 'the title of slide 3 should be Outcomes',
    op: 'update title',
    deck: (d) => {
      slide(d, 'p3').title = 'Outcomes';
    },
  },
  {
    on: P,
    say: 'slide 3 title: Outcomes',
    op: 'update title',
    deck: (d) => {
      slide(d, 'p3').title = 'Outcomes';
    },
  },
  { on: P, say: "what's the second slide", op: 'read slide', answer: /^Slide 2 of 11: “Agenda”/ },
  { on: P, say: 'what is slide 3 about?', op: 'read slide', answer: /^Slide 3 of 11: “Results”/ },
  {
    on: P,
    say: 'add to roadmap: Hire, Train',
    op: 'update bullets',
    deck: roadmap('Discovery', 'Build', 'Launch', 'Hire', 'Train'),
  },
  {
    on: P,
    say: 'put Hire on the roadmap',
    op: 'update bullets',
    deck: roadmap('Discovery', 'Build', 'Launch', 'Hire'),
  },
  {
    on: P,
    say: 'insert Hire into the roadmap',
    op: 'update bullets',
    deck: roadmap('Discovery', 'Build', 'Launch', 'Hire'),
  },
  { on: P, say: 'put pricing on the agenda', op: 'agenda', answer: /already has the bullet “Pricing”/ },
  // hyphens, typos in titles, the deck's own fields side by side
  { on: P, say: 'delete the second-to-last slide', op: 'delete', deck: (d) => drop(d, 'p10') },
  { on: P, say: 'delete the one before last', op: 'delete', deck: (d) => drop(d, 'p10') },
  {
    on: P,
    say: 'delete pricng',
    op: 'question or refusal',
    answer: /Did you mean “Pricing”\? Nothing was changed/,
  },
  {
    on: P,
    say: 'delete the first and second bullets',
    op: 'update bullets',
    selected: 'p7',
    deck: roadmap('Launch'),
  },
  {
    on: P,
    say: 'set the client to Contoso and the date to May 2027',
    op: 'metadata',
    deck: (d) => {
      d.metadata = { ...d.metadata, clientName: 'Contoso', presentationDate: 'May 2027' };
    },
  },
  // nothing said after a colour or a place is dropped unread
  {
    on: P,
    say: 'make it navy and the next one white',
    op: 'several commands',
    selected: 'p4',
    deck: (d) => {
      patch(d, 'p4', { backgroundColor: NAVY, textColor: WHITE });
      patch(d, 'p5', { backgroundColor: WHITE, textColor: DARK_TEXT });
    },
  },
  {
    on: P,
    say: 'move pricing after roadmap and roadmap after results',
    op: 'several commands',
    deck: reorder(['p1', 'p2', 'p3', 'p7', 'p4', 'p6', 'p5', 'p8', 'p9', 'p10', 'p11']),
  },
  {
    on: P,
    say: 'make slide 4 navy and a bit bolder',
    op: 'question or refusal',
    answer: /I don't know “navy and a bit bolder”/,
  },
  {
    say: 'make slide 2 a statement with navy background',
    op: 'question or refusal',
    answer: /didn't understand the part “with navy background”/,
  },
  {
    say: 'colour slide 2 navy and slide 3 red',
    op: 'several commands',
    deck: (d) => {
      patch(d, 's2', { backgroundColor: NAVY, textColor: WHITE });
      patch(d, 's3', { backgroundColor: '#c53030', textColor: WHITE });
    },
  },
  {
    on: P,
    say: 'swap slide 4 and slide 5',
    op: 'move',
    deck: reorder(['p1', 'p2', 'p3', 'p5', 'p4', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11']),
  },
  {
    on: P,
    say: 'swap the second and the third slide',
    op: 'move',
    deck: reorder(['p1', 'p3', 'p2', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11']),
  },
  { on: P, say: 'delete the bullet Launch', op: 'update bullets', deck: roadmap('Discovery', 'Build') },
  { on: P, say: 'delete the bullet Nothing', op: 'question or refusal', answer: /Which slide do you mean/ },
  {
    on: P,
    say: 'move this to after roadmap',
    op: 'move',
    selected: 'p5',
    deck: reorder(['p1', 'p2', 'p3', 'p4', 'p6', 'p7', 'p5', 'p8', 'p9', 'p10', 'p11']),
  },
  {
    on: P,
    say: 'move pricing to the second to last position',
    op: 'move',
    deck: reorder(['p1', 'p2', 'p3', 'p4', 'p6', 'p7', 'p8', 'p9', 'p10', 'p5', 'p11']),
  },
  {
    say: 'make the background navy everywhere',
    op: 'update colours',
    deck: (d) => {
      for (const s of d.slides) s.content = { ...s.content, backgroundColor: NAVY, textColor: WHITE };
    },
  },
  // a complaint about a slide's words is never written onto it
  {
    on: P,
    say: 'the title is too long',
    op: 'question or refusal',
    selected: 'p3',
    // a wish for fewer words: rewording, which needs a language model
    answer: /language model/,
  },
  {
    on: P,
    say: 'the subtitle should be more punchy',
    op: 'question or refusal',
    answer: /didn't understand/,
  },
  {
    on: P,
    say: 'the title should be bigger',
    op: 'question or refusal',
    selected: 'p3',
    answer: /didn't understand/,
  },
  {
    on: P,
    say: 'the title should be shorter',
    op: 'question or refusal',
    selected: 'p3',
    answer: /can't rewrite text/,
  },
  {
    on: P,
    say: 'the title should be Outcomes',
    op: 'update title',
    selected: 'p3',
    deck: (d) => {
      slide(d, 'p3').title = 'Outcomes';
    },
  },
  { on: P, say: 'add detail to roadmap', op: 'question or refusal', answer: /didn't understand/ },
  {
    on: P,
    say: 'add Data migration to roadmap',
    op: 'update bullets',
    deck: roadmap('Discovery', 'Build', 'Launch', 'Data migration'),
  },
  // second halves that once ran into the first one's words
  {
    say: 'rename results to Outcomes and belief to Our belief',
    op: 'several commands',
    deck: (d) => {
      slide(d, 's3').title = 'Outcomes';
      slide(d, 's4').title = 'Our belief';
    },
  },
  {
    say: 'add Reduce churn to priorities and Lower costs to priorities',
    op: 'several commands',
    deck: (d) =>
      patch(d, 's2', {
        items: ['Grow revenue', 'Open markets', 'Hire engineers', 'Reduce churn', 'Lower costs'],
      }),
  },
  { on: P, say: 'the revenue is $5M and churn is 2%', op: 'several commands', deck: results('$5M', '2%') },
  {
    say: 'add a slide after belief called Next steps with bullets Sign, Start',
    op: 'add content',
    deck: (d) =>
      d.slides.splice(4, 0, {
        ref: 'new',
        type: 'content',
        title: 'Next steps',
        content: { items: ['Sign', 'Start'] },
        notes: '',
      }),
  },
  {
    on: P,
    say: 'add Path to growth to the agenda',
    op: 'agenda',
    deck: agenda('Where we are', 'Pricing', 'Roadmap', 'Path to growth'),
  },
];
