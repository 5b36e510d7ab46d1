import type { Cursor } from './cursor';
import type { Token } from './tokenizer';

/** First letter up, the rest as the user wrote it ("our Q3 roadmap" → "Our Q3 roadmap"). */
export { capital as cap } from './draft/text';

const TRIM_PUNCT = new Set([',', '.', ';', ':', '!', '?', '-', '–', '—', '…']);

/** Text of tokens [from, to) without separators at its edges. */
export function cleanText(c: Cursor, from: number, to: number): string {
  let a = from;
  let b = to;
  while (a < b && isEdge(c.tokens[a]!)) a++;
  while (b > a && isEdge(c.tokens[b - 1]!)) b--;
  // "just 'Grow Something Good', its too long": the words in quotes are the text, and what is said
  // around them ("just", a remark after a comma, in lower case) is not. ('"…" – Anna Müller, COO'
  // keeps its attribution.)
  const q = c.tokens[a]?.w === 'just' ? a + 1 : a;
  const [mark, next] = [c.tokens[q + 1], c.tokens[q + 2]];
  const remark =
    mark?.kind === 'punct' &&
    (mark.w === ',' || mark.w === ';') &&
    next?.kind === 'word' &&
    /^\p{Ll}/u.test(c.source.slice(next.start, next.end));
  if (
    c.tokens[q]?.kind === 'quoted' &&
    (q + 1 === b || remark) &&
    !c.tokens.slice(q + 1, b).some((t) => t.kind === 'quoted')
  )
    return c.text(q, q + 1).trim();
  return c.text(a, b).trim();
}
const isEdge = (t: Token) => t.kind === 'newline' || (t.kind === 'punct' && TRIM_PUNCT.has(t.w));

const isSeparator = (t: Token) =>
  t.kind === 'newline' || (t.kind === 'punct' && (t.w === ',' || t.w === ';' || t.w === '•'));
const isAnd = (t: Token) =>
  (t.kind === 'word' && (t.w === 'and' || t.w === 'plus')) || (t.kind === 'punct' && t.w === '&');

/**
 * A list in the user's words: lines if it has several lines, else items separated by commas or
 * semicolons, the last of which may hold "and" ("a, b and c"); an item keeps any "and" of its own
 * ("research and development, launch").
 */
export function splitList(c: Cursor, from: number, to: number): string[] {
  return itemRanges(c, from, to)
    .map(([a, b]) => cleanText(c, a, b))
    .filter(Boolean);
}

/** The token ranges of a list's items (see splitList). */
export function itemRanges(c: Cursor, from: number, to: number): [number, number][] {
  const lines: [number, number][] = [];
  // "direct share 44%, lowest of the four / RevPAR down 2%": a slash or bar set apart by spaces
  // divides the items, and their commas are their own.
  const spaced = (k: number) => {
    const t = c.tokens[k];
    const before = c.tokens[k - 1];
    const after = c.tokens[k + 1];
    return (
      t?.kind === 'punct' &&
      (t.w === '/' || t.w === '|') &&
      before !== undefined &&
      after !== undefined &&
      before.end < t.start &&
      t.end < after.start
    );
  };
  const slashes: number[] = [];
  for (let k = from + 1; k < to; k++) if (spaced(k)) slashes.push(k);
  if (slashes.length) {
    let start = from;
    for (const k of [...slashes, to]) {
      if (k > start) lines.push([start, k]);
      start = k + 1;
    }
    return lines;
  }
  const hasLines = c.tokens.slice(from + 1, to - 1).some((t) => t.kind === 'newline');
  let start = from;
  for (let k = from; k <= to; k++) {
    const t = c.tokens[k];
    const cut = k === to || (hasLines ? t!.kind === 'newline' || t!.w === '•' : isSeparator(t!));
    if (!cut) continue;
    if (k > start) lines.push([start, k]);
    start = k + 1;
  }
  if (!hasLines && lines.length) {
    // "and" splits the last item only ("a, b and c"), or any item when there are no commas.
    const split: [number, number][] = [];
    const last = lines.length - 1;
    for (const [i, [a, b]] of lines.entries()) {
      if (i !== last && lines.length > 1) {
        split.push([a, b]);
        continue;
      }
      let s = a;
      for (let k = a; k < b; k++) {
        if (isAnd(c.tokens[k]!) && k > s) {
          split.push([s, k]);
          s = k + 1;
        }
      }
      if (b > s) split.push([s, b]);
    }
    lines.splice(0, lines.length, ...split);
  }
  return lines.map(([a, b]) => {
    let s = a;
    while (s < b && isAnd(c.tokens[s]!)) s++;
    return [s, b] as [number, number];
  });
}

/** Advances over free text until `stop` says a new phrase starts; returns its cleaned text. */
export function freeText(c: Cursor, stop: (c: Cursor) => boolean): string {
  const from = c.i;
  while (!c.done() && !(c.i > from && stop(c))) c.i++;
  return cleanText(c, from, c.i);
}

/**
 * `text` without `word` as its last word ("pricing slides" → "pricing"), in any case. A linear
 * scan: an end-anchored pattern after whitespace backtracks on a long run of spaces.
 */
export function withoutLastWord(text: string, word: string): string {
  const t = text.trimEnd();
  if (!t.toLowerCase().endsWith(word)) return text;
  const before = t.slice(0, t.length - word.length);
  return before && before.trimEnd() !== before ? before.trimEnd() : text;
}
