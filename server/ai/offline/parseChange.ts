import { parseBulletEdit } from './bullets';
import { type Cursor, entries, oneOf, setOf } from './cursor';
import { figuresIn } from './figures';
import type { Intent, MetadataField, Target } from './intents';
import { brief, parseAdd } from './parseAdd';
import { move, parseMakeMove, parseSwap } from './parseArrange';
import { colourToUse } from './parseColour';
import { parseMetricEdit } from './parseMetrics';
import { deckTitle, THE_DECK, unquoteCap } from './parseRename';
import { figureDirect, replaceText } from './parseReplace';
import { FIELD, INTENT, POSITION, type Row, readRows, type Slots, slot } from './patterns';
import {
  bareOf,
  color,
  colourEnds,
  field,
  IT,
  NO_STOPS,
  ofTarget,
  VALUE_STARTS,
  VALUE_WORDS,
} from './phrases';
import { ask } from './questions';
import { isRewrite, isStyle } from './rewrites';
import { sides } from './slideSlots';
import { cap, cleanText, splitList } from './slots';
import { parseTarget, titleTarget, typePhrase } from './targets';
import { FIELDS, type Field, ORDINAL_WORDS } from './vocabulary';

/** Fields of the deck, not of a slide: no "of <slide>" after them. */
const DECK_FIELDS: ReadonlySet<string> = setOf('brief|checklist|clientName|agency|presentationDate|logo');

/** "to X", "with X", "as X", ": X" before a new value. */
function valueStart(c: Cursor) {
  c.acceptOne(VALUE_STARTS);
  c.acceptPunct(':', '=');
}

/** A slide named before a field or a new look: "slide 2", "the belief text". */
const SET_TARGET = slot('target', (c) => parseTarget(c) ?? c.try(titleBeforeField));

/**
 * "set/change/update/replace the <field> (of <slide>) (to|with) <value>", or "change <slide> to
 * <type or colour>".
 */
const SET: Row[] = [
  // "switch slides 2 and 4": two slides trade places.
  { verb: 'switch', say: [INTENT(parseSwap)] },
  // "fix the typo in …": which words are wrong is the user's to say.
  { verb: 'fix', say: ['=the typo|typos|the typos|the spelling'], make: () => ask.typo() },
  { say: [INTENT((c) => parseBulletEdit(c, 'set'))] },
  { say: [FIELD], make: (c, s) => fieldValue(c, s.field!) },
  { verb: 'use', say: ['!', INTENT(colourToUse)] },
  // "change slide 2's title to X" / "change slide 2 title to X" ("slide 2's": the tokens ' and s).
  { say: [SET_TARGET, "' s?", FIELD], make: (c, s) => fieldValue(c, s.field!, s.target) },
  { say: [SET_TARGET, "' s?", 'to say|to read|so it says'], make: (c, s) => sayText(c, s.target!) },
  { say: [SET_TARGET, "' s?", 'to|into|as?'], make: typeOrText },
  { say: [], make: (c, s) => replaceText(c, s.verb) },
];

/** "change pricing to a statement": a type or colour, else 'replace "Grow" with "Profit"'. */
function typeOrText(c: Cursor, s: Slots): Intent {
  const intent = typeOrColour(c, s.target!);
  if (intent.kind !== 'ask' || s.target!.kind !== 'named') return intent;
  // A quotation that is text, not a slide's name.
  c.i = s.at;
  return c.try((c) => replaceText(c, s.verb)) ?? intent;
}

/** The rest of the command as the words a slide is to show: "… to say Hello". */
function sayText(c: Cursor, target: Target): Intent {
  const from = c.i;
  const value = cleanText(c, from, c.end);
  return value ? { kind: 'say_text', target, value: unquoteCap(c, from, value) } : ask.whatText('slide');
}

/**
 * "the belief text", "the pricing title": a slide's bare title before one of its fields, which
 * must be followed by where the value starts. Not a deck field ("the client name").
 */
function titleBeforeField(c: Cursor): Target | undefined {
  c.accept('the');
  const from = c.i;
  for (let k = from + 1; k < Math.min(c.end, from + 6); k++) {
    if (!FIELD_STARTS.has(c.tokens[k]!.w)) continue;
    const f = c.from(k);
    const named = field(f);
    if (!named || DECK_FIELDS.has(named) || !VALUE_WORDS.has(f.w())) continue;
    const name = c.text(from, k);
    c.i = k;
    return { kind: 'named', name };
  }
  return undefined;
}

/** The first words of the fields' names, to try a field only where one may start. */
const FIELD_STARTS = new Set(Object.values(FIELDS).flatMap((words) => words.map((w) => w.split(' ')[0]!)));

/** The value of a field, for the slide named before or after it. */
function fieldValue(c: Cursor, f: Field, given?: Target): Intent {
  // "replace all bullets on slide 2 with …": "all" counts the bullets, and the slide follows.
  if (given?.kind === 'all') given = ofTarget(c, false) ?? given;
  // "change the title of the deck to X": the presentation's title.
  const deck =
    f === 'title' && !given ? readRows(c, [{ say: ['of', ...THE_DECK], make: deckTitle }]) : undefined;
  if (deck) return deck;
  // "the title of the agenda to …": a bare title after "of" ends where the value starts.
  let target =
    given ?? (DECK_FIELDS.has(f) ? IT : (ofTarget(c, false) ?? bareOf(c, VALUE_WORDS, colourEnds))) ?? IT;
  valueStart(c);
  const from = c.i;
  const text = cleanText(c, from, c.end);
  const list = splitList(c, from, c.end).map(cap);
  // "make the title bigger": a size, which the layout decides, is not new words.
  if (TEXT_FIELDS.has(f)) {
    const probe = c.fork();
    probe.acceptAny('a bit|much|slightly');
    if (probe.acceptOne(SIZES) && probe.done()) return ask.sizes();
    if (isRewrite(c.fork())) return ask.rewrite();
    if (isStyle(c.fork())) return ask.textStyle();
  }
  switch (f) {
    case 'title':
      return { kind: 'rename', target, title: unquoteCap(c, from, text) };
    case 'text':
    case 'subtitle': {
      // "make the text on the last slide white": a colour is the text's colour, not its words.
      const probe = c.fork();
      const value = color(probe);
      const where = given ? undefined : (ofTarget(probe, false) ?? bareOf(probe));
      if (f === 'text' && value && probe.done())
        return { kind: 'color', target: where ?? target, which: 'text', color: value };
      return text
        ? { kind: 'set_text', target, field: f, value: unquoteCap(c, from, text) }
        : ask.whatText(f);
    }
    case 'items':
      return list.length ? { kind: 'items', target, mode: 'set', items: list } : ask.whatItems();
    case 'metrics': {
      const metrics = figuresIn(c, from, c.end);
      return metrics.length ? { kind: 'metrics', target, mode: 'set', metrics } : ask.noFigures();
    }
    case 'notes':
      return text
        ? { kind: 'notes', target, mode: 'set', text: cap(text) }
        : { kind: 'notes', target, mode: 'add' };
    case 'background':
    case 'textColor': {
      const value = color(c);
      if (!value) return ask.whichColour(text);
      // "change the font colour to white on belief": the slide named after the colour.
      if (!given) target = ofTarget(c, false) ?? bareOf(c) ?? target;
      // "make the background navy everywhere".
      if (c.acceptAny('everywhere|throughout')) target = { kind: 'all' };
      if (!c.done()) return ask.whichColour(text);
      return { kind: 'color', target, which: f === 'background' ? 'background' : 'text', color: value };
    }
    case 'type': {
      c.acceptAny('a|an');
      const type = typePhrase(c);
      if (type) c.accept('slide');
      if (type && !c.done()) return ask.notRead(cleanText(c, c.i, c.end));
      return type ? { kind: 'set_type', target, type } : ask.unknownType(text);
    }
    case 'brief':
      c.i = from;
      return brief(c, 'set');
    case 'checklist':
      return list.length ? { kind: 'checklist', items: list } : ask.whatItems();
    default:
      return text ? { kind: 'metadata', field: f as MetadataField, value: text } : ask.whatText(f);
  }
}

/** After "<slide> to": a slide type ("a metrics slide") or a background colour ("navy"). */
function typeOrColour(c: Cursor, target: Target): Intent {
  c.acceptAny('a|an|the');
  const at = c.i;
  const bg = color(c);
  // "make it navy and the next one white": words after the colour are never dropped unread.
  if (bg)
    return c.done()
      ? { kind: 'color', target, which: 'background', color: bg }
      : ask.colourOrType(cleanText(c, at, c.end));
  const type = typePhrase(c);
  if (type) {
    c.accept('slide');
    // "a comparison of us vs competitors": the sides too, not just the type.
    if (type === 'comparison' && (c.acceptAny('of|between') || c.acceptPunct(':'))) {
      const comparison = sides(cleanText(c, c.i, c.end));
      if (comparison) return { kind: 'set_type', target, type, comparison };
    }
    return c.done() ? { kind: 'set_type', target, type } : ask.notRead(cleanText(c, c.i, c.end));
  }
  const word = cleanText(c, c.i, c.end).replace(/ slide$/i, '');
  return word ? ask.colourOrType(word) : ask.whatText('slide');
}

const MAKE_TARGET = slot(
  'target',
  (c) => parseTarget(c) ?? titleTarget(c, MAKE_NAME_ENDS, false, colourEnds),
);

/**
 * "make this slide navy", "make it a statement slide", "make slide 4 the first slide", "make the
 * background #112233", "turn this slide into a statement", "make this slide punchier and red".
 */
const MAKE: Row[] = [
  { say: [INTENT((c) => parseBulletEdit(c, 'make'))] },
  { say: [FIELD], make: (c, s) => fieldValue(c, s.field!) },
  { say: [MAKE_TARGET, FIELD], make: (c, s) => fieldValue(c, s.field!, s.target) },
  { say: [MAKE_TARGET], make: (c) => (isRewrite(c.fork()) ? ask.rewrite() : undefined) },
  // "make the Belief slide say Customers first".
  { say: [MAKE_TARGET, 'say|says|read', ':?'], make: (c, s) => sayText(c, s.target!) },
  { say: [MAKE_TARGET, POSITION, '.'], make: (_, s) => move(s) },
  { say: [MAKE_TARGET, 'into|to|look?'], make: (c, s) => adjectiveColour(c, s.target!) },
];

/**
 * An adjective before the colour: "punchier and red"; never words that name more slides ("the
 * first and last slides navy" is not the first slide alone). Else a type or colour.
 */
function adjectiveColour(c: Cursor, target: Target): Intent {
  for (let k = c.i; k < c.end; k++) {
    if (NAMES_SLIDES.has(c.tokens[k]!.w) || c.tokens[k]!.kind === 'number') break;
    const f = c.from(k);
    const value = color(f);
    if (value && f.done()) return { kind: 'color', target, which: 'background', color: value };
  }
  return typeOrColour(c, target);
}

const NAMES_SLIDES = new Set([
  ...entries('slide|slides|page|pages|one|ones|last|first|it|this|that'),
  ...ORDINAL_WORDS.keys(),
]);

/** Words after a slide's bare title in "turn the priorities into a statement". */
const MAKE_NAME_ENDS = new Set(['into', 'to', 'say', 'says', 'read', 'the', 'a', 'an']);

const TEXT_FIELDS = new Set<Field>(['title', 'text', 'subtitle', 'items']);

/** Words that ask for a text size, which the layout decides ("make the title bigger"). */
const SIZES = oneOf('bigger|larger|smaller|tinier|big|small|large|huge|font size|text size|size');

/** Words after a slide's bare title in "rename Priorities to Our priorities". */
const RENAME_NAME_ENDS = setOf('to|as|into');
const RENAMED = slot('target', (c) => parseTarget(c) ?? titleTarget(c, RENAME_NAME_ENDS) ?? IT);

/** "rename slide 2 to X", "call it X", "retitle slide three as X", "rename this deck to X", "relabel revenue as Sales". */
const RENAME: Row[] = [
  { say: [INTENT((c) => parseMetricEdit(c, true))] },
  { say: THE_DECK, make: deckTitle },
  {
    say: [RENAMED, 'to|as|into?', ':|-?'],
    make: (c, s) => ({
      kind: 'rename',
      target: s.target!,
      title: unquoteCap(c, c.i, cleanText(c, c.i, c.end)),
    }),
  },
];
export const parseRenameVerb = (c: Cursor) => readRows(c, RENAME);

/** "set/change/update …": a figure, a field or a slide, or a text replaced. */
const SET_VERB: Row[] = [
  { say: [INTENT((c) => parseMetricEdit(c, false))] },
  { say: [INTENT((c, s) => readRows(c, SET, s.verb))] },
  { say: [INTENT(figureDirect)] },
];

const COPIED = slot('target', (c) => parseTarget(c) ?? titleTarget(c, NO_STOPS, true) ?? IT);

/** "make/turn …": a copy, something new, a figure, a move or a change of a slide. */
const MAKE_VERB: Row[] = [
  {
    say: ['a copy of|a duplicate of|copies of', '!', COPIED, '.'],
    make: (_, s) => ({ kind: 'duplicate', target: s.target!, times: 1 }),
  },
  // "make a title slide for Acme", "make a workshop deck about …": something new.
  { say: ['=a|an|another|one more|two|three', '!', INTENT(parseAdd)] },
  { say: [INTENT((c) => parseMetricEdit(c, false, true))] },
  { say: [INTENT(parseMakeMove)] },
  { say: [INTENT((c) => readRows(c, MAKE))] },
  { say: [INTENT(figureDirect)] },
];

export const parseSetVerb = (c: Cursor, verb: string) => readRows(c, SET_VERB, verb);
export const parseMakeVerb = (c: Cursor) => readRows(c, MAKE_VERB);
