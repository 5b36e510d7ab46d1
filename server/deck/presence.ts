import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { PRESENCE_TTL_MS } from '../../common/limits';
import type { PresencePerson } from '../../common/schemas/presence';
import type { Db } from '../db/open';
import { dashboardSessions, deckPresence } from '../db/schema';
import { notifyPresenceChanged } from './events';

/**
 * Who has a deck open (issue 22). Each editor tab's event stream holds a row while it is open (see
 * ./eventStream), the tab says which slide it has selected, and every change is told to every
 * server over the same bus as the operations, whose streams then send the deck's `presence`.
 */

/** A person's shown name: the one they gave, else "Guest {n}". */
const shownName = sql<string>`coalesce(${dashboardSessions.displayName}, 'Guest ' || ${dashboardSessions.guestNumber})`;

/**
 * A tab's row on the deck. The stream (`touch`) refreshes when it was last seen; choosing a slide
 * changes only the slide, so that a stream that ended removes the row it last refreshed and not
 * one a reconnected stream of the same tab has refreshed since.
 */
export async function joinDeck(
  db: Db,
  presence: { presentationId: string; tabId: string; sessionId: string; slideId?: string | null },
  now: Date,
  { touch = true, notify = true } = {},
) {
  const { presentationId, tabId, sessionId, slideId } = presence;
  await db
    .insert(deckPresence)
    .values({ tabId, presentationId, sessionId, slideId: slideId ?? null, seenAt: now })
    .onConflictDoUpdate({
      target: deckPresence.tabId,
      // A tab id is only a name the tab gave itself: another session may not take its row over.
      where: eq(deckPresence.sessionId, sessionId),
      set: {
        presentationId,
        ...(touch ? { seenAt: now } : {}),
        ...(slideId === undefined ? {} : { slideId }),
      },
    });
  if (notify) await notifyPresenceChanged(db, presentationId);
}

/** The tab's stream ended: its row goes, unless a newer stream of the tab refreshed it since `seenAt`. */
export async function leaveDeck(db: Db, presentationId: string, tabId: string, seenAt: Date) {
  const gone = await db
    .delete(deckPresence)
    .where(
      and(
        eq(deckPresence.tabId, tabId),
        eq(deckPresence.presentationId, presentationId),
        lte(deckPresence.seenAt, seenAt),
      ),
    )
    .returning({ tabId: deckPresence.tabId });
  if (gone.length) await notifyPresenceChanged(db, presentationId);
}

/** The tabs on a deck now, oldest first, without the ones that stopped refreshing their row. */
export async function presenceOf(db: Db, presentationId: string, now: Date): Promise<PresencePerson[]> {
  return db
    .select({ tab: deckPresence.tabId, name: shownName, slideId: deckPresence.slideId })
    .from(deckPresence)
    .innerJoin(dashboardSessions, eq(dashboardSessions.id, deckPresence.sessionId))
    .where(
      and(
        eq(deckPresence.presentationId, presentationId),
        gt(deckPresence.seenAt, new Date(now.getTime() - PRESENCE_TTL_MS)),
      ),
    )
    .orderBy(asc(deckPresence.tabId));
}

/** The session's name as others see it, and the one it gave (null until then). */
export async function displayNameOf(db: Db, sessionId: string) {
  const [row] = await db
    .select({ name: shownName, displayName: dashboardSessions.displayName })
    .from(dashboardSessions)
    .where(eq(dashboardSessions.id, sessionId));
  return row ?? null;
}

/** Gives the session a name, and tells every deck it has open, so others see it at once. */
export async function setDisplayName(db: Db, sessionId: string, displayName: string) {
  await db.update(dashboardSessions).set({ displayName }).where(eq(dashboardSessions.id, sessionId));
  const decks = await db
    .selectDistinct({ id: deckPresence.presentationId })
    .from(deckPresence)
    .where(eq(deckPresence.sessionId, sessionId));
  for (const d of decks) await notifyPresenceChanged(db, d.id);
  return displayNameOf(db, sessionId);
}
