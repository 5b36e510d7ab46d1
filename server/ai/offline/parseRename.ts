import type { Cursor } from './cursor';
import type { Intent } from './intents';
import { cap, cleanText } from './slots';

/** New titles: of a slide ("rename slide 2 to X") or of the presentation ("rename this deck to X"). */

/** A quoted value stays as written; free text gets a capital. */
export function unquoteCap(c: Cursor, from: number, text: string) {
  const t = c.tokens[from];
  return t?.kind === 'quoted' && t.value === text ? text : cap(text);
}

/** "this deck", "the presentation", "the whole deck": the presentation itself, not a slide. */
export const THE_DECK = ['this|the|our|my?', 'deck|presentation|whole deck|whole presentation'];

/** The presentation's new title, after "to", "as" or a colon. */
export function deckTitle(c: Cursor): Intent {
  c.acceptAny('to|as|into');
  c.acceptPunct(':', '-');
  const from = c.i;
  return { kind: 'deck_title', title: unquoteCap(c, from, cleanText(c, from, c.end)) };
}
