import type { DraftSlide } from './drafter';
import type { Locale } from './locales/types';
import { unaccented } from './text';

/**
 * How to reach the presenter, for the closing slide: "Mark Ellery, CEO · mark.ellery@rallyhouse.co.uk
 * · 07700 900418". A brief carries many addresses (its authors' signatures, the agency's, a
 * colleague in copy), so an address counts only when it is the presenter's own (its domain is the
 * presenter's name) or the brief says it is the contact ("contacts for the last slide: …").
 */

/** At most this many people on the closing slide. */
const CONTACTS_MAX = 2;
/** A name and a role are said in at most this many words. */
const NAME_WORDS = 4;
const ROLE_WORDS = 6;
/** A signature block's name and role are within this many lines above its address. */
const BLOCK_LINES = 3;

const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}/g;
const HAS_EMAIL = new RegExp(EMAIL.source);
/** "07700 900418", "+44 20 7946 0958", "(0)161 496 0000": a phone number of 9 to 15 digits. */
const PHONE = /(?<![\w+])\+?(?:\d[ ().–-]{0,3}){8,14}\d(?!\w)/;
/** The phone number a line gives, without a bracket it opens and does not close ("07700 900318 (24 hours …"). */
function phoneIn(line: string): string | undefined {
  const m = PHONE.exec(line)?.[0];
  const open = m?.lastIndexOf('(') ?? -1;
  return m && open >= 0 && !m.slice(open).includes(')') ? m.slice(0, open).trim() : m;
}

/** Mail services whose domain says nothing about who writes. */
const WEBMAIL = new Set([
  'gmail',
  'googlemail',
  'outlook',
  'hotmail',
  'yahoo',
  'icloud',
  'live',
  'proton',
  'gmx',
  'web',
]);
/** What a line quoting an email or a chat carries before its text: "> ", "[09:12] Marta:". */
const LEAD = /^(?:>\s?){0,4}(?:\[[^\]\n]{1,40}\]\s?)?/;
/** An email's header lines name its authors, never the deck's contact: "From: …", "… wrote:". */
const HEADER =
  /^(?:from|to|cc|bcc|reply-to|von|an|de|à|para|da|a|van|aan|envoyé par)\s{0,2}:|\b(?:wrote|schrieb|a écrit|escribió|ha scritto|escreveu|schreef)\s{0,2}:?\s{0,4}$/i;
const NAME =
  /^\p{Lu}[\p{L}'’-]{0,30}(?: (?:\p{Lu}[\p{L}'’-]{0,30}|van|von|de|der|den|da|di|du|del|la|le|y|e|ter|ten)){1,3}$/u;

/** A title before a name, which the contact line leaves out: "Dr. Jana Weber". */
const HONORIFIC =
  /^(?:dr|prof|mr|mrs|ms|rev|herr|frau|mme|mlle|sr|sra|dott|dott\.ssa|ir|drs|ing)\.?\s(?=\p{Lu})/iu;

const plain = unaccented;

/** Whether the address's domain is the presenter's name ("rallyhouse.co.uk" for "Rallyhouse Padel"). */
function isPresenters(email: string, presenter: string | undefined): boolean {
  const label = plain(email.split('@')[1]!.split('.')[0]!).replace(/-/g, '');
  if (!presenter || WEBMAIL.has(label) || label.length < 4) return false;
  const words = plain(presenter)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4);
  return words.some((w) => label.includes(w)) || label === words.join('');
}

/** "mark.ellery" → "Mark Ellery": the name an address spells, when the brief gives none. */
function nameOfAddress(email: string): string | undefined {
  const parts = email.split('@')[0]!.split(/[._]/);
  if (parts.length < 2 || parts.length > 3 || !parts.every((p) => /^\p{L}{2,}$/u.test(p))) return undefined;
  return parts.map((p) => p[0]!.toUpperCase() + p.slice(1)).join(' ');
}

/**
 * "siobhan.okeeffe@…" spells "Siobhán O'Keeffe (SOK, Marketing Director, F&D)", written elsewhere in
 * the brief: the name as written, accents and all, and the role its brackets give. Read word by
 * word: two or three words, each opening on a capital, that spell the address's name.
 */
function writtenName(brief: string, email: string): { name: string; role?: string } | undefined {
  const spelled = plain(email.split('@')[0]!).replace(/[^a-z]/g, '');
  if (spelled.length < 5) return undefined;
  const words = brief.split(/(\s+)/);
  for (let k = 0; k < words.length; k += 2)
    for (const n of [2, 3]) {
      const run = Array.from({ length: n }, (_, j) => words[k + 2 * j] ?? '');
      if (!run.every((w) => /^\p{Lu}/u.test(w))) continue;
      let name = run.join(' ');
      while (name && !/[\p{L}'’-]/u.test(name.at(-1)!)) name = name.slice(0, -1);
      if (plain(name).replace(/[^a-z]/g, '') !== spelled) continue;
      // Its brackets, straight after it: "(SOK, Marketing Director, F&D)".
      const after = words.slice(k + 2 * (n - 1) + 1).join('');
      const bracket = /^\s?\(([^()\n]{2,80})\)/.exec(after)?.[1];
      const role = bracket
        ?.split(',')
        .map((p) => p.trim().replace(/^(?:our|my|their|the)\s/i, ''))
        // Not its initials ("SOK" of Siobhán O'Keeffe): a role ("CEO", "Marketing Director").
        .find((p) => isRole(p) && p !== name.replace(/[^\p{Lu}]/gu, ''));
      return { name, ...(role ? { role } : {}) };
    }
  return undefined;
}

/**
 * Whether a name is the address's owner: a word of the name in the address ("priya.nair",
 * "fmarsh"), or its initial before a later word ("f.marsh"). A shared mailbox ("hello@") has none.
 */
function owns(name: string, email: string): boolean {
  const local = plain(email.split('@')[0]!).replace(/[^a-z]/g, '');
  const parts = plain(name)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 2);
  return (
    parts.some((w) => w.length >= 3 && local.includes(w)) ||
    parts.slice(1).some((w) => local === `${parts[0]![0]}${w}`)
  );
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const isRole = (s: string) => s.length > 1 && words(s) <= ROLE_WORDS && !/[@\d]/.test(s) && /^\p{L}/u.test(s);

/** A line's parts split at the separators of a signature: "Mark Ellery, CEO | Rallyhouse". */
const partsOf = (line: string) =>
  line
    .split(/[,|·•/]|\s[–—-]\s/)
    .map((p) =>
      p
        .trim()
        .replace(/[*_:]{1,4}$/, '')
        .replace(/^[*_]{1,4}/, '')
        // "- Martin Hale, COO": a list's marker is no part of the name.
        .replace(/^[-•–]\s+/, '')
        .trim(),
    )
    .filter(Boolean);

/** The name and role said on the address's own line, before it, or on the block's lines above. */
function whoOf(lines: string[], at: number, email: string): { name?: string; role?: string } {
  const own = partsOf(lines[at]!.slice(0, lines[at]!.indexOf(email)).replace(/^.*:\s/, ''));
  const named = (said: string[]) => {
    const parts = said.map((p) => p.replace(HONORIFIC, ''));
    const i = parts.findIndex((p) => NAME.test(p) && words(p) <= NAME_WORDS);
    if (i < 0) return undefined;
    const role = parts[i + 1];
    return { name: parts[i]!, ...(role && isRole(role) ? { role } : {}) };
  };
  const inLine = named(own);
  if (inLine) return inLine;
  for (let i = at - 1; i >= Math.max(0, at - BLOCK_LINES); i--) {
    const line = lines[i]!.trim();
    if (!line) break;
    const found = named(partsOf(line));
    if (found) {
      const below = lines[i + 1]?.trim() ?? '';
      const role = found.role ?? (i + 1 < at ? partsOf(below)[0] : undefined);
      return { name: found.name, ...(role && isRole(role) ? { role } : {}) };
    }
  }
  return {};
}

/** How far above its address a paragraph's cue may stand: a heading over a few people's lines. */
const CUE_LINES_UP = 4;

export interface Contacts {
  /** Each person's line: "Mark Ellery, CEO · mark.ellery@rallyhouse.co.uk · 07700 900418". */
  lines: string[];
  /** Their addresses, as the brief writes them. */
  emails: string[];
  /** Whether the brief itself says these are the deck's contact ("end on the contact page with …"). */
  asked: boolean;
}

export function contactsOf(brief: string, presenter: string | undefined, L: Locale): Contacts {
  const lines = brief.split('\n').map((l) => l.replace(LEAD, ''));
  // The line itself, or one above it in its paragraph ("CONTACTS (for the last slide)" over a line each).
  const cue = (i: number) => {
    for (let k = i; k >= Math.max(0, i - CUE_LINES_UP); k--) {
      if (k < i && !lines[k]!.trim()) return false;
      const t = plain(lines[k]!);
      if (L.read.contact.some((c) => t.includes(c))) return true;
    }
    return false;
  };
  const out = new Map<string, string>();
  let asked = false;
  lines.forEach((line, i) => {
    if (HEADER.test(line.trim())) return;
    const said = cue(i);
    for (const [email] of line.matchAll(EMAIL)) {
      if (out.has(email.toLowerCase()) || out.size >= CONTACTS_MAX) continue;
      if (!isPresenters(email, presenter) && !said) continue;
      asked ||= said;
      // A name found near the address but not its owner's (the signature above, the company) is dropped.
      const found = whoOf(lines, i, email);
      const who = found.name && owns(found.name, email) ? found : (writtenName(brief, email) ?? {});
      const name = who.name ?? nameOfAddress(email);
      // A phone number belongs to a person only when the line names one address; the line
      // before or after lends its number only when it names no one's address (else it is theirs).
      // ("leah at crux dot example, so leah@crux.example": one address said twice is one.)
      const alone = new Set([...line.matchAll(EMAIL)].map((m) => m[0].toLowerCase())).size === 1;
      const phone = alone
        ? [line, lines[i + 1] ?? '', lines[i - 1] ?? '']
            .filter((l, k) => k === 0 || !HAS_EMAIL.test(l))
            .map((l) => phoneIn(l))
            .find((p) => p && p.replace(/\D/g, '').length >= 9)
        : undefined;
      const person = name && who.role ? `${name}, ${who.role}` : name;
      out.set(email.toLowerCase(), [person, email, phone?.trim()].filter(Boolean).join(' · '));
    }
  });
  return { lines: [...out.values()], emails: [...out.keys()], asked };
}

/** A company's legal form, which a contact page leaves out: "Rallyhouse Padel Ltd", "… LTD". */
export const LEGAL_FORM =
  /\s(?:Ltd\.?|Limited|plc|PLC|Inc\.?|LLC|LLP|GmbH|AG|B\.V\.|BV|N\.V\.|S\.A\.|SA|S\.L\.|SL|S\.r\.l\.|Srl|Lda\.?)$/i;

/**
 * The closing slide says how to reach the presenter, when the brief gives it. Without one, the
 * slide that lists the contact as a bullet becomes the contact page, last; and a brief that wants
 * no thank-you slide but names its contact ends on a contact page.
 */
export function withContacts(
  slides: DraftSlide[],
  contacts: Contacts,
  L: Locale,
  { presenter, max }: { presenter?: string; max: number },
) {
  if (!contacts.lines.length) return;
  const subtitle = contacts.lines.join('  |  ');
  const closing = slides.findLast((s) => s.type === 'thank_you');
  if (closing) {
    if (!closing.content.subtitle && !closing.content.text)
      closing.content = { ...closing.content, subtitle };
    return;
  }
  const holds = (s: DraftSlide) =>
    s.type === 'content' && contacts.emails.some((e) => JSON.stringify(s.content).toLowerCase().includes(e));
  const at = slides.findIndex(holds);
  // A page of its own only when the brief asks for it and the length asked for leaves room.
  if (at < 0 && (!contacts.asked || slides.length >= max)) return;
  const [held] = at < 0 ? [] : slides.splice(at, 1);
  slides.push({
    type: 'thank_you',
    title: L.thanks.contact,
    content: {
      mainText: L.thanks.contact,
      highlightText: (presenter ?? '').replace(LEGAL_FORM, ''),
      subtitle,
    },
    notes: held?.notes ?? '',
  });
}
