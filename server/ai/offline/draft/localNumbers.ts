import { isDigit, type Token, tokenize } from '../tokenizer';
import type { Reader } from './words';

/**
 * Figures as Europe writes them. The request tokenizer reads "1,5 M€" as 15, a word and a sign,
 * and "240 000 €" as two numbers; a brief in French, German or Spanish writes figures that way. In
 * those languages a number's groups of three digits, a magnitude word ("M", "Mio.", "millions")
 * and a currency written after it ("€", "euros") are one figure. English reads as it always did.
 */
export function tokensOf(text: string, r: Reader): Token[] {
  const tokens = tokenize(text);
  if (!r.foreign) return tokens;
  const f = r.locale.read.figures;
  const magnitudes = new Set((f.magnitudes ?? '').split(' ').filter(Boolean));
  const currencyWords = new Set((f.currencyWords ?? '').split(' ').filter(Boolean));
  const raw = (t: Token) => text.slice(t.start, t.end);
  /** Only spaces (or none) between two tokens. */
  const adjoins = (a: Token, b: Token | undefined) =>
    b !== undefined && b.start - a.end <= 1 && SPACES.includes(text.slice(a.end, b.start));
  const out: Token[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const first = tokens[k]!;
    if (first.kind !== 'number' || first.ordinal) {
      out.push(first);
      continue;
    }
    let last = first;
    let unit = first.unit;
    let currency = first.currency;
    let j = k + 1;
    // "240 000", "1 200 000": groups of three digits after a space (a narrow no-break one is a punct token).
    for (;;) {
      let next = tokens[j];
      let skip = 0;
      if (next?.kind === 'punct' && next.w === '\u202f' && next.start === last.end) {
        next = tokens[j + 1];
        skip = 1;
      }
      const joined = skip ? next?.start === last.end + 1 : adjoins(last, next);
      if (next?.kind !== 'number' || !joined || unit || currency || !isGroup(raw(next))) break;
      last = next;
      unit = next.unit;
      currency = next.currency;
      j += 1 + skip;
    }
    // "1,5 M€", "4,2 Mio. €", "3 millions": a magnitude written after the number.
    const word = tokens[j];
    if (!unit && word?.kind === 'word' && adjoins(last, word) && magnitudes.has(raw(word))) {
      last =
        text[word.end] === '.' && magnitudes.has(`${raw(word)}.`) ? { ...word, end: word.end + 1 } : word;
      unit = 'm';
      j++;
      while (tokens[j] && tokens[j]!.start < last.end) j++;
    }
    // "3,6 milhões de euros", "3 millions d'euros".
    const join = f.currencyJoin;
    if (unit === 'm' && !currency && join && tokens[j]?.kind === 'word') {
      const w = raw(tokens[j]!).replaceAll('’', "'");
      const glued = w.startsWith(join) && currencyWords.has(w.slice(join.length));
      const spaced =
        w === join.trim() && tokens[j + 1]?.kind === 'word' && currencyWords.has(raw(tokens[j + 1]!));
      if (glued || spaced) {
        last = tokens[glued ? j : j + 1]!;
        currency = glued ? raw(last).slice(join.length) : raw(last);
        j += glued ? 1 : 2;
      }
    }
    const sign = tokens[j];
    if (
      !currency &&
      sign &&
      adjoins(last, sign) &&
      ((sign.kind === 'punct' && CURRENCY_SIGNS.includes(sign.w)) ||
        (sign.kind === 'word' && currencyWords.has(raw(sign))))
    ) {
      last = sign;
      currency = raw(sign);
      j++;
    }
    if (last === first) {
      out.push(first);
      continue;
    }
    out.push({
      kind: 'number',
      w: text.slice(first.start, last.end).toLowerCase(),
      start: first.start,
      end: last.end,
      num: localValue(text.slice(first.start, first.end)),
      ...(unit ? { unit } : {}),
      ...(currency ? { currency } : {}),
    });
    k = j - 1;
  }
  return out;
}

const SPACES = ['', ' ', '\u00a0'];
const CURRENCY_SIGNS = ['€', '$', '£', '¥'];
const isGroup = (s: string) => s.length === 3 && [...s].every((c) => c >= '0' && c <= '9');

/** "1.500" (German thousands) is 1500, "3,1" is 3.1: near enough for telling years and small counts. */
function localValue(written: string): number {
  let digits = '';
  for (let i = 0; i < written.length; i++) {
    const c = written[i]!;
    if (c >= '0' && c <= '9') digits += c;
    else if (c === ',') digits += '.';
    else if (c === '.' && !isGroup(written.slice(i + 1, i + 4))) digits += '.';
  }
  return Number.parseFloat(digits) || 0;
}

/**
 * A text whose figures never break across two lines ("240 000\n€" is what a client notices): in
 * languages that space their figures, the spaces inside each figure become no-break ones.
 */
export function keepFiguresWhole(text: string, r: Reader): string {
  if (!r.foreign || !text) return text;
  let out = '';
  let from = 0;
  for (const t of tokensOf(text, r)) {
    if (t.kind !== 'number') continue;
    out += text.slice(from, t.start) + gluedSpaces(text.slice(t.start, t.end));
    from = t.end;
  }
  return out + text.slice(from);
}

/**
 * A figure as its source writes it. English drops the spaces ("$ 3M" is "$3M"); elsewhere the
 * space is part of the typography ("12 %", "240 000 €") and becomes a no-break one, so that a
 * figure never breaks across two lines of a slide.
 */
export const asWritten = (written: string, r: Reader) =>
  r.foreign ? gluedSpaces(written.trim()) : written.replaceAll(' ', '');

/**
 * "240 000 €", "12 %", "3,6 milhões de euros": a space after a digit, or before a digit, "%" or a
 * currency sign, is a no-break one; between words it stays a space, so that a long figure wraps
 * between its words rather than inside one.
 */
function gluedSpaces(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const before = s[i - 1];
    const after = s[i + 1];
    out +=
      c === ' ' &&
      (isDigit(before) || isDigit(after) || after === '%' || CURRENCY_SIGNS.includes(after ?? ''))
        ? '\u00a0'
        : c;
  }
  return out;
}
