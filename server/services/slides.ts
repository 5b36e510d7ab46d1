import { and, eq } from 'drizzle-orm';
import type { UpdateSlideBody } from '../../common/schemas/slides';
import { CONTENT_FIELDS } from '../../common/slides/content';
import { NEW_SLIDE_DEFAULTS, type Slide, type SlideContent, type SlideType } from '../../common/slides/model';
import type { Db } from '../db/open';
import { slides } from '../db/schema';
import { applyDeckOperations, type Operation, OperationError, operationHttpError } from '../deck';
import { notFound } from '../lib/errors';
import { slideToApi } from './serialize';

// SPEC §7's slide routes, each one deck operation through the same layer as the editor and the
// assistant (server/deck), answered as SPEC's routes always were.

export interface NewSlide {
  presentationId: string;
  order?: number;
  type?: SlideType;
  title?: string;
  content?: SlideContent;
  notes?: string;
}

async function getSlide(db: Db, id: string): Promise<Slide> {
  const [row] = await db.select().from(slides).where(eq(slides.id, id));
  if (!row) throw notFound('Slide');
  return slideToApi(row);
}

async function presentationOfSlide(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ presentationId: slides.presentationId })
    .from(slides)
    .where(eq(slides.id, id));
  if (!row) throw notFound('Slide');
  return row.presentationId;
}

/** One operation as a SPEC route: a slide that went missing meanwhile is that route's 404. */
async function applyOne(
  db: Db,
  presentationId: string,
  op: Operation,
  now: Date,
  baseRevision?: number,
  tab?: string,
) {
  try {
    return await applyDeckOperations(db, presentationId, [op], now, baseRevision, tab);
  } catch (err) {
    if (!(err instanceof OperationError)) throw err;
    if (err.field === 'slideId' && !err.conflict) throw notFound('Slide');
    throw operationHttpError(err, true);
  }
}

/** Adds a slide at `order` (1-based, default last), shifting the ones after it down. */
export async function createSlide(db: Db, input: NewSlide, now: Date) {
  const applied = await applyOne(
    db,
    input.presentationId,
    {
      op: 'add_slide',
      type: input.type ?? NEW_SLIDE_DEFAULTS.type,
      title: input.title ?? NEW_SLIDE_DEFAULTS.title,
      content: input.content ?? NEW_SLIDE_DEFAULTS.content,
      notes: input.notes,
      position: input.order,
    },
    now,
  );
  return slideToApi(applied.written.find((r) => r.id === applied.changedSlideIds[0])!);
}

/** SPEC's partial update: the fields given replace the slide's (content as a whole). */
export async function updateSlide(
  db: Db,
  id: string,
  body: UpdateSlideBody,
  now: Date,
  /** The deck revision the client saw (If-Match); a field changed since is a 409. */
  baseRevision?: number,
  /** The editor tab writing (X-Deck-Tab): its own earlier writes never clash. */
  tab?: string,
) {
  const presentationId = await presentationOfSlide(db, id);
  const content = body.content as SlideContent | undefined;
  const applied = await applyOne(
    db,
    presentationId,
    {
      op: 'update_slide',
      slideId: id,
      title: body.title,
      type: body.type,
      notes: body.notes,
      // Replacing the content is setting the fields given and removing every other one.
      ...(content ? { content, removeFields: CONTENT_FIELDS.filter((f) => !(f in content)) } : {}),
    },
    now,
    baseRevision,
    tab,
  );
  // A change that changed nothing writes no row: then the slide is read as it is.
  const row = applied.written.find((r) => r.id === id);
  return row ? slideToApi(row) : getSlide(db, id);
}

export async function deleteSlide(db: Db, id: string, now: Date) {
  await applyOne(db, await presentationOfSlide(db, id), { op: 'delete_slide', slideId: id }, now);
}

/** Sets the order to exactly `slideIds`, which must name every slide of the deck once. */
export async function reorderSlides(db: Db, presentationId: string, slideIds: string[], now: Date) {
  await applyOne(db, presentationId, { op: 'reorder_slides', slideIds }, now);
}

/** Whether a slide id is one of this presentation's slides (a viewer's report, the chat's selected slide). */
export async function isSlideOf(db: Db, slideId: string, presentationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: slides.id })
    .from(slides)
    .where(and(eq(slides.id, slideId), eq(slides.presentationId, presentationId)));
  return Boolean(row);
}
