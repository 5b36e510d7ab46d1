import {
  CHART_CATEGORIES_MAX,
  CHART_LABEL_MAX,
  CHART_SERIES_MAX,
  METADATA_FIELD_MAX,
  TABLE_CELL_MAX,
  TABLE_COLUMNS_MAX,
  TABLE_ROWS_MAX,
  TIMELINE_STEPS_MAX,
  TIMELINE_STEPS_MIN,
} from '@common/limits';
import type { Chart, Table, TimelineStep } from '@common/slides/content';
import { type At, type Cells, cellName, type GridLimits, readNumber, rectangle } from './cells';

/**
 * A chart's, a table's and a timeline's data as grid cells and back. A chart's header row holds its
 * series' names after a corner cell; each row below, a category and its values. A table's header
 * row is its header. A timeline's header row names its three columns (not data); each row below is
 * a step. Rows and columns left wholly blank are not data: the grid keeps them to be filled.
 */

export interface CellProblem {
  at: At;
  message: string;
}

/** A chart's look, set beside its grid (the kind, stacking, orientation, unit). */
export type ChartLook = Omit<Chart, 'categories' | 'series'>;

export const CHART_LIMITS: GridLimits = { rows: 1 + CHART_CATEGORIES_MAX, cols: 1 + CHART_SERIES_MAX };
export const TABLE_LIMITS: GridLimits = { rows: 1 + TABLE_ROWS_MAX, cols: TABLE_COLUMNS_MAX };
/** A timeline's columns, in its header row: a step's label, its date and its words. */
export const TIMELINE_COLUMNS = ['Step', 'Date', 'Text'] as const;
export const TIMELINE_LIMITS: GridLimits = { rows: 1 + TIMELINE_STEPS_MAX, cols: TIMELINE_COLUMNS.length };
/** How long a cell's text may be: a chart's labels, a table's cells, a timeline's parts. */
export const CELL_MAX = {
  chart: CHART_LABEL_MAX,
  table: TABLE_CELL_MAX,
  timeline: METADATA_FIELD_MAX,
} as const;

const blank = (v: string | undefined) => !v?.trim();

/** A new chart's grid: one series and three categories to fill. */
const CHART_START: Cells = [['', ''], ...Array.from({ length: 3 }, () => ['', ''])];
/** A new table's grid: three columns, a header and two rows. */
const TABLE_START: Cells = Array.from({ length: 3 }, () => ['', '', '']);
/** A new timeline's grid: three steps to fill. */
const TIMELINE_START = 3;

export function chartCells(chart: Chart | undefined): Cells {
  if (!chart) return CHART_START.map((r) => [...r]);
  return [
    ['', ...chart.series.map((s) => s.name)],
    ...chart.categories.map((c, j) => [
      c,
      ...chart.series.map((s) => (s.values[j] === undefined ? '' : String(s.values[j]))),
    ]),
  ];
}

export function tableCells(table: Table | undefined): Cells {
  if (!table) return TABLE_START.map((r) => [...r]);
  return rectangle([table.header, ...table.rows]);
}

export function timelineCells(steps: TimelineStep[] | undefined): Cells {
  const rows = steps?.length
    ? steps.map((s) => [s.label, s.date ?? '', s.text ?? ''])
    : Array.from({ length: TIMELINE_START }, () => ['', '', '']);
  return [[...TIMELINE_COLUMNS], ...rows];
}

/** The body rows and the columns that hold something (the header row always counts). */
function kept(cells: Cells, firstDataCol: number) {
  const width = cells[0]?.length ?? 0;
  const rows = cells.flatMap((r, i) => (i > 0 && r.some((v) => !blank(v)) ? [i] : []));
  const cols = Array.from({ length: width }, (_, c) => c).filter(
    (c) => c < firstDataCol || cells.some((r) => !blank(r[c])),
  );
  return { rows, cols };
}

/**
 * The chart the grid holds, or the cells that stop it being one (each named as a spreadsheet
 * names it, "C3"). No chart and no problem when the grid holds no data at all.
 */
export function cellsChart(cells: Cells, look: ChartLook): { chart?: Chart; problems: CellProblem[] } {
  const { rows, cols } = kept(cells, 1);
  const seriesCols = cols.filter((c) => c > 0);
  if (!rows.length && !seriesCols.length) return { problems: [] };
  const problems: CellProblem[] = [];
  const problem = (at: At, message: string) => problems.push({ at, message: `${cellName(at)}: ${message}` });
  if (!rows.length) problem({ row: 1, col: 0 }, 'add a category (a row) under the header');
  if (!seriesCols.length) problem({ row: 0, col: 1 }, 'add a series (a column) beside the categories');
  const round = look.kind === 'pie' || look.kind === 'doughnut';
  if (round && seriesCols.length > 1)
    problem(
      { row: 0, col: seriesCols[1]! },
      `a ${look.kind} chart shows one series; remove this column or pick bar or line`,
    );
  for (const r of rows) {
    if (blank(cells[r]![0])) problem({ row: r, col: 0 }, 'name the category');
    for (const c of seriesCols) {
      const text = cells[r]![c] ?? '';
      if (blank(text)) problem({ row: r, col: c }, 'type a number');
      else if (readNumber(text) === undefined)
        problem({ row: r, col: c }, `“${text.trim()}” is not a number`);
    }
  }
  if (problems.length) return { problems };
  return {
    problems,
    chart: {
      ...look,
      categories: rows.map((r) => cells[r]![0]!.trim()),
      series: seriesCols.map((c) => ({
        name: (cells[0]![c] ?? '').trim(),
        values: rows.map((r) => readNumber(cells[r]![c]!)!),
      })),
    },
  };
}

/** The table the grid holds; undefined when it holds nothing. */
export function cellsTable(cells: Cells): Table | undefined {
  const { rows, cols } = kept(cells, 0);
  const used = cols.filter((c) => cells.some((r) => !blank(r[c])));
  if (!used.length) return undefined;
  // Columns up to the last one used stay, so a blank column between two is kept as the person set it.
  const last = Math.max(...used);
  const pick = (r: string[]) => r.slice(0, last + 1).map((v) => v.trim());
  return { header: pick(cells[0]!), rows: rows.map((r) => pick(cells[r]!)) };
}

/**
 * The steps the grid holds, or the cells that stop them being a timeline (a step with no label,
 * a single step). No steps and no problem when the grid holds none. Row 1 is the columns' names
 * whatever it holds (a paste over it changes nothing).
 */
export function cellsTimeline(cells: Cells): { steps?: TimelineStep[]; problems: CellProblem[] } {
  const rows = cells.flatMap((r, i) => (i > 0 && r.some((v) => !blank(v)) ? [i] : []));
  if (!rows.length) return { problems: [] };
  const problems: CellProblem[] = [];
  const problem = (at: At, message: string) => problems.push({ at, message: `${cellName(at)}: ${message}` });
  for (const r of rows) if (blank(cells[r]![0])) problem({ row: r, col: 0 }, 'name the step');
  if (rows.length < TIMELINE_STEPS_MIN) {
    const next = cells.findIndex((_row, i) => i > 0 && !rows.includes(i));
    problem(
      { row: next > 0 ? next : rows.at(-1)! + 1, col: 0 },
      `a timeline has at least ${TIMELINE_STEPS_MIN} steps; add one`,
    );
  }
  if (problems.length) return { problems };
  return {
    problems,
    steps: rows.map((r) => {
      const [label = '', date = '', text = ''] = cells[r]!.map((v) => v.trim());
      return { label, ...(date ? { date } : {}), ...(text ? { text } : {}) };
    }),
  };
}
