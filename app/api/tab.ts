/**
 * This tab's name on the decks it opens, for as long as the page lives: its presence on a deck's
 * event stream, and the writer of its batches in the deck's log (its own earlier writes never
 * clash with its later ones).
 */
export const TAB_ID =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tab-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
