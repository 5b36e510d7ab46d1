import { phraseAt, phrasesIn } from './plan';

/** The quotes a title or a line is given in: each opening one with its closing ones. */
const QUOTES: Record<string, string> = { '"': '"', '“': '”"', '«': '»', '„': '“”', '‘': '’' };
const OPENING = /["“«„‘]/;
/**
 * The words that may stand between the lead and the title: "working title is", "titre :", "Deck
 * title agreed:", "Arbeitstitel wird", "Título fica" (read word by word: \b knows no "é").
 */
const BETWEEN_WORDS = new Set(
  'is ist est es è é agreed final fica queda bleibt blijft resta will be should must read say exactly wird sera será sarà we like'.split(
    ' ',
  ),
);
const between = (text: string) =>
  text
    .split(/[\s:=\-–—>→]+/)
    .filter(Boolean)
    .every((w) => BETWEEN_WORDS.has(w.toLowerCase()));
/** A line that gives only the title says at most this many other words ("Título fica"). */
const OTHER_WORDS_MAX = 3;
/** A title is a line's worth. */
const TITLE_CHARS = { min: 3, max: 120 };

/**
 * The deck's title as the brief gives it to the team: 'working title "Brightwater App: what Phase
 * 1 delivered"', «titre de travail : "…"», 'Arbeitstitel: „…“'. Only a quoted title after one of
 * the locale's leads, in a line that speaks of the deck, counts: the cover then says it, and the
 * line keeps the rest of what it says.
 */
export function statedTitle(
  line: string,
  leads: string[],
  deckNouns: string[],
): { title: string; start: number; end: number } | undefined {
  for (const { at, length } of phrasesIn(line, leads)) {
    // "Our idea for the campaign, working title is …" titles the campaign: the line must be about
    // the deck, or the lead's own sentence say nothing but the title ("Bom dia Rui! Sem problema.
    // Título fica "…"?").
    const start = Math.max(...['. ', '! ', '? ', ': '].map((p) => line.lastIndexOf(p, at) + p.length), 0);
    // "Project name: Marlow's spring range review – listing pitch": a form's field is its title.
    if (at === 0 && /^\s*:/.test(line.slice(length))) {
      const title = titleAfterColon(line.slice(length).replace(/^\s*:/, ''));
      if (title) return { title, start: 0, end: line.length };
    }
    // A lead that opens its sentence ('Working title we like: "…" — open to ideas') titles the
    // deck: what may stand between it and the title is checked below, and what follows is an aside.
    const before = line.slice(start, at);
    const others = `${before} ${withoutQuoted(line.slice(at + length)).split(/[.!?](?:\s|$)/)[0]}`;
    if (
      /\p{L}/u.test(before) &&
      !phraseAt(line, deckNouns) &&
      others.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length > OTHER_WORDS_MAX
    )
      continue;
    const rest = line.slice(at + length);
    // 'Deck title agreed: "Quiet Hours" — Launch Plan 2027.': after a colon, the rest of the line,
    // its own quotes and all.
    const colon = rest.indexOf(':');
    if (colon >= 0 && between(rest.slice(0, colon + 1)) && !rest.slice(0, colon).includes('"')) {
      const title = titleAfterColon(rest.slice(colon + 1));
      if (title) return { title, start: at, end: line.length };
    }
    const open = rest.search(OPENING);
    if (open < 0 || !between(rest.slice(0, open))) continue;
    const closers = QUOTES[rest[open]!]!;
    let close = open + 1;
    while (close < rest.length && !closers.includes(rest[close]!)) close++;
    const title = rest.slice(open + 1, close).trim();
    if (close >= rest.length || title.length < TITLE_CHARS.min || title.length > TITLE_CHARS.max) continue;
    return { title, start: at, end: at + length + close + 1 };
  }
  return undefined;
}

/** "subtitle "…"", "subtitle: "…"", "sous-titre « … »": the words the cover's second line takes. */
/** A subtitle's word in the languages the drafter reads. */
export const SUBTITLE_WORDS =
  'subtitle|sub-title|strapline|sous-titre|untertitel|subtítulo|subtitulo|sottotitolo|ondertitel';
const SUBTITLE_LEAD = new RegExp(`\\b(?:${SUBTITLE_WORDS})\\s?[:=–—-]?\\s?$`, 'iu');

/**
 * The subtitle a line gives the cover beside its title ('COVER: "…" – subtitle "Prepared for
 * Hanbit · 9 June 2027" – presenter …'): a quotation led by a subtitle's word.
 */
export function statedSubtitle(line: string): string | undefined {
  for (let open = line.search(OPENING); open >= 0; ) {
    const closers = QUOTES[line[open]!]!;
    let close = open + 1;
    while (close < line.length && !closers.includes(line[close]!)) close++;
    const text = line.slice(open + 1, close).trim();
    if (
      close < line.length &&
      SUBTITLE_LEAD.test(line.slice(Math.max(0, open - 20), open)) &&
      text.length >= TITLE_CHARS.min
    )
      return text;
    const next = line.slice(close + 1).search(OPENING);
    open = next < 0 ? -1 : close + 1 + next;
  }
  return undefined;
}

/** Reply and forward marks before a mail's subject, any number of them: "Fwd: RE: RE:", "AW:", "TR :". */
const REPLY_MARKS = /^(?:(?:re|fwd?|aw|wg|tr|rv|sv|vs|antw)\s?:\s?)+/i;
/** Where a subject's parts meet: "Board pack – Q3 deck", "NBC Grounds Maintenance - deck brief". */
const SUBJECT_PARTS = /\s[-–—|]\s/;
/** A subject names a deck in a few words. */
const SUBJECT_WORDS = { min: 2, max: 12 };

/**
 * A mail's subject as the deck's title: "Fwd: RE: Trustees deck – Friends campaign results" is
 * "Friends campaign results". Trailing words for the brief's papers go ("Q3 investor update
 * numbers"), then every part that still speaks of the deck or the papers; a question, or what is
 * left too short to name anything, names nothing.
 */
export function subjectTitle(subject: string, deckNouns: string[], paperNouns: string[]): string | undefined {
  const bare = subject.replace(REPLY_MARKS, '').replace(/(?<!\s)\s{0,3}\([^()]{0,60}\)/g, '');
  const parts = bare
    .split(SUBJECT_PARTS)
    .map((p) => {
      const words = p.trim().split(/\s+/);
      while (words.length && paperNouns.includes(words.at(-1)!.toLowerCase())) words.pop();
      return words.join(' ');
    })
    // "KVW pres stage – RFP bits pasted below": what is left of a part that speaks of the deck or
    // the papers is no title.
    .filter((p) => p && !phraseAt(p, deckNouns) && !phraseAt(p, paperNouns));
  const title = parts.filter(Boolean).join(' – ');
  const words = title.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  return words >= SUBJECT_WORDS.min && words <= SUBJECT_WORDS.max && !/[?!]/.test(title) ? title : undefined;
}

/** A quote said word for word is a sentence's worth. */
const VERBATIM_WORDS_MIN = 4;

/**
 * The quoted line the brief says to use word for word ('yes. "The board is asked to approve
 * £340,000 for Phase 2." exactly that please'): the quote, when the rest of the line says so.
 */
export function verbatimQuote(line: string, cues: string[]): string | undefined {
  const open = line.search(OPENING);
  if (open < 0) return undefined;
  const closers = QUOTES[line[open]!]!;
  let close = open + 1;
  while (close < line.length && !closers.includes(line[close]!)) close++;
  if (close >= line.length) return undefined;
  const quote = line.slice(open + 1, close).trim();
  const rest = `${line.slice(0, open)} ${line.slice(close + 1)}`;
  if (quote.split(/\s+/).length < VERBATIM_WORDS_MIN || !phraseAt(rest, cues)) return undefined;
  return quote;
}

/** A title quoted whole ('"A better year"') is said without its quotes; one quoting a name keeps them. */
/** The rest of a line after a title's colon, when it is a title's worth and one sentence. */
/** Words that offer a title loosely ('Portada: algo como "…"'): no part of it. */
const HEDGE =
  /^(?:something like|along the lines of|algo como|algo así como|quelque chose comme|so etwas wie|etwa|qualcosa come|iets als)\s+/i;

/** A dash before the cover's other parts: "— subtitle …", "– presented by …", "— date …". */
const COVER_PARTS = /\s[—–-]\s(?=(?:subtitle|sub-title|strapline|presented|presenter|presenting|date)\b)/i;

function titleAfterColon(rest: string): string | undefined {
  const said = rest.trim().replace(HEDGE, '');
  // "Back at Work, Sooner — subtitle "…", presented by …": the title ends where a dash leads to the
  // cover's other parts ("Marlow's spring range review – listing pitch" is one name).
  const title = quotedBeforeAside(said) ?? said.split(COVER_PARTS)[0]!.replace(/\.$/, '');
  return title.length >= TITLE_CHARS.min && title.length <= TITLE_CHARS.max && !/[.!?]\s/.test(title)
    ? unquotedWhole(title)
    : undefined;
}

/**
 * '"Our year in power" — open to better ideas': a quoted title with a remark after it, which
 * starts in lower case ('"Quiet Hours" — Launch Plan 2027' goes on with the title).
 */
function quotedBeforeAside(text: string): string | undefined {
  const closers = QUOTES[text[0]!];
  if (!closers) return undefined;
  let close = 1;
  while (close < text.length && !closers.includes(text[close]!)) close++;
  // ('"…" y debajo quién presenta': an aside joined by "and" in the brief's language, too.)
  return /^(?:\s?[-–—,(]\s?|\s(?:and|y|et|und|e|en|o)\s)\p{Ll}/u.test(text.slice(close + 1))
    ? text.slice(1, close).trim()
    : undefined;
}

function unquotedWhole(title: string): string {
  const closers = QUOTES[title[0]!];
  if (!closers) return title;
  let close = 1;
  while (close < title.length && !closers.includes(title[close]!)) close++;
  return close === title.length - 1 ? title.slice(1, -1).trim() : title;
}

/** The text without what it says in quotes (read in one pass, no regex to backtrack). */
function withoutQuoted(text: string): string {
  let out = '';
  let closers = '';
  for (const c of text) {
    if (closers) {
      if (closers.includes(c)) closers = '';
    } else if (c in QUOTES) closers = QUOTES[c]!;
    else out += c;
  }
  return out;
}
