import { SLIDE_ITEMS_MAX } from '../../common/limits';
import type { DraftSlide } from './documentSlides';

/** A header cell is a short label, not a figure or a sentence. */
const HEADER_CELL_MAX = 40;
/** A row that reads in one bullet ("Q1 — Revenue: $1.2M; Growth: 12%") is at most this long. */
const COMPACT_ROW_MAX = 160;
/** A wordy table gives a slide per row, up to this many. */
const MAX_ROW_SLIDES = 12;
const ITEM_MAX = 200;
const FIGURE = /^[+-]?[$€£]?\d/;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** Too long for a bullet: its first whole sentences that fit, else cut with an ellipsis. */
function shorten(s: string, n: number) {
  if (s.length <= n) return s;
  let out = '';
  for (const sentence of s.split(/(?<=[.!?]["'”’)]{0,3})\s+/)) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > n) break;
    out = next;
  }
  return /[.!?]["'”’)]*$/.test(out) ? out : clip(s, n);
}

/** "Label: value", or "Question? answer" when the label already ends its own sentence. */
const labelled = (label: string, value: string) =>
  !label ? value : !value ? label : `${label}${/[:?]$/.test(label) ? ' ' : ': '}${value}`;

/**
 * How a document's table reads on slides:
 * - as bullets, one per row, when each row says itself in a line: a two-column table is label
 *   and value ("Analyste: ROB (432)"), a table with a header names each value by its column
 *   ("Q1 — Revenue: $1.2M; Growth: 12%"), a table without one joins its cells;
 * - as a slide per row when the rows are too wordy for a line (a comparison of licences, say):
 *   the row's label is the title and each cell a bullet named by its column, with the columns
 *   listed for an overview slide.
 */
export type TableReading =
  | { kind: 'bullets'; bullets: string[] }
  | { kind: 'rows'; columns: string[]; slides: DraftSlide[] };

export function readTable(rows: string[][]): TableReading {
  const width = Math.max(0, ...rows.map((r) => r.length));
  if (width <= 2) {
    return { kind: 'bullets', bullets: rows.map(([k = '', v = '']) => labelled(k, v)).filter(Boolean) };
  }
  const [head, ...body] = rows;
  // A header labels the columns; its corner cell (above the row labels) may be blank.
  const hasHeader =
    body.length > 0 &&
    head!.every((c, i) => (c || i === 0) && c.length <= HEADER_CELL_MAX && !FIGURE.test(c)) &&
    head!.slice(1).some(Boolean);
  if (!hasHeader) return { kind: 'bullets', bullets: rows.map((r) => r.filter(Boolean).join(' — ')) };

  const named = (row: string[]) =>
    head!
      .slice(1)
      .map((column, i) => (row[i + 1] ? labelled(column, row[i + 1]!) : ''))
      .filter(Boolean);
  const lines = body.map((row) => [row[0], named(row).join('; ')].filter(Boolean).join(' — '));
  if (lines.every((l) => l.length <= COMPACT_ROW_MAX)) {
    return { kind: 'bullets', bullets: lines.filter(Boolean) };
  }
  const slides = body
    .filter((row) => row.some(Boolean))
    .slice(0, MAX_ROW_SLIDES)
    .map((row, i) => ({
      type: 'content' as const,
      title: clip(row[0] || `${head![0] || 'Row'} ${i + 1}`, 200),
      content: {
        items: named(row)
          .slice(0, SLIDE_ITEMS_MAX)
          .map((item) => shorten(item, ITEM_MAX)),
      },
    }))
    .filter((slide) => slide.content.items.length);
  return { kind: 'rows', columns: head!.slice(1), slides };
}
