import { and, asc, eq, gt, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { cleanDisplayName } from '../../common/displayName';
import {
  PRESENCE_PENDING_MS,
  PRESENCE_PER_DECK_MAX,
  PRESENCE_PER_SESSION_MAX,
  PRESENCE_TTL_MS,
} from '../../common/limits';
import type { PresencePerson } from '../../common/schemas/presence';
import type { Db, Tx } from '../db/open';
import { dashboardSessions, deckPresence } from '../db/schema';
import { notifyPresenceChanged } from './events';

/**
 * Who has a deck open (issue 22). Each editor tab's event stream holds a row while it is open (see
 * ./eventStream), the tab says which slide it has selected, and every change is told to every
 * server over the same bus as the operations, whose streams then send the deck's `presence`.
 *
 * Bounded (issue 27): a deck lists at most PRESENCE_PER_DECK_MAX tabs and a session holds at most
 * PRESENCE_PER_SESSION_MAX rows; a row is listed only while a stream refreshes it, and rows
 * nobody refreshes are deleted, so made-up tab ids neither show up nor pile up.
 */

/** A person's shown name: the one they gave, else "Guest {n}". */
const shownName = sql<string>`coalesce(${dashboardSessions.displayName}, 'Guest ' || ${dashboardSessions.guestNumber})`;

const liveSince = (now: Date) => new Date(now.getTime() - PRESENCE_TTL_MS);
/** Rows seen before this are no one's: no stream refreshed them, and no stream will pick them up. */
const deadBefore = (now: Date) => new Date(now.getTime() - PRESENCE_TTL_MS - PRESENCE_PENDING_MS);

interface Tab {
  presentationId: string;
  tabId: string;
  sessionId: string;
}

/**
 * The tab's stream opened (or refreshed): its row is listed from `now`, unless the deck or the
 * session is at its cap. Resolves to whether the tab is listed. A slide chosen before (a pending
 * row, see chooseSlide) is kept if it was for this deck.
 */
export async function joinDeck(db: Db, tab: Tab, now: Date, { notify = true } = {}): Promise<boolean> {
  const { presentationId, tabId, sessionId } = tab;
  const listed = await db.transaction(async (tx) => {
    if (!(await roomFor(tx, tab, now, { deck: true }))) return false;
    const rows = await tx
      .insert(deckPresence)
      .values({ tabId, presentationId, sessionId, slideId: null, seenAt: now })
      .onConflictDoUpdate({
        target: deckPresence.tabId,
        // A tab id is only a name the tab gave itself: another session may not take its row over.
        where: eq(deckPresence.sessionId, sessionId),
        set: {
          presentationId,
          seenAt: now,
          slideId: sql`case when ${deckPresence.presentationId} = ${presentationId} then ${deckPresence.slideId} end`,
        },
      })
      .returning({ tabId: deckPresence.tabId });
    return rows.length > 0;
  });
  if (listed && notify) await notifyPresenceChanged(db, presentationId);
  return listed;
}

/**
 * The tab chose a slide of the deck (the caller checked it is one). A listed tab's row changes;
 * a tab whose stream is not open yet gets an unlisted row its stream picks up, removed after
 * PRESENCE_PENDING_MS if none does. Resolves to false when the session holds its cap of rows.
 */
export async function chooseSlide(db: Db, tab: Tab & { slideId: string | null }, now: Date) {
  const { presentationId, tabId, sessionId, slideId } = tab;
  const updated = await db
    .update(deckPresence)
    .set({ slideId })
    .where(
      and(
        eq(deckPresence.tabId, tabId),
        eq(deckPresence.sessionId, sessionId),
        eq(deckPresence.presentationId, presentationId),
      ),
    )
    .returning({ seenAt: deckPresence.seenAt });
  if (updated.length) {
    if (updated[0]!.seenAt > liveSince(now)) await notifyPresenceChanged(db, presentationId);
    return true;
  }
  return db.transaction(async (tx) => {
    if (!(await roomFor(tx, tab, now, { deck: false }))) return false;
    // Seen exactly at the edge of the TTL: not listed (listing wants later) until a stream touches it.
    const pendingAt = liveSince(now);
    await tx
      .insert(deckPresence)
      .values({ tabId, presentationId, sessionId, slideId, seenAt: pendingAt })
      .onConflictDoUpdate({
        target: deckPresence.tabId,
        where: eq(deckPresence.sessionId, sessionId),
        set: { presentationId, slideId, seenAt: pendingAt },
      });
    return true;
  });
}

/**
 * Deletes the rows nobody refreshes (of this deck and this session), then says whether the tab
 * fits under the session's cap and, with `deck`, the deck's. One deck's joins are taken one at a
 * time (an advisory lock for the transaction), so parallel joins cannot all pass the same count.
 */
async function roomFor(tx: Tx, { presentationId, tabId, sessionId }: Tab, now: Date, { deck = true }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`presence:${presentationId}`}))`);
  await tx
    .delete(deckPresence)
    .where(
      and(
        or(eq(deckPresence.presentationId, presentationId), eq(deckPresence.sessionId, sessionId)),
        lt(deckPresence.seenAt, deadBefore(now)),
      ),
    );
  const [counts] = await tx
    .select({
      deck: sql<number>`count(*) filter (where ${deckPresence.presentationId} = ${presentationId} and ${deckPresence.seenAt} > ${liveSince(now).toISOString()}::timestamptz)::int`,
      session: sql<number>`count(*) filter (where ${deckPresence.sessionId} = ${sessionId})::int`,
    })
    .from(deckPresence)
    .where(
      and(
        ne(deckPresence.tabId, tabId),
        or(eq(deckPresence.presentationId, presentationId), eq(deckPresence.sessionId, sessionId)),
      ),
    );
  if (Number(counts?.session ?? 0) >= PRESENCE_PER_SESSION_MAX) return false;
  return !deck || Number(counts?.deck ?? 0) < PRESENCE_PER_DECK_MAX;
}

/**
 * The listed tabs of a deck's open streams are still there (one statement for them all), and the
 * deck's rows nobody refreshes any more (their server died) are deleted.
 */
export async function refreshTabs(db: Db, presentationId: string, tabIds: string[], now: Date) {
  if (tabIds.length)
    await db
      .update(deckPresence)
      .set({ seenAt: now })
      .where(and(eq(deckPresence.presentationId, presentationId), inArray(deckPresence.tabId, tabIds)));
  await db
    .delete(deckPresence)
    .where(and(eq(deckPresence.presentationId, presentationId), lt(deckPresence.seenAt, deadBefore(now))));
}

/** At start: rows of every deck that no stream has refreshed for long are no one's (a crash left them). */
export async function sweepPresence(db: Db, now: Date) {
  await db.delete(deckPresence).where(lt(deckPresence.seenAt, deadBefore(now)));
}

/** A tab whose stream ended, and when its stream last wrote its row. */
export interface LeavingTab {
  tabId: string;
  seenAt: Date;
}

/**
 * The tabs' streams ended: their rows go (one statement for them all, and one NOTIFY), each
 * unless a newer stream of that tab refreshed it since its `seenAt`. Tabs refreshed together share
 * a `seenAt`, so the condition has one term per distinct time, not one per tab.
 */
export async function leaveDeck(db: Db, presentationId: string, tabs: LeavingTab[]) {
  if (!tabs.length) return;
  const bySeen = new Map<number, string[]>();
  for (const t of tabs) {
    const ids = bySeen.get(t.seenAt.getTime()) ?? [];
    ids.push(t.tabId);
    bySeen.set(t.seenAt.getTime(), ids);
  }
  const gone = await db
    .delete(deckPresence)
    .where(
      and(
        eq(deckPresence.presentationId, presentationId),
        or(
          ...[...bySeen].map(([seenAt, ids]) =>
            and(inArray(deckPresence.tabId, ids), lte(deckPresence.seenAt, new Date(seenAt))),
          ),
        ),
      ),
    )
    .returning({ tabId: deckPresence.tabId });
  if (gone.length) await notifyPresenceChanged(db, presentationId);
}

/** The tabs on a deck now, oldest first, without the ones that stopped refreshing their row. */
export async function presenceOf(db: Db, presentationId: string, now: Date): Promise<PresencePerson[]> {
  const rows = await db
    .select({ tab: deckPresence.tabId, name: shownName, slideId: deckPresence.slideId })
    .from(deckPresence)
    .innerJoin(dashboardSessions, eq(dashboardSessions.id, deckPresence.sessionId))
    .where(and(eq(deckPresence.presentationId, presentationId), gt(deckPresence.seenAt, liveSince(now))))
    .orderBy(asc(deckPresence.tabId))
    .limit(PRESENCE_PER_DECK_MAX);
  // Names stored before they were cleaned on the way in are cleaned on the way out.
  return rows.map((r) => ({ ...r, name: cleanDisplayName(r.name) }));
}

/** The session's name as others see it, and the one it gave (null until then). */
export async function displayNameOf(db: Db, sessionId: string) {
  const [row] = await db
    .select({ name: shownName, displayName: dashboardSessions.displayName })
    .from(dashboardSessions)
    .where(eq(dashboardSessions.id, sessionId));
  if (!row) return null;
  return {
    name: cleanDisplayName(row.name),
    displayName: row.displayName === null ? null : cleanDisplayName(row.displayName),
  };
}

/** Gives the session a name, and tells every deck it has open, so others see it at once. */
export async function setDisplayName(db: Db, sessionId: string, displayName: string) {
  const clean = cleanDisplayName(displayName);
  await db.update(dashboardSessions).set({ displayName: clean }).where(eq(dashboardSessions.id, sessionId));
  const decks = await db
    .selectDistinct({ id: deckPresence.presentationId })
    .from(deckPresence)
    .where(eq(deckPresence.sessionId, sessionId));
  for (const d of decks) await notifyPresenceChanged(db, d.id);
  return displayNameOf(db, sessionId);
}
