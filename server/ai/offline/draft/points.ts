import { DRAFT_BULLET_CHARS_MAX } from '../../../../common/limits';
import { type Sentence, wordsOf } from './sentences';
import { capital, earliest, trimEnd } from './text';
import { type Reader, readerOf, wordSet } from './words';

/**
 * A long sentence of a brief as the points a consultant would list. Written briefs pack a list
 * into one sentence ("Expected outcome: reporting time cut by half, forecast accuracy within 10%,
 * MRR growth from $41k to $60k") or join two statements ("…spreadsheets, and pipeline visibility
 * is poor"); as one bullet either is cut off mid-thought, or reads as a wall. A sentence that
 * fits a bullet stays whole unless it lists three things or more, and every point is the source's own words (only its first letter capitalised, and
 * "phase 1 data migration" read as "Phase 1: data migration").
 */
export function pointsOf(s: Sentence, r: Reader = readerOf('en'), max = DRAFT_BULLET_CHARS_MAX): Sentence[] {
  const parts = split(trimEnd(s.text.trim(), '.'), max, 0, r);
  return parts.length === 1 ? [s] : parts.map((text) => ({ ...s, text, words: wordsOf(text) }));
}

function split(text: string, max: number, depth: number, r: Reader): string[] {
  if (depth > 3) return [text];
  // A list of three or more reads better as bullets even when it would fit on one line.
  if (text.length <= max) {
    return listAfterColon(text, r, 3) ?? [text];
  }
  // A list whose items are set off by semicolons is a list before it is two statements.
  const parts =
    bracketList(text, r) ??
    semicolonList(text, r) ??
    clauses(text, r) ??
    listAfterColon(text, r) ??
    details(text, r) ??
    joined(text, r);
  if (!parts) return [text];
  return parts.flatMap((p) => split(p, max, depth + 1, r));
}

const words = (s: string) => s.split(' ').filter(Boolean).length;

/** "A; B" or "A, and B" / "A, but B" where both sides are statements of their own (four words or more). */
function clauses(text: string, r: Reader): string[] | undefined {
  for (const sep of r.locale.read.clauses) {
    const at = indexOutside(text, sep);
    if (at < 0) continue;
    const left = text.slice(0, at).trim();
    const right = text.slice(at + sep.length).trim();
    if (words(left) >= 4 && words(right) >= 4) return [left, capital(right)];
  }
  return undefined;
}

/** "A et B" where both are statements of their own (see ReadingWords.joined). */
function joined(text: string, r: Reader): string[] | undefined {
  const j = r.locale.read.joined;
  if (!j) return undefined;
  const stops = wordSet(j.notAfter, r.locale.elisions);
  for (const sep of j.separators) {
    for (let at = indexOutside(text, sep); at >= 0; at = indexOutside(text, sep, at + 1)) {
      const left = text.slice(0, at).trim();
      const right = text.slice(at + sep.length).trim();
      const first = wordsOf(right)[0] ?? '';
      const elided = first.includes("'") || first.includes('’');
      if (j.infinitive && wordsOf(right).at(-2) === j.infinitive) continue;
      if (
        words(left) >= 4 &&
        words(right) >= 4 &&
        !stops.has(first) &&
        !(elided && stops.has(elidedHead(first)))
      )
        return [left, capital(right)];
    }
  }
  return undefined;
}
const elidedHead = (w: string) => w.slice(0, w.replaceAll('’', "'").indexOf("'") + 1);

/**
 * "We migrate in four waves, starting with non-critical workloads, with zero-downtime cutovers":
 * the statement, then each detail hung on it as a point of its own.
 */
function details(text: string, r: Reader): string[] | undefined {
  const out: string[] = [];
  let rest = text;
  for (;;) {
    const [at, sep] = earliest(rest, r.locale.read.details, indexOutside);
    if (at < 0) break;
    out.push(rest.slice(0, at).trim());
    rest = sep.slice(2) + rest.slice(at + sep.length);
  }
  out.push(rest.trim());
  if (out.length < 2 || out.some((p) => words(p) < 3)) return undefined;
  return out.map((p, i) => (i ? capital(p) : p));
}

/**
 * "Lead: a, b, c" → the lead (unless it is a bare label such as "Expected outcome") and each item.
 * Only a real list counts: `minItems` items or more, none of them long.
 */
function listAfterColon(text: string, r: Reader, minItems = 2): string[] | undefined {
  const colon = text.indexOf(': ');
  if (colon < 2) return undefined;
  const lead = text.slice(0, colon).trim();
  // "Phase 3 : tests, formation et mise en ligne" is one step, not a list.
  if (r.foreign && lead.split(' ').length === 2 && r.steps.has(lead.split(' ')[0]!.toLowerCase()))
    return undefined;
  const listAnd = r.locale.read.listAnd;
  const rest = text.slice(colon + 2);
  // Items that hold commas of their own are set off by semicolons ("a; b (x, y); c").
  const items = lastJoined(
    outsideBrackets(rest, rest.includes('; ') ? '; ' : ', ').map((item) => item.trim()),
    r,
  )
    .map((item) => {
      const and = listAnd.find((a) => item.startsWith(a));
      return and ? item.slice(and.length) : item;
    })
    .filter(Boolean);
  const listed = r.foreign ? withinSteps(items, r) : items;
  if (listed.length < minItems || listed.some((item) => words(item) > 14 || !isListItem(item)))
    return undefined;
  // "Budget: EUR 180k, split 40% identity, 35% rollout": a figure and its breakdown, not a list.
  if (words(listed[0]!) <= 2 && isFigure(listed[0]!)) return undefined;
  const points = listed.map((item) => capital(numberedStep(item, r)));
  // "Expected outcome", "Scope": a short heading for the list, not a point; a lead that says
  // something ("We propose a 12-week programme") is one.
  const label = words(lead) <= 5 && !r.subjects.has(lead.split(' ')[0]!.toLowerCase());
  return label ? points : [lead, ...points];
}

/**
 * Spoken run-ons are set off by commas too ("the Swansea centre, when it opened in 2022, the
 * landlord there, said footfall rose"): an item that opens a clause ("when…", "said…") or is a bare
 * subject and verb ("they expect") shows the commas join one sentence, not a list.
 */
const NOT_ITEM =
  /^(?:when|where|which|who|whose|whom|that|said|says|because|if|while|although|though|since|until|unless|so)\b|^(?:they|we|he|she|it|i|you)(?: \p{L}+){0,1}$/iu;
const isListItem = (item: string) => !NOT_ITEM.test(item.trim());

/**
 * "A budget of €260,000 over 18 months (new booking engine, Círculo relaunch, and paid search)":
 * a long sentence that ends on a bracketed list of three things or more is its lead, then each
 * thing, rather than a bullet whose list is dropped as an aside to fit.
 */
function bracketList(text: string, r: Reader): string[] | undefined {
  if (!text.endsWith(')')) return undefined;
  const open = text.lastIndexOf('(');
  const lead = text.slice(0, open).trim();
  const inner = text.slice(open + 1, -1);
  if (open < 1 || inner.includes('(') || words(lead) < 3) return undefined;
  const items = outsideBrackets(inner, ', ')
    .map((i) => i.trim())
    .map((i) => {
      const and = r.locale.read.listAnd.find((a) => i.startsWith(a));
      return and ? i.slice(and.length) : i;
    })
    .filter(Boolean);
  if (items.length < 3 || items.some((i) => words(i) > 8 || !isListItem(i))) return undefined;
  return [lead, ...items.map(capital)];
}

/** "Lead: a; b; c": a list after a colon whose items are set off by semicolons. */
function semicolonList(text: string, r: Reader): string[] | undefined {
  const colon = text.indexOf(': ');
  if (colon < 2 || !text.slice(colon).includes('; ')) return undefined;
  return listAfterColon(text, r);
}

/** A state or region's two-letter code after a place's comma ("Boise, ID", "Fort Collins, CO"). */
const STATE_CODE = /^[A-Z]{2}(?![\p{L}\d])/u;

/** Where `sep` first stands in `text` from `start` outside brackets: "(engine, relaunch, and search)" is one. */
function indexOutside(text: string, sep: string, start = 0): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && i >= start && text.startsWith(sep, i)) return i;
  }
  return -1;
}

/** `text` split at `sep`, except inside brackets: "identity (logo, colour, type)" is one item. */
function outsideBrackets(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      // "Boise, ID (opening Aug 2027)": a place and its state or region code are one name.
      if (sep === ', ' && STATE_CODE.test(text.slice(i + 2, i + 5))) continue;
      out.push(text.slice(from, i));
      from = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(text.slice(from));
  return out;
}

/** Whether a short item leads with a number or a currency ("€180k", "EUR 180k", "12 weeks"). */
const isFigure = (item: string) => /^[$€£¥]?[0-9]/.test(item) || /^[A-Z]{3} [0-9]/.test(item);

/**
 * "a, b et c": where lists take no comma before their last item (all but English), the last item
 * is two when it joins them with "and" ("et", "y", "und", "e", "ed").
 */
function lastJoined(items: string[], r: Reader): string[] {
  if (!r.locale.read.lastItemJoined || items.length < 2) return items;
  const last = items.at(-1)!;
  // Items that join words with "et" themselves, or numbered steps, end on an item of their own.
  const ands = r.locale.read.listAnd.map((a) => ` ${a}`);
  if (
    items.slice(0, -1).some((i) => ands.some((a) => i.includes(a))) ||
    numberedStep(items[0]!, r) !== items[0]
  )
    return items;
  for (const and of r.locale.read.listAnd) {
    const at = last.lastIndexOf(` ${and}`);
    if (at > 0) return [...items.slice(0, -1), last.slice(0, at), last.slice(at + 1)];
  }
  return items;
}

/**
 * "Phase 3 Tests, Schulung und Go-live": in a list of numbered steps, what follows a step without
 * a number of its own is still that step's.
 */
function withinSteps(items: string[], r: Reader): string[] {
  if (items.length < 2 || numberedStep(items[0]!, r) === items[0]) return items;
  const out: string[] = [];
  for (const item of items) {
    if (out.length && numberedStep(item, r) === item) out[out.length - 1] += `, ${item}`;
    else out.push(item);
  }
  return out;
}

/** "phase 1 data migration and cleanup" → "phase 1: data migration and cleanup". */
function numberedStep(item: string, r: Reader): string {
  const [first, second, third] = item.split(' ', 3);
  if (!first || !second || !third || !r.steps.has(first.toLowerCase())) return item;
  if (!/^[0-9]{1,2}$|^[IVX]{1,4}$/.test(second)) return item;
  return `${first} ${second}${r.locale.read.colon ?? ': '}${item.slice(first.length + second.length + 2)}`;
}
