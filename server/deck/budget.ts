import { eq, sql } from 'drizzle-orm';
import { DECK_BUDGET, type DeckBudgetName } from '../../common/limits';
import type { Db, Tx } from '../db/open';
import { presentations, slides } from '../db/schema';
import { HttpError } from '../lib/errors';

/** A deck's sizes, as measured against DECK_BUDGET. */
export type DeckSizes = Record<DeckBudgetName, number>;

const WHAT: Record<DeckBudgetName, (n: number) => string> = {
  totalBytes: (n) => `${(n / (1024 * 1024)).toFixed(1)} MB in all`,
  htmlChars: (n) => `${n.toLocaleString('en-US')} characters of slide HTML`,
  notesChars: (n) => `${n.toLocaleString('en-US')} characters of speaker notes`,
};

/**
 * The deck's sizes now. The slides' sizes are columns the database keeps on every write
 * (slides.size_bytes, html_chars, notes_chars), so this sums at most a thousand integers and
 * reads none of the deck's content; the deck's own fields are one row.
 */
export async function deckSizes(conn: Db | Tx, presentationId: string): Promise<DeckSizes> {
  const [s] = await conn
    .select({
      bytes: sql<string>`coalesce(sum(${slides.sizeBytes}), 0)`,
      html: sql<string>`coalesce(sum(${slides.htmlChars}), 0)`,
      notes: sql<string>`coalesce(sum(${slides.notesChars}), 0)`,
    })
    .from(slides)
    .where(eq(slides.presentationId, presentationId));
  const [p] = await conn
    .select({
      bytes: sql<number>`octet_length(${presentations.title}) + octet_length(${presentations.brief}) + octet_length(${presentations.checklist}::text) + octet_length(${presentations.metadata}::text)`,
    })
    .from(presentations)
    .where(eq(presentations.id, presentationId));
  return {
    totalBytes: Number(s?.bytes ?? 0) + Number(p?.bytes ?? 0),
    htmlChars: Number(s?.html ?? 0),
    notesChars: Number(s?.notes ?? 0),
  };
}

/**
 * Refuses a write that took the deck past its budget (called inside the write's transaction,
 * after it, so the throw rolls all of it back). Only a measure that grew counts: a deck stored
 * past a budget before it existed can still be edited and shrunk.
 */
export function refuseOverBudget(before: DeckSizes, after: DeckSizes) {
  // The specific budgets first: 100 copies of an html slide are past the HTML budget before the total.
  for (const name of ['htmlChars', 'notesChars', 'totalBytes'] as const) {
    const limit = DECK_BUDGET[name];
    if (after[name] > limit && after[name] > before[name])
      throw new HttpError(
        413,
        'too_large',
        `This change would make the deck hold ${WHAT[name](after[name])}; a deck may hold at most ${WHAT[name](limit)} (budget ${name}). Nothing was changed.`,
        {},
        { budget: name, limit, size: after[name] },
      );
  }
}

/** Runs `write` and refuses it (by throwing inside the caller's transaction) if it took the deck past its budget. */
export async function withinBudget<T>(tx: Tx, presentationId: string, write: () => Promise<T>): Promise<T> {
  const before = await deckSizes(tx, presentationId);
  const result = await write();
  refuseOverBudget(before, await deckSizes(tx, presentationId));
  return result;
}
