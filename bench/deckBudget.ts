import '../server/lib/sanitizeServer';
import { openDatabase } from '../server/db/open';
import { applyDeckOperations, deckSizes } from '../server/deck';
import { createClient } from '../server/services/clients';
import { createPresentation } from '../server/services/presentations';
import { report } from './lib';

// The deck budget's cost per write (issue 27): the slides' sizes are columns the database keeps,
// so the check sums at most a thousand integers. Measured on an embedded database: the check
// alone on a 1000-slide deck, and a one-slide rename (which runs it twice) on decks of 10 and 1000.

const RUNS = 200;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

export async function benchDeckBudget() {
  const database = await openDatabase({});
  const { db } = database;
  try {
    const now = new Date();
    const client = await createClient(db, { name: 'Bench' }, now);
    const rows: Array<[string, string]> = [];
    for (const size of [10, 1000]) {
      const deck = await createPresentation(db, client.id, `Deck ${size}`, now);
      const first = await applyDeckOperations(
        db,
        deck,
        [
          {
            op: 'add_slide',
            type: 'content',
            title: 'One',
            content: { items: ['A point with some words in it.'] },
            notes: 'Notes.',
          },
        ],
        now,
      );
      const slideId = first.changedSlideIds[0]!;
      for (let n = 1; n < size; n += 100)
        await applyDeckOperations(
          db,
          deck,
          Array.from({ length: Math.min(100, size - n) }, () => ({
            op: 'duplicate_slide' as const,
            slideId,
          })),
          now,
        );
      const check: number[] = [];
      const rename: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        check.push(await timed(() => deckSizes(db, deck)));
        rename.push(
          await timed(() =>
            applyDeckOperations(db, deck, [{ op: 'update_slide', slideId, title: `Renamed ${r}` }], now),
          ),
        );
      }
      rows.push([
        `${size} slides: the budget's count alone (median of ${RUNS})`,
        `${median(check).toFixed(2)} ms`,
      ]);
      rows.push([`${size} slides: a one-slide rename, count included`, `${median(rename).toFixed(2)} ms`]);
    }
    report('Deck budget check (PGlite in memory)', rows);
  } finally {
    await database.close();
  }
}
