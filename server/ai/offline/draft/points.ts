import { DRAFT_BULLET_CHARS_MAX } from '../../../../common/limits';
import { type Sentence, wordsOf } from './sentences';
import { capital, trimEnd } from './text';

/**
 * A long sentence of a brief as the points a consultant would list. Written briefs pack a list
 * into one sentence ("Expected outcome: reporting time cut by half, forecast accuracy within 10%,
 * MRR growth from $41k to $60k") or join two statements ("…spreadsheets, and pipeline visibility
 * is poor"); as one bullet either is cut off mid-thought, or reads as a wall. A sentence that
 * fits a bullet stays whole unless it lists three things or more, and every point is the source's own words (only its first letter capitalised, and
 * "phase 1 data migration" read as "Phase 1: data migration").
 */
export function pointsOf(s: Sentence, max = DRAFT_BULLET_CHARS_MAX): Sentence[] {
  const parts = split(trimEnd(s.text.trim(), '.'), max, 0);
  return parts.length === 1 ? [s] : parts.map((text) => ({ ...s, text, words: wordsOf(text) }));
}

function split(text: string, max: number, depth: number): string[] {
  if (depth > 3) return [text];
  // A list of three or more reads better as bullets even when it would fit on one line.
  if (text.length <= max) {
    return listAfterColon(text, 3) ?? [text];
  }
  // A list whose items are set off by semicolons is a list before it is two statements.
  const parts = semicolonList(text) ?? clauses(text) ?? listAfterColon(text) ?? details(text);
  if (!parts) return [text];
  return parts.flatMap((p) => split(p, max, depth + 1));
}

const words = (s: string) => s.split(' ').filter(Boolean).length;

/** "A; B" or "A, and B" / "A, but B" where both sides are statements of their own (four words or more). */
function clauses(text: string): string[] | undefined {
  for (const sep of ['; ', ', and ', ', but ', ', while ']) {
    const at = text.indexOf(sep);
    if (at < 0) continue;
    const left = text.slice(0, at).trim();
    const right = text.slice(at + sep.length).trim();
    if (words(left) >= 4 && words(right) >= 4) return [left, capital(right)];
  }
  return undefined;
}

/**
 * "We migrate in four waves, starting with non-critical workloads, with zero-downtime cutovers":
 * the statement, then each detail hung on it as a point of its own.
 */
function details(text: string): string[] | undefined {
  const out: string[] = [];
  let rest = text;
  for (;;) {
    let at = -1;
    let sep = '';
    for (const s of [', starting with ', ', with ', ', including ', ', such as ', ', from ']) {
      const i = rest.indexOf(s);
      if (i > 0 && (at < 0 || i < at)) {
        at = i;
        sep = s;
      }
    }
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
function listAfterColon(text: string, minItems = 2): string[] | undefined {
  const colon = text.indexOf(': ');
  if (colon < 2) return undefined;
  const lead = text.slice(0, colon).trim();
  const rest = text.slice(colon + 2);
  // Items that hold commas of their own are set off by semicolons ("a; b (x, y); c").
  const items = outsideBrackets(rest, rest.includes('; ') ? '; ' : ', ')
    .map((item) => item.trim())
    .map((item) => (item.startsWith('and ') ? item.slice(4) : item))
    .filter(Boolean);
  if (items.length < minItems || items.some((item) => words(item) > 14)) return undefined;
  // "Budget: EUR 180k, split 40% identity, 35% rollout": a figure and its breakdown, not a list.
  if (words(items[0]!) <= 2 && isFigure(items[0]!)) return undefined;
  const points = items.map((item) => capital(numberedStep(item)));
  return isLabel(lead) ? points : [lead, ...points];
}

/** Words that open a statement, not a label: "We propose a 12-week programme: …" says something. */
const SUBJECTS = new Set(['we', 'they', 'i', 'you', 'it', 'this', 'these']);

/** "Expected outcome", "Scope", "Goals for the day": a short heading for the list, not a point. */
const isLabel = (lead: string) => words(lead) <= 5 && !SUBJECTS.has(lead.split(' ')[0]!.toLowerCase());

/** "Lead: a; b; c": a list after a colon whose items are set off by semicolons. */
function semicolonList(text: string): string[] | undefined {
  const colon = text.indexOf(': ');
  if (colon < 2 || !text.slice(colon).includes('; ')) return undefined;
  return listAfterColon(text);
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

const STEPS = new Set(['phase', 'step', 'stage', 'wave', 'sprint', 'release', 'milestone']);

/** "phase 1 data migration and cleanup" → "phase 1: data migration and cleanup". */
function numberedStep(item: string): string {
  const [first, second, third] = item.split(' ', 3);
  if (!first || !second || !third || !STEPS.has(first.toLowerCase())) return item;
  if (!/^[0-9]{1,2}$|^[IVX]{1,4}$/.test(second)) return item;
  return `${first} ${second}: ${item.slice(first.length + second.length + 2)}`;
}
