import { isPageNumber } from './pdf/running';
import { isLetter, isLower, vocabulary } from './prose';

/**
 * Text copied out of a PDF and pasted as it came: its running headers and footers, its "Page 2
 * of 5" lines, and words the typesetter hyphenated at a line's end ("sum-" + "mary"). The PDF
 * reader drops these by where they sit on the page; pasted text has lost its page, so they are
 * found by what they say: a line that carries a page number, or a spaced header line said again.
 */

/** "Page 2 of 5", "Seite 3 von 8", "Página 1 de 4", at the end of a line (after a run of spaces). */
const PAGE_AT_END =
  /(?:^|(?<!\s)\s{2,})((?:page|seite|página|pagina|p\.)\s?\d{1,4}(?:\s?(?:of|von|de|di|\/)\s?\d{1,4})?)$/i;
/** Lines that carry a page number before a text counts as copied from a PDF. */
const PAGE_LINES_MIN = 2;
/** A running header said at least this many times. */
const RUNNING_MIN = 2;

/** Whether a pasted text reads as copied out of a PDF: lines that carry its page numbers. */
export function looksCopiedFromPdf(text: string): boolean {
  let pages = 0;
  for (const line of text.split('\n')) if (carriesPage(line.trim())) pages++;
  return pages >= PAGE_LINES_MIN;
}

function carriesPage(line: string): boolean {
  return !!line && (PAGE_AT_END.test(line) || (/[a-z]/i.test(line) && isPageNumber(line)));
}

/** What a header line says once its runs of spaces and its figures are set aside. */
const keyOf = (line: string) => line.replace(/\s+/g, ' ').replace(/\d+/g, '#').trim().toLowerCase();

/**
 * A pasted PDF's text without its page furniture, its hyphenated line ends joined, for the brief
 * reader to read as prose. A text that does not read as copied from a PDF is returned as it is.
 */
export function withoutPdfFurniture(text: string): string {
  if (!looksCopiedFromPdf(text)) return text;
  const lines = text.split('\n');
  // A header's cells sit apart in runs of spaces ("FERNHOLLOW BROADBAND LTD      Q3 2026 KPI REPORT");
  // said on several pages, it is the running header.
  const seen = new Map<string, number>();
  for (const line of lines) {
    const t = line.trim();
    if (/\S {3,}\S/.test(t) && !/\t/.test(t)) seen.set(keyOf(t), (seen.get(keyOf(t)) ?? 0) + 1);
  }
  const kept = lines.filter((line) => {
    const t = line.trim();
    if (!t) return true;
    // A line that carries the page number is the page's edge: its other cells are furniture too
    // ("Board pack – Item 4      Page 1 of 5").
    if (carriesPage(t)) return false;
    return !(/\S {3,}\S/.test(t) && (seen.get(keyOf(t)) ?? 0) >= RUNNING_MIN && !/\d\s{3,}\d/.test(t));
  });
  return joinWrapped(joinHyphenated(kept, vocabulary(text).compounds)).join('\n');
}

/** A row of a grid (cells apart in runs of spaces, or tabs) or a list item: a line of its own. */
const OWN_LINE = /\S {3,}\S|\t|^\s*(?:[-*•]|\d{1,2}[.)])\s/;
/** A prose line this close to the widest one ran to the page's measure, so its sentence goes on. */
const FULL_LINE_SHARE = 0.8;

/**
 * A PDF's lines joined back into their sentences: a line that does not end one (no full stop,
 * no colon) goes on in the next when that starts lower-case, or when it ran to the page's width
 * ("… Average revenue per user" + "(ARPU) was £34.60"). Rows, list items and blank lines stay.
 */
function joinWrapped(lines: string[]): string[] {
  const prose = lines.map((l) => l.trim()).filter((t) => t && !OWN_LINE.test(t));
  const width = Math.max(0, ...prose.map((t) => t.length));
  const out: string[] = [];
  for (const line of lines) {
    const prev = out.at(-1)?.trimEnd();
    const next = line.trim();
    const ends = !prev || /[.!?:;]["”')\]]?$/.test(prev) || /\S {3,}\S|\t/.test(prev);
    if (!ends && next && !OWN_LINE.test(line)) {
      const full = prev!.trim().length >= width * FULL_LINE_SHARE;
      if (isLower(next[0]) || full) {
        out[out.length - 1] = `${prev} ${next}`;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

/** Prefixes whose hyphen stays when a line ends on it: "self-" + "assessment". */
const KEEPS_HYPHEN = new Set(['self', 'ex', 'non', 'well', 'all', 'half', 'cross', 'co', 'post', 'pre']);

/**
 * "Executive sum-" + "mary" → "Executive summary"; "April–Sep-" + "tember 2026, …" → "April–September
 * 2026, …". A compound the text writes with its hyphen elsewhere ("cost-effective") keeps it.
 */
function joinHyphenated(lines: string[], compounds: Set<string>): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out.at(-1)?.trimEnd();
    const next = line.trimStart();
    if (prev?.endsWith('-') && isLetter(prev.at(-2)) && isLower(next[0])) {
      const head = /(?<!\p{L})\p{L}+-$/u.exec(prev)?.[0].slice(0, -1) ?? '';
      const tail = /^\p{L}+/u.exec(next)?.[0] ?? '';
      const compound = `${head}-${tail}`.toLowerCase();
      const hyphen = KEEPS_HYPHEN.has(head.toLowerCase()) || compounds.has(compound) ? '-' : '';
      out[out.length - 1] = `${prev.slice(0, -1)}${hyphen}${next}`;
      continue;
    }
    out.push(line);
  }
  return out;
}
