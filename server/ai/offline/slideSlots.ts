import { type Chart, chartSchema } from '../../../common/slides/content';
import { Cursor, entries, oneOf, setOf } from './cursor';
import { pairsOf } from './dataSlots';
import { figuresIn } from './figures';
import type { NewSlide } from './intents';
import { NOTES, phraseStartsHere, positionEndsHere } from './phrases';
import { cap, cleanText, freeText, splitList } from './slots';
import { count } from './targets';
import { tokenize } from './tokenizer';
import { FIELDS } from './vocabulary';

/** The slots of a new slide after its head: its title, its list or figures, its text. */

const ITEM_PHRASES = oneOf('bullet points|bullet point|bullets|bullet|points|point|items|item|list');
const FIGURE_PHRASES = oneOf('metrics|metric|numbers|figures|stats|kpis|kpi|statistics');
const LIST_WORDS = new Set<string>([...FIELDS.items, ...FIELDS.metrics]);

/**
 * A title runs to the next phrase; "about" may not end an "about". A quotation is taken whole.
 * A topic also ends at a colon: "about risks: currency, hiring" lists the points after it.
 */
export function titleText(c: Cursor, isAbout = false, colonEnds = false): string {
  const q = c.peek();
  if (q?.kind === 'quoted') {
    const f = c.from(c.i + 1);
    if (f.done() || phraseStartsHere(f) || f.peek()?.kind === 'punct') {
      c.i++;
      return q.value ?? '';
    }
  }
  const text = freeText(
    c,
    (c) =>
      (colonEnds && c.at(':')) || (phraseStartsHere(c) && !(isAbout && c.w() === 'about')) || andListHere(c),
  );
  return isAbout ? text : cap(text);
}

/** "bullets:", "three points", "the metrics": a list word, maybe counted. */
export function isListStart(c: Cursor): boolean {
  const f = c.fork();
  f.accept('the');
  count(f);
  return LIST_WORDS.has(f.w());
}

/** "… and bullets Currency, Hiring": after a title, "and" then a list word starts the list. */
export function andListHere(c: Cursor): boolean {
  if (!c.at('and')) return false;
  const f = c.from(c.i + 1);
  return isListStart(f);
}

/** A list runs to the end, unless a position or a "saying"/"called" phrase follows it. */
export function listEndsHere(c: Cursor): boolean {
  const w = c.w();
  if (w === 'saying' || w === 'called' || w === 'titled' || w === 'named') return true;
  return positionEndsHere(c);
}

/** Text right after the slide or a colon: the title (for a statement its text, for figures the figures). */
export function looseValue(c: Cursor, slide: NewSlide) {
  if (slide.type === 'metrics' && !slide.metrics) {
    const from = c.i;
    while (!c.done() && !(c.i > from && listEndsHere(c))) c.i++;
    const metrics = figuresIn(c, from, c.i);
    if (metrics.length) {
      slide.metrics = metrics;
      return;
    }
    c.i = from;
  }
  const value = titleText(c);
  if (!value) {
    c.i++;
    return;
  }
  if (slide.type === 'statement' && !slide.text) slide.text = value;
  else if (slide.type === 'comparison' && !slide.comparison) slide.comparison = sides(value);
  else if (!slide.title) slide.title = value;
  else if (slide.type === 'title' && !slide.subtitle) slide.subtitle = value;
}

/** "with three bullets: a, b and c", "with revenue 3M", "with the points:\n- a\n- b". */
export function withPhrase(c: Cursor, slide: NewSlide) {
  c.accept('the');
  c.acceptAny('a|an');
  const from = c.i;
  const counted = count(c);
  const isItems = Boolean(c.acceptOne(ITEM_PHRASES));
  const isFigures = !isItems && Boolean(c.acceptOne(FIGURE_PHRASES));
  const isNotes = !isItems && !isFigures && c.acceptOne(NOTES) !== undefined;
  if (isItems || isFigures || isNotes) {
    c.acceptAny('of|like');
    c.acceptPunct(':', '-');
  } else {
    // A number without a list word is a figure ("with 3 offices"), not a count.
    c.i = from;
  }
  const start = c.i;
  while (!c.done() && !(c.i > start && listEndsHere(c))) c.i++;
  const end = c.i;
  if (isNotes) {
    slide.notes = cleanText(c, start, end);
    return;
  }
  if (counted && (isItems || isFigures)) slide.itemCount = counted;
  if (isFigures || (!isItems && slide.type === 'metrics')) {
    slide.metrics = figuresIn(c, start, end);
    return;
  }
  // "with three tiers: basic, pro and enterprise": what the colon introduces is the list.
  const colon = isItems ? -1 : c.tokens.slice(start, end).findIndex((t) => t.kind === 'punct' && t.w === ':');
  const listFrom = colon < 0 ? start : start + colon + 1;
  // 'with: "They gave us our Fridays back." – Anna, COO': a quotation and who said it, a statement.
  if (!isItems && !slide.type && quotationAt(c, listFrom)) {
    slide.type = 'statement';
    slide.text = cleanText(c, listFrom, end);
    return;
  }
  // "with the budget: design 12k, dev 30k, testing 8k": a measure named before the colon, then
  // each of its parts with a figure in one unit, is a chart of that measure.
  const measured = !isItems && !slide.type && colon > 0 ? measuredChart(c, start, listFrom, end) : undefined;
  if (measured) {
    slide.type = 'chart';
    slide.title ??= measured.title;
    slide.content = { chart: measured.chart };
    return;
  }
  const items = splitList(c, listFrom, end);
  if (isItems || slide.type === undefined || slide.type === 'content') {
    // "called Life with AI": a single phrase without a list word belongs to the title.
    if (!isItems && items.length === 1 && slide.title) {
      slide.title = `${slide.title} with ${items[0]}`;
      return;
    }
    slide.items = items;
    return;
  }
  const text = cleanText(c, start, end);
  if (slide.type === 'comparison') slide.comparison = sides(text);
  else if (slide.type === 'title' || slide.type === 'thank_you') slide.subtitle = text;
  else slide.text = text;
}

/** Measures whose parts make a whole, drawn as a doughnut; any other measure is a bar chart. */
const WHOLES = setOf('budget|budgets|cost|spend|split|breakdown|share|shares|mix|allocation');

/** "the budget: design 12k, dev 30k": the measure's name, and its parts as one series. */
function measuredChart(c: Cursor, start: number, listFrom: number, end: number) {
  const name = cleanText(c, start, listFrom - 1);
  const words = c.tokens.slice(start, listFrom - 1);
  if (!name || words.length > 4 || words.some((t) => t.kind !== 'word')) return undefined;
  const data = pairsOf(cleanText(c, listFrom, end));
  if (!('figures' in data) || data.figures.length < 2) return undefined;
  const title = cap(name);
  const unit = data.figures.find((f) => f.unit)?.unit;
  const chart: Chart = {
    kind: words.some((t) => WHOLES.has(t.w)) ? 'doughnut' : 'bar',
    categories: data.categories.map(cap),
    series: [{ name: title, values: data.figures.map((f) => f.value) }],
    ...(unit ? { unit } : {}),
  };
  return chartSchema.safeParse(chart).success ? { title, chart } : undefined;
}

/** A quoted sentence, then a dash before who said it. */
function quotationAt(c: Cursor, at: number): boolean {
  const [quote, dash] = [c.tokens[at], c.tokens[at + 1]];
  return quote?.kind === 'quoted' && at + 2 < c.end && dash?.kind === 'punct' && DASHES.has(dash.w);
}
const DASHES = new Set(['-', '–', '—']);

const SIDE_SEPARATORS = entries('versus|vs.|vs|against|compared with|compared to|with|and|or|to').map(
  (w) => ` ${w} `,
);

/** "in-house vs augmented", "manual reporting with automated dashboards". */
export function sides(text: string): { left: string; right: string } | undefined {
  const lower = text.toLowerCase();
  for (const sep of SIDE_SEPARATORS) {
    const at = lower.indexOf(sep);
    if (at > 0) {
      const left = unquote(text.slice(0, at));
      const right = unquote(text.slice(at + sep.length));
      if (left && right) return { left, right };
    }
  }
  return undefined;
}

const QUOTES = new Set(['"', '“', '”', "'", '‘', '’']);
function unquote(s: string) {
  let a = 0;
  let b = s.length;
  while (a < b && (QUOTES.has(s[a]!) || s[a] === ' ')) a++;
  while (b > a && (QUOTES.has(s[b - 1]!) || s[b - 1] === ' ')) b--;
  return s.slice(a, b);
}

/** "Problem, Solution and Team" as titles, split as any list is. */
export function splitTitles(text: string): string[] {
  const tokens = tokenize(text);
  return splitList(new Cursor(text, tokens), 0, tokens.length).map(cap);
}
