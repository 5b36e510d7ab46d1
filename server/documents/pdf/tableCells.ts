import type { Line } from './lines';

/** Footnote marks set small above a table's figures ("273.879.750¹"): a row of them is no row. */
const MARK = /^[\d*†‡§]{1,3}$/;

/**
 * A PDF table's rows as the light Markdown's "| a | b |" lines, each cell in its column. A row
 * with fewer cells than the table's fullest (a header over the row labels, a merged cell, an
 * empty one) has its cells placed by where they sit: each goes in the column whose left edge is
 * the last one before its middle, and the columns it leaves are empty cells. A row that cannot be
 * placed so (two cells in one column) stays as it is. A row of footnote marks goes.
 */
export function tableLines(rows: Line[][]): string {
  const sizes = rows
    .flat()
    .map((c) => c.size)
    .sort((a, b) => a - b);
  const typical = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const kept = rows.filter((row) => !row.every((c) => MARK.test(c.text) && c.size < typical * 0.8));
  const fullest = kept.reduce<Line[]>((a, b) => (b.length > a.length ? b : a), []);
  const edges = fullest.map((c) => c.x0);
  const place = (row: Line[]): string[] => {
    if (row.length >= fullest.length) return row.map((c) => c.text);
    const cells = edges.map(() => '');
    for (const cell of row) {
      const middle = (cell.x0 + cell.x1) / 2;
      let column = 0;
      for (const [j, edge] of edges.entries()) if (edge - 2 <= middle) column = j;
      if (cells[column]) return row.map((c) => c.text);
      cells[column] = cell.text;
    }
    return cells;
  };
  return kept
    .map(
      (row) =>
        `| ${place(row)
          .map((t) => t.replaceAll('|', '/'))
          .join(' | ')} |`,
    )
    .join('\n');
}
