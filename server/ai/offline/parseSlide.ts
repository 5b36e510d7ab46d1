import { type Cursor, oneOf, phrases, setOf } from './cursor';
import type { Intent, NewSlide, Position } from './intents';
import { color, colorPhrase, phraseStartsHere, positionEndsHere, typeSaidAs } from './phrases';
import { parsePosition } from './positions';
import { ask } from './questions';
import {
  andListHere,
  isListStart,
  listEndsHere,
  looseValue,
  sides,
  splitTitles,
  titleText,
  withPhrase,
} from './slideSlots';
import { cap, cleanText, freeText, splitList } from './slots';
import { typePhrase } from './targets';

/** Kinds of visual the slide types do not have: asked about rather than taken as a title. */
export const VISUALS = setOf(
  'chart|graph|table|diagram|image|picture|photo|video|map|gantt|pie|bar|infographic|animation',
);
const SLIDE_NOUNS = new Set(['slide', 'slides', 'page', 'pages']);
/** Words that cannot stand between "add a" and "slide": "add a bullet to slide 2" is not a new slide. */
const HEAD_STOPS = setOf('called|titled|named|with|about|to|on|for|of|in|at|into|from|after|before|saying');
const FILLERS = phrases(['new', 'more', 'extra', 'additional']);
const TITLE = oneOf(`called|titled|named|entitled|headlined|with the title|with title|with a title|title
  |with the headline|with headline|with a headline|with the heading|with heading`);
const ABOUT = phrases(['about', 'on', 'on the topic of', 'covering', 'regarding']);
const SAYING = oneOf('saying|that says|which says|that read|which read|reading|with the text|with text');
const SUBTITLE = phrases(['with the subtitle', 'with subtitle', 'subtitle']);
const COMPARING = phrases(['comparing', 'that compares']);
const WITH = oneOf('with|containing|listing|showing|including|featuring|having|that has|which has');

/** Where the head of "a new navy metrics slide" ends: the index of its "slide", if within reach. */
export function slideNounAt(c: Cursor, reach = 6): number | undefined {
  for (let k = 0; k <= reach; k++) {
    // A type may hold words that stop a head elsewhere: "a before and after slide".
    const f = c.from(c.i + k);
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
  let unknownFrom = -1;
  while (c.i < noun) {
    if (c.acceptOne(FILLERS)) continue;
    const bg = color(c);
    if (bg) slide.background = bg;
    else {
      // The type is read within the head: "a cover page" has its noun inside the phrase.
      const head = c.fork(noun);
      const type = typePhrase(head);
      if (type) {
        slide.type = type;
        c.i = head.i;
      } else {
        if (unknownFrom < 0) unknownFrom = c.i;
        c.i++;
      }
    }
  }
  if (unknownFrom >= 0) {
    const words = cleanText(c, unknownFrom, noun);
    if (c.tokens.slice(unknownFrom, noun).some((t) => VISUALS.has(t.w))) return ask.unknownType(words);
    // "add a pricing slide": the words are its title.
    slide.title = cap(words);
  }
  const plural = c.tokens[noun]!.w === 'slides' || c.tokens[noun]!.w === 'pages';
  c.i = noun + 1;
  let position: Position | undefined;
  while (!c.done()) {
    const colon = c.at(':');
    if (c.acceptPunct(',', ':', '-', '–')) {
      const q = c.peek();
      if (q?.kind === 'quoted' || (!phraseStartsHere(c) && !slide.title && !slide.about && !isListStart(c))) {
        looseValue(c, slide);
      } else if (
        colon &&
        (slide.about || slide.title) &&
        !slide.items &&
        !phraseStartsHere(c) &&
        !isListStart(c)
      ) {
        colonList(c, slide);
      }
    } else if (positionEndsHere(c)) {
      position = parsePosition(c);
    } else if (andListHere(c)) {
      c.i++;
      withPhrase(c, slide);
    } else if (!readPhrase(c, slide)) {
      // "a slide after results about risks": a slide named by its title alone.
      const byTitle = c.atAny('after|before|between') ? c.try((c) => parsePosition(c, true)) : undefined;
      if (byTitle) position = byTitle;
      else if (isListStart(c)) withPhrase(c, slide);
      else looseValue(c, slide);
    }
  }
  // "add 3 slides: Problem, Solution, Team": a title each.
  if ((count > 1 || plural) && slide.title && !slide.items) {
    const titles = splitTitles(slide.title);
    if (titles.length > 1) {
      slide.titles = titles;
      count = count > 1 ? Math.max(count, titles.length) : titles.length;
    }
  }
  return { kind: 'add_slide', slide, count, ...(position ? { position } : {}) };
}

/**
 * A title, topic or text read into the slide, and the "after X"/"before X" it ends with (X up to
 * four words, unquoted) as the user wrote it: whether that is a place is decided when applied.
 */
function readPlaced(
  c: Cursor,
  slide: NewSlide,
  field: 'title' | 'about' | 'text',
  read: (c: Cursor) => string,
) {
  const from = c.i;
  slide[field] = read(c);
  for (let k = c.i - 2; k >= from && k >= c.i - 6; k--) {
    const t = c.tokens[k]!;
    if (t.kind !== 'word' || (t.w !== 'after' && t.w !== 'before')) continue;
    if (c.tokens.slice(k + 1, c.i).every((x) => x.kind === 'word' || x.kind === 'number'))
      slide.placeTail = { field, words: c.text(k, c.i) };
    return;
  }
}

/** One phrase introduced by its keyword, read into the slide; false when none starts here. */
function readPhrase(c: Cursor, slide: NewSlide): boolean {
  const bg = colorPhrase(c);
  const type = bg ? undefined : typeSaidAs(c);
  if (bg) slide.background = bg;
  else if (type) slide.type = type;
  else if (c.acceptOne(TITLE)) {
    c.acceptPunct(':');
    readPlaced(c, slide, 'title', (c) => titleText(c, false, true));
  } else if (c.acceptOne(ABOUT)) readPlaced(c, slide, 'about', (c) => titleText(c, true, true));
  else if (c.acceptOne(SAYING)) {
    c.acceptPunct(':');
    readPlaced(c, slide, 'text', (c) => freeText(c, phraseStartsHere));
  } else if (c.acceptOne(SUBTITLE)) {
    c.acceptPunct(':');
    slide.subtitle = freeText(c, phraseStartsHere);
  } else if ((slide.type === 'title' || slide.type === 'strategic_title') && c.accept('for')) {
    slide.client = freeText(c, phraseStartsHere);
  } else if (c.acceptOne(COMPARING)) {
    // "comparing X with Y": the "with" belongs to the comparison.
    slide.comparison = sides(freeText(c, listEndsHere));
  } else if (c.acceptOne(WITH)) withPhrase(c, slide);
  else return false;
  return true;
}

/**
 * "a slide about risks: currency, hiring, timing", "a slide called Pricing: basic, pro": the
 * topic, then its points. After a title, one phrase is the rest of the title ("Q3: the year").
 */
function colonList(c: Cursor, slide: NewSlide) {
  const from = c.i;
  while (!c.done() && !(c.i > from && listEndsHere(c))) c.i++;
  const items = splitList(c, from, c.i);
  if (slide.title && !slide.about && items.length < 2)
    slide.title = `${slide.title}: ${cleanText(c, from, c.i)}`;
  else slide.items = items;
}
