import type { Metric } from '../../../common/slides/model';
import { Cursor, setOf } from './cursor';
import { cap, cleanText, itemRanges } from './slots';
import { normalise } from './spelling';
import { tokenize } from './tokenizer';

const RISE = setOf('up|grew|grow|increased|increase|rose|gained|improved|climbed|jumped');
const FALL = setOf('down|fell|decreased|decrease|dropped|declined|lost|shrank|reduced');
/** Words around a figure that are not its label ("revenue up by 32%": the label is "revenue"). */
const FILLER = new Set([
  ...RISE,
  ...FALL,
  ...setOf(
    'by|of|at|is|was|are|were|to|reached|hit|a|an|the|our|with|about|around|roughly|nearly|almost|over|than|more|and',
  ),
]);
/** Units said after a figure that are its value's, not its label's ("85 min", "12 km"). */
const UNITS = setOf('min|mins|minutes|hr|hrs|hours|days|weeks|months|yrs|years|km|kg|ms|sec|secs|seconds|x');
const SCALE_WORDS = new Map(
  Object.entries({ million: 'M', billion: 'B', thousand: 'k', percent: '%', pct: '%' }),
);

/** One figure with its label from the tokens of a list item, or nothing when it has no number. */
function figureOf(c: Cursor, from: number, to: number): Metric | undefined {
  const k = c.tokens.slice(from, to).findIndex((t) => t.kind === 'number' && !t.ordinal);
  if (k < 0) return undefined;
  const at = from + k;
  const num = c.tokens[at]!;
  let value = c.source.slice(num.start, num.end).replaceAll(' ', '');
  let after = at + 1;
  const next = c.tokens[after];
  const scale = next?.kind === 'word' ? SCALE_WORDS.get(next.w) : undefined;
  if (scale) {
    value += scale;
    after++;
  } else if (next?.kind === 'word' && next.w === 'per' && c.tokens[after + 1]?.w === 'cent') {
    value += '%';
    after += 2;
  } else if (next?.kind === 'word' && UNITS.has(next.w)) {
    // "85 min staff time saved": the unit is the value's.
    value += ` ${c.source.slice(next.start, next.end)}`;
    after++;
  } else if (next?.kind === 'punct' && next.w === '/' && c.tokens[after + 1]?.kind === 'number') {
    // "4.7/5 breakfast rating": a score out of its scale.
    const of = c.tokens[after + 1]!;
    if (next.start === num.end && of.start === next.end) {
      value += `/${c.source.slice(of.start, of.end)}`;
      after += 2;
    }
  }
  const sign = c.tokens[at - 1];
  if (at > from && sign?.kind === 'punct' && (sign.w === '+' || sign.w === '-') && sign.end === num.start) {
    value = sign.w + value;
  }
  const before = words(c, from, at - (value.startsWith('+') || value.startsWith('-') ? 1 : 0));
  if (!value.startsWith('+') && !value.startsWith('-')) {
    if (before.some((w) => RISE.has(w))) value = `+${value}`;
    else if (before.some((w) => FALL.has(w))) value = `-${value}`;
  }
  const label = trimmed(c, from, at);
  const rest = trimmed(c, after, to);
  if (label && rest) return { value, label: cap(label), subtext: cap(rest) };
  return { value, label: cap(label || rest || 'Metric') };
}

const words = (c: Cursor, from: number, to: number) =>
  c.tokens.slice(from, Math.max(from, to)).map((t) => t.w);

/** The text of [from, to) without filler words and punctuation at either end. */
function trimmed(c: Cursor, from: number, to: number): string {
  let a = from;
  let b = to;
  const edge = (k: number) => {
    const t = c.tokens[k]!;
    return t.kind === 'punct' || t.kind === 'newline' || (t.kind === 'word' && FILLER.has(t.w));
  };
  while (a < b && edge(a)) a++;
  while (b > a && edge(b - 1)) b--;
  return cleanText(c, a, b);
}

/** Figures from a list: "revenue up 32%, 1.2M users and NPS 71". Items without a number are left out. */
export function figuresIn(c: Cursor, from: number, to: number): Metric[] {
  return itemRanges(c, from, to).flatMap(([a, b]) => figureOf(c, a, b) ?? []);
}

/** For callers with plain text (documents): "Revenue: $4.2M, growth 32%". */
export function parseMetrics(text: string): Metric[] {
  const tokens = normalise(tokenize(text));
  const c = new Cursor(text, tokens);
  return figuresIn(c, 0, tokens.length);
}
