import type { Cursor } from './cursor';
import type { Intent, ItemRef, Target } from './intents';
import { unquoteCap } from './parseRename';
import { BULLET, bareOf, ofTarget, VALUE_STARTS, VALUE_WORDS } from './phrases';
import { ask } from './questions';
import { isRewrite, isStyle } from './rewrites';
import { cleanText } from './slots';
import { count, placeOf } from './targets';

/** One bullet of a slide, named by its place: shared by removing and editing a bullet. */

/** "the first bullet", "the 2nd point", "bullet 2", "the last item": which bullet, consumed. */
export function bulletRef(c: Cursor): ItemRef | undefined {
  return c.try((c) => {
    c.accept('the');
    const which = placeOf(c);
    if (!c.acceptOne(BULLET)) return undefined;
    if (which) return which;
    c.accept('number') || c.acceptPunct('#');
    const n = count(c);
    return n === undefined ? undefined : { index: n };
  });
}

/** A bullet in a list of items, or -1. */
export function itemIndex(items: readonly string[], which: ItemRef | { text: string }): number {
  if ('fromEnd' in which) return items.length - 1;
  if ('index' in which) return which.index >= 1 && which.index <= items.length ? which.index - 1 : -1;
  // The bullet that says it, else the one bullet holding it: two holding it are not a guess.
  const needle = which.text.trim().toLowerCase();
  const exact = items.findIndex((i) => i.trim().toLowerCase() === needle);
  if (exact >= 0) return exact;
  const holding = items.flatMap((i, k) => (i.toLowerCase().includes(needle) ? [k] : []));
  if (holding.length) return holding.length === 1 ? holding[0]! : -1;
  // …its words said with other marks between them: "fit out budgets" of "Fit-out budgets …".
  const words = ` ${plainWords(needle)} `;
  const said = items.flatMap((i, k) => (` ${plainWords(i)} `.includes(words) ? [k] : []));
  return words.trim() && said.length === 1 ? said[0]! : -1;
}

/** Text as its words alone, in lower case, one space between them. */
const plainWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}%£$€]+/u)
    .filter(Boolean)
    .join(' ');

/**
 * "edit bullet 2 to say X", "change the first bullet to X", "make the last point shorter": new
 * words for one bullet. Without this, "the first bullet" read as "the first slide's bullets" and
 * replaced every bullet of slide 1.
 */
export function parseBulletEdit(c: Cursor, verb: 'make' | 'set'): Intent | undefined {
  const which = bulletRef(c);
  if (!which) return undefined;
  const target: Target = ofTarget(c, false) ?? bareOf(c, VALUE_WORDS) ?? { kind: 'it' };
  const valueStart = c.acceptOne(VALUE_STARTS) !== undefined;
  c.acceptPunct(':', '=');
  const from = c.i;
  if (isRewrite(c.fork())) return ask.rewrite();
  // "make the second bullet bold": a look, not new words.
  if ((verb === 'make' && !valueStart) || isStyle(c.fork())) return ask.textStyle();
  const text = cleanText(c, from, c.end);
  if (!text) return ask.whatText('bullet');
  return { kind: 'set_item', target, which, text: unquoteCap(c, from, text) };
}
