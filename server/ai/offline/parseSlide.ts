import type { Cursor } from './cursor';
import { figuresIn } from './figures';
import type { Intent, NewSlide, Position } from './intents';
import { color, colorPhrase, phraseStartsHere, positionEndsHere } from './phrases';
import { ask } from './questions';
import { cap, cleanText, freeText, splitList } from './slots';
import { parsePosition, typePhrase } from './targets';
import { FIELDS } from './vocabulary';

/** Kinds of visual the slide types do not have: asked about rather than taken as a title. */
const VISUALS = new Set([
  'chart',
  'graph',
  'table',
  'diagram',
  'image',
  'picture',
  'photo',
  'video',
  'map',
  'gantt',
  'pie',
  'bar',
  'infographic',
  'animation',
]);
const SLIDE_NOUNS = new Set(['slide', 'slides', 'page', 'pages']);
/** Words that cannot stand between "add a" and "slide": "add a bullet to slide 2" is not a new slide. */
const HEAD_STOPS = new Set([
  'called',
  'titled',
  'named',
  'with',
  'about',
  'to',
  'on',
  'for',
  'of',
  'in',
  'at',
  'into',
  'from',
  'after',
  'before',
  'saying',
]);
const ITEM_WORDS = new Set<string>([...FIELDS.items]);
const FIGURE_WORDS = new Set<string>([...FIELDS.metrics]);

/** Where the head of "a new navy metrics slide" ends: the index of its "slide", if within reach. */
export function slideNounAt(c: Cursor, reach = 6): number | undefined {
  for (let k = 0; k <= reach; k++) {
    // A type may hold words that stop a head elsewhere: "a before and after slide".
    const f = c.fork();
    f.i += k;
    if (typePhrase(f) && f.i - c.i > k + 1) {
      k = f.i - c.i - 1;
      continue;
    }
    const t = c.peek(k);
    if (!t) return undefined;
    if (t.kind === 'word' && SLIDE_NOUNS.has(t.w)) return c.i + k;
    if (t.kind === 'punct' || t.kind === 'quoted' || t.kind === 'newline') return undefined;
    if (t.kind === 'word' && HEAD_STOPS.has(t.w)) return undefined;
  }
  return undefined;
}

/**
 * "a metrics slide titled Traction with revenue 3.2M at the start": the head (count, colour, type)
 * up to "slide", then phrases in any order: title, about, text, subtitle, list, figures, position.
 */
export function parseNewSlide(c: Cursor, count: number): Intent {
  const noun = slideNounAt(c)!;
  const slide: NewSlide = {};
  const unknown: string[] = [];
  let from = c.i;
  while (c.i < noun) {
    if (
      c.accept('new') ||
      c.accept('more') ||
      c.accept('extra') ||
      c.accept('additional') ||
      c.accept('empty', 'new')
    )
      continue;
    const bg = color(c);
    if (bg) {
      slide.background = bg;
      continue;
    }
    const type = typePhrase(c);
    if (type && c.i <= noun) {
      slide.type = type;
      continue;
    }
    if (unknown.length === 0) from = c.i;
    unknown.push(c.w() || c.peek()!.w);
    c.i++;
  }
  c.i = noun + 1;
  if (unknown.length) {
    if (unknown.some((w) => VISUALS.has(w))) return ask.unknownType(cleanText(c, from, noun));
    // "add a pricing slide": the words are its title.
    slide.title = cap(cleanText(c, from, noun));
  }
  let position: Position | undefined;
  while (!c.done()) {
    if (c.acceptPunct(',', ':', '-', '–')) {
      const q = c.peek();
      if (q?.kind === 'quoted' || (!phraseStartsHere(c) && !slide.title && !slide.about && !isListStart(c))) {
        looseValue(c, slide);
      }
      continue;
    }
    const at = parsePositionHere(c);
    if (at) {
      position = at;
      continue;
    }
    const bg = colorPhrase(c);
    if (bg) {
      slide.background = bg;
      continue;
    }
    if (
      c.accept('called') ||
      c.accept('titled') ||
      c.accept('named') ||
      c.accept('entitled') ||
      c.accept('with', 'the', 'title') ||
      c.accept('with', 'title')
    ) {
      c.acceptPunct(':');
      slide.title = titleText(c);
      continue;
    }
    if (
      c.accept('about') ||
      c.accept('on', 'the', 'topic', 'of') ||
      c.accept('covering') ||
      c.accept('regarding')
    ) {
      slide.about = titleText(c, true);
      continue;
    }
    if (
      c.accept('saying') ||
      c.accept('that', 'says') ||
      c.accept('which', 'says') ||
      c.accept('reading') ||
      c.accept('with', 'the', 'text') ||
      c.accept('with', 'text')
    ) {
      c.acceptPunct(':');
      slide.text = freeText(c, phraseStartsHere);
      continue;
    }
    if (c.accept('with', 'the', 'subtitle') || c.accept('with', 'subtitle') || c.accept('subtitle')) {
      c.acceptPunct(':');
      slide.subtitle = freeText(c, phraseStartsHere);
      continue;
    }
    if (c.accept('for') && (slide.type === 'title' || slide.type === 'strategic_title')) {
      slide.client = freeText(c, phraseStartsHere);
      continue;
    }
    if (c.accept('comparing') || c.accept('that', 'compares')) {
      // "comparing X with Y": the "with" belongs to the comparison.
      slide.comparison = sides(freeText(c, listEndsHere));
      continue;
    }
    if (
      c.accept('with') ||
      c.accept('containing') ||
      c.accept('listing') ||
      c.accept('showing') ||
      c.accept('including') ||
      c.accept('featuring') ||
      c.accept('having') ||
      c.accept('that', 'has') ||
      c.accept('which', 'has')
    ) {
      withPhrase(c, slide);
      continue;
    }
    if (isListStart(c)) {
      withPhrase(c, slide);
      continue;
    }
    looseValue(c, slide);
  }
  return { kind: 'add_slide', slide, count, ...(position ? { position } : {}) };
}

function parsePositionHere(c: Cursor): Position | undefined {
  return positionEndsHere(c) ? parsePosition(c) : undefined;
}

/** A title runs to the next phrase; "about" may not end an "about". A quotation is taken whole. */
function titleText(c: Cursor, isAbout = false): string {
  const q = c.peek();
  if (q?.kind === 'quoted') {
    const f = c.fork();
    f.i++;
    if (f.done() || phraseStartsHere(f) || f.peek()?.kind === 'punct') {
      c.i++;
      return q.value ?? '';
    }
  }
  const text = freeText(c, (c) => phraseStartsHere(c) && !(isAbout && c.w() === 'about'));
  return isAbout ? text : cap(text);
}

function isListStart(c: Cursor): boolean {
  const f = c.fork();
  f.accept('the');
  if (f.peek()?.kind === 'number' || NUMBER_WORD[f.w()]) f.i++;
  return ITEM_WORDS.has(f.w()) || FIGURE_WORDS.has(f.w());
}

/** Text right after the slide or a colon: the title (for a statement its text, for figures the figures). */
function looseValue(c: Cursor, slide: NewSlide) {
  if (slide.type === 'metrics' && !slide.metrics) {
    const from = c.i;
    while (!c.done() && !(c.i > from && listEndsHere(c))) c.i++;
    const metrics = figuresIn(c, from, c.i);
    if (metrics.length) {
      slide.metrics = metrics;
      return;
    }
    c.i = from;
  }
  const value = titleText(c);
  if (!value) {
    c.i++;
    return;
  }
  if (slide.type === 'statement' && !slide.text) slide.text = value;
  else if (slide.type === 'comparison' && !slide.comparison) slide.comparison = sides(value);
  else if (!slide.title) slide.title = value;
  else if (slide.type === 'title' && !slide.subtitle) slide.subtitle = value;
}

/** "with three bullets: a, b and c", "with revenue 3M", "with the points:\n- a\n- b". */
function withPhrase(c: Cursor, slide: NewSlide) {
  c.accept('the');
  c.accept('a') || c.accept('an');
  const from = c.i;
  const n = c.peek();
  let counted: number | undefined;
  if (n?.kind === 'number' && !n.unit && !n.currency && ITEM_OR_FIGURE(c.tokens[c.i + 1]?.w)) {
    counted = n.num;
    c.i++;
  } else if (c.w() && NUMBER_WORD[c.w()] && ITEM_OR_FIGURE(c.w(1))) {
    counted = NUMBER_WORD[c.w()];
    c.i++;
  }
  const isItems = c.acceptOne([
    ['bullet', 'points'],
    ['bullet', 'point'],
    ['bullets'],
    ['bullet'],
    ['points'],
    ['point'],
    ['items'],
    ['item'],
    ['list'],
  ]);
  const isFigures =
    !isItems &&
    c.acceptOne([
      ['metrics'],
      ['metric'],
      ['numbers'],
      ['figures'],
      ['stats'],
      ['kpis'],
      ['kpi'],
      ['statistics'],
    ]);
  const isNotes = !isItems && !isFigures && (c.accept('speaker', 'notes') || c.accept('notes'));
  if (isItems || isFigures || isNotes) {
    c.accept('of') || c.accept('like');
    c.acceptPunct(':', '-');
  } else {
    c.i = from;
  }
  const start = c.i;
  while (!c.done() && !(c.i > start && listEndsHere(c))) c.i++;
  const end = c.i;
  if (isNotes) {
    slide.notes = cleanText(c, start, end);
    return;
  }
  if (counted) slide.itemCount = counted;
  if (isFigures || (!isItems && slide.type === 'metrics')) {
    slide.metrics = figuresIn(c, start, end);
    return;
  }
  const items = splitList(c, start, end);
  if (isItems || slide.type === undefined || slide.type === 'content') {
    // "called Life with AI": a single phrase without a list word belongs to the title.
    if (!isItems && items.length === 1 && slide.title) {
      slide.title = `${slide.title} with ${items[0]}`;
      return;
    }
    slide.items = items;
    return;
  }
  const text = cleanText(c, start, end);
  if (slide.type === 'comparison') slide.comparison = sides(text);
  else if (slide.type === 'title' || slide.type === 'thank_you') slide.subtitle = text;
  else slide.text = text;
}

const NUMBER_WORD: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const ITEM_OR_FIGURE = (w: string | undefined) =>
  w !== undefined && (ITEM_WORDS.has(w) || FIGURE_WORDS.has(w));

/** A list runs to the end, unless a position or a "saying"/"called" phrase follows it. */
function listEndsHere(c: Cursor): boolean {
  const w = c.w();
  if (w === 'saying' || w === 'called' || w === 'titled' || w === 'named') return true;
  return positionEndsHere(c);
}

/** "in-house vs augmented", "manual reporting with automated dashboards". */
function sides(text: string): { left: string; right: string } | undefined {
  const lower = text.toLowerCase();
  for (const sep of [
    ' versus ',
    ' vs. ',
    ' vs ',
    ' against ',
    ' compared with ',
    ' compared to ',
    ' with ',
    ' and ',
    ' or ',
    ' to ',
  ]) {
    const at = lower.indexOf(sep);
    if (at > 0) {
      const left = text.slice(0, at).trim();
      const right = text.slice(at + sep.length).trim();
      if (left && right) return { left: unquote(left), right: unquote(right) };
    }
  }
  return undefined;
}

const QUOTES = new Set(['"', '“', '”', "'", '‘', '’']);
const unquote = (s: string) => {
  let a = 0;
  let b = s.length;
  while (a < b && QUOTES.has(s[a]!)) a++;
  while (b > a && QUOTES.has(s[b - 1]!)) b--;
  return s.slice(a, b).trim();
};
