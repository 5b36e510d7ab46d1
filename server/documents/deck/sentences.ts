import { isAbbreviationDot } from '../../lib/sentenceBreaks';
import { isCjk, isLetter, isLower } from '../prose';

const TERMINALS = new Set(['.', '!', '?', '…', '。', '！', '？', '؟', '۔']);
const CLOSERS = new Set(['"', "'", '”', '’', ')', ']', '»', '」', '』', '）']);
/** Words after which a period does not end the sentence. */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'cf',
  'al',
  'fig',
  'figs',
  'no',
  'nos',
  'vol',
  'p',
  'pp',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'inc',
  'ltd',
  'co',
  'st',
  'approx',
  'eq',
  'sec',
  'ch',
  'resp',
  'incl',
  'ca',
  'z.b',
  'd.h',
  'bzw',
  'usw',
  'т.е',
  'т.д',
  'т.п',
  'см',
  'рис',
  'стр',
]);

/** The word that ends just before position `at` (letters and inner periods), lowercased. */
function wordBefore(text: string, at: number): string {
  let start = at;
  while (start > 0 && (isLetter(text[start - 1]) || text[start - 1] === '.')) start--;
  return text.slice(start, at).toLowerCase();
}

/**
 * A paragraph's sentences: they end at . ! ? … (and their CJK and Arabic forms), with any closing
 * quote or bracket, before a space, or directly for CJK text. "3.5", "e.g." and initials ("J. Doe")
 * do not end a sentence. One pass over the text.
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (!TERMINALS.has(ch)) continue;
    let end = i + 1;
    while (end < text.length && (TERMINALS.has(text[end]!) || CLOSERS.has(text[end]!))) end++;
    const cjk = ch === '。' || ch === '！' || ch === '？';
    const next = text[end];
    if (!cjk && next !== undefined && next !== ' ' && next !== '\n') continue;
    if (ch === '.' && !cjk) {
      const word = wordBefore(text, i);
      // An abbreviation, or a single letter (an initial), or a lowercase word follows.
      if (ABBREVIATIONS.has(word) || (word.length === 1 && !isCjk(word)) || isAbbreviationDot(text, i))
        continue;
      let after = end;
      while (text[after] === ' ') after++;
      if (isLower(text[after])) continue;
    }
    const sentence = text.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = end;
    i = end - 1;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** "[12]", "[3, 4]", "(Smith et al., 2010)": references a slide does not need. */
export function withoutCitations(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const close = ch === '[' ? ']' : ch === '(' ? ')' : '';
    if (close) {
      const end = text.indexOf(close, i + 1);
      const inside = end > i ? text.slice(i + 1, end) : '';
      if (end > i && end - i < 60 && isCitation(inside, ch === '[')) {
        out = out.trimEnd();
        i = end + 1;
        continue;
      }
    }
    out += ch;
    i++;
  }
  return out
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim();
}

function isCitation(inside: string, square: boolean): boolean {
  if (square) {
    // [12], [3, 4], [5–9], [Smith10]
    return inside.length > 0 && inside.length <= 20 && [...inside].every((c) => /[\w\s,–-]/.test(c));
  }
  // (Smith, 2010), (Smith et al. 2010; Doe 2011)
  const hasYear = /\b(?:19|20)\d\d[a-z]?\b/.test(inside);
  return hasYear && (inside.includes('et al') || /^\p{Lu}\p{L}+/u.test(inside));
}

/** Characters, counting each CJK character as two: it is about as wide as two Latin letters. */
export function displayLength(text: string): number {
  let n = 0;
  for (const ch of text) n += isCjk(ch) ? 2 : 1;
  return n;
}

/**
 * A text said shorter, in at most `max` display characters, never inside a word and never with
 * "…" (a client reads a cut sentence as a mistake): up to the last clause break (comma, semicolon,
 * colon, dash) that keeps at least half of it, else up to the last whole word that does not lead
 * into what was dropped ("and", "of the"). CJK text may end between any two characters,
 * preferably at its commas. The caller keeps the whole sentence in the speaker notes.
 */
export function shorten(text: string, max: number): string {
  if (displayLength(text) <= max) return text;
  let fit = 0;
  let width = 0;
  for (const ch of text) {
    const w = isCjk(ch) ? 2 : 1;
    if (width + w > max) break;
    width += w;
    fit += ch.length;
  }
  const head = text.slice(0, fit);
  const breaks = [', ', '; ', ': ', ' – ', ' — ', '、', '，', '；', '：'];
  let clause = -1;
  for (const b of breaks) clause = Math.max(clause, head.lastIndexOf(b));
  if (clause >= head.length * 0.5) return trimDangling(head.slice(0, clause));
  // The next character ends a word: the head ends on a whole one.
  const whole = text[fit] === ' ' ? head.length : head.lastIndexOf(' ');
  if (whole >= head.length * 0.5) return trimDangling(head.slice(0, whole));
  // One long CJK run, or a single long word: CJK text breaks between characters; a word never.
  if (isCjk(head.at(-1)) && isCjk(text[fit])) return head;
  return whole > 0 ? trimDangling(head.slice(0, whole)) : head;
}

const DANGLING = new Set([
  'and',
  'or',
  'of',
  'the',
  'a',
  'an',
  'to',
  'for',
  'in',
  'on',
  'with',
  'by',
  'at',
  'from',
  'и',
  'в',
  'на',
  'с',
]);

/** A cut text does not end on "and" or "of the": such words lead into what was cut. */
function trimDangling(text: string): string {
  let out = text.trimEnd();
  while (out && ',;:–—-'.includes(out.at(-1)!)) out = out.slice(0, -1).trimEnd();
  for (let i = 0; i < 3; i++) {
    const space = out.lastIndexOf(' ');
    if (space < 0 || !DANGLING.has(out.slice(space + 1).toLowerCase())) break;
    out = out.slice(0, space).trimEnd();
  }
  return out;
}

/** Words that join a sentence to the one before: on a bullet of its own they lead nowhere. */
const CONNECTIVES = [
  'however, ',
  'thus, ',
  'therefore, ',
  'hence, ',
  'also, ',
  'in addition, ',
  'furthermore, ',
  'moreover, ',
  'of course, ',
  'in fact, ',
  'indeed, ',
  'for this reason, ',
  'please note that ',
  'note that ',
];

/**
 * A sentence made ready to be a bullet when it is longer than `max`: without the connective it
 * opens on ("However, …"), only its first sentence when it has several, and without its asides in
 * brackets, as long as they are not most of it.
 * What it loses is kept whole in the speaker notes by the caller.
 */
export function compact(text: string, max: number): string {
  if (displayLength(text) <= max) return text;
  let out = text;
  const lower = out.toLowerCase();
  const opener = CONNECTIVES.find((c) => lower.startsWith(c));
  if (opener && out.length > opener.length + 20) {
    const rest = out.slice(opener.length);
    out = rest[0]!.toUpperCase() + rest.slice(1);
  }
  if (displayLength(out) <= max) return out;
  // A list item of several sentences: its first says the point, when it is most of a bullet.
  const [first, second] = sentencesOf(out);
  if (second && first && displayLength(first) <= max && displayLength(first) >= max * 0.4) return first;
  // Asides in brackets, one level, each at most half the sentence: "(directly or indirectly)".
  let kept = '';
  let from = 0;
  for (let open = out.indexOf(' ('); open >= 0; open = out.indexOf(' (', from)) {
    const close = out.indexOf(')', open);
    if (close < 0 || out.slice(open + 2, close).includes('(') || close - open > out.length / 2) break;
    kept += out.slice(from, open);
    from = close + 1;
  }
  kept += out.slice(from);
  return kept.length >= 20 ? kept : out;
}
