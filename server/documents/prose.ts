// Text helpers every extractor shares. Each one scans its input once (no regex that can
// backtrack on document text), since documents are long and written by anyone.

/**
 * Presentation forms are how a typesetter drew letters, not which letters they are: ligatures
 * (ﬁ ﬂ ﬀ), Arabic and Hebrew presentation forms, and full- or half-width forms. NFKC turns them
 * back into the letters; it is applied to those blocks only, because elsewhere it would change
 * what the author wrote (² to 2, ½ to 1⁄2, ™ to TM). The rest gets NFC, which never changes meaning.
 */
const PRESENTATION_FORMS = /[\ufb00-\ufdff\ufe70-\ufeff\uff00-\uffef]+/g;
export function normalizeForms(text: string): string {
  return text.replace(PRESENTATION_FORMS, (run) => run.normalize('NFKC')).normalize('NFC');
}

/** Scripts written without spaces between words (Korean's Hangul has spaces, so it is not one). */
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;

/**
 * A test of one character by a class, remembered per UTF-16 unit: drafting a book asks millions
 * of times, and a Unicode-property regex per character was a third of the time (and its garbage).
 * A character outside the Basic Multilingual Plane is still asked of the regex.
 */
function charClass(re: RegExp): (ch: string | undefined) => boolean {
  // 0: not asked yet, 1: no, 2: yes.
  const known = new Uint8Array(0x10000);
  return (ch) => {
    if (ch === undefined) return false;
    if (ch.length !== 1) return re.test(ch);
    const c = ch.charCodeAt(0);
    let answer = known[c]!;
    if (answer === 0) {
      answer = re.test(ch) ? 2 : 1;
      known[c] = answer;
    }
    return answer === 2;
  };
}

export const isCjk = charClass(CJK);
export const isRtl = charClass(RTL);
export const isLetter = charClass(LETTER);
export const isLower = charClass(LOWER);

/** True when most of the letters of a text are written right to left (Arabic, Hebrew, …). */
export function mostlyRtl(text: string): boolean {
  let rtl = 0;
  let ltr = 0;
  for (const ch of text) {
    if (isRtl(ch)) rtl++;
    else if (isLetter(ch)) ltr++;
  }
  return rtl > ltr;
}

/** How two pieces of one line or paragraph join: CJK text has no spaces between its words. */
export function joinWith(left: string, right: string): string {
  if (!left) return right;
  if (!right) return left;
  const a = left.at(-1)!;
  const b = right[0]!;
  if (a === ' ' || b === ' ') return left + right;
  return isCjk(a) || isCjk(b) ? left + right : `${left} ${right}`;
}

/** Marks where a line ended on a hyphen that may be a typesetter's: resolved by resolveHyphens. */
export const LINE_HYPHEN = '\u00ad';
const HYPHENS = new Set(['-', '\u2010', '\u2011', '\u00ad']);

/**
 * The next line of a paragraph after this one. A line ending in a hyphen after a letter, followed
 * by a lowercase word, is joined with a LINE_HYPHEN mark for resolveHyphens to decide.
 */
export function joinLine(paragraph: string, line: string): string {
  const last = paragraph.at(-1);
  if (last !== undefined && HYPHENS.has(last) && isLetter(paragraph.at(-2)) && isLower(line[0])) {
    return paragraph.slice(0, -1) + LINE_HYPHEN + line;
  }
  return joinWith(paragraph, line);
}

/** Prefixes that make compounds ("self-assessment"): their hyphen stays when a line ends on it. */
const COMPOUND_PREFIXES = new Set(['self', 'ex', 'non', 'well', 'all', 'half', 'cross', 'so', 'co-op']);

/** The words of a text, lowercased, and its hyphenated compounds ("well-known"), as written. */
export function vocabulary(text: string): { words: Set<string>; compounds: Set<string> } {
  const words = new Set<string>();
  const compounds = new Set<string>();
  const lower = text.toLowerCase();
  // A word and a compound are each one run of the text: kept as where they start (-1: none) and
  // sliced once they end, rather than built a character at a time.
  let word = -1;
  let compound = -1;
  let hyphened = false;
  const flush = (at: number) => {
    if (word >= 0) words.add(lower.slice(word, at));
    if (hyphened) compounds.add(lower.slice(compound, at));
    word = -1;
    compound = -1;
    hyphened = false;
  };
  for (let i = 0; i < lower.length; ) {
    const size = unitsAt(lower, i);
    const ch = size === 1 ? lower[i] : lower.slice(i, i + size);
    if (isLetter(ch)) {
      if (word < 0) word = i;
      if (compound < 0) compound = i;
    } else if (ch === '-' && word >= 0) {
      words.add(lower.slice(word, i));
      word = -1;
      hyphened = true;
    } else flush(i);
    i += size;
  }
  flush(lower.length);
  return { words, compounds };
}

/** How many UTF-16 units the character at `i` takes: 2 for a surrogate pair, else 1. */
export function unitsAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff || i + 1 >= text.length) return 1;
  const d = text.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? 2 : 1;
}

/**
 * Each LINE_HYPHEN becomes a hyphen or nothing. It is a word the typesetter split ("organi-zation")
 * unless the document writes the compound whole elsewhere ("well-known"), the left part is itself a
 * compound ("state-of-the-art"), or the left part is a compound prefix ("self-") and the joined word
 * is not in the document.
 */
export function resolveHyphens(text: string, known?: ReturnType<typeof vocabulary>): string {
  if (!text.includes(LINE_HYPHEN)) return text;
  const { words, compounds } = known ?? vocabulary(text.replaceAll(LINE_HYPHEN, ' '));
  let out = '';
  let from = 0;
  for (let at = text.indexOf(LINE_HYPHEN); at >= 0; at = text.indexOf(LINE_HYPHEN, at + 1)) {
    let start = at;
    while (start > 0 && (isLetter(text[start - 1]) || text[start - 1] === '-')) start--;
    let end = at + 1;
    while (end < text.length && isLetter(text[end])) end++;
    const left = text.slice(start, at).toLowerCase();
    const right = text.slice(at + 1, end).toLowerCase();
    const keep =
      compounds.has(`${left}-${right}`) ||
      left.includes('-') ||
      (COMPOUND_PREFIXES.has(left) && !words.has(`${left}${right}`));
    out += text.slice(from, at) + (keep ? '-' : '');
    from = at + 1;
  }
  return out + text.slice(from);
}

/** One blank line between blocks at most, no trailing spaces, Unix line ends. */
export function tidyLines(text: string): string {
  const out: string[] = [];
  let blank = false;
  for (const raw of text.replaceAll('\r\n', '\n').replaceAll('\r', '\n').split('\n')) {
    const line = trimEndSpaces(raw);
    if (!line.trim()) {
      blank = out.length > 0;
      continue;
    }
    if (blank) out.push('');
    blank = false;
    out.push(line);
  }
  return out.join('\n');
}

function trimEndSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t' || line[end - 1] === '\u00a0')) end--;
  return line.slice(0, end);
}

/** Runs of whitespace as one space (a scan, where /\s+/g would do the same in linear time too). */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A paragraph whose text starts like a structure mark of the light Markdown ("# ", "- ", "| ")
 * is escaped with a backslash, so that a code comment in a PDF is not read as a heading.
 */
export function escapeBlock(text: string): string {
  const first = text[0];
  if (
    first === '#' ||
    first === '|' ||
    first === '\\' ||
    (first === '-' && text[1] === ' ') ||
    text.startsWith('--- page')
  )
    return `\\${text}`;
  return text;
}

/**
 * Text in a legacy 8-bit Cyrillic font without a Unicode map comes out of a PDF as Latin-1 letters
 * ("Ïðåäèñëîâèå" for "Предисловие"): the codes are Windows-1251's. A paragraph whose letters are
 * nearly all in Latin-1's accented range is read back through Windows-1251. French or German text
 * has a few such letters among many plain ones, so it never reaches the threshold.
 */
export function repairCyrillic(text: string): string {
  let high = 0;
  let letters = 0;
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c >= 0xc0 && c <= 0xff && c !== 0xd7 && c !== 0xf7) high++;
    else if (isLetter(ch)) letters++;
  }
  if (high < 8 || high < (high + letters) * 0.6) return high >= 2 ? repairCyrillicWords(text) : text;
  let out = '';
  for (const ch of text) out += fromWindows1251(ch);
  return out;
}

const isHigh = (c: number) => c >= 0xc0 && c <= 0xff && c !== 0xd7 && c !== 0xf7;

function fromWindows1251(ch: string): string {
  const c = ch.charCodeAt(0);
  return c >= 0xc0 && c <= 0xff
    ? String.fromCharCode(c - 0xc0 + 0x410)
    : c === 0xb8
      ? 'ё'
      : c === 0xa8
        ? 'Ё'
        : ch;
}

/**
 * A line that mixes a Unicode-mapped font with the legacy one ("Набор математических ôîðìóë"):
 * each word made wholly of Latin-1's accented letters is read back through Windows-1251 — of two
 * letters or more beside Cyrillic text, else of three or more (no French or German word is all
 * accents).
 */
export function repairCyrillicWords(text: string): string {
  let high = 0;
  for (let i = 0; i < text.length && high < 2; i++) if (isHigh(text.charCodeAt(i))) high++;
  if (high < 2) return text;
  let cyrillic = false;
  for (const ch of text) if (ch >= '\u0400' && ch <= '\u04ff') cyrillic = true;
  const least = cyrillic ? 2 : 3;
  let out = '';
  let word = '';
  const flush = () => {
    let all = word.length >= least;
    // × and ÷ are Ч and ч in Windows-1251, inside a word.
    for (let i = 0; all && i < word.length; i++)
      if (!isHigh(word.charCodeAt(i)) && !isSign(word[i]!)) all = false;
    out += all ? [...word].map(fromWindows1251).join('') : word;
    word = '';
  };
  for (const ch of text) {
    if (isLetter(ch) || (isSign(ch) && word)) word += ch;
    else {
      flush();
      out += ch;
    }
  }
  flush();
  return out;
}

const isSign = (ch: string) => ch === '×' || ch === '÷';

const MARK = /\p{M}/u;

/**
 * A right-to-left line whose vowel marks stand before their letters ("َدَجاَج" for "دَجَاج"): a PDF
 * that places each glyph on its own gives them in visual order, and reversing the line puts each
 * mark before its base. When words start with a mark (which none can), marks go back after their
 * letters. A Latin line's combining grave after a space is LaTeX's opening quote (‘).
 */
export function fixMarks(line: string, rtl: boolean): string {
  if (!rtl)
    return line.includes(' \u0300') || line.startsWith('\u0300') ? line.replace(/(^| )\u0300/g, '$1‘') : line;
  let reversed = 0;
  for (let i = 0; i < line.length; i++)
    if (MARK.test(line[i]!) && (i === 0 || line[i - 1] === ' ')) reversed++;
  if (!reversed) return line;
  let out = '';
  let marks = '';
  for (const ch of line) {
    if (MARK.test(ch)) marks += ch;
    else if (ch === ' ' || !isLetter(ch)) {
      out += marks + ch;
      marks = '';
    } else {
      out += ch + marks;
      marks = '';
    }
  }
  return out + marks;
}

/** Spacing accents as a typesetter sets them before a letter, and the combining marks they are. */
const SPACING_ACCENTS = new Map([
  ['¨', '\u0308'],
  ['´', '\u0301'],
  ['ˆ', '\u0302'],
  ['˜', '\u0303'],
  ['ˇ', '\u030c'],
  ['˘', '\u0306'],
  ['˚', '\u030a'],
]);

/**
 * A PDF made with old TeX fonts draws an accented letter as the accent, then the letter: its text
 * reads "Br¨oker", "P´eter". An accent before a letter it makes one letter with ("ö", "é") becomes
 * that letter; any other stays as it is ("/˜bush" in an address).
 */
export function composeAccents(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const mark = SPACING_ACCENTS.get(text[i]!);
    if (!mark) continue;
    // A dotless ı takes the accent as i does ("Mikul´ık").
    const letter = text[i + 1] === 'ı' ? 'i' : text[i + 1]!;
    const composed = (letter + mark).normalize('NFC');
    if (composed.length !== 1) continue;
    out += text.slice(from, i) + composed;
    from = i + 2;
    i++;
  }
  return from ? out + text.slice(from) : text;
}

/**
 * What TeX's Cork (T1) and Cyrillic T2A fonts put at the control codes, for a PDF whose font has no
 * map to Unicode: the codes come out as they are, drawn as empty boxes. Accents come first; they
 * go on the letter that follows (see composeAccents).
 */
const CORK_CONTROLS = [
  '`',
  '´',
  'ˆ',
  '˜',
  '¨',
  '˝',
  '˚',
  'ˇ',
  '˘',
  '¯',
  '˙',
  '¸',
  '˛',
  '‚',
  '‹',
  '›',
  '“',
  '”',
  '„',
  '«',
  '»',
  '–',
  '—',
  '',
  '',
  'ı',
  'ȷ',
  'ff',
  'fi',
  'fl',
  'ffi',
  'ffl',
];
const CORK_ACCENTS: Record<string, string> = { '`': '\u0300', '˝': '\u030b', '¯': '\u0304', '˙': '\u0307' };

/**
 * A line in a Cork-encoded font without a Unicode map ("LATEX \x16 система", "f\x04ur",
 * "австрий\x7f ског"): its control codes as the characters they draw. Code 0x7F is the soft hyphen
 * TeX breaks a word at, within the line (joined) or at its end (left for joinLine to decide).
 */
export function decodeTexControls(line: string): string {
  let has = false;
  for (let i = 0; i < line.length && !has; i++) {
    const c = line.charCodeAt(i);
    has = (c < 0x20 && c !== 0x0a && c !== 0x09) || c === 0x7f;
  }
  if (!has) return line;
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    const c = line.charCodeAt(i);
    if (c === 0x7f) {
      if (i === line.length - 1) out += '\u00ad';
      else if (line[i + 1] === ' ') i++;
    } else if (c < 0x20 && c !== 0x0a && c !== 0x09) {
      const drawn = CORK_CONTROLS[c]!;
      const mark = CORK_ACCENTS[drawn];
      const next = line[i + 1];
      if (mark && next && (next + mark).normalize('NFC').length === 1) {
        out += (next + mark).normalize('NFC');
        i++;
      } else out += drawn;
    } else out += ch;
  }
  return composeAccents(out);
}

/** An e-mail address alone ("ann@example.org"): a scan, no regex that could backtrack. */
export function isEmailAddress(text: string): boolean {
  const t = text.trim();
  for (const ch of t) if (ch === ' ' || ch === '\t' || ch === '\n') return false;
  const at = t.indexOf('@');
  if (at < 1 || t.indexOf('@', at + 1) >= 0) return false;
  const dot = t.lastIndexOf('.');
  return dot > at + 1 && dot < t.length - 1;
}
