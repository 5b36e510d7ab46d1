import { joinWith } from '../prose';
import { type Line, mostOf } from './lines';

/** Lines a page needs before its layout is looked at for columns. */
const MIN_LINES_FOR_COLUMNS = 8;
/** Lines on each side of a gutter for it to be one: a table's cells are not columns. */
const MIN_LINES_PER_COLUMN = 4;

interface Gutter {
  from: number;
  to: number;
}

/**
 * A page's lines in the order a person reads them. Columns are found from the page itself: a
 * gutter is a vertical strip that (almost) no line crosses, with prose on both sides (lines that
 * fill their column, so the cells of a table are not taken for columns). Lines that cross a gutter
 * (a title over both columns, a wide figure caption) cut the page into bands; each band is read
 * column by column, each column top to bottom, and the bands top to bottom. Columns run right to
 * left on a page written right to left.
 */
export function readingOrder(lines: Line[], bodySize: number): Line[] {
  const topDown = rowsTopDown(lines);
  const gutters = lines.length < MIN_LINES_FOR_COLUMNS ? [] : findGutters(lines, bodySize);
  if (!gutters.length) return joinPieces(topDown.map((l) => ({ ...l, column: 0 })));
  const rtl = lines.filter((l) => l.rtl).length > lines.length / 2;
  const columnOf = (l: Line) => {
    let column = 0;
    for (const g of gutters) {
      if (l.x0 < g.from + 1 && l.x1 > g.to - 1) return -1; // crosses this gutter
      if (l.x0 >= g.to - 1) column++;
    }
    return column;
  };
  const out: Line[] = [];
  // Where most lines of each column start and end (a justified column's margins).
  const starts = new Map<number, Map<number, number>>();
  const ends = new Map<number, Map<number, number>>();
  const count = (counts: Map<number, Map<number, number>>, column: number, x: number) => {
    const of = counts.get(column) ?? new Map<number, number>();
    counts.set(column, of);
    of.set(Math.round(x), (of.get(Math.round(x)) ?? 0) + 1);
  };
  let band: Line[][] = gutters.map(() => []).concat([[]]);
  const flush = () => {
    const columns = rtl ? [...band].reverse() : band;
    for (const [i, column] of columns.entries())
      for (const l of column) {
        out.push({ ...l, column: i });
        count(starts, i, l.x0);
        count(ends, i, l.x1);
      }
    band = band.map(() => []);
  };
  for (const line of topDown) {
    const column = columnOf(line);
    if (column < 0) {
      flush();
      out.push({ ...line, column: 0 });
    } else band[column]!.push(line);
  }
  flush();
  const edges = new Map<number, { x0: number; x1: number }>();
  for (const [column, of] of starts) edges.set(column, { x0: mostOf(of)!, x1: mostOf(ends.get(column)!)! });
  return joinPieces(joinJustified(out, edges));
}

/** Word spaces of a justified line in a narrow column may be this wide (in ems), not wider. */
const JUSTIFIED_GAP = 4;

/**
 * A justified line of a narrow column, cut into pieces at its wide word spaces ("a  normal  page
 * is  produced"), joined back: the pieces of one row and one column that together run from the
 * column's left edge to its right one, with gaps no wider than a stretched space. Left apart,
 * they read as the cells of a table.
 */
function joinJustified(lines: Line[], edges: Map<number, { x0: number; x1: number }>): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; ) {
    const first = lines[i]!;
    let end = i + 1;
    while (
      end < lines.length &&
      lines[end]!.column === first.column &&
      Math.abs(lines[end]!.y - first.y) < first.size * 0.35 &&
      lines[end]!.x0 - lines[end - 1]!.x1 > -1 &&
      lines[end]!.x0 - lines[end - 1]!.x1 < first.size * JUSTIFIED_GAP
    )
      end++;
    const row = lines.slice(i, end);
    const edge = edges.get(first.column ?? 0);
    const last = row.at(-1)!;
    if (
      edge &&
      row.length > 1 &&
      !first.rtl &&
      first.x0 <= edge.x0 + first.size &&
      last.x1 >= edge.x1 - first.size
    ) {
      out.push({
        ...first,
        text: row.reduce((t, l) => joinWith(t, l.text), ''),
        x1: last.x1,
      });
    } else out.push(...row);
    i = end;
  }
  return out;
}

/**
 * Lines top to bottom, each row left to right. A row is the lines on one baseline as linesOf finds
 * them (within a third of the type size): the cells of one table row may sit a hair apart (a
 * Google Docs table puts the cells that hold a flag 1e-7 pt higher than the others), and sorting
 * on the exact height would read those cells first.
 */
export function rowsTopDown(lines: Line[]): Line[] {
  const sorted = [...lines].sort((p, q) => q.y - p.y || p.x0 - q.x0);
  const out: Line[] = [];
  let row: Line[] = [];
  const flush = () => {
    out.push(...row.sort((p, q) => p.x0 - q.x0));
    row = [];
  };
  for (const line of sorted) {
    const base = row[0];
    if (base && Math.abs(base.y - line.y) > Math.min(base.size, line.size) * 0.35) flush();
    row.push(line);
  }
  flush();
  return out;
}

/** Pieces of one row and one column closer than this (in ems) are one line; wider apart, cells. */
const CELL_GAP = 1.0;

/** Lines split at a wide gap that turned out to sit in one column, joined back (cells stay apart). */
function joinPieces(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (
      last &&
      last.column === line.column &&
      Math.abs(last.y - line.y) < Math.min(last.size, line.size) * 0.35 &&
      (last.rtl ? last.x0 - line.x1 : line.x0 - last.x1) < Math.max(last.size, line.size) * CELL_GAP &&
      (last.rtl ? last.x0 - line.x1 : line.x0 - last.x1) > -1
    ) {
      out[out.length - 1] = {
        ...last,
        text: joinWith(last.text, line.text),
        x0: Math.min(last.x0, line.x0),
        x1: Math.max(last.x1, line.x1),
        font: last.text.length >= line.text.length ? last.font : line.font,
        size: last.text.length >= line.text.length ? last.size : line.size,
      };
    } else out.push(line);
  }
  return out;
}

/** A line with a few letters or digits: page numbers in a contents list and dot leaders are not. */
function substantial(line: Line): boolean {
  let n = 0;
  for (const ch of line.text) if (/[\p{L}\p{N}]/u.test(ch) && ++n >= 3) return true;
  return false;
}

function findGutters(all: Line[], bodySize: number): Gutter[] {
  // Page numbers and leaders sit in narrow strips of their own; they are no guide to columns.
  const lines = all.filter(substantial);
  if (lines.length < MIN_LINES_FOR_COLUMNS) return [];
  const left = Math.floor(Math.min(...lines.map((l) => l.x0)));
  const right = Math.ceil(Math.max(...lines.map((l) => l.x1)));
  const width = right - left;
  if (width <= 0 || width > 20_000) return [];
  // How many lines cover each point across the page (a difference array: one pass per line).
  const delta = new Int32Array(width + 2);
  for (const l of lines) {
    delta[Math.max(0, Math.floor(l.x0) - left)]! += 1;
    delta[Math.min(width + 1, Math.ceil(l.x1) - left)]! -= 1;
  }
  // Titles, wide captions and headers cross the gutter: a few lines may, not many; and the lines
  // set across most of the page (a paper's title, byline and abstract over its columns) may too.
  const wide = lines.filter((l) => l.x1 - l.x0 > width * 0.5).length;
  const allowed = Math.max(1, Math.floor(lines.length * 0.1)) + wide;
  const minWidth = Math.max(bodySize * 0.6, 5);
  const candidates: Gutter[] = [];
  let cover = 0;
  let start = -1;
  for (let x = 0; x <= width; x++) {
    cover += delta[x]!;
    const open = cover <= allowed;
    if (open && start < 0) start = x;
    if ((!open || x === width) && start >= 0) {
      const end = open ? x + 1 : x;
      if (start > 0 && end < width && end - start >= minWidth) {
        candidates.push({ from: left + start, to: left + end });
      }
      start = -1;
    }
  }
  // Each side of a gutter holds prose: enough lines, most of which fill their column.
  const edges = [left, ...candidates.flatMap((g) => [g.from, g.to]), right];
  const kept: Gutter[] = [];
  for (const [i, g] of candidates.entries()) {
    const leftFrom = edges[i * 2]!;
    const rightTo = edges[i * 2 + 3]!;
    const filled = (from: number, to: number) => {
      // A justified line of a narrow column is cut into pieces at its wide spaces: the pieces on
      // one baseline are one line of the column. Most lines are one piece that fills the column
      // (a table's rows are cells, however far they reach together).
      const rows = new Map<number, { pieces: number; x0: number; x1: number }>();
      for (const l of lines) {
        if (l.x0 < from - 1 || l.x1 > to + 1) continue;
        const y = Math.round(l.y);
        const row = rows.get(y);
        if (row) row.pieces++;
        else rows.set(y, { pieces: 1, x0: l.x0, x1: l.x1 });
      }
      const inside = [...rows.values()];
      const full = inside.filter((l) => l.pieces === 1 && l.x1 - l.x0 >= (to - from) * 0.6);
      return (
        inside.length >= MIN_LINES_PER_COLUMN &&
        full.length >= inside.length * 0.5 &&
        to - from >= width * 0.18
      );
    };
    if (filled(leftFrom, g.from) && filled(g.to, rightTo)) kept.push(g);
  }
  return kept;
}
