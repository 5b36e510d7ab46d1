import { type Lang, LOCALES } from './locales';
import type { CueTopic, Locale } from './locales/types';

/** A list of words to look a word up in (see locales/types.ts for stems and tails). */
export interface WordSet {
  has(word: string): boolean;
}

/** The list's words; an elided article glued to a word ("l'équipe") is no part of it. */
export function wordSet(list: string, elisions: string[] = []): WordSet {
  const bare = withoutElision(elisions);
  const exact = new Set<string>();
  const stems: string[] = [];
  const tails: string[] = [];
  const inner: string[] = [];
  for (const entry of list.split(' ').filter(Boolean)) {
    const starts = entry.startsWith('*');
    const ends = entry.endsWith('*') && entry.length > 1;
    const body = entry.slice(starts ? 1 : 0, ends ? -1 : undefined);
    if (starts && ends) inner.push(body);
    else if (starts) tails.push(body);
    else if (ends) stems.push(body);
    else exact.add(body);
  }
  const patterned = stems.length + tails.length + inner.length > 0;
  return {
    has(word) {
      if (exact.has(word)) return true;
      const w = elisions.length ? bare(word.replaceAll('’', "'")) : word;
      if (w !== word && exact.has(w)) return true;
      if (!patterned) return false;
      return (
        stems.some((s) => w.startsWith(s)) ||
        tails.some((t) => w.endsWith(t)) ||
        inner.some((i) => w.includes(i))
      );
    },
  };
}

const withoutElision = (elisions: string[]) => (word: string) => {
  for (const e of elisions) if (word.startsWith(e) && word.length > e.length) return word.slice(e.length);
  return word;
};

/** A locale's word lists, ready to look words up in. */
export interface Reader {
  lang: Lang;
  locale: Locale;
  /** Not English: the readings only other languages need (local number formats, lists joined by "et"). */
  foreign: boolean;
  cues: Record<CueTopic, WordSet>;
  dates: WordSet;
  frames: WordSet;
  notFraming: WordSet;
  changes: WordSet;
  subjectStops: WordSet;
  common: WordSet;
  steps: WordSet;
  metricNouns: WordSet;
  labelStops: WordSet;
  counted: WordSet;
  joins: WordSet;
  links: WordSet;
  skip: WordSet;
  went: WordSet;
  months: WordSet;
  growth: WordSet;
  actions: WordSet;
  purpose: WordSet;
  headings: { plain: WordSet; problem: WordSet; approach: WordSet };
  asides: { greetings: WordSet; brief: WordSet };
  subjects: WordSet;
  /** The word without an elided article glued to it ("l'équipe" is "équipe"). */
  bare: (word: string) => string;
  /** "from" and "to" of "from X to Y", as single words. */
  from: string;
  to: string;
}

const readers = new Map<Lang, Reader>();

export function readerOf(lang: Lang): Reader {
  const known = readers.get(lang);
  if (known) return known;
  const locale = LOCALES[lang];
  const r = locale.read;
  const f = r.figures;
  const set = (list: string) => wordSet(list, locale.elisions);
  const reader: Reader = {
    lang,
    locale,
    foreign: lang !== 'en',
    cues: {
      problem: set(r.cues.problem),
      goals: set(r.cues.goals),
      approach: set(r.cues.approach),
      next: set(r.cues.next),
    },
    dates: set(r.dates),
    frames: set(r.frames),
    notFraming: set(r.notFraming),
    changes: set(r.changes),
    subjectStops: set(r.subjectStops),
    common: set(r.common),
    steps: set(r.steps),
    metricNouns: set(f.metricNouns),
    labelStops: set(f.labelStops),
    counted: set(f.counted),
    joins: set(f.joins),
    links: set(f.links),
    skip: set(f.skip),
    went: set(f.went),
    months: set(f.months),
    growth: set(f.growth),
    actions: set(f.actions ?? ''),
    purpose: set(f.purpose ?? ''),
    headings: {
      plain: set(r.headings?.plain ?? ''),
      problem: set(r.headings?.problem ?? ''),
      approach: set(r.headings?.approach ?? ''),
    },
    asides: { greetings: set(r.asides?.greetings ?? ''), brief: set(r.asides?.brief ?? '') },
    subjects: set(r.subjects ?? ''),
    bare: (word) => (locale.elisions ? withoutElision(locale.elisions)(word.replaceAll('’', "'")) : word),
    from: r.fromTo[0].trim(),
    to: r.fromTo[1].trim(),
  };
  readers.set(lang, reader);
  return reader;
}
