import { FIT_FLOORS, SLIDE_HEIGHT } from '../../../limits';
import type { Table } from '../../content';
import {
  balancedTop,
  type Placed,
  type SlideFit,
  shrinkToFit,
  styleAt,
  type TextRole,
  textHeight,
} from '../../layout/fit';
import { lineWidth } from '../../layout/measure';
import { PAD_X, PAD_Y } from '../../theme';
import type { SlideView } from '../../view';
import { DATA_WIDTH, dataTitleRole, placeDataTitle } from '../titled';

const floors = FIT_FLOORS.table;
const BOTTOM = SLIDE_HEIGHT - PAD_Y;
/** A cell's padding, as parts of the text size: room to read across and between rows. */
export const CELL = { padX: 0.7, padY: 0.45 };
/** A short table's rows are given more air, so it fills the slide rather than its top third. */
const padYFor = (rows: number) => (rows <= 4 ? 0.85 : rows <= 8 ? 0.62 : CELL.padY);
/** The rule under the header row. */
export const HEADER_RULE = 4;

export const TABLE_ROLES: Record<'title' | 'body', TextRole> = {
  title: dataTitleRole(floors.title),
  body: { max: 32, floor: floors.body, weight: 400, lineHeight: 1.25 },
};
/** A short table is set larger, so it uses the slide (DECK-QUALITY: slides use their space). */
const bodyMax = (rows: number) => (rows <= 5 ? 42 : rows <= 10 ? 34 : 30);
const rolesFor = (rows: number) => ({ ...TABLE_ROLES, body: { ...TABLE_ROLES.body, max: bodyMax(rows) } });
export const TABLE_HEADER_WEIGHT = 700;

/** The header and rows as a full grid: ragged rows padded with empty cells to the widest. */
export function tableGrid(table: Table | undefined): { header: string[]; rows: string[][]; columns: number } {
  const header = table?.header ?? [];
  const rows = table?.rows ?? [];
  const columns = Math.max(header.length, ...rows.map((r) => r.length), 1);
  const pad = (r: string[]) => Array.from({ length: columns }, (_, i) => r[i] ?? '');
  return { header: pad(header), rows: rows.map(pad), columns };
}

// Written so no two runs of spaces can trade characters (the regex audit): the figure's own class
// holds its inner spaces, and a space before the currency belongs to the currency's group.
const NUMBER = /^[-+−(]?(?:\s*[$€£¥₹])?\s*\d[\d,.\s']*(%|[kKmMbB]n?|[A-Za-z€$£¥]{1,3})?\)?$/;

/** A cell that stands for a figure not there: a dash, "n/a". It neither makes nor breaks a column of figures. */
const NO_FIGURE = /^(?:[-–—−]{1,3}|n\/?a|n\.a\.)$/i;

/**
 * A column of figures (every filled body cell a number, with its unit, or a dash for none, and at
 * least one number): right-aligned.
 */
export function numericColumns(grid: { rows: string[][]; columns: number }): boolean[] {
  return Array.from({ length: grid.columns }, (_, i) => {
    const cells = grid.rows.map((r) => r[i]!.trim()).filter((c) => c && !NO_FIGURE.test(c));
    return cells.length > 0 && cells.every((c) => NUMBER.test(c));
  });
}

/**
 * Each cell measured once at a size: the width it takes on one line (its widest paragraph, as the
 * wrapping measures it), the header in the header's weight.
 */
function oneLineWidths(cells: string[][], size: number): number[][] {
  const head = styleAt({ ...TABLE_ROLES.body, weight: TABLE_HEADER_WEIGHT }, size);
  const body = styleAt(TABLE_ROLES.body, size);
  return cells.map((row, r) =>
    row.map((cell) => {
      const style = r === 0 ? head : body;
      if (!cell.includes('\n')) return lineWidth(cell, style);
      return Math.max(...cell.split('\n').map((p) => lineWidth(p, style)));
    }),
  );
}

/**
 * Column widths: each column's natural width (its widest cell on one line), and when they do not
 * all fit, the narrow ones keep theirs and the wide ones share what is left (and wrap). Spare
 * width goes to every column alike, so a table spans the slide.
 */
function columnWidths(wide: number[][], columns: number, size: number): number[] {
  const pad = 2 * CELL.padX * size;
  const natural = Array.from({ length: columns }, (_, i) => {
    let widest = size * 3;
    for (const row of wide) widest = Math.max(widest, row[i]!);
    return widest + pad;
  });
  const total = natural.reduce((a, b) => a + b, 0);
  if (total <= DATA_WIDTH) {
    const extra = (DATA_WIDTH - total) / columns;
    return natural.map((w) => w + extra);
  }
  const widths = [...natural];
  const open = new Set(widths.map((_, i) => i));
  let left = DATA_WIDTH;
  for (;;) {
    const share = left / open.size;
    const narrow = [...open].filter((i) => natural[i]! <= share);
    if (!narrow.length) {
      for (const i of open) widths[i] = share;
      return widths;
    }
    for (const i of narrow) {
      open.delete(i);
      left -= natural[i]!;
    }
    if (!open.size) return widths;
  }
}

export interface TableLayout {
  fit: SlideFit<'title' | 'body'>;
  title: Placed;
  /** The room under the title (its top and height), where the table rests. */
  room: { top: number; h: number };
  /** Column edges (x of each column and its width). */
  columns: { x: number; w: number; numeric: boolean }[];
  /** Row tops and heights: the header first. */
  rows: { y: number; h: number }[];
  size: number;
  /** The cells' padding above and below their text, in px. */
  padY: number;
  grid: ReturnType<typeof tableGrid>;
  /** By row (the header first) and column: the cell takes one line (or none) in its box. */
  oneLine: boolean[][];
}

/** What a table's placing needs that does not depend on the sizes: worked out once per table. */
function prepared(slide: SlideView) {
  const grid = tableGrid(slide.content.table);
  return { grid, cells: [grid.header, ...grid.rows], numeric: numericColumns(grid) };
}

function place(
  slide: SlideView,
  { grid, cells, numeric }: ReturnType<typeof prepared>,
  sizes: Record<'title' | 'body', number>,
) {
  const head = placeDataTitle(slide.title, TABLE_ROLES.title, sizes.title);
  const size = sizes.body;
  const padY = padYFor(grid.rows.length) * size;
  const wide = oneLineWidths(cells, size);
  const widths = columnWidths(wide, grid.columns, size);
  let x = PAD_X;
  const columns = widths.map((w, i) => {
    const c = { x, w, numeric: numeric[i]! };
    x += w;
    return c;
  });
  const line = size * TABLE_ROLES.body.lineHeight;
  // A cell as wide as its box or narrower takes one line (measured already); only wider ones and
  // those of several paragraphs are wrapped.
  const cellHeight = (cell: string, r: number, i: number) => {
    const box = widths[i]! - 2 * CELL.padX * size;
    if (!cell.trim()) return 0;
    if (!cell.includes('\n') && wide[r]![i]! <= box) return line;
    const role = { ...TABLE_ROLES.body, weight: r === 0 ? TABLE_HEADER_WEIGHT : 400 };
    return textHeight(cell, box, role, size);
  };
  const oneLine = cells.map((row, r) =>
    row.map((cell, i) => !cell.includes('\n') && wide[r]![i]! <= widths[i]! - 2 * CELL.padX * size),
  );
  const heights = cells.map((row, r) => {
    let tallest = line;
    for (let i = 0; i < row.length; i++) tallest = Math.max(tallest, cellHeight(row[i]!, r, i));
    return tallest + 2 * padY + (r === 0 ? HEADER_RULE : 0);
  });
  const tableH = heights.reduce((a, b) => a + b, 0);
  // A short table rests in the middle of the room under the title, as every type's body does.
  let y = balancedTop(head.top, BOTTOM - head.top, tableH);
  const rows = heights.map((h) => {
    const placed = { y, h };
    y += h;
    return placed;
  });
  return {
    fits: head.top + tableH <= BOTTOM,
    title: head.title,
    room: { top: head.top, h: BOTTOM - head.top },
    columns,
    rows,
    size,
    padY,
    grid,
    oneLine,
  };
}

/**
 * The table at the largest sizes that fit. Each size the fit asks about is placed once (the answer
 * is kept for the one chosen), and the fit asks about O(log steps) sizes (../../layout/fit.ts), so
 * a table's text is measured O(cells × log steps) times (table/layout.test.ts counts it).
 */
export function layoutTable(slide: SlideView): TableLayout {
  const roles = rolesFor(slide.content.table?.rows.length ?? 0);
  const placed = new Map<string, ReturnType<typeof place>>();
  const table = prepared(slide);
  const placeAt = (sizes: Record<'title' | 'body', number>) => {
    const key = `${sizes.title}/${sizes.body}`;
    let p = placed.get(key);
    if (!p) {
      p = place(slide, table, sizes);
      placed.set(key, p);
    }
    return p;
  };
  const fit: SlideFit<'title' | 'body'> = shrinkToFit(roles, (sizes) => placeAt(sizes).fits);
  const { fits: _fits, ...chosen } = placeAt(fit.sizes);
  return { fit, ...chosen };
}
