import { describe, expect, test } from 'vitest';
import { SLIDE_HEIGHT } from '../../../limits';
import { PAD_Y } from '../../theme';
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

describe('the cards fit their points', () => {
  const sides = (n: number, item: string) => ({
    left: { title: 'Today', items: Array.from({ length: n }, () => item) },
    right: { title: 'With us', items: Array.from({ length: n }, () => item) },
  });
  const layout = (n: number, item = 'Manual setup') =>
    layoutComparison({
      type: 'comparison',
      title: 'Today and tomorrow',
      content: { comparison: sides(n, item) },
    });

  test('two short points make short cards, level with each other, in the middle of the room', () => {
    const short = layout(2);
    const full = layout(6, 'A point long enough to take two lines of a card that is half the slide wide');
    const [l, r] = short.cards;
    expect(l!.h).toBe(r!.h);
    expect(l!.y).toBe(r!.y);
    expect(l!.h).toBeLessThan(full.cards[0]!.h);
    expect(l!.h).toBeLessThan(SLIDE_HEIGHT / 2);
    // Centred in what is left under the title: as much room above the cards as below them.
    const above = l!.y - (short.title.y + short.title.h);
    const below = SLIDE_HEIGHT - PAD_Y - (l!.y + l!.h);
    expect(Math.abs(above - below)).toBeLessThan(60);
    // Every point inside its card.
    for (const card of [...short.cards, ...full.cards])
      for (const item of card.items) expect(item.y + item.h).toBeLessThanOrEqual(card.y + card.h);
    expect(full.fit.overflow).toBe(false);
  });

  test('few points a side are set a step larger than many', () => {
    expect(layout(2).fit.sizes.body).toBeGreaterThan(layout(5).fit.sizes.body!);
  });
});
