import type { SlideContent } from '../../../../common/slides/model';
import type { Locale } from './locales/types';
import { keptOffLabel } from './talk';
import { type WordSet, wordSet } from './words';

/**
 * The admission gate every draft passes last (issue 34): a line goes on a slide only when it reads
 * as matter for the audience. The reading's tables of phrasings keep most talk off the slides, but
 * each new brief brings phrasings no table has; this gate judges by closed word classes instead,
 * which every brief shares: a question, the writer speaking as "I", the team spoken to ("you",
 * "please"), a line about the deck itself ("slides", "running order", "Tone:"), and what a pasted
 * chat leaves (an @mention, a file name, a link, a timestamp, a speaker's "Name:"). "We" and "our"
 * are the client speaking as itself: matter. A line kept off whose figures would be lost goes to
 * the slide's speaker notes and is named in the reply.
 */

export type Refusal = 'question' | 'speaker' | 'addressee' | 'deck' | 'chat';

/** A locale's word classes, ready to look words up in. */
interface Classes {
  speaker: WordSet;
  addressee: WordSet;
  capital: Set<string>;
  deck: WordSet;
  we: WordSet;
  theirs: WordSet;
  replies: WordSet;
  requests: string[];
  deckLead: string[];
  storage: string[];
}

const cache = new WeakMap<Locale, Classes>();
function classesOf(L: Locale): Classes {
  const hit = cache.get(L);
  if (hit) return hit;
  const a = L.admit;
  const c: Classes = {
    speaker: wordSet(a.speaker),
    addressee: wordSet(a.addressee),
    capital: new Set((a.addresseeCapital ?? '').split(' ').filter(Boolean)),
    deck: wordSet(a.deck),
    we: wordSet(a.we),
    theirs: wordSet(a.theirs),
    replies: wordSet(a.replies),
    requests: a.requests,
    deckLead: a.deckLead,
    storage: [...a.storage, ...STORAGE_NAMES],
  };
  cache.set(L, c);
  return c;
}

/** File-sharing services, by name in any language. */
const STORAGE_NAMES = ['dropbox', 'sharepoint', 'onedrive', 'wetransfer', 'google drive', 'gdrive'];

/** Someone's words in quotation marks ("Grown 40 miles from your plate") are not the writer's. */
const QUOTED = /“[^“”]{0,300}”|"[^"]{0,300}"|«[^«»]{0,300}»|„[^„“”]{0,300}[“”]/g;
/** An @mention (not an e-mail address). */
const MENTION = /(?<![\p{L}\p{N}._%+-])@\p{L}/u;
const LINK = /\bhttps?:\/\/|\bwww\.\p{L}/iu;
/** "RH_Derby_final_v2.pptx", "saltings25_MAINSTAGE_sunset_FINAL.jpg", "Oosterkwartier_fotos_def". */
const FILE =
  /[\p{L}\p{N}]\.(?:pptx?|key|docx?|xlsx?|pdf|csv|jpe?g|png|gif|svg|zip|mp4|mov|ics|vcf|eml|msg)(?![\p{L}\p{N}])/iu;
const UNDERSCORED = /[\p{L}\p{N}]_[\p{L}\p{N}]/u;
/** "[10:04]" opening a line, or "Priya Shah 9:12 AM": a chat's timestamps, not a schedule's "19:00". */
const STAMP =
  /^\[\d{1,2}[:.]\d{2}[^\]\n]{0,12}\]|(?<![\p{L}\p{N}])\d{1,2}:\d{2}\s?[AaPp]\.?[Mm]\.?(?![\p{L}])/u;
/** Chat's typography: emoji, "!!", smileys. */
const CHATTY = /[\u{1F300}-\u{1FAFF}]|!!|(?<![\p{L}\p{N}])[:;]-?[)(DP](?![\p{L}\p{N}])/u;
const DIGIT = /\d/;
/** "¹ Dato catastale in corso di aggiornamento": a page's footnote, the source behind a point, not one. */
const FOOTNOTE = /^[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,3}[ \t]/;
/** A bullet, a number or emphasis opening a line: no part of its first word. */
const OPENING = /^[\s\-*•>#\d.)]{0,12}/;

/** Words of a line in lower case; a word elided before an apostrophe ("j'", "i'd") counts bare too. */
function wordsOf(line: string): string[] {
  const out: string[] = [];
  for (const m of line
    .toLowerCase()
    .replaceAll('’', "'")
    .matchAll(/[\p{L}\p{N}]+'?/gu)) {
    const w = m[0];
    out.push(w);
    if (w.endsWith("'")) out.push(w.slice(0, -1));
  }
  return out;
}

/** Whether a phrase (lower case, whole words) is said in the line. */
function says(lower: string, phrase: string): boolean {
  let at = lower.indexOf(phrase);
  while (at >= 0) {
    const before = lower[at - 1];
    const after = lower[at + phrase.length];
    if ((!before || !/[\p{L}\p{N}]/u.test(before)) && (!after || !/[\p{L}\p{N}]/u.test(after))) return true;
    at = lower.indexOf(phrase, at + 1);
  }
  return false;
}

/**
 * Names that speak in the brief: "Tom: …" prefixes said twice, or "Priya 9:12 AM" headers; and
 * the names its messages are written to ("Hattie,").
 */
export function speakersOf(brief: string): Set<string> {
  const seen = new Map<string, number>();
  for (const line of brief.split('\n')) {
    const m =
      /^[\s\-*•]{0,4}(?:\[[^\]\n]{1,12}\]\s{0,3})?(\p{Lu}[\p{L}'’.-]{0,20}(?: \p{Lu}[\p{L}'’.-]{0,20}){0,2})(?:\*\*|__)?(:\s|\s{1,3}\[?\d{1,2}[:.]\d{2})/u.exec(
        line,
      );
    if (m) seen.set(m[1]!, (seen.get(m[1]!) ?? 0) + (m[2]!.startsWith(':') ? 1 : 2));
    // "Hattie," or "Hi Hattie," alone on a line: the person a message is written to.
    const to =
      /^\s{0,4}(?:\p{L}{2,12}\s)?(\p{Lu}[\p{L}'’-]{1,20}(?: (?:and|&) \p{Lu}[\p{L}'’-]{1,20})?),\s{0,4}$/u.exec(
        line,
      );
    if (to) seen.set(to[1]!, 2);
  }
  return new Set([...seen].filter(([, n]) => n >= 2).map(([name]) => name));
}

/**
 * Why a line is no matter for the audience, or undefined when it is. `speakers` are the names that
 * speak in the brief's chat, whose "Name:" prefix marks a message.
 */
export function refusalOf(
  line: string,
  L: Locale,
  speakers: Set<string> = new Set(),
  title = false,
): Refusal | undefined {
  const raw = line.trim();
  if (!raw) return undefined;
  if (
    MENTION.test(raw) ||
    FOOTNOTE.test(raw) ||
    LINK.test(raw) ||
    FILE.test(raw) ||
    UNDERSCORED.test(raw) ||
    STAMP.test(raw) ||
    CHATTY.test(raw)
  )
    return 'chat';
  const prefix = /^(\p{Lu}[\p{L}'’.-]{0,20}(?: \p{Lu}[\p{L}'’.-]{0,20}){0,2}):\s/u.exec(raw)?.[1];
  if ((prefix && speakers.has(prefix)) || speakers.has(raw.replace(/[\s,.:!]{1,4}$/, ''))) return 'chat';
  const own = raw.replace(QUOTED, ' ');
  if (own.includes('?')) return 'question';
  const c = classesOf(L);
  // German writes its nouns with a capital: "die Bitte an die GF" is a request, no "bitte".
  const words = wordsOf(L.nounsCapitalised ? withoutNouns(own) : own);
  // The writer as "I" is talk; a line where the client speaks as "we" and gives figures is its matter.
  if (words.some((w) => c.speaker.has(w)) && !(DIGIT.test(own) && words.some((w) => c.we.has(w))))
    return 'speaker';
  const lower = own.toLowerCase().replaceAll('’', "'");
  if (words.some((w) => c.addressee.has(w)) || c.requests.some((r) => says(lower, r))) return 'addressee';
  if (c.capital.size && capitalAddress(own, c.capital)) return 'addressee';
  // "their IR presentation" is another organisation's deck.
  if (words.some((w, i) => c.deck.has(w) && !words.slice(Math.max(0, i - 2), i).some((p) => c.theirs.has(p))))
    return 'deck';
  const opened = lower.replace(OPENING, '').replace(/^\*{1,2}/, '');
  const lead = c.deckLead.find((d) => opened.startsWith(d) && !/[\p{L}\p{N}]/u.test(opened[d.length] ?? ''));
  // "Tone: …", or a line on the deck's make-up that gives no figure ("Sections Lin asked for…");
  // a title gives none of its own ("Sections 1–8 in the tender's order").
  if (lead && (title || /^\s{0,2}[:–—-]/.test(opened.slice(lead.length)) || !DIGIT.test(opened)))
    return 'deck';
  if (c.storage.some((s) => says(lower, s))) return 'chat';
  const first = wordsOf(opened)[0];
  if (first && c.replies.has(first)) return 'chat';
  return undefined;
}

/** The line without its words capitalised mid-sentence: in German, nouns. */
function withoutNouns(line: string): string {
  return line.replace(/(?<=[\p{L}\p{N},;]\s{1,3})\p{Lu}\p{L}*/gu, ' ');
}

/** "Sie", "Ihnen" mid-sentence: the reader addressed (at a sentence's start it may be "they"). */
function capitalAddress(line: string, capital: Set<string>): boolean {
  for (const m of line.matchAll(/\p{L}+/gu)) {
    if (!capital.has(m[0])) continue;
    const before = line.slice(0, m.index).trimEnd();
    if (before && /[\p{L}\p{N},;]$/u.test(before)) return true;
  }
  return false;
}

/** Where a line divides into clauses: a dash, an arrow, a sentence's end, a semicolon. */
const CLAUSE = /\s[–—-]\s|\s←\s|;\s|(?<=[.!])\s(?=\p{Lu})/u;

/**
 * The line as it may go on a slide: whole, or its matter without the talk hung on it ("No rent
 * rise for sitting tenants (a firm promise, please make it clear!)" keeps its first part), or
 * undefined when it is no matter.
 */
export function admitted(line: string, L: Locale, speakers: Set<string> = new Set()): string | undefined {
  // "Hattie, one correction to my email below: we have 5 clubs open": the client's words after
  // the writer's lead-in.
  const colon = line.indexOf(': ');
  if (colon > 0 && refusalOf(line.slice(0, colon), L, speakers)) {
    const after = line.slice(colon + 2).trim();
    const we = classesOf(L).we;
    if (DIGIT.test(after) && !refusalOf(after, L, speakers) && wordsOf(after).some((w) => we.has(w)))
      return after;
  }
  if (!refusalOf(line, L, speakers)) return line;
  // Asides in brackets that are talk go; the line is read again without them.
  const bare = line
    .replace(/\s?\([^()]{0,200}\)/g, (m) => (refusalOf(m.trim().slice(1, -1), L, speakers) ? '' : m))
    .trim();
  if (bare !== line && bare && !refusalOf(bare, L, speakers)) return bare;
  // The clauses before the first that is talk, when there are some.
  const parts = bare.split(CLAUSE);
  const kept: string[] = [];
  for (const p of parts) {
    if (refusalOf(p, L, speakers)) break;
    kept.push(p);
  }
  if (kept.length && kept.length < parts.length) {
    const head = bare.slice(0, bare.indexOf(kept.at(-1)!) + kept.at(-1)!.length).trim();
    if (head.split(/\s+/).length >= 2) return head;
  }
  // A line of figures with talk after a comma ("growth of 1% a year, which means … once you take
  // inflation into account"): its head, when that keeps every figure and says something whole.
  const comma = bare.split(/,\s/);
  for (let n = comma.length - 1; n >= 1; n--) {
    const head = comma.slice(0, n).join(', ');
    if (refusalOf(head, L, speakers) || head.split(/\s+/).length < HEAD_WORDS_MIN) continue;
    return keptFigures(bare, head) && DIGIT.test(head) ? head : undefined;
  }
  return undefined;
}

/** The fewest words a line's head keeps to stand on a slide alone. */
const HEAD_WORDS_MIN = 4;

/** A slide as the gate reads it (a DraftSlide, or a model's). */
export interface GatedSlide {
  type: string;
  title: string;
  content: SlideContent;
  notes: string;
}

/** Slides whose lines are someone's words by design, or the deck's own frame. */
const EXEMPT = new Set(['quote', 'thank_you']);
const COVER = new Set(['title', 'strategic_title']);

/** Figures of a line: what must not vanish from the deck silently. */
const FIGURES = /\d/;
/** A name inside a line ("…: Ömer Çelik en Fatima El Idrissi"): a fact as a figure is. */
const NAME = /[\p{L},;:]\s\p{Lu}\p{Ll}{1,20}\s\p{Lu}\p{Ll}/u;
/** What of a line must not vanish silently: its figures and its names. */
const facts = (line: string) => FIGURES.test(line) || NAME.test(line);

/**
 * The gate over a whole draft, in place: each slide's visible lines admitted, cut to their matter,
 * or kept off; a line kept off with figures goes to the notes (of its slide, or of the slide
 * before when its slide goes) and is returned to be named in the reply. A slide left without its
 * matter goes, and its agenda entry with it; an agenda left with fewer than three parts goes.
 */
export function admitDraft(
  slides: GatedSlide[],
  L: Locale,
  brief: string,
  agendaTitle: string = L.agenda,
): { keptOff: string[] } {
  const speakers = speakersOf(brief);
  // What the brief sets in quotation marks ("working title is “Your smile, your schedule”") is
  // someone's words, a slogan or a name, whoever it speaks to.
  const quoted = new Set([...brief.matchAll(QUOTED)].map((m) => norm(m[0])));
  const keptOff: string[] = [];
  const dropped: string[] = [];
  const pending: string[] = [];
  const renamed = new Map<string, string>();
  for (let i = 0; i < slides.length; i++) {
    const s = slides[i]!;
    // A statement with its author is a quotation: someone's words by design.
    if (EXEMPT.has(s.type) || s.title === agendaTitle || s.content.author) continue;
    const off: string[] = [];
    const gate = (t: string): string | undefined => {
      if (quoted.has(norm(t))) return t;
      const a = admitted(t, L, speakers);
      if (a !== t && facts(t) && !keptFigures(t, a)) off.push(t);
      return a;
    };
    const k: SlideContent = { ...s.content };
    if (COVER.has(s.type)) {
      // The cover says what the talk is ("Présentation à la Fondation Harlow le 10 décembre").
      const why = k.subtitle ? refusalOf(k.subtitle, L, speakers) : undefined;
      if (why && why !== 'deck' && gate(k.subtitle!) !== k.subtitle) delete k.subtitle;
      s.content = k;
      continue;
    }
    // The minutes' action log ("Action | Owner | Due", owners by their initials) is the team's
    // business, not the audience's: its rows go to the notes.
    if (k.table && isActionLog(k.table, L)) {
      pending.push(...k.table.rows.map((r) => r.filter(Boolean).join(' – ')));
      slides.splice(i--, 1);
      dropped.push(s.title);
      continue;
    }
    // A slide titled by an instruction ("Niet opnemen", "Sections 1–8 in the tender's order")
    // holds the instruction's matter: none of it goes on the slide.
    // (A form's question heading its slide, "Q1 What problem will you solve?", is its topic.)
    const titleRefused = refusalOf(s.title, L, speakers, true);
    const retitled = titleRefused && titleHead(s.title, L, speakers);
    if (retitled) {
      // "Sixth form consultation — parents' presentation": the topic stays, the talk goes.
      renamed.set(s.title, retitled);
      s.title = retitled;
    } else if (titleRefused === 'deck' || titleRefused === 'chat' || titleRefused === 'speaker') {
      slides.splice(i--, 1);
      dropped.push(s.title);
      // "À NE PAS METTRE", "Do not mention": what the heading bans is said nowhere, notes included.
      if (keptOffLabel(`${s.title}: `)) continue;
      off.push(...linesOf(k).filter(facts));
      pending.push(...off);
      keptOff.push(...off);
      continue;
    }
    const list = (items: string[]) =>
      items.flatMap((t) => {
        const a = gate(t);
        return a === undefined ? [] : [a];
      });
    if (k.items) k.items = list(k.items);
    for (const key of ['subtitle', 'text', 'mainText'] as const) {
      const t = k[key];
      if (t === undefined) continue;
      const a = gate(t);
      if (a === undefined) delete k[key];
      else k[key] = a;
    }
    if (k.highlightText && k.text === undefined && k.mainText === undefined) delete k.highlightText;
    if (k.comparison)
      k.comparison = {
        left: { title: k.comparison.left.title, items: list(k.comparison.left.items) },
        right: { title: k.comparison.right.title, items: list(k.comparison.right.items) },
      };
    if (k.metrics)
      k.metrics = k.metrics.flatMap((m) => {
        if (refusalOf(m.label, L, speakers)) {
          off.push(`${m.value} ${m.label}`);
          return [];
        }
        if (m.subtext === undefined) return [m];
        const sub = gate(m.subtext);
        return [sub === undefined ? { value: m.value, label: m.label } : { ...m, subtext: sub }];
      });
    if (k.steps) {
      const steps = k.steps.flatMap((st) => {
        if (refusalOf(st.label, L, speakers)) {
          off.push([st.label, st.date, st.text].filter(Boolean).join(' '));
          return [];
        }
        if (st.text === undefined) return [st];
        const text = gate(st.text);
        return [
          text === undefined ? { label: st.label, ...(st.date ? { date: st.date } : {}) } : { ...st, text },
        ];
      });
      k.steps = steps.length >= 2 ? steps : undefined;
      if (!k.steps) delete k.steps;
    }
    s.content = k;
    keptOff.push(...off);
    if (isEmpty(s.type, k)) {
      slides.splice(i--, 1);
      dropped.push(s.title);
      pending.push(...off);
      continue;
    }
    // Lines of slides that went before it go in the notes of the next slide that stays.
    const notes = [...pending.splice(0), ...off];
    if (notes.length) s.notes = withNotes(s.notes, notes, L);
  }
  // Lines of the last slides that went: the notes of the last body slide.
  if (pending.length) {
    const last =
      [...slides].reverse().find((s) => !EXEMPT.has(s.type) && s.title !== agendaTitle) ?? slides[0];
    if (last) last.notes = withNotes(last.notes, pending, L);
  }
  if (dropped.length || renamed.size) withoutAgendaEntries(slides, dropped, agendaTitle, renamed);
  return { keptOff };
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The word between a deck's noun and the topic it leads ("on", "about", "sur", "über", "over") is this short. */
const SHORT_WORD = 5;
/** An article is this short ("a", "the", "une", "eine"). */
const ARTICLE_LETTERS = 4;

/** Initials, one person's or several ("KK", "FM/SO"): who does an action, in minutes. */
const INITIALS = /^\p{Lu}{2,3}(?:\s{0,2}[/&,+]\s{0,2}\p{Lu}{2,3}){0,3}$/u;

/** A table with a column of who does each row, every one of them by initials. */
function isActionLog(table: { header: string[]; rows: string[][] }, L: Locale): boolean {
  const heads = new Set(L.admit.owners.split(' '));
  const at = table.header.findIndex((h) => heads.has(h.trim().toLowerCase()));
  return at >= 0 && table.rows.length > 0 && table.rows.every((r) => INITIALS.test((r[at] ?? '').trim()));
}

/** A title's topic before the clause that is talk ("Sixth form consultation — parents' presentation"). */
function titleHead(title: string, L: Locale, speakers: Set<string>): string | undefined {
  // "Slide on how direct billing works": the deck's noun and the short word after it lead the topic.
  const words = title.split(/\s+/);
  const deck = new Set(L.admit.deck.split(' '));
  const at = words.findIndex((w) => deck.has(w.toLowerCase()));
  const rest = words.slice(at + 2).join(' ');
  if (
    // first, or after an article ("A slide on …"); "Contact slide for Priya" is about the contact.
    (at === 0 || (at === 1 && words[0]!.length <= ARTICLE_LETTERS)) &&
    words[at + 1]!.length <= SHORT_WORD &&
    words.length - at - 2 >= 2 &&
    !refusalOf(rest, L, speakers, true)
  )
    return rest[0]!.toUpperCase() + rest.slice(1);
  const parts = title.split(/\s[–—-]\s|:\s/);
  const kept: string[] = [];
  for (const p of parts) {
    if (refusalOf(p, L, speakers, true)) break;
    kept.push(p);
  }
  if (!kept.length || kept.length === parts.length) return undefined;
  return title.slice(0, title.indexOf(kept.at(-1)!) + kept.at(-1)!.length).trim();
}

/** Whether what stays of a line still gives all its figures (a line cut for its names goes to the notes). */
function keptFigures(line: string, kept: string | undefined): boolean {
  if (kept === undefined) return false;
  if (!FIGURES.test(line)) return !NAME.test(line) || NAME.test(kept);
  return (line.match(/\d[\d.,]*/g) ?? []).every((f) => kept.includes(f));
}

function withNotes(notes: string, lines: string[], L: Locale): string {
  const said = lines.filter((l) => !notes.includes(l));
  if (!said.length) return notes;
  return `${notes ? `${notes} ` : ''}${L.admit.keptOff}${L.read.colon ?? ': '}${said.join(' · ')}`;
}

/** Every visible line of a slide, to keep the figures of a slide that goes. */
function linesOf(k: SlideContent): string[] {
  return [
    ...(k.items ?? []),
    ...[k.subtitle, k.text, k.mainText].filter((t): t is string => Boolean(t)),
    ...(k.comparison ? [...k.comparison.left.items, ...k.comparison.right.items] : []),
    ...(k.metrics ?? []).map((m) => [m.value, m.label, m.subtext].filter(Boolean).join(' ')),
    ...(k.steps ?? []).map((st) => [st.label, st.date, st.text].filter(Boolean).join(' ')),
  ];
}

/** A slide the gate emptied: no list, no figures, no statement, no steps. */
function isEmpty(type: string, k: SlideContent): boolean {
  if (type === 'content') return !k.items?.length && !k.text;
  if (type === 'metrics') return !k.metrics?.length;
  if (type === 'timeline') return !k.steps;
  if (type === 'statement') return !k.text && !k.mainText;
  if (type === 'comparison') return !k.comparison?.left.items.length && !k.comparison?.right.items.length;
  return false;
}

/** The agenda's parts that named the slides that went; an agenda of fewer than three parts goes. */
function withoutAgendaEntries(
  slides: GatedSlide[],
  dropped: string[],
  agendaTitle: string,
  renamed: Map<string, string>,
) {
  const at = slides.findIndex((s) => s.title === agendaTitle && s.type === 'content');
  const agenda = slides[at];
  if (!agenda?.content.items) return;
  const kept = slides.map((s) => s.title);
  const names = (item: string, title: string) => title === item || title.startsWith(`${item}:`);
  const items = agenda.content.items
    .map((item) => renamed.get(item) ?? item)
    .filter((item) => !dropped.some((d) => names(item, d)) || kept.some((t) => names(item, t)));
  if (items.length < 3) slides.splice(at, 1);
  else agenda.content = { ...agenda.content, items };
}
