import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { type Applied, applyOperations, type DeckState, type Operation } from '../ai/operations';
import type { Db, Tx } from '../db/open';
import { presentations, slides } from '../db/schema';
import { notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { prepareSlideContents } from '../render/slideContent';
import { lockPresentation, touchPresentation } from './presentations';
import { cleanContent } from './slides';

/** The deck as the assistant sees it: slides in order with their ids, brief, checklist, metadata. */
export async function readDeckState(
  conn: Db | Tx,
  presentationId: string,
): Promise<DeckState & { title: string }> {
  const [p] = await conn.select().from(presentations).where(eq(presentations.id, presentationId));
  if (!p) throw notFound('Presentation');
  const rows = await conn
    .select()
    .from(slides)
    .where(eq(slides.presentationId, presentationId))
    .orderBy(asc(slides.position));
  return {
    title: p.title,
    brief: p.brief,
    checklist: p.checklist,
    metadata: p.metadata,
    slides: rows.map((s) => ({ id: s.id, type: s.type, title: s.title, content: s.content, notes: s.notes })),
  };
}

/**
 * Applies deck operations in one transaction: either every change lands or none does. The deck is
 * read under the presentation's row lock, so operations computed from it cannot race another edit.
 */
export async function applyDeckOperations(
  db: Db,
  presentationId: string,
  operations: Operation[],
  now: Date,
): Promise<Applied> {
  await prepareSlideContents(operations);
  return db.transaction(async (tx) => {
    await lockPresentation(tx, presentationId);
    const before = await readDeckState(tx, presentationId);
    const applied = applyOperations(before, operations, newId, () => now.getTime());
    if (!operations.length) return applied;
    const after = applied.state;
    const keep = after.slides.map((s) => s.id);
    await tx
      .delete(slides)
      .where(
        keep.length
          ? and(eq(slides.presentationId, presentationId), notInArray(slides.id, keep))
          : eq(slides.presentationId, presentationId),
      );
    const existing = new Map(before.slides.map((s) => [s.id, s]));
    for (const [i, s] of after.slides.entries()) {
      const old = existing.get(s.id);
      const content = await cleanContent(s.content);
      if (!old) {
        await tx.insert(slides).values({
          id: s.id,
          presentationId,
          type: s.type,
          title: s.title,
          content,
          notes: s.notes,
          position: i + 1,
          createdAt: now,
          updatedAt: now,
        });
      } else {
        const same =
          old.type === s.type &&
          old.title === s.title &&
          old.notes === s.notes &&
          JSON.stringify(old.content) === JSON.stringify(s.content) &&
          before.slides.indexOf(old) === i;
        if (!same) {
          await tx
            .update(slides)
            .set({ type: s.type, title: s.title, content, notes: s.notes, position: i + 1, updatedAt: now })
            .where(and(eq(slides.id, s.id), inArray(slides.presentationId, [presentationId])));
        }
      }
    }
    await tx
      .update(presentations)
      .set({ brief: after.brief, checklist: after.checklist, metadata: after.metadata })
      .where(eq(presentations.id, presentationId));
    await touchPresentation(tx, presentationId, now);
    return applied;
  });
}
