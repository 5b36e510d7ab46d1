import { type Cursor, phrases } from './cursor';
import type { BulletSet, Intent, Target } from './intents';
import { bareOf, ofTarget } from './phrases';
import { ask } from './questions';
import { count, numberList, parseTarget } from './targets';

/** After "remove"/"delete"/"clear": bullets of a slide, never the slide itself. */

const IT: Target = { kind: 'it' };
const BULLETS = phrases(['bullet points', 'bullets', 'points', 'items', 'bullet list', 'list of bullets']);
const ANY_BULLET = phrases(['bullet point', 'bullet', 'point', 'item']);

/** "on slide 2", "from the Priorities slide", "from priorities", or the slide meant by "it". */
function where(c: Cursor): Target {
  return ofTarget(c, false) ?? bareOf(c) ?? IT;
}

/** "all bullets", "the bullets on this slide", "every bullet point from slide 2", "all the items". */
export function clearBullets(c: Cursor): Intent | undefined {
  const all = c.accept('all', 'of', 'the') || c.accept('all', 'the') || c.accept('all') || c.accept('every');
  if (!all) c.accept('the');
  if (!(c.acceptOne(BULLETS) || (all && c.acceptOne(ANY_BULLET)))) return undefined;
  const target = where(c);
  return c.done() ? { kind: 'items', target, mode: 'clear', items: [] } : undefined;
}

/** "bullets 2 and 3", "the last two bullets", "the first 2 points": several bullets of one slide. */
export function bulletSet(c: Cursor): Intent | undefined {
  c.accept('the');
  let which: BulletSet;
  const last = c.accept('last') ? true : c.accept('first') ? false : undefined;
  if (last !== undefined) {
    const n = count(c);
    if (n === undefined || !c.acceptOne(BULLETS)) return undefined;
    which = { edge: n, last };
  } else {
    if (!c.acceptOne(BULLETS)) return undefined;
    const several = numberList(c);
    // One bullet by its number is removeBullet's.
    if (!several || several.length < 2) return undefined;
    which = { several };
  }
  const target = where(c);
  return c.done() ? { kind: 'remove_item', target, which } : undefined;
}

/** 'delete "Open markets" from slide 2': a quoted bullet, from the slide named after it. */
export function quotedBullet(c: Cursor): Intent | undefined {
  const q = c.peek();
  if (q?.kind !== 'quoted' || !q.value) return undefined;
  c.i++;
  // 'remove "Results" from the deck' is the slide itself.
  if (c.accept('from', 'the', 'deck') || c.accept('from', 'the', 'presentation'))
    return c.done() ? { kind: 'delete', target: { kind: 'named', name: q.value } } : undefined;
  const target = ofTarget(c, false) ?? bareOf(c);
  return target && c.done() ? { kind: 'remove_item', target, which: { text: q.value } } : undefined;
}

/**
 * "clear slide 2": emptying a slide or deleting it? Asked, never guessed; "remove"/"delete slide 2"
 * still delete it.
 */
export function clearSlide(c: Cursor): Intent | undefined {
  if (c.tokens[c.i - 1]?.w !== 'clear') return undefined;
  const from = c.i;
  const target = parseTarget(c);
  // "clear everything" stays a deletion of several slides, which asks for their count anyway.
  if (!target || !c.done() || target.kind === 'all' || target.kind === 'edge') return undefined;
  return ask.clearWhat(c.text(from, c.end));
}
