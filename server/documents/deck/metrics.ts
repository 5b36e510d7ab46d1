import type { Metric } from '../../../common/slides/model';

/** Labels that name a place in the document (a page, a figure), not a figure of the business. */
const PLACES = [
  'page',
  'p.',
  'pp.',
  'chapter',
  'section',
  'figure',
  'fig.',
  'table',
  'vol',
  'no.',
  'version',
  'isbn',
  'doi',
  'страница',
  'глава',
  'рис',
];
const UNITS = ['%', 'k', 'm', 'b', 'bn', 'mn', 'x', 'million', 'billion', 'thousand', 'pp', 'pts', 'pt'];

/**
 * A real figure with a label: "Revenue: $4.2M", "NPS: 71", "Growth: +32%". Not a page number, a
 * citation, a date-like number, a line of a table of contents (dot leaders), or a numbered heading.
 */
export function figureOf(line: string): Metric | undefined {
  const colon = line.lastIndexOf(':');
  if (colon < 2 || colon > 60 || line.includes('...') || line.includes('. .') || line.includes('…'))
    return undefined;
  const label = line.slice(0, colon).trim();
  const value = line.slice(colon + 1).trim();
  if (!label || !value || value.length > 16 || label.length > 40 || !hasLetters(label, 2)) return undefined;
  // A label is words: code ("plot 'a.dat' using 1:2") or a formula is not one.
  for (const ch of label) if ('=[]{}<>"\'‘“$@#*\\:;|'.includes(ch)) return undefined;
  const last = label.at(-1)!;
  if (last >= '0' && last <= '9') return undefined;
  const lower = label.toLowerCase();
  if (PLACES.some((p) => lower === p || lower.startsWith(`${p} `) || lower.endsWith(` ${p}`)))
    return undefined;
  if (!isFigure(value)) return undefined;
  return { label, value: value.replaceAll(' ', '') };
}

function hasLetters(text: string, n: number): boolean {
  let count = 0;
  for (const ch of text) if (/\p{L}/u.test(ch) && ++count >= n) return true;
  return false;
}

/** "$4.2M", "71", "+32%", "1,200", "3.5x", "€12 million"; not "2010" alone, not "[12]". */
function isFigure(value: string): boolean {
  let i = 0;
  if (value[i] === '+' || value[i] === '-' || value[i] === '−') i++;
  if ('$€£¥'.includes(value[i] ?? ' ')) i++;
  const start = i;
  while (i < value.length && ((value[i]! >= '0' && value[i]! <= '9') || value[i] === ',' || value[i] === '.'))
    i++;
  const number = value.slice(start, i);
  if (!number || !(number[0]! >= '0' && number[0]! <= '9') || number.endsWith('.') || number.endsWith(','))
    return false;
  const unit = value.slice(i).trim().toLowerCase();
  if (unit && !UNITS.includes(unit)) return false;
  // A four-digit year on its own is a date, not a figure.
  if (!unit && start === 0 && /^(?:19|20)\d\d$/.test(number)) return false;
  return true;
}

/** A "Key: value" line, the value's kind aside: a field of a record. */
function isField(line: string): boolean {
  const colon = line.indexOf(':');
  if (colon < 2 || colon > 40 || (line[colon + 1] !== ' ' && line[colon + 1] !== '\t')) return false;
  const label = line.slice(0, colon);
  return hasLetters(label, 2) && !label.includes('  ') && line.slice(colon + 1).trim().length > 0;
}

/**
 * Lines that are a record's fields (a package's control file, a command's "Key: value" output):
 * two of them at least, and a third of the lines, are fields whose values are not figures. A
 * figure among them ("Installed-Size: 145") is one field of the record, not a key figure.
 */
export function isRecord(lines: string[]): boolean {
  let fields = 0;
  for (const line of lines) if (isField(line.trim()) && !figureOf(line.trim())) fields++;
  return fields >= 2 && fields >= lines.length / 3;
}
