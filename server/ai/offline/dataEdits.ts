import type { ZodType } from 'zod';
import { CHART_SERIES_MAX, TIMELINE_STEPS_MAX } from '../../../common/limits';
import {
  type Chart,
  chartSchema,
  slideContentSchema,
  type Table,
  tableSchema,
} from '../../../common/slides/content';
import type { SlideContent } from '../../../common/slides/model';
import { TOTAL_ROW } from '../../../common/slides/readData';
import { numericColumns } from '../../../common/slides/types/table/layout';
import { sayData } from './dataSay';
import { changeColumn, figureOf, placeInYear, shiftedDate } from './dataSlots';
import type { Of, Target } from './intents';
import { withUnitsOf } from './metricEdits';
import type { Plan, Result } from './plan';
import { say } from './questions';
import { norm, resolveOne, shortens } from './resolve';

/**
 * The resolver's cases for the data slides (issue 31): a chart's look, unit and series, a table's
 * rows and a timeline's steps, from the offline parser or a model alike. Each change is checked by
 * the slide schema before it is planned, so a command never makes content the API would refuse.
 */

const FIELDS = { chart: 'chart', table: 'table', timeline: 'steps' } as const;
type DataType = keyof typeof FIELDS;
const EXAMPLES: Record<DataType, string> = {
  chart: 'add a bar chart of revenue: 2022 4.1, 2023 5.6',
  table: 'add a table with columns Plan, Price, Seats',
  timeline: 'add a timeline: Discovery in May, Build June to August, Launch in September',
};

/**
 * The one slide of a type a command means: the one named, else the one this message made or the
 * selected one, else (or when that one is of another type) the deck's only slide of the type.
 */
function slideOf(target: Target, type: DataType, plan: Plan): { id: string; n: number } | { say: string } {
  const only = () => {
    const all = plan.slides.filter((s) => s.type === type);
    const numbers = all.map((s) => plan.indexOf(s.id) + 1);
    if (all.length === 1) return { id: all[0]!.id, n: numbers[0]! };
    return { say: all.length ? say.whichOfType(type, numbers) : say.noneOfType(type) };
  };
  if (target.kind === 'it' && !plan.last && !plan.selectedId) return only();
  // "it" is one slide or none: only a name or number can ask which one.
  const r = resolveOne(target, plan);
  if ('say' in r) return target.kind === 'it' ? only() : r;
  const { id, n } = r;
  if (plan.get(id)!.type === type) return { id, n };
  return target.kind === 'it' && plan.slides.some((s) => s.type === type)
    ? only()
    : { say: sayData.notType(n, `${type} slide`) };
}

/** Finds the slide, hands its data to `change`, checks what comes back and plans it. */
function edit<T>(
  target: Target,
  type: DataType,
  plan: Plan,
  schema: ZodType,
  change: (data: T | undefined, n: number, title: string) => T | { say: string },
): Result {
  const slide = slideOf(target, type, plan);
  if ('say' in slide) return slide;
  const field = FIELDS[type];
  const before = (plan.get(slide.id)!.content as Record<string, unknown>)[field] as T | undefined;
  const after = change(
    before === undefined ? undefined : structuredClone(before),
    slide.n,
    plan.get(slide.id)!.title,
  );
  if (after && typeof after === 'object' && 'say' in after) return after as { say: string };
  const checked = schema.safeParse(after);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    return { say: sayData.invalid(type, issue.path.join('.'), issue.message) };
  }
  return plan.update(slide.id, { content: { [field]: after } as SlideContent });
}

const names = (chart: Chart) => chart.series.map((s) => s.name);
const empty = (type: DataType, n: number) => ({ say: sayData.empty(n, type, EXAMPLES[type]) });

export function chartStyle(intent: Of<'chart_style'>, plan: Plan): Result {
  const { chartKind, horizontal, stacked, unit } = intent;
  if (chartKind === undefined && horizontal === undefined && stacked === undefined && unit === undefined)
    return { say: sayData.whatStyle() };
  return edit<Chart>(intent.target, 'chart', plan, chartSchema, (chart, n) => {
    if (!chart) return empty('chart', n);
    if (chartKind) chart.kind = chartKind;
    const round = chart.kind === 'pie' || chart.kind === 'doughnut';
    if (round && chart.series.length > 1) return { say: sayData.pieOneSeries(chart.kind, names(chart)) };
    if (horizontal !== undefined) {
      if (horizontal && chart.kind !== 'bar') return { say: sayData.onlyBars() };
      chart.horizontal = horizontal;
    }
    if (stacked !== undefined) {
      if (stacked && round) return { say: sayData.noStacking(chart.kind) };
      chart.stacked = stacked;
    }
    // A look that means nothing for the new kind is dropped, not kept hidden.
    if (chart.kind !== 'bar') delete chart.horizontal;
    if (round) delete chart.stacked;
    if (chart.horizontal === false) delete chart.horizontal;
    if (chart.stacked === false) delete chart.stacked;
    if (unit !== undefined) {
      if (unit.trim()) chart.unit = unit.trim();
      else delete chart.unit;
    }
    return chart;
  });
}

export function chartSeries(intent: Of<'chart_series'>, plan: Plan): Result {
  // "add jul 548 to the chart": one value for each series, on a chart of more categories than
  // that, is a new category (a point), never a series too short for the chart.
  const at = slideOf(intent.target, 'chart', plan);
  const chart = 'id' in at ? plan.get(at.id)?.content.chart : undefined;
  if (
    chart &&
    intent.values.length === chart.series.length &&
    intent.values.length !== chart.categories.length
  )
    return chartPoint(
      { kind: 'chart_point', target: intent.target, category: intent.name, values: intent.values },
      plan,
    );
  return edit<Chart>(intent.target, 'chart', plan, chartSchema, (chart, n) => {
    if (!chart) return empty('chart', n);
    const name = intent.name.trim();
    if (chart.series.some((s) => s.name.trim().toLowerCase() === name.toLowerCase()))
      return { say: sayData.seriesThere(name, n) };
    if (chart.kind === 'pie' || chart.kind === 'doughnut')
      return { say: sayData.pieOneSeries(chart.kind, [...names(chart), name]) };
    if (intent.values.length !== chart.categories.length)
      return { say: sayData.seriesCount(name, intent.values.length, chart.categories) };
    if (chart.series.length >= CHART_SERIES_MAX) return { say: sayData.tooManySeries() };
    chart.series.push({ name, values: intent.values });
    return chart;
  });
}

/**
 * "whats the total of those bars now?": what each series of the chart adds up to, with its unit
 * and the sum written out, read back; nothing changes.
 */
export function chartTotal(intent: Of<'read_total'>, plan: Plan): Result {
  if (intent.column) return columnTotal(intent, intent.column, plan);
  const at = slideOf(intent.target ?? { kind: 'it' }, 'chart', plan);
  if ('say' in at) return at;
  const chart = plan.get(at.id)!.content.chart;
  if (!chart) return empty('chart', at.n);
  const decimals = Math.max(
    0,
    ...chart.series.flatMap((s) => s.values.map((v) => `${v}`.split('.')[1]?.length ?? 0)),
  );
  const [currency = '', suffix = ''] = /^([$€£¥₹]?)(.*)$/.exec(chart.unit ?? '')?.slice(1) ?? [];
  const written = (v: number) => `${currency}${v.toFixed(decimals)}${suffix}`;
  const sums = chart.series.map((s) => {
    const total = s.values.reduce((a, b) => a + b, 0);
    const named = chart.series.length > 1 ? `${s.name}: ` : '';
    return `${named}${written(total)} (${s.values.map((v) => v.toFixed(decimals)).join(' + ')})`;
  });
  return { say: sayData.total(at.n, sums) };
}

/**
 * "whats the total consultations across the clinics in the table?": a table's column of figures
 * added up (a total row left out), the column by its heading's words, written as its cells are;
 * nothing changes.
 */
function columnTotal(intent: Of<'read_total'>, said: string, plan: Plan): Result {
  const at = slideOf(intent.target ?? { kind: 'it' }, 'table', plan);
  if ('say' in at) return at;
  const table = plan.get(at.id)!.content.table;
  if (!table) return empty('table', at.n);
  const col = columnNamed(table.header, said) ?? columnNamed(table.header, said.split(' ')[0]!);
  if (col === undefined) return { say: sayData.noColumn(said, at.n, table.header) };
  const cells = table.rows.filter((r) => !TOTAL_ROW.test(r[0] ?? '')).map((r) => r[col]?.trim() ?? '');
  const figures = cells.filter((c) => figureOf(c));
  if (!figures.length) return { say: sayData.noFigures(at.n) };
  const sum = figures.reduce((a, c) => a + figureOf(c)!.value, 0);
  return { say: sayData.columnTotal(table.header[col]!, at.n, writtenLike(cells, sum), figures) };
}

/** "rename the series to Revenue 2026 (£m)": a series' name, the chart's only one unless it is said. */
export function renameSeries(intent: Of<'series_name'>, plan: Plan): Result {
  return edit<Chart>(intent.target, 'chart', plan, chartSchema, (chart, n) => {
    if (!chart) return empty('chart', n);
    const all = chart.series.map((s) => s.name);
    const found = intent.series ? indexesNamed(all, intent.series) : all.map((_, i) => i);
    if (found.length !== 1) return { say: sayData.whichSeries(n, all) };
    chart.series[found[0]!]!.name = intent.name.trim();
    return chart;
  });
}

/**
 * "add Q4 at 5.1": a category added after the others, one value per series. A category said
 * without the year its neighbours carry takes the year that keeps the chart in time order
 * ("Q4" after "Q3 2026" is "Q4 2026", never the "Q4 2025" the chart starts with).
 */
export function chartPoint(intent: Of<'chart_point'>, plan: Plan): Result {
  return edit<Chart>(intent.target, 'chart', plan, chartSchema, (chart, n) => {
    if (!chart) return empty('chart', n);
    const category = nextCategory(chart.categories, intent.category.trim(), intent.at === 'start');
    if (chart.categories.some((c) => norm(c) === norm(category)))
      return { say: sayData.pointThere(category, n) };
    if (intent.values.length !== chart.series.length)
      return { say: sayData.pointCount(category, intent.values.length, names(chart)) };
    // "add Q4 2025 at the start of the chart": before the first category, else after the last.
    const first = intent.at === 'start';
    (first ? chart.categories.unshift : chart.categories.push).call(chart.categories, category);
    for (const [i, s] of chart.series.entries())
      (first ? s.values.unshift : s.values.push).call(s.values, intent.values[i]!);
    return chart;
  });
}

const YEARED = /^(\S+) (\d{4})$/;

function nextCategory(categories: string[], typed: string, first = false): string {
  // "jul" after "Jun": written as the chart's other categories are, capital first.
  const capitals = categories.length > 0 && categories.every((c) => c[0] !== c[0]?.toLowerCase());
  const said =
    capitals && typed[0] !== typed[0]?.toUpperCase() ? typed[0]!.toUpperCase() + typed.slice(1) : typed;
  // Put first, "Q4" before "Q1 2026" is the year before's.
  const last = YEARED.exec((first ? categories[0] : categories.at(-1)) ?? '');
  if (!last || /\d{4}/.test(said) || said.includes(' ')) return said;
  const [at, was] = [placeInYear(said), placeInYear(last[1]!)];
  if (at === undefined || was === undefined) return said;
  if (first) return `${said} ${Number(last[2]) - (at < was ? 0 : 1)}`;
  return `${said} ${Number(last[2]) + (at > was ? 0 : 1)}`;
}

/**
 * Where a list (a chart's categories, a table's headings) has the name said: exactly, else by its
 * first words ("Q2" for "Q2 2026") or as `alike` reads it.
 */
export function indexesNamed(names: string[], said: string, alike = (_name: string) => false): number[] {
  const want = norm(said);
  const exact = names.flatMap((c, i) => (norm(c) === want ? [i] : []));
  return exact.length
    ? exact
    : names.flatMap((c, i) => (norm(c).startsWith(`${want} `) || alike(c) ? [i] : []));
}

/** "Q2 was actually 4.3": one value, its category said in full or by its first words. */
export function chartValue(intent: Of<'chart_value'>, plan: Plan): Result {
  let old: number | undefined;
  const result = edit<Chart>(intent.target, 'chart', plan, chartSchema, (chart, n) => {
    if (!chart) return empty('chart', n);
    const want = norm(intent.category);
    const cats = indexesNamed(chart.categories, intent.category, (c) => sameMonth(c, want));
    if (!cats.length) return { say: sayData.noPoint(intent.category, n, chart.categories) };
    const series = intent.series
      ? chart.series.filter((s) => norm(s.name) === norm(intent.series!))
      : chart.series;
    const points = series
      .flatMap((s) => cats.map((i) => ({ s, i })))
      .filter((p) => intent.was === undefined || p.s.values[p.i] === intent.was);
    if (points.length !== 1)
      return {
        say: points.length
          ? sayData.whichPoint(points.map((p) => `${p.s.name} in ${chart.categories[p.i]}`))
          : sayData.noPoint(intent.category, n, chart.categories),
      };
    old = points[0]!.s.values[points[0]!.i];
    points[0]!.s.values[points[0]!.i] = intent.value;
    return chart;
  });
  // "Direct share rose every month, from 49% to 63%": a title that says the old value says the new.
  const id = plan.last;
  const title =
    id === undefined || old === undefined ? undefined : withFigure(plan.get(id)!.title, old, intent.value);
  return 'say' in result || !title ? result : plan.update(id!, { title });
}

/** The title with a figure said once changed to another; undefined when it says it not once. */
function withFigure(title: string, old: number, fresh: number): string | undefined {
  const said = String(old);
  const at: number[] = [];
  for (let k = title.indexOf(said); k >= 0; k = title.indexOf(said, k + 1)) {
    const before = title[k - 1] ?? ' ';
    const after = title[k + said.length] ?? ' ';
    if (
      !/[\d.,]/.test(before) &&
      !/\d/.test(after) &&
      !(/[.,]/.test(after) && /\d/.test(title[k + said.length + 1] ?? ''))
    )
      at.push(k);
  }
  if (at.length !== 1 || title.includes(String(fresh))) return undefined;
  return title.slice(0, at[0]) + String(fresh) + title.slice(at[0]! + said.length);
}

export function tableRow(intent: Of<'table_row'>, plan: Plan): Result {
  return edit<Table>(intent.target, 'table', plan, tableSchema, (table, n) => {
    if (!table) return empty('table', n);
    if (intent.cells.length > table.header.length)
      return { say: sayData.tooManyCells(intent.cells.length, table.header) };
    const cells =
      intent.cells.length === 1
        ? (cellsByColumns(intent.cells[0]!, table) ?? intent.cells)
        : partsOfRow(intent.cells, table.header.length);
    // A short row is padded to the header, as the grid shows it; its first cell written as the
    // others are ("castleford" among "Harrow Lane", "Millbrook").
    const row = table.header.map((h, i) => withoutHeading(cells[i]?.trim() ?? '', h));
    const capitals = table.rows.length > 0 && table.rows.every((r) => /^\p{Lu}/u.test(r[0] ?? ''));
    if (capitals && row[0]) row[0] = row[0][0]!.toUpperCase() + row[0].slice(1);
    table.rows.push(row);
    return table;
  });
}

const isFigure = (w: string) => /^[£$€¥]?\d/.test(w);

/**
 * "3 vets" under "Vets", "capex 980" under "Capex (£k)": a figure said with its column's first word
 * is the figure alone, as the column's other cells are.
 */
function withoutHeading(cell: string, heading: string): string {
  const word = norm(heading).split(' ')[0];
  const words = cell.split(/\s+/);
  if (!word || words.length !== 2) return cell;
  const [a, b] = words as [string, string];
  // "7,300 consults" under "Consultations 2026": the heading's word, or a short form of it.
  const names = (w: string) => norm(w) === word || shortens(norm(w), word);
  if (names(a) && isFigure(b)) return withoutScale(b, heading);
  if (names(b) && isFigure(a)) return withoutScale(a, heading);
  return cell;
}

/** "1.3m" under "Revenue 2026 (£M)": the scale the heading gives is no part of the cell. */
function withoutScale(figure: string, heading: string): string {
  const scale = /\((?:[£$€]\s?)?([kKmM]|bn)\)/.exec(heading)?.[1];
  return scale && figure.toLowerCase().endsWith(scale.toLowerCase())
    ? figure.slice(0, -scale.length)
    : figure;
}

/**
 * "castleford, 3 vets 7,300 consults, 1.3m revenue": a part holding two figures each with its
 * word is two cells, when the row has fewer parts than the table has columns.
 */
function partsOfRow(cells: string[], columns: number): string[] {
  if (cells.length >= columns) return cells;
  return cells.flatMap((c) => {
    const m = /^(\S+ \p{L}+) (\S+ \p{L}+)$/u.exec(c.trim());
    return m && isFigure(m[1]!) && isFigure(m[2]!) ? [m[1]!, m[2]!] : [c];
  });
}

/**
 * "cardiff 12 staff 95k": a row said without commas, as its first cell's words, then figures,
 * each named by its column's one-word heading before or after it or else taking the next column
 * left; a figure keeps the currency and suffix its column's cells show. Undefined when the words
 * do not read so (then the row is the words as said).
 */
function cellsByColumns(said: string, table: Table): string[] | undefined {
  const words = said.trim().split(/\s+/);
  const heading = (w: string) => table.header.findIndex((h, i) => i > 0 && norm(h) === norm(w));
  let k = 0;
  while (k < words.length && !isFigure(words[k]!) && heading(words[k]!) < 0) k++;
  if (k === 0 || k === words.length) return undefined;
  const cells: (string | undefined)[] = [words.slice(0, k).join(' ')];
  const loose: string[] = [];
  for (; k < words.length; k++) {
    const w = words[k]!;
    const col = heading(w);
    if (isFigure(w)) {
      const after = heading(words[k + 1] ?? '');
      if (after > 0 && cells[after] === undefined) {
        cells[after] = w;
        k++;
      } else loose.push(w);
    } else if (col > 0 && isFigure(words[k + 1] ?? '') && cells[col] === undefined) {
      cells[col] = words[++k]!;
    } else return undefined;
  }
  for (let i = 1; i < table.header.length && loose.length; i++)
    if (cells[i] === undefined) cells[i] = loose.shift();
  if (loose.length) return undefined;
  return table.header.map((_, i) => {
    const cell = cells[i] ?? '';
    const like = table.rows.find((r) => isFigure(r[i] ?? ''))?.[i];
    return i > 0 && cell && like ? withUnitsOf(like, cell) : cell;
  });
}

/** "rename the Capex column to Capex (£k, est.)": a heading said, or its first words; the cells stay. */
export function tableHeading(intent: Of<'table_heading'>, plan: Plan): Result {
  return edit<Table>(intent.target, 'table', plan, tableSchema, (table, n) => {
    if (!table) return empty('table', n);
    const found = indexesNamed(table.header, intent.column);
    if (found.length !== 1) return { say: sayData.noColumn(intent.column, n, table.header) };
    table.header[found[0]!] = intent.heading.trim();
    return table;
  });
}

/**
 * "sort it by 2026 covers, biggest first": the rows in the order of one column (its heading said,
 * its words in any order), by number when its cells are figures, else alphabetically; a row
 * without a figure ("—") and a total row go last.
 */
export function tableSort(intent: Of<'table_sort'>, plan: Plan): Result {
  return edit<Table>(intent.target, 'table', plan, tableSchema, (table, n) => {
    if (!table) return empty('table', n);
    const col = intent.column.trim() ? columnNamed(table.header, intent.column) : 0;
    if (col === undefined) return { say: sayData.noColumn(intent.column, n, table.header) };
    const totals = table.rows.filter((r) => TOTAL_ROW.test(r[0] ?? ''));
    const rows = table.rows.filter((r) => !totals.includes(r));
    const key = (r: string[]) => figureOf(r[col] ?? '')?.value;
    const numeric = rows.filter((r) => key(r) !== undefined).length >= rows.length / 2;
    const sign = (intent.descending ?? numeric) ? -1 : 1;
    const sorted = [...rows].sort((a, b) => {
      if (!numeric) return sign * (a[col] ?? '').localeCompare(b[col] ?? '');
      const [x, y] = [key(a), key(b)];
      if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
      return sign * (x - y);
    });
    table.rows = [...sorted, ...totals];
    return table;
  });
}

/** A column by its heading, in full, by its first words, or by all its words in any order. */
function columnNamed(header: string[], said: string): number | undefined {
  const found = indexesNamed(header, said);
  if (found.length === 1) return found[0];
  const words = norm(said).split(' ');
  const holding = header.flatMap((h, i) => (words.every((w) => norm(h).split(' ').includes(w)) ? [i] : []));
  return holding.length === 1 ? holding[0] : undefined;
}

/**
 * "add a total row at the bottom": each column of figures summed, written as its cells are (their
 * unit, decimals and thousands commas); a column of changes ("Change", "+12.2%") worked out from
 * the totals of the two columns of figures before it; other cells empty. A total row already
 * there is written anew, so it never counts itself. A row with no figure in a summed column is
 * left out of that sum, and the reply says so.
 */
export function tableTotal(intent: Of<'table_total'>, plan: Plan): Result {
  return edit<Table>(intent.target, 'table', plan, tableSchema, (table, n) => {
    if (!table) return empty('table', n);
    const rows = table.rows.filter((r) => !TOTAL_ROW.test(r[0] ?? ''));
    const columns = table.header.length;
    const figures = numericColumns({
      rows: rows.map((r) => table.header.map((_, i) => r[i] ?? '')),
      columns,
    });
    const totals: Array<number | undefined> = [];
    const cells = table.header.map((heading, col) => {
      if (col === 0 || !figures[col]) return '';
      const column = rows.map((r) => r[col]?.trim() ?? '');
      const read = column.map((c) => figureOf(c));
      // A column of changes: its heading says so, or its figures carry a plus sign ("+12.2%").
      if (changeColumn(heading) || column.some((c) => /^\+\d/.test(c))) return changeOfTotals(totals, column);
      const total = read.reduce((sum, f) => sum + (f?.value ?? 0), 0);
      totals[col] = total;
      const missing = rows.filter((_, i) => !read[i]).map((r) => r[0] ?? '');
      if (missing.length) plan.said.push(sayData.totalWithout(heading, missing));
      return writtenLike(column, total);
    });
    if (!totals.some((t) => t !== undefined)) return { say: sayData.noFigures(n) };
    cells[0] = intent.label?.trim() || 'Total';
    table.rows = [...rows, cells];
    return table;
  });
}

/**
 * A figure written as the column's cells are: the first figure's words before and after its digits
 * ("£", "m"), the most decimals any cell has, thousands commas if any cell has them.
 */
/** The most decimals any cell of a column shows ("2.6", "1.75": 2). */
const decimalsOf = (column: string[]) =>
  Math.max(0, ...column.map((c) => /\.(\d+)/.exec(c)?.[1]?.length ?? 0));

function writtenLike(column: string[], value: number): string {
  const decimals = decimalsOf(column);
  const grouped = column.some((c) => /\d,\d{3}/.test(c));
  const first = column.find((c) => figureOf(c)) ?? '';
  const before = /^[^\d]*/.exec(first)![0].replace(/^[-−–+(]/, '');
  const after = /\d([^\d]*)$/.exec(first)?.[1] ?? '';
  const number = Math.abs(value).toLocaleString('en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouped,
  });
  return `${value < 0 ? '−' : ''}${before}${number}${after.replace(/\)$/, '')}`;
}

/** The change between the totals of the two summed columns before this one, as its cells say it. */
function changeOfTotals(totals: Array<number | undefined>, column: string[]): string {
  const [before, after] = totals.filter((t): t is number => t !== undefined).slice(-2);
  if (before === undefined || after === undefined) return '';
  const percent = column.some((c) => c.includes('%'));
  if (percent && before === 0) return '';
  const change = percent ? ((after - before) / Math.abs(before)) * 100 : after - before;
  const text = `${Math.abs(change).toFixed(decimalsOf(column))}${percent ? '%' : ''}`;
  return change > 0 ? `+${text}` : change < 0 ? `−${text}` : text;
}

/** "add a column vs prior quarter": a column at the right, its cells given or each row's change. */
export function tableColumn(intent: Of<'table_column'>, plan: Plan): Result {
  return edit<Table>(intent.target, 'table', plan, tableSchema, (table, n) => {
    if (!table) return empty('table', n);
    const heading = intent.heading.trim();
    if (table.header.some((h) => norm(h) === norm(heading))) return { say: sayData.columnThere(heading, n) };
    if ((intent.cells?.length ?? 0) > table.rows.length)
      return { say: sayData.tooManyColumnCells(intent.cells!.length, table.rows.length) };
    const cells = intent.change
      ? changesOf(table, intent.change)
      : table.rows.map((_, i) => intent.cells?.[i]?.trim() ?? '');
    if (!cells) return { say: sayData.noNumberColumn(n) };
    // The language holds no formulas: cells not given are left empty, and the reply says so.
    if (!intent.change && (intent.cells?.length ?? 0) < table.rows.length)
      plan.said.push(sayData.cellsToFill(heading, n));
    const width = table.header.length;
    // "put a nurses column after vets": after the column said, else at the right.
    const after = intent.after ? columnNamed(table.header, intent.after) : width - 1;
    if (after === undefined) return { say: sayData.noColumn(intent.after!, n, table.header) };
    table.header.splice(after + 1, 0, heading);
    table.rows = table.rows.map((r, i) => {
      const row = [...r, ...Array(Math.max(0, width - r.length)).fill('')];
      row.splice(after + 1, 0, cells[i]!);
      return row;
    });
    return table;
  });
}

/**
 * Each row's change on the row before, in the table's last column of numbers (the first row has
 * none: "–"), with that column's decimals and unit; undefined when no column holds only numbers.
 */
function changesOf(table: Table, how: 'difference' | 'percent'): string[] | undefined {
  if (!table.rows.length) return undefined;
  for (let col = table.header.length - 1; col >= 0; col--) {
    const cells = table.rows.map((r) => r[col] ?? '');
    const figures = cells.map((c) => figureOf(c));
    if (figures.some((f) => !f)) continue;
    const values = figures.map((f) => f!.value);
    const decimals = Math.max(...cells.map((c) => /[.,](\d+)/.exec(c)?.[1]?.length ?? 0));
    const unit = figures[0]!.unit;
    const currency = /^[$€£¥₹]/.test(unit) ? unit[0]! : '';
    const suffix = unit.slice(currency.length);
    const signed = (d: number, text: string) => (d > 0 ? `+${text}` : d < 0 ? `−${text}` : text);
    return values.map((v, i) => {
      const before = values[i - 1];
      if (before === undefined || (how === 'percent' && before === 0)) return '–';
      if (how === 'percent') {
        const pct = ((v - before) / Math.abs(before)) * 100;
        return signed(pct, `${Math.abs(pct).toFixed(1)}%`);
      }
      const d = v - before;
      return signed(d, `${currency}${Math.abs(d).toFixed(decimals)}${suffix}`);
    });
  }
  return undefined;
}

/** "june" and "Jun", "Sept" and "September": one month however it is written (a quarter is not). */
const sameMonth = (category: string, said: string) => {
  const [a, b] = [category.trim().split(' ')[0]!, said.trim()];
  const at = placeInYear(a);
  const month = (w: string) => !/^[qh]\d$/i.test(w);
  return at !== undefined && month(a) && month(b) && !said.includes(' ') && placeInYear(b) === at;
};

export function removeRow(intent: Of<'remove_row'>, plan: Plan): Result {
  return edit<Table>(intent.target, 'table', plan, tableSchema, (table, n) => {
    if (!table?.rows.length) return { say: sayData.noRows(n) };
    const which = intent.which;
    let at: number;
    if ('text' in which) {
      at = table.rows.findIndex((r) => norm(r[0] ?? '') === norm(which.text));
      if (at < 0) return { say: sayData.noRowWith(which.text, n) };
    } else at = 'fromEnd' in which ? table.rows.length - 1 : which.index - 1;
    if (!table.rows[at]) return { say: sayData.noRow(n, table.rows.length) };
    table.rows.splice(at, 1);
    return table;
  });
}

const stepsSchema = slideContentSchema.shape.steps.unwrap();

export function timelineSteps(intent: Of<'timeline_steps'>, plan: Plan): Result {
  type Steps = NonNullable<SlideContent['steps']>;
  return edit<Steps>(intent.target, 'timeline', plan, stepsSchema, (steps) => {
    const all = [...(steps ?? [])];
    for (const step of intent.steps) insertInOrder(all, step);
    if (all.length > TIMELINE_STEPS_MAX || all.length < 2) return { say: sayData.stepCount() };
    return all;
  });
}

type Step = NonNullable<SlideContent['steps']>[number];

/** "Nov 2026" as a count of months, to order steps by; undefined for a date without both. */
function monthsOf(date: string | undefined): number | undefined {
  const [, month, year] = /^([A-Za-z]{3,9})\.? (\d{4})$/.exec(date?.trim() ?? '') ?? [];
  const at = month ? placeInYear(month) : undefined;
  return at === undefined || /^[qh][1-4]$/i.test(month!) ? undefined : Number(year) * 12 + at;
}

/**
 * A new step goes where its date falls when every step is dated by month and year ("hire the team
 * Nov 2026" between Sep 2026 and Jan 2027), its month written as theirs are; else at the end.
 */
function insertInOrder(steps: Step[], step: Step): void {
  const at = monthsOf(step.date);
  const dated = steps.map((s) => monthsOf(s.date));
  if (at === undefined || !steps.length || dated.some((m) => m === undefined)) {
    steps.push(step);
    return;
  }
  const capital = steps.every((s) => s.date![0] !== s.date![0]!.toLowerCase());
  const date = capital ? step.date![0]!.toUpperCase() + step.date!.slice(1) : step.date;
  const after = dated.findIndex((m) => m! > at);
  steps.splice(after < 0 ? steps.length : after, 0, { ...step, date });
}

/** "push every step back one month": each date moved, the labels kept; a date with no month asks. */
export function shiftDates(intent: Of<'shift_dates'>, plan: Plan): Result {
  type Steps = NonNullable<SlideContent['steps']>;
  return edit<Steps>(intent.target, 'timeline', plan, stepsSchema, (steps, n, title) => {
    if (!steps?.length) return empty('timeline', n);
    // "push the WMS rollout back 2 months": only the step those words name; "push the plan back"
    // and "push everything back" name the whole timeline.
    const only =
      intent.step === undefined || namesWhole(intent.step, title) ? undefined : stepNamed(steps, intent.step);
    if (only === -1)
      return {
        say: sayData.noStep(
          intent.step!,
          n,
          steps.map((s) => s.label),
        ),
      };
    const moved = steps.map((s, i) =>
      only === undefined || i === only ? { ...s, date: shiftedDate(s.date ?? '', intent.months) } : s,
    );
    const stuck = moved.findIndex((s) => s.date === undefined);
    if (stuck >= 0) return { say: sayData.noMonth(steps[stuck]!.date ?? '', n) };
    return moved as Steps;
  });
}

/** The first month of a date said, and its year when one follows: "Nov 2027" is [11, 2027]. */
function monthOf(date: string): [number, number | undefined] | undefined {
  const words = date.split(/[\s–-]/);
  const at = words.findIndex((w) => placeInYear(w) !== undefined && !/^[qh]\d$/i.test(w));
  if (at < 0) return undefined;
  const year = words.slice(at + 1).find((w) => /^\d{4}$/.test(w));
  return [placeInYear(words[at]!)!, year === undefined ? undefined : Number(year)];
}

/**
 * "move the partner conference to october": that step's date moved by as many months as take its
 * first month to the one said (in its year, unless another is said), written as it was.
 */
export function stepDate(intent: Of<'step_date'>, plan: Plan): Result {
  type Steps = NonNullable<SlideContent['steps']>;
  return edit<Steps>(intent.target, 'timeline', plan, stepsSchema, (steps, n) => {
    if (!steps?.length) return empty('timeline', n);
    const at = stepNamed(steps, intent.step);
    if (at < 0)
      return {
        say: sayData.noStep(
          intent.step,
          n,
          steps.map((s) => s.label),
        ),
      };
    const [from, to] = [monthOf(steps[at]!.date ?? ''), monthOf(intent.date)];
    if (!from) return { say: sayData.noMonth(steps[at]!.date ?? '', n) };
    if (!to) return { say: sayData.noMonth(intent.date, n) };
    const year = from[1] ?? 0;
    const months = ((to[1] ?? year) - year) * 12 + to[0] - from[0];
    const date = shiftedDate(steps[at]!.date ?? '', months);
    if (date === undefined) return { say: sayData.noMonth(steps[at]!.date ?? '', n) };
    return steps.map((s, i) => (i === at ? { ...s, date } : s)) as Steps;
  });
}

/** Words that name every step of a timeline, or the timeline itself. */
const WHOLE = new Set([
  'every',
  'all',
  'everything',
  'steps',
  'dates',
  'timeline',
  'roadmap',
  'schedule',
  'slide',
]);

/** The words said as a step are the timeline itself: its title, or words for all of it. */
function namesWhole(said: string, title: string): boolean {
  const rest = wordsOf(said).filter((w) => !WHOLE.has(w));
  return !rest.length || rest.join(' ') === wordsOf(title).join(' ');
}

/** Words that say nothing of which step is meant. */
const FILLER = new Set([
  'the',
  'a',
  'an',
  'of',
  'to',
  'in',
  'on',
  'for',
  'and',
  'step',
  'milestone',
  'phase',
]);
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !FILLER.has(w));

/**
 * The step the words name: its label said, else the one step sharing the most words with them
 * ("the wms rollout" is "WMS in all sites"); -1 when none, or two, share as many.
 */
function stepNamed(steps: { label: string }[], said: string): number {
  const exact = steps.findIndex((s) => norm(s.label) === norm(said));
  if (exact >= 0) return exact;
  const want = new Set(wordsOf(said));
  const shared = steps.map((s) => wordsOf(s.label).filter((w) => want.has(w)).length);
  const most = Math.max(...shared);
  return most > 0 && shared.filter((k) => k === most).length === 1 ? shared.indexOf(most) : -1;
}
