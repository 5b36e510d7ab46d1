import type { SlideType } from '../../../common/slides/model';
import { type Cursor, phrases, phraseTable, setOf } from './cursor';
import type { ItemRef, Target } from './intents';
import { besideSelected, partFollows, placeList } from './slidePlaces';
import { SLIDE_TYPE_WORDS } from './slideTypeWords';
import { withoutLastWord } from './slots';
import type { Token } from './tokenizer';
import { NUMBER_WORDS, ORDINAL_WORDS } from './vocabulary';

export const NOUNS = phrases(['slide', 'slides', 'page', 'pages', 'one', 'ones']);
const TYPE_PHRASES = phraseTable(SLIDE_TYPE_WORDS);

/** A slide type named here ("thank you", "metrics"), consumed. */
export function typePhrase(c: Cursor): SlideType | undefined {
  for (const [p, type] of TYPE_PHRASES) if (c.accept(...p)) return type;
  return undefined;
}

/** A count: "3", "three"; "a"/"an" only when allowed. */
export function count(c: Cursor, allowArticle = false): number | undefined {
  const t = c.peek();
  if (t?.kind === 'number' && !t.ordinal && !t.unit && !t.currency && Number.isInteger(t.num) && t.num! > 0) {
    c.i++;
    return t.num;
  }
  const w = c.w();
  const n = NUMBER_WORDS.get(w);
  if (n !== undefined && (allowArticle || (w !== 'a' && w !== 'an'))) {
    c.i++;
    return n;
  }
  return undefined;
}

/** "third", "3rd". */
export function ordinal(c: Cursor): number | undefined {
  const t = c.peek();
  if (t?.kind === 'number' && t.ordinal) {
    c.i++;
    return t.num;
  }
  const n = ORDINAL_WORDS.get(c.w());
  if (n) c.i++;
  return n;
}

/** "the last", "the third": a place counted from the start, or from the end for "last"/"final". */
export function placeOf(c: Cursor): ItemRef | undefined {
  if (c.acceptAny('last|final')) return { fromEnd: true };
  const n = ordinal(c);
  return n === undefined ? undefined : { index: n };
}

/** A slide number: "3", "#3", "three", "number 3". */
export function slideNumber(c: Cursor): number | undefined {
  c.acceptAny('number|no') || c.acceptPunct('#');
  const t = c.peek();
  // "#123" is read as a colour by the tokenizer; after "slide" it is a number.
  if (t?.kind === 'hex' && /^#\d{1,3}$/.test(t.w)) {
    c.i++;
    return Number(t.w.slice(1));
  }
  return count(c) ?? ordinal(c);
}

/** "2, 3 and 4", "2-4", "2 to 4". */
export function numberList(c: Cursor): number[] | undefined {
  const first = slideNumber(c);
  if (first === undefined) return undefined;
  const out = [first];
  const at = c.i;
  if (c.acceptPunct('-', '–') || c.acceptAny('to|through|thru')) {
    const last = slideNumber(c);
    if (last !== undefined && last >= first && last - first < 100) {
      for (let n = first + 1; n <= last; n++) out.push(n);
      return out;
    }
    c.i = at;
  }
  for (;;) {
    const mark = c.i;
    if (!(c.acceptPunct(',', '&') || c.acceptAny('and|or'))) break;
    c.accept('and');
    c.accept('slide');
    const n = slideNumber(c);
    if (n === undefined) {
      c.i = mark;
      break;
    }
    out.push(n);
  }
  return out;
}

const STOP_IN_NAME = setOf(`to|into|after|before|with|and|from|on|of|as|at|a|an|it|this|that|saying|called
  |titled`);

/**
 * The slide(s) a command names. Tried in order: selection, "it", numbers, ordinals, first/last N,
 * all, and names ("the Results slide", a quoted title, "the slide called X").
 */
export function parseTarget(c: Cursor): Target | undefined {
  return c.try((c) => {
    const the = c.accept('the');
    if (c.acceptAny('this|current|selected')) {
      // "move this one slide down": "one" counts the places there.
      if (!c.atAny('one slide|one place|one position')) c.acceptOne(NOUNS);
      return { kind: 'selected' };
    }
    // "the next slide", "the previous one", "the slide after this one": beside the selected slide.
    if (the && BESIDE_WORDS.has(c.w())) {
      const step = c.try(besideSelected);
      if (step) return step;
    }
    if (!the && c.acceptAny('it|that|them')) {
      c.accept('one');
      c.accept('slide');
      return { kind: 'it' };
    }
    if (c.acceptAny('new slide|new one')) return { kind: 'it' };
    // "the whole deck", "the entire presentation": every slide.
    if (the && c.acceptAny('whole|entire') && c.acceptAny('deck|presentation')) return { kind: 'all' };
    // "the one after the agenda", "the slide before pricing": beside a slide named by its title.
    const beside = c.atAny('one after|one before|slide after|slide before|page after|page before');
    // ("the one before last" is a place, read below.)
    if (the && beside && !c.from(c.i + 2).atAny('last|this|it|the last|the first')) {
      const by = c.w(1) === 'after' ? 1 : -1;
      c.i += 2;
      c.accept('the');
      const named = nameUntilStop(c);
      c.acceptAny('slide|page');
      const of = named?.kind === 'named' ? withoutLastWord(withoutLastWord(named.name, 'slide'), 'page') : '';
      return of ? { kind: 'beside', by, of } : undefined;
    }
    // "the one about pricing", "the slide about pricing": a slide by the words of its title.
    if (the && c.atAny('one about|slide about|page about')) {
      c.i += 2;
      return nameUntilStop(c, ABOUT_STOPS);
    }
    if (c.acceptAny('slide|slides|page|pages')) {
      const numbers = numberList(c);
      if (numbers) return { kind: 'numbers', numbers };
      if (c.acceptAny('called|titled|named')) return quotedName(c) ?? nameUntilStop(c);
      return quotedName(c);
    }
    // Tried only where a place starts: parseTarget runs on most words of a command.
    const places = isPlaceWord(c) ? c.try(placeList) : undefined;
    if (places) return places;
    const edge = edgeTarget(c);
    if (edge) return partFollows(c) ? undefined : edge;
    const n = ordinal(c);
    if (n !== undefined) {
      if (partFollows(c)) return undefined;
      // "the first chart", "the second table slide": counted among the slides of that type.
      const type = typePhrase(c);
      c.acceptOne(NOUNS);
      return { kind: 'ordinal', n, fromEnd: false, ...(type ? { type } : {}) };
    }
    if (c.acceptAny('all|every|each|everything')) {
      c.accept('of');
      c.accept('the');
      // "every content slide", "all the metrics slides": the slides of that type.
      const typed = c.try((c) => {
        const type = typePhrase(c);
        return type && c.acceptOne(NOUNS) ? type : undefined;
      });
      if (typed) return { kind: 'all', type: typed };
      const expected = count(c);
      c.acceptOne(NOUNS);
      return expected ? { kind: 'all', count: expected } : { kind: 'all' };
    }
    const quoted = quotedName(c);
    if (quoted) c.accept('slide');
    return quoted ?? (the ? namedSlide(c) : undefined);
  });
}

/** Whether "slides" comes within the next few words: most names are of one slide. */
const pluralAhead = (c: Cursor) =>
  c.tokens.slice(c.i, Math.min(c.end, c.i + 12)).some((t) => t.w === 'slides' || t.w === 'pages');

const BESIDE_WORDS = new Set(['next', 'following', 'previous', 'preceding', 'slide', 'one']);
const isPlaceWord = (c: Cursor) => {
  const t = c.peek();
  return (
    (t?.kind === 'number' && t.ordinal === true) ||
    c.w() === 'last' ||
    c.w() === 'final' ||
    ORDINAL_WORDS.has(c.w())
  );
};

/** "last", "second to last", "the last two (slides)", "the first 3 slides". */
function edgeTarget(c: Cursor): Target | undefined {
  if (
    c.acceptAny(
      'second to last|second last|penultimate|second-to-last|second-last|next-to-last|one before last',
    )
  ) {
    c.acceptOne(NOUNS);
    return { kind: 'ordinal', n: 2, fromEnd: true };
  }
  const start = c.i;
  const fromEnd = c.acceptAny('last|final') !== undefined;
  if (!fromEnd && !c.accept('first')) return undefined;
  const mark = c.i;
  const many = count(c);
  if (many !== undefined && (c.acceptAny('slides|pages|ones') || c.done() || !c.at('slide')))
    return { kind: 'edge', count: many, fromEnd };
  // "the first slide" is an ordinal, read as one after this.
  c.i = fromEnd ? mark : start;
  if (!fromEnd) return undefined;
  const type = typePhrase(c);
  c.acceptOne(NOUNS);
  return { kind: 'ordinal', n: 1, fromEnd, ...(type ? { type } : {}) };
}

/** Marks that stand inside titles ("Plan & budget", "Q3 – Q4", "Us vs. Them"), never at their start. */
const TITLE_MARKS = new Set(['&', '+', '/', '-', '–', '—', '.']);
const inTitle = (t: Token) => t.kind === 'punct' && TITLE_MARKS.has(t.w);

/** "Results slide", "thank you slide", "slide called X": the words before "slide", at most six. */
function namedSlide(c: Cursor): Target | undefined {
  const from = c.i;
  const several = pluralAhead(c) ? namedSlides(c) : undefined;
  if (several) return several;
  for (let k = 0; k < 7; k++) {
    const t = c.peek(k);
    if (!t) return undefined;
    if (t.kind === 'word' && (t.w === 'slide' || t.w === 'page') && k > 0) {
      const name = c.text(from, from + k);
      const typeCursor = c.fork(from + k);
      const type = typePhrase(typeCursor);
      c.i = from + k + 1;
      return { kind: 'named', name, ...(type && typeCursor.done() ? { type } : {}) };
    }
    if (t.kind !== 'word' && t.kind !== 'number' && t.kind !== 'quoted' && !inTitle(t)) return undefined;
    if (t.kind === 'word' && STOP_IN_NAME.has(t.w)) return undefined;
  }
  return undefined;
}

/** "the pricing and roadmap slides": titles joined by "and" or commas, looked up one by one. */
function namedSlides(c: Cursor): Target | undefined {
  const from = c.i;
  let joined = false;
  for (let k = 0; k < 12; k++) {
    const t = c.peek(k);
    if (!t) return undefined;
    if (t.kind === 'word' && (t.w === 'slides' || t.w === 'pages') && k > 0) {
      if (!joined) return undefined;
      c.i = from + k + 1;
      return { kind: 'named', name: c.text(from, from + k) };
    }
    const join = (t.kind === 'word' && t.w === 'and') || (t.kind === 'punct' && t.w === ',');
    if (join) joined = true;
    else if (t.kind !== 'word' && t.kind !== 'number') return undefined;
    else if (t.kind === 'word' && STOP_IN_NAME.has(t.w)) return undefined;
  }
  return undefined;
}

/** A quoted title: 'the slide called "Next steps"'. */
function quotedName(c: Cursor): Target | undefined {
  const q = c.peek();
  if (q?.kind !== 'quoted') return undefined;
  c.i++;
  return { kind: 'named', name: q.value ?? '' };
}

/** What a slide is about may say "from", "of", "with" or "and": "what we need from partners". */
const ABOUT_STOPS = setOf('to|into|after|before|as|at|it|this|that|saying|called|titled');

function nameUntilStop(c: Cursor, stops: ReadonlySet<string> = STOP_IN_NAME): Target | undefined {
  const from = c.i;
  while (!c.done() && !(c.peek()?.kind === 'word' && stops.has(c.w())) && c.peek()?.kind !== 'punct') c.i++;
  return c.i > from ? { kind: 'named', name: c.text(from, c.i) } : undefined;
}

/**
 * A slide named by its title alone ("rename Priorities to …", "move thanks to position 2"): the
 * words up to one of `stops`, which must follow. Only where a slide must be named, since elsewhere
 * a few words are not a slide; the name is looked up when the command is applied.
 */
export function titleTarget(
  c: Cursor,
  stops: ReadonlySet<string>,
  endMayStop = false,
  /** Where else the title may end: "belief" in "make belief navy". */
  endsHere?: (c: Cursor) => boolean,
): Target | undefined {
  return c.try((c) => {
    c.accept('the');
    const from = c.i;
    const stopsHere = () =>
      (c.peek()?.kind === 'word' && stops.has(c.w())) ||
      (endsHere !== undefined && c.i > from && endsHere(c));
    // "delete the before and after slide": the noun that ends the title is not of it.
    const nounEnds = () => {
      if (c.i === from || !c.atAny('slide|page')) return false;
      const next = c.from(c.i + 1);
      return next.done() || next.peek()?.kind === 'punct' || stops.has(next.w());
    };
    while (!c.done() && c.i - from < 6 && !stopsHere() && !nounEnds()) {
      const t = c.peek()!;
      if (t.kind !== 'word' && t.kind !== 'number' && !(inTitle(t) && c.i > from)) break;
      c.i++;
    }
    const to = c.i;
    if (nounEnds()) c.i++;
    if (to === from || !(stopsHere() || (endMayStop && (c.done() || c.peek()?.kind === 'punct'))))
      return undefined;
    const name = c.text(from, to);
    c.acceptAny('slide|page');
    return { kind: 'named', name };
  });
}
