import { CHART_SERIES_MAX, TIMELINE_STEPS_MAX, TIMELINE_STEPS_MIN } from '../../../common/limits';
import type { DataProblem } from './dataSlots';

/** What the assistant says about a chart, table or timeline it cannot change as asked. */

const NOTHING = 'Nothing was changed.';
const quoted = (words: string[]) => words.map((w) => `“${w}”`).join(', ');

export const sayData = {
  problem: (p: DataProblem) => {
    if ('units' in p)
      return `The values are in different units (${quoted(p.units)}). Give them in one unit, e.g. “2022 €4.1M, 2023 €5.6M”. ${NOTHING}`;
    if ('noCategory' in p)
      return `“${p.noCategory}” has no label. Give each value with its label, e.g. “2022 4.1, 2023 5.6”. ${NOTHING}`;
    const of = p.category ? ` (for ${p.category})` : '';
    return `“${p.notNumber}”${of} is not a number. Give each value as a number, e.g. 4.1, €4.1M, 1,200 or 12%. ${NOTHING}`;
  },
  notType: (n: number, what: string) => `Slide ${n} is not a ${what}. ${NOTHING}`,
  tooManyColumnCells: (got: number, rows: number) =>
    `That is ${got} cells for a table of ${rows} rows: give one per row. ${NOTHING}`,
  noNumberColumn: (n: number) =>
    `No column of the table on slide ${n} holds only numbers, so there is no change to work out. ${NOTHING}`,
  empty: (n: number, what: string, example: string) =>
    `The ${what} on slide ${n} has no data yet: say e.g. “${example}”. ${NOTHING}`,
  invalid: (what: string, path: string, message: string) =>
    `That ${what} can't be made: ${path ? `${path} ` : ''}${message}. ${NOTHING}`,
  pieOneSeries: (kind: string, names: string[]) =>
    `A ${kind} chart shows one series, and this chart has ${names.length} (${names.join(', ')}). ${NOTHING}`,
  onlyBars: () => `Only a bar chart can lie horizontal. ${NOTHING}`,
  noStacking: (kind: string) => `A ${kind} chart cannot be stacked. ${NOTHING}`,
  valuesShown: () => `A chart always shows its values on its bars, points or slices. ${NOTHING}`,
  whatStyle: () =>
    'What should change on the chart: its kind (bar, line, pie, doughnut), horizontal, stacked or its unit?',
  seriesThere: (name: string, n: number) =>
    `The chart on slide ${n} already has a series “${name}”. ${NOTHING}`,
  seriesCount: (name: string, got: number, categories: string[]) =>
    `“${name}” has ${got} value${got === 1 ? '' : 's'}, but the chart has ${categories.length} categories (${categories.join(', ')}): give one value each. ${NOTHING}`,
  noMonth: (date: string, n: number) =>
    `The step dated “${date}” on slide ${n} names no month to move: change its date instead. ${NOTHING}`,
  pointThere: (category: string, n: number) =>
    `The chart on slide ${n} already has “${category}”: say e.g. “${category} was actually 5.1” to change its value. ${NOTHING}`,
  pointCount: (category: string, got: number, series: string[]) =>
    `“${category}” has ${got} value${got === 1 ? '' : 's'}, but the chart has ${series.length} series (${series.join(', ')}): give one value each. ${NOTHING}`,
  columnTotal: (column: string, n: number, sum: string, cells: string[]) =>
    `The “${column}” column of the table on slide ${n} adds up to ${sum} (${cells.join(' + ')}). Nothing was changed.`,
  total: (n: number, sums: string[]) =>
    `The values of the chart on slide ${n} add up to ${sums.join('; ')}. Nothing was changed.`,
  whichSeries: (n: number, series: string[]) =>
    `The chart on slide ${n} has the series ${quoted(series)}: say which one, e.g. “rename the ${series[0]} series to …”. ${NOTHING}`,
  noColumn: (column: string, n: number, headers: string[]) =>
    `The table on slide ${n} has no one column “${column}”: its columns are ${headers.map((h) => `“${h}”`).join(', ')}. ${NOTHING}`,
  columnThere: (header: string, n: number) =>
    `The table on slide ${n} already has a column “${header}”. ${NOTHING}`,
  noFigures: (n: number) =>
    `No column of the table on slide ${n} holds figures, so there is nothing to add up. ${NOTHING}`,
  totalWithout: (column: string, rows: string[]) =>
    `The “${column}” total leaves out ${rows.map((r) => `“${r}”`).join(', ')}, which ${rows.length > 1 ? 'have' : 'has'} no figure there.`,
  cellsToFill: (header: string, n: number) =>
    `The new column “${header}” on slide ${n} has empty cells: I don't work out values offline, so fill them in on the slide.`,
  noStep: (said: string, n: number, labels: string[]) =>
    `I can't tell which step of the timeline on slide ${n} “${said}” is: its steps are ${labels.map((l) => `“${l}”`).join(', ')}. Nothing was changed.`,
  noPoint: (category: string, n: number, categories: string[]) =>
    `The chart on slide ${n} has no “${category}”: its categories are ${quoted(categories)}. ${NOTHING}`,
  whichPoint: (points: string[]) => `Which value do you mean: ${points.join(' or ')}? ${NOTHING}`,
  tooManySeries: () => `A chart holds at most ${CHART_SERIES_MAX} series. ${NOTHING}`,
  tooManyCells: (got: number, header: string[]) =>
    `That row has ${got} cells, but the table has ${header.length} columns (${header.join(', ')}). ${NOTHING}`,
  noRows: (n: number) => `The table on slide ${n} has no rows. ${NOTHING}`,
  noRow: (n: number, rows: number) =>
    `The table on slide ${n} has ${rows} row${rows === 1 ? '' : 's'}, so there is no such row. ${NOTHING}`,
  noRowWith: (text: string, n: number) =>
    `No row of the table on slide ${n} starts with “${text}”. ${NOTHING}`,
  stepCount: () =>
    `A timeline has ${TIMELINE_STEPS_MIN} to ${TIMELINE_STEPS_MAX} steps, e.g. “add a timeline: Discovery in May, Build June to August, Launch in September”. ${NOTHING}`,
};
