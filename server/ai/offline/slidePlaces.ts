import type { Cursor } from './cursor';
import type { ItemRef, SingleTarget, Target } from './intents';
import { NOUNS, placeOf } from './targets';
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
  const places = placesBefore(c, (c) => c.acceptAny('slides|pages|ones'));
  const targets = places?.map(
    (p): SingleTarget => ({ kind: 'ordinal', n: 'index' in p ? p.index : 1, fromEnd: !('index' in p) }),
  );
  return targets && { kind: 'list', targets };
}

/** Two or more places joined by commas and "and", then a plural noun (`noun`): "first and last slides". */
export function placesBefore(c: Cursor, noun: (c: Cursor) => unknown): ItemRef[] | undefined {
  const places: ItemRef[] = [];
  for (let k = 0; k < 10; k++) {
    c.accept('the');
    const place = placeOf(c);
    if (!place) return undefined;
    places.push(place);
    if (noun(c)) return places.length > 1 ? places : undefined;
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
