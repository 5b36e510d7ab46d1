import { eq } from 'drizzle-orm';
import type { Comment, PublicComment } from '../../common/schemas/comments';
import type { Db } from '../db/open';
import { comments } from '../db/schema';

/** A comment as its events and replies show it (its order column is the database's). */
export type CommentRow = Omit<typeof comments.$inferSelect, 'seq'>;

/** A comment as a share link's viewers see it: never the author's email, nor which link. */
export function publicComment(row: CommentRow): PublicComment {
  return {
    id: row.id,
    slideId: row.slideId,
    parentId: row.parentId,
    depth: row.depth,
    authorName: row.authorName,
    byOwner: row.byOwner,
    text: row.text,
    x: row.x,
    y: row.y,
    resolved: row.resolved,
    createdAt: row.createdAt.toISOString(),
  };
}

export function commentToApi(row: CommentRow): Comment {
  return {
    ...publicComment(row),
    presentationId: row.presentationId,
    linkId: row.linkId,
    authorEmail: row.authorEmail,
  };
}

const chunkOf = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export interface ReviewEvent {
  /** The text for the deck's editors. */
  editor: string;
  /** The text for the viewers of `linkId`. */
  viewers?: { text: string; linkId: string };
}

/**
 * The event a review wake stands for ('comment.<id>', 'uncomment.<id>' or 'approval.<id>', see
 * notifyReview): `comment` with the comment as it is now, `comment` {id, deleted} once it is gone,
 * or `approval` {id}. Null when the row belongs to another deck or is gone.
 */
export async function reviewEventOf(
  db: Db,
  presentationId: string,
  detail: string,
): Promise<ReviewEvent | null> {
  const [what, id = '', linkId] = detail.split('.');
  if (what === 'approval') return { editor: chunkOf('approval', { id }) };
  if (what === 'uncomment') {
    const text = chunkOf('comment', { id, deleted: true });
    return { editor: text, viewers: linkId ? { text, linkId } : undefined };
  }
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  if (!row || row.presentationId !== presentationId) return null;
  return {
    editor: chunkOf('comment', commentToApi(row)),
    // A thread the owner began in the editor (no link) is for the editor alone.
    viewers: row.linkId ? { text: chunkOf('comment', publicComment(row)), linkId: row.linkId } : undefined,
  };
}
