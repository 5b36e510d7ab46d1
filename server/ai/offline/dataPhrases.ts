import { lookOf } from './dataSlots';
import { parsedTarget, unquote } from './frameSlots';
import type { Intent, Target } from './intents';

/**
 * How the data frames (dataFrames.ts) read the words of one slot: which slide they name ("the
 * pricing table", "slide 3"), where the slide's words end and its data begins, and what a thing is
 * said to be added as ("… as a new row"). Word lists, read left to right; no pattern backtracks.
 */

export type DataType = 'chart' | 'table' | 'timeline';
export const NOUNS: Record<DataType, ReadonlySet<string>> = {
  chart: new Set(['chart', 'graph', 'plot']),
  table: new Set(['table']),
  timeline: new Set(['timeline', 'roadmap']),
};
export const it: Target = { kind: 'it' };

const ARTICLES = new Set(['the', 'this', 'that', 'our', 'my', 'your']);
const SLIDE_WORDS = new Set(['slide', 'page', 'one']);

/**
 * Words naming a chart, table or timeline: "the chart", "the pricing table", "this table", "slide
 * 3", "the Plan slide". Strict: only words with the type's noun ("to the table", not "to slide 3",
 * which may mean a bullet or a figure).
 */
export function dataTarget(text: string, type: DataType, strict = false): Target | undefined {
  const words = unquote(text).split(/\s+/).filter(Boolean);
  const lower = words.map((w) => w.toLowerCase());
  if (lower.length && SLIDE_WORDS.has(lower.at(-1)!) && lower.length > 1 && NOUNS[type].has(lower.at(-2)!)) {
    words.pop();
    lower.pop();
  }
  if (lower.length && NOUNS[type].has(lower.at(-1)!)) {
    const noun = lower.pop()!;
    words.pop();
    const pointed = lower[0] === 'this' || lower[0] === 'that';
    while (lower.length && ARTICLES.has(lower[0]!)) {
      lower.shift();
      words.shift();
    }
    while (type === 'chart' && lower.length && lookOf(lower.at(-1)!)) {
      lower.pop();
      words.pop();
    }
    if (!words.length) return pointed ? it : { kind: 'named', name: noun, type };
    if (words.some((w) => /^[,:;]$/.test(w))) return undefined;
    return { kind: 'named', name: words.join(' '), type };
  }
  if (strict) return undefined;
  const target = parsedTarget(text);
  // A bare name ("the agenda") is not taken here: only "the Plan slide", "slide 3", "it"…
  if (!target || (target.kind === 'named' && !SLIDE_WORDS.has(lower.at(-1)!))) return undefined;
  return target;
}

const JOINS = new Set(['to', 'into', 'onto', 'on', 'in', 'of', 'from']);

/**
 * "Pro, €49, 10 to the pricing table": what is added, and to which slide, split at the last word
 * that joins them to words naming one ("in October to the timeline" keeps "in October").
 */
export function withTarget(text: string, type: DataType, strict = false): { body: string; target?: Target } {
  const words = text.split(' ');
  for (let k = words.length - 2; k > 0; k--) {
    if (!JOINS.has(words[k]!.toLowerCase())) continue;
    const target = dataTarget(words.slice(k + 1).join(' '), type, strict);
    if (!target) continue;
    let body = words.slice(0, k);
    // "… at the end of the table".
    const tail = body.slice(-3).join(' ').toLowerCase();
    if (tail === 'at the end' || tail === 'at the bottom') body = body.slice(0, -3);
    return { body: body.join(' '), target };
  }
  // "add a phase slide": a new slide, for the grammar.
  if (SLIDE_WORDS.has(words.at(-1)!.toLowerCase())) return { body: '' };
  return { body: text };
}

/** Words that introduce a table's header: "with the columns: Plan, Price". */
export const HEADER_WORDS = ['the', 'column', 'columns', 'headers', 'header', 'headings', ':'];
/** The text without the given words at its start. */
export function withoutWords(text: string, words: string[]): string {
  const all = text.split(' ');
  let k = 0;
  while (k < all.length - 1 && words.includes(all[k]!.toLowerCase().replace(/:$/, ''))) k++;
  return all.slice(k).join(' ');
}

/** Words that name a new slide's title after its noun: "a chart of revenue: …", "a table called Plans with …". */
const TITLED = new Set(['called', 'titled', 'named', 'of', 'for', 'showing']);
/** What stands between a new slide's words and its data, the first of them found. */
const OPENERS = [': ', ' - ', ' – ', ' with '];

/**
 * "a bar chart of revenue: 2022 4.1, …", "a table slide titled Tiers with the columns …",
 * "a timeline: Discovery in May, …": the words naming the slide (up to its noun), its title and
 * its data.
 */
export function newSlideParts(
  rest: string,
  type: DataType,
): { noun: string; title: string; body: string } | undefined {
  const words = rest.split(' ');
  const bare = (w: string) => w.toLowerCase().replace(/:$/, '');
  let i = words.findIndex((w) => NOUNS[type].has(bare(w)));
  if (i < 0) return undefined;
  if (!words[i]!.endsWith(':') && bare(words[i + 1] ?? '') === 'slide') i++;
  const colon = words[i]!.endsWith(':');
  const noun = words
    .slice(0, i + 1)
    .join(' ')
    .replace(/:$/, '');
  let after = `${colon ? ':' : ''} ${words.slice(i + 1).join(' ')}`;
  const opener = OPENERS.find((o) => after.startsWith(o));
  if (opener) return { noun, title: '', body: after.slice(opener.length) };
  const first = bare(words[i + 1] ?? '');
  if (!TITLED.has(first)) return undefined;
  after = words.slice(i + 2).join(' ');
  const at = Math.min(...OPENERS.map((o) => after.indexOf(o)).filter((k) => k > 0));
  if (Number.isFinite(at)) {
    const o = OPENERS.find((x) => after.indexOf(x) === at)!;
    return { noun, title: after.slice(0, at), body: after.slice(at + o.length) };
  }
  // "a chart of 2022 4.1, 2023 5.6": its data straight after "of".
  return first === 'of' ? { noun, title: '', body: after } : undefined;
}

export const SERIES_WORDS = ['data series', 'series'];
export const STEP_WORDS = ['milestone', 'phase', 'step'];

/**
 * "Costs 3, 4 and 5 as a series to the revenue chart", "Pro, €49, 10 as a new row": what is
 * added, said to be one of these, read without those words.
 */
export function addedAs(rest: string, nouns: string[], read: (text: string) => Intent | undefined) {
  const lower = rest.toLowerCase();
  for (const article of ['a new ', 'a ', 'an ', 'the ', 'another ', '']) {
    for (const noun of nouns) {
      const phrase = ` as ${article}${noun}`;
      const k = lower.lastIndexOf(phrase);
      const end = k + phrase.length;
      if (k > 0 && (end === rest.length || rest[end] === ' '))
        return read(`${rest.slice(0, k)}${rest.slice(end)}`);
    }
  }
  return undefined;
}
