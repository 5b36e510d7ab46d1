import { describe, expect, test } from 'vitest';
import { layoutComparison } from './layout';

describe('layoutComparison', () => {
  test('the n-th points of both sides start level, however long the one before them', () => {
    const slide = {
      type: 'comparison' as const,
      title: 'Today and tomorrow',
      content: {
        comparison: {
          left: {
            title: 'Today',
            items: [
              'Their sales team spends 40% of its time on manual reporting in spreadsheets, every single week',
              'Forecasts miss by 25%',
              'MRR $41k',
            ],
          },
          right: { title: 'Tomorrow', items: ['Reporting time cut by half', 'Forecast accuracy within 10%'] },
        },
      },
    };
    const { cards, fit } = layoutComparison(slide);
    expect(fit.overflow).toBe(false);
    const [left, right] = cards;
    expect(left!.items[0]!.h).toBeGreaterThan(right!.items[0]!.h);
    expect(right!.items[1]!.y).toBe(left!.items[1]!.y);
    expect(left!.items[2]!.y).toBeGreaterThan(left!.items[1]!.y);
  });
});
