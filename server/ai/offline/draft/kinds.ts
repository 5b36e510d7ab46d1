import type { DeckKind } from '../vocabulary';

/** A part of a draft, and which sentences fill it. */
export type SectionKey =
  | 'title'
  | 'agenda'
  | 'problem'
  | 'goals'
  | 'approach'
  | 'figures'
  | 'comparison'
  | 'next'
  | 'thanks';

export interface SectionSpec {
  key: SectionKey;
  title: string;
  /** What to say when the sources have nothing for it: a prompt for the author, in brackets. */
  prompt: string;
  /** A comparison's two sides (Before and After unless said). */
  sides?: [string, string];
}

export interface Template {
  label: string;
  sections: SectionSpec[];
}

const TITLE: SectionSpec = { key: 'title', title: '', prompt: '' };
const AGENDA: SectionSpec = { key: 'agenda', title: 'Agenda', prompt: '' };
const THANKS: SectionSpec = { key: 'thanks', title: 'Thank you', prompt: '' };

/** One template per kind of deck: its sections in order. */
export const TEMPLATES: Record<DeckKind, Template> = {
  pitch: {
    label: 'Pitch',
    sections: [
      TITLE,
      AGENDA,
      { key: 'problem', title: 'The problem', prompt: '[What problem does the client have today?]' },
      { key: 'approach', title: 'Our solution', prompt: '[How do we solve it?]' },
      { key: 'figures', title: 'By the numbers', prompt: '' },
      { key: 'comparison', title: 'Before and after', prompt: '', sides: ['Before', 'After'] },
      { key: 'goals', title: 'What success looks like', prompt: '[What will be different?]' },
      { key: 'next', title: 'Next steps', prompt: '[What should happen after this meeting?]' },
      THANKS,
    ],
  },
  quarterly_review: {
    label: 'Quarterly review',
    sections: [
      TITLE,
      AGENDA,
      { key: 'goals', title: 'Highlights of the quarter', prompt: '[What went well this quarter?]' },
      { key: 'figures', title: 'Results', prompt: '' },
      { key: 'problem', title: 'Challenges', prompt: '[What held us back?]' },
      { key: 'comparison', title: 'Then and now', prompt: '', sides: ['Then', 'Now'] },
      { key: 'approach', title: 'What we are changing', prompt: '[What do we do differently next quarter?]' },
      { key: 'next', title: 'Priorities for next quarter', prompt: '[The priorities for the next quarter]' },
      THANKS,
    ],
  },
  proposal: {
    label: 'Proposal',
    sections: [
      TITLE,
      AGENDA,
      { key: 'problem', title: 'The challenge', prompt: '[What challenge does the client face?]' },
      { key: 'goals', title: 'Objectives', prompt: '[What does the client want to achieve?]' },
      { key: 'approach', title: 'Our approach', prompt: '[How will we do it?]' },
      { key: 'figures', title: 'The numbers', prompt: '' },
      { key: 'comparison', title: 'Today and tomorrow', prompt: '', sides: ['Today', 'Tomorrow'] },
      { key: 'next', title: 'Timeline and next steps', prompt: '[Milestones and the first steps]' },
      THANKS,
    ],
  },
  workshop: {
    label: 'Workshop',
    sections: [
      TITLE,
      AGENDA,
      { key: 'goals', title: 'Goals for today', prompt: '[What should we leave the room with?]' },
      { key: 'problem', title: 'Where we are', prompt: '[The situation we start from]' },
      { key: 'approach', title: 'How we will work', prompt: '[The exercises and the format]' },
      { key: 'figures', title: 'Facts to start from', prompt: '' },
      { key: 'next', title: 'After the workshop', prompt: '[Owners and dates for what we decide]' },
      THANKS,
    ],
  },
  report: {
    label: 'Report',
    sections: [
      TITLE,
      AGENDA,
      { key: 'problem', title: 'Key findings', prompt: '[The main findings]' },
      { key: 'figures', title: 'Key figures', prompt: '' },
      { key: 'comparison', title: 'How it compares', prompt: '', sides: ['Before', 'After'] },
      { key: 'approach', title: 'How we worked', prompt: '[Sources and method]' },
      { key: 'goals', title: 'What it means', prompt: '[Implications for the client]' },
      { key: 'next', title: 'Recommendations', prompt: '[What we recommend]' },
      THANKS,
    ],
  },
};

/**
 * Which sections to keep for a deck of `wanted` slides, most important first (the story, then the
 * figures, the agenda and a comparison); the deck keeps its template order.
 */
export const IMPORTANCE: SectionKey[] = [
  'title',
  'thanks',
  'problem',
  'approach',
  'next',
  'figures',
  'agenda',
  'comparison',
  'goals',
];
