import { asc, eq } from 'drizzle-orm';
import { ASSET_MAX_BYTES } from '../../common/limits';
import type { Asset } from '../../common/schemas/assets';
import type { Database } from '../db/open';
import { assets } from '../db/schema';
import { ACCEPTED_EXTENSIONS, detectKind, kindOfName } from '../documents/detect';
import type { ExtractionPool } from '../documents/pool';
import { DocumentTimeout, UnreadableDocument } from '../documents/types';
import { decodeDataUrl } from '../lib/dataUrl';
import { HttpError } from '../lib/errors';
import { newId } from '../lib/ids';
import type { FileStore } from './files';
import { assertPresentation } from './presentations';

type AssetRow = typeof assets.$inferSelect;

export function assetToApi(row: AssetRow): Asset {
  return {
    id: row.id,
    presentationId: row.presentationId,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    extractedContent: { text: row.extractedText, ...(row.leftOut.length ? { leftOut: row.leftOut } : {}) },
    createdAt: row.createdAt.toISOString(),
  };
}

export interface Upload {
  file: string;
  fileName: string;
  fileType: string;
}

const MB = ASSET_MAX_BYTES / (1024 * 1024);

/**
 * Checks the file by its bytes, extracts its text in a worker, and only then stores the original
 * and the row: a document that cannot be read leaves nothing behind.
 */
export async function importAsset(
  database: Database,
  files: FileStore,
  pool: ExtractionPool,
  presentationId: string,
  upload: Upload,
  now: Date,
): Promise<Asset> {
  const { db } = database;
  await assertPresentation(db, presentationId);
  const name = upload.fileName;
  if (!kindOfName(name)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `${name}: only ${ACCEPTED_EXTENSIONS.join(', ')} files can be imported`,
    );
  }
  const { bytes } = decodeDataUrl(upload.file, ASSET_MAX_BYTES, `${name} is larger than ${MB} MB`);
  const kind = detectKind(name, bytes);
  if (!kind) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `${name} is not really a ${kindOfName(name)!.toUpperCase()} file`,
    );
  }
  let extraction: Awaited<ReturnType<ExtractionPool['extract']>>;
  try {
    extraction = await pool.extract(kind, bytes);
  } catch (err) {
    if (err instanceof UnreadableDocument || err instanceof DocumentTimeout) {
      throw new HttpError(422, 'unreadable_document', `${name} could not be imported: ${err.message}`);
    }
    throw err;
  }
  const id = newId();
  const inDb = database.filesInDatabase;
  const storagePath = inDb ? null : await files.write(presentationId, `${id}-asset`, bytes);
  try {
    const [row] = await db
      .insert(assets)
      .values({
        id,
        presentationId,
        fileName: name,
        fileType: upload.fileType || kind,
        fileSize: bytes.length,
        extractedText: extraction.text,
        leftOut: extraction.leftOut ?? [],
        data: inDb ? bytes : null,
        storagePath,
        createdAt: now,
      })
      .returning();
    return assetToApi(row!);
  } catch (err) {
    // The presentation may have been deleted meanwhile; do not leave its file behind.
    if (storagePath) await files.removeFile(storagePath);
    throw err;
  }
}

export async function listAssets(database: Database, presentationId: string): Promise<Asset[]> {
  const { db } = database;
  await assertPresentation(db, presentationId);
  const rows = await db
    .select()
    .from(assets)
    .where(eq(assets.presentationId, presentationId))
    .orderBy(asc(assets.createdAt));
  return rows.map(assetToApi);
}
