import { Columns3, Rows3, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import {
  type At,
  type Cells,
  cellName,
  columnName,
  type GridLimits,
  insertColumn,
  insertRow,
  pasteInto,
  readClipboard,
  readNumber,
  removeColumn,
  removeRow,
  setCell,
} from './cells';
import type { CellProblem } from './dataCells';
import { GridButton, GridProblems } from './GridParts';

/** What the grid's rows and columns are called, and which of them cannot be removed. */
export interface GridWords {
  row: string;
  rows: string;
  column: string;
  columns: string;
  /** The placeholder and the spoken name of a cell by its place; a read-only cell names a column. */
  cell: (at: At) => { placeholder?: string; role: string; readOnly?: boolean };
  /** Columns before this one are fixed (a chart's categories). */
  firstColumn: number;
  /** The columns are the data's own (a timeline's step, date and text): none added or removed. */
  fixedColumns?: boolean;
}

/**
 * A spreadsheet-like grid of text cells: arrows move between cells (left and right once the caret
 * is at the text's edge), Enter goes down, Tab across, Escape takes back what was typed in the
 * cell. Typing changes the draft (`onDraft`, redrawn at once); a cell left with new text, a paste
 * or a row or column added or removed is one `onCommit`, one step of the editor's history. Cells
 * copied from a spreadsheet (tab-separated or CSV) fill the grid from the focused cell.
 */
export function DataGrid({
  label,
  cells,
  limits,
  maxLength,
  words,
  problems,
  onDraft,
  onCommit,
}: {
  label: string;
  cells: Cells;
  limits: GridLimits;
  maxLength: number;
  words: GridWords;
  problems: CellProblem[];
  onDraft: (cells: Cells) => void;
  onCommit: (cells: Cells, label: string) => void;
}) {
  const id = useId();
  const table = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<At>({ row: 0, col: words.firstColumn });
  /** The focused cell's text when it was focused: what Escape goes back to, and whether it changed. */
  const base = useRef('');
  const [notice, setNotice] = useState('');
  const rows = cells.length;
  const cols = cells[0]?.length ?? 0;
  const wrong = new Map(problems.map((p) => [`${p.at.row}:${p.at.col}`, p]));

  const focusCell = (at: At) => {
    requestAnimationFrame(() => {
      const input = table.current?.querySelector<HTMLInputElement>(`[data-cell="${at.row}:${at.col}"]`);
      input?.focus();
      input?.select();
    });
  };

  function change(next: Cells, what: string, focus?: At) {
    setNotice('');
    onCommit(next, what);
    if (focus) {
      setActive(focus);
      focusCell(focus);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>, at: At) {
    const input = e.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    const move = (row: number, col: number) => {
      if (row < 0 || col < 0 || row >= rows || col >= cols) return;
      e.preventDefault();
      focusCell({ row, col });
    };
    if (e.key === 'ArrowUp') move(at.row - 1, at.col);
    else if (e.key === 'ArrowDown') move(at.row + 1, at.col);
    else if (e.key === 'ArrowLeft' && atStart) move(at.row, at.col - 1);
    else if (e.key === 'ArrowRight' && atEnd) move(at.row, at.col + 1);
    else if (e.key === 'Enter') {
      e.preventDefault();
      const row = at.row + (e.shiftKey ? -1 : 1);
      if (row >= 0 && row < rows) focusCell({ row, col: at.col });
      else input.blur();
    } else if (e.key === 'Escape' && input.value !== base.current) {
      // Takes back the typing, not the whole inspector: the edit stays in this cell.
      e.preventDefault();
      e.stopPropagation();
      onDraft(setCell(cells, at, base.current));
      requestAnimationFrame(() => input.select());
    }
  }

  function onPaste(e: React.ClipboardEvent<HTMLInputElement>, on: At) {
    const block = readClipboard(e.clipboardData.getData('text/plain'));
    if (!block) return;
    e.preventDefault();
    // A column's name is not data: cells pasted on it fill the rows under it.
    const at = words.cell(on).readOnly ? { row: on.row + 1, col: on.col } : on;
    const pasted = pasteInto(cells, at, block, limits);
    onCommit(pasted.cells, `Paste ${block.length} × ${Math.max(...block.map((r) => r.length))} cells`);
    base.current = pasted.cells[at.row]?.[at.col] ?? '';
    const { rows: lostRows, cols: lostCols } = pasted.clipped;
    const left = [
      lostRows ? `${lostRows} ${lostRows > 1 ? words.rows : words.row}` : '',
      lostCols ? `${lostCols} ${lostCols > 1 ? words.columns : words.column}` : '',
    ].filter(Boolean);
    setNotice(
      left.length
        ? `Pasted what fits (at most ${limits.rows - 1} ${words.rows} and ${limits.cols - words.firstColumn} ${words.columns}): ${left.join(' and ')} left out.`
        : '',
    );
  }

  const canRemoveRow = active.row > 0 && rows > 2;
  const canRemoveColumn = active.col >= words.firstColumn && cols - words.firstColumn > 1;
  const problemsId = `${id}-problems`;
  return (
    <div data-data-grid="" className="grid gap-2">
      <div
        role="toolbar"
        aria-label={`${label}: rows and columns`}
        className="flex flex-wrap items-center gap-1"
      >
        <GridButton
          disabled={rows >= limits.rows}
          onClick={() =>
            change(insertRow(cells, active.row + 1), `Add ${words.row}`, { row: active.row + 1, col: 0 })
          }
        >
          <Rows3 aria-hidden /> Add {words.row}
        </GridButton>
        <GridButton
          disabled={!canRemoveRow}
          onClick={() =>
            change(removeRow(cells, active.row), `Remove ${words.row}`, {
              row: Math.min(active.row, rows - 2),
              col: active.col,
            })
          }
        >
          <Trash2 aria-hidden /> Remove {words.row}
        </GridButton>
        {!words.fixedColumns && <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden />}
        {!words.fixedColumns && (
          <GridButton
            disabled={cols >= limits.cols}
            onClick={() => {
              const col = Math.max(active.col, words.firstColumn - 1) + 1;
              change(insertColumn(cells, col), `Add ${words.column}`, { row: 0, col });
            }}
          >
            <Columns3 aria-hidden /> Add {words.column}
          </GridButton>
        )}
        {!words.fixedColumns && (
          <GridButton
            disabled={!canRemoveColumn}
            onClick={() =>
              change(removeColumn(cells, active.col), `Remove ${words.column}`, {
                row: active.row,
                col: Math.max(words.firstColumn, Math.min(active.col, cols - 2)),
              })
            }
          >
            <Trash2 aria-hidden /> Remove {words.column}
          </GridButton>
        )}
        <span className="ml-auto text-xs tabular-nums text-slate-500">
          {cellName(active)} · {rows - 1} {rows - 1 === 1 ? words.row : words.rows}
          {!words.fixedColumns &&
            ` × ${cols - words.firstColumn} ${cols - words.firstColumn === 1 ? words.column : words.columns}`}
        </span>
      </div>
      <div className="max-h-[26rem] overflow-auto rounded-xl border border-slate-300 bg-white shadow-sm">
        <table ref={table} aria-label={label} className="w-full border-separate border-spacing-0 text-sm">
          <thead>
            <tr>
              <th className="sticky left-0 top-0 z-20 w-10 border-b border-r border-slate-200 bg-slate-100">
                <span className="sr-only">Row</span>
              </th>
              {Array.from({ length: cols }, (_, c) => (
                <th
                  key={c}
                  scope="col"
                  className={cn(
                    'sticky top-0 z-10 min-w-28 border-b border-r border-slate-200 bg-slate-100 px-2 py-1 text-center text-[11px] font-semibold text-slate-600 last:border-r-0',
                    active.col === c && 'bg-brand-soft text-brand-dark',
                  )}
                >
                  {columnName(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cells.map((row, r) => (
              <tr key={r}>
                <th
                  scope="row"
                  className={cn(
                    'sticky left-0 z-10 border-b border-r border-slate-200 bg-slate-100 px-2 text-center text-[11px] font-semibold tabular-nums text-slate-600',
                    active.row === r && 'bg-brand-soft text-brand-dark',
                  )}
                >
                  {r + 1}
                </th>
                {row.map((value, c) => {
                  const at = { row: r, col: c };
                  const cell = words.cell(at);
                  const problem = wrong.get(`${r}:${c}`);
                  return (
                    <td
                      key={c}
                      className={cn(
                        'border-b border-r border-slate-200 p-0 last:border-r-0',
                        r === 0 && 'bg-slate-50',
                      )}
                    >
                      <input
                        data-cell={`${r}:${c}`}
                        // The deck's Ctrl+Z works here while the cell holds no typing of its own.
                        data-deck-undo={value === base.current ? '' : undefined}
                        aria-label={`${cellName(at)}, ${cell.role}`}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? problemsId : undefined}
                        value={value}
                        readOnly={cell.readOnly}
                        maxLength={maxLength}
                        placeholder={cell.placeholder}
                        spellCheck={false}
                        autoComplete="off"
                        onFocus={(e) => {
                          base.current = value;
                          setActive(at);
                          e.currentTarget.select();
                        }}
                        onChange={(e) => onDraft(setCell(cells, at, e.target.value))}
                        onBlur={() => {
                          if (value !== base.current) onCommit(cells, `Edit cell ${cellName(at)}`);
                          base.current = value;
                        }}
                        onKeyDown={(e) => onKeyDown(e, at)}
                        onPaste={(e) => onPaste(e, at)}
                        className={cn(
                          'block h-9 w-full min-w-28 bg-transparent px-2.5 text-ink outline-none placeholder:text-slate-400 focus:relative focus:z-[5] focus:bg-white focus:shadow-[inset_0_0_0_2px_var(--color-brand)]',
                          r === 0 && 'font-semibold',
                          // Figures line up on the right, as on the slide and in a spreadsheet.
                          r > 0 &&
                            c >= words.firstColumn &&
                            readNumber(value) !== undefined &&
                            'text-right tabular-nums',
                          problem && 'bg-red-50 text-red-800 shadow-[inset_0_0_0_2px_#dc2626]',
                        )}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <GridProblems id={problemsId} problems={problems} notice={notice} onShow={focusCell} />
    </div>
  );
}
