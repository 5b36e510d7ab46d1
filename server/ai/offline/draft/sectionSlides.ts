import { DRAFT_COMPARISON_ITEM_CHARS_MAX, SLIDE_TITLE_MAX } from '../../../../common/limits';
import type { SlideContent } from '../../../../common/slides/model';
import type { DeckKind } from '../vocabulary';
import { datesIn } from './dates';
import type { DraftInput, DraftSlide } from './drafter';
import type { figuresOf } from './figures';
import type { SectionSpec } from './kinds';
import { pointsOf } from './points';
import type { contrastsOf } from './sections';
import type { Sentence } from './sentences';
import { bullet, capital, withinBudget, withoutAsides } from './text';
import type { Reader } from './words';

/** The title slide's subtitle is a line, not a paragraph. */
const SUBTITLE_CHARS_MAX = 90;

/** One slide of a draft per section of its template, from the sentences and figures of the sources. */

export interface Built {
  spec: SectionSpec;
  slide: Omit<DraftSlide, 'notes'>;
  /** Where its text came from; empty when it holds prompts for the author. */
  sources: string[];
  /** Sentences left over that another slide could carry. */
  rest: Sentence[];
}

export interface Context {
  input: DraftInput;
  /** The brief's language: the words the slides are written in, and read by. */
  reader: Reader;
  kind: DeckKind;
  label: string;
  /** Whether the user named the kind of deck (else its label is the template's guess, said nowhere). */
  named?: boolean;
  client: string;
  topic?: string;
  groups: Record<string, Sentence[]>;
  figures: ReturnType<typeof figuresOf>;
  contrasts: ReturnType<typeof contrastsOf>;
  /** The sentence that says what the deck is, if the sources have one. */
  framing?: Sentence;
  /** When the deck is shown ("Range review meeting 20 January 2026"), for the cover. */
  occasion?: string;
  /** Whether the brief gave the deck its title (a quoted title, a mail's subject). */
  briefTitled?: boolean;
  /** Who speaks to the deck, as the brief names them, for the cover. */
  speaker?: string;
  /** The cover's second line as the brief gives it ('subtitle "Prepared for …"'). */
  statedSubtitle?: string;
  /** The meeting the deck is for ("Board meeting, 10 Dec 2026"), the cover's line when known. */
  meeting?: string;
  /** Whom the deck is for: the title's "… Proposal for Hallmark Hotels", or who the brief says is in the room. */
  audience?: string;
  /** The date the brief gives beside who is in the room, for the cover without a meeting. */
  when?: string;
  /** Who presents, whom the closing slide names. */
  presenter?: string;
}

/** A cover line is a few words: a longer one is a sentence of the brief. */
const COVER_LINE_WORDS_MAX = 16;
/**
 * Words of a sentence said to or about someone ("their chilled buyer", "my"): none of a cover's
 * ("Findings from our customer survey" is the agency's own frame, and stays).
 */
const SPOKEN_TO = /\b(?:their|they|you|your|i|my|me)\b/i;
/** A figure that is no part of a date ("94.1%", "30 min"): a cover line states no result. */
const RESULT = /(?<![\d,.])\d{1,3}(?:[,.]\d{1,3}){0,3}\s?(?:%|(?:min|k|m)(?![\p{L}\d]))|[£$€]\s?\d/iu;

/**
 * The line under the cover's title, as a designer writes it: a sentence of the brief there ("Meeting
 * is Thu 21 Jan 2027 at Halden's head office in Leeds, 30 min slot with their chilled buyer…",
 * "2027 edition, Nadia presenting, date 4 March 2027", "Brightfield's own Q3 report … gives 94.1%")
 * gives the date it names, or nothing; the speaker and the date are said on their own.
 */
function coverLine(line: string | undefined, x: Context): string | undefined {
  if (!line) return undefined;
  const words = line.split(/\s+/);
  const sentence =
    words.length > COVER_LINE_WORDS_MAX ||
    SPOKEN_TO.test(line) ||
    RESULT.test(line) ||
    /\bpresent(?:ing|er|s)\b/i.test(line);
  if (!sentence) return line;
  return datesIn(words, x.reader.locale)[0]
    ?.words.join(' ')
    .replace(/[.,;]$/, '');
}

export function buildSection(spec: SectionSpec, x: Context): Built | undefined {
  const base = { spec, rest: [] as Sentence[] };
  const L = x.reader.locale;
  switch (spec.key) {
    case 'title': {
      // An untitled deck opens with its client's name, as a designer's cover does: the kind of deck
      // is the template's guess (a launch plan for the board is no "Quarterly review"), and is said
      // in the subtitle only when the user named it.
      const title = clipTitle(x.topic ? capital(x.topic) : x.input.title.trim() || x.client || x.label);
      // A subtitle too long for its line drops its asides before it is ever cut.
      const framing = x.framing && fitsOr(x.framing.text, withoutAsides(x.framing.text), SUBTITLE_CHARS_MAX);
      const frame = framing ? bullet(subtitleOf(framing, x.reader), SUBTITLE_CHARS_MAX) : undefined;
      // Without a frame, the subtitle is the client or the occasion, never the template's name alone.
      // The occasion first ("Board meeting, 10 Dec 2026"), else whom the deck is for.
      const whom = x.audience || (title === x.client ? '' : x.client);
      const forWhom = whom
        ? x.named
          ? L.forClient(x.label, whom)
          : L.forAudience(whom)
        : x.named && x.client && title !== x.client && L.forClient(x.label, x.client);
      const named = x.meeting ?? (forWhom || x.occasion);
      const date = x.input.metadata.presentationDate || (x.meeting ? undefined : x.when);
      // Who is in the room, when the brief says it, comes before a sentence that frames the deck.
      // Under a title the brief gave, the client's name, with the meeting when the brief says it:
      // "Q3 investor update" over "Pellow & Marsh", never the template's guess at the kind.
      // Who speaks to it, when the brief names them, ends the line.
      // The subtitle the brief gives the cover is its line, with who speaks to it.
      const subtitle = [
        ...(x.statedSubtitle
          ? [x.statedSubtitle]
          : x.briefTitled && x.client
            ? [x.client, x.meeting, date]
            : [coverLine((x.when && named) || frame || named, x), date]),
        x.speaker,
      ]
        .filter((part, k, all): part is string => Boolean(part) && all.indexOf(part) === k)
        .join(' · ');
      // The strategic title's FOR / FROM / DATE labels are English (the renderers draw them): a
      // deck in another language opens with the plain title slide, its subtitle in its words.
      // (A subtitle the brief states is said as it is, on the plain title slide.)
      const lines =
        x.kind === 'proposal' && !x.reader.foreign && !x.statedSubtitle ? strategicLinesOf(title) : undefined;
      if (lines) {
        const content: SlideContent = { line1: lines[0], line2: lines[1], line3: lines[2] };
        // FOR names who is in the room; the client then presents, FROM when no agency is named.
        const hears = x.audience && !x.client.toLowerCase().includes(x.audience.toLowerCase());
        const forWhom = hears ? x.audience : x.client;
        if (forWhom) content.clientName = capital(forWhom);
        const from = x.input.metadata.agency || (hears ? x.client : '');
        if (from) content.agency = from;
        if (date) content.date = date;
        return { ...base, slide: { type: 'strategic_title', title, content }, sources: [L.sources.request] };
      }
      return {
        ...base,
        slide: { type: 'title', title, content: { subtitle } },
        sources: [L.sources.request],
      };
    }
    case 'agenda':
      return {
        ...base,
        slide: { type: 'content', title: L.agenda, content: {} },
        sources: [L.sources.otherSlides],
      };
    case 'thanks':
      return {
        ...base,
        slide: {
          type: 'thank_you',
          title: L.thanks.title,
          content: { mainText: L.thanks.mainText, highlightText: x.presenter || L.thanks.noClient },
        },
        sources: [],
      };
    case 'figures': {
      if (!x.figures.length) return undefined;
      const metrics = x.figures.map((f) => f.metric);
      return {
        ...base,
        slide: { type: 'metrics', title: spec.title, content: { metrics } },
        sources: sourcesOf(x.figures.map((f) => f.sentence)),
      };
    }
    case 'comparison': {
      // Rows side by side: both sides of a row are kept or dropped together, each short enough
      // for a column.
      const rows = x.contrasts
        .map((c) => ({
          before: bullet(capital(c.before), DRAFT_COMPARISON_ITEM_CHARS_MAX),
          after: bullet(capital(c.after), DRAFT_COMPARISON_ITEM_CHARS_MAX),
        }))
        .filter((c, i, all) => all.findIndex((o) => o.before.toLowerCase() === c.before.toLowerCase()) === i)
        // "Target 5" (its unit lost), "1.3 days since it opened in" (cut mid-phrase): fragments.
        .filter((c) => !isFragment(c.before, x.reader) && !isFragment(c.after, x.reader))
        .slice(0, 3);
      if (!rows.length) return undefined;
      const sides = spec.sides ?? L.kinds.pitch.sections.comparison.sides;
      return {
        ...base,
        slide: {
          type: 'comparison',
          title: spec.title,
          content: {
            comparison: {
              left: { title: sides[0], items: rows.map((r) => r.before) },
              right: { title: sides[1], items: rows.map((r) => r.after) },
            },
          },
        },
        sources: [],
      };
    }
    default: {
      // Long sentences become the points they list, each a bullet of its own.
      const pool = (x.groups[spec.key] ?? []).flatMap((s) => pointsOf(s, x.reader));
      // The request's own topic is what the approach is about, when the sources say nothing more.
      if (spec.key === 'approach' && !pool.length && x.topic) {
        pool.push({ text: capital(x.topic), source: L.sources.yourRequest, words: [] });
      }
      const items = withinBudget(pool.map((s) => s.text));
      if (!items.length)
        return {
          ...base,
          slide: { type: 'content', title: spec.title, content: { items: [spec.prompt] } },
          sources: [],
        };
      return {
        ...base,
        slide: { type: 'content', title: spec.title, content: { items } },
        sources: sourcesOf(pool.slice(0, items.length)),
        rest: pool.slice(items.length),
      };
    }
  }
}

/**
 * "Proposition d'étude de marché pour Maison Lenoir, fabricant de mobilier haut de gamme basé à
 * Lyon": too long for a subtitle, it says the deck up to its first comma rather than cut off with
 * "…" (in English, as it always did, cut).
 */
function subtitleOf(text: string, r: Reader): string {
  const comma = text.indexOf(', ');
  return r.foreign && text.length > SUBTITLE_CHARS_MAX && comma >= 15 && comma <= SUBTITLE_CHARS_MAX
    ? text.slice(0, comma)
    : text;
}

/** Past this many characters a title is too long for the strategic title's three big lines. */
const STRATEGIC_TITLE_CHARS_MAX = 48;

/**
 * A proposal's title on the strategic title slide's three big lines, in capitals as its design
 * sets them, balanced so that no line is much longer than the others ("CRM / ROLLOUT / PROPOSAL").
 * Undefined when the title has fewer than three words or is too long for them: a plain title slide
 * then says it, never the slide type's stock "STRATEGIC PARTNERSHIP PROPOSAL".
 */
function strategicLinesOf(title: string): [string, string, string] | undefined {
  const words = title.trim().toLocaleUpperCase().split(' ').filter(Boolean);
  if (words.length < 3 || title.length > STRATEGIC_TITLE_CHARS_MAX) return undefined;
  let best: [string, string, string] | undefined;
  let longest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length - 1; i++)
    for (let j = i + 1; j < words.length; j++) {
      const lines: [string, string, string] = [
        words.slice(0, i).join(' '),
        words.slice(i, j).join(' '),
        words.slice(j).join(' '),
      ];
      const most = Math.max(...lines.map((l) => l.length));
      if (most < longest) {
        best = lines;
        longest = most;
      }
    }
  return best;
}

const fitsOr = (text: string, shorter: string, max: number) => (text.length <= max ? text : shorter);

export const clipTitle = (s: string) => (s.length > SLIDE_TITLE_MAX ? s.slice(0, SLIDE_TITLE_MAX) : s);

export const sourcesOf = (sentences: Sentence[]) => [...new Set(sentences.map((s) => s.source))];

/** A side of a comparison that is no statement: a bare number under a word, or cut before its end. */
function isFragment(side: string, r: Reader): boolean {
  const words = side.split(' ');
  return (words.length === 2 && /^\d+$/.test(words[1]!)) || r.labelStops.has(words.at(-1)!.toLowerCase());
}

/** "… Proposal for Hallmark Hotels", "… para el Ayuntamiento de …": whom the title says the deck is for. */
const TITLE_FOR = [
  'for',
  'to',
  'para',
  'para el',
  'para la',
  'pour',
  'pour le',
  'pour la',
  'für',
  'für die',
  'für den',
];
/** "… Brand Refresh Pitch by Studio Halvard": who the title says presents it. */
const TITLE_BY = ['by', 'von', 'por'];
/** The name a title ends on after the last of these words, when it is one ("Hallmark Hotels"). */
function nameAfter(title: string, words: string[]): string | undefined {
  let at = -1;
  let length = 0;
  for (const w of words) {
    const i = title.lastIndexOf(` ${w} `);
    if (i > at || (i === at && i >= 0 && w.length + 2 > length)) {
      at = i;
      length = w.length + 2;
    }
  }
  return at < 0 ? undefined : /^\p{Lu}[^–—:()]{1,60}$/u.exec(title.slice(at + length))?.[0];
}

/**
 * Who the deck is for and who presents it: the client named by the brief form is the presenter when
 * the title says the deck is for someone else, and the audience when the title names it so.
 */
export function partiesOf(
  title: string,
  client: string,
  known: string | undefined,
): { audience?: string; presenter?: string } {
  const same = (a: string, b: string) =>
    Boolean(a && b) &&
    (a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase()));
  const forWhom = nameAfter(title.trim(), TITLE_FOR)?.trim();
  const by = nameAfter(title.trim(), TITLE_BY)?.trim();
  const audience = forWhom && !same(forWhom, client) ? forWhom : undefined;
  const clientHears = Boolean(forWhom && same(forWhom, client));
  const presenter = known || by || (clientHears ? undefined : client || undefined);
  return { ...(audience ? { audience } : {}), ...(presenter ? { presenter } : {}) };
}
