import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { chatTitle } from '../../common/schemas/ai';
import type { LastChange } from '../ai/offline/plan';
import type { Db } from '../db/open';
import { conversationMessages, conversationSessions, deckOperationLog } from '../db/schema';
import type { Operation } from '../deck';
import { badRequest, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { assertPresentation } from './presentations';

type SessionRow = typeof conversationSessions.$inferSelect;
const sessionToApi = (s: SessionRow) => ({
  id: s.id,
  title: s.title,
  lastActiveAt: s.lastActiveAt.toISOString(),
  presentationId: s.presentationId,
  clientId: s.clientId,
  provider: s.provider,
});

export async function createSession(
  db: Db,
  body: { presentationId: string; clientId?: string | null; title: string; provider: string },
  now: Date,
) {
  const p = await assertPresentation(db, body.presentationId);
  if (body.clientId && body.clientId !== p.clientId)
    throw badRequest('clientId: is not the client of this presentation');
  const [row] = await db
    .insert(conversationSessions)
    .values({
      id: newId(),
      presentationId: p.id,
      clientId: p.clientId,
      title: chatTitle(body.title) || 'New conversation',
      provider: body.provider,
      lastActiveAt: now,
      createdAt: now,
    })
    .returning();
  return sessionToApi(row!);
}

export async function listSessions(db: Db, presentationId: string) {
  await assertPresentation(db, presentationId);
  const rows = await db
    .select()
    .from(conversationSessions)
    .where(eq(conversationSessions.presentationId, presentationId))
    .orderBy(desc(conversationSessions.lastActiveAt));
  return rows.map(sessionToApi);
}

export async function listMessages(db: Db, sessionId: string) {
  const [s] = await db
    .select({ id: conversationSessions.id })
    .from(conversationSessions)
    .where(eq(conversationSessions.id, sessionId));
  if (!s) throw notFound('Conversation session');
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.sessionId, sessionId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return rows.map((m) => ({
    id: m.id,
    role: m.role,
    content: m.content,
    slideId: m.slideId,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** The session must belong to the presentation being edited, so no chat can write into another. */
export async function assertSessionOf(db: Db, sessionId: string, presentationId: string) {
  const [s] = await db
    .select({ id: conversationSessions.id })
    .from(conversationSessions)
    .where(
      and(eq(conversationSessions.id, sessionId), eq(conversationSessions.presentationId, presentationId)),
    );
  if (!s) throw notFound('Conversation session');
}

/** What a reply did to the deck: the revision its change brought it to, and what it took back. */
export interface ReplyChange {
  revision?: number;
  undoes?: number;
}

/** Stores the user's message and the reply together (one transaction), a moment apart in order. */
export async function recordExchange(
  db: Db,
  sessionId: string,
  user: string,
  reply: string,
  slideId: string | undefined,
  now: Date,
  change: ReplyChange = {},
) {
  await db.transaction(async (tx) => {
    await tx.insert(conversationMessages).values([
      { id: newId(), sessionId, role: 'user', content: user, slideId: slideId ?? null, createdAt: now },
      {
        id: newId(),
        sessionId,
        role: 'assistant',
        content: reply,
        slideId: slideId ?? null,
        revision: change.revision ?? null,
        undoes: change.undoes ?? null,
        createdAt: new Date(now.getTime() + 1),
      },
    ]);
    await tx
      .update(conversationSessions)
      .set({ lastActiveAt: now })
      .where(eq(conversationSessions.id, sessionId));
  });
}

/**
 * The assistant's last change in this conversation that is not taken back yet: what "undo that"
 * takes back. Undoing steps back through the conversation's changes, latest first; the change's
 * undo is its logged inverses, last first (absent once the deck's log has let it go).
 */
export async function lastChangeOf(
  db: Db,
  sessionId: string,
  presentationId: string,
): Promise<LastChange | undefined> {
  const replies = await db
    .select({ revision: conversationMessages.revision, undoes: conversationMessages.undoes })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.sessionId, sessionId), isNotNull(conversationMessages.revision)))
    // By revision, not by time: a deck's revisions only grow, and an undo comes after what it undid.
    .orderBy(desc(conversationMessages.revision));
  const undone = new Set<number>();
  const last = replies.find((r) => {
    if (r.undoes !== null) undone.add(r.undoes);
    return r.undoes === null && !undone.has(r.revision!);
  });
  if (!last) return undefined;
  const revision = last.revision!;
  const [logged] = await db
    .select({ inverses: deckOperationLog.inverses })
    .from(deckOperationLog)
    .where(and(eq(deckOperationLog.presentationId, presentationId), eq(deckOperationLog.revision, revision)));
  const inverses = logged?.inverses as Operation[] | null | undefined;
  return inverses?.length ? { revision, undo: [...inverses].reverse() } : { revision };
}
