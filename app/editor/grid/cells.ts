/**
 * The data grid's model (issue 31): rows of cell text, the first row the header, as a spreadsheet
 * shows them. Pure, so what a paste or a typed figure becomes is tested without a browser.
 */
export type Cells = string[][];

/** Where a cell is: 0-based row and column. */
export interface At {
  row: number;
  col: number;
}

/** How big a grid may grow, header row included. */
export interface GridLimits {
  rows: number;
  cols: number;
}

/** "A", "B", … "Z", "AA": a column as a spreadsheet names it. */
export function columnName(col: number): string {
  let name = '';
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** "B3": a cell as a spreadsheet names it, rows counted from 1 with the header as row 1. */
export const cellName = ({ row, col }: At) => `${columnName(col)}${row + 1}`;

/** Every row as wide as the widest, so the grid is a rectangle (a table's ragged rows are padded). */
export function rectangle(cells: Cells, minCols = 1): Cells {
  const width = Math.max(minCols, ...cells.map((r) => r.length));
  return cells.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
}

/**
 * Cells as a spreadsheet copies them: tab-separated rows (Excel, Numbers, Google Sheets), or CSV
 * with quoted cells (a quoted cell may hold commas, doubled quotes and line breaks). Undefined for
 * plain text, which a cell takes as it is.
 */
export function readClipboard(text: string): Cells | undefined {
  let body = text.replace(/\r\n?/g, '\n');
  // The line break a spreadsheet ends its copy with is no row (a loop: the regex audit wants linear).
  while (body.endsWith('\n')) body = body.slice(0, -1);
  if (body.includes('\t')) return body.split('\n').map((line) => line.split('\t'));
  if (!body.includes('\n') || !body.includes(',')) return undefined;
  return readCsv(body);
}

function readCsv(body: string): Cells {
  const rows: Cells = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

/**
 * The grid with `block` written from `at` rightwards and down, grown to hold it within `limits`;
 * what lies past the limits is left out and counted.
 */
export function pasteInto(
  cells: Cells,
  at: At,
  block: Cells,
  limits: GridLimits,
): { cells: Cells; clipped: { rows: number; cols: number } } {
  const blockCols = Math.max(...block.map((r) => r.length));
  const rows = Math.min(limits.rows, Math.max(cells.length, at.row + block.length));
  const cols = Math.min(limits.cols, Math.max(cells[0]?.length ?? 0, at.col + blockCols));
  const out = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => cells[r]?.[c] ?? ''),
  );
  block.forEach((line, r) => {
    line.forEach((value, c) => {
      const row = out[at.row + r];
      if (row && at.col + c < cols) row[at.col + c] = value.trim();
    });
  });
  return {
    cells: out,
    clipped: {
      rows: Math.max(0, at.row + block.length - rows),
      cols: Math.max(0, at.col + blockCols - cols),
    },
  };
}

export const insertRow = (cells: Cells, index: number): Cells => {
  const width = cells[0]?.length ?? 1;
  return [...cells.slice(0, index), Array(width).fill(''), ...cells.slice(index)];
};
export const removeRow = (cells: Cells, index: number): Cells => cells.filter((_, r) => r !== index);
export const insertColumn = (cells: Cells, index: number): Cells =>
  cells.map((r) => [...r.slice(0, index), '', ...r.slice(index)]);
export const removeColumn = (cells: Cells, index: number): Cells =>
  cells.map((r) => r.filter((_, c) => c !== index));

export const setCell = (cells: Cells, { row, col }: At, value: string): Cells =>
  cells.map((r, i) => (i === row ? r.map((v, j) => (j === col ? value : v)) : r));

const SPACES = /[\s\u00a0\u202f\u2009]/g;
const CURRENCY = /^[€$£¥₹]|[€$£¥₹]$/;

/**
 * A figure as people type it: "1,234", "€49", "$1,200.50", "12%", "−3", "(12)" (a loss) read as
 * numbers. Undefined when it is not one ("n/a", "12 apples", "1.2.3").
 */
export function readNumber(text: string): number | undefined {
  let t = text.replace(SPACES, '').replace(/\u2212/g, '-');
  if (!t) return undefined;
  let sign = 1;
  if (t.startsWith('(') && t.endsWith(')')) {
    sign = -1;
    t = t.slice(1, -1);
  }
  if (t.startsWith('-')) {
    sign *= -1;
    t = t.slice(1);
  }
  t = t.replace(CURRENCY, '');
  if (t.startsWith('-')) {
    sign *= -1;
    t = t.slice(1);
  }
  if (t.endsWith('%')) t = t.slice(0, -1);
  // Thousands separators only where they group by three: "1,234,567", never "1,23".
  if (t.includes(',')) {
    if (!/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) return undefined;
    t = t.replaceAll(',', '');
  }
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(t)) return undefined;
  const n = Number(t) * sign;
  return Number.isFinite(n) ? n : undefined;
}

/** A number as a cell shows it: as typed when it reads as that number, else plainly. */
export const showNumber = (n: number | undefined) => (n === undefined ? '' : String(n));
