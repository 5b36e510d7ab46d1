import type { Line } from './lines';

/** Rows at the top and at the foot of a page looked at for running headers and footers. */
const EDGE_ROWS = 2;

/** "12", "xiv", "Page 3", "3 of 10", "- 4 -", "3/10": a page number and nothing else. */
export function isPageNumber(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (!t || t.length > 24) return false;
  let rest = t;
  for (const word of ['page', 'p.', 'seite', 'página', 'стр.', 'страница']) {
    if (rest.startsWith(word)) {
      rest = rest.slice(word.length).trim();
      break;
    }
  }
  rest = stripDashes(rest);
  const words = rest.replaceAll('/', ' / ').split(' ').filter(Boolean);
  if (words.length === 1) return isNumeral(words[0]!);
  return words.length === 3 && isNumeral(words[0]!) && SEPARATORS.has(words[1]!) && isNumeral(words[2]!);
}

const SEPARATORS = new Set(['of', '/', 'из', 'von', 'de']);

function stripDashes(t: string): string {
  let start = 0;
  let end = t.length;
  const dash = (c: string | undefined) => c === '-' || c === '–' || c === '—' || c === ' ' || c === '|';
  while (start < end && dash(t[start])) start++;
  while (end > start && dash(t[end - 1])) end--;
  return t.slice(start, end);
}

function isNumeral(t: string): boolean {
  if (!t || t.length > 8) return false;
  let digits = true;
  let roman = true;
  for (const c of t) {
    if (c < '0' || c > '9') digits = false;
    if (!'ivxlcdm'.includes(c)) roman = false;
  }
  return digits || roman;
}

/** What a running line says once its numbers are set aside: "Chapter 3 · 41" and "Chapter 3 · 42" agree. */
function keyOf(text: string): string {
  let out = '';
  for (const c of text.toLowerCase()) {
    if (c >= '0' && c <= '9') {
      if (!out.endsWith('#')) out += '#';
    } else if (c.trim()) out += c;
  }
  return out;
}

/** The rows (lines of one baseline) at the top and at the foot of a page, as indexes into its lines. */
function edgeRows(lines: Line[]): number[] {
  const ys = [...new Set(lines.map((l) => Math.round(l.y)))].sort((a, b) => b - a);
  const edge = new Set([...ys.slice(0, EDGE_ROWS), ...ys.slice(-EDGE_ROWS)]);
  if (ys.length <= EDGE_ROWS * 2) {
    // A short page: only its first and last rows can be running lines.
    edge.clear();
    edge.add(ys[0]!);
    edge.add(ys.at(-1)!);
  }
  return lines.flatMap((l, i) => (edge.has(Math.round(l.y)) ? [i] : []));
}

/**
 * Pages without their running headers and footers: page numbers at the top or foot of a page, and
 * lines at the top or foot that repeat, numbers aside, on at least three pages (or on every page of
 * a shorter document) — a journal's "NATURE | Vol 465 | 3 June 2010" or a book's chapter title.
 */
export function dropRunningLines(pages: Line[][]): Line[][] {
  const edges = pages.map(edgeRows);
  const seen = new Map<string, Set<number>>();
  edges.forEach((indexes, page) => {
    for (const i of indexes) {
      const key = keyOf(pages[page]![i]!.text);
      if (!key || key === '#') continue;
      const on = seen.get(key) ?? new Set<number>();
      seen.set(key, on);
      on.add(page);
    }
  });
  const needed = pages.length >= 3 ? 3 : Math.max(2, pages.length);
  // The cover (the first page with text) may show the title that the other pages repeat as their
  // running header ("gnuplot 5.4"): set larger there than the header is, it is the title, and stays.
  const cover = pages.findIndex((lines) => lines.length > 0);
  const headerSize = new Map<string, number>();
  edges.forEach((indexes, page) => {
    if (page === cover) return;
    for (const i of indexes) {
      const line = pages[page]![i]!;
      const key = keyOf(line.text);
      headerSize.set(key, Math.min(headerSize.get(key) ?? Number.POSITIVE_INFINITY, line.size));
    }
  });
  const isCoverTitle = (line: Line, page: number) =>
    page === cover && line.size >= (headerSize.get(keyOf(line.text)) ?? Number.POSITIVE_INFINITY) * 1.3;
  return pages.map((lines, page) => {
    const drop = new Set<number>();
    for (const i of edges[page]!) {
      const text = lines[i]!.text;
      if (isPageNumber(text)) drop.add(i);
      else if ((seen.get(keyOf(text))?.size ?? 0) >= needed && !isCoverTitle(lines[i]!, page)) drop.add(i);
    }
    return drop.size ? lines.filter((_, i) => !drop.has(i)) : lines;
  });
}
