import { datesIn } from './dates';
import type { Locale } from './locales/types';
import { phrasesIn } from './plan';
import { capital, withoutAsides } from './text';

/**
 * Who is in the room, and the meeting: "their side is Fern Adeyemi (Head of Ops) and Ruairí
 * Gallagher (Finance)", "vor dem Lenkungsausschuss am 3. Dezember 2026". The cover names them;
 * the deck's client field may be the presenter (an agency's client presenting to its own client).
 */
export interface Room {
  /** Who the deck is shown to, when the brief names them. */
  who?: string;
  /** The meeting with its date ("Lenkungsausschuss am 3. Dezember 2026"). */
  meeting?: string;
  /** The date said beside who is in the room ("15 Oct 2026"). */
  when?: string;
  /** Who, with the roles the brief gives in brackets: the cover's notes. */
  roles?: string;
  /** The date the meeting moved to ("The meeting has moved: it's now 16 December 2026"). */
  moved?: string;
}

/** "The meeting has moved", "the pitch is now on the 12th", "board rescheduled to …". */
export const MEETING_MOVED =
  /\b(?:meeting|presentation|pitch|session|board|forum|review|call)\b.{0,20}?\b(?:has moved|have moved|moved to|is moving|(?:has been |was |been )?rescheduled|(?:has been |was )?postponed|brought forward|is now on)\b/i;

/** "the Board at the board meeting": who, then the meeting itself, which is the meeting. */
export function meetingItself(said: string): string {
  const at = said.toLowerCase().lastIndexOf(' at the ');
  return at > 0 ? said.slice(at + ' at the '.length) : said;
}

/** A name or a meeting is said in at most this many words. */
const CAPTURE_WORDS = 10;
/** Where what follows a phrase ends: a sentence's end (not the "3." of a German date), a comma, a dash. */
const END = /(?<!\b\d{1,2})[.;!?](?=\s|$)|,\s|\s[–—-]\s/;

/** What follows each of the phrases in the line, up to its clause's end. */
function after(line: string, phrases: string[]): string[] {
  const out: string[] = [];
  for (const { at, length } of phrasesIn(line, phrases)) {
    const rest = line.slice(at + length).trimStart();
    const cut = rest.search(END);
    const words = (cut < 0 ? rest : rest.slice(0, cut)).split(/\s+/).filter(Boolean);
    if (words.length && words.length <= CAPTURE_WORDS) out.push(words.join(' '));
  }
  return out;
}

/** "15 Oct 2026", "3. Dezember 2026", "9 mars": a day, a month of the locale, and its year if said. */
function dateIn(text: string, L: Locale): string | undefined {
  const at = dateAt(text.split(/\s+/), L);
  return at?.words.join(' ');
}

/** The first date's words, and the index of its last word in `words`: a day is said. */
function dateAt(words: string[], L: Locale): { words: string[]; last: number } | undefined {
  return datesIn(words, L)[0];
}

/** "Beirat am 5. März bitte maximal 8 Folien": the meeting ends with its date. */
function upToDate(meeting: string, L: Locale): string {
  const words = meeting.split(/\s+/);
  const at = dateAt(words, L);
  if (!at) return meeting;
  return [...words.slice(0, at.last - at.words.length + 1), ...at.words].join(' ');
}

/** Possessives that follow a verb, not a name: "run their scheme", "gérer leur flotte". */
const POSSESSIVES = new Set(
  'their our his her its your my leur leurs notre nos votre vos son sa ses ihre ihren unsere unser seine su sus nuestro nuestra loro nostro nostra seu sua deles hun ons zijn'.split(
    ' ',
  ),
);

/**
 * Who a phrase names: "Calder Ridge Capital", "the board", "final-year students"; "pitching to
 * run their staff scheme" names nobody (a verb before its object's possessive).
 */
function namesSomeone(words: string): boolean {
  const [first = '', second = ''] = words.split(/\s+/);
  return /^\p{L}/u.test(first) && (!/^\p{Ll}/u.test(first) || !POSSESSIVES.has(second.toLowerCase()));
}

/** "Calder Ridge Capital on 8 Dec": who, without the date the cover says on its own. */
function withoutDate(who: string, L: Locale): string {
  const words = who.split(/\s+/);
  const at = dateAt(words, L);
  if (!at) return who;
  const kept = words.slice(0, at.last - at.words.length + 1);
  // The preposition that led to the date goes with it ("on", "am", "le").
  while (kept.length > 1 && /^\p{Ll}{1,3}$/u.test(kept.at(-1)!)) kept.pop();
  return kept.length ? kept.join(' ') : who;
}

/** A sentence's end: not the "3." of a German date, nor the "Dr." of a name. */
const SENTENCE_END = /(?<!\b\d{1,2}|\b\p{L}{1,2})[.!?](?=\s)/u;

export function roomOf(brief: string, L: Locale): Room {
  const room: Room = {};
  // "The meeting has moved: it's now Wednesday 16 December 2026": the date the cover says.
  let moved: string | undefined;
  // "AGM on **Saturday 23 January 2027**": a Markdown brief's bold is no part of the meeting.
  const lines = brief
    .replace(/\*\*|__/g, '')
    .split('\n')
    .flatMap((l) => l.split(SENTENCE_END));
  for (const line of lines) {
    const who = after(line, L.read.room.who).find(namesSomeone);
    if (who && !room.who) {
      room.who = withoutDate(withoutAsides(who), L);
      room.roles = who;
      // "on 8 Dec." ends its sentence: the cover's date does not.
      const when = dateIn(line, L)?.replace(/\.$/, '');
      if (when) room.when = when;
    }
    const meeting = after(line, L.read.room.meeting).find((m) => dateIn(m, L));
    if (meeting && !room.meeting) {
      room.meeting = capital(upToDate(meetingItself(meeting), L));
    }
    // "… has moved from 7 December to 14 December 2026": the date it moved to, the last said.
    if (MEETING_MOVED.test(line))
      moved ??= datesIn(line.split(/\s+/), L).at(-1)?.words.join(' ').replace(/\.$/, '');
  }
  if (moved) {
    room.moved = moved;
    if (room.meeting) room.meeting = withDate(room.meeting, moved, L);
  }
  return room;
}

/** "Trustees' meeting, 9 December" moved to "16 December 2026": the meeting with its new date. */
export function withDate(meeting: string, date: string, L: Locale): string {
  const words = meeting.split(/\s+/);
  const at = dateAt(words, L);
  return at ? [...words.slice(0, at.last - at.words.length + 1), ...date.split(/\s+/)].join(' ') : meeting;
}
