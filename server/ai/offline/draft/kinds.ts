import type { DeckKind } from '../vocabulary';
import type { Locale } from './locales/types';

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

/**
 * The sections of each kind of deck, in order. Their words are the locale's (locales/): each
 * locale names every section listed here, and the type system says which one it lacks.
 */
const STRUCTURE = {
  pitch: ['title', 'agenda', 'problem', 'approach', 'figures', 'comparison', 'goals', 'next', 'thanks'],
  quarterly_review: [
    'title',
    'agenda',
    'goals',
    'figures',
    'problem',
    'comparison',
    'approach',
    'next',
    'thanks',
  ],
  proposal: ['title', 'agenda', 'problem', 'goals', 'approach', 'figures', 'comparison', 'next', 'thanks'],
  workshop: ['title', 'agenda', 'goals', 'problem', 'approach', 'figures', 'next', 'thanks'],
  report: ['title', 'agenda', 'problem', 'figures', 'comparison', 'approach', 'goals', 'next', 'thanks'],
} as const satisfies Record<DeckKind, readonly SectionKey[]>;

/** The sections every deck has, whose words are the locale's own (the agenda, the closing slide). */
type FrameKey = 'title' | 'agenda' | 'thanks';
/** The sections of a kind of deck that the locale names. */
export type BodyKey<K extends DeckKind> = Exclude<(typeof STRUCTURE)[K][number], FrameKey>;

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

/** A kind of deck's template in a locale's words. */
export function templateOf(kind: DeckKind, locale: Locale): Template {
  const words = locale.kinds[kind];
  const named = words.sections as Partial<
    Record<SectionKey, { title: string; prompt?: string; sides?: [string, string] }>
  >;
  return {
    label: words.label,
    sections: STRUCTURE[kind].map((key): SectionSpec => {
      if (key === 'title') return { key, title: '', prompt: '' };
      if (key === 'agenda') return { key, title: locale.agenda, prompt: '' };
      if (key === 'thanks') return { key, title: locale.thanks.title, prompt: '' };
      const w = named[key]!;
      return { key, title: w.title, prompt: w.prompt ?? '', ...(w.sides ? { sides: w.sides } : {}) };
    }),
  };
}
