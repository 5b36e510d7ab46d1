// Where sentences end and where lines only wrap, for every reader of prose (briefs, documents).
// Each rule scans its text once; no regex here runs over the text itself.

/**
 * Words that end with a full stop without ending a sentence, lower case, without their final
 * stop (inner stops kept: "e.g", "p.ej"). One table for all languages, since a brief's language
 * is not always known when it is cut into sentences and these words rarely mean anything else.
 */
const ABBREVIATIONS = new Set(
  [
    // English
    'approx appr e.g i.e etc vs cf al fig figs no nos vol pp dr mr mrs ms prof inc ltd co corp st',
    'eq sec ch resp incl excl ca est avg max min dept govt jr sr mt ave rd tel ext ref misc esp ft',
    'oz lb lbs yr yrs mo hr hrs',
    // Spanish, Portuguese
    'aprox sra srta dra ud uds pág págs núm av avda ej p.ej dto admón cía s.a s.l vd vds',
    // French
    'env mds md mme mlle mm bd éd ex nb',
    // German
    'mio mrd tsd bzw usw inkl ggf evtl nr vgl z.b d.h u.a s.o bspw zzgl abs str hr fr',
    // Italian
    'ecc sig sigg dott ing avv pag es',
    // Dutch
    'bijv enz mevr dhr o.a d.w.z',
    // Russian
    'т.е т.д т.п см рис стр',
  ]
    .join(' ')
    .split(' ')
    .filter(Boolean),
);

/** Months, abbreviated: an abbreviation only before a figure, else the end of a date and a sentence. */
const MONTHS = new Set('jan feb mar apr jun jul aug sep sept oct nov dec'.split(' '));

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined) => c !== undefined && c.toLowerCase() !== c.toUpperCase();
const isUpper = (c: string | undefined) => isLetter(c) && c === c!.toUpperCase();

/** The word that ends just before `end`: letters and inner full stops ("e.g", "EE", "U.S"). */
function wordBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && (isLetter(text[start - 1]) || (text[start - 1] === '.' && isLetter(text[start - 2]))))
    start--;
  return text.slice(start, end);
}

/**
 * Whether the full stop at `dot` closes an abbreviation or an initial, and so ends no sentence:
 * a word of the table ("approx.", "Mio.", "aprox."), one capital letter ("M. Smith"), a doubled
 * capital pair ("EE. UU.", Spanish plurals) or letters with inner stops ("U.S.", "e.g.").
 */
export function isAbbreviationDot(text: string, dot: number): boolean {
  const word = wordBefore(text, dot);
  if (!word) return false;
  if (ABBREVIATIONS.has(word.toLowerCase())) return true;
  // "Nov. 14": a month's abbreviation before its day; "by 14 Nov. Then …" ends the sentence.
  if (MONTHS.has(word.toLowerCase())) return isDigit(text[dot + 2]);
  if (word.length === 1) return isUpper(word);
  if (word.length === 2 && word[0] === word[1] && isUpper(word[0])) return true;
  // "U.S", "e.g", "p.ej": single letters between stops (one longer part allowed at the end).
  const parts = word.split('.');
  return parts.length > 1 && parts.slice(0, -1).every((p) => p.length === 1);
}

const TERMINAL = new Set(['.', '!', '?', '…', ';', ':', '。', '！', '？', '؟']);
const CLOSERS = new Set(['"', "'", '”', '’', ')', ']', '»']);
/** A line that starts a list item, a heading, a quote, a table row or a mail header. */
function startsBlock(line: string): boolean {
  const c = line[0];
  if (c === '-' || c === '*' || c === '•' || c === '#' || c === '>' || c === '|' || c === '·' || c === '–')
    return true;
  if (c === '○' || c === '●' || c === '▪' || c === '◦' || c === '■' || c === '[') return true;
  // "1. ", "2) ", "a) "
  let i = 0;
  while (i < line.length && i < 3 && line[i]! >= '0' && line[i]! <= '9') i++;
  if (i > 0 && (line[i] === '.' || line[i] === ')') && line[i + 1] === ' ') return true;
  // "2  how it works": a number set apart by two spaces numbers a list's item.
  if (i > 0 && line[i] === ' ' && line[i + 1] === ' ' && isLetter(line[i + 2])) return true;
  if (isLetter(c) && line[1] === ')' && line[2] === ' ') return true;
  // "14:05 Who we are": an agenda's time opens its item.
  if (i > 0 && line[i] === ':' && /^[0-5]\d /.test(line.slice(i + 1, i + 4))) return true;
  // "From: …", "Subject: …", "Name: …": a label at the start of a line opens a field of its own.
  const colon = line.indexOf(': ');
  return colon > 0 && colon <= 20 && !line.slice(0, colon).includes(' ') && isUpper(c);
}

/** "Homes: Social Housing Fund": a line that opens on a one-word label, as a mail header does. */
function isField(line: string): boolean {
  const colon = line.indexOf(': ');
  return colon > 0 && colon <= 20 && !line.slice(0, colon).includes(' ') && isUpper(line[0]);
}

/**
 * "… under the Warm" + "Homes: Social Housing Fund": a line that ran to the wrap width and stops on
 * a capitalised word (no stop, no colon) is a name going on, not a field's end before the next.
 */
function namesOn(line: string, length: number, width: number): boolean {
  if (width <= 0 || length < width - WRAP_SLACK || isField(line)) return false;
  const last = line.slice(line.lastIndexOf(' ') + 1);
  return last.length > 1 && isUpper(last[0]) && isLetter(last.at(-1));
}

/** A line that goes on in the next: that one starts with a lower-case word. */
const lowerFirst = (next: string) => isLetter(next[0]) && next[0] !== next[0]!.toUpperCase();
/** Or with a figure, a currency or a bracket, which may as well start a dated or listed line. */
const figureFirst = (next: string) => (next[0]! >= '0' && next[0]! <= '9') || '£$€¥(%&+'.includes(next[0]!);
/** Words a sentence does not end on: a line ending on one goes on ("from 4.2% last spring to"). */
const LEADING_ON = new Set(
  'to of from by at and or the a an about approx around over under than with for in is was were are be per'.split(
    ' ',
  ),
);

/** A line at least this long that stops mid-sentence, before a lower-case word, was wrapped. */
const WRAPPED_LINE_CHARS = 28;

/**
 * A text whose hard-wrapped lines are joined back into their sentences ("…recall rate (patients
 * who come back" + "within 6 months of being due) fell…"): a line that does not end a sentence
 * goes on in the next one when that one continues it (a lower-case word, a figure), or when the
 * line runs to the text's wrap width and the next is no list item, heading or field. Blank lines,
 * list items and short lines (a greeting, a name, a heading) stay where they are.
 */
export function joinWrappedLines(text: string): string {
  const lines = text.replaceAll('\r', '').split('\n');
  const width = wrapWidth(lines);
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trimEnd();
    const previous = out.at(-1);
    const next = line.trimStart();
    if (previous !== undefined && next && previous.trim() && joins(previous.trimEnd(), next, width)) {
      out[out.length - 1] = `${previous.trimEnd()} ${next}`;
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/**
 * The width a mail program wrapped the text at: its longest line, when several lines come within
 * WRAP_SLACK characters of it and it is no longer than a wrapped line is; else 0 (not wrapped).
 */
function wrapWidth(lines: string[]): number {
  let width = 0;
  let long = 0;
  // A few lines the program did not wrap (a disclaimer, an address) leave the others wrapped.
  for (const line of lines) {
    const n = line.trimEnd().length;
    if (n > WRAP_WIDTH_MAX) long++;
    else width = Math.max(width, n);
  }
  if (width < WRAP_WIDTH_MIN) return 0;
  let near = 0;
  for (const line of lines) {
    const n = line.trimEnd().length;
    if (n >= width - WRAP_SLACK && n <= width) near++;
  }
  return near >= WRAPPED_LINES_MIN && long * UNWRAPPED_SHARE <= near ? width : 0;
}
/** A wrapped text has at least this many lines at its width for each longer line it holds. */
const UNWRAPPED_SHARE = 3;
/** Mail programs wrap at 72 to 80 characters; a text with longer or only short lines was not wrapped. */
const WRAP_WIDTH_MAX = 100;
const WRAP_WIDTH_MIN = 60;
/** A wrapped line ends within this many characters of the wrap width (its next word did not fit). */
const WRAP_SLACK = 14;
/** A wrapped text has at least this many lines at its width. */
const WRAPPED_LINES_MIN = 3;

function joins(previous: string, next: string, width: number): boolean {
  const prevStart = previous.trimStart();
  if (startsBlock(next) && !(isField(next) && namesOn(prevStart, previous.length, width))) return false;
  // A Markdown heading or table row ends at its line.
  if (prevStart[0] === '#' || prevStart[0] === '|') return false;
  let end = previous.length - 1;
  while (end > 0 && CLOSERS.has(previous[end]!)) end--;
  const last = previous[end]!;
  if (TERMINAL.has(last) && !(last === '.' && isAbbreviationDot(previous, end))) return false;
  // A row of a grid (typed with runs of spaces, or pasted with tabs) is a line of its own; a
  // quoted paragraph's indent is no gap between columns.
  if (prevStart.includes('   ') || next.includes('   ') || previous.includes('\t') || next.includes('\t'))
    return false;
  const wrapped = width > 0 && previous.length >= width - WRAP_SLACK;
  // "… Q4 2025 620 /" + "Q1 2026 575 / …": a list run on with slashes goes on past its line's end.
  if (previous.endsWith(' /')) return true;
  // A lower-case word after a wrapped line, or after a line left on a comma or a leading word.
  if (lowerFirst(next))
    return (
      last === '.' ||
      wrapped ||
      (previous.length >= WRAPPED_LINE_CHARS && (last === ',' || LEADING_ON.has(lastWord(previous))))
    );
  // "(value approx." + "£5.1M)": the abbreviation, or a word that leads on, says the line goes on.
  if (figureFirst(next)) return last === '.' || wrapped || LEADING_ON.has(lastWord(previous));
  // A capital after a line that ran to the wrap width: its sentence goes on ("… that explains" + "Why").
  return wrapped && (last === ',' || isLetterOrDigit(last));
}

const isLetterOrDigit = (c: string) => isLetter(c) || (c >= '0' && c <= '9');
const lastWord = (line: string) => line.slice(line.lastIndexOf(' ') + 1).toLowerCase();

/** A sentence this long without a full stop is run-on prose, cut at its clauses. */
export const RUN_ON_SENTENCE_CHARS = 300;
/** A clause of run-on prose is at least this long: shorter ones stay with the one before. */
const CLAUSE_MIN_CHARS = 40;

/** Words that join the clauses of run-on speech, in the languages we draft in. */
const JOINERS = new Set(['and', 'so', 'but', 'then', 'y', 'pero', 'et', 'mais', 'und', 'aber', 'e', 'ma']);
/** Words that open a new clause after a joiner: pronouns, fillers, "please". */
const CLAUSE_OPENERS = new Set(
  [
    "i we they he she it you they're they'd they've we're we'd it's there their our his her its",
    'oh um uh also please make remember basically anyway then the so',
    'nosotros ellos ellas él ella nuestro su sus je nous ils elles il elle on wir sie er es ich',
    'noi loro lui lei',
  ]
    .join(' ')
    .split(' '),
);
/** Short words a name is followed by in a list ("Leeds and Bradford and …"), not a verb. */
const LINKS = new Set(['and', 'or', 'of', 'in', 'at', 'on', 'for', 'to', 'with', 'by', 'from', 'the', 'a']);

/**
 * A run-on sentence (spoken or typed without full stops) cut at its clauses: before a joining
 * word ("and", "so") that opens a new clause — a pronoun or filler ("and they", "and oh"), "the"
 * and a lower-case word ("and the council's goal", not "and the Civic Hall"), or a name and then
 * a word that is no link ("and Lumen reckon", not "Leeds and Bradford and"), unless a name
 * stands before the joiner too. Each clause is at
 * least CLAUSE_MIN_CHARS long before the next is cut off. A shorter sentence is returned as it is.
 */
export function runOnClauses(sentence: string): string[] {
  if (sentence.length < RUN_ON_SENTENCE_CHARS) return [sentence];
  const words = sentence.split(' ');
  const clauses: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (length >= CLAUSE_MIN_CHARS && JOINERS.has(word.toLowerCase()) && opensClause(words, i + 1)) {
      clauses.push(current.join(' '));
      current = [];
      length = 0;
    }
    current.push(word);
    length += word.length + 1;
  }
  if (current.length) clauses.push(current.join(' '));
  return clauses;
}

function opensClause(words: string[], i: number): boolean {
  const word = words[i];
  if (!word) return false;
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (lower === 'the') {
    const after = words[i + 1];
    return after !== undefined && isLetter(after[0]) && after[0] !== after[0]!.toUpperCase();
  }
  if (CLAUSE_OPENERS.has(lower)) return true;
  // "from Ardrossan and Brodick could …": a name after a name is the list's next item.
  if (!isUpper(word[0]) || isUpper(words[i - 2]?.[0])) return false;
  // A name, then the first word after it that is not part of the name.
  let j = i + 1;
  while (j < words.length && isUpper(words[j]![0])) j++;
  const after = words[j];
  return after !== undefined && isLetter(after[0]) && !LINKS.has(after.toLowerCase());
}
