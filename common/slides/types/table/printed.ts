import { styleAt } from '../../layout/fit';
import { lineWidth } from '../../layout/measure';
import { CELL, TABLE_HEADER_WEIGHT, TABLE_ROLES, type TableLayout } from './layout';

/**
 * A printed table's text (the PDF), in few boxes that draw the editor's picture and keep its
 * reading order. Chromium's print costs per box of text (and per element in it), not per word:
 * a deck of tables with a box per cell printed in about four times a text deck's time. So each
 * row's one-line cells are one box holding the row's text (`line`), the cells in column order
 * with a tab between two cells, each tab ending where the next cell's column sets its text. The
 * PDF then holds the table row by row, each row's cells left to right, as a reader copies it.
 *
 * Tabs only align text at its start, so a run of left-aligned cells is a box read left to right,
 * and a run of right-aligned cells (a column of figures) is a box read right to left, whose tabs
 * end where each cell's text ends; its cells are still drawn, and so stored, left to right.
 * Every other cell (wrapped, several lines, right-to-left script) keeps a box of its own
 * (`cell`), as in the editor.
 */
export type PrintedBlock =
  | {
      kind: 'line';
      row: number;
      /** Right-aligned cells: the box reads right to left, from `edge` (its cells' right end). */
      right: boolean;
      /** Where the line starts: its first cell's text's left end, or for `right` the last cell's right end. */
      edge: number;
      /** The box's tab size: the tab stop after its first cell, in px from `edge`. */
      tab: number;
      cells: LineCell[];
    }
  | { kind: 'cell'; column: number; row: number; text: string };

export interface LineCell {
  column: number;
  /** The text as drawn: runs of spaces as one, none at either end (CSS `white-space: pre-line`). */
  text: string;
  /** Where a tab before this cell must end, in px from the line's edge (0 for the first cell). */
  stop: number;
  /** The tab before it takes the box's tab size (else a tab of its own, of size `stop`). */
  plainTab: boolean;
  /** In a right-to-left box, the text is set apart as left-to-right (else its order could change). */
  isolate: boolean;
}

/**
 * Whether a cell reads as one line of left-to-right text in a row's box: no character a browser
 * breaks a line at by itself (the HTML parser turns a carriage return into a line feed), nothing
 * right-to-left and no bidi control (such a cell keeps its own box and `dir="auto"`, as on screen).
 */
export function plainLine(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x0a && c <= 0x0d) return false;
    if (c === 0x85 || c === 0x2028 || c === 0x2029) return false;
    if (c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))
      return false;
    // Hebrew to NKo and Samaritan, their presentation forms, and the astral right-to-left scripts.
    if ((c >= 0x0590 && c <= 0x08ff) || (c >= 0xfb1d && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfefc))
      return false;
    if (c === 0xd802 || c === 0xd803 || c === 0xd83a || c === 0xd83b) return false;
  }
  return true;
}

/** A cell's text as `white-space: pre-line` draws it on one line: tabs and runs of spaces as one space, none at the ends. */
export function collapsed(text: string): string {
  let out = '';
  let space = false;
  for (const ch of text) {
    if (ch === ' ' || ch === '\t') {
      space = out.length > 0;
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += ch;
  }
  return out;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
/** Common separators (Unicode bidi class CS) that a figure holds: 1,200.50 and 12:30. */
const SEPARATORS = new Set(['.', ',', ':', '/']);
/** Terminators (bidi class ET) that a figure holds: €1,200, 45%, $4.5m. */
const TERMINATORS = new Set(['$', '€', '£', '¥', '₹', '%', '#']);

/**
 * Whether a cell keeps its left-to-right order among right-to-left neighbours without being set
 * apart (which costs an element per cell): when the Unicode bidi algorithm gives every character
 * of it the level of a left-to-right run, that is, it is made of Latin letters and digits, a
 * separator only between two digits and a terminator only next to a digit. "1 200", "-5" or
 * "12 USD" would be reordered ("200 1"), so they are set apart.
 */
export function keepsOrderInRtl(text: string): boolean {
  const chars = [...text];
  return chars.every((c, i) => {
    if (isDigit(c) || isLetter(c)) return true;
    if (SEPARATORS.has(c)) return isDigit(chars[i - 1]) && isDigit(chars[i + 1]);
    if (TERMINATORS.has(c)) return isDigit(chars[i - 1]) || isDigit(chars[i + 1]);
    return false;
  });
}

/** Two positions within a thousandth of a pixel: the same tab stop. */
const same = (a: number, b: number) => Math.abs(a - b) < 1e-3;

/** A length as Chromium lays it out: in 64ths of a pixel, the rest dropped (its LayoutUnit). */
export const laidOut = (px: number) => Math.floor(px * 64) / 64;

/**
 * Where the editor's drawing puts each column's text, to the 64th of a pixel: its row's grid adds
 * up the row's left edge, padding, tracks and gaps, each laid out on its own (so a column far
 * right sits up to a few 64ths left of its exact place), and a printed box must start there too.
 */
export function textColumns(l: TableLayout): Array<{ start: number; end: number }> {
  const pad = 2 * CELL.padX * l.size;
  let x = laidOut(l.columns[0]!.x) + laidOut(pad / 2);
  return l.columns.map((col) => {
    const track = { start: x, end: x + laidOut(col.w - pad) };
    x = track.end + laidOut(pad);
    return track;
  });
}

/** Where the editor's drawing puts the top of a row's text (the row's top, then its padding). */
export const textTop = (l: TableLayout, row: number) => laidOut(l.rows[row]!.y) + laidOut(l.padY);

/**
 * Whether a cell's text surely takes one line in its column as drawn. Its measured width can be
 * short of the drawn one: figures are drawn tabular (every digit as wide as a 0, a 1 too), and
 * measured with their own widths. So every digit is measured as a 4, wider than a tabular digit
 * at both weights; a cell that may still not fit keeps a box of its own, drawn as the editor's.
 */
function fitsOneLine(text: string, row: number, width: number, size: number): boolean {
  let widest = '';
  for (const ch of text) widest += ch >= '0' && ch <= '9' ? '4' : ch;
  const role = { ...TABLE_ROLES.body, weight: row === 0 ? TABLE_HEADER_WEIGHT : TABLE_ROLES.body.weight };
  return lineWidth(widest, styleAt(role, size)) < width;
}

export function printedBlocks(l: TableLayout): PrintedBlock[] {
  const cells = [l.grid.header, ...l.grid.rows];
  const columns = textColumns(l);
  /** Where a column's text starts (left-aligned) or ends (right-aligned). */
  const start = (i: number) => columns[i]!.start;
  const end = (i: number) => columns[i]!.end;
  const blocks: PrintedBlock[] = [];
  for (let r = 0; r < cells.length; r++) {
    let run: { right: boolean; columns: number[] } | undefined;
    const close = () => {
      if (run) blocks.push(lineOf(r, run.right, run.columns));
      run = undefined;
    };
    const lineOf = (row: number, right: boolean, columns: number[]): PrintedBlock => {
      // A right-aligned run is read from its right end: its last cell first.
      const order = right ? [...columns].reverse() : columns;
      const edge = right ? end(order[0]!) : start(order[0]!);
      const stopOf = (i: number) => (right ? edge - end(i) : start(i) - edge);
      const tab = order.length > 1 ? stopOf(order[1]!) : 0;
      const line: LineCell[] = order.map((i, k) => {
        const stop = stopOf(i);
        const before = k > 0 ? stopOf(order[k - 1]!) : 0;
        // A tab of the box's size ends at the first multiple of it past the cell before, which
        // is this stop when the stops are that size apart from the start (equal columns).
        const plainTab = k > 0 && same(stop - before, tab) && same(stop / tab, Math.round(stop / tab));
        const text = collapsed(cells[row]![i]!);
        return { column: i, text, stop, plainTab, isolate: right && !keepsOrderInRtl(text) };
      });
      return { kind: 'line', row, right, edge, tab, cells: line };
    };
    for (let i = 0; i < l.columns.length; i++) {
      const text = cells[r]![i]!;
      if (!collapsed(text)) continue;
      const lined =
        l.oneLine[r]![i]! && plainLine(text) && fitsOneLine(collapsed(text), r, end(i) - start(i), l.size);
      if (!lined) {
        close();
        blocks.push({ kind: 'cell', column: i, row: r, text });
        continue;
      }
      const right = l.columns[i]!.numeric;
      if (run && run.right !== right) close();
      run ??= { right, columns: [] };
      run.columns.push(i);
    }
    close();
  }
  return blocks;
}
