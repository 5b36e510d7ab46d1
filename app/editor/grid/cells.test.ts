import { describe, expect, it } from 'vitest';
import { cellName, pasteInto, readClipboard, readNumber } from './cells';
import {
  CHART_LIMITS,
  cellsChart,
  cellsTable,
  cellsTimeline,
  chartCells,
  TABLE_LIMITS,
  TIMELINE_COLUMNS,
  tableCells,
  timelineCells,
} from './dataCells';

describe('the data grid', () => {
  it('reads figures as people type them, and refuses what is not one', () => {
    expect(readNumber('1,234')).toBe(1234);
    expect(readNumber('€49')).toBe(49);
    expect(readNumber('12%')).toBe(12);
    expect(readNumber('$1,200.50')).toBe(1200.5);
    expect(readNumber('−3')).toBe(-3);
    expect(readNumber('-€3')).toBe(-3);
    expect(readNumber('(12)')).toBe(-12);
    expect(readNumber('1 234')).toBe(1234);
    expect(readNumber('.5')).toBe(0.5);
    for (const bad of ['n/a', '12 apples', '1.2.3', '1,23', '', '€', 'Infinity', '1e400'])
      expect(readNumber(bad), bad).toBeUndefined();
  });

  it('names cells as a spreadsheet does', () => {
    expect(cellName({ row: 0, col: 0 })).toBe('A1');
    expect(cellName({ row: 2, col: 27 })).toBe('AB3');
  });

  it('reads tab-separated and CSV clipboards, and leaves plain text to the cell', () => {
    expect(readClipboard('a\tb\r\n1\t2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(readClipboard('Plan,Price\n"Pro, yearly","€1,200"\n"say ""hi""",2')).toEqual([
      ['Plan', 'Price'],
      ['Pro, yearly', '€1,200'],
      ['say "hi"', '2'],
    ]);
    expect(readClipboard('1,234')).toBeUndefined();
    expect(readClipboard('just words')).toBeUndefined();
  });

  it('pastes from the focused cell, growing the grid only within its limits', () => {
    const start = [
      ['', 'A'],
      ['x', '1'],
    ];
    const block = [
      ['Revenue', 'Costs'],
      ['4.1', '3.2'],
      ['5.6', '3.9'],
    ];
    expect(pasteInto(start, { row: 0, col: 1 }, block, CHART_LIMITS).cells).toEqual([
      ['', 'Revenue', 'Costs'],
      ['x', '4.1', '3.2'],
      ['', '5.6', '3.9'],
    ]);
    const wide = [Array.from({ length: 10 }, (_, i) => `S${i}`)];
    const pasted = pasteInto(start, { row: 0, col: 1 }, wide, CHART_LIMITS);
    expect(pasted.cells[0]).toHaveLength(7);
    expect(pasted.clipped).toEqual({ rows: 0, cols: 4 });
    const tall = Array.from({ length: 40 }, (_, i) => [`r${i}`]);
    const table = pasteInto([['h']], { row: 0, col: 0 }, tall, TABLE_LIMITS);
    expect(table.cells).toHaveLength(31);
    expect(table.clipped.rows).toBe(9);
  });

  it('turns a chart grid into a chart, naming each cell that is not a number', () => {
    const cells = [
      ['', 'Revenue', 'Costs', ''],
      ['2022', '€4.1', '3,200', ''],
      ['2023', '5.6', 'n/a', ''],
      ['', '', '', ''],
    ];
    expect(cellsChart(cells, { kind: 'bar' }).problems.map((p) => p.message)).toEqual([
      'C3: “n/a” is not a number',
    ]);
    cells[2]![2] = '12%';
    expect(cellsChart(cells, { kind: 'bar', unit: '€M' })).toEqual({
      problems: [],
      chart: {
        kind: 'bar',
        unit: '€M',
        categories: ['2022', '2023'],
        series: [
          { name: 'Revenue', values: [4.1, 5.6] },
          { name: 'Costs', values: [3200, 12] },
        ],
      },
    });
    expect(cellsChart(cells, { kind: 'pie' }).problems[0]!.message).toMatch(
      /^C1: a pie chart shows one series/,
    );
    cells[1]![1] = '';
    expect(cellsChart(cells, { kind: 'bar' }).problems[0]!.message).toBe('B2: type a number');
    expect(cellsChart(chartCells(undefined), { kind: 'bar' })).toEqual({ problems: [] });
  });

  it('a chart goes to cells and back unchanged', () => {
    const chart = {
      kind: 'line' as const,
      categories: ['Q1', 'Q2'],
      series: [{ name: 'Users', values: [1200, -3.5] }],
    };
    expect(cellsChart(chartCells(chart), { kind: 'line' }).chart).toEqual(chart);
  });

  it('a table keeps its header, drops blank rows and pads ragged ones', () => {
    const table = tableCells({ header: ['Plan', 'Price'], rows: [['Pro'], ['Team', '€99']] });
    expect(table).toEqual([
      ['Plan', 'Price'],
      ['Pro', ''],
      ['Team', '€99'],
    ]);
    expect(cellsTable([...table, ['', ''], ['', '']].map((r) => [...r, '']))).toEqual({
      header: ['Plan', 'Price'],
      rows: [
        ['Pro', ''],
        ['Team', '€99'],
      ],
    });
    expect(cellsTable(tableCells(undefined))).toBeUndefined();
  });

  it('a timeline is one step a row under its columns’ names; a step needs a label, a timeline two steps', () => {
    const steps = [
      { label: 'Discovery', date: 'May' },
      { label: 'Build', text: 'Three sprints' },
    ];
    const cells = timelineCells(steps);
    expect(cells).toEqual([[...TIMELINE_COLUMNS], ['Discovery', 'May', ''], ['Build', '', 'Three sprints']]);
    expect(cellsTimeline(cells)).toEqual({ problems: [], steps });
    // Blank rows are rows to fill; a step with a date and no label is named.
    expect(cellsTimeline([...cells, ['', '', ''], ['', 'June', '']]).problems.map((p) => p.message)).toEqual([
      'A5: name the step',
    ]);
    expect(cellsTimeline([cells[0]!, cells[1]!, ['', '', '']]).problems.map((p) => p.message)).toEqual([
      'A3: a timeline has at least 2 steps; add one',
    ]);
    // Row 1 is the columns' names whatever it holds; a new timeline has steps to fill and none yet.
    expect(cellsTimeline([['Phase', 'When', 'What'], ...cells.slice(1)]).steps).toEqual(steps);
    expect(timelineCells(undefined)).toHaveLength(4);
    expect(cellsTimeline(timelineCells(undefined))).toEqual({ problems: [] });
  });
});
