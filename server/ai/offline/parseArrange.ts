import { bulletRef } from './bullets';
import { type Cursor, entries, phrases } from './cursor';
import type { Intent, ItemRef, Position, Target } from './intents';
import { parseAdd, toSlideByTitle } from './parseAdd';
import { removeMetric } from './parseMetrics';
import { bulletSet, clearBullets, clearSlide, quotedBullet, textFromSlide } from './parseRemovals';
import { BULLET, bareOf, field, IT, NO_STOPS, NOTES, ofTarget } from './phrases';
import { parsePosition } from './positions';
import { ask } from './questions';
import { cap, cleanText, splitList } from './slots';
import { count, ordinal, parseTarget, slideNumber, titleTarget } from './targets';
import { NUMBER_WORDS, ORDINAL_WORDS } from './vocabulary';

/** "delete slide 3", "remove the last two slides", "remove bullet 2", "clear the notes on slide 3". */
export function parseDelete(c: Cursor): Intent | undefined {
  const part =
    c.try(clearBullets) ??
    c.try(bulletSet) ??
    c.try(removeMetric) ??
    c.try(quotedBullet) ??
    c.try(clearSlide);
  if (part) return part;
  const bullet = c.try((c) => removeBullet(c));
  if (bullet) return bullet;
  const notes = c.try((c) => {
    const all = c.acceptAny('all the|all|every');
    if (!all) c.accept('the');
    if (!c.acceptOne(NOTES)) return undefined;
    // "remove all speaker notes": every slide's, unless a slide is named ("from results" too).
    const target = ofTarget(c) ?? bareOf(c) ?? (all ? { kind: 'all' } : IT);
    return c.done() ? ({ kind: 'notes', target, mode: 'clear' } as Intent) : undefined;
  });
  if (notes) return notes;
  const text = c.try(textFromSlide);
  if (text) return text;
  if (c.at('slide') && c.end - c.i === 1) return ask.select();
  // "delete priorities": a bare title only when it is all the command says.
  const target = parseTarget(c) ?? (namesField(c) ? undefined : titleTarget(c, NO_STOPS, true));
  if (!target) return undefined;
  return c.done() ? { kind: 'delete', target } : undefined;
}

/** "bullet 2", "the last bullet from slide 2", "the bullet markets", "the first bullet on the Priorities slide". */
function removeBullet(c: Cursor): Intent | undefined {
  let which: ItemRef | { text: string } | undefined = bulletRef(c);
  if (!which) {
    c.accept('the');
    if (!c.acceptOne(BULLET)) return undefined;
    // "the bullet that says Build", "the bullet saying Build".
    c.acceptAny('that says|which says|saying|called');
  }
  const from = c.i;
  let to = c.end;
  let target: Target = IT;
  for (let k = from; k < c.end; k++) {
    const f = c.fork();
    f.i = k;
    const t = ofTarget(f) ?? bareOf(f);
    if (t && f.done()) {
      target = t;
      to = k;
      break;
    }
  }
  if (!which) {
    const text = cleanText(c, from, to);
    if (!text) return undefined;
    which = { text };
  } else if (to > from) return undefined;
  c.i = c.end;
  return { kind: 'remove_item', target, which };
}

/** "the checklist", "the brief": a field, never a slide's bare title. */
function namesField(c: Cursor): boolean {
  const f = c.fork();
  return field(f) !== undefined && f.done();
}

/** "move slide 5 to the start", "put slide 2 at the end", "move it after the Belief slide", "move this slide up". */
export function parseMove(c: Cursor, verb: string): Intent | undefined {
  if (verb === 'put' || verb === 'place') {
    const onChecklist = checklistAtEnd(c);
    if (onChecklist) return onChecklist;
    // "put a thank you slide at the end": something new, placed.
    if (c.atAny('a|an|another')) return parseAdd(c);
    // "put Hire on the roadmap": words onto a slide named by its bare title.
    const onto = c.try((c) => toSlideByTitle(c, ONTO));
    if (onto) return onto;
  }
  const target =
    parseTarget(c) ?? (parsePosition(c.fork()) ? undefined : titleTarget(c, MOVE_NAME_ENDS)) ?? IT;
  const position = parsePosition(c, true) ?? c.try(place);
  if (!position) return c.done() ? ask.whereTo() : undefined;
  // "move pricing to the end because…" reads the place; what follows "and" must be read too.
  if (c.at('and')) return undefined;
  return { kind: 'move', target, position };
}

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

/** "put "Send the deck to Ana" on the checklist". */
function checklistAtEnd(c: Cursor): Intent | undefined {
  const k = c.endingAt('on the checklist|in the checklist|to the checklist');
  const items = k === undefined ? [] : splitList(c, c.i, k).map(cap);
  return items.length ? { kind: 'checklist', items } : undefined;
}

/** "duplicate slide 2", "copy the first slide", "clone the last two slides". */
export function parseDuplicate(c: Cursor): Intent | undefined {
  const target = parseTarget(c) ?? titleTarget(c, TIMES_WORDS, true) ?? IT;
  let times = 1;
  if (c.accept('twice')) times = 2;
  else if (c.accept('thrice')) times = 3;
  else {
    const f = c.fork();
    const n = count(f);
    if (n !== undefined && f.accept('times')) {
      times = n;
      c.i = f.i;
    }
  }
  return c.done() ? { kind: 'duplicate', target, times } : undefined;
}

/** Words after a slide's bare title in "swap Results and Belief". */
const SWAP_NAME_ENDS = new Set(['and', 'with']);

/** "swap slides 2 and 3", "swap slide 2 with slide 4", "swap the Results slide and the Belief slide". */
export function parseSwap(c: Cursor): Intent | undefined {
  const a = parseTarget(c) ?? titleTarget(c, SWAP_NAME_ENDS);
  if (!a) return undefined;
  if (a.kind === 'list' && a.targets.length === 2)
    return { kind: 'swap', a: a.targets[0]!, b: a.targets[1]! };
  if (a.kind === 'numbers' && a.numbers.length === 2) {
    return {
      kind: 'swap',
      a: { kind: 'numbers', numbers: [a.numbers[0]!] },
      b: { kind: 'numbers', numbers: [a.numbers[1]!] },
    };
  }
  if (!c.acceptAny('and|with')) return undefined;
  const b = parseTarget(c) ?? titleTarget(c, SWAP_NAME_ENDS, true);
  return b && c.done() ? { kind: 'swap', a, b } : undefined;
}
