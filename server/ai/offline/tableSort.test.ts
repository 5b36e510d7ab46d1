import { expect, test } from 'vitest';
import { deckOf, slide } from '../../../tests/helpers/commandSet';
import { interpretCommand } from './index';

// "sort it by 2026 covers, biggest first" (blind13's 12): a table's rows in the order of a column
// named by its words in any order; a row without a figure, then the total, go last.
const deck = () =>
  deckOf(
    'Café',
    slide('t', 'table', 'Café covers by centre', {
      table: {
        header: ['Centre', 'Covers 2025', 'Covers 2026'],
        rows: [
          ['Ashby Fields', '52,300', '58,700'],
          ['Wenlow', '—', '31,400'],
          ['Hartley', '96,200', '104,800'],
          ['Total', '148,500', '194,900'],
        ],
      },
    }),
  );

const rowsAfter = (say: string) => {
  const op = interpretCommand(say, deck()).operations[0] as { content?: { table?: { rows: string[][] } } };
  return op?.content?.table?.rows.map((r) => r[0]);
};

test('by a column said in other words, biggest first, the total row last', () => {
  expect(rowsAfter('sort it by 2026 covers, biggest first')).toEqual([
    'Hartley',
    'Ashby Fields',
    'Wenlow',
    'Total',
  ]);
});

test('a row without a figure goes last of the rows, whichever way the order runs', () => {
  expect(rowsAfter('sort the table by covers 2025, smallest first')).toEqual([
    'Ashby Fields',
    'Hartley',
    'Wenlow',
    'Total',
  ]);
  expect(rowsAfter('sort the table by covers 2025')).toEqual(['Hartley', 'Ashby Fields', 'Wenlow', 'Total']);
});

test('words go A to Z unless said otherwise', () => {
  expect(rowsAfter('sort the table by centre')).toEqual(['Ashby Fields', 'Hartley', 'Wenlow', 'Total']);
  expect(rowsAfter('sort the table by centre, z to a')).toEqual([
    'Wenlow',
    'Hartley',
    'Ashby Fields',
    'Total',
  ]);
});

test('a column the table does not have is said, and nothing changes', () => {
  const r = interpretCommand('sort the table by revenue', deck());
  expect(r.operations).toEqual([]);
  expect(r.notUnderstood).toMatch(/no one column “revenue”/);
});
