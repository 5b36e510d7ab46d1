import { bulletRef } from './bullets';
import { type Cursor, entries, phrases } from './cursor';
import type { Intent, ItemRef, Position, Target } from './intents';
import { parseAdd, toSlideByTitle } from './parseAdd';
import { removeMetric } from './parseMetrics';
import { bulletSet, clearBullets, clearSlide, quotedBullet, textFromSlide } from './parseRemovals';
import { INTENT, type Row, readRows, type Slots, slot, TEXT } from './patterns';
import { BULLET_SAY, bareOf, field, IT, NO_STOPS, NOTES_SAY, ofTarget } from './phrases';
import { parsePosition } from './positions';
import { ask } from './questions';
import { cap, cleanText, splitList } from './slots';
import { count, ordinal, parseTarget, slideNumber, titleTarget } from './targets';
import { NUMBER_WORDS, ORDINAL_WORDS } from './vocabulary';

const NOTES_OF = slot('target', (c) => ofTarget(c) ?? bareOf(c));
/** "delete priorities": a bare title only when it is all the command says (never "the brief"). */
const DELETED = slot(
  'target',
  (c) => parseTarget(c) ?? (namesField(c) ? undefined : titleTarget(c, NO_STOPS, true)),
);
const clearNotes = (target: Target): Intent => ({ kind: 'notes', target, mode: 'clear' });

/** "delete slide 3", "remove the last two slides", "remove bullet 2", "clear the notes on slide 3". */
const DELETE: Row[] = [
  { say: [INTENT(clearBullets)] },
  { say: [INTENT(bulletSet)] },
  { say: [INTENT(removeMetric)] },
  { say: [INTENT(quotedBullet)] },
  { say: [INTENT(clearSlide)] },
  { say: [INTENT((c) => readRows(c, REMOVE_BULLET))] },
  // "remove all speaker notes": every slide's, unless a slide is named ("from results" too).
  { say: ['all the|all|every', NOTES_SAY, NOTES_OF, '.'], make: (_, s) => clearNotes(s.target!) },
  { say: ['all the|all|every', NOTES_SAY, '.'], make: () => clearNotes({ kind: 'all' }) },
  { say: ['the?', NOTES_SAY, NOTES_OF, '.'], make: (_, s) => clearNotes(s.target!) },
  { say: ['the?', NOTES_SAY, '.'], make: () => clearNotes(IT) },
  // "the slide about what we need from partners": what it is about may hold a "from".
  {
    say: ['=the one about|the slide about|the page about', DELETED, '.'],
    make: (_, s) => ({ kind: 'delete', target: s.target! }),
  },
  { say: [INTENT(textFromSlide)] },
  { say: ['slide', '.'], make: () => ask.select() },
  { say: [DELETED, '.'], make: (_, s) => ({ kind: 'delete', target: s.target! }) },
];
export const parseDelete = (c: Cursor) => readRows(c, DELETE);

/** The slide named where the command ends ("from slide 2", "on priorities"), else the one meant by "it". */
const LAST_SLIDE = slot('target', (c) => {
  // "of the agenda" too: a bare title after "of" when it ends the command.
  const t = c.done() ? IT : (ofTarget(c) ?? bareOf(c, NO_STOPS));
  return c.done() ? t : undefined;
});

/** "bullet 2", "the last bullet from slide 2", "the bullet markets", "the first bullet on the Priorities slide". */
const REMOVE_BULLET: Row[] = [
  { say: [slot('item', bulletRef), '!', LAST_SLIDE], make: (_, s) => removeItem(s, s.item!) },
  // "the bullet that says Build", "the bullet saying Build", "the bullet about churn".
  {
    say: [
      'the?',
      BULLET_SAY,
      'that says|which says|saying|called|about|mentioning|that mentions?',
      '!',
      TEXT,
      LAST_SLIDE,
    ],
    make: (c, s) => {
      const text = cleanText(c, ...s.words!);
      return text ? removeItem(s, { text }) : undefined;
    },
  },
  // "the driver turnover point", "the hiring line on priorities", "the fleet one": a bullet by its
  // words, then its noun ("the last one" is a place, a slide's: not these words).
  {
    say: ['the', TEXT, `${BULLET_SAY}|one`, LAST_SLIDE],
    make: (c, s) => {
      const text = cleanText(c, ...s.words!);
      if (PLACE_WORDS.has(text.toLowerCase())) return undefined;
      return text ? removeItem(s, { text }) : undefined;
    },
  },
];
/** Words that say a place, not a bullet's words: "the last one", "the next one". */
const PLACE_WORDS = new Set([...ORDINAL_WORDS.keys(), 'last', 'next', 'previous', 'other', 'same', 'new']);
const removeItem = (s: Slots, which: ItemRef | { text: string }): Intent => ({
  kind: 'remove_item',
  target: s.target!,
  which,
});

/** "the checklist", "the brief": a field, never a slide's bare title. */
function namesField(c: Cursor): boolean {
  const f = c.fork();
  return field(f) !== undefined && f.done();
}

const MOVED = slot(
  'target',
  (c) => parseTarget(c) ?? (parsePosition(c.fork()) ? undefined : titleTarget(c, MOVE_NAME_ENDS)) ?? IT,
);
const MOVE_TO = slot('position', (c) => parsePosition(c, true) ?? c.try(place));

/** "move slide 5 to the start", "put slide 2 at the end", "move it after the Belief slide", "move this slide up". */
const MOVE: Row[] = [
  // 'put "Send the deck to Ana" on the checklist'.
  {
    verb: 'put|place',
    say: [TEXT, 'on the checklist|in the checklist|to the checklist', '.'],
    make: (c, s) => {
      const items = splitList(c, ...s.words!).map(cap);
      return items.length ? { kind: 'checklist', items } : undefined;
    },
  },
  // "put a thank you slide at the end": something new, placed.
  { verb: 'put|place', say: ['=a|an|another', '!', INTENT(parseAdd)] },
  // "put Hire on the roadmap": words onto a slide named by its bare title.
  { verb: 'put|place', say: [INTENT((c) => toSlideByTitle(c, ONTO))] },
  // "move pricing to the end because…" reads the place; what follows "and" must be read too.
  { say: [MOVED, MOVE_TO, '!'], make: (c, s) => (c.at('and') ? undefined : move(s)) },
  { say: [MOVED, '.'], make: () => ask.whereTo() },
];
export const parseMove = (c: Cursor, verb: string) => readRows(c, MOVE, verb);
export const move = (s: Slots): Intent => ({ kind: 'move', target: s.target!, position: s.position! });

const PLACE_NOUNS = phrases(['slide', 'one', 'position', 'place', 'spot', 'page']);

/**
 * A place in the deck said on its own: "second", "the third slide", "slide 2", "number 3",
 * "first", "last"; the whole rest of the command.
 */
function place(c: Cursor): Position | undefined {
  // "to be second", "in second place", "as the third slide".
  c.acceptAny('to be|to|in|as|at');
  c.accept('the');
  const edge = c.row(PLACE_EDGES);
  const position = edge ? edge.at() : numberedPlace(c);
  if (position) c.acceptOne(PLACE_NOUNS);
  return position && c.done() ? position : undefined;
}

/** The deck's edges said as a place of their own: "make it the closing slide". */
const PLACE_EDGES: { say: string; at: () => Position }[] = [
  { say: 'first|opening', at: () => ({ kind: 'start' }) },
  { say: 'last|final|closing', at: () => ({ kind: 'end' }) },
];

/** "third", "slide 2", "number 3". */
function numberedPlace(c: Cursor): Position | undefined {
  const nth = ordinal(c);
  if (nth !== undefined) return { kind: 'index', n: nth };
  c.acceptOne(PLACE_NOUNS);
  const n = slideNumber(c);
  return n !== undefined ? { kind: 'index', n } : undefined;
}

/** "make the agenda slide 2", "make thanks the second slide", "make it the first slide": a move. */
export function parseMakeMove(c: Cursor): Intent | undefined {
  const target = parseTarget(c) ?? titleTarget(c, MAKE_PLACE_WORDS);
  if (!target || target.kind === 'all' || target.kind === 'edge' || target.kind === 'list') return undefined;
  if (target.kind === 'numbers' && target.numbers.length !== 1) return undefined;
  const position = place(c);
  return position ? { kind: 'move', target, position } : undefined;
}

const ONTO = new Set(['on', 'onto']);
const TIMES_WORDS = new Set(['twice', 'thrice', 'two', 'three', 'four', 'five']);

/** Words after a slide's bare title in a move: "move thanks to position 2". */
const MOVE_NAME_ENDS = new Set([
  ...ORDINAL_WORDS.keys(),
  // "move results two slides later" ("one" may open a title: "One pager").
  ...[...NUMBER_WORDS.keys()].filter((w) => !['a', 'an', 'one', 'single', 'both'].includes(w)),
  ...entries('right|just|directly|immediately|to|after|before|behind|ahead|in|at|up|down|first|last'),
]);

/** Words after a slide's bare title in "make thanks the second slide". */
const MAKE_PLACE_WORDS = new Set(['the', 'slide', 'number', 'first', 'last', ...ORDINAL_WORDS.keys()]);

const DUPED = slot('target', (c) => parseTarget(c) ?? titleTarget(c, TIMES_WORDS, true) ?? IT);
const duplicate = (s: Slots, times: number): Intent => ({ kind: 'duplicate', target: s.target!, times });

/** "duplicate slide 2", "copy the first slide", "clone the last two slides". */
const DUPLICATE: Row[] = [
  { say: [DUPED, '.'], make: (_, s) => duplicate(s, 1) },
  { say: [DUPED, 'twice', '.'], make: (_, s) => duplicate(s, 2) },
  { say: [DUPED, 'thrice', '.'], make: (_, s) => duplicate(s, 3) },
  { say: [DUPED, slot('n', (c) => count(c)), 'times|time', '.'], make: (_, s) => duplicate(s, s.n!) },
];
export const parseDuplicate = (c: Cursor) => readRows(c, DUPLICATE);

/** Words after a slide's bare title in "swap Results and Belief". */
const SWAP_NAME_ENDS = new Set(['and', 'with']);
const SWAPPED = slot('target', (c) => parseTarget(c) ?? titleTarget(c, SWAP_NAME_ENDS));
const SWAPPED_OTHER = slot('other', (c) => parseTarget(c) ?? titleTarget(c, SWAP_NAME_ENDS, true));
const swap = (_: Cursor, s: Slots): Intent => ({ kind: 'swap', a: s.target!, b: s.other! });
const nth = (n: number): Target => ({ kind: 'numbers', numbers: [n] });
const numbered = (c: Cursor) => {
  const n = slideNumber(c);
  return n === undefined ? undefined : nth(n);
};

/** "swap slides 2 and 3", "swap slide 2 with slide 4", "swap the Results slide and the Belief slide". */
const SWAP: Row[] = [
  // "swap 2 and 4": numbers alone are slides' numbers, not titles.
  { say: [slot('target', numbered), 'and|with', slot('other', numbered), '.'], make: swap },
  { say: [SWAPPED], make: (_, s) => pair(s.target!) },
  { say: [SWAPPED, 'and|with', SWAPPED_OTHER, '.'], make: swap },
];
export const parseSwap = (c: Cursor) => readRows(c, SWAP);

/** Two slides named at once: "slides 2 and 3", "the first and the last slide". */
function pair(a: Target): Intent | undefined {
  if (a.kind === 'list' && a.targets.length === 2)
    return { kind: 'swap', a: a.targets[0]!, b: a.targets[1]! };
  if (a.kind === 'numbers' && a.numbers.length === 2)
    return { kind: 'swap', a: nth(a.numbers[0]!), b: nth(a.numbers[1]!) };
  return undefined;
}
