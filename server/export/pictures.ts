import { and, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXPORT_PICTURES_MAX_BYTES } from '../../common/limits';
import { uploadIdOf, uploadIdsIn } from '../../common/slideUrls';
import type { Theme } from '../../common/themes/types';
import type { Db } from '../db/open';
import { presentations, uploads } from '../db/schema';
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
    // An image slide's picture (issue 31).
    const image = slide.content.image as { url?: unknown } | undefined;
    const id = typeof image?.url === 'string' ? uploadIdOf(image.url) : undefined;
    if (id) ids.add(id);
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

/**
 * The theme with its logo inlined as a data: URL, so every export draws it and none fetches it:
 * the logo must be an uploaded image of this deck's client (a kit's logo, uploaded to the client)
 * or of one of its decks; any other address (another client's upload, a remote URL) is dropped, never
 * fetched, and the theme then has no logo.
 */
export async function inlineThemeLogo(
  db: Db,
  files: FileStore,
  deckId: string,
  theme: Theme,
): Promise<Theme> {
  if (!theme.logo) return theme;
  const { logo, ...rest } = theme;
  const id = uploadIdOf(logo.url.trim());
  if (id === undefined) return rest;
  const [deck] = await db
    .select({ clientId: presentations.clientId })
    .from(presentations)
    .where(eq(presentations.id, deckId));
  if (!deck?.clientId) return rest;
  const owner = alias(presentations, 'owner');
  const [row] = await db
    .select({ mimeType: uploads.mimeType, data: uploads.data, storagePath: uploads.storagePath })
    .from(uploads)
    .leftJoin(owner, eq(owner.id, uploads.presentationId))
    .where(
      and(eq(uploads.id, id), or(eq(uploads.clientId, deck.clientId), eq(owner.clientId, deck.clientId))),
    );
  if (!row?.mimeType.startsWith('image/')) return rest;
  const bytes = row.data ?? (row.storagePath ? await files.read(row.storagePath).catch(() => null) : null);
  if (!bytes) return rest;
  return {
    ...rest,
    logo: { ...logo, url: `data:${row.mimeType};base64,${Buffer.from(bytes).toString('base64')}` },
  };
}
