import { eq } from 'drizzle-orm';
import { LOGO_MAX_BYTES } from '../../common/limits';
import { PICTURE_PATH } from '../../common/slideUrls';
import type { Database, Db } from '../db/open';
import { uploads } from '../db/schema';
import type { SvgRasterPool } from '../images/svgPool';
import { looksLikeSvg } from '../images/svgSniff';
import { decodeDataUrl } from '../lib/dataUrl';
import { HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { sniffImage } from '../lib/sniff';
import type { FileStore } from './files';
import { assertPresentation } from './presentations';

/**
 * An image of a deck: its logo (the brief), or a picture its html slides show (a slide shows
 * pictures from this app only; an agency's CDN images are uploaded here instead, and exports inline
 * them). Recognised by its bytes (never by its name), under 5 MB (SPEC §5); an SVG is drawn to a
 * PNG first (server/images). Kept in the database
 * on PostgreSQL and under DATA_DIR on PGlite. Answers its public address.
 */
export async function uploadImage(
  database: Database,
  files: FileStore,
  svgRaster: SvgRasterPool,
  presentationId: string,
  kind: 'logo' | 'picture',
  dataUrl: string,
  now: Date,
): Promise<{ url: string }> {
  await assertPresentation(database.db, presentationId);
  const decoded = decodeDataUrl(dataUrl, LOGO_MAX_BYTES - 1, 'File size must be less than 5MB');
  let bytes = decoded.bytes;
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
  const id = newId();
  const inDb = database.filesInDatabase;
  const storagePath = inDb ? null : await files.write(presentationId, `${id}.${image.ext}`, bytes);
  await database.db.insert(uploads).values({
    id,
    presentationId,
    kind,
    mimeType: image.mime,
    size: bytes.length,
    data: inDb ? bytes : null,
    storagePath,
    createdAt: now,
  });
  return { url: `${PICTURE_PATH}${id}` };
}

/** An uploaded file's bytes and the type we gave it when we recognised it. */
export async function readUpload(db: Db, files: FileStore, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) throw notFound('File');
  const bytes = row.data ?? (row.storagePath ? await files.read(row.storagePath).catch(() => null) : null);
  if (!bytes) throw notFound('File');
  return { bytes, mimeType: row.mimeType };
}
