import {
  DRAFT_SLIDE_BUDGET,
  DRAFT_TABLE_ROWS,
  TABLE_COLUMNS_MAX,
  TABLE_ROWS_MAX,
} from '../../../common/limits';
import type { Table } from '../../../common/slides/content';
import { isPeriod } from '../../../common/slides/readData';
import { sayShorter } from './shorter';

/** A header cell is a short label, not a figure or a sentence. */
const HEADER_CELL_MAX = 40;
/** A row that reads in one bullet ("Q1 — Revenue: $1.2M; Growth: 12%") is at most this long. */
const COMPACT_ROW_MAX = DRAFT_SLIDE_BUDGET.bulletChars;
const FIGURE = /^[+-]?[$€£¥]?\d/;

/** "Label: value", or "Question? answer" when the label already ends its own sentence. */
const labelled = (label: string, value: string) =>
  !label
    ? value
    : !value
      ? label
      : `${label}${label.endsWith(':') || label.endsWith('?') ? ' ' : ': '}${value}`;

/** A value this short is a status or a label ("On Target"): it stays whole beside its row. */
const SHORT_VALUE = 30;

/**
 * "KR1.1: Fund … by 2025 — On Target": a long label is said shorter so that a short value after
 * it stays on the bullet; a label with its own colon takes the value after a dash.
 */
function labelledShort(label: string, value: string): string {
  if (!value || !label || value.length > SHORT_VALUE) return labelled(label, value);
  const room = DRAFT_SLIDE_BUDGET.bulletChars - value.length - 3;
  const head = sayShorter(label, room);
  return head.includes(': ') ? `${trimStop(head)} — ${value}` : labelled(trimStop(head), value);
}
const trimStop = (text: string) => (text.endsWith('.') ? text.slice(0, -1) : text);

/**
 * How a document's table reads on slides:
 * - as bullets, one per row, when each row says itself in a line: a two-column table is label
 *   and value ("Analyste: ROB (432)"), a table with a header names each value by its column
 *   ("Q1 — Revenue: $1.2M; Growth: 12%"), a table without one joins its cells;
 * - as a slide per row when the rows are too wordy for a line (a comparison of licences, say):
 *   the row's label is the title and each cell a bullet named by its column, with the columns
 *   listed for an overview.
 * Rows past DRAFT_TABLE_ROWS are left out and counted in `leftOut`.
 */
export type TableReading =
  | { kind: 'bullets'; bullets: string[]; leftOut: number; rows: number }
  | {
      kind: 'rows';
      columns: string[];
      rows: { title: string; items: string[] }[];
      leftOut: number;
      total: number;
    };

/** A cell on a table slide: its first sentences that fit, said shorter at a clause, never cut with "…". */
const CELL_CHARS_MAX = 90;

/**
 * A document's table as a table slide's grid, when it has a header row that names its columns
 * (two or more): the rows under it, padded, each cell said in a line. Past TABLE_COLUMNS_MAX
 * columns or TABLE_ROWS_MAX rows, the rest is counted for the warning. Undefined for a table
 * without a header (its rows read as bullets, see readTable).
 */
export function gridOf(
  allRows: string[][],
): { table: Table; columnsLeft: number; rowsLeft: number } | undefined {
  const rows = allRows.filter((r) => r.some(Boolean));
  const width = Math.max(0, ...rows.map((r) => r.length));
  if (width < 2 || rows.length < 2) return undefined;
  const [first, ...body] = rows;
  const head =
    first!.length < width &&
    body.every((r) => r.length <= first!.length + 1) &&
    body.some((r) => r.length === first!.length + 1)
      ? ['', ...first!]
      : first!;
  // Years, quarters and months name columns too ("| | 2022 | 2023 |").
  const named =
    head.every((c, i) => (c || i === 0) && c.length <= HEADER_CELL_MAX && (!FIGURE.test(c) || isPeriod(c))) &&
    head.slice(1).some(Boolean);
  if (!named) return undefined;
  const columns = Math.min(width, TABLE_COLUMNS_MAX);
  const cell = (c: string) => cellText(c);
  const header = [...head, ...new Array(Math.max(0, width - head.length)).fill('')]
    .slice(0, columns)
    .map(cell);
  const kept = body
    .slice(0, TABLE_ROWS_MAX)
    .map((r) => [...r, ...new Array(Math.max(0, width - r.length)).fill('')].slice(0, columns).map(cell));
  return { table: { header, rows: kept }, columnsLeft: width - columns, rowsLeft: body.length - kept.length };
}

function cellText(text: string): string {
  const t = firstSentences(text.trim());
  if (t.length <= CELL_CHARS_MAX) return t;
  for (const mark of ['; ', ' – ', ' — ', ': ', ', ', ' (']) {
    const at = t.lastIndexOf(mark, CELL_CHARS_MAX);
    if (at > CELL_CHARS_MAX / 3) return t.slice(0, at).trimEnd();
  }
  const space = t.lastIndexOf(' ', CELL_CHARS_MAX);
  return space > CELL_CHARS_MAX / 2 ? t.slice(0, space) : t.slice(0, CELL_CHARS_MAX);
}

export function readTable(allRows: string[][]): TableReading {
  const rows = allRows.filter((r) => r.some(Boolean));
  const width = Math.max(0, ...rows.map((r) => r.length));
  const cap = <T>(list: T[], n: number) => ({
    kept: list.slice(0, n),
    leftOut: Math.max(0, list.length - n),
  });
  if (width <= 2) {
    const { kept, leftOut } = cap(
      rows.map(([k = '', v = '']) => labelledShort(k, v)).filter(Boolean),
      DRAFT_TABLE_ROWS,
    );
    return { kind: 'bullets', bullets: kept, leftOut, rows: rows.length };
  }
  const [first, ...body] = rows;
  // A header one cell short of its rows has lost its blank corner (a Google Docs PDF drops it):
  // its cells name the columns after the row labels.
  const head =
    first!.length < width &&
    body.length &&
    body.every((r) => r.length <= first!.length + 1) &&
    body.some((r) => r.length === first!.length + 1)
      ? ['', ...first!]
      : first;
  // A header labels the columns; its corner cell (above the row labels) may be blank.
  const hasHeader =
    body.length > 0 &&
    head!.every((c, i) => (c || i === 0) && c.length <= HEADER_CELL_MAX && !FIGURE.test(c)) &&
    head!.slice(1).some(Boolean);
  if (!hasHeader) {
    const { kept, leftOut } = cap(
      rows.map((r) => r.filter(Boolean).join(' — ')),
      DRAFT_TABLE_ROWS,
    );
    return { kind: 'bullets', bullets: kept, leftOut, rows: rows.length };
  }
  const named = (row: string[]) =>
    head!
      .slice(1)
      .map((column, i) => (row[i + 1] ? labelled(column, row[i + 1]!) : ''))
      .filter(Boolean);
  const lines = body.map((row) => [row[0], named(row).join('; ')].filter(Boolean).join(' — '));
  // A slide per row needs rows labelled by words (a code table's "i" or "e" is no title).
  const titled = body.every((row) => letters(row[0] ?? '') >= 2);
  if (!titled || lines.every((l) => l.length <= COMPACT_ROW_MAX)) {
    const { kept, leftOut } = cap(lines.filter(Boolean), DRAFT_TABLE_ROWS);
    return { kind: 'bullets', bullets: kept, leftOut, rows: body.length };
  }
  const perRow = Math.ceil(DRAFT_TABLE_ROWS / 3);
  const { kept, leftOut } = cap(body, perRow);
  return {
    kind: 'rows',
    columns: head!.slice(1).filter(Boolean),
    rows: kept.map((row, i) => ({
      title: row[0] || `${head![0] || 'Row'} ${i + 1}`,
      items: named(row).map((item) => sayShorter(firstSentences(item), DRAFT_SLIDE_BUDGET.bulletChars)),
    })),
    leftOut,
    total: body.length,
  };
}

/** A cell too long for a bullet keeps its first whole sentences that fit. */
function firstSentences(text: string): string {
  if (text.length <= DRAFT_SLIDE_BUDGET.bulletChars) return text;
  let out = '';
  for (const part of text.split('. ')) {
    const next = out ? `${out}. ${part}` : part;
    if (next.length > DRAFT_SLIDE_BUDGET.bulletChars - 1) break;
    out = next;
  }
  return out ? (out.endsWith('.') ? out : `${out}.`) : text;
}

function letters(text: string): number {
  let n = 0;
  for (const ch of text) if (/\p{L}/u.test(ch)) n++;
  return n;
}
