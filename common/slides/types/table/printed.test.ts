import { describe, expect, test } from 'vitest';
import type { SlideContent } from '../../content';
import { layoutTable } from './layout';
import { collapsed, keepsOrderInRtl, plainLine, printedBlocks, textColumns } from './printed';

const slideOf = (header: string[], rows: string[][]) => ({
  type: 'table',
  title: 'Budget',
  content: { table: { header, rows } } satisfies SlideContent,
});

/** The bench's table: names, then four columns of figures (equal widths). */
const budget = (rows: number) =>
  slideOf(
    ['Team', 'Lead', 'Q1', 'Q2', 'Q3', 'Q4'],
    Array.from({ length: rows }, (_, r) => [
      `Team ${r + 1}`,
      ['Ada', 'Grace'][r % 2]!,
      ...[0, 1, 2, 3].map((q) => String(100 + ((r * 3 + q * 7) % 90))),
    ]),
  );

// Issue 31: Chromium's print costs per box of text, so a printed table draws each row's one-line
// cells as one box (a box for a run of left-aligned cells, one for a run of figures), the cells in
// reading order; every other cell keeps a box of its own.
describe('a printed table is drawn a row to a box, in reading order', () => {
  test('twelve one-line rows: two boxes a row, names left to right, figures from the right', () => {
    const l = layoutTable(budget(12));
    const blocks = printedBlocks(l);
    expect(blocks.every((b) => b.kind === 'line')).toBe(true);
    expect(blocks).toHaveLength(13 * 2);
    const [names, figures] = blocks.filter((b) => b.row === 1);
    const columns = textColumns(l);
    expect(names).toMatchObject({ right: false, edge: columns[0]!.start });
    expect(names!.kind === 'line' && names!.cells.map((c) => [c.column, c.text])).toEqual([
      [0, 'Team 1'],
      [1, 'Ada'],
    ]);
    expect(figures).toMatchObject({ right: true, edge: columns[5]!.end });
    if (figures?.kind !== 'line') throw new Error('figures');
    expect(figures.cells.map((c) => c.column)).toEqual([5, 4, 3, 2]);
    // Each tab ends where its column's text ends; equal columns need no tab of their own.
    for (const c of figures.cells) expect(figures.edge - c.stop).toBeCloseTo(columns[c.column]!.end, 6);
    expect(figures.cells.slice(1).every((c) => c.plainTab && !c.isolate)).toBe(true);
  });

  test('every cell’s text is drawn once, and a row’s boxes come in column order', () => {
    const rows = [
      ['Alpha', '', 'Short', '€1,200'],
      ['', 'Grace', '', '  300 '],
      ['Gamma', 'Linus', `A note long enough to wrap: ${'over and over again, '.repeat(8)}in its box`, '45%'],
      ['Delta', 'שלום', 'مرحبا', '12'],
      ['Epsilon', '東京', 'Ελληνικά & "quotes"', ''],
      ['Zeta', 'Ada\nLovelace', 'x', '7'],
      ['Eta', 'Bob', 'y', '-5'],
    ];
    const header = ['Item', 'Owner', 'Notes', 'Cost'];
    const l = layoutTable(slideOf(header, rows));
    const blocks = printedBlocks(l);
    const drawn = new Map<string, string>();
    for (const b of blocks) {
      const cells =
        b.kind === 'line' ? b.cells.map((c) => [c.column, c.text] as const) : [[b.column, b.text] as const];
      for (const [column, text] of cells) {
        const key = `${b.row}/${column}`;
        expect(drawn.has(key), key).toBe(false);
        drawn.set(key, text);
      }
    }
    const expected = new Map<string, string>();
    for (const [r, row] of [header, ...rows].entries())
      for (const [c, t] of row.entries())
        if (t.trim())
          expected.set(
            `${r}/${c}`,
            t.includes('\n') || t.length > 60 || /[\u0590-\u08ff]/.test(t) ? t : collapsed(t),
          );
    expect(drawn).toEqual(expected);
    // The wrapped note, the two-line name and right-to-left text are boxes of their own.
    const own = (r: number, c: number) =>
      blocks.find((b) => b.kind === 'cell' && b.row === r && b.column === c);
    for (const [r, c] of [
      [3, 2],
      [6, 1],
      [4, 1],
      [4, 2],
    ] as const)
      expect(own(r, c), `${r}/${c}`).toBeDefined();
    // Within a row, the boxes' first columns rise: the PDF stores the row left to right.
    for (let r = 0; r <= rows.length; r++) {
      const firsts = blocks
        .filter((b) => b.row === r)
        .map((b) => (b.kind === 'line' ? Math.min(...b.cells.map((c) => c.column)) : b.column));
      expect(firsts, `row ${r}`).toEqual([...firsts].sort((a, b) => a - b));
    }
    // "-5" would read "5-" among right-to-left neighbours: it is set apart; "€1,200" needs not.
    expect(keepsOrderInRtl('-5')).toBe(false);
    expect(keepsOrderInRtl('€1,200.50')).toBe(true);
  });

  test('columns of unequal widths: a tab of its own ends at each stop the box’s size misses', () => {
    // The second column is wider than the first: the third starts off the first tab's multiples.
    const l = layoutTable(slideOf(['Name', 'The town of the office', 'Note'], [['Ada', 'Leeds', 'x']]));
    const columns = textColumns(l);
    const [row] = printedBlocks(l).filter((b) => b.row === 1);
    if (row?.kind !== 'line') throw new Error('one box for the row');
    expect(row.tab).toBeCloseTo(columns[1]!.start - columns[0]!.start, 9);
    expect(row.cells.map((c) => [c.stop, c.plainTab])).toEqual([
      [0, false],
      [row.tab, true],
      [columns[2]!.start - columns[0]!.start, false],
    ]);
  });

  test('a line is plain when nothing in it breaks a line or reads right to left', () => {
    expect(plainLine('€1,200 (net) 東京 Ελληνικά')).toBe(true);
    for (const text of ['a\nb', 'a\rb', 'a\u2028b', 'a\u0085b', 'שלום', 'abc مرحبا', 'a\u202eb', '\u{10900}'])
      expect(plainLine(text), JSON.stringify(text)).toBe(false);
  });

  test('text collapses as white-space: pre-line draws it on one line', () => {
    expect(collapsed('  Bath \t and   Wells ')).toBe('Bath and Wells');
    expect(collapsed('\u00a0x\u00a0')).toBe('\u00a0x\u00a0');
  });

  test('the bidi check: Latin letters and digits, separators between digits, terminators by one', () => {
    for (const t of ['12k', '45%', '$4.5m', '1,200', '12:30', 'Q1']) expect(keepsOrderInRtl(t), t).toBe(true);
    for (const t of ['1 200', '-5', '+3.5%', '(300)', '12 USD', '1.', '%', 'é'])
      expect(keepsOrderInRtl(t), t).toBe(false);
  });
});
