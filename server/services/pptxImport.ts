import { inArray } from 'drizzle-orm';
import type { Database } from '../db/open';
import { uploads } from '../db/schema';
import { applyDeckOperations, type Operation, OperationError } from '../deck';
import { operationHttpError } from '../deck/operationHttp';
import type { Deps } from '../deps';
import type { ExtractionPool } from '../documents/pool';
import type { PptxBrand } from '../documents/pptx/brand';
import { contentInstead, type PptxImport } from '../documents/pptx/index';
import { DocumentTimeout, UnreadableDocument } from '../documents/types';
import type { SvgRasterPool } from '../images/svgPool';
import { HttpError } from '../lib/errors';
import type { FileStore } from './files';
import { assertPresentation } from './presentations';
import { asOriginal, drawOriginals } from './slidePictures';
import { uploadImage } from './uploads';

/** The extensions a PowerPoint file is read under: a deck, a template, a deck with macros (never run). */
export const PPTX_EXTENSIONS = ['pptx', 'potx', 'pptm'] as const;

export interface PowerPointUpload {
  fileName: string;
  bytes: Buffer;
}

export function assertPowerPoint({ fileName }: PowerPointUpload) {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (!(PPTX_EXTENSIONS as readonly string[]).includes(ext))
    throw new HttpError(
      415,
      'unsupported_media_type',
      `file: ${fileName} is not a PowerPoint file (.pptx, .potx or .pptm)`,
      {},
      { field: 'file' },
    );
}

/** A reader's job on a PowerPoint file, its refusals answered as 422 naming the file and why. */
export async function readPowerPoint<T>(upload: PowerPointUpload, read: () => Promise<T>): Promise<T> {
  assertPowerPoint(upload);
  try {
    return await read();
  } catch (err) {
    if (err instanceof UnreadableDocument || err instanceof DocumentTimeout)
      throw new HttpError(
        422,
        'unreadable_document',
        `${upload.fileName} could not be imported: ${err.message}`,
        {},
        { field: 'file' },
      );
    throw err;
  }
}

/** What an import needs of the server: its database and files, and the programs that read and draw. */
export type PptxImportDeps = Pick<Deps, 'database' | 'files' | 'svgRaster' | 'extraction' | 'slideDrawer'>;

export interface PptxImportResult {
  count: number;
  message: string;
  warning?: string;
}

/**
 * A PowerPoint file appended to a deck as slides (issue 30): read in a document reader, its image
 * slides' pictures stored as the deck's pictures, then every slide added in one batch of deck
 * operations (one transaction, one undo step). Should the batch be refused (the deck's budget),
 * the pictures stored for it are removed and nothing is changed.
 */
export async function importPptx(
  { database, files, svgRaster, extraction, slideDrawer }: PptxImportDeps,
  presentationId: string,
  upload: PowerPointUpload,
  now: Date,
): Promise<PptxImportResult> {
  await assertPresentation(database.db, presentationId);
  const read: PptxImport = await readPowerPoint(upload, () => extraction.pptx(upload.bytes));
  const originals = await drawOriginals(slideDrawer, upload, read);
  const urls = new Map<string, string>();
  const notShown: number[] = [];
  const store = async (bytes: Uint8Array) => {
    const dataUrl = `data:application/octet-stream;base64,${Buffer.from(bytes).toString('base64')}`;
    return (await uploadImage(database, files, svgRaster, { presentationId }, 'picture', dataUrl, now)).url;
  };
  const stored: string[] = [];
  const originalUrls = new Map<number, string>();
  for (const [i, png] of originals.drawn) originalUrls.set(i, await store(png));
  stored.push(...originalUrls.values());
  // The pictures of the slides that show their original instead are not stored.
  const used = new Set(read.slides.flatMap((s, i) => (s.picture && !originalUrls.has(i) ? [s.picture] : [])));
  for (const [part, bytes] of Object.entries(read.pictures)) {
    if (!used.has(part)) continue;
    try {
      urls.set(part, await store(bytes));
    } catch (err) {
      // A picture PowerPoint draws that a browser cannot (EMF, TIFF...): its slide keeps its text.
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
    }
  }
  stored.push(...urls.values());
  const operations: Operation[] = read.slides.map((s, i) => {
    let { type, title, content } = s;
    const original = originalUrls.get(i);
    if (original) ({ type, title, content } = asOriginal(s, original, i + 1, upload.fileName));
    else if (s.picture) {
      const url = urls.get(s.picture);
      if (url && content.image) content = { ...content, image: { ...content.image, url } };
      else {
        notShown.push(i + 1);
        type = 'content';
        content = contentInstead(s);
      }
    }
    return { op: 'add_slide', type, title, content, ...(s.notes ? { notes: s.notes } : {}) };
  });
  if (operations.length) {
    try {
      await applyDeckOperations(database.db, presentationId, operations, now);
    } catch (err) {
      const ids = stored.map((u) => u.split('/').pop()!);
      if (ids.length) await database.db.delete(uploads).where(inArray(uploads.id, ids));
      throw err instanceof OperationError ? operationHttpError(err) : err;
    }
  }
  const warnings = [
    read.warning,
    originals.warning,
    notShown.length ? `Pictures in a format a browser cannot show (slides ${notShown.join(', ')}).` : '',
  ].filter(Boolean);
  const count = operations.length;
  return {
    count,
    message: `Imported ${count} slide${count === 1 ? '' : 's'} from ${upload.fileName}`,
    ...(warnings.length ? { warning: warnings.join(' ') } : {}),
  };
}

export interface PptxBrandResult {
  colors: PptxBrand['colors'];
  fonts: PptxBrand['fonts'];
  sourceFonts: PptxBrand['sourceFonts'];
  notes: string[];
  /** The logo, stored as the client's (the kit is saved by the user, from the Brand dialog). */
  logo?: string;
}

/** A template's theme read for a client's brand kit: nothing is saved but the logo's picture. */
export async function brandFromPptx(
  database: Database,
  files: FileStore,
  svgRaster: SvgRasterPool,
  pool: ExtractionPool,
  clientId: string,
  upload: PowerPointUpload,
  now: Date,
): Promise<PptxBrandResult> {
  const read = await readPowerPoint(upload, () => pool.pptxBrand(upload.bytes));
  let logo: string | undefined;
  if (read.logo) {
    const dataUrl = `data:application/octet-stream;base64,${Buffer.from(read.logo).toString('base64')}`;
    logo = (
      await uploadImage(database, files, svgRaster, { clientId }, 'logo', dataUrl, now).catch((err) => {
        if (err instanceof HttpError && err.status < 500) return undefined;
        throw err;
      })
    )?.url;
  }
  const { colors, fonts, sourceFonts, notes } = read;
  return { colors, fonts, sourceFonts, notes, ...(logo ? { logo } : {}) };
}
