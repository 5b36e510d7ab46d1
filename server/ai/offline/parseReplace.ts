import type { Cursor } from './cursor';
import type { Intent, Target } from './intents';
import { MORE, type Row, readRows, type Slots, slot, TEXT } from './patterns';
import { AFTER_FIGURE, bareOf, color, ofTarget, slideAtEnd } from './phrases';
import { ask } from './questions';
import { cleanText } from './slots';
import { typePhrase } from './targets';
import { NUMBER_WORDS } from './vocabulary';

/** Words that scale the figure before them: part of the value, not of a new label. */
const SCALE_WORDS = new Set(['million', 'billion', 'thousand', 'k', 'm', 'bn', 'percent', 'pct']);

/**
 * "change X to Y" where X names no field and no slide: a text on the slides, a figure by its
 * label, or a slide by its bare title when Y is a type or a colour.
 */

/** "change X to Y", "replace X with Y", "swap X for Y": the first such word splits them. */
const replaceRows = (split: string, whole = false): Row[] => [
  // "replace build with develop on roadmap": only on the slide named after the new words.
  {
    say: [TEXT, split, MORE, '=on|in|from', slot('target', LAST_SLIDE), '.', '!'],
    make: (c, s) => replaced(c, s, whole),
  },
  { say: [TEXT, split, MORE, '.'], make: (c, s) => replaced(c, s, whole) },
];
const LAST_SLIDE = (c: Cursor) => ofTarget(c, false) ?? bareOf(c);
// What is replaced or swapped goes whole: "replace pets with 212 staff" is a new figure and label.
const REPLACE: Record<string, Row[]> = {
  replace: replaceRows('with|by', true),
  swap: replaceRows('for|with', true),
};
const CHANGE = replaceRows('to|into');

/**
 * "change $4M to $4.5M", "replace Speed wins with Focus wins": a text on the slides, when what
 * follows the verb names no field or slide.
 */
export const replaceText = (c: Cursor, verb: string) => readRows(c, REPLACE[verb] ?? CHANGE);

/** A replacement that only points back: "that", "it then", "this instead". */
const POINTING = /^(?:that|it|this)(?: (?:then|instead|please|pls))?[.!]?$/i;

function replaced(c: Cursor, s: Slots, whole: boolean): Intent | undefined {
  const [[from, to], [valueFrom]] = [s.words!, s.more!];
  const [find, replacement] = [cleanText(c, from, to), cleanText(c, ...s.more!)];
  if (!find || !replacement) return undefined;
  // "replace X with that", nothing said before it to point at: asked, never written as "that".
  if (POINTING.test(replacement)) return ask.whatReplaces(find);
  // "change priorities to a statement", "change belief to navy": a slide by its title.
  const named: Target = { kind: 'named', name: find.replace(/^the /i, '') };
  const change = typeOrColourOnly(c.from(valueFrom), named);
  // "change revenue to $5M": the figure so labelled, never the word in a bullet.
  const target = s.target ? { target: s.target } : {};
  return (
    change ??
    figureValue(c, from, to, valueFrom, whole) ?? { kind: 'replace_text', find, replacement, ...target }
  );
}

/** A type or a colour that is all the rest says, as a change of the target; else nothing. */
function typeOrColourOnly(c: Cursor, target: Target): Intent | undefined {
  c.acceptAny('a|an|the');
  const f = c.fork();
  const bg = color(f);
  if (bg && f.done()) return { kind: 'color', target, which: 'background', color: bg };
  const type = typePhrase(c);
  c.accept('slide');
  return type && c.done() ? { kind: 'set_type', target, type } : undefined;
}

/**
 * "revenue" then "$5M": a label without figures, and a value that starts with one. Replaced
 * `whole`, words after the figure are its new label ("replace registered pets with 212 staff").
 */
function figureValue(
  c: Cursor,
  from: number,
  to: number,
  valueFrom: number,
  whole = false,
): Intent | undefined {
  const isNumber = (k: number) => c.tokens[k]?.kind === 'number';
  // "five million" is a figure too ("a"/"an" are not).
  const w = c.tokens[valueFrom]?.w ?? '';
  const numberWord = c.tokens[valueFrom]?.kind === 'word' && NUMBER_WORDS.has(w) && w !== 'a' && w !== 'an';
  if (!isNumber(valueFrom) && !numberWord) return undefined;
  // "update churn from 3.1% to 2.9%": the old value said too.
  if (to - from > 2 && c.tokens[to - 2]!.w === 'from' && isNumber(to - 1)) to -= 2;
  for (let k = from; k < to; k++) if (isNumber(k) || c.tokens[k]!.kind === 'quoted') return undefined;
  // "the rating one": the figure the words label.
  if (to - from > 2 && c.tokens[from]!.w === 'the' && c.tokens[to - 1]!.w === 'one') to--;
  // "in the chart Q3", "the occupancy on the glance slide": the slide said with the label.
  const inLabel = slideInLabel(c, from, to);
  if (inLabel) [from, to] = inLabel.label;
  const label = cleanText(c, c.tokens[from]!.w === 'the' ? from + 1 : from, to);
  // "change revenue to $5M on results": the slide named after the value.
  const after = slideAtEnd(c, valueFrom, AFTER_FIGURE);
  const value = cleanText(c, valueFrom, after?.at ?? c.end);
  if (!label || !value) return undefined;
  const target = after?.target ?? inLabel?.target;
  const where = target ? { target } : {};
  const relabel = whole ? newLabelAfter(c, valueFrom, after?.at ?? c.end) : undefined;
  return relabel
    ? { kind: 'set_figure', label, ...relabel, ...where }
    : { kind: 'set_figure', label, value, ...where };
}

const LABEL_SLIDE_WORDS = new Set(['in', 'on']);

/**
 * A slide said before a figure's label ("in the chart Q3") or after it ("the occupancy on the
 * glance slide"): the label's words and the slide, when those words name one ("slide 3", "the
 * chart", "the X slide"); never a bare word ("the price of growth" is a label).
 */
function slideInLabel(c: Cursor, from: number, to: number) {
  // Before: the fewest words that name a slide ("in the chart", not "in the chart Q3").
  if (LABEL_SLIDE_WORDS.has(c.tokens[from]!.w))
    for (let end = from + 2; end < to; end++) {
      const f = c.from(from, end);
      const target = ofTarget(f);
      if (target && f.done()) return { label: [end, to] as [number, number], target };
    }
  for (let k = to - 2; k > from; k--) {
    if (!LABEL_SLIDE_WORDS.has(c.tokens[k]!.w)) continue;
    const f = c.from(k, to);
    const target = ofTarget(f);
    if (target && f.done()) return { label: [from, k] as [number, number], target };
  }
  return undefined;
}

/** Words said after a replacement that are no part of it: "with 212 staff then". */
const AFTERTHOUGHTS = new Set(['then', 'instead', 'please', 'pls', 'thanks']);

/** "212 staff": the figure (and its scale word) and the words after it, the new label. */
function newLabelAfter(c: Cursor, from: number, to: number) {
  let end = to;
  while (end > from + 1 && AFTERTHOUGHTS.has(c.tokens[end - 1]!.w)) end--;
  const scaled = c.tokens[from + 1]?.kind === 'word' && SCALE_WORDS.has(c.tokens[from + 1]!.w);
  const labelFrom = from + (scaled ? 2 : 1);
  const newLabel = cleanText(c, labelFrom, end);
  const value = cleanText(c, from, labelFrom);
  return newLabel && value ? { value, newLabel } : undefined;
}

/** "the revenue is actually $5M": a figure's new value, said as a fact. */
const FACT: Row[] = [
  {
    say: [TEXT, 'is|are|was|should', '!', 'be?', 'actually|now|really?'],
    make: (c, s) => figureValue(c, ...s.words!, c.i) ?? labelValue(c, ...s.words!, c.i),
  },
];

/**
 * "active customers should be "Active B2B customers"": a quoted new name for what the words
 * label, a metric (the resolver says so when no metric is labelled so).
 */
function labelValue(c: Cursor, from: number, to: number, valueFrom: number): Intent | undefined {
  if (c.tokens[to]?.w !== 'should' || c.tokens[valueFrom]?.kind !== 'quoted') return undefined;
  for (let k = from; k < to; k++) if (c.tokens[k]!.kind !== 'word') return undefined;
  const after = slideAtEnd(c, valueFrom, AFTER_FIGURE);
  if ((after?.at ?? c.end) !== valueFrom + 1) return undefined;
  const label = cleanText(c, c.tokens[from]!.w === 'the' ? from + 1 : from, to);
  const newLabel = c.tokens[valueFrom]!.value ?? '';
  if (!label || !newLabel) return undefined;
  return { kind: 'metric_label', label, newLabel, ...(after ? { target: after.target } : {}) };
}
export const figureFact = (c: Cursor) => readRows(c, FACT);

const FIGURE_VALUE_WORDS = new Set(['to', 'as', 'into', 'with', 'is', 'say', 'says', 'so']);

/**
 * "set revenue = $5M", "update revenue: $5M", "make revenue $5M": a label of a few words, then a
 * value that starts with a figure. Tried last, and the label must be a metric's when applied.
 */
export function figureDirect(c: Cursor): Intent | undefined {
  c.accept('the');
  const from = c.i;
  while (!c.done() && c.i - from < 4 && c.peek()!.kind === 'word' && !FIGURE_VALUE_WORDS.has(c.w())) c.i++;
  if (c.i === from) return undefined;
  const to = c.i;
  c.acceptPunct('=', ':');
  if (c.peek()?.kind !== 'number') return undefined;
  const value = cleanText(c, c.i, c.end);
  const label = c.text(from, to);
  return value && label ? { kind: 'set_figure', label, value } : undefined;
}
