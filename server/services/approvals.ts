import { desc, eq } from 'drizzle-orm';
import type { Approval } from '../../common/schemas/comments';
import type { Db } from '../db/open';
import { approvals, presentations, versions } from '../db/schema';
import { notifyReview } from '../deck/events';
import { newId } from '../lib/ids';
import { currentVersion } from './versions';

/**
 * An approval through a link (issue 29), recorded against the saved version that holds the deck as
 * it is now: the latest version, or a new one when the deck changed since it was saved.
 */
export async function approve(
  db: Db,
  link: { id: string; presentationId: string },
  input: { name: string; note?: string },
  now: Date,
): Promise<Approval> {
  const version = await currentVersion(db, link.presentationId, now, 'Approved version');
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(approvals).values({
      id,
      presentationId: link.presentationId,
      linkId: link.id,
      versionId: version.id,
      name: input.name,
      note: input.note?.trim() ?? '',
      approvedAt: now,
    });
    await notifyReview(tx, link.presentationId, 'approval', id);
  });
  const [made] = (await listApprovals(db, link.presentationId)).filter((a) => a.id === id);
  return made!;
}

/** The deck's approvals, newest first; `earlier` once the deck changed after the approved version. */
export async function listApprovals(db: Db, presentationId: string, linkId?: string): Promise<Approval[]> {
  const rows = await db
    .select({
      approval: approvals,
      version: versions.version,
      versionRevision: versions.deckRevision,
      deckRevision: presentations.revision,
    })
    .from(approvals)
    .innerJoin(versions, eq(versions.id, approvals.versionId))
    .innerJoin(presentations, eq(presentations.id, approvals.presentationId))
    .where(eq(approvals.presentationId, presentationId))
    .orderBy(desc(approvals.approvedAt));
  return rows
    .filter((r) => !linkId || r.approval.linkId === linkId)
    .map((r) => ({
      id: r.approval.id,
      presentationId: r.approval.presentationId,
      linkId: r.approval.linkId,
      versionId: r.approval.versionId,
      version: r.version,
      name: r.approval.name,
      note: r.approval.note,
      approvedAt: r.approval.approvedAt.toISOString(),
      earlier: r.versionRevision !== r.deckRevision,
    }));
}
