import { eq } from 'drizzle-orm';
import { deckThemeOf } from '../../common/themes/brandKit';
import { builtInTheme } from '../../common/themes/builtIn';
import type { Theme } from '../../common/themes/types';
import type { Db } from '../db/open';
import { clients, presentations } from '../db/schema';
import { notFound } from '../lib/errors';
import { brandKitValues } from './brand';

export interface DeckTheme {
  /** The built-in theme the deck picked, or null: it follows its client's brand kit. */
  themeId: string | null;
  /** What it draws with: the picked theme, else the client's saved kit, else the default theme. */
  theme: Theme;
}

/**
 * The theme a deck draws in, resolved on every read rather than cached with the deck: a change to
 * the client's kit restyles all its decks at once without touching their revisions.
 */
export async function deckTheme(db: Db, presentationId: string): Promise<DeckTheme> {
  const [row] = await db
    .select({ theme: presentations.theme, clientId: presentations.clientId, clientName: clients.name })
    .from(presentations)
    .innerJoin(clients, eq(clients.id, presentations.clientId))
    .where(eq(presentations.id, presentationId));
  if (!row) throw notFound('Presentation');
  const picked = row.theme ? builtInTheme(row.theme) : undefined;
  if (picked) return { themeId: picked.id, theme: picked };
  const { kit, updatedAt } = await brandKitValues(db, row.clientId);
  return {
    themeId: null,
    theme: deckThemeOf(null, { values: kit, saved: updatedAt !== null }, row.clientName),
  };
}
