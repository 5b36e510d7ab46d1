import { mapOf } from './cursor';

/**
 * Splits a request into tokens without regular expressions: one pass over the characters, so the
 * time is linear in the length whatever the input.
 */
type TokenKind = 'word' | 'number' | 'quoted' | 'hex' | 'punct' | 'newline';

export interface Token {
  kind: TokenKind;
  /** What the grammar matches: lower case, one spelling, typos mended (see spelling.ts). */
  w: string;
  /** The token's place in the request, for taking titles and lists in the user's own words. */
  start: number;
  end: number;
  /** Quoted: the text between the quotes. */
  value?: string;
  /** Number: its value; unit "%", "k", "m", "b", "x"…; currency "$"…; ordinal for "3rd". */
  num?: number;
  unit?: string;
  currency?: string;
  ordinal?: boolean;
  /** The word was mended from a typo. */
  mended?: boolean;
}

export const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
/** Letters without case (Chinese, Japanese, Arabic…) and combining accents count as letters too. */
const CASELESS_LETTER = /[\p{L}\p{M}]/u;
export const isLetter = (c: string | undefined) =>
  c !== undefined && (c.toLowerCase() !== c.toUpperCase() || (c > '\u007f' && CASELESS_LETTER.test(c)));
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\r' || c === '\u00a0';
const CURRENCIES = new Set(['$', '€', '£', '¥']);
const OPEN_QUOTES = mapOf(`" "|“ ”|« »|„ “|‘ ’|' '`);
const UNITS = new Set(['k', 'm', 'mn', 'b', 'bn', 'x', 'pt', 'pts', 'pp']);
const ORDINAL_SUFFIXES = new Set(['st', 'nd', 'rd', 'th']);
/** Markers that open a list item at the start of a line. */
const LINE_MARKERS = new Set(['-', '*', '•', '·', '–', '—', '+']);

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const closers = new Closers(text);
  const n = text.length;
  let i = 0;
  let lineStart = true;
  const push = (t: Token) => {
    out.push(t);
    lineStart = false;
  };
  while (i < n) {
    const c = text[i]!;
    if (c === '\n') {
      if (out.at(-1)?.kind !== 'newline') out.push({ kind: 'newline', w: '\n', start: i, end: i + 1 });
      lineStart = true;
      i++;
      continue;
    }
    if (isSpace(c)) {
      i++;
      continue;
    }
    // "- item" or "1. item" at the start of a line separates list items like a line break.
    if (lineStart && LINE_MARKERS.has(c) && isSpace(text[i + 1])) {
      if (out.length && out.at(-1)?.kind !== 'newline')
        out.push({ kind: 'newline', w: '\n', start: i, end: i + 1 });
      i += 2;
      lineStart = false;
      continue;
    }
    if (lineStart && isDigit(c)) {
      let j = i;
      while (isDigit(text[j])) j++;
      if ((text[j] === '.' || text[j] === ')') && isSpace(text[j + 1]) && j - i <= 2) {
        if (out.length && out.at(-1)?.kind !== 'newline')
          out.push({ kind: 'newline', w: '\n', start: i, end: j + 1 });
        i = j + 2;
        lineStart = false;
        continue;
      }
    }
    const close = OPEN_QUOTES.get(c);
    if (close && quoteCanOpen(text, i)) {
      const end = closers.after(i + 1, close);
      if (end > i) {
        push({ kind: 'quoted', w: '"', start: i, end: end + 1, value: text.slice(i + 1, end).trim() });
        i = end + 1;
        continue;
      }
    }
    if (c === '#') {
      let j = i + 1;
      while (j < n && (isDigit(text[j]) || isLetter(text[j]))) j++;
      const body = text.slice(i + 1, j);
      if ([3, 6, 8].includes(body.length) && isHex(body)) {
        push({ kind: 'hex', w: text.slice(i, j).toLowerCase(), start: i, end: j });
        i = j;
        continue;
      }
    }
    if (
      (CURRENCIES.has(c) && isDigit(nextNonSpace(text, i + 1))) ||
      isDigit(c) ||
      (c === '.' && isDigit(text[i + 1]))
    ) {
      i = readNumber(text, i, push);
      continue;
    }
    if (isLetter(c)) {
      let j = i + 1;
      // Letters and digits, with inner apostrophes, hyphens and ampersands: "in-house", "R&D", "Q3".
      while (j < n) {
        const d = text[j];
        if (isLetter(d) || isDigit(d)) j++;
        else if (
          (d === "'" || d === '’' || d === '-' || d === '&') &&
          (isLetter(text[j + 1]) || isDigit(text[j + 1]))
        )
          j += 2;
        else break;
      }
      const raw = text.slice(i, j);
      // "w/ bullets": the shorthand is the word "with" (and only before a space: "w/o", "w/e" are not).
      if ((raw === 'w' || raw === 'W') && text[j] === '/' && (j + 1 >= n || isSpace(text[j + 1]))) {
        push({ kind: 'word', w: 'with', start: i, end: j + 1 });
        i = j + 1;
        continue;
      }
      push({ kind: 'word', w: raw.toLowerCase().replaceAll('’', "'"), start: i, end: j });
      i = j;
      continue;
    }
    push({ kind: 'punct', w: c, start: i, end: i + 1 });
    i++;
  }
  return out;
}

function isHex(s: string) {
  for (const ch of s.toLowerCase()) if (!isDigit(ch) && !(ch >= 'a' && ch <= 'f')) return false;
  return true;
}

function nextNonSpace(text: string, i: number) {
  let j = i;
  while (isSpace(text[j])) j++;
  return text[j];
}

/** A quote opens a quotation at the start or after a space or bracket; an apostrophe in "it's" does not. */
function quoteCanOpen(text: string, i: number) {
  const c = text[i]!;
  if (c !== "'" && c !== '‘') return true;
  const before = text[i - 1];
  return before === undefined || isSpace(before) || before === '\n' || before === '(' || before === ':';
}

/**
 * Where quotations may close, found once per request: for each closing mark, the positions where
 * it stands (a single quote only where it ends a word, unlike the apostrophe of "it's"). Looking
 * the next one up keeps the tokenizer linear however many quotes a request holds.
 */
class Closers {
  private readonly found = new Map<string, number[]>();
  constructor(private readonly text: string) {}

  /** The first closing mark for `close` after `from`, or -1. */
  after(from: number, close: string): number {
    const list = this.list(close);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]! < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < list.length ? list[lo]! : -1;
  }

  private list(close: string): number[] {
    let list = this.found.get(close);
    if (list) return list;
    list = [];
    const marks = close === '”' || close === '"' ? '"”' : close;
    const single = close === "'" || close === '’';
    for (let j = 0; j < this.text.length; j++) {
      if (!marks.includes(this.text[j]!)) continue;
      if (single && (isLetter(this.text[j + 1]) || isDigit(this.text[j + 1]))) continue;
      list.push(j);
    }
    this.found.set(close, list);
    return list;
  }
}

/** "$3.2M", "45%", "1,200", "3rd", "12 percent" (the word stays a word), "€1.2bn". */
function readNumber(text: string, start: number, push: (t: Token) => void): number {
  let i = start;
  let currency: string | undefined;
  if (CURRENCIES.has(text[i]!)) {
    currency = text[i];
    i++;
    while (isSpace(text[i])) i++;
  }
  const digitsFrom = i;
  while (i < text.length) {
    const d = text[i];
    if (isDigit(d)) i++;
    else if ((d === ',' || d === '.') && isDigit(text[i + 1])) i++;
    else break;
  }
  const digits = text.slice(digitsFrom, i).replaceAll(',', '');
  const num = Number(digits.startsWith('.') ? `0${digits}` : digits);
  let end = i;
  let unit: string | undefined;
  let ordinal = false;
  // A suffix joined to the number: "%", "k", "M", "bn", "x", "3rd"; a space before "%" is allowed.
  let j = i;
  while (isLetter(text[j])) j++;
  const suffix = text.slice(i, j).toLowerCase();
  if (suffix && UNITS.has(suffix)) {
    unit = suffix === 'mn' ? 'm' : suffix === 'bn' ? 'b' : suffix;
    end = j;
  } else if (suffix && ORDINAL_SUFFIXES.has(suffix) && !currency) {
    ordinal = true;
    end = j;
  } else if (!suffix) {
    const k = isSpace(text[i]) ? i + 1 : i;
    if (text[k] === '%') {
      unit = '%';
      end = k + 1;
    }
  }
  // A currency sign after the number ("40€") belongs to it too.
  if (!currency && CURRENCIES.has(text[end]!)) {
    currency = text[end];
    end++;
  }
  push({
    kind: 'number',
    w: text.slice(start, end).toLowerCase(),
    start,
    end,
    num,
    ...(unit ? { unit } : {}),
    ...(currency ? { currency } : {}),
    ...(ordinal ? { ordinal } : {}),
  });
  return end;
}
