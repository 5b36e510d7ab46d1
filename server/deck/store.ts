import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { applyOperations } from '../../common/deck/apply';
import { batchKeys, type LoggedBatch, mergeStale } from '../../common/deck/merge';
import { type DeckSlide, type DeckState, OperationError } from '../../common/deck/state';
import { DECK_LOG_REVISIONS } from '../../common/limits';
import type { AppliedOperations, Operation } from '../../common/schemas/operations';
import type { Db, Tx } from '../db/open';
import { deckOperationLog, presentations, slides } from '../db/schema';
import { HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { deckSizes, fieldsBytes, refuseBatchOverBudget, refuseOverBudget } from './budget';
import { refuseForeignPictures } from './pictures';
import { cleanContent, lockPresentation, touchPresentation } from './rows';

type SlideRow = typeof slides.$inferSelect;
const toDeckSlide = (s: SlideRow): DeckSlide => ({
  id: s.id,
  type: s.type,
  title: s.title,
  content: s.content,
  notes: s.notes,
  createdAt: s.createdAt.toISOString(),
});

/** The whole deck as the assistant sees it: slides in order with their ids, brief, checklist, metadata. */
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
    theme: p.theme,
    slides: rows.map(toDeckSlide),
  };
}

/** Slides the operations name (the only ones whose fields they read or write). */
function namedSlides(operations: Operation[]): string[] {
  const ids = new Set<string>();
  for (const op of operations) if ('slideId' in op && op.slideId) ids.add(op.slideId);
  return [...ids];
}

/**
 * Slide HTML and CSS are sanitised before they are applied, so what is applied is what is stored.
 * It happens before the transaction: sanitising runs in a worker and must not hold the deck's lock.
 */
async function cleaned(op: Operation): Promise<Operation> {
  return (op.op === 'add_slide' || op.op === 'update_slide') && op.content
    ? ({ ...op, content: await cleanContent(op.content) } as Operation)
    : op;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Operations that add, remove or move slides: only they need every slide's place. */
const STRUCTURAL = new Set<Operation['op']>([
  'add_slide',
  'delete_slide',
  'move_slide',
  'reorder_slides',
  'duplicate_slide',
]);

/** What a batch did: the reply of the operations route, and the slide rows it wrote (for SPEC's routes). */
export type AppliedBatch = AppliedOperations & { written: SlideRow[] };

/**
 * Applies a batch of operations in one transaction: every change lands or none does. The deck is
 * read under its row lock, and only as far as the batch needs it: the rows of the slides it names,
 * and every slide's place only when the batch adds, removes or moves slides (a 300-slide deck is
 * not read to rename one slide). Only what changed is written; the revision moves by one per
 * operation.
 */
export async function applyDeckOperations(
  db: Db,
  presentationId: string,
  operations: Operation[],
  now: Date,
  /** The revision the writer saw; undefined applies the batch as it is (no merge check). */
  baseRevision?: number,
  /** The editor tab writing (kept in the log): its own earlier writes never clash with this one. */
  tab?: string,
): Promise<AppliedBatch> {
  const cleanedBatch = await Promise.all(operations.map(cleaned));
  const structural = cleanedBatch.some((op) => STRUCTURAL.has(op.op));
  return db.transaction(async (tx) => {
    const p = await lockPresentation(tx, presentationId);
    const sizesBefore = await deckSizes(tx, presentationId);
    const named = namedSlides(cleanedBatch);
    const rows = named.length
      ? await tx
          .select()
          .from(slides)
          .where(and(eq(slides.presentationId, presentationId), inArray(slides.id, named)))
      : [];
    const places = structural
      ? await tx
          .select({ id: slides.id, position: slides.position })
          .from(slides)
          .where(eq(slides.presentationId, presentationId))
          .orderBy(asc(slides.position))
      : placesOfNamed(rows);
    await refuseTakenIds(tx, presentationId, cleanedBatch);
    await refuseForeignPictures(tx, presentationId, cleanedBatch);
    const loaded = new Map(rows.map((r) => [r.id, toDeckSlide(r)]));
    // Slides the batch does not name stand in by id alone: no operation reads or writes their fields.
    const before: DeckState = {
      title: p.title,
      brief: p.brief,
      checklist: p.checklist,
      metadata: p.metadata,
      theme: p.theme,
      slides: places.map(
        (s) => loaded.get(s.id) ?? { id: s.id, type: 'content', title: '', content: {}, notes: '' },
      ),
    };
    const batch =
      baseRevision === undefined
        ? cleanedBatch
        : await mergeWithLog(tx, presentationId, p.revision, baseRevision, cleanedBatch, before, tab);
    const applied = applyOperations(before, batch, newId, () => now.getTime());
    const after = applied.state;
    refuseBatchOverBudget(sizesBefore, new Map(rows.map((r) => [r.id, r])), {
      slides: after.slides,
      fieldsBytes: fieldsBytes(after),
      standIns: new Set(before.slides.filter((s) => !loaded.has(s.id)).map((s) => s.id)),
    });

    const written: SlideRow[] = [];
    const kept = new Set(after.slides.map((s) => s.id));
    const gone = places.filter((s) => !kept.has(s.id)).map((s) => s.id);
    if (gone.length)
      await tx.delete(slides).where(and(eq(slides.presentationId, presentationId), inArray(slides.id, gone)));
    const was = new Map(before.slides.map((s) => [s.id, s]));
    const placeOf = new Map(places.map((s) => [s.id, s.position]));
    const inserts: (typeof slides.$inferInsert)[] = [];
    const moved: { id: string; position: number }[] = [];
    for (const [i, s] of after.slides.entries()) {
      const position = structural ? i + 1 : placeOf.get(s.id)!;
      const old = was.get(s.id);
      if (!old) {
        inserts.push({
          id: s.id,
          presentationId,
          type: s.type,
          title: s.title,
          content: s.content,
          notes: s.notes,
          position,
          createdAt: s.createdAt ? new Date(s.createdAt) : now,
          updatedAt: now,
        });
      } else if (loaded.has(s.id) && !same(old, s)) {
        // Only slides the batch named can have changed; the others stand in by id alone.
        const [row] = await tx
          .update(slides)
          .set({ type: s.type, title: s.title, content: s.content, notes: s.notes, position, updatedAt: now })
          .where(eq(slides.id, s.id))
          .returning();
        written.push(row!);
      } else if (placeOf.get(s.id) !== position) {
        moved.push({ id: s.id, position });
      }
    }
    if (inserts.length) written.push(...(await tx.insert(slides).values(inserts).returning()));
    if (moved.length) await setPositions(tx, presentationId, moved);

    const revision = await touchPresentation(tx, presentationId, now, batch.length, {
      ...(after.title !== before.title ? { title: after.title } : {}),
      ...(after.brief !== before.brief ? { brief: after.brief } : {}),
      ...(!same(after.checklist, before.checklist) ? { checklist: after.checklist } : {}),
      ...(!same(after.metadata, before.metadata) ? { metadata: after.metadata } : {}),
      ...(after.theme !== before.theme ? { theme: after.theme ?? null } : {}),
    });
    // After every row is written, before the batch is logged: a batch past the deck's budget
    // throws here and its transaction takes all of it back.
    refuseOverBudget(sizesBefore, await deckSizes(tx, presentationId));
    await logBatch(tx, presentationId, revision, batch, applied.inverses, now, tab);
    return {
      revision,
      inverses: applied.inverses,
      changes: applied.changes,
      changedSlideIds: applied.changedSlideIds,
      written,
    };
  });
}

/**
 * A batch based on an older revision applies unless it writes a field someone else wrote since
 * (see ./merge); it comes back merged (a list's items others changed meanwhile are kept). When
 * the log no longer covers every revision since the base (pruned, or a change that is not an
 * operation such as a version restore), every field counts as possibly changed.
 */
async function mergeWithLog(
  tx: Tx,
  presentationId: string,
  revision: number,
  base: number,
  batch: Operation[],
  state: DeckState,
  tab: string | undefined,
): Promise<Operation[]> {
  if (base > revision)
    throw new HttpError(
      400,
      'invalid_input',
      `baseRevision: is ahead of the deck, which is at revision ${revision}`,
    );
  if (base === revision) return batch;
  const rows = await tx
    .select({
      count: deckOperationLog.count,
      fields: deckOperationLog.fields,
      operations: deckOperationLog.operations,
      inverses: deckOperationLog.inverses,
      tab: deckOperationLog.tabId,
    })
    .from(deckOperationLog)
    .where(and(eq(deckOperationLog.presentationId, presentationId), gt(deckOperationLog.revision, base)))
    .orderBy(asc(deckOperationLog.revision));
  const covered = rows.reduce((n, r) => n + r.count, 0) === revision - base;
  const since: LoggedBatch[] = rows.map((r) => ({
    tab: r.tab,
    fields: r.fields,
    operations: r.operations as Operation[],
    inverses: r.inverses as Operation[] | null,
  }));
  const merged = mergeStale(batch, covered ? since : 'all', state, tab);
  if ('operations' in merged) return merged.operations;
  const { index, touched, current } = merged.conflict;
  throw new OperationError(
    index,
    touched.field,
    `changed by someone else since revision ${base} (the deck is at revision ${revision}); "current" holds its value now`,
    409,
    { revision, current },
  );
}

/**
 * Keeps the batch in the deck's log (for the merge above and the event stream) and drops what
 * has fallen out of the window. An added slide is logged with the id it got, so a replay makes
 * the same slide.
 */
async function logBatch(
  tx: Tx,
  presentationId: string,
  revision: number,
  batch: Operation[],
  inverses: Operation[],
  now: Date,
  tab: string | undefined,
) {
  const operations = batch.map((op, i) => {
    const inverse = inverses[i];
    return op.op === 'add_slide' && !op.slideId && inverse && 'slideId' in inverse
      ? { ...op, slideId: inverse.slideId }
      : op;
  });
  await tx.insert(deckOperationLog).values({
    presentationId,
    revision,
    count: batch.length,
    fields: batchKeys(operations, inverses),
    operations,
    inverses,
    tabId: tab ?? null,
    createdAt: now,
  });
  await tx
    .delete(deckOperationLog)
    .where(
      and(
        eq(deckOperationLog.presentationId, presentationId),
        lte(deckOperationLog.revision, revision - DECK_LOG_REVISIONS),
      ),
    );
}

/**
 * The named slides at their places, for a batch that moves nothing: a slide's index is its
 * position less one (positions run 1..n), and the places between are held by stand-ins whose ids
 * no slide can have.
 */
function placesOfNamed(rows: SlideRow[]): { id: string; position: number }[] {
  const places: { id: string; position: number }[] = [];
  const last = Math.max(0, ...rows.map((r) => r.position));
  for (let position = 1; position <= last; position++) places.push({ id: `#${position}`, position });
  for (const r of rows) places[r.position - 1] = { id: r.id, position: r.position };
  return places;
}

/** Slide ids are unique across decks: an add that brings back an id another deck holds is refused. */
async function refuseTakenIds(tx: Tx, presentationId: string, operations: Operation[]) {
  const wanted = operations.flatMap((op, index) =>
    op.op === 'add_slide' && op.slideId ? [{ id: op.slideId, index }] : [],
  );
  if (!wanted.length) return;
  const taken = await tx
    .select({ id: slides.id })
    .from(slides)
    .where(
      and(
        inArray(
          slides.id,
          wanted.map((w) => w.id),
        ),
        ne(slides.presentationId, presentationId),
      ),
    );
  const first = wanted.find((w) => taken.some((t) => t.id === w.id));
  if (first) throw new OperationError(first.index, 'slideId', 'is the id of a slide in another presentation');
}

/** New places for slides that only moved, in one statement. */
async function setPositions(tx: Tx, presentationId: string, moved: { id: string; position: number }[]) {
  await tx.execute(sql`
    update ${slides} set position = v.position
    from unnest(${toPgArray(moved.map((m) => m.id))}::text[], ${toPgArray(moved.map((m) => String(m.position)))}::int[])
      as v(id, position)
    where ${slides.id} = v.id and ${slides.presentationId} = ${presentationId}`);
}

/** A Postgres array literal; our ids are base64url so they never need quoting, but quote anyway. */
function toPgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
