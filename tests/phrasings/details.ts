import { add, BASE_BRIEF, slide, type TableDeck } from './deck';
import type { Phrasing } from './types';

/** The notes the engine writes for the base deck's slides that have none. */
export const GENERATED_NOTES = {
  s1: 'Welcome everyone and introduce “Growth Strategy” — for the board.',
  s2: 'Walk through “Priorities”: grow revenue, open markets and hire engineers.',
  s4: 'Pause on “Speed wins” and let it land.',
  s5: 'Thank the audience and invite questions.',
};
const notesEverywhere = (d: TableDeck) => {
  for (const [ref, text] of Object.entries(GENERATED_NOTES)) slide(d, ref as 's1').notes = text;
};
const checklist =
  (...texts: string[]) =>
  (d: TableDeck) => {
    d.checklist.push(...texts.map((text) => ({ text, completed: false })));
  };
const AGENDA = { type: 'content', title: 'Agenda', content: { items: ['Priorities', 'Results', 'Belief'] } };

/** Speaker notes, brief, checklist, presentation details and the agenda. */
export const DETAILS: Phrasing[] = [
  // notes
  {
    say: 'delete all the speaker notes on the results slide',
    op: 'notes',
    deck: (d) => {
      slide(d, 's3').notes = '';
    },
  },
  {
    say: 'clear the notes',
    op: 'notes',
    selected: 's3',
    deck: (d) => {
      slide(d, 's3').notes = '';
    },
  },
  {
    say: 'set the notes to Pause here for questions',
    op: 'notes',
    selected: 's4',
    deck: (d) => {
      slide(d, 's4').notes = 'Pause here for questions';
    },
  },
  { say: 'add speaker notes to every slide', op: 'notes', deck: notesEverywhere },
  { say: 'Could you add speaker notes to all slides please', op: 'notes', deck: notesEverywhere },
  { say: 'write speaker notes for each slide', op: 'notes', deck: notesEverywhere },
  {
    say: 'add speaker notes to slide 2: mention the pilot',
    op: 'notes',
    deck: (d) => {
      slide(d, 's2').notes = 'Mention the pilot';
    },
  },
  {
    say: 'write speaker notes for the Results slide saying Revenue doubled in two years',
    op: 'notes',
    deck: (d) => {
      slide(d, 's3').notes = 'Revenue doubled in two years';
    },
  },
  {
    say: 'add a note to this slide: remember the demo',
    op: 'notes',
    selected: 's4',
    deck: (d) => {
      slide(d, 's4').notes = 'Remember the demo';
    },
  },
  {
    say: 'add notes to slide 3 saying Pause for questions',
    op: 'notes',
    deck: (d) => {
      slide(d, 's3').notes = 'Stress the revenue.\nPause for questions';
    },
  },
  {
    say: 'write speaker notes for this slide',
    op: 'notes',
    selected: 's2',
    deck: (d) => {
      slide(d, 's2').notes = GENERATED_NOTES.s2;
    },
  },
  {
    say: 'clear the notes on slide 3',
    op: 'notes',
    deck: (d) => {
      slide(d, 's3').notes = '';
    },
  },
  {
    say: 'add spekaer notes to the last slide',
    op: 'notes',
    deck: (d) => {
      slide(d, 's5').notes = GENERATED_NOTES.s5;
    },
  },
  // brief
  {
    say: 'set the brief to Win the renewal by June',
    op: 'brief',
    deck: (d) => {
      d.brief = 'Win the renewal by June';
    },
  },
  {
    say: 'update the brief: Focus on the European launch',
    op: 'brief',
    deck: (d) => {
      d.brief = 'Focus on the European launch';
    },
  },
  {
    say: 'add to the brief that the budget is 50k',
    op: 'brief',
    deck: (d) => {
      d.brief = `${BASE_BRIEF}\n\nThe budget is 50k`;
    },
  },
  {
    say: 'add Budget is 50k to the brief',
    op: 'brief',
    deck: (d) => {
      d.brief = `${BASE_BRIEF}\n\nBudget is 50k`;
    },
  },
  {
    say: 'change the breif to Renewal pitch for Q3',
    op: 'brief',
    deck: (d) => {
      d.brief = 'Renewal pitch for Q3';
    },
  },
  {
    say: 'The brief is: Pitch the cloud migration',
    op: 'brief',
    deck: (d) => {
      d.brief = 'Pitch the cloud migration';
    },
  },
  // checklist
  {
    say: 'add checklist items pricing, timeline and team',
    op: 'checklist',
    deck: checklist('Pricing', 'Timeline', 'Team'),
  },
  { say: 'add case studies to the checklist', op: 'checklist', deck: checklist('Case studies') },
  {
    say: 'add to the checklist: legal review, budget sign-off',
    op: 'checklist',
    deck: checklist('Legal review', 'Budget sign-off'),
  },
  {
    say: 'put "Send the deck to Ana" on the checklist',
    op: 'checklist',
    deck: checklist('Send the deck to Ana'),
  },
  {
    say: 'Add checklst items: team bios; case study',
    op: 'checklist',
    deck: checklist('Team bios', 'Case study'),
  },
  // metadata
  {
    say: 'set the agency to Brightline Studio',
    op: 'metadata',
    deck: (d) => {
      d.metadata.agency = 'Brightline Studio';
    },
  },
  {
    say: 'set the client name to Acme Corp',
    op: 'metadata',
    deck: (d) => {
      d.metadata.clientName = 'Acme Corp';
    },
  },
  {
    say: 'change the date to October 2027',
    op: 'metadata',
    deck: (d) => {
      d.metadata.presentationDate = 'October 2027';
    },
  },
  {
    say: 'the client is Contoso',
    op: 'metadata',
    deck: (d) => {
      d.metadata.clientName = 'Contoso';
    },
  },
  {
    say: 'set the presentation date to 12 May 2027',
    op: 'metadata',
    deck: (d) => {
      d.metadata.presentationDate = '12 May 2027';
    },
  },
  {
    say: 'set the logo to https://example.com/logo.png',
    op: 'metadata',
    deck: (d) => {
      d.metadata.logo = 'https://example.com/logo.png';
    },
  },
  {
    say: 'update the company name to Brightline Partners',
    op: 'metadata',
    deck: (d) => {
      d.metadata.agency = 'Brightline Partners';
    },
  },
  // The presentation's own name is no slide's title: only the reply shows it.
  {
    say: 'rename the deck to Growth Plan 2027',
    op: 'metadata',
    answer: /Renamed the presentation to “Growth Plan 2027”/,
  },
  {
    say: 'change the title of the presentation to Growth Plan 2027',
    op: 'metadata',
    answer: /Renamed the presentation to “Growth Plan 2027”/,
  },
  // agenda
  { say: 'add an agenda slide', op: 'agenda', deck: (d) => add(d, 1, AGENDA) },
  {
    say: 'summarise the deck into an agenda slide at the start',
    op: 'agenda',
    deck: (d) => add(d, 0, AGENDA),
  },
  {
    say: 'Summarize the presentation as an agenda after the title slide',
    op: 'agenda',
    deck: (d) => add(d, 1, AGENDA),
  },
  { say: 'create an agenda', op: 'agenda', deck: (d) => add(d, 1, AGENDA) },
  { say: 'summarise the deck', op: 'agenda', deck: (d) => add(d, 1, AGENDA) },
  { say: 'Recap the presentation', op: 'agenda', deck: (d) => add(d, 1, AGENDA) },
  {
    say: 'add an agenda slide with bullets goals, plan and budget',
    op: 'agenda',
    deck: (d) =>
      add(d, 5, { type: 'content', title: 'Agenda', content: { items: ['Goals', 'Plan', 'Budget'] } }),
  },
];
