import type { SlideType } from '../../../common/slides/model';
import { COLOR_NAMES, COLOR_PHRASES, hexColor } from './colors';
import { type Cursor, oneOf, phrases, phraseTable, setOf } from './cursor';
import type { Target } from './intents';
import { parsePosition } from './positions';
import { parseTarget, titleTarget, typePhrase } from './targets';
import { FIELDS, type Field, ITEM_NOUNS } from './vocabulary';

/** Small grammar pieces shared by the command parsers. */

/** The slide a command names none for: the one it last named or made, else the selected one. */
export const IT: Target = { kind: 'it' };
/** How a command names one bullet or several, one figure or several, and speaker notes. */
export const BULLET = phrases(ITEM_NOUNS.bullet);
export const BULLET_SAY = ITEM_NOUNS.bullet.join('|');
export const BULLETS = phrases(ITEM_NOUNS.bullets);
export const METRIC = phrases(ITEM_NOUNS.metric);
export const METRICS = phrases(ITEM_NOUNS.metrics);
export const NOTES_SAY = 'speaker notes|speaker note|presenter notes|notes|note';
export const NOTES = oneOf(NOTES_SAY);

/** Words before a field's or a bullet's new value: "to X", "so it says X", "is X". */
export const VALUE_STARTS = oneOf(
  `to say|to read|so it says|so it read|to be|to|with|as|into|say|says|read|is`,
);
/** Where a slide's bare title ends before a new value: "the first bullet on priorities to …". */
export const VALUE_WORDS: ReadonlySet<string> = new Set(VALUE_STARTS.map((p) => p[0]!));

/** No word stops a bare title: it runs to the end of the command. */
export const NO_STOPS: ReadonlySet<string> = new Set<string>();

const COLORS = phrases(COLOR_PHRASES);

/** A colour by name or hex code, consumed; its CSS value. */
export function color(c: Cursor): string | undefined {
  const t = c.peek();
  if (t?.kind === 'hex') {
    const hex = hexColor(t.w);
    if (hex) {
      c.i++;
      return hex;
    }
  }
  const p = c.acceptOne(COLORS);
  return p ? COLOR_NAMES[p.join(' ')] : undefined;
}

const FIELD_PHRASES = phraseTable(FIELDS);

/** "the text colour", "speaker notes", "the client name": which field is meant, consumed. */
export function field(c: Cursor): Field | undefined {
  return c.try((c) => {
    c.accept('the');
    c.accept("slide's");
    for (const [p, f] of FIELD_PHRASES) {
      if (c.accept(...p)) {
        // "the statement slide" names a slide, not the statement's text.
        if (c.atAny('slide|slides')) return undefined;
        return f;
      }
    }
    return undefined;
  });
}

/** "of slide 2", "on the Results slide", "for this slide": a target after a field ("to slide 2" when allowed). */
export function ofTarget(c: Cursor, allowTo = true): Target | undefined {
  return c.try((c) => {
    if (!(c.acceptAny('of|on|for|in|from') || (allowTo && c.accept('to')))) {
      return undefined;
    }
    return parseTarget(c);
  });
}

/**
 * "from priorities": a slide's bare title after a preposition, ending the command or a part of
 * it ("on the agenda: …"), or (given `stops`) ending before one of them: "on priorities to …".
 */
export function bareOf(c: Cursor, stops?: ReadonlySet<string>, endsHere?: (c: Cursor) => boolean) {
  return c.try((c) =>
    c.acceptAny('from|on|in') || (stops !== undefined && c.accept('of'))
      ? titleTarget(c, stops ?? NO_STOPS, true, endsHere)
      : undefined,
  );
}

/**
 * "navy", "text white", "background dark blue": a colour (of a part) that ends the command, where
 * a slide's bare title before it ends ("make belief navy", "make the text on belief white").
 */
export function colourEnds(c: Cursor): boolean {
  const f = c.fork();
  f.acceptAny('text|font|background');
  f.accept('color');
  return color(f) !== undefined && f.done();
}

/** A slide said after a value, and whether it was said by its bare title ("on pricing"). */
export interface SlideAtEnd {
  /** The token that starts the phrase ("on"): where the command before it ends. */
  at: number;
  target: Target;
  bare: boolean;
}

/**
 * Words before a slide said after a value, and those a title the target grammar does not read
 * may follow: "on the before and after slide", with its noun ("Growth in Europe" is a value).
 */
const AFTER_VALUE = { words: setOf('on|in|of|for|to'), bare: setOf('on|in|to'), noun: true };
/** "$5M on the results slide", "2.5% in results", "… from pricing" ("5 of 10" stays a value). */
export const AFTER_FIGURE = { words: setOf('on|in|from'), bare: setOf('on|in|from'), noun: false };

/**
 * "… to Costs on the pricing slide", "… on slide 3", "… in pricing": the last phrase of the
 * command that names slides, after one of the words. Whether the deck has such a slide is for the
 * caller to ask.
 */
export function slideAtEnd(c: Cursor, from: number, after = AFTER_VALUE): SlideAtEnd | undefined {
  for (let k = c.end - 2; k > from && k >= c.end - 10; k--) {
    const w = c.tokens[k]!.w;
    if (c.tokens[k]!.kind !== 'word' || !after.words.has(w)) continue;
    const f = c.from(k + 1);
    const target = parseTarget(f);
    if (target && target.kind !== 'it' && f.done()) return { at: k, target, bare: false };
    const noun = c.tokens[c.end - 1]!.w;
    // "… to the plan": with its article, a bare title is said as a slide's name ("to plan" is not).
    const named = noun === 'slide' || noun === 'page' || c.tokens[k + 1]?.w === 'the';
    if (!after.bare.has(w) || (after.noun && !named)) continue;
    f.i = k + 1;
    const bare = titleTarget(f, NO_STOPS, true);
    if (bare && f.done()) return { at: k, target: bare, bare: true };
  }
  return undefined;
}

/** Words that start a new part of a new slide's description, ending the free text before them. */
const PHRASE_STARTS = setOf(`with|saying|called|titled|named|entitled|about|containing|listing|showing
  |including|featuring|having|subtitle|reading|comparing`);

/** Whether a new phrase starts here: a keyword, or a complete position followed by nothing else. */
export function phraseStartsHere(c: Cursor, keywords: ReadonlySet<string> = PHRASE_STARTS): boolean {
  const t = c.peek();
  if (!t) return true;
  if (t.kind === 'word' && keywords.has(t.w)) return true;
  if (t.kind === 'word' && (t.w === 'that' || t.w === 'which') && c.at(t.w, 'says')) return true;
  if (t.kind === 'punct' && t.w === ',' && c.peek(1)?.kind === 'word' && keywords.has(c.w(1))) return true;
  return positionEndsHere(c) || colorPhraseHere(c) || typeSaidAs(c.fork()) !== undefined;
}

/** Words said of a type that do not change which it is: "as a big statement". */
const TYPE_EPITHETS = setOf('big|large|bold|short|simple|single|full|full-page|new');

/**
 * "… as a big statement", "… as a quote slide": a new slide's type said after its words, ending
 * them (the command, or another phrase, follows).
 */
export function typeSaidAs(c: Cursor): SlideType | undefined {
  return c.try((c) => {
    if (!c.acceptAny('as a|as an|as')) return undefined;
    while (TYPE_EPITHETS.has(c.w())) c.i++;
    const type = typePhrase(c);
    if (!type) return undefined;
    c.acceptAny('slide|page');
    return c.done() || c.peek()?.kind === 'punct' || PHRASE_STARTS.has(c.w()) || positionEndsHere(c)
      ? type
      : undefined;
  });
}

/** A place said by one word: "at the start", "to the back". */
export const BARE_PLACES: ReadonlySet<string> = setOf('start|beginning|front|top|end|bottom|back');

/** A position that runs to the end of the command (or to another phrase): "at the start". */
export function positionEndsHere(c: Cursor): boolean {
  // "saying Customers first": a bare "first" or "last" ends words, not a new slide's place.
  if (c.atAny('first|last') && c.end - c.i === 1) return false;
  // "bullets Sign, Start": a bare "start" or "end" is a word of the list; a place says "at the start".
  if (BARE_PLACES.has(c.w())) return false;
  const f = c.fork();
  if (!parsePosition(f)) return false;
  return f.done() || PHRASE_STARTS.has(f.w()) || f.peek()?.kind === 'punct';
}

/** "on a dark background", "in navy", "with a red background". */
export function colorPhrase(c: Cursor): string | undefined {
  return c.try((c) => {
    if (!c.acceptAny('on|in|with')) return undefined;
    c.acceptAny('a|an|the');
    const value = color(c);
    if (!value) return undefined;
    c.acceptAny('background|color');
    return value;
  });
}

function colorPhraseHere(c: Cursor): boolean {
  const f = c.fork();
  return colorPhrase(f) !== undefined && (f.done() || PHRASE_STARTS.has(f.w()) || positionEndsHere(f));
}
