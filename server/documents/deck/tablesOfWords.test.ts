import { describe, expect, test } from 'vitest';
import { draftDeck } from './draft';

// A formula typeset as a grid ("= ̸ =", "X X", "1 1 100" in LaTeX News 36) came out of the PDF as
// a table and onto two slides as bullets such as "X — X". A table most of whose rows hold no word
// is not slide material; a table of words and figures still is.

const deck = (table: string) =>
  draftDeck(
    `# Report\n\nAn opening line for the report.\n\n# Bug fixes\n\nA fraction lost its smash.\n\n${table}`,
  );
const bullets = (table: string) => deck(table).slides.flatMap((s) => s.content.items ?? []);

describe('a table on the slides', () => {
  test('a formula set in cells is not one', () => {
    const formula = [
      '| due to reboxing: | 1 | 1 | 100 |',
      '|  | = | ̸ = |  |',
      '|  |  | X | X |',
      '| 1 | 1 | 100 |  |',
      '| = | ̸ = |  |  |',
    ].join('\n');
    expect(bullets(formula).filter((b) => b.includes('X — X') || b.includes('̸'))).toEqual([]);
  });

  test('a table of labels and figures still is', () => {
    const table = ['| Region | Revenue | Growth |', '| North | $1.2M | 12% |', '| South | $0.8M | 9% |'].join(
      '\n',
    );
    expect(deck(table).slides.find((s) => s.type === 'table')?.content.table).toEqual({
      header: ['Region', 'Revenue', 'Growth'],
      rows: [
        ['North', '$1.2M', '12%'],
        ['South', '$0.8M', '9%'],
      ],
    });
  });
});
