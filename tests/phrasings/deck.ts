import type { SlideContent } from '../../common/slides/model';
import { DATA } from './dataDeck';
import { PITCH } from './pitch';

/**
 * The deck every phrasing starts from, written without ids so the same table runs over the engine
 * (ids are the refs) and through the API (ids are the server's, mapped back to refs).
 */
export type Ref = 's1' | 's2' | 's3' | 's4' | 's5' | PitchRef | DataRef;
export type DataRef = `d${1 | 2 | 3 | 4 | 5}`;
/** The other base decks a phrasing may run on. */
export type BaseName = 'pitch' | 'data';
export type PitchRef = `p${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11}`;

export interface TableSlide {
  /** A slide of the base deck, or "new" for one the command made. */
  ref: Ref | 'new';
  type: string;
  title: string;
  content: SlideContent;
  notes: string;
}
export interface TableDeck {
  slides: TableSlide[];
  brief: string;
  checklist: { text: string; completed: boolean }[];
  metadata: { clientName?: string; agency?: string; presentationDate?: string; logo?: string };
  /** A built-in theme the command picked. */
  theme?: string;
}

export const BASE_BRIEF =
  'Northwind wants to grow revenue in Europe. Their sales team spends 40% of its time on manual reporting.';

export const BASE: TableDeck = {
  slides: [
    { ref: 's1', type: 'title', title: 'Growth Strategy', content: { subtitle: 'For the board' }, notes: '' },
    {
      ref: 's2',
      type: 'content',
      title: 'Priorities',
      content: { items: ['Grow revenue', 'Open markets', 'Hire engineers'] },
      notes: '',
    },
    {
      ref: 's3',
      type: 'metrics',
      title: 'Results',
      content: { metrics: [{ value: '$4M', label: 'Revenue' }] },
      notes: 'Stress the revenue.',
    },
    { ref: 's4', type: 'statement', title: 'Belief', content: { text: 'Speed wins' }, notes: '' },
    { ref: 's5', type: 'thank_you', title: 'Thanks', content: {}, notes: '' },
  ],
  brief: BASE_BRIEF,
  checklist: [{ text: 'Pricing', completed: true }],
  metadata: { clientName: 'Northwind', agency: 'Brightline', presentationDate: 'March 2027' },
};

// Helpers that describe the expected deck as edits of a copy of the base.
export const slide = (d: TableDeck, ref: Ref) => d.slides.find((s) => s.ref === ref)!;
export const add = (
  d: TableDeck,
  at: number,
  s: { type: string; title: string; content?: SlideContent; notes?: string; ref?: 'new' },
) => {
  d.slides.splice(at, 0, { ref: 'new', content: {}, notes: '', ...s });
};
export const order = (d: TableDeck, refs: Ref[]) => {
  d.slides = refs.map((r) => slide(d, r));
};
export const drop = (d: TableDeck, ...refs: Ref[]) => {
  d.slides = d.slides.filter((s) => !refs.includes(s.ref as Ref));
};
export const patch = (d: TableDeck, ref: Ref, content: SlideContent) => {
  const s = slide(d, ref);
  s.content = { ...s.content, ...content };
};
export const copyOf = (d: TableDeck, ref: Ref): TableSlide => ({
  ...structuredClone(slide(d, ref)),
  ref: 'new',
});

export function expectedDeck(edit: ((d: TableDeck) => void) | undefined, on?: BaseName): TableDeck {
  const d = structuredClone(baseOf(on));
  edit?.(d);
  return d;
}

/** Colours of the offline vocabulary the table uses, and the text colour each background gets. */
export const NAVY = '#1a365d';
export const WHITE = '#ffffff';
export const DARK_TEXT = '#1a202c';

/** The deck a phrasing starts from. */
export const baseOf = (on?: BaseName): TableDeck => (on === 'pitch' ? PITCH : on === 'data' ? DATA : BASE);
