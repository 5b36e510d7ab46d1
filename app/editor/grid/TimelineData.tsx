import type { TimelineStep } from '@common/slides/content';
import type { Cells } from './cells';
import { DataGrid, type GridWords } from './DataGrid';
import { CELL_MAX, cellsTimeline, TIMELINE_COLUMNS, TIMELINE_LIMITS, timelineCells } from './dataCells';
import { useGridDraft } from './useGridDraft';

const PLACEHOLDERS = ['Discovery', 'May', 'Interviews and an audit'];

const WORDS: GridWords = {
  row: 'step',
  rows: 'steps',
  column: 'column',
  columns: 'columns',
  firstColumn: 0,
  fixedColumns: true,
  cell: ({ row, col }) =>
    row === 0
      ? { role: `the ${TIMELINE_COLUMNS[col]!.toLowerCase()} column`, readOnly: true }
      : {
          role: `step ${row} ${TIMELINE_COLUMNS[col]!.toLowerCase()}`,
          placeholder: row === 1 ? PLACEHOLDERS[col] : undefined,
        },
};

/** The cells with row 1 naming the columns again, whatever a paste left there. */
const withHeader = (cells: Cells): Cells => [[...TIMELINE_COLUMNS], ...cells.slice(1)];

/**
 * A timeline's steps in a grid, one step a row: its label, its date and its words. Each committed
 * cell, paste, or step added or removed is one edit of `content.steps`; the canvas redraws as
 * cells are typed. The chart's and the table's grid, with the columns fixed.
 */
export function TimelineData({
  slideId,
  steps,
  onSave,
}: {
  slideId: string;
  steps: TimelineStep[] | undefined;
  onSave: (label: string, steps: TimelineStep[] | undefined) => void;
}) {
  const grid = useGridDraft({
    slideId,
    field: 'steps',
    saved: steps,
    toCells: timelineCells,
    read: (cells) => cellsTimeline(cells).steps,
  });
  const { problems } = cellsTimeline(grid.cells);
  function commit(cells: Cells, label: string) {
    const next = withHeader(cells);
    grid.setCells(next);
    const result = cellsTimeline(next);
    if (result.problems.length || !grid.saving(result.steps)) return;
    onSave(label, result.steps);
  }
  return (
    <div className="grid gap-2 md:col-span-2">
      <span className="text-sm font-semibold text-ink">Timeline</span>
      <DataGrid
        label="Timeline steps"
        cells={grid.cells}
        limits={TIMELINE_LIMITS}
        maxLength={CELL_MAX.timeline}
        words={WORDS}
        problems={problems}
        onDraft={(cells) => grid.setCells(withHeader(cells))}
        onCommit={commit}
      />
      <p className="text-xs text-slate-500">
        One step a row, in order: its label, then a date and a few words if it has them. Paste rows from a
        spreadsheet into any cell.
      </p>
    </div>
  );
}
