import { add, order, patch, slide } from './deck';
import type { Phrasing } from './types';

/**
 * Issue 28's missed commands, as rows: a bullet addressed inside a slide, one side of a
 * comparison, a slide added with its content, near-miss slide names, "speaker notes for slide 2 -
 * …" and "reorganise so X comes before Y". Each is read by a frame (server/ai/offline/frames.ts) or
 * the grammar, and resolved by the same rules a model's commands are.
 */
const bullets = (items: string[]) => (d: Parameters<typeof patch>[0]) => patch(d, 's2', { items });
const agenda = (items: string[]) => (d: Parameters<typeof patch>[0]) => patch(d, 'p2', { items });
const sides =
  (left: { title: string; items: string[] }, right: { title: string; items: string[] }) =>
  (d: Parameters<typeof patch>[0]) =>
    patch(d, 'p6', { comparison: { left, right } });
const US = { title: 'Us', items: ['Fast', 'Local'] };
const THEM = { title: 'Them', items: ['Slow'] };

export const COMMANDS: Phrasing[] = [
  // A bullet by its words or place, inside a slide named first.
  {
    say: 'on the priorities slide change Open markets to Enter new markets',
    op: 'update bullets',
    deck: bullets(['Grow revenue', 'Enter new markets', 'Hire engineers']),
  },
  {
    say: 'On slide 2, change Hire engineers to Hire 40 engineers',
    op: 'update bullets',
    deck: bullets(['Grow revenue', 'Open markets', 'Hire 40 engineers']),
  },
  {
    say: 'in the Roadmap slide change Build to Build and test',
    op: 'update bullets',
    on: 'pitch',
    deck: (d) => patch(d, 'p7', { items: ['Discovery', 'Build and test', 'Launch'] }),
  },
  {
    say: "move 'Roadmap' to the top of the agenda",
    op: 'update bullets',
    on: 'pitch',
    deck: agenda(['Roadmap', 'Where we are', 'Pricing']),
  },
  {
    say: 'move Where we are to the bottom of the Agenda slide',
    op: 'update bullets',
    on: 'pitch',
    deck: agenda(['Pricing', 'Roadmap', 'Where we are']),
  },
  {
    say: 'put Hire engineers at the top of the priorities',
    op: 'update bullets',
    deck: bullets(['Hire engineers', 'Grow revenue', 'Open markets']),
  },
  {
    say: 'move bullet 3 to the top of slide 2',
    op: 'update bullets',
    deck: bullets(['Hire engineers', 'Grow revenue', 'Open markets']),
  },
  {
    say: 'move the bullet Grow revenue to the end of the priorities slide',
    op: 'update bullets',
    deck: bullets(['Open markets', 'Hire engineers', 'Grow revenue']),
  },
  // One side of a comparison.
  {
    say: 'change the left column of the comparison to Speed, Cost and Trust',
    op: 'update comparison',
    on: 'pitch',
    deck: sides({ title: 'Us', items: ['Speed', 'Cost', 'Trust'] }, THEM),
  },
  {
    say: 'add Expensive to the right side of the Us vs them slide',
    op: 'update comparison',
    on: 'pitch',
    deck: sides(US, { title: 'Them', items: ['Slow', 'Expensive'] }),
  },
  {
    say: 'rename the right column of slide 6 to Competitors',
    op: 'update comparison',
    on: 'pitch',
    deck: sides(US, { title: 'Competitors', items: ['Slow'] }),
  },
  {
    say: 'set the first column on the comparison slide to: Local team; Fixed price',
    op: 'update comparison',
    on: 'pitch',
    deck: sides({ title: 'Us', items: ['Local team', 'Fixed price'] }, THEM),
  },
  {
    say: 'add Fast to the left column of the Priorities slide',
    op: 'update comparison',
    answer: /not a comparison/,
  },
  // A slide added together with its content.
  {
    say: 'add a metrics slide called Impact: revenue up 32%, 1.2M users, NPS 71',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Impact',
        content: {
          metrics: [
            { value: '+32%', label: 'Revenue' },
            { value: '1.2M', label: 'Users' },
            { value: '71', label: 'NPS' },
          ],
        },
      }),
  },
  {
    say: 'add a metrics slide titled Reach: 40 countries, 3M downloads',
    op: 'add metrics',
    deck: (d) =>
      add(d, 5, {
        type: 'metrics',
        title: 'Reach',
        content: {
          metrics: [
            { value: '40', label: 'Countries' },
            { value: '3M', label: 'Downloads' },
          ],
        },
      }),
  },
  {
    say: 'add a strategic title slide for Acme by Brightline dated May 2027',
    op: 'add strategic title',
    deck: (d) =>
      add(d, 0, {
        type: 'strategic_title',
        title: 'Acme - Strategic Partnership Proposal',
        content: { clientName: 'Acme', agency: 'Brightline', date: 'May 2027' },
      }),
  },
  {
    say: 'add a cover for Contoso by Blue Agency',
    op: 'add strategic title',
    deck: (d) =>
      add(d, 0, {
        type: 'strategic_title',
        title: 'Contoso - Strategic Partnership Proposal',
        content: { clientName: 'Contoso', agency: 'Blue Agency', date: 'March 2027' },
      }),
  },
  {
    say: 'add a comparison slide Us vs Them: fast, local vs slow, remote',
    op: 'add comparison',
    deck: (d) =>
      add(d, 5, {
        type: 'comparison',
        title: 'Us vs Them',
        content: {
          comparison: {
            left: { title: 'Us', items: ['Fast', 'Local'] },
            right: { title: 'Them', items: ['Slow', 'Remote'] },
          },
        },
      }),
  },
  // Near-miss slide names: acted on when one slide is that close, asked before a delete.
  {
    say: 'rename the Priorites slide to Goals',
    op: 'update title',
    deck: (d) => {
      slide(d, 's2').title = 'Goals';
    },
  },
  {
    say: 'make the Reslts slide navy',
    op: 'update colours',
    deck: (d) => patch(d, 's3', { backgroundColor: '#1a365d', textColor: '#ffffff' }),
  },
  {
    say: 'move the Beleif slide to the start',
    op: 'move',
    deck: (d) => order(d, ['s4', 's1', 's2', 's3', 's5']),
  },
  { say: 'delete the Priorites slide', op: 'delete', answer: /Did you mean “Priorities”/ },
  // Speaker notes after a dash or a colon.
  {
    say: 'speaker notes for slide 2 - open with the three bets',
    op: 'notes',
    deck: (d) => {
      slide(d, 's2').notes = 'Open with the three bets';
    },
  },
  {
    say: 'notes for the Belief slide: pause, then read it aloud',
    op: 'notes',
    deck: (d) => {
      slide(d, 's4').notes = 'Pause, then read it aloud';
    },
  },
  {
    say: 'Speaker notes on slide 1 – welcome the board',
    op: 'notes',
    deck: (d) => {
      slide(d, 's1').notes = 'Welcome the board';
    },
  },
  // Reordering said as the order wanted.
  {
    say: 'reorganise so Belief comes before Results',
    op: 'move',
    deck: (d) => order(d, ['s1', 's2', 's4', 's3', 's5']),
  },
  {
    say: 'Rearrange the slides so that Thanks comes after Priorities',
    op: 'move',
    deck: (d) => order(d, ['s1', 's2', 's5', 's3', 's4']),
  },
  {
    say: 'reorder so the Results slide goes before Priorities',
    op: 'move',
    deck: (d) => order(d, ['s1', 's3', 's2', 's4', 's5']),
  },
];
