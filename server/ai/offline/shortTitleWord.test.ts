import { expect, test } from 'vitest';
import { deckOf, slide } from '../../../tests/helpers/commandSet';
import { interpretCommand } from './index';

// "consults chart - 2025 shd be 79 not 78" (blind14's 1): of two charts, the one whose title's word
// the user shortened ("consults" for "Consultations"); "shd" is "should".
const deck = () =>
  deckOf(
    'Vets',
    slide('c', 'chart', 'Consultations have grown every year', {
      chart: {
        kind: 'bar',
        categories: ['2024', '2025'],
        series: [{ name: 'Consultations', values: [72, 78] }],
      },
    }),
    slide('m', 'chart', 'Revenue mix', {
      chart: {
        kind: 'pie',
        categories: ['Surgery', 'Pharmacy'],
        series: [{ name: 'Share', values: [60, 40] }],
      },
    }),
  );

test('a title’s word said shortened names its chart, and shorthand is read', () => {
  const r = interpretCommand('consults chart - 2025 shd be 79 not 78', deck());
  expect(r.operations).toEqual([
    {
      op: 'update_slide',
      slideId: 'c',
      content: {
        chart: {
          kind: 'bar',
          categories: ['2024', '2025'],
          series: [{ name: 'Consultations', values: [72, 79] }],
        },
      },
    },
  ]);
});

test('a short word that opens no title word names nothing of it', () => {
  const r = interpretCommand('the cons chart - 2025 should be 79', deck());
  expect(r.operations).toEqual([]);
});
