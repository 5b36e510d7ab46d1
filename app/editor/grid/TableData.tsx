import type { Table } from '@common/slides/content';
import type { Cells } from './cells';
import { DataGrid, type GridWords } from './DataGrid';
import { CELL_MAX, cellsTable, TABLE_LIMITS, tableCells } from './dataCells';
import { useGridDraft } from './useGridDraft';

const WORDS: GridWords = {
  row: 'row',
  rows: 'rows',
  column: 'column',
  columns: 'columns',
  firstColumn: 0,
  cell: ({ row, col }) =>
    row === 0
      ? { role: `column ${col + 1} heading`, placeholder: `Heading ${col + 1}` }
      : { role: `row ${row}, column ${col + 1}` },
};

/**
 * A table's cells in a grid, its header in row 1. Each committed cell, paste, or row or column
 * added or removed is one edit of `content.table`; the canvas redraws as cells are typed.
 */
export function TableData({
  slideId,
  table,
  onSave,
}: {
  slideId: string;
  table: Table | undefined;
  onSave: (label: string, table: Table | undefined) => void;
}) {
  const grid = useGridDraft({ slideId, field: 'table', saved: table, toCells: tableCells, read: cellsTable });
  function commit(cells: Cells, label: string) {
    grid.setCells(cells);
    const next = cellsTable(cells);
    if (grid.saving(next)) onSave(label, next);
  }
  return (
    <div className="grid gap-2 md:col-span-2">
      <span className="text-sm font-semibold text-ink">Table</span>
      <DataGrid
        label="Table data"
        cells={grid.cells}
        limits={TABLE_LIMITS}
        maxLength={CELL_MAX.table}
        words={WORDS}
        problems={[]}
        onDraft={grid.setCells}
        onCommit={commit}
      />
      <p className="text-xs text-slate-500">
        Row 1 is the header. Columns of figures are right-aligned on the slide. Paste cells from a spreadsheet
        into any cell.
      </p>
    </div>
  );
}
