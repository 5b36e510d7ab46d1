import { and, desc, eq } from 'drizzle-orm';
import { LOGO_MAX_BYTES, PICTURES_LISTED_MAX } from '../../common/limits';
import { PICTURE_PATH } from '../../common/slideUrls';
import type { Database, Db } from '../db/open';
import { clients, uploads } from '../db/schema';
import { scaleDown } from '../images/scaleDown';
import type { SvgRasterPool } from '../images/svgPool';
import { looksLikeSvg } from '../images/svgSniff';
import { decodeDataUrl } from '../lib/dataUrl';
import { HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { sniffImage } from '../lib/sniff';
import type { FileStore } from './files';
import { assertPresentation } from './presentations';

/** Whose an upload is: a deck's (its logo, its pictures) or a client's (its brand kit's logo). */
export type UploadOwner = { presentationId: string } | { clientId: string };

/**
 * An image of a deck: its logo (the brief), or a picture its html slides show (a slide shows
 * pictures from this app only; an agency's CDN images are uploaded here instead, and exports inline
 * them); or a client's brand-kit logo. Recognised by its bytes (never by its name), under 5 MB
 * (SPEC §5); an SVG is drawn to a PNG first (server/images). Kept in the database on PostgreSQL
 * and under DATA_DIR on PGlite. Answers its public address.
 */
export async function uploadImage(
  database: Database,
  files: FileStore,
  svgRaster: SvgRasterPool,
  owner: UploadOwner,
  kind: 'logo' | 'picture',
  dataUrl: string,
  now: Date,
): Promise<{ url: string }> {
  await assertOwner(database.db, owner);
  let { bytes } = decodeDataUrl(dataUrl, LOGO_MAX_BYTES - 1, 'File size must be less than 5MB');
  let image = sniffImage(bytes);
  // An SVG is stored as the PNG it draws: every view and export shows a PNG, and no SVG (which
  // can carry script) ever reaches a browser.
  if (!image && looksLikeSvg(bytes)) {
    bytes = (await svgRaster.rasterise(bytes)).png;
    image = { mime: 'image/png', ext: 'png' };
  }
  if (!image)
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Please upload an image file (PNG, JPEG, GIF, WebP or SVG)',
    );
  bytes = await scaleDown(bytes, image.mime);
  const id = newId();
  const inDb = database.filesInDatabase;
  const name = `${id}.${image.ext}`;
  const storagePath = inDb
    ? null
    : 'clientId' in owner
      ? await files.writeForClient(owner.clientId, name, bytes)
      : await files.write(owner.presentationId, name, bytes);
  await database.db.insert(uploads).values({
    id,
    ...owner,
    kind,
    mimeType: image.mime,
    size: bytes.length,
    data: inDb ? bytes : null,
    storagePath,
    createdAt: now,
  });
  return { url: `${PICTURE_PATH}${id}` };
}

async function assertOwner(db: Db, owner: UploadOwner) {
  if ('presentationId' in owner) return assertPresentation(db, owner.presentationId);
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, owner.clientId));
  if (!client) throw notFound('Client');
}

/** An uploaded file's bytes and the type we gave it when we recognised it. */
export async function readUpload(db: Db, files: FileStore, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) throw notFound('File');
  const bytes = row.data ?? (row.storagePath ? await files.read(row.storagePath).catch(() => null) : null);
  if (!bytes) throw notFound('File');
  return { bytes, mimeType: row.mimeType };
}

/**
 * A deck's pictures, newest first (its logo is not one), so an image slide can show one again
 * without uploading it twice. Only ids and dates: the bytes are read through /api/files/{id}.
 */
export async function listPictures(db: Db, presentationId: string) {
  await assertPresentation(db, presentationId);
  const rows = await db
    .select({ id: uploads.id, createdAt: uploads.createdAt })
    .from(uploads)
    .where(and(eq(uploads.presentationId, presentationId), eq(uploads.kind, 'picture')))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(PICTURES_LISTED_MAX);
  return {
    pictures: rows.map((r) => ({ url: `${PICTURE_PATH}${r.id}`, createdAt: r.createdAt.toISOString() })),
  };
}
