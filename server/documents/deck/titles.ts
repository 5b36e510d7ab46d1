import { DRAFT_SLIDE_BUDGET } from '../../../common/limits';
import { isCjk, isLower } from '../prose';
import { displayLength, shorten } from './sentences';

/** Words that say a heading is a chapter of a book ("Chapter 1. Definitions"): not slide words. */
const CHAPTER_WORDS = new Set([
  'chapter',
  'part',
  'appendix',
  'section',
  'глава',
  'часть',
  'раздел',
  'приложение',
  'розділ',
  'kapitel',
  'chapitre',
  'الباب',
  'الفصل',
]);

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';
/** A digit of any script's: 0-9, Arabic-Indic ٠-٩ and Persian ۰-۹. */
const isAnyDigit = (ch: string | undefined) =>
  isDigit(ch) ||
  (ch !== undefined && ((ch >= '\u0660' && ch <= '\u0669') || (ch >= '\u06f0' && ch <= '\u06f9')));

/** A chapter's number: digits and dots ("6.1."), or a Roman numeral ("IV", "iv."). */
function isChapterNumber(word: string): boolean {
  const w = word.endsWith('.') || word.endsWith(':') ? word.slice(0, -1) : word;
  if (!w) return false;
  if ([...w].every((ch) => ch === '.' || isAnyDigit(ch)) && isAnyDigit(w[0])) return true;
  return w.length <= 5 && [...w.toLowerCase()].every((ch) => 'ivxlc'.includes(ch));
}

/**
 * A heading without its number ("6.1. Best practices" -> "Best practices"; also "A.1", "IV.",
 * "Chapter 1. Definitions", "Глава 2", "第一章 …", and a number set right against CJK text,
 * "2.1.7パッケージ"): a slide is not a chapter of a manual. A bare number stays ("2024 Results",
 * "5 Reasons We Win"), unless the document numbers all its sections so (see numberedInSequence).
 */
export function withoutNumber(heading: string): string {
  const words = heading.trim().split(' ');
  const first = words[0] ?? '';
  // "Глава 6 содержит …" is a sentence that starts with a chapter's name, not a heading's number.
  if (
    words.length > 2 &&
    CHAPTER_WORDS.has(first.toLowerCase()) &&
    isChapterNumber(words[1]!) &&
    !isLower(words[2]![0])
  )
    return words.slice(2).join(' ');
  // "第一章 …", "第2节 …": a CJK chapter's number before its name.
  if (first[0] === '第' && first.length <= 6 && '章节部篇回'.includes(first.at(-1)!) && words.length > 1)
    return words.slice(1).join(' ');
  const dotted = first.includes('.') && [...first].every((ch) => ch === '.' || isDigit(ch));
  const lettered = first.length >= 2 && first.length <= 8 && /^[A-Z]\.[\d.]*$/.test(first);
  const roman = /^[IVX]{1,4}\.$/.test(first);
  if (words.length > 1 && (dotted || lettered || roman)) return words.slice(1).join(' ');
  // "2.1.7パッケージ管理": digits and dots, then CJK text with no space between.
  let i = 0;
  while (i < first.length && (isDigit(first[i]) || first[i] === '.')) i++;
  if (i > 0 && i < first.length && isCjk(first[i]) && first.slice(0, i).includes('.'))
    return [first.slice(i), ...words.slice(1)].join(' ');
  return heading.trim();
}

/** A leading whole number ("3 Usage", "12Objects"), or undefined. */
function leadingNumber(title: string): number | undefined {
  let i = 0;
  while (isDigit(title[i])) i++;
  if (i === 0 || i > 3) return undefined;
  const next = title[i];
  if (next !== ' ' && !isCjk(next)) return undefined;
  return Number(title.slice(0, i));
}

/**
 * Whether a document numbers its sections "1 Introduction", "2 Structure", … (LaTeX's style): the
 * titles' leading whole numbers go up, and most titles have one or they count up one at a time. Those numbers are then chapter
 * numbers, and go from the slides' titles like "1.2." ones do.
 */
export function numberedInSequence(titles: string[]): boolean {
  const numbers = titles.map((t) => leadingNumber(withoutNumber(t)));
  const given = numbers.filter((n): n is number => n !== undefined);
  if (given.length < 2 || !given.every((n, i) => i === 0 || n >= given[i - 1]!)) return false;
  // Most titles numbered, in order; or fewer, counting up one by one ("1 Introduction", "2 The
  // User Interface" after unnumbered prefaces; a chapter may be missed, as a heading set apart).
  if (titles.length >= 3 && given.length >= titles.length * 0.6) return true;
  return given.every((n, i) => (i === 0 ? n <= 2 : n - given[i - 1]! <= 2));
}

/** A title without the whole number it starts with ("3 Usage" -> "Usage"). */
export function withoutLeadingNumber(title: string): string {
  if (leadingNumber(title) === undefined) return title;
  let i = 0;
  while (isDigit(title[i])) i++;
  const rest = title.slice(i).trimStart();
  return rest || title;
}

/** A heading without the punctuation it ends on, or the permalink mark ("¶", "§") a web page adds. */
export function trimTitle(text: string): string {
  let title = text.trim();
  while (title && ',;:–—-¶§'.includes(title.at(-1)!)) title = title.slice(0, -1).trimEnd();
  return title;
}

const SENTENCE_ENDS = new Set(['.', '?', '!', '。', '？', '！']);

/**
 * A title within `room`: whole when it fits; else its first sentence(s) when those fit and say
 * enough ("Why is it that testing could be broken for months?" of a FAQ's two-question heading);
 * else cut at a clause or a word, with an ellipsis (see shorten).
 */
export function shortTitle(text: string, room: number): string {
  if (displayLength(text) <= room) return text;
  let best = -1;
  for (let i = 0; i < text.length - 1; i++) {
    const ch = text[i]!;
    if (!SENTENCE_ENDS.has(ch)) continue;
    const wide = ch === '。' || ch === '？' || ch === '！';
    if (!wide && text[i + 1] !== ' ') continue;
    // "e.g. " or "3. " are no sentence ends: the word before must be a word of two letters or more.
    if (ch === '.' && !(text[i - 1]! > '@' && text[i - 2]! > '@')) continue;
    if (displayLength(text.slice(0, i + 1)) > room) break;
    best = i;
  }
  if (best >= 0 && displayLength(text.slice(0, best + 1)) >= room * 0.3)
    return text[best] === '.' ? text.slice(0, best) : text.slice(0, best + 1);
  return shorten(text, room);
}

/** A heading as a slide title: no number, no trailing colon, within `room` (see shortTitle). */
export function headingTitle(heading: string, room: number = DRAFT_SLIDE_BUDGET.titleChars): string {
  return shortTitle(trimTitle(withoutNumber(heading)), room);
}
