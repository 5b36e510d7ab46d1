import { collapseSpaces, escapeBlock, isEmailAddress } from '../prose';

/**
 * A PDF's title, from its metadata, when one is set: the document information's Title, else XMP's
 * dc:title. Many are not titles at all — a converter's "Microsoft Word - report.docx", a file
 * name, "Untitled" — and those give undefined.
 */
export function metadataTitle(info: unknown, xmpTitle: unknown): string | undefined {
  const title = (info as { Title?: unknown } | undefined)?.Title;
  return realTitle(title) ?? realTitle(xmpTitle);
}

const PLACEHOLDERS = new Set([
  'untitled',
  'untitled document',
  'no title',
  'title',
  'document',
  'presentation',
  'unbenannt',
  'sans titre',
  'sin título',
  'без названия',
]);
const FILE_NAME = /\.(pdf|docx?|odt|rtf|txt|html?|tex|dvi|ps|eps|indd|pptx?|xlsx?|pages|key|md)$/i;
const CONVERTER = /^(microsoft (word|powerpoint|excel)|word|powerpoint)\s+-\s/i;

/** A metadata value as a title, or undefined when it is empty, a placeholder or a file's name. */
export function realTitle(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const title = collapseSpaces(value);
  if (title.length < 3 || title.length > 200) return undefined;
  if (!/\p{L}/u.test(title)) return undefined;
  if (PLACEHOLDERS.has(withoutTrailingNumber(title.toLowerCase()).trim())) return undefined;
  if (CONVERTER.test(title) || FILE_NAME.test(title)) return undefined;
  // A path, or one token made of a file name's parts ("q3_report-final", "Doc1").
  if (title.includes('/') || title.includes('\\')) return undefined;
  if (!title.includes(' ') && (/[_]/.test(title) || /^[A-Za-z]+\d+$/.test(title))) return undefined;
  return title;
}

const MONTHS =
  /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\b/i;
/** Words that join authors' names in a byline. */
const JOINERS = /,|;|&|\band\b|\bund\b|\bet\b|(?:^|\s)и(?=\s|$)/;

/**
 * A cover page's line that says who wrote the document or when, not what it is: the document's
 * author (from its metadata), a list of people's names ("Josip Rodin and Osamu Aoki"), a date
 * ("March 6th, 2017 – Version 0.2a"), or any line followed by an e-mail address (the byline of a
 * script without capital letters).
 */
export function isByline(line: string, author: string | undefined, next: string | undefined): boolean {
  const text = collapseSpaces(line);
  if (!text) return false;
  const by = author ? collapseSpaces(author).toLowerCase() : '';
  // A line holding the author's name ("Prepared by Ann Lee"); an author of one word is often the
  // program's or the project's own name ("gnuplot"), which a title holds too ("gnuplot 5.4").
  if (by.length >= 3 && (text.toLowerCase() === by || (by.includes(' ') && text.toLowerCase().includes(by))))
    return true;
  if (next !== undefined && isEmailAddress(next)) return true;
  return isDate(text) || isNameList(text);
}

/** A date line: a year or a month, in a few words of which one at most is a long word ("Version"). */
function isDate(text: string): boolean {
  const words = text.split(' ');
  if (words.length > 8 || !(/\b(19|20)\d\d\b/.test(text) || MONTHS.test(text))) return false;
  return words.filter((w) => !MONTHS.test(w) && /\p{L}{4,}/u.test(w)).length <= 1;
}

/** People's names: capitalised words, two or three to a name, or up to four in a list of names. */
function isNameList(text: string): boolean {
  const names = text
    .split(JOINERS)
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.length || names.length > 8) return false;
  const most = names.length === 1 ? 3 : 4;
  return names.every((name) => {
    const words = name.split(' ');
    return (
      words.length >= (names.length === 1 ? 2 : 1) &&
      words.length <= most &&
      words.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w))
    );
  });
}

/**
 * The extracted text with the metadata's title as its title, when the first page's first heading is
 * a byline (the cover's real title was an image, or a running header dropped with the others):
 * the title goes first on page 1 as a top heading and the byline stays as a line under it.
 */
export function withTitle(text: string, title: string | undefined, author: string | undefined): string {
  if (!title) return text;
  const pageEnd = text.indexOf('\n--- page 2 ---');
  const first = pageEnd < 0 ? text : text.slice(0, pageEnd);
  const lines = first.split('\n');
  const at = lines.findIndex((l) => l.startsWith('#'));
  if (at < 0) return text;
  const heading = lines[at]!.replace(/^#+\s*/, '');
  if (collapseSpaces(heading).toLowerCase() === title.toLowerCase()) return text;
  const next = lines.slice(at + 1).find((l) => l.trim());
  if (!isByline(heading, author, next)) return text;
  // The byline, a line of its own now; the title before everything on the page.
  lines[at] = escapeBlock(heading);
  const marker = lines[0]?.startsWith('--- page 1 ---') ? 1 : 0;
  lines.splice(marker, 0, ...(marker ? ['', `# ${title}`] : [`# ${title}`, '']));
  return lines.join('\n') + (pageEnd < 0 ? '' : text.slice(pageEnd));
}

/** "Untitled 2", "Document1." as "untitled", "document": digits, dots and spaces off the end. */
function withoutTrailingNumber(text: string): string {
  let end = text.length;
  while (end > 0 && /[\d\s.]/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}
