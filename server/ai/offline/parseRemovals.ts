import { type Cursor, phrases } from './cursor';
import type { BulletSet, Intent, Target } from './intents';
import { BULLET, BULLETS, bareOf, field, IT, NO_STOPS, ofTarget } from './phrases';
import { ask } from './questions';
import { placesBefore } from './slidePlaces';
import { count, numberList, ordinal, parseTarget, titleTarget } from './targets';

/** After "remove"/"delete"/"clear": bullets of a slide, never the slide itself. */

/** Every bullet of a slide, as a list said whole too. */
const LIST = [...phrases(['bullet list', 'list of bullets']), ...BULLETS];

/** "on slide 2", "from the Priorities slide", "from priorities", or the slide meant by "it". */
function where(c: Cursor): Target {
  return ofTarget(c, false) ?? bareOf(c) ?? IT;
}

/** "all bullets", "the bullets on this slide", "every bullet point from slide 2", "all the items". */
export function clearBullets(c: Cursor): Intent | undefined {
  const all = c.acceptAny('all of the|all the|all|every');
  if (!all) c.accept('the');
  // "all but the first bullet", "everything except bullet 2".
  const everything = all || c.accept('everything');
  if (everything) {
    const kept = c.try((c) => (acceptBut(c) ? keptBullets(c, true) : undefined));
    if (kept) return finishKept(c, kept);
  }
  if (!(c.acceptOne(LIST) || (all && c.acceptOne(BULLET)))) return undefined;
  // "all bullets but the first two", "every bullet except the last".
  if (all && acceptBut(c)) {
    const kept = keptBullets(c, false);
    return kept ? finishKept(c, kept) : undefined;
  }
  const target = where(c);
  return c.done() ? { kind: 'items', target, mode: 'clear', items: [] } : undefined;
}

const BUT = phrases(['but', 'except', 'except for', 'apart from', 'other than', 'save', 'besides', 'bar']);
const acceptBut = (c: Cursor) => c.acceptOne(BUT) !== undefined;

/**
 * The bullets kept: "the first (one)", "the first two (bullets)", "the last bullet", "the second",
 * "bullets 1 and 3". A noun is needed where nothing before says these are bullets.
 */
function keptBullets(c: Cursor, needNoun: boolean): BulletSet | undefined {
  c.accept('the');
  const noun = () =>
    c.acceptOne(LIST) !== undefined || c.acceptOne(BULLET) !== undefined || c.acceptAny('one|ones');
  const last = c.accept('last') ? true : c.accept('first') ? false : undefined;
  const nth = last === undefined ? ordinal(c) : undefined;
  if (last !== undefined || nth !== undefined) {
    const kept = last !== undefined ? { edge: count(c) ?? 1, last } : { several: [nth!] };
    return noun() || !needNoun ? kept : undefined;
  }
  if (!(c.acceptOne(LIST) || c.acceptOne(BULLET))) return undefined;
  const list = numberList(c);
  return list ? { several: list } : undefined;
}

function finishKept(c: Cursor, kept: BulletSet): Intent | undefined {
  const target = where(c);
  return c.done() ? { kind: 'remove_item', target, which: { except: kept } } : undefined;
}

/** "keep only the first two bullets", "keep just bullet 1 on pricing": every other bullet goes. */
export function parseKeep(c: Cursor): Intent | undefined {
  c.acceptAny('only|just');
  const kept = keptBullets(c, true);
  return kept ? finishKept(c, kept) : undefined;
}

/**
 * "remove Pricing from the agenda", "take roadmap off the agenda", "remove Pro $25 from pricing":
 * the words of one bullet (or a metric's label), on the slide named after them.
 */
export function textFromSlide(c: Cursor): Intent | undefined {
  const from = c.at('the') ? c.i + 1 : c.i;
  for (let k = c.end - 1; k > from; k--) {
    const w = c.tokens[k]!.w;
    if (w !== 'from' && w !== 'off') continue;
    const f = c.from(k + 1);
    f.accept('of');
    // "remove results from the deck" is the slide; "from the checklist", "from the brief" are fields.
    if (f.acceptAny('the deck|the presentation|deck')) {
      const t = c.fork(k);
      const slide = parseTarget(t) ?? titleTarget(t, NO_STOPS, true);
      if (!slide || !t.done() || !f.done()) return undefined;
      c.i = c.end;
      return { kind: 'delete', target: slide };
    }
    if (field(f.fork()) !== undefined) return undefined;
    const target = parseTarget(f) ?? titleTarget(f, NO_STOPS, true);
    if (!target || !f.done()) continue;
    const probe = c.from(from, k);
    if (field(probe) !== undefined) return undefined;
    const text = c.text(from, k).trim();
    if (!text) return undefined;
    c.i = c.end;
    return { kind: 'remove_item', target, which: { text } };
  }
  return undefined;
}

/** "bullets 2 and 3", "the last two bullets", "the first 2 points": several bullets of one slide. */
export function bulletSet(c: Cursor): Intent | undefined {
  c.accept('the');
  let which: BulletSet;
  // "the first and second bullets", "the second, third and fifth points".
  const places = c.try(ordinalBullets);
  const last = places ? undefined : c.accept('last') ? true : c.accept('first') ? false : undefined;
  if (places) which = { several: places };
  else if (last !== undefined) {
    const n = count(c);
    if (n === undefined || !c.acceptOne(LIST)) return undefined;
    which = { edge: n, last };
  } else {
    if (!c.acceptOne(LIST)) return undefined;
    const several = numberList(c);
    // One bullet by its number is removeBullet's.
    if (!several || several.length < 2) return undefined;
    which = { several };
  }
  const target = where(c);
  return c.done() ? { kind: 'remove_item', target, which } : undefined;
}

/** "the first and second bullets": places by their ordinals ("the last" is bulletSet's own). */
function ordinalBullets(c: Cursor): number[] | undefined {
  const places = placesBefore(c, (c) => c.acceptOne(LIST));
  return places?.every((p) => 'index' in p) ? places.map((p) => p.index) : undefined;
}

/** 'delete "Open markets" from slide 2': a quoted bullet, from the slide named after it. */
export function quotedBullet(c: Cursor): Intent | undefined {
  const q = c.peek();
  if (q?.kind !== 'quoted' || !q.value) return undefined;
  c.i++;
  // 'remove "Results" from the deck' is the slide itself.
  if (c.acceptAny('from the deck|from the presentation'))
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
