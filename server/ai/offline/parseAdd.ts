import { type Cursor, phrases, setOf } from './cursor';
import { figuresIn } from './figures';
import type { Intent, Target } from './intents';
import { parseMove } from './parseArrange';
import { isDraftHere, parseDraft } from './parseDraft';
import { parseNewSlide, slideNounAt, VISUALS } from './parseSlide';
import { INTENT, type Row, readRows, type Slots, slot, TEXT, wordsOf } from './patterns';
import { BARE_PLACES, field, NO_STOPS, NOTES_SAY, ofTarget } from './phrases';
import { parsePosition } from './positions';
import { ask } from './questions';
import { cap, cleanText, splitList } from './slots';
import { count, ordinal, titleTarget } from './targets';
import { ITEM_NOUNS } from './vocabulary';

/** After "add", "create", "insert"…: a slide, bullets, a figure, notes, checklist items, the brief, an agenda or a draft. */
export function parseAdd(c: Cursor): Intent | undefined {
  // "add to the checklist: a, b" / "add to the brief that …"
  if (c.acceptAny('to the checklist|to checklist')) return checklist(c, c.i, c.end);
  if (c.acceptAny('to the brief|to brief')) return brief(c, 'add');
  if (isDraftHere(c)) return parseDraft(c);
  // "give me a slide on our team".
  if (c.tokens[c.i - 1]?.w === 'give') c.acceptAny('me|us');
  // "i want the thank you slide first": a slide that is there, wanted elsewhere.
  if (WISH_VERBS.has(c.tokens[c.i - 1]?.w ?? '') && c.at('the')) return parseMove(c, 'move');
  return readRows(c, ADD);
}

/** "another", "two", "a new": how many of what follows, read before each row's words. */
const HOW_MANY = slot('n', (c) => {
  c.acceptAny('another|one more|some|the');
  const n = count(c, true) ?? 1;
  c.accept('new');
  return n;
});
const ITEMS = `${ITEM_NOUNS.bullets.join('|')}|${ITEM_NOUNS.bullet.join('|')}`;
const ONE_ITEM = ITEM_NOUNS.bullet.join('|');
const FIGURES = `${ITEM_NOUNS.metrics.join('|')}|${ITEM_NOUNS.metric.join('|')}`;
/** "add a fourth metric", "a 5th metric": the place it will have says nothing more than "add a metric". */
const NTH = (c: Cursor) => ordinal(c) !== undefined || true;

/** After "add" and its fields: a quoted bullet, notes, checklist items, an agenda, a slide, bullets or figures. */
const ADD: Row[] = [
  { say: [INTENT(quotedItem)] },
  { say: [HOW_MANY, NOTES_SAY], make: (c) => notes(c, 'add') },
  { say: [HOW_MANY, 'checklist items|checklist item|checklist'], make: (c) => checklist(c, c.i, c.end) },
  { say: [HOW_MANY, '=agenda'], make: agenda },
  { say: [HOW_MANY], make: (c, s) => (slideNounAt(c) !== undefined ? parseNewSlide(c, s.n!) : undefined) },
  { say: [HOW_MANY], make: visual },
  { say: [HOW_MANY, NTH, ONE_ITEM], make: oneBullet },
  { say: [HOW_MANY, NTH, ITEMS, INTENT((c) => readRows(c, ITEM_LIST))] },
  // "add one more: Free delivery in March": one more of the list, its noun left out.
  { say: ['one more|another', '=:', INTENT((c) => readRows(c, ITEM_LIST))] },
  { say: [HOW_MANY, NTH, FIGURES, INTENT((c) => readRows(c, FIGURE_LIST))] },
  // "add case studies to the checklist", "add X to the brief": words, then the field they go to.
  {
    say: [TEXT, 'to the checklist|on the checklist|to checklist', '.'],
    make: (c, s) => checklist(c, ...s.words!),
  },
  { say: [TEXT, 'to the brief|to brief', '.'], make: (c, s) => brief(wordsOf(c, s), 'add') },
  { say: [INTENT((c) => toSlideByTitle(c))] },
];

/** "add an agenda slide about risks" is a new slide; "add an agenda (at the start)" the deck's own. */
function agenda(c: Cursor): Intent {
  const head = c.i;
  c.accept('agenda');
  if (c.accept('slide') && !c.done() && !parsePosition(c.fork())) {
    c.i = head;
    return parseNewSlide(c, 1);
  }
  const position = parsePosition(c);
  return { kind: 'agenda', ...(position ? { position } : {}) };
}

/** "add a chart of revenue by quarter": no slide type draws one, so say what can be done instead. */
function visual(c: Cursor): Intent | undefined {
  const t = c.tokens.slice(c.i, Math.min(c.i + 3, c.end)).find((t) => VISUALS.has(t.w));
  return t && ask.visual(t.w);
}

/**
 * "add a bullet after the first one: Commutes are longer and pricier": one bullet said as one
 * (its "and" no list), in the place said or at the end, on the slide said or in hand. Not one bullet
 * ("two bullets", a list after commas): the rows after.
 */
function oneBullet(c: Cursor, s: Slots): Intent | undefined {
  if (s.n !== 1) return undefined;
  // "… on slide 2: X", "… to the agenda: X": the slide, else the one in hand; the place before it or after.
  const first = bulletPlace(c);
  const target = ofTarget(c) ?? c.try((c) => bareBefore(c, NO_STOPS, ':', false)) ?? { kind: 'it' };
  const at = first ?? bulletPlace(c);
  if (!c.acceptPunct(':')) return undefined;
  const from = c.i;
  if (c.tokens.slice(from, c.end).some((t) => t.kind === 'punct' && t.w === ',')) return undefined;
  const text = cleanText(c, from, c.end);
  if (!text) return undefined;
  return { kind: 'items', target, mode: 'add', items: [cap(text)], ...(at ? { at } : {}) };
}

/** "after the first one", "before bullet 3", "at the top": the new bullet's place (1 the top). */
function bulletPlace(c: Cursor): number | undefined {
  if (c.acceptAny('at the top|at the start|at the beginning|first|to the top')) return 1;
  const f = c.fork();
  const side = f.acceptAny('after|below|under') ? 1 : f.acceptAny('before|above') ? 0 : undefined;
  if (side === undefined) return undefined;
  f.accept('the');
  let n = ordinal(f);
  if (n !== undefined) f.acceptAny(`${ONE_ITEM}|one`);
  else if (f.acceptAny(ONE_ITEM)) n = f.peek()?.kind === 'number' ? f.tokens[f.i++]!.num : undefined;
  if (n === undefined || n < 1) return undefined;
  c.i = f.i;
  return n + side;
}

const addItems: ListMaker = (c, target, from, to) => {
  const items = splitList(c, from, to).map(cap);
  return items.length ? { kind: 'items', target, mode: 'add', items } : ask.whatItems();
};
const addFigures: ListMaker = (c, target, from, to) => {
  const metrics = figuresIn(c, from, to);
  return metrics.length ? { kind: 'metrics', target, mode: 'add', metrics } : ask.noFigures();
};

const TO = new Set(['to', 'into']);
const PLACE_NAMES = new Set([...BARE_PLACES, 'the end', 'the start']);

/** Add verbs that only say a wish: after them "the X slide" is a slide already there. */
const WISH_VERBS = new Set(['want', 'need', 'have', 'get']);

/** Words that open a description of more content, never the words of one bullet. */
const NOT_A_BULLET = new Set(['a', 'an', 'some', 'more', 'another', 'any', 'this', 'that', 'it', 'them']);
/** "add detail to roadmap", "add emphasis to pricing": alone, a quality to give the slide, not a bullet. */
const QUALITIES = setOf(`detail|details|context|emphasis|color|energy|urgency|punch|flair|clarity|depth
  |structure|examples|data|visuals|images|pictures|icons|animation|animations|transitions`);

/**
 * "add Next steps to the agenda", "add Scale to roadmap": the words before the last "to" as one
 * bullet (or figure) of the slide whose title ends the command. Only a whole command of this shape,
 * and never a field ("to the brief") or a description ("add more detail to pricing").
 */
export function toSlideByTitle(c: Cursor, joins: ReadonlySet<string> = TO): Intent | undefined {
  const from = c.i;
  if (c.peek()?.kind === 'word' && NOT_A_BULLET.has(c.w())) return undefined;
  if (QUALITIES.has(c.w()) && (c.at(c.w(), 'to') || c.at(c.w(), 'into'))) return undefined;
  // "add to roadmap: Hire": the slide first, the words after a colon.
  const first = c.try((c) => {
    if (!c.accept('to')) return undefined;
    const target = titleTarget(c, NO_STOPS, false, (c) => c.at(':'));
    if (!target || !c.acceptPunct(':')) return undefined;
    const texts = splitList(c, c.i, c.end).map(cap);
    return texts.length
      ? ({ kind: 'add_to_slide', target, texts, metrics: figuresIn(c, c.i, c.end) } as const)
      : undefined;
  });
  if (first) return first;
  for (let k = c.end - 1; k > from; k--) {
    if (!joins.has(c.tokens[k]!.w)) continue;
    const f = c.from(k + 1);
    if (field(f.fork()) !== undefined) return undefined;
    f.i = k;
    const target =
      (c.tokens[k]!.w === 'to' ? ofTarget(f) : undefined) ??
      (f.accept(c.tokens[k]!.w) ? titleTarget(f, NO_STOPS, true) : undefined);
    if (!target || !f.done()) continue;
    // "put the thank you slide on the end": a place, not a slide's title.
    if (target.kind === 'named' && PLACE_NAMES.has(target.name.toLowerCase())) return undefined;
    // "add Hiring as a bullet to roadmap".
    const as = AS_BULLET.find((p) => k - p.length > from && c.from(k - p.length, k).accept(...p));
    const end = k - (as?.length ?? 0);
    const text = cleanText(c, from, end);
    if (!text) return undefined;
    // 'add "Hiring" and "Training" to roadmap': each quotation a bullet.
    const said = c.tokens.slice(from, end);
    const quotes = said.filter((t) => t.kind === 'quoted');
    const joiners = said.every((t) => t.kind === 'quoted' || t.w === 'and' || t.w === ',');
    const texts = quotes.length && joiners ? quotes.map((q) => q.value ?? '').filter(Boolean) : [cap(text)];
    return { kind: 'add_to_slide', target, texts, metrics: figuresIn(c, from, end) };
  }
  return undefined;
}

type ListMaker = (c: Cursor, target: Target, from: number, to: number) => Intent;
/** A "to/on/for <slide>" that ends the command or comes before a colon or "saying". */
const LIST_SLIDE = slot('target', (c) => ofTarget(c) ?? bareBefore(c, NO_STOPS, ':', false));
const LIST_ENDS = (c: Cursor) => c.done() || c.atAny(':|saying|that says|reading');

/**
 * "a bullet Faster onboarding", "bullet point lower churn to slide 2", "three bullets to the
 * Priorities slide: a, b and c": the list, and the slide it goes to (the selected one if none).
 */
const listForSlide = (make: ListMaker): Row[] => [
  // "a bullet here: Scale": the selected slide.
  {
    say: ['like|saying?', 'here', '=:|saying', 'saying?', ':?'],
    make: (c) => make(c, { kind: 'selected' }, c.i, c.end),
  },
  // "another metric there: 212 member companies": the slide the conversation is on.
  {
    say: ['like|saying?', 'there', '=:|saying', 'saying?', ':?'],
    make: (c) => make(c, { kind: 'it' }, c.i, c.end),
  },
  // "a bullet to slide 2 saying X": the text follows the slide; else it is the words before it.
  { say: ['like|saying?', ':?', LIST_SLIDE, LIST_ENDS], make: listed(make) },
  { say: ['like|saying?', ':?', TEXT, LIST_SLIDE, LIST_ENDS], make: listed(make) },
  { say: ['like|saying?', ':?'], make: (c) => make(c, { kind: 'it' }, c.i, c.end) },
];
const listed = (make: ListMaker) => (c: Cursor, s: Slots) => {
  if (c.done()) return make(c, s.target!, ...(s.words ?? [c.i, c.i]));
  c.acceptAny(':|saying|that says|reading');
  c.acceptPunct(':');
  return make(c, s.target!, c.i, c.end);
};
const ITEM_LIST = listForSlide(addItems);
const FIGURE_LIST = listForSlide(addFigures);

/** 'add "Next steps" to the agenda', 'add "Q&A" as a bullet on slide 2': the quotes hold the bullet. */
function quotedItem(c: Cursor): Intent | undefined {
  const q = c.peek();
  if (q?.kind !== 'quoted' || !q.value) return undefined;
  c.i++;
  c.acceptAny('as a bullet point|as a bullet|as bullet');
  const f = c.fork();
  // "to the checklist", "to the brief": fields, read further on.
  if (f.acceptAny('to|on') && field(f) !== undefined) return undefined;
  const target = ofTarget(c) ?? (c.acceptAny('to|on') ? titleTarget(c, NO_STOPS, true) : undefined);
  return target && c.done() ? { kind: 'items', target, mode: 'add', items: [q.value] } : undefined;
}

const SAYING_WORDS = new Set(['saying', 'reading']);
const AS_BULLET = phrases(['as a bullet point', 'as a bullet', 'as bullet', 'as a point', 'as an item']);

/** "to pricing: …", "on roadmap saying …": a slide's bare title, then one of `ends` (or the end, when `orDone`). */
function bareBefore(c: Cursor, stops: ReadonlySet<string>, ends: string, orDone: boolean) {
  if (!c.acceptAny('to|on|for')) return undefined;
  const t = titleTarget(c, stops, true);
  return t && ((orDone && c.done()) || c.atAny(ends)) ? t : undefined;
}

/** "speaker notes to every slide", "a note to this slide: remember the demo", "notes to slide 3 saying X". */
export function notes(c: Cursor, mode: 'add' | 'set'): Intent {
  let target: Target = { kind: 'it' };
  // "notes to pricing: mention discounts": a bare title before a colon or "saying".
  const t = ofTarget(c) ?? c.try((c) => bareBefore(c, SAYING_WORDS, ':|saying|reading|-', true));
  if (t) target = t;
  c.acceptAny('saying|that say|reading');
  c.acceptPunct(':', '-');
  const text = cleanText(c, c.i, c.end);
  if (!text) return { kind: 'notes', target, mode: 'add' };
  return { kind: 'notes', target, mode, text: cap(text) };
}

function checklist(c: Cursor, from: number, to: number): Intent {
  const f = c.from(from, to);
  f.acceptAny('items|item');
  f.acceptPunct(':');
  const items = splitList(f, f.i, to).map(cap);
  return items.length ? { kind: 'checklist', items } : ask.whatItems();
}

/** "… that the budget is 50k", ": Focus on …". */
export function brief(c: Cursor, mode: 'add' | 'set'): Intent {
  c.acceptPunct(':');
  c.accept('that');
  const text = cap(cleanText(c, c.i, c.end));
  return text ? { kind: 'brief', mode, text } : ask.whatText('brief');
}
