import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { COMMENT_REPLY_DEPTH_MAX } from '../../common/limits';
import type { Comment, PublicComment } from '../../common/schemas/comments';
import type { Db } from '../db/open';
import { comments } from '../db/schema';
import { DECK_CHANNEL, notifyReview, reviewPayload } from '../deck/events';
import { type CommentRow, commentToApi, publicComment } from '../deck/reviewEvents';
import { HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { isSlideOf } from './slides';

export interface NewComment {
  presentationId: string;
  /** The link it was made through; null for a thread the owner begins in the editor. */
  linkId: string | null;
  slideId: string;
  parentId?: string;
  text: string;
  x?: number;
  y?: number;
  author: { byOwner: boolean; name: string; email: string | null };
}

const invalid = (message: string) => new HttpError(400, 'invalid_input', message);

export async function listLinkComments(db: Db, linkId: string): Promise<PublicComment[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(eq(comments.linkId, linkId))
    .orderBy(asc(comments.createdAt), asc(comments.seq));
  return rows.map(publicComment);
}

export async function listDeckComments(db: Db, presentationId: string): Promise<Comment[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(eq(comments.presentationId, presentationId))
    .orderBy(asc(comments.createdAt), asc(comments.seq));
  return rows.map(commentToApi);
}

/**
 * A comment on a slide of the deck, or a reply in a thread of it. A reply takes its thread's slide
 * and link (so the link's viewers see the owner's answer) and may be at most
 * COMMENT_REPLY_DEPTH_MAX levels down. Made and announced in one transaction: the event streams
 * hear of it once it is committed, on every server.
 */
export async function createComment(db: Db, input: NewComment, now: Date): Promise<Comment> {
  let linkId = input.linkId;
  let depth = 0;
  if (input.parentId) {
    const [parent] = await db.select().from(comments).where(eq(comments.id, input.parentId));
    // A viewer sees only its own link's threads: any other comment is, to it, not there.
    const visible =
      parent &&
      parent.presentationId === input.presentationId &&
      (input.author.byOwner || parent.linkId === input.linkId);
    if (!visible) throw notFound('Comment');
    if (parent.slideId !== input.slideId) throw invalid('slideId: a reply is on the slide of its comment');
    depth = parent.depth + 1;
    if (depth > COMMENT_REPLY_DEPTH_MAX)
      throw invalid(`parentId: replies go at most ${COMMENT_REPLY_DEPTH_MAX} levels deep`);
    linkId = parent.linkId;
  } else if (!(await isSlideOf(db, input.slideId, input.presentationId))) {
    throw notFound('Slide');
  }
  const row: CommentRow = {
    id: newId(),
    presentationId: input.presentationId,
    slideId: input.slideId,
    linkId,
    parentId: input.parentId ?? null,
    depth,
    byOwner: input.author.byOwner,
    authorName: input.author.name,
    authorEmail: input.author.email,
    text: input.text,
    // A reply sits in its thread, not at a point of its own.
    x: input.parentId ? null : (input.x ?? null),
    y: input.parentId ? null : (input.y ?? null),
    resolved: false,
    createdAt: now,
  };
  // The row and its NOTIFY in one statement: atomic, and one round trip on the way to the
  // editors' streams (bench/review.ts) instead of a transaction's four.
  await db.execute(sql`with made as (
    insert into comments (id, presentation_id, slide_id, link_id, parent_id, depth, by_owner,
      author_name, author_email, text, x, y, resolved, created_at)
    values (${row.id}, ${row.presentationId}, ${row.slideId}, ${row.linkId}, ${row.parentId},
      ${row.depth}, ${row.byOwner}, ${row.authorName}, ${row.authorEmail}, ${row.text},
      ${row.x}::double precision, ${row.y}::double precision, false,
      ${now.toISOString()}::timestamptz)
    returning id)
  select pg_notify(${DECK_CHANNEL}, ${reviewPayload(row.presentationId, 'comment', row.id)}) from made`);
  return commentToApi(row);
}

export async function setResolved(db: Db, id: string, resolved: boolean): Promise<Comment> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(comments).set({ resolved }).where(eq(comments.id, id)).returning();
    if (!row) throw notFound('Comment');
    await notifyReview(tx, row.presentationId, 'comment', row.id);
    return commentToApi(row);
  });
}

/** Deletes a comment and every reply under it, in one transaction. */
export async function deleteComment(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [root] = await tx.select().from(comments).where(eq(comments.id, id));
    if (!root) throw notFound('Comment');
    const gone: { id: string; linkId: string | null }[] = [root];
    let level = [root.id];
    // At most COMMENT_REPLY_DEPTH_MAX levels: one query per level.
    while (level.length) {
      const children = await tx
        .select({ id: comments.id, linkId: comments.linkId })
        .from(comments)
        .where(and(eq(comments.presentationId, root.presentationId), inArray(comments.parentId, level)));
      level = children.map((c) => c.id);
      gone.push(...children);
    }
    await tx.delete(comments).where(
      inArray(
        comments.id,
        gone.map((g) => g.id),
      ),
    );
    for (const g of gone) await notifyReview(tx, root.presentationId, 'uncomment', g.id, g.linkId);
  });
}
