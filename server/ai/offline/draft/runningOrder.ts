import type { ReadingWords } from './locales/types';
import { chatSaid } from './talk';
import { unaccented, withoutAsides } from './text';

/**
 * A brief's running order: a short line that names the deck's order ("running order from Dan's
 * email:", "Orden q quiere Marta:", "the sections Tom wants, in this order –") over a list of short
 * items ("1. title", "2- quienes somos (en cifras)", "- the ask"). Its lines are said to the team and
 * are no slide's words; its items are the sections asked for, in its order, the cover aside.
 */
export interface RunningOrder {
  /** How many lines it takes: its lead and its list. */
  lines: number;
  /** The sections it names, without the cover. */
  sections: string[];
  /**
   * What an item says in brackets when it gives matter, by section: "Wer wir sind (Familienbetrieb
   * seit 1962, Werk in Schopfheim, 140 Mitarbeitende)" is said on that section's slide.
   */
  matter: Map<string, string>;
}

/** A list item's mark: "1.", "2)", "3-", "-", "*", "•", a number set apart by spaces ("1  the problem"), or an agenda's time ("14:05"). */
const LIST_ITEM = /^(?:\d{1,2}[.)]|\d{1,2}\s?-|[-*•]|[0-2]?\d:[0-5]\d|\d{1,2}(?=\s{2}))\s+(?=\S)/;
/** A running order lists at least this many items. */
const ITEMS_MIN = 3;
/** Its lead is a line of at most this many words… */
const LEAD_WORDS_MAX = 12;
/** An item's aside of at least this many words is matter, not a hint. */
const ASIDE_MATTER_WORDS = 5;
/** …and each item names a section in at most this many (its aside apart). */
const ITEM_WORDS_MAX = 10;

/** A list item names a section: a few words, no figures. A list of sentences or figures is matter. */
/** A heading without its years: "Il 2026 in numeri", "Calendario 2027/28" name a period, no figure. */
export const withoutYears = (heading: string) =>
  heading.replace(/(?<![\d.,])(?:19|20)\d{2}(?:[/–-]\d{2})?(?![\d.,])/g, '');
const namesSection = (item: string) =>
  Boolean(item) && item.split(/\s+/).length <= ITEM_WORDS_MAX && !/\d{2}|[%£$€]/.test(withoutYears(item));
/** A line's sentences: split after ".", "!" or "?" and a space, never after "incl." or "e.g.". */
const sentencesOf = (line: string) =>
  line.split(/(?<=[.!?])(?<!\b(?:incl|approx|etc|vs|esp|cf|e\.g|i\.e)\.)\s+(?=\S)/i);

const plain = (s: string) =>
  unaccented(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const hasPhrase = (text: string, phrases: string[]) => {
  const t = ` ${plain(text)} `;
  return phrases.some((p) => t.includes(` ${plain(p)} `));
};

/** The running order that starts at line i, if one does. */
export function runningOrderAt(
  lines: string[],
  i: number,
  words: ReadingWords['runningOrder'],
): RunningOrder | undefined {
  // "Marlow's supplier pitch format (sent by Leanne). Sections must appear in this order:": the
  // line's last sentence leads the list.
  const lead = sentencesOf(lines[i]!.trim()).at(-1)!;
  // A heading that is only the lead ("Acceptance criteria", "Must-haves", "3. Sections (agreed
  // running order)") needs no colon; its own number is no list's.
  const bare = withoutAsides(lead.replace(/^\d{1,2}[.)]\s+/, ''));
  const heading = words.leads.some((p) => plain(p) === plain(bare));
  if ((!/[:–-]$/.test(lead) && !heading) || (LIST_ITEM.test(lead) && !heading)) return undefined;
  // (Its aside may say what it is: "AGENDA (the deck should follow it; max 9 slides incl. cover & close):".)
  if (bare.split(/\s+/).length > LEAD_WORDS_MAX || !hasPhrase(lead, words.leads)) return undefined;
  const items: string[] = [];
  const matter = new Map<string, string>();
  for (let k = i + 1; k < lines.length && LIST_ITEM.test(lines[k]!.trim()); k++) {
    // A ticket's acceptance criteria are boxes to tick: "- [ ] Top 3 SKUs".
    const raw = lines[k]!.trim()
      .replace(LIST_ITEM, '')
      .replace(/^\[[ xX✓]?\]\s*/, '');
    // "Our asks to Aoki — on their own slide, near the end": after the dash, where it goes.
    const dash = raw.search(/\s[—–-]\s/);
    const item = withoutAsides(dash > 0 ? raw.slice(0, dash) : raw)
      .replace(/[.;,]$/, '')
      .trim();
    const aside = /\(([^()]{3,200})\)/.exec(raw)?.[1]?.trim();
    // An aside of a few words names what the section is about ("(en cifras)"); a longer one, or
    // one with a figure, is its matter.
    if (aside && (aside.split(/\s+/).length >= ASIDE_MATTER_WORDS || /\d/.test(aside)))
      matter.set(item, aside);
    // A list of sentences or of figures is matter under a heading, not an order of sections.
    if (!namesSection(item)) return undefined;
    items.push(item.replace(/:\s/, ' '));
  }
  if (items.length < ITEMS_MIN) return undefined;
  // "then next steps to finish.": the list's last section said after it.
  const closing = closingSection(lines[i + items.length + 1] ?? '');
  if (closing) items.push(closing);
  const cover = new Set(words.cover.map(plain));
  return {
    lines: items.length + 1,
    sections: items.filter((t) => !cover.has(plain(t))),
    matter,
  };
}

/** The section a line after a running order's list adds at its end ("then next steps to finish"). */
export function closingSection(line: string): string | undefined {
  const last = LAST_SAID.exec(line.trim());
  const closing = last?.[1] ?? last?.[2];
  return closing && namesSection(closing) ? closing[0]!.toUpperCase() + closing.slice(1) : undefined;
}

/** "then next steps to finish", "and close with the team", "finally Q&A": a section said after the list. */
const LAST_SAID =
  /^(?:(?:and )?then |finally |plus |and )(?:close with |end with |finish with )?(?:the |a )?([\p{L}][\p{L} &/-]{2,40}?)(?: (?:to (?:finish|close|end)|at the end|last))?\.?$|^(?:and |then )?(?:close|end|finish) (?:with|on) (?:the |a )?([\p{L}][\p{L} &/-]{2,40}?)\.?$/iu;

/** An inline running order names at least this many sections… */
const INLINE_ITEMS_MIN = 4;
/** …each in at most this many words. */
const INLINE_ITEM_WORDS = 5;
/** The word before a list's last item: "…, o retorno e a equipa", "…, and the team". */
const LAST_AND = /\s(?:and|e|et|und|y|en)\s/;
/** What leads an item of an order said aloud: "then the numbers", "and finally the ask". */
const THEN = /^(?:and )?(?:then|after that|finally|puis|dann|luego|después|daarna)\s+/i;

/**
 * A line that gives the deck's order as a list said in one sentence, the line saying it is the
 * order ("História, os vinhos, os números, o projeto do hotel, o investimento, o retorno, a
 * equipa. Por esta ordem"): the sections named, in order. A chat's stamp and name before it go.
 */
export function inlineRunningOrder(line: string): string[] | undefined {
  for (const sentence of chatSaid(line).split(/(?<=[.!?])\s+/)) {
    const items = sentence
      .replace(/[.!?]$/, '')
      .split(/,\s*/)
      .flatMap((item, k, all) => (k === all.length - 1 ? item.split(LAST_AND) : [item]))
      .map((item) => item.trim())
      .filter(Boolean);
    if (
      items.length >= INLINE_ITEMS_MIN &&
      items.every((item) => item.split(/\s+/).length <= INLINE_ITEM_WORDS && !/\d/.test(item))
    )
      return items;
  }
  return undefined;
}

/**
 * What names a deck's order before a dash ("same structure as the Q2 QBR — cover, …"); "made to
 * order — doorsets, staircases …" names none.
 */
const DASH_LEAD =
  /\b(?:structure|running order|format|outline|storyline|flow|estructura|structure|gliederung|struttura|estrutura|opbouw)\b/i;

/** Between a listed order's items: "Need → Our solution → Impact", "Intro -> Results". */
const ARROWS = /\s(?:→|->|=>|>)\s/;
/** An item numbered within a line: "1) Summary 2) Performance", "1. Intro 2. Results". */
const NUMBERED_INLINE = /(?:^|\s)\d{1,2}[.)]\s+/;

/**
 * A sentence that names the order and gives it after its colon, in one line: "Board order as
 * always please: 1) Summary 2) Performance 3) Proposal", "The Foundation asks every applicant to
 * use its structure: Need → Our solution → Impact → Budget". The sections it names, in order,
 * and the sentence that said them (the line's other sentences say other things).
 */
export function listedOrder(
  line: string,
  words: ReadingWords['runningOrder'],
): { sections: string[]; sentence: string } | undefined {
  // The line as written: a chat's speaker label looks like the lead ("Board order as always please:").
  for (const sentence of sentencesOf(line)) {
    const colon = sentence.indexOf(': ');
    // "Format: same structure as the Q2 QBR — cover, headline numbers, …": the lead before a dash.
    const dash = sentence.search(/\s[—–]\s/);
    const mark = dash > colon && DASH_LEAD.test(sentence.slice(0, dash)) ? dash : colon;
    if (mark < 0 || !hasPhrase(sentence.slice(0, mark), words.leads)) continue;
    const list = sentence
      .slice(mark + 2)
      .replace(/[.;]$/, '')
      .trim();
    // "…: cover, headline numbers, site table, the ask, contacts": a list said with commas.
    // ("who we are, then the numbers, then …": said aloud, each item after the first is led by "then".)
    const commas = list
      .split(/,\s*/)
      .flatMap((item, k, all) => (k === all.length - 1 ? item.split(LAST_AND) : [item]))
      .map((item) => item.replace(THEN, ''));
    // (A lead that can only name the order makes three items one; "the story: a, b, c" takes more.)
    const named = words.named && hasPhrase(sentence.slice(0, mark), words.named);
    const said =
      commas.length >= (named ? ITEMS_MIN : INLINE_ITEMS_MIN) &&
      commas.every((item) => item.trim().split(/\s+/).length <= INLINE_ITEM_WORDS && !/\d/.test(item));
    const items = (
      ARROWS.test(list)
        ? list.split(ARROWS)
        : NUMBERED_INLINE.test(list)
          ? list.split(NUMBERED_INLINE)
          : said
            ? commas
            : []
    )
      .map((item) => item.replace(/[,;]$/, '').trim())
      .filter(Boolean);
    // An item cut off by the line's end ("the plan (three") leaves the order unread.
    const whole = (item: string) => item.split('(').length === item.split(')').length;
    if (items.length >= ITEMS_MIN && items.every((item) => namesSection(item) && whole(item)))
      return { sections: items, sentence };
  }
  return undefined;
}
