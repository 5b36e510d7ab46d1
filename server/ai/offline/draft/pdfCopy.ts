/**
 * Text copied out of a PDF viewer (Acrobat, Preview, Chrome's) arrives with the page's furniture in
 * it: running headers and footers on every page ("ACME LTD · Annual Report 2026        22", "Page 14
 * of 38", "OFFICIAL"), two columns run together on one line across a wide gap, words hyphenated at
 * the line's end ("cresciu-" / "te"), ligatures ("ﬁ"), soft hyphens and footnote markers ("export²").
 * The part of a brief that shows these signs is read back as the writer's prose: furniture left
 * out, a two-column page read column by column, a paragraph's lines joined, a table's rows kept one
 * a line (tab-separated). What the user typed around it (a mail, a sign-off) is left as written.
 */

/** ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ, each read (NFKC) as its letters. */
const LIGATURE = /[\uFB00-\uFB06]/g;
const SOFT_HYPHEN = /\u00AD/g;

/** "----- text copied from the PDF -----", "[testo copiato dal PDF]": the user marks the paste. */
const RULED = /^(?:[-=_*~]{3}[^\n]{0,120}[-=_*~]{3}|\[[^\]\n]{1,120}\])$/;
const SAYS_PDF = /\bPDF\b/i;
/** "Page 14 of 38", "Seite 3 von 12", "Pagina 3 di 12", "14 / 38". */
const PAGE_OF =
  /^(?:(?:page|pagina|pag\.|seite|s\.|p\.)[ \t]{0,3})?\d{1,4}[ \t]{0,3}(?:of|di|von|de|sur|\/)[ \t]{0,3}\d{1,4}$/i;
/** A page number alone on its line ("22", "- 22 -"); four digits would be a year, kept. */
const BARE_PAGE = /^[-–—]?[ \t]{0,3}\d{1,3}[ \t]{0,3}[-–—]?$/;
/** A page number set off at a header's edge, by a wide gap or a separator: "…2026        22", "22 | ACME". */
const EDGE_NUMBER = /^\d{1,4}[ \t]{0,80}[|·•]|^\d{1,4}[ \t]{3}|[|·•][ \t]{0,80}\d{1,4}$|[ \t]{3}\d{1,4}$/;
const PAGE_NO = /^\d{1,4}(?!\d)|\d{1,4}$/;
const DIGITS = /\d{1,12}/g;
const SPACES = /[ \t]{1,80}/g;
const WORD = /\p{L}{2,40}/gu;
const UPPER = /\p{Lu}/gu;
const LOWER = /\p{Ll}/u;
const LOWER_START = /^\p{Ll}/u;
const SENTENCE_END = /[.!?:;,]$/;
/** "cresciu-", "approxi-": a hyphen after a letter at the line's end. */
const HYPHEN_END = /\p{L}-$/u;
/** "Export- und Importgeschäft": a hyphen that stands for the word's second half, kept with its space. */
const SUSPENDED = /^(?:und|oder|bzw\.|sowie|and|or|e|ed|o)[ \t]/;
/** Lines that open a paragraph of their own: "4. Export", "- item", "a) item", a footnote. */
const HEADING = /^\d{1,2}(?:\.\d{1,2}){0,3}\.?[ \t]{1,4}\p{Lu}/u;
const LIST_ITEM = /^(?:[-•*–▪·]|\(?[a-z\d]{1,2}[.)])[ \t]/;
const FOOTNOTE = /^[¹²³⁴⁵⁶⁷⁸⁹⁰*]{1,3}[ \t]?\S/;
/** A footnote's marker glued to a word or its punctuation: "vitati¹", "export².". */
const MARKER = /[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,3}/g;
/** "m²", "km²", "m³" are units, not markers. */
const UNIT_BEFORE = /(?:^|[^\p{L}])[kcdm]?m$/u;
const MARKED_AFTER = /[\p{L}.,;:)%]$/u;
/** A typed line that introduces what follows ("ti incollo qui sotto le pagine:"): the paste starts after it. */
const INTRO_END = /(?::|…|\.\.\.)$/;

/** A wide run of spaces between two pieces of text: where a column (or a table's cell) ends. */
type Gap = { start: number; end: number };
/** A line of the paste as read: its text, whether it runs the column's full width, whether a table row. */
type Row = { text: string; full: boolean; table: boolean };

export function plainPdfCopy(brief: string): string {
  // Ligatures and soft hyphens are never what the writer meant, wherever they are.
  const text = brief.replace(LIGATURE, (c) => c.normalize('NFKC')).replace(SOFT_HYPHEN, '');
  const lines = text.split('\n');
  const paste = pastedPart(lines);
  if (!paste) return text;
  const { from, to, furniture } = paste;
  // The furniture and bare page numbers are where one page ends and the next begins.
  const pages: string[][] = [[]];
  for (let i = from; i < to; i++) {
    if (furniture.has(i) || BARE_PAGE.test(lines[i]!.trim())) pages.push([]);
    else pages.at(-1)!.push(lines[i]!);
  }
  const read = paragraphs(pages.flatMap((page) => columnsOf(page))).map(unmarked);
  // Keep the blank lines that set the paste off from the words typed around it.
  if (!lines[from]!.trim()) read.unshift('');
  if (to > from + 1 && !lines[to - 1]!.trim()) read.push('');
  return [...lines.slice(0, from), ...read, ...lines.slice(to)].join('\n');
}

/** A PDF's lines are wrapped at its page's or column's width: no wider than this. */
const WRAPPED_WIDTH_MAX = 120;

/** A word broken by a hyphen at the edge of a column: before the gap, or at the line's end. */
const BROKEN_AT_EDGE = /\p{Ll}-(?:[ \t]{4,80}\S|$)/u;

const wordCount = (s: string) => (s.match(WORD) ?? []).length;
/** "OFFICIAL", "CHI SIAMO": at least `n` capitals and no small letter. */
const inCapitals = (s: string, n: number) => !LOWER.test(s) && (s.match(UPPER) ?? []).length >= n;

/** The lines [from, to) that were copied from a PDF, and its header and footer lines; none in an ordinary brief. */
function pastedPart(lines: string[]): { from: number; to: number; furniture: Set<number> } | undefined {
  const furniture = new Set<number>();
  let strong = false;
  const byKey = new Map<string, number[]>();
  lines.forEach((line, i) => {
    const t = line.trim();
    if (PAGE_OF.test(t)) {
      furniture.add(i);
      strong = true;
    } else if (t) {
      // A running header reads the same on every page but for its page number.
      const key = t.replace(DIGITS, '#').replace(SPACES, ' ');
      if (byKey.has(key)) byKey.get(key)!.push(i);
      else byKey.set(key, [i]);
    }
  });
  const isBare = (i: number) => BARE_PAGE.test(lines[i]?.trim() ?? '');
  for (const [key, at] of byKey) {
    if (at.length < 2 || wordCount(key) < 1) continue;
    // Its page number, set off at its edge, grows from page to page (a table's label's figures need not).
    const pageNo = at.map((i) => Number(PAGE_NO.exec(lines[i]!.trim())?.[0] ?? Number.NaN));
    const numbered =
      wordCount(key) >= 2 &&
      at.every((i) => EDGE_NUMBER.test(lines[i]!.trim())) &&
      pageNo.every((n, k) => k === 0 || n > pageNo[k - 1]!);
    // "OFFICIAL" on each page, or a title line beside its page number: furniture only in a paste.
    const caps = inCapitals(key, 5);
    const besideNumber = at.some((i) => isBare(i - 1) || isBare(i + 1));
    if (numbered) strong = true;
    if (numbered || caps || besideNumber) for (const i of at) furniture.add(i);
  }
  // Several lines of prose on both sides of a wide gap: two columns run together.
  const columnar = lines.flatMap((line, i) => (proseGap(line.trimEnd(), 3, 3) ? [i] : []));
  // (A ticket's fields set apart by spaces have the gap too, but never a word broken at a column's
  // edge, which a PDF's columns always show somewhere.)
  const broken = columnar.filter((i) => BROKEN_AT_EDGE.test(lines[i]!.trimEnd())).length;
  if (columnar.length >= 3 && broken >= 1) strong = true;
  const marker = lines.findIndex((l) => RULED.test(l.trim()) && SAYS_PDF.test(l));
  if (!strong && marker < 0) return undefined;

  const signs = [...furniture, ...columnar, ...lines.flatMap((l, i) => (FOOTNOTE.test(l.trim()) ? [i] : []))]
    .filter((i) => i > marker)
    .sort((a, b) => a - b);
  // The brief's paragraphs, [start, end) runs of non-blank lines; those of the page's own show a
  // column's gap, a hyphen at a line's end, a footnote or furniture (a typed sign-off shows none).
  const blocks: Array<[number, number]> = [];
  lines.forEach((l, i) => {
    if (!l.trim()) return;
    if (blocks.at(-1)?.[1] === i) blocks.at(-1)![1] = i + 1;
    else blocks.push([i, i + 1]);
  });
  const fromPdf = (t: string, i: number) =>
    furniture.has(i) || [BARE_PAGE, FOOTNOTE, HYPHEN_END].some((re) => re.test(t)) || gapsOf(t).length > 0;
  const pdfBlock = (b: [number, number] | undefined) =>
    !!b &&
    lines.slice(b[0], b[1]).some((l, k) => fromPdf(l.trim(), b[0] + k)) &&
    !INTRO_END.test(lines[b[1] - 1]!.trim());
  const firstBlock = blocks.findIndex(([, end]) => end > signs[0]!);
  let [a, z] = [firstBlock, blocks.findIndex(([, end]) => end > signs.at(-1)!)];
  // The paste may begin before its first page's header and run on after its last one.
  while (a > 0 && pdfBlock(blocks[a - 1])) a--;
  while (z >= 0 && pdfBlock(blocks[z + 1])) z++;
  let from = a < firstBlock ? blocks[a]![0] : signs[0]!;
  // Within the first sign's paragraph, the paste starts after a typed line that introduces it.
  while (a >= 0 && from > blocks[a]![0] && !INTRO_END.test(lines[from - 1]!.trim())) from--;
  if (marker >= 0) from = marker + 1;
  const close = marker < 0 ? -1 : lines.findIndex((l, i) => i > marker && RULED.test(l.trim()));
  const to = close >= 0 ? close : signs.length ? blocks[z]![1] : lines.length;
  return from < to ? { from, to, furniture } : undefined;
}

/** The runs of four or more spaces inside a line (not its indentation); a page's line is never long. */
function gapsOf(line: string): Gap[] {
  const gaps: Gap[] = [];
  if (line.length > 400) return gaps;
  let start = -1;
  for (let i = 0; i <= line.length; i++) {
    const space = line[i] === ' ' || line[i] === '\t';
    if (space && start < 0) start = i;
    if (!space && start >= 0) {
      // Not the line's indentation (from 0) nor its trailing spaces.
      if (start > 0 && i < line.length && i - start >= 4) gaps.push({ start, end: i });
      start = -1;
    }
  }
  return gaps;
}

/**
 * The last gap with prose after it (at least `words` words) and `before` words before it: the gap
 * between two columns. (Before it may stand a table's row, with no words: "2022    410.000".)
 */
function proseGap(line: string, words: number, before: number): Gap | undefined {
  const prose = (s: string, n: number) => wordCount(s) >= n && s.trim().length >= n * 5;
  return gapsOf(line)
    .reverse()
    .find((g) => prose(line.slice(g.end), words) && prose(line.slice(0, g.start), before));
}

/**
 * A page read column by column. The right column starts at the same place on each of the page's
 * lines: each line is split at its gap nearest that place (a table's row beside prose has gaps of
 * its own); a line without one goes to the column its indentation puts it in.
 */
function columnsOf(page: string[]): Row[] {
  const lines = page.map((l) => l.trimEnd());
  const starts = lines.flatMap((l) => proseGap(l, 2, 0)?.end ?? []).sort((a, b) => a - b);
  const col = starts[Math.floor(starts.length / 2)] ?? 0;
  const split = lines.map((line) => {
    // A line that starts in the right column is the right column's whole ("2022    410.000").
    if (col && line.length - line.trimStart().length >= col * 0.6) return undefined;
    const gap = gapsOf(line).sort((a, b) => Math.abs(a.end - col) - Math.abs(b.end - col))[0];
    return gap && Math.abs(gap.end - col) <= 8 ? gap : undefined;
  });
  // The columns run from the first split line to the last and the lines right after it; what stands
  // apart from them, above or below a blank line (a title, the page's footnotes), spans the page.
  const first = split.findIndex(Boolean);
  if (starts.length < 2 || first < 0) return rowsOf(lines);
  let end = split.findLastIndex(Boolean) + 1;
  while (end < lines.length && lines[end]!.trim()) end++;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = first; i < end; i++) {
    const [line, gap] = [lines[i]!, split[i]];
    if (gap) {
      left.push(line.slice(0, gap.start));
      right.push(line.slice(gap.end));
    } else if (!line.trim()) {
      // A blank row ends a paragraph in both columns.
      left.push('');
      right.push('');
    } else if (line.length - line.trimStart().length >= col * 0.6) right.push(line);
    else left.push(line);
  }
  // The left column's last line may run on into the right's first: they are read as one text.
  return [lines.slice(0, first), left, right, lines.slice(end)].flatMap(rowsOf);
}

/** A column's lines as rows: a line with a wide gap inside is a table's row, its cells tab-separated. */
function rowsOf(lines: string[]): Row[] {
  const texts = lines.map((l) => l.trim());
  const width = Math.max(0, ...texts.map((t) => t.length));
  return texts.map((t) => {
    const cells = t.split(/[ \t]{3,80}/);
    // (Only a page whose lines are wrapped at its width has full lines: a paste of whole paragraphs,
    // each a line however long, has none to join.)
    const full = width <= WRAPPED_WIDTH_MAX && t.length >= width * 0.7;
    return { text: cells.join('\t'), full, table: cells.length > 1 };
  });
}

/** A paragraph's lines joined; a heading, list item, table row or footnote keeps a line of its own. */
function paragraphs(rows: Row[]): string[] {
  const out: string[] = [];
  let prev: Row | undefined;
  for (const row of rows) {
    if (!row.text) {
      if (out.length && out.at(-1) !== '') out.push('');
      prev = undefined;
    } else if (prev && continues(prev, row)) out[out.length - 1] = glued(out.at(-1)!, row.text);
    else out.push(row.text);
    if (row.text) prev = row;
  }
  while (out.at(-1) === '') out.pop();
  return out;
}

/** (A line opening on a bracket is a note set on the page, "[Comment JS6]: …", never a wrapped line's rest.) */
const standsAlone = (t: string) =>
  HEADING.test(t) || LIST_ITEM.test(t) || FOOTNOTE.test(t) || inCapitals(t, 3) || t.startsWith('[');

function continues(prev: Row, row: Row): boolean {
  if (prev.table || row.table || standsAlone(row.text) || HEADING.test(prev.text) || inCapitals(prev.text, 3))
    return false;
  if (HYPHEN_END.test(prev.text) || LOWER_START.test(row.text)) return true;
  // A short line ends its paragraph (or is a heading); a full one runs on into the next, unless
  // that is a heading after a sentence's end ("…41% of sales." / "Highlights").
  const heading = !row.full && !SENTENCE_END.test(row.text);
  return prev.full && !prev.text.endsWith(':') && !(heading && SENTENCE_END.test(prev.text));
}

/** "cresciu-" + "te" is "cresciute"; "Nord-" + "Europa" keeps its hyphen; "Export-" + "und" its space. */
function glued(line: string, next: string): string {
  if (!HYPHEN_END.test(line)) return `${line} ${next}`;
  if (SUSPENDED.test(next)) return `${line} ${next}`;
  return LOWER_START.test(next) ? line.slice(0, -1) + next : line + next;
}

/** Footnote markers off the words they are glued to (a footnote's own leading marker stays). */
const unmarked = (line: string) =>
  line.replace(MARKER, (mark, at: number) => {
    const before = line.slice(Math.max(0, at - 4), at);
    return MARKED_AFTER.test(before) && !UNIT_BEFORE.test(before) ? '' : mark;
  });
