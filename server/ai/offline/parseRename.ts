import { type Cursor, phrases } from './cursor';
import type { Intent } from './intents';
import { IT } from './phrases';
import { cap, cleanText } from './slots';
import { parseTarget, titleTarget } from './targets';

/** New titles: of a slide ("rename slide 2 to X") or of the presentation ("rename this deck to X"). */

/** A quoted value stays as written; free text gets a capital. */
export function unquoteCap(c: Cursor, from: number, text: string) {
  const t = c.tokens[from];
  return t?.kind === 'quoted' && t.value === text ? text : cap(text);
}

const DECK_NOUNS = phrases(['deck', 'presentation', 'whole deck', 'whole presentation']);

/** "this deck", "the presentation", "the whole deck": the presentation itself, not a slide. */
export function deckNoun(c: Cursor): boolean {
  return (
    c.try((c) => {
      c.acceptAny('this|the|our|my');
      return c.acceptOne(DECK_NOUNS) ? true : undefined;
    }) ?? false
  );
}

/** The presentation's new title, after "to", "as" or a colon. */
export function deckTitle(c: Cursor): Intent {
  c.acceptAny('to|as|into');
  c.acceptPunct(':', '-');
  const from = c.i;
  return { kind: 'deck_title', title: unquoteCap(c, from, cleanText(c, from, c.end)) };
}

/** Words after a slide's bare title in "rename Priorities to Our priorities". */
const RENAME_NAME_ENDS = new Set(['to', 'as', 'into']);

/** "rename slide 2 to X", "call it X", "retitle slide three as X", "rename the second slide: X". */
export function parseRename(c: Cursor): Intent | undefined {
  if (deckNoun(c)) return deckTitle(c);
  const target = parseTarget(c) ?? titleTarget(c, RENAME_NAME_ENDS) ?? IT;
  c.acceptAny('to|as|into');
  c.acceptPunct(':', '-');
  const from = c.i;
  const title = cleanText(c, from, c.end);
  return { kind: 'rename', target, title: unquoteCap(c, from, title) };
}
