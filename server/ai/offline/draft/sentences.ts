import { DRAFT_SOURCE_CHARS_MAX } from '../../../../common/limits';
import { isAbbreviationDot } from '../../../lib/sentenceBreaks';
import { isDigit } from '../tokenizer';
import { trimEnd } from './text';
import type { Reader } from './words';

/** A sentence of the brief or a document, with where it came from. */
export interface Sentence {
  text: string;
  /** "the brief", or the document's file name. */
  source: string;
  /** Its lower-case words, for the cue words of each section. */
  words: string[];
  /** The heading it stands under in its source ("Context:", "## What we offer"), if any. */
  heading?: string;
}

const isLetter = (c: string) => c.toLowerCase() !== c.toUpperCase();

/**
 * Sentences of a text in one pass: a sentence ends at ".", "!" or "?" followed by a space and a
 * capital or digit, or at a line that looks like a list item or a heading. Page markers of
 * extracted PDFs ("--- page 2 ---") and list markers are dropped.
 */
export function sentencesOf(text: string, source: string, r?: Reader, headed = false): Sentence[] {
  const out: Sentence[] = [];
  const abbreviations = new Set((r?.locale.read.abbreviations ?? '').split(' ').filter(Boolean));
  const body = text.length > DRAFT_SOURCE_CHARS_MAX ? text.slice(0, DRAFT_SOURCE_CHARS_MAX) : text;
  // With `headed` (a brief, whose author sorts it under headings; a document's sections mix their
  // matter), a heading is what the lines under it are about, until the next heading or a blank line
  // after them. One marked as such ("Context:", "## Offer") or standing alone after a blank line always
  // is; another short bare line only when a list follows it, since a short line of a document may
  // just end a paragraph.
  let heading: string | undefined;
  let bare = false;
  let underHeading = 0;
  let listed = false;
  let afterBlank = true;
  for (const rawLine of body.split('\n')) {
    const trimmed = rawLine.trim();
    const opensBlock = afterBlank;
    afterBlank = !trimmed;
    if (!trimmed) {
      if (underHeading) heading = undefined;
      continue;
    }
    if (trimmed.startsWith('---')) continue;
    const line = stripMarker(trimmed);
    if (!line || trimmed.startsWith('#') || (line === trimmed && isHeading(line))) {
      heading = line ? trimEnd(line, ':') : undefined;
      bare = !opensBlock && !trimmed.startsWith('#') && !line.endsWith(':');
      underHeading = 0;
      continue;
    }
    // A bare heading needs a list under it; a list under any heading ends at the first plain line.
    if (line === trimmed && (bare ? !underHeading : listed)) heading = undefined;
    if (!underHeading) listed = line !== trimmed;
    const before = out.length;
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (c !== '.' && c !== '!' && c !== '?') continue;
      const next = line[i + 1];
      const after = line[i + 2];
      // "4,2 Mio. Euro": an abbreviation's full stop ends no sentence.
      // "approx. £5.1M", "M. Kilbride", "EE. UU.": the shared table of all languages, and initials.
      if (
        c === '.' &&
        (isAbbreviationDot(line, i) || (abbreviations.size && abbreviations.has(wordBefore(line, i))))
      )
        continue;
      // "bis 15. Februar": a day's full stop (German) ends no sentence either.
      if (c === '.' && r?.foreign && isDigit(line[i - 1]) && r.months.has(wordAfter(line, i + 2))) continue;
      if (
        next === undefined ||
        (next === ' ' &&
          after !== undefined &&
          (after === after.toUpperCase() || isDigit(after)) &&
          isLetterOrDigit(after))
      ) {
        push(out, line.slice(start, i + 1), source);
        start = i + 2;
      }
    }
    if (start < line.length) push(out, line.slice(start), source);
    if (heading && headed) for (let k = before; k < out.length; k++) out[k]!.heading = heading;
    underHeading += out.length - before;
  }
  return out;
}

/** The word that ends just before `end`, lower case. */
function wordBefore(line: string, end: number): string {
  let start = end;
  while (start > 0 && isLetter(line[start - 1]!)) start--;
  return line.slice(start, end).toLowerCase();
}

/** The word that starts at `start`, lower case. */
function wordAfter(line: string, start: number): string {
  let end = start;
  while (end < line.length && isLetter(line[end]!)) end++;
  return line.slice(start, end).toLowerCase();
}

/** A short line without a full stop and without a marker: a heading, not a sentence ("Revenue: $4M" is kept). */
function isHeading(line: string): boolean {
  const last = line[line.length - 1]!;
  if (last === '.' || last === '!' || last === '?') return false;
  if (line.includes(':') && isDigit(nextDigitAfterColon(line))) return false;
  // "AOV £84. repeat customer rate 34%": a line with a sentence's end inside it says something.
  if (/[.!?] \S/.test(line)) return false;
  return wordsOf(line).length <= 8;
}
const nextDigitAfterColon = (line: string) => {
  let i = line.indexOf(':') + 1;
  while (line[i] === ' ' || line[i] === '$' || line[i] === '€' || line[i] === '£') i++;
  return line[i];
};

const isLetterOrDigit = (c: string) => isLetter(c) || isDigit(c);

function stripMarker(line: string): string {
  let i = 0;
  while (
    i < line.length &&
    (line[i] === '-' || line[i] === '*' || line[i] === '•' || line[i] === '#' || line[i] === '·')
  )
    i++;
  let j = i;
  while (isDigit(line[j])) j++;
  if (j > i && j - i <= 2 && (line[j] === '.' || line[j] === ')') && line[j + 1] === ' ') i = j + 1;
  return line.slice(i).trim();
}

function push(out: Sentence[], raw: string, source: string) {
  const text = raw.trim();
  const words = wordsOf(text);
  if (words.length < 2) return;
  out.push({ text, source, words });
}

/** Lower-case words of a text, apostrophes and hyphens kept inside words. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  let word = '';
  for (const ch of text.toLowerCase()) {
    if (isLetter(ch) || isDigit(ch) || ((ch === "'" || ch === '-' || ch === '’') && word)) word += ch;
    else if (word) {
      words.push(word);
      word = '';
    }
  }
  if (word) words.push(word);
  return words;
}
