import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { SLIDES_PER_PRESENTATION_MAX } from '../../common/limits';
import type { UpdateSlideBody } from '../../common/schemas/slides';
import { NEW_SLIDE_DEFAULTS, type SlideContent, type SlideType } from '../../common/slides/model';
import type { Db } from '../db/open';
import { slides } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { cleanSlideContent } from '../render/slideContent';
import { lockPresentation, touchPresentation } from './presentations';
import { slideToApi } from './serialize';

export interface NewSlide {
  presentationId: string;
  order?: number;
  type?: SlideType;
  title?: string;
  content?: SlideContent;
  notes?: string;
}

/**
 * HTML and CSS of html slides are stored sanitised, so nothing unsafe is kept even before display.
 * The work runs in a worker thread; HTML nested too deep is a 400 naming htmlContent.
 */
export function cleanContent(content: SlideContent): Promise<SlideContent> {
  return cleanSlideContent(content);
}

/** Adds a slide at `order` (1-based, default last), shifting the ones after it down. */
export async function createSlide(db: Db, input: NewSlide, now: Date) {
  const content = await cleanContent(input.content ?? NEW_SLIDE_DEFAULTS.content);
  return db.transaction(async (tx) => {
    await lockPresentation(tx, input.presentationId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(slides)
      .where(eq(slides.presentationId, input.presentationId));
    if (n >= SLIDES_PER_PRESENTATION_MAX)
      throw conflict(`A presentation can hold at most ${SLIDES_PER_PRESENTATION_MAX} slides`);
    const position = Math.min(Math.max(input.order ?? n + 1, 1), n + 1);
    if (position <= n) {
      await tx
        .update(slides)
        .set({ position: sql`${slides.position} + 1` })
        .where(and(eq(slides.presentationId, input.presentationId), gte(slides.position, position)));
    }
    const [row] = await tx
      .insert(slides)
      .values({
        id: newId(),
        presentationId: input.presentationId,
        type: input.type ?? NEW_SLIDE_DEFAULTS.type,
        title: input.title ?? NEW_SLIDE_DEFAULTS.title,
        content,
        notes: input.notes ?? '',
        position,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await touchPresentation(tx, input.presentationId, now);
    return slideToApi(row!);
  });
}

export async function updateSlide(db: Db, id: string, body: UpdateSlideBody, now: Date) {
  const content = body.content ? await cleanContent(body.content as SlideContent) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(slides)
      .set({
        ...(body as Partial<typeof slides.$inferInsert>),
        ...(content ? { content } : {}),
        updatedAt: now,
      })
      .where(eq(slides.id, id))
      .returning();
    if (!row) throw notFound('Slide');
    await touchPresentation(tx, row.presentationId, now);
    return slideToApi(row);
  });
}

export async function deleteSlide(db: Db, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ presentationId: slides.presentationId })
      .from(slides)
      .where(eq(slides.id, id));
    if (!found) throw notFound('Slide');
    await lockPresentation(tx, found.presentationId);
    const [row] = await tx.delete(slides).where(eq(slides.id, id)).returning();
    if (!row) throw notFound('Slide');
    await tx
      .update(slides)
      .set({ position: sql`${slides.position} - 1` })
      .where(and(eq(slides.presentationId, row.presentationId), gt(slides.position, row.position)));
    await touchPresentation(tx, row.presentationId, now);
  });
}

/** Sets the order to exactly `slideIds`, which must name every slide of the deck once. */
export async function reorderSlides(db: Db, presentationId: string, slideIds: string[], now: Date) {
  return db.transaction(async (tx) => {
    await lockPresentation(tx, presentationId);
    const current = await tx
      .select({ id: slides.id })
      .from(slides)
      .where(eq(slides.presentationId, presentationId))
      .orderBy(asc(slides.position));
    const known = new Set(current.map((s) => s.id));
    const given = new Set(slideIds);
    if (given.size !== slideIds.length) throw badRequest('slideIds: must not repeat a slide');
    if (given.size !== known.size || slideIds.some((id) => !known.has(id))) {
      throw badRequest('slideIds: must list every slide of this presentation exactly once');
    }
    if (slideIds.length > 0) {
      await tx.execute(sql`
        update ${slides} set position = v.pos::int
        from unnest(${toPgArray(slideIds)}::text[]) with ordinality as v(id, pos)
        where ${slides.id} = v.id and ${slides.presentationId} = ${presentationId}`);
    }
    await touchPresentation(tx, presentationId, now);
  });
}

/** A text[] literal; our ids are base64url so they never need quoting, but quote anyway. */
function toPgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** Whether a slide id is one of this presentation's slides (a viewer's report, the chat's selected slide). */
export async function isSlideOf(db: Db, slideId: string, presentationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: slides.id })
    .from(slides)
    .where(and(eq(slides.id, slideId), eq(slides.presentationId, presentationId)));
  return Boolean(row);
}
