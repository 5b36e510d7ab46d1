import { expect, test } from 'vitest';
import { deckOf, slide } from '../../../tests/helpers/commandSet';
import { interpretCommand } from './index';

// "on the café table add a total row at the bottom" (blind13's 11): each column of figures summed
// as its cells are written, a column of changes worked out from the totals, not summed.
const deck = (rows: string[][], header = ['Centre', 'Covers 2025', 'Covers 2026', 'Change']) =>
  deckOf('Cafés', slide('t', 'table', 'Café covers by centre', { table: { header, rows } }));
const rowsAfter = (say: string, d: ReturnType<typeof deck>, selected?: string) => {
  const r = interpretCommand(say, d, selected);
  const op = r.operations[0] as { content?: { table?: { rows: string[][] } } } | undefined;
  return { rows: op?.content?.table?.rows, said: r.said, asked: r.notUnderstood };
};

const COVERS = [
  ['Ashby Fields', '52,300', '58,700', '+12.2%'],
  ['Bramford', '64,900', '61,200', '−5.7%'],
  ['Wenlow', '—', '31,400', '—'],
];

test('figures are summed with their thousands commas; the change is the totals’ change', () => {
  const { rows, said } = rowsAfter('on the café table add a total row at the bottom', deck(COVERS));
  // 117,200 → 151,300 is +29.1%: the totals' change, not the sum of the rows' changes.
  expect(rows?.at(-1)).toEqual(['Total', '117,200', '151,300', '+29.1%']);
  expect(rows?.length).toBe(4);
  // Wenlow had no 2025 figure: the reply says the total leaves it out.
  expect(said).toMatch(/“Covers 2025” total leaves out “Wenlow”/);
});

test('a total row already there is written anew, never counted in itself', () => {
  const d = deck([...COVERS, ['Total', '1', '2', '+100%']]);
  const { rows } = rowsAfter('add a totals row to the table', d);
  expect(rows?.at(-1)).toEqual(['Total', '117,200', '151,300', '+29.1%']);
  expect(rows?.filter((r) => r[0] === 'Total')).toHaveLength(1);
});

test('a currency, a unit and decimals are written as the column writes them; words stay empty', () => {
  const d = deck(
    [
      ['North', 'Ada', '£1.25m', '4'],
      ['South', 'Grace', '£0.5m', '6'],
    ],
    ['Region', 'Lead', 'Budget', 'Staff'],
  );
  const { rows } = rowsAfter('add a total row', d, 't');
  expect(rows?.at(-1)).toEqual(['Total', '', '£1.75m', '10']);
});

test('a table without a column of figures is told so, and nothing changes', () => {
  const d = deck([['North', 'Ada']], ['Region', 'Lead']);
  const r = interpretCommand('add a total row to the table', d);
  expect(r.operations).toEqual([]);
  expect(r.notUnderstood).toMatch(/No column of the table on slide 1 holds figures/);
});

test('"whats the total consultations across the clinics in the table?" adds up the column, changing nothing', () => {
  const r = interpretCommand('whats the total covers 2026 across the centres in the table?', deck(COVERS));
  expect(r.operations).toEqual([]);
  expect(r.notUnderstood).toBe(
    'The “Covers 2026” column of the table on slide 1 adds up to 151,300 (58,700 + 61,200 + 31,400). Nothing was changed.',
  );
});
