import type { ChartKind, TimelineStep } from '../../../common/slides/content';
import { mapOf, setOf } from './cursor';
import { unquote } from './frameSlots';
import { cap } from './slots';
import { ORDINAL_WORDS } from './vocabulary';

/**
 * The slots of the data slides' frames (issue 31), read word by word from tables: numbers as
 * people write them, lists of cells, a chart's look and a timeline's dates. No pattern here can
 * backtrack: each reads a slot of a message already cut to the frames' length.
 */

/** A value as written: "4.1", "€4.1M", "12%", "1,200", "2.022,5", "-3", "4.1 million". */
export interface Figure {
  value: number;
  /** Its unit as a chart draws it: a currency first, then a suffix ("€M", "%", "k"). */
  unit: string;
}

const CURRENCY = new Set(['$', '€', '£', '¥', '₹']);
/** Suffixes a value may carry, and how the chart's unit writes them. */
const SUFFIXES = mapOf(
  '% %|percent %|k k|thousand k|m M|mn M|mio M|million M|millions M|b bn|bn bn|billion bn|billions bn|x x|pts pts',
);
const MINUS = new Set(['-', '−', '–']);

/** Digits with their separators, read only where the reading is not in doubt. */
function numberOf(digits: string): number | undefined {
  // 4.1, 12, .5
  if (/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(digits)) return Number(digits);
  // 1,200 and 1,200.50: commas group thousands.
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits)) return Number(digits.replaceAll(',', ''));
  // 2.022,5: points group thousands and the comma marks the decimals.
  if (/^\d{1,3}(?:\.\d{3})+,\d+$/.test(digits)) return Number(digits.replaceAll('.', '').replace(',', '.'));
  // "4,1" may be 4.1 or the list 4, 1: not guessed.
  return undefined;
}

const MONTH_ORDER = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A quarter's, half's or month's place in its year ("Q2" 2, "Sep" 9); undefined for other words. */
export function placeInYear(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^[qh][1-4]$/.test(w)) return Number(w[1]);
  return MONTHS.has(w) ? MONTH_ORDER.indexOf(w.slice(0, 3)) + 1 : undefined;
}

const MONTH_NAMES =
  'January February March April May June July August September October November December'.split(' ');

/**
 * A timeline date moved by some months: each month said ("Oct 2026", "June to August", "3 Nov")
 * becomes the one that many months away, written as it was (short or long), and a year said after
 * it rolls over with it. Undefined when the date names no month ("Week 3", "Q2").
 */
export function shiftedDate(date: string, months: number): string | undefined {
  const words = date.split(' ');
  let moved = false;
  for (let k = 0; k < words.length; k++) {
    const [, word, tail] = /^([A-Za-z]+)(\W*)$/.exec(words[k]!) ?? [];
    const at = word ? placeInYear(word) : undefined;
    if (!word || at === undefined || /^[qh][1-4]$/i.test(word)) continue;
    const total = at - 1 + months;
    const name = MONTH_NAMES[((total % 12) + 12) % 12]!;
    const short = word.length <= 4 && word.length < MONTH_NAMES[at - 1]!.length;
    const written = !short ? name : name === 'September' && word.length === 4 ? 'Sept' : name.slice(0, 3);
    words[k] = `${word[0] === word[0]!.toLowerCase() ? written.toLowerCase() : written}${tail}`;
    const year = words[k + 1]?.match(/^(\d{4})(\W*)$/);
    if (year) words[k + 1] = `${Number(year[1]) + Math.floor(total / 12)}${year[2]}`;
    moved = true;
  }
  return moved ? words.join(' ') : undefined;
}

/** A value with its sign, currency and suffix, e.g. "-€4.1M", "€ 4,100", "12 %", "49€". */
export function figureOf(written: string): Figure | undefined {
  let s = written.trim();
  let sign = 1;
  let currency = '';
  const take = () => {
    const ch = s[0];
    if (ch && MINUS.has(ch) && sign === 1) sign = -1;
    else if (ch === '+') {
    } else if (ch && CURRENCY.has(ch) && !currency) currency = ch;
    else return false;
    s = s.slice(1).trimStart();
    return true;
  };
  while (s && take());
  let k = 0;
  while (k < s.length && ((s[k]! >= '0' && s[k]! <= '9') || s[k] === '.' || s[k] === ',')) k++;
  const value = numberOf(s.slice(0, k));
  if (value === undefined) return undefined;
  let rest = s.slice(k).trim();
  if (!currency && rest && CURRENCY.has(rest[rest.length - 1]!)) {
    currency = rest[rest.length - 1]!;
    rest = rest.slice(0, -1).trim();
  }
  const suffix = rest ? SUFFIXES.get(rest.toLowerCase()) : '';
  if (suffix === undefined) return undefined;
  return { value: sign * value, unit: currency + suffix };
}

/**
 * A list as written: split at bars, else semicolons, else line breaks, else commas; a comma inside
 * a number ("1,200") is no split. The last part may hold "and" ("a, b and c").
 */
export function listParts(text: string, values = false): string[] {
  const t = text.trim();
  let parts: string[];
  if (t.includes('|')) parts = t.split('|');
  else if (t.includes(';')) parts = t.split(';');
  else if (t.includes('\n')) parts = t.split('\n');
  else if (values && !/,\s/.test(t) && numberOf(t) === undefined) parts = t.split(',');
  else parts = splitAtCommas(t);
  const last = parts.pop() ?? '';
  const ands = last.split(/ and | & /);
  // "Research and development" stays one part unless the list is "a, b and c" or all values.
  if (parts.length || values) parts.push(...ands);
  else parts.push(last);
  return parts.map((p) => unquote(p)).filter(Boolean);
}

/**
 * Splits at commas that are not a number's: where any comma is followed by a space, only those
 * ("2022 1,200, 2023 2.022,5"); else at every comma but a thousands one ("3,4,5" but "1,200").
 */
function splitAtCommas(t: string): string[] {
  const spaced = /,\s/.test(t);
  const parts: string[] = [];
  let start = 0;
  for (let k = 0; k < t.length; k++) {
    if (t[k] !== ',') continue;
    const inNumber = spaced
      ? !/\s/.test(t[k + 1] ?? ' ')
      : /\d/.test(t[k - 1] ?? '') && /^\d{3}(?!\d)/.test(t.slice(k + 1, k + 5));
    if (inNumber) continue;
    parts.push(t.slice(start, k));
    start = k + 1;
  }
  parts.push(t.slice(start));
  return parts.map((p) => p.trim());
}

/** What went wrong with a list of values, said plainly (and then nothing changes). */
export type DataProblem =
  | { notNumber: string; category?: string }
  | { noCategory: string }
  | { units: string[] };

/** A chart's data: "2022 4.1, 2023 5.6", "Q1: €4.1M; Q2: €5.6M", "4.1 in 2022, 5.6 in 2023". */
export function pairsOf(text: string): { categories: string[]; figures: Figure[] } | DataProblem {
  const categories: string[] = [];
  const figures: Figure[] = [];
  const parts = listParts(text);
  const runOn = parts.length === 1 ? runOnPairs(parts[0]!) : undefined;
  if (runOn) return runOn;
  for (const part of parts) {
    const pair = pairOf(part);
    if (!('figure' in pair)) return pair;
    categories.push(pair.category);
    figures.push(pair.figure);
  }
  const units = [...new Set(figures.map((f) => f.unit).filter(Boolean))];
  if (units.length > 1) return { units };
  return { categories, figures };
}

const VALUE_FIRST = new Set(['in', 'for', 'on', 'at', 'during']);

/**
 * "Q1 9,850 Q2 11,900 Q3 7,400", "2022 4.1 2023 5.6": pairs typed with nothing between them, each
 * label's words ended by its value. Read so only when every word falls into a pair, two or more.
 */
function runOnPairs(part: string): { categories: string[]; figures: Figure[] } | undefined {
  const categories: string[] = [];
  const figures: Figure[] = [];
  let label: string[] = [];
  for (const word of part.split(/\s+/)) {
    const figure = label.length ? figureOf(word) : undefined;
    if (!figure) {
      label.push(word);
      continue;
    }
    categories.push(unquote(label.join(' ')));
    figures.push(figure);
    label = [];
  }
  const units = new Set(figures.map((f) => f.unit));
  return !label.length && figures.length > 1 && units.size === 1 ? { categories, figures } : undefined;
}

function pairOf(part: string): { category: string; figure: Figure } | DataProblem {
  // "Q1: 4.1", "2022 = 4.1": the category is what stands before the mark.
  const mark = [':', '='].map((m) => part.indexOf(m)).find((i) => i > 0);
  if (mark !== undefined) {
    const figure = figureOf(part.slice(mark + 1));
    const category = unquote(part.slice(0, mark));
    if (!figure) return { notNumber: part.slice(mark + 1).trim(), category };
    return category ? { category, figure } : { noCategory: part };
  }
  const words = part.split(/\s+/);
  // "4.1 in 2022": the value first, joined to its label.
  const first =
    words.length > 2 && VALUE_FIRST.has(words[1]!.toLowerCase()) ? figureOf(words[0]!) : undefined;
  if (first) return { category: unquote(words.slice(2).join(' ')), figure: first };
  // The value is the last word, or the last two ("€ 4.1", "4.1 million").
  for (const n of [2, 1]) {
    if (words.length <= n) continue;
    const figure = figureOf(words.slice(-n).join(' '));
    if (figure) return { category: unquote(words.slice(0, -n).join(' ')), figure };
  }
  if (words.length === 1) return figureOf(part) ? { noCategory: part } : { notNumber: part };
  return { notNumber: words.at(-1)!, category: words.slice(0, -1).join(' ') };
}

/** A series as written: "Costs: 3, 4, 5", "Costs 3, 4 and 5", "Costs with values 3; 4; 5". */
export function seriesOf(text: string): { name: string; values: number[] } | DataProblem | undefined {
  const colon = text.indexOf(':');
  let name: string;
  let rest: string;
  if (colon > 0) {
    name = text.slice(0, colon);
    rest = text.slice(colon + 1);
  } else {
    // The name runs to the first word that is a value.
    const words = text.trim().split(/\s+/);
    const k = words.findIndex((w) => figureOf(w.split(/[,;]/)[0]!) !== undefined);
    if (k < 1) return undefined;
    name = words.slice(0, k).join(' ');
    rest = words.slice(k).join(' ');
  }
  name = unquote(stripTail(name, SERIES_JOINS));
  if (!name) return undefined;
  const values: number[] = [];
  for (const part of listParts(rest, true)) {
    const f = figureOf(part);
    if (!f) return { notNumber: part, category: name };
    values.push(f.value);
  }
  return values.length ? { name, values } : undefined;
}
const SERIES_JOINS = new Set(['with', 'of', 'values', 'at', 'as', 'is', '=', '-', 'with values']);

/** Words at the end of a name that only join it to what follows ("Costs with values"). */
function stripTail(name: string, joins: Set<string>): string {
  const words = name.trim().split(/\s+/);
  while (words.length > 1 && joins.has(words.at(-1)!.toLowerCase())) words.pop();
  return words.join(' ');
}

/** A chart's look, word by word: "horizontal stacked bar", "line", "pie". */
export interface ChartLook {
  chartKind?: ChartKind;
  horizontal?: boolean;
  stacked?: boolean;
}
const LOOK_WORDS: Record<string, ChartLook> = {
  bar: { chartKind: 'bar' },
  bars: { chartKind: 'bar' },
  column: { chartKind: 'bar', horizontal: false },
  columns: { chartKind: 'bar', horizontal: false },
  line: { chartKind: 'line' },
  lines: { chartKind: 'line' },
  pie: { chartKind: 'pie' },
  doughnut: { chartKind: 'doughnut' },
  donut: { chartKind: 'doughnut' },
  ring: { chartKind: 'doughnut' },
  horizontal: { horizontal: true },
  vertical: { horizontal: false },
  stacked: { stacked: true },
  grouped: { stacked: false },
  clustered: { stacked: false },
  unstacked: { stacked: false },
};
/** Nouns a chart goes by (a look may end with one). */
const CHART_NOUNS = new Set(['chart', 'graph', 'charts', 'graphs', 'plot', 'one', 'diagram']);
const ARTICLES = new Set(['a', 'an', 'the', 'new', 'another']);

const wordsOf = (text: string) =>
  unquote(text)
    .split(/\s+/)
    .filter((w) => w && !ARTICLES.has(w.toLowerCase()));

/** "a line chart", "horizontal bars", "pie": a look of known words only (else not a look). */
export function lookOf(text: string): ChartLook | undefined {
  const words = wordsOf(text).map((w) => w.toLowerCase());
  if (words.length && CHART_NOUNS.has(words.at(-1)!)) words.pop();
  if (!words.length || !words.every((w) => Object.hasOwn(LOOK_WORDS, w))) return undefined;
  const look: ChartLook = Object.assign({}, ...words.map((w) => LOOK_WORDS[w]));
  // "horizontal" alone means bars lying down.
  if (look.horizontal && !look.chartKind) look.chartKind = 'bar';
  return look;
}

/**
 * "a revenue bar chart", "a pricing table", "a timeline": the slide a person asks for, by the noun
 * it ends with; the words before it are its look (a chart's) and its title.
 */
export function dataNounOf(
  text: string,
  nouns: ReadonlySet<string>,
): { title: string; look: ChartLook } | undefined {
  const words = wordsOf(text);
  if (words.length && words.at(-1)!.toLowerCase() === 'slide') words.pop();
  if (!words.length || !nouns.has(words.at(-1)!.toLowerCase())) return undefined;
  words.pop();
  const look: ChartLook = {};
  while (words.length && Object.hasOwn(LOOK_WORDS, words.at(-1)!.toLowerCase()))
    Object.assign(look, LOOK_WORDS[words.pop()!.toLowerCase()]);
  if (look.horizontal && !look.chartKind) look.chartKind = 'bar';
  // "a revenue chart", "a Q3 roadmap"; not "a slide about our roadmap", "to roadmap".
  if (words.length > 3 || words.some((w) => NOT_TITLE.has(w.toLowerCase()))) return undefined;
  return { title: cap(words.join(' ')), look };
}
const NOT_TITLE = setOf(
  'slide|slides|page|about|with|to|into|for|of|on|in|at|called|titled|named|and|or|content|bullets',
);

/** A unit as a chart carries it: "€m", "%", "$k", "users" (short, and no sentence). */
export function unitOf(text: string): string | undefined {
  const u = unquote(text);
  if (!u || u.length > 12 || u.split(/\s+/).length > 2) return undefined;
  // "jul 548" holds a figure: a data point, never a unit.
  if (u.split(/\s+/).some((w) => /^[\d.,]{1,12}$/.test(w))) return undefined;
  return u;
}

/** Words that make a new column a change on the row before ("vs prior quarter", "QoQ", "growth"). */
const CHANGE_WORDS = setOf('vs|vs.|versus|change|delta|difference|growth|increase|qoq|yoy|mom|movement');
/** Of those, the ones said in percent. */
const PERCENT_WORDS = setOf('%|percent|pct|growth');

/** Whether a column's heading asks for each row's change, and how it is said: "+0.6" or "+18.8%". */
export function changeColumn(heading: string): 'difference' | 'percent' | undefined {
  const words = heading
    .toLowerCase()
    .replace(/%/g, ' % ')
    .split(/[\s()]+/)
    .filter(Boolean);
  if (!words.some((w) => CHANGE_WORDS.has(w))) return undefined;
  return words.some((w) => PERCENT_WORDS.has(w)) ? 'percent' : 'difference';
}

/** "revenue in €m", "Revenue (€m)": a title and the unit its values are in. */
export function titleAndUnit(text: string): { title: string; unit?: string } {
  const t = unquote(text);
  const open = t.lastIndexOf('(');
  if (open > 0 && t.endsWith(')')) {
    const unit = unitOf(t.slice(open + 1, -1));
    if (unit && looksLikeUnit(unit)) return { title: cap(t.slice(0, open).trim()), unit };
  }
  const at = t.toLowerCase().lastIndexOf(' in ');
  if (at > 0) {
    const unit = unitOf(t.slice(at + 4));
    if (unit && looksLikeUnit(unit)) return { title: cap(t.slice(0, at).trim()), unit };
  }
  return { title: cap(t) };
}

const UNIT_WORDS = new Set(['%', 'percent', 'k', 'm', 'bn', 'millions', 'thousands', 'billions', 'units']);
/** "€m", "%", "$k", "millions": not "Europe" ("revenue in Europe" is a title). */
function looksLikeUnit(unit: string): boolean {
  return [...unit].some((ch) => CURRENCY.has(ch) || ch === '%') || UNIT_WORDS.has(unit.toLowerCase());
}

/** Which row: "last", "first", "2", "second", "the Pro row" (by its first cell). */
export function rowOf(text: string): { index: number } | { fromEnd: true } | { text: string } | undefined {
  const words = wordsOf(text);
  if (!words.length) return undefined;
  const w = words.join(' ').toLowerCase();
  if (w === 'last' || w === 'bottom' || w === 'final') return { fromEnd: true };
  if (w === 'top') return { index: 1 };
  const ordinal = ORDINAL_WORDS.get(w);
  if (ordinal) return { index: ordinal };
  if (/^\d{1,2}(?:st|nd|rd|th)?$/.test(w))
    return Number.parseInt(w, 10) > 0 ? { index: Number.parseInt(w, 10) } : undefined;
  return { text: words.join(' ') };
}

// Dates of a timeline step: a month, quarter, half, year, week or sprint, alone or as a range.
const MONTHS = setOf(`january|february|march|april|may|june|july|august|september|october|november|
  december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec`);
const PERIODS = new Set(['week', 'weeks', 'wk', 'month', 'months', 'day', 'days', 'sprint', 'sprints']);
const RANGE = new Set(['to', 'through', 'thru', 'until', 'till', '-', '–', '—', 'and']);
const SOFT = new Set(['early', 'mid', 'late', 'end', 'start', 'beginning', 'middle']);
/** Words that join a step's label to its date: "Discovery in May", "Launch by September". */
const DATE_JOINS = new Set(['in', 'on', 'by', 'from', 'during', 'at', 'for', ':', '-', '–', '—', 'until']);

const isYear = (w: string) => /^(?:19|20)\d\d$/.test(w);
const isDay = (w: string) => /^\d{1,2}(?:st|nd|rd|th)?$/.test(w) && Number.parseInt(w, 10) <= 31;

/** How many words of a date unit start at k: "May", "May 2025", "Q3", "week 2", "early June". */
function dateUnit(w: string[], k: number): number {
  let n = 0;
  if (SOFT.has(w[k]!)) n = w[k + 1] === 'of' ? 2 : 1;
  const head = w[k + n];
  if (head === undefined) return 0;
  if (MONTHS.has(head)) {
    n++;
    if (w[k + n] !== undefined && (isYear(w[k + n]!) || isDay(w[k + n]!))) n++;
    return n;
  }
  if (n) return 0;
  // "10 Jun", "10 Jun 2027".
  if (isDay(head) && w[k + 1] !== undefined && MONTHS.has(w[k + 1]!))
    return w[k + 2] !== undefined && isYear(w[k + 2]!) ? 3 : 2;
  if (/^[qh][1-4]$/.test(head) && (head[0] === 'q' || Number(head[1]) <= 2))
    return w[k + 1] !== undefined && isYear(w[k + 1]!) ? 2 : 1;
  if (isYear(head)) return 1;
  if (PERIODS.has(head) && w[k + 1] !== undefined && /^\d{1,3}$/.test(w[k + 1]!)) return 2;
  return 0;
}

/** Whether words [k, end) are one date: a unit, or a range of two ("June to August", "week 1–2"). */
function isDate(w: string[], k: number): boolean {
  const a = dateUnit(w, k);
  if (!a) return false;
  if (k + a === w.length) return true;
  if (!RANGE.has(w[k + a]!)) return false;
  const from = k + a + 1;
  // "week 1–2": a bare number ends a range of periods.
  if (from === w.length - 1 && /^\d{1,3}$/.test(w[from]!)) return true;
  const b = dateUnit(w, from);
  return b > 0 && from + b === w.length;
}

/** Whether the words say a date and nothing else: "10 Jun 2027", "June to August". */
export function isDateOnly(text: string): boolean {
  const words = text.trim().split(/\s+/).flatMap(splitRange);
  return (
    words.length > 0 &&
    isDate(
      words.map((w) => w.toLowerCase()),
      0,
    )
  );
}

/** "Discovery in May", "Build June to August", "Launch (September)", "Q1: Research", "Handover". */
export function stepOf(text: string): TimelineStep | undefined {
  let t = unquote(text);
  if (!t) return undefined;
  const open = t.indexOf('(');
  if (open > 0 && t.endsWith(')')) t = `${t.slice(0, open)} - ${t.slice(open + 1, -1)}`;
  // Dashes and colons as words of their own, so "June–August" is a range ("Go-live" stays whole).
  const words = t
    .replace(/([–—:])/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap(splitRange);
  const lower = words.map((w) => w.toLowerCase());
  // The date last: the longest run of words at the end that is a date.
  for (let k = 1; k < words.length; k++) {
    if (!isDate(lower, k)) continue;
    let end = k;
    while (end > 0 && DATE_JOINS.has(lower[end - 1]!)) end--;
    if (!end) break;
    return { label: cap(words.slice(0, end).join(' ')), date: joinDate(words.slice(k)) };
  }
  // The date first: "Q1: Research", "May - Discovery".
  for (let k = words.length - 1; k > 0; k--) {
    if (!isDate(lower.slice(0, k), 0)) continue;
    let start = k;
    while (start < words.length && DATE_JOINS.has(lower[start]!)) start++;
    if (start === words.length) break;
    return { label: cap(words.slice(start).join(' ')), date: joinDate(words.slice(0, k)) };
  }
  return { label: cap(t.trim()) };
}

/** "June-August", "1-2": a hyphen between two ends of a range is a word of its own. */
function splitRange(word: string): string[] {
  const at = word.indexOf('-');
  if (at <= 0 || at === word.length - 1) return [word];
  const [a, b] = [word.slice(0, at).toLowerCase(), word.slice(at + 1).toLowerCase()];
  const end = (x: string) => MONTHS.has(x) || /^\d{1,4}$/.test(x);
  return end(a) && end(b) ? [word.slice(0, at), '-', word.slice(at + 1)] : [word];
}

/** A date's words as written, a dash between a range's ends again without spaces. */
const joinDate = (words: string[]) => words.join(' ').replace(/ ([–—-]) /g, '$1');
