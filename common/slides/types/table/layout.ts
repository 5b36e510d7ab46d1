import { FIT_FLOORS, SLIDE_HEIGHT } from '../../../limits';
import type { Table } from '../../content';
import {
  type Placed,
  type SlideFit,
  shrinkToFit,
  styleAt,
  type TextRole,
  textHeight,
} from '../../layout/fit';
import { textWidth } from '../../layout/measure';
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

/** A column of figures (every filled body cell a number, with its unit): right-aligned. */
export function numericColumns(grid: { rows: string[][]; columns: number }): boolean[] {
  return Array.from({ length: grid.columns }, (_, i) => {
    const cells = grid.rows.map((r) => r[i]!.trim()).filter(Boolean);
    return cells.length > 0 && cells.every((c) => NUMBER.test(c));
  });
}

/**
 * Column widths: each column's natural width (its widest cell on one line), and when they do not
 * all fit, the narrow ones keep theirs and the wide ones share what is left (and wrap). Spare
 * width goes to every column alike, so a table spans the slide.
 */
function columnWidths(grid: { header: string[]; rows: string[][]; columns: number }, size: number): number[] {
  const pad = 2 * CELL.padX * size;
  const natural = Array.from(
    { length: grid.columns },
    (_, i) =>
      Math.max(
        size * 3,
        textWidth(grid.header[i]!, styleAt({ ...TABLE_ROLES.body, weight: TABLE_HEADER_WEIGHT }, size)),
        ...grid.rows.map((r) => textWidth(r[i]!, styleAt(TABLE_ROLES.body, size))),
      ) + pad,
  );
  const total = natural.reduce((a, b) => a + b, 0);
  if (total <= DATA_WIDTH) {
    const extra = (DATA_WIDTH - total) / grid.columns;
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
  /** Column edges (x of each column and its width). */
  columns: { x: number; w: number; numeric: boolean }[];
  /** Row tops and heights: the header first. */
  rows: { y: number; h: number }[];
  size: number;
  /** The cells' padding above and below their text, in px. */
  padY: number;
  grid: ReturnType<typeof tableGrid>;
}

function place(slide: SlideView, sizes: Record<'title' | 'body', number>) {
  const head = placeDataTitle(slide.title, TABLE_ROLES.title, sizes.title);
  const grid = tableGrid(slide.content.table);
  const size = sizes.body;
  const padY = padYFor(grid.rows.length) * size;
  const widths = columnWidths(grid, size);
  const numeric = numericColumns(grid);
  let x = PAD_X;
  const columns = widths.map((w, i) => {
    const c = { x, w, numeric: numeric[i]! };
    x += w;
    return c;
  });
  const heightOf = (cells: string[], weight: number) =>
    Math.max(
      size * TABLE_ROLES.body.lineHeight,
      ...cells.map((cell, i) =>
        textHeight(cell, widths[i]! - 2 * CELL.padX * size, { ...TABLE_ROLES.body, weight }, size),
      ),
    ) +
    2 * padY;
  let y = head.top;
  const rows = [grid.header, ...grid.rows].map((cells, r) => {
    const h = heightOf(cells, r === 0 ? TABLE_HEADER_WEIGHT : 400) + (r === 0 ? HEADER_RULE : 0);
    const row = { y, h };
    y += h;
    return row;
  });
  return { fits: y <= BOTTOM, title: head.title, columns, rows, size, padY, grid };
}

export function layoutTable(slide: SlideView): TableLayout {
  const roles = rolesFor(slide.content.table?.rows.length ?? 0);
  const fit: SlideFit<'title' | 'body'> = shrinkToFit(roles, (sizes) => place(slide, sizes).fits);
  const { fits: _fits, ...placed } = place(slide, fit.sizes);
  return { fit, ...placed };
}
