/**
 * Notes run through a scanner app's text recognition (OCR) come back with its misreadings and its
 * own furniture: "Greyfie1d", "tota1" (a 1 for an l), "Callurn", "rnin" (rn for an m), "f165" (an f
 * for a £), "[illegible]", "--- Page 1 of 3 ---", "Mean confidence: 81%". A brief that says it was
 * scanned, or is full of such words, is read as the writer wrote it: the letters mended where the
 * brief itself shows the word (an rn is an m only where the brief spells the word with an m, or
 * where it opens the word), and the scanner's lines left out.
 */

/** The brief says it was scanned, or its words are. */
const SCANNED = /\bOCR\b|\bscann(?:ed|er)\b|CamScanner|\bmean confidence\b|\blow[- ]confidence\b/i;
/** A word with a 1 among its letters: "pi1ot", "tota1", "Ha11am", "1og" (never "Q1", "1st", "H1"). */
const ONE_FOR_L = /(?<![\p{L}\d])(?=[\p{L}1]*\p{L}[\p{L}1]*\p{L})(?=[\p{L}1]*1)[\p{L}1]{3,30}(?![\p{L}\d])/gu;
/** A word with an rn: "Callurn", "nurnbers", "rnin", "cornpetitor". */
const RN_WORD = /(?<![\p{L}\d])\p{L}{0,20}rn\p{L}{0,20}(?![\p{L}\d])/gu;
/** "f165", "f1,850": an f before a price in a brief that writes £. */
const F_FOR_POUND = /(?<![p{L}\d])f(?=\d)/g;
/** The scanner's own lines: its header fields, page rules, export stamps and banners. */
const SCANNER_LINE =
  /^(?:={3,40}[^=\n]{0,80}={3,40}|-{3}\s?page \d{1,3} of \d{1,3}\s?-{3}|(?:source|engine|warnings?|mean confidence|language)\s?:[^\n]{0,200}|scanned with [^\n]{1,80}|(?=[=_-]{10})[=_\s-]{10,200})$/i;
/** Its marks in the text: "[illegible]", "[low confidence]", "[region not recognised]". */
const SCANNER_MARK =
  /\s?\[(?:illegible|low confidence|region not recognised|region not recognized|unreadable|smudged)\]/gi;
/** "Q3  -370- 340": a figure struck through by hand (read between hyphens), its correction after it. */
const STRUCK = /(?<!\S)-\d[\d,.]{0,12}-\s{1,4}(?=\d)/g;
/** "standard survey ...........  £180": the dots that lead a list's line to its figure, a column's gap. */
const DOT_LEADER = /\s?\.{4,}\s{0,4}/g;
/** A brief is taken for scanned, without saying so, with this many misread words. */
const MISREAD_MIN = 4;

export function plainScanned(brief: string): string {
  const misread = [...brief.matchAll(ONE_FOR_L)].filter((m) => isMisreadOne(m[0])).length;
  if (!SCANNED.test(brief) && misread < MISREAD_MIN) return brief;
  if (misread < 2) return brief;
  const known = wordsOf(brief);
  const pound = brief.includes('£');
  return brief
    .split('\n')
    .filter((line) => !SCANNER_LINE.test(line.trim()))
    .map((line) => {
      let out = line.replace(SCANNER_MARK, '').replace(STRUCK, '').replace(DOT_LEADER, '\t');
      out = out.replace(ONE_FOR_L, (w) => (isMisreadOne(w) ? w.replaceAll('1', 'l') : w));
      out = out.replace(RN_WORD, (w) => rnRead(w, known));
      return pound ? out.replace(F_FOR_POUND, '£') : out;
    })
    .join('\n');
}

/** "pi1ot" is "pilot"; "1st", "Q1", "FY1", "A1" are not words misread. */
const isMisreadOne = (w: string) => !/^1(?:st|nd|rd|th)$/i.test(w) && !/^\p{Lu}{1,3}1$/u.test(w);

/** The brief's own words, in lower case, the 1s of its misread words read as l. */
function wordsOf(brief: string): Set<string> {
  return new Set(
    (brief.toLowerCase().match(/[\p{L}1]{2,30}/gu) ?? []).map((w) =>
      /\p{L}/u.test(w) ? w.replaceAll('1', 'l') : w,
    ),
  );
}

/** An rn read as an m where the brief spells the word so, or where it opens the word (no word opens on rn). */
function rnRead(word: string, known: Set<string>): string {
  const asM = word.replace(/rn/g, 'm');
  if (known.has(asM.toLowerCase())) return asM;
  return /^rn/i.test(word) ? `${word[0] === 'R' ? 'M' : 'm'}${word.slice(2)}` : word;
}
