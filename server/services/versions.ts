import { asc, desc, eq, sql } from 'drizzle-orm';
import type { RestoreResult, Version, VersionSummary } from '../../common/schemas/versions';
import type { Slide } from '../../common/slides/model';
import type { Db, Tx } from '../db/open';
import { presentations, slides, versions } from '../db/schema';
import { lockPresentation, touchPresentation, withinBudget } from '../deck';
import { notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { slideToApi } from './serialize';

type VersionRow = typeof versions.$inferSelect;

function summary(row: VersionRow): VersionSummary {
  return {
    id: row.id,
    presentationId: row.presentationId,
    version: row.version,
    notes: row.notes,
    slideCount: row.slideCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listVersions(db: Db, presentationId: string): Promise<VersionSummary[]> {
  const rows = await db
    .select()
    .from(versions)
    .where(eq(versions.presentationId, presentationId))
    .orderBy(desc(versions.version));
  return rows.map(summary);
}

export async function getVersion(db: Db, id: string): Promise<Version> {
  const [row] = await db.select().from(versions).where(eq(versions.id, id));
  if (!row) throw notFound('Version');
  return { ...summary(row), snapshotData: { slides: row.snapshot.slides as Slide[] } };
}

/** Snapshots the deck's current slides as the next version number. Call inside a locked transaction. */
async function snapshot(tx: Tx, presentationId: string, notes: string | undefined, now: Date) {
  const [{ n, max } = { n: 0, max: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int`, max: sql<number>`coalesce(max(${versions.version}), 0)::int` })
    .from(versions)
    .where(eq(versions.presentationId, presentationId));
  const current = await tx
    .select()
    .from(slides)
    .where(eq(slides.presentationId, presentationId))
    .orderBy(asc(slides.position));
  const [deck] = await tx
    .select({ revision: presentations.revision })
    .from(presentations)
    .where(eq(presentations.id, presentationId));
  const [row] = await tx
    .insert(versions)
    .values({
      id: newId(),
      presentationId,
      deckRevision: deck?.revision ?? null,
      version: Number(max) + 1,
      // SPEC §5: notes default to "Version {n+1}", n being the number of versions so far.
      notes: notes?.trim() ? notes.trim() : `Version ${Number(n) + 1}`,
      snapshot: { slides: current.map(slideToApi) },
      slideCount: current.length,
      createdAt: now,
    })
    .returning();
  return row!;
}

export async function createVersion(db: Db, presentationId: string, notes: string | undefined, now: Date) {
  return db.transaction(async (tx) => {
    await lockPresentation(tx, presentationId);
    return summary(await snapshot(tx, presentationId, notes, now));
  });
}

/**
 * The saved version that holds the deck as it is now: the latest one if the deck has not changed
 * since it was saved, else a new one (issue 29: what an approval is recorded against).
 */
export async function currentVersion(db: Db, presentationId: string, now: Date, notes?: string) {
  return db.transaction(async (tx) => {
    const deck = await lockPresentation(tx, presentationId);
    const [latest] = await tx
      .select()
      .from(versions)
      .where(eq(versions.presentationId, presentationId))
      .orderBy(desc(versions.version))
      .limit(1);
    if (latest && latest.deckRevision === deck.revision) return latest;
    return snapshot(tx, presentationId, notes ?? 'For review', now);
  });
}

/**
 * Replaces the deck's slides with the version's snapshot. The slides it replaces are first saved
 * as a version of their own, so a restore never loses work. All in one transaction.
 */
export async function restoreVersion(db: Db, versionId: string, now: Date): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(versions).where(eq(versions.id, versionId));
    if (!target) throw notFound('Version');
    await lockPresentation(tx, target.presentationId);
    const backup = await snapshot(tx, target.presentationId, `Before restoring v${target.version}`, now);
    const restored = target.snapshot.slides as Slide[];
    // A version saved before the deck budget may be past it: restoring it is then refused (413).
    await withinBudget(tx, target.presentationId, () =>
      replaceSlides(tx, target.presentationId, restored, now),
    );
    await touchPresentation(tx, target.presentationId, now);
    return { restored: summary(target), backup: summary(backup), slideCount: restored.length };
  });
}

async function replaceSlides(tx: Tx, presentationId: string, restored: Slide[], now: Date) {
  await tx.delete(slides).where(eq(slides.presentationId, presentationId));
  if (restored.length > 0) {
    await tx.insert(slides).values(
      restored.map((s, i) => ({
        id: s.id,
        presentationId,
        type: s.type,
        title: s.title,
        content: s.content,
        notes: s.notes ?? '',
        position: i + 1,
        createdAt: new Date(s.createdAt),
        updatedAt: now,
      })),
    );
  }
}
