import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { draftDeck } from '../deck/draft';
import { rowsTopDown } from './columns';
import { extractPdf } from './extract';
import type { Line } from './lines';
import { tableLines } from './tableCells';

const SHARED = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/fixtures/documents',
);

const cell = (text: string, x0: number, x1: number, y = 100, size = 11): Line => ({
  text,
  x0,
  x1,
  y,
  size,
  font: 'f',
  rtl: false,
  column: 0,
});

describe('a table in a PDF', () => {
  test('cells a hair apart in height are one row, read left to right', () => {
    const row = [
      cell('Austria', 306, 361, 410.82848916675),
      cell('France', 377, 413, 410.8284891075),
      cell('Vatican', 452, 508, 410.82848916675),
    ];
    const next = [cell('Capital', 77, 114, 363)];
    expect(rowsTopDown([...next, row[2]!, row[1]!, row[0]!]).map((l) => l.text)).toEqual([
      'Austria',
      'France',
      'Vatican',
      'Capital',
    ]);
  });

  test('puts the cells of a short row in their columns and drops a row of footnote marks', () => {
    const rows = [
      [cell('Indonesia', 147, 215), cell('Germany', 230, 295), cell('Vatican', 452, 508)],
      [
        cell('Capital', 77, 114),
        cell('Jakarta', 147, 183),
        cell('Berlin', 230, 258),
        cell('Vatican City', 452, 510),
      ],
      [cell('1', 216, 220, 104, 6.6), cell('2', 292, 296, 104, 6.6)],
      [cell('Currency', 77, 126), cell('-', 452, 456)],
    ];
    expect(tableLines(rows)).toBe(
      [
        '|  | Indonesia | Germany | Vatican |',
        '| Capital | Jakarta | Berlin | Vatican City |',
        '| Currency |  |  | - |',
      ].join('\n'),
    );
  });

  test('keeps a row as it is when two of its cells would share a column', () => {
    const rows = [
      [cell('a', 0, 10), cell('b', 100, 110), cell('c', 200, 210)],
      [cell('x', 100, 120), cell('y', 130, 150)],
    ];
    expect(tableLines(rows)).toBe('| a | b | c |\n| x | y |');
  });

  test("a Google Docs table whose header cells hold flags keeps its columns' order", async () => {
    const { text } = await extractPdf(readFileSync(path.join(SHARED, 'google-doc-document.pdf')));
    const table = text.split('\n').filter((l) => l.startsWith('|'));
    expect(table[0]).toMatch(
      /^\| {2}\| Indonesia \S* \| Germany \S* \| Austria \S* \| France \| Vatican \S* \|$/,
    );
    expect(table).toContain('| Capital | Jakarta | Berlin | Vienna | Paris | Vatican City |');
    expect(table).toContain('| Population | 273.879.750 | 83,190,556 | 8,935,112 | 67,413,000 | 453 |');
    // The footnote marks over the population figures are no row of the table.
    expect(table.some((l) => l.startsWith('| 1 |'))).toBe(false);
    // On the slides: a table slide with the document's header and rows.
    const grid = draftDeck(text, 'google-doc-document').slides.find((s) => s.type === 'table')!.content
      .table!;
    expect(grid.header.slice(1).map((h) => h.split(' ')[0])).toEqual([
      'Indonesia',
      'Germany',
      'Austria',
      'France',
      'Vatican',
    ]);
    expect(grid.rows).toContainEqual(['Capital', 'Jakarta', 'Berlin', 'Vienna', 'Paris', 'Vatican City']);
  }, 30_000);
});
