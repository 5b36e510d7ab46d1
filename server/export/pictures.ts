import { and, eq, inArray } from 'drizzle-orm';
import { EXPORT_PICTURES_MAX_BYTES } from '../../common/limits';
import { uploadIdsIn } from '../../common/slideUrls';
import type { Db } from '../db/open';
import { uploads } from '../db/schema';
import type { FileStore } from '../services/files';
import type { ExportDeck } from './deck';

/**
 * The pictures an export inlines: uploads of this deck that its html slides show, as data: URLs by
 * upload id (an exported file opened from disk reaches no server). Another deck's upload, or one
 * past the budget, is not inlined, and the export then drops it like any other address.
 */
export async function loadDeckPictures(
  db: Db,
  files: FileStore,
  deck: ExportDeck,
): Promise<Record<string, string>> {
  const ids = new Set<string>();
  for (const slide of deck.slides) {
    const html = slide.content.htmlContent;
    if (typeof html === 'string') for (const id of uploadIdsIn(html)) ids.add(id);
  }
  const pictures: Record<string, string> = {};
  if (!ids.size) return pictures;
  const rows = await db
    .select({
      id: uploads.id,
      mimeType: uploads.mimeType,
      size: uploads.size,
      data: uploads.data,
      storagePath: uploads.storagePath,
    })
    .from(uploads)
    .where(and(eq(uploads.presentationId, deck.id), inArray(uploads.id, [...ids])));
  let budget = EXPORT_PICTURES_MAX_BYTES;
  for (const row of rows) {
    if (!row.mimeType.startsWith('image/') || row.size > budget) continue;
    const bytes = row.data ?? (row.storagePath ? await files.read(row.storagePath).catch(() => null) : null);
    if (!bytes) continue;
    budget -= bytes.length;
    pictures[row.id] = `data:${row.mimeType};base64,${Buffer.from(bytes).toString('base64')}`;
  }
  return pictures;
}
