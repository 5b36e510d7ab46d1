/**
 * HTML's entities as the characters they stand for, for every reader of pasted HTML (a mail's HTML
 * part, a board export's cells): one table, one pattern.
 */

/** The named entities pasted HTML uses; the others it writes as numbers (&#39;, &#8217;). */
const NAMED: Record<string, string> = {
  ...{ amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ', hellip: '…', mdash: '—', ndash: '–' },
  ...{ lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', middot: '·', bull: '•', euro: '€', pound: '£' },
  copy: '©',
};
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/gi;

/** An entity's character: "&#8217;", "&#x2014;", "&amp;"; undefined for a name or number it is not. */
function character(dec?: string, hex?: string, named?: string): string | undefined {
  if (named) return NAMED[named.toLowerCase()];
  const code = dec ? Number(dec) : Number.parseInt(hex!, 16);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** The text with its entities decoded; one it does not know stays as written. */
export const decodedEntities = (text: string): string =>
  text.replace(
    ENTITY,
    (entity, dec?: string, hex?: string, named?: string) => character(dec, hex, named) ?? entity,
  );
