import { eq, sql } from 'drizzle-orm';
import type { SlideContent } from '../../common/slides/model';
import type { Db, Tx } from '../db/open';
import { presentations } from '../db/schema';
import { notFound } from '../lib/errors';
import { cleanSlideContent } from '../render/slideContent';
import { notifyDeckChanged } from './events';

/**
 * Locks the presentation row for the rest of the transaction, so concurrent changes to one deck
 * on PostgreSQL queue up instead of computing positions from the same stale state.
 */
export async function lockPresentation(tx: Tx, id: string) {
  const [row] = await tx.select().from(presentations).where(eq(presentations.id, id)).for('update');
  if (!row) throw notFound('Presentation');
  return row;
}

/**
 * Every change to a presentation or its slides moves its updatedAt and its revision (see
 * deckCache), in the same statement as the presentation's own fields that changed, if any.
 */
export async function touchPresentation(
  conn: Db | Tx,
  id: string,
  now: Date,
  changes = 1,
  fields: Partial<typeof presentations.$inferInsert> = {},
) {
  const [row] = await conn
    .update(presentations)
    .set({ ...fields, updatedAt: now, revision: sql`${presentations.revision} + ${changes}` })
    .where(eq(presentations.id, id))
    .returning({ revision: presentations.revision });
  // Heard by the deck's event streams on every server once this transaction commits.
  if (row) await notifyDeckChanged(conn, id, row.revision);
  return row?.revision ?? 0;
}

/**
 * HTML and CSS of html slides are stored sanitised, so nothing unsafe is kept even before display.
 * The work runs in a worker thread; HTML nested too deep is a 400 naming htmlContent.
 */
export function cleanContent<C extends Partial<SlideContent>>(content: C): Promise<C> {
  return cleanSlideContent(content as SlideContent) as Promise<C>;
}
