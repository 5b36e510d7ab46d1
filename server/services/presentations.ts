import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  METADATA_FIELDS,
  type Presentation,
  type PresentationSummary,
  type UpdatePresentationBody,
} from '../../common/schemas/presentations';
import type { Db, Tx } from '../db/open';
import { clients, presentations, slides } from '../db/schema';
import {
  applyDeckOperations,
  notifyDeckDeleted,
  type Operation,
  OperationError,
  operationHttpError,
  withinBudget,
} from '../deck';
import { notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { FileStore } from './files';
import { slideToApi } from './serialize';

type Conn = Db | Tx;

// Correlated subqueries are written out by hand: drizzle leaves column names unqualified inside
// them, which would make "presentation_id = id" compare a slide's columns with each other.
/** True when the presentation has a live link that asks for a password. */
// A link expires by the app's clock (injected in tests), as the viewer's routes see it.
const isProtectedAt = (now: Date) => sql<boolean>`exists (
  select 1 from share_links l
  where l.presentation_id = "presentations"."id" and l.password_hash is not null and l.revoked_at is null
    and (l.expires_at is null or l.expires_at > ${now.toISOString()}::timestamptz)
)`;
const slideCountExpr = sql<number>`(select count(*)::int from slides s where s.presentation_id = "presentations"."id")`;

/** The presentation's id and client, or the one 404 every route gives for a presentation that is not there. */
export async function assertPresentation(conn: Conn, id: string) {
  const [row] = await conn
    .select({ id: presentations.id, clientId: presentations.clientId })
    .from(presentations)
    .where(eq(presentations.id, id));
  if (!row) throw notFound('Presentation');
  return row;
}

export async function listPresentations(db: Db, clientId: string, now: Date): Promise<PresentationSummary[]> {
  const rows = await db
    .select({
      id: presentations.id,
      clientId: presentations.clientId,
      title: presentations.title,
      thumbnail: presentations.thumbnail,
      metadata: presentations.metadata,
      themeId: presentations.theme,
      createdAt: presentations.createdAt,
      updatedAt: presentations.updatedAt,
      slideCount: slideCountExpr,
      isProtected: isProtectedAt(now),
    })
    .from(presentations)
    .where(eq(presentations.clientId, clientId))
    .orderBy(desc(presentations.updatedAt));
  if (rows.length === 0) return [];
  // The first slide of each deck, for the card's thumbnail.
  const firsts = await db
    .selectDistinctOn([slides.presentationId])
    .from(slides)
    .where(
      inArray(
        slides.presentationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(slides.presentationId, asc(slides.position));
  const firstById = new Map(firsts.map((s) => [s.presentationId, slideToApi(s)]));
  return rows.map((r) => ({
    ...r,
    slideCount: Number(r.slideCount),
    isProtected: Boolean(r.isProtected),
    firstSlide: firstById.get(r.id) ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function getPresentation(db: Db, id: string, now: Date): Promise<Presentation> {
  const [row] = await db
    .select({ p: presentations, clientName: clients.name, isProtected: isProtectedAt(now) })
    .from(presentations)
    .innerJoin(clients, eq(clients.id, presentations.clientId))
    .where(eq(presentations.id, id));
  if (!row) throw notFound('Presentation');
  const slideRows = await db
    .select()
    .from(slides)
    .where(eq(slides.presentationId, id))
    .orderBy(asc(slides.position));
  const p = row.p;
  return {
    id: p.id,
    clientId: p.clientId,
    clientName: row.clientName,
    title: p.title,
    brief: p.brief,
    checklist: p.checklist,
    metadata: p.metadata,
    isProtected: Boolean(row.isProtected),
    revision: p.revision,
    slideCount: slideRows.length,
    slides: slideRows.map(slideToApi),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function createPresentation(db: Db, clientId: string, title: string, now: Date) {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw notFound('Client');
  const id = newId();
  await db.insert(presentations).values({ id, clientId, title, createdAt: now, updatedAt: now });
  return id;
}

/** SPEC's PATCH: the fields given replace the deck's (metadata and checklist as a whole), as deck operations. */
export async function updatePresentation(
  db: Db,
  id: string,
  body: UpdatePresentationBody,
  now: Date,
  /** The deck revision the client saw (If-Match); a field changed since is a 409. */
  baseRevision?: number,
  /** The editor tab writing (X-Deck-Tab): its own earlier writes never clash. */
  tab?: string,
) {
  const operations: Operation[] = [];
  if (body.title !== undefined) operations.push({ op: 'update_title', title: body.title });
  if (body.brief !== undefined) operations.push({ op: 'update_brief', brief: body.brief });
  if (body.theme !== undefined) operations.push({ op: 'set_theme', theme: body.theme });
  if (body.checklist !== undefined) operations.push({ op: 'replace_checklist', checklist: body.checklist });
  if (body.metadata !== undefined) {
    const metadata = body.metadata;
    operations.push({
      op: 'update_metadata',
      metadata,
      removeFields: METADATA_FIELDS.filter((f) => !(f in metadata)),
    });
  }
  try {
    await applyDeckOperations(db, id, operations, now, baseRevision, tab);
  } catch (err) {
    throw err instanceof OperationError ? operationHttpError(err, true) : err;
  }
}

/** A full copy of the deck (slides, brief, checklist, metadata); links, versions and chats stay behind. */
export async function duplicatePresentation(db: Db, id: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(presentations).where(eq(presentations.id, id));
    if (!source) throw notFound('Presentation');
    const copyId = newId();
    await tx.insert(presentations).values({
      id: copyId,
      clientId: source.clientId,
      title: `${source.title} (copy)`,
      brief: source.brief,
      checklist: source.checklist,
      metadata: source.metadata,
      theme: source.theme,
      thumbnail: source.thumbnail,
      createdAt: now,
      updatedAt: now,
    });
    const sourceSlides = await tx.select().from(slides).where(eq(slides.presentationId, id));
    // A copy of a deck stored past its budget (before there was one) is refused like any other growth.
    await withinBudget(tx, copyId, async () => {
      if (sourceSlides.length === 0) return;
      await tx.insert(slides).values(
        sourceSlides.map(({ sizeBytes, htmlChars, notesChars, ...s }) => ({
          ...s,
          id: newId(),
          presentationId: copyId,
          createdAt: now,
          updatedAt: now,
        })),
      );
    });
    return copyId;
  });
}

export async function presentationIdsOfClient(conn: Conn, clientId: string): Promise<string[]> {
  const rows = await conn
    .select({ id: presentations.id })
    .from(presentations)
    .where(eq(presentations.clientId, clientId));
  return rows.map((r) => r.id);
}

/**
 * Deletes a presentation and, through the foreign keys, everything under it; its open streams
 * hear it at commit and end (issue 32: the route deleted the row itself and told no one). Then
 * its files on disk.
 */
export async function deletePresentation(db: Db, files: FileStore, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(presentations)
      .where(eq(presentations.id, id))
      .returning({ id: presentations.id });
    if (deleted.length === 0) throw notFound('Presentation');
    await notifyDeckDeleted(tx, id);
  });
  await files.removePresentations([id]);
}
