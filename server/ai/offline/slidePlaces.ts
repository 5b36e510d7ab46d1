import type { Cursor } from './cursor';
import type { SingleTarget, Target } from './intents';
import { NOUNS, ordinal } from './targets';
import { ITEM_NOUNS } from './vocabulary';

/** Slides named by their place beside another, or several places at once. */

/** "next slide", "previous one", "slide after this (one)": beside the selected slide (or "it"). */
export function besideSelected(c: Cursor): Target | undefined {
  if (c.acceptAny('next|following')) return c.acceptOne(NOUNS) ? { kind: 'beside', by: 1 } : undefined;
  if (c.acceptAny('previous|preceding')) return c.acceptOne(NOUNS) ? { kind: 'beside', by: -1 } : undefined;
  if (!c.acceptAny('slide|one')) return undefined;
  const by = c.accept('after') ? 1 : c.accept('before') ? -1 : 0;
  if (!by || !c.acceptAny('this|it')) return undefined;
  c.acceptOne(NOUNS);
  return { kind: 'beside', by };
}

/** "first and last slides", "second, third and fifth slides": places, then a plural noun. */
export function placeList(c: Cursor): Target | undefined {
  const targets: SingleTarget[] = [];
  for (let k = 0; k < 10; k++) {
    c.accept('the');
    if (c.acceptAny('last|final')) targets.push({ kind: 'ordinal', n: 1, fromEnd: true });
    else {
      const n = ordinal(c);
      if (n === undefined) return undefined;
      targets.push({ kind: 'ordinal', n, fromEnd: false });
    }
    if (c.acceptAny('slides|pages|ones')) return targets.length > 1 ? { kind: 'list', targets } : undefined;
    if (!(c.acceptPunct(',') || c.accept('and'))) return undefined;
    c.accept('and');
  }
  return undefined;
}

/** Words for a part of a slide: "the last metric" is never the last slide. */
const PARTS = new Set([
  ...Object.values(ITEM_NOUNS).flatMap((l) => l.map((p) => p.split(' ')[0]!)),
  'line',
  'row',
]);
export const partFollows = (c: Cursor) => PARTS.has(c.w());
