/**
 * A display name as others see it (issue 27): one line of plain text. Line breaks and tabs become
 * spaces; other control characters, and the invisible marks that reorder text (bidi embeddings
 * and overrides U+202A–U+202E, isolates U+2066–U+2069, LRM, RLM and ALM), are removed, so that
 * a name cannot pose as another ("Ada" + U+202E + "reversed"); runs of spaces become one and the
 * ends are trimmed. Names are always shown as text, never as markup.
 */
const LINE_BREAKS = /[\r\n\t\v\f\u0085\u2028\u2029]/g;
const INVISIBLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const SPACES = / {2,}/g;

export function cleanDisplayName(name: string): string {
  return name.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}
