import {
  CONTINUED_SUFFIX,
  DRAFT_SLIDE_BUDGET,
  DRAFT_SLIDES_PER_DOCUMENT,
  DRAFT_SLIDES_PER_SECTION,
  DRAFT_TABLE_ROWS,
} from '../../../common/limits';
import { splitOverflowing } from '../../../common/slides/fitSlide';
import type { Typesetting } from '../../../common/slides/layout/typeScale';
import { definedOnly, notesFor } from '../../../common/slides/speakerNotes';
import { isByline } from '../pdf/title';
import { isLower, joinLine, resolveHyphens, vocabulary } from '../prose';
import { numberDepth } from '../textHeadings';
import { isApparatusTitle, withoutContentsLists } from './apparatus';
import { isFrontMatter, isTitleLine, withoutFrontMatter } from './frontMatter';
import { figureOf, isRecord } from './metrics';
import { parseSections } from './parse';
import { candidateTerms } from './rank';
import { type Material, materialOf, sectionSlides } from './section';
import { headingTitle, numberedInSequence, withoutLeadingNumber, withoutNumber } from './titles';
import type { Block, DraftResult, DraftSlide, Section } from './types';

/** "(continued)" slides a long table may take after its first; its other rows are named in the warning. */
const CONTINUED_MAX = 2;
const TABLE_CONTINUED_MAX = CONTINUED_MAX;

/** A document without headings is cut into at most this many parts, each a section. */
const PARTS_WITHOUT_HEADINGS = 12;

const n = (x: number) => x.toLocaleString('en');
const plural = (count: number, one: string, many = `${one}s`) => `${n(count)} ${count === 1 ? one : many}`;

/** A heading as a slide title: no number, whole words, at most DRAFT_SLIDE_BUDGET.titleChars, no trailing colon. */
export function titleOf(heading: string, room: number = DRAFT_SLIDE_BUDGET.titleChars): string {
  return headingTitle(heading, room);
}

const PRIVATE_USE = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;

/**
 * A deck a consultant could present, drafted from a document's extracted text (the light Markdown
 * of server/documents): a title slide, an agenda when there are three sections or more, then each
 * section's slides (its best sentences as bullets, its lists, figures and tables), every slide
 * within DRAFT_SLIDE_BUDGET and the deck within DRAFT_SLIDES_PER_DOCUMENT. What does not fit is
 * named in `leftOut`.
 */
export function draftDeck(extracted: string, fallbackTitle = 'Document', theme?: Typesetting): DraftResult {
  // Private-use characters are an icon font's glyphs (a flag, a bullet): without that font a slide
  // would draw them as empty boxes, so they go.
  const text = extracted.replace(PRIVATE_USE, '');
  const leftOut: string[] = [];
  const known = vocabulary(text);
  const prose = (paragraph: string) =>
    resolveHyphens(
      paragraph.split('\n').reduce((out, line) => joinLine(out, line.trim()), ''),
      known,
    );
  // A text file's lines are joined into paragraphs, but a line of its own that gives a figure
  // ("Revenue: $4.2M") stays a line, unless the lines are a record's fields ("Package: hello",
  // "Installed-Size: 145"): then none is a key figure.
  const paragraphs = (text: string): Block[] => {
    const out: Block[] = [];
    let run: string[] = [];
    const flush = () => {
      if (run.length) out.push({ kind: 'paragraph', text: prose(run.join('\n')) });
      run = [];
    };
    const lines = text.split('\n');
    const record = isRecord(lines);
    for (const line of lines) {
      if (!record && figureOf(line.trim())) {
        flush();
        out.push({ kind: 'paragraph', text: line.trim() });
      } else run.push(line);
    }
    flush();
    return out;
  };
  const contents: string[] = [];
  const sections = withoutContentsLists(
    parseSections(text).map((s) => ({
      ...s,
      blocks: s.blocks.flatMap((b): Block[] => (b.kind === 'paragraph' ? paragraphs(b.text) : [b])),
    })),
    contents,
  );
  if (!sections.some((s) => s.blocks.length || s.title)) return { slides: [], leftOut };

  // A document without headings is named by its own first line or sentence, never its file name.
  // With headings but no title, the text before the first heading is named the same way.
  const own = ownTitle(sections);
  // A title taken from the document's first sentence is said once: the slides after it do not
  // repeat it (an "Overview" of the sentence the title slide just showed).
  const said = own && !sections.some((s) => s.title) ? withoutOwnTitle(sections, own) : undefined;
  const named = sections.some((s) => s.title) ? undefined : own;
  const shape = outline(sections, own ?? fallbackTitle);
  const { title: headed, intro, body, apparatus } = shape;
  const title = headed ?? named;
  // A title cut from a longer sentence gives that sentence whole beneath it.
  const subtitle = shape.subtitle ?? (said && said !== own ? said : undefined);
  if (contents.length || apparatus.length)
    leftOut.push(`${[...contents, ...apparatus].join(', ')} (not slide material)`);
  const groups = body.length ? body : [];
  // Under a title slide of that name, the parts of a document without headings are named by their
  // own first words, never "page 3" nor a second "Overview" of what the title slide said.
  if (named && !headed) for (const g of groups) if (g.title.startsWith(named)) g.title = g.part ?? 'Overview';

  const slides: DraftSlide[] = [];
  const hasTitleSlide = title !== undefined;
  if (hasTitleSlide)
    slides.push({ type: 'title', title: titleOf(title), content: subtitle ? { subtitle } : {} });

  // Terms in how many sections, for the ranking of each section's sentences.
  const using = new Map<string, number>();
  for (const g of groups) {
    const terms = new Set<string>();
    for (const s of g.material.sentences) for (const t of candidateTerms(s).list) terms.add(t);
    for (const t of terms) using.set(t, (using.get(t) ?? 0) + 1);
  }
  const context = {
    sectionsUsing: (t: string) => using.get(t) ?? 0,
    sectionCount: Math.max(groups.length, 1),
  };

  // Each section gets the slides it asks for, up to DRAFT_SLIDES_PER_SECTION; when they add up to
  // more than the deck has room for, the longest give some back; past one each, the last go.
  // A section's tables may add a slide per row (up to a third of DRAFT_TABLE_ROWS) to its own.
  const perSection = (material: Material) =>
    DRAFT_SLIDES_PER_SECTION + (material.tables.length ? Math.ceil(DRAFT_TABLE_ROWS / 3) + 1 : 0);
  // The text before the first section leads in on one slide; a document with no sections under its
  // title is all lead-in, and gets the room of a section (its tables too), not one slide.
  // Before sections, after the title slide, it is the talk's overview, not a second title slide.
  // A document that names nothing is named by its own opening words, never its file name.
  const introTitle =
    groups.length && hasTitleSlide
      ? 'Overview'
      : (title ?? (intro && (partTitle(intro.blocks) ?? openingWords(intro.blocks))) ?? fallbackTitle);

  const introDraft = intro
    ? sectionSlides(introTitle, intro, groups.length ? 1 : perSection(intro), context, {
        statement: false,
      })
    : undefined;
  const introSlides = introDraft?.slides ?? [];
  leftOut.push(...(introDraft?.leftOut ?? []));
  // Each section drafted with all the room it may have: how many slides it asks for, and its
  // slides as they are when it gets that room (most sections do), not drafted a second time.
  const asked = groups.map((g) =>
    sectionSlides(g.title, g.material, perSection(g.material), context, { page: g.page }),
  );
  const drafts = asked.map((d) => d.slides.length);
  const wanted = drafts.map((d) => Math.max(1, d));
  // The agenda names the sections that have slides of their own (a heading with nothing under it,
  // such as an author's name or a date set as a heading, is no part of the talk), three or more.
  const agendaOf = (kept: number) => {
    const titles = groups.slice(0, kept).flatMap((g, i) => (drafts[i] ? [g.title] : []));
    return titles.length >= 3 ? agendaSlides(titles) : [];
  };
  const agenda = agendaOf(groups.length);
  const room = DRAFT_SLIDES_PER_DOCUMENT - slides.length - agenda.length - introSlides.length;
  let allowed = shareOut(wanted, room);
  let kept = allowed.filter((a) => a > 0).length;
  // The agenda of fewer sections may be shorter: the room it gives back goes to the sections.
  const spare = agenda.length - agendaOf(kept).length;
  if (spare > 0) {
    allowed = shareOut(wanted, room + spare);
    kept = allowed.filter((a) => a > 0).length;
  }
  if (kept < groups.length) {
    const dropped = groups.slice(kept).map((g) => `“${g.title}”`);
    leftOut.push(
      `${plural(groups.length - kept, 'section')} of ${n(groups.length)} past the ${DRAFT_SLIDES_PER_DOCUMENT}-slide limit: ${listed(dropped)}`,
    );
  }
  slides.push(...introSlides);
  slides.push(...agendaOf(kept));
  for (const [i, g] of groups.entries()) {
    if (!allowed[i]) break;
    const drafted =
      allowed[i] === perSection(g.material)
        ? asked[i]!
        : sectionSlides(g.title, g.material, allowed[i]!, context, { page: g.page });
    slides.push(...drafted.slides);
    leftOut.push(...drafted.leftOut);
  }
  const fitting = atMostTwoContinued(withinFit(slides, theme, leftOut), leftOut);
  if (fitting.length > DRAFT_SLIDES_PER_DOCUMENT)
    leftOut.push(
      `${plural(fitting.length - DRAFT_SLIDES_PER_DOCUMENT, 'continuation slide')} past the ${DRAFT_SLIDES_PER_DOCUMENT}-slide limit`,
    );
  return { slides: fitting.slice(0, DRAFT_SLIDES_PER_DOCUMENT), leftOut };
}

/** A printed deck's page holds at most this many characters on average (a report's, thousands). */
const DECK_PAGE_CHARS = 1200;
/** Pages of a printed deck that open on a title, at least this share of them. */
const DECK_TITLED_SHARE = 0.6;
/** A line set large on a deck's page is a subheading when this short, else a line of its matter. */
const DECK_SUBHEADING_CHARS = 50;

/**
 * Whether the sections are a presentation printed to PDF: five pages or more, most of which open
 * on a title, with little text on each.
 */
function isPrintedDeck(sections: Section[]): boolean {
  const pages = new Map<number, { titled: boolean; chars: number }>();
  for (const s of sections) {
    if (s.page === undefined) return false;
    const page = pages.get(s.page) ?? { titled: Boolean(s.title), chars: 0 };
    for (const b of s.blocks)
      page.chars +=
        b.kind === 'paragraph' || b.kind === 'subheading'
          ? b.text.length
          : b.kind === 'list'
            ? b.items.join(' ').length
            : b.rows.flat().join(' ').length;
    pages.set(s.page, page);
  }
  const all = [...pages.values()];
  if (all.length < 5) return false;
  const chars = all.reduce((n, p) => n + p.chars, 0);
  return (
    all.filter((p) => p.titled).length >= all.length * DECK_TITLED_SHARE &&
    chars / all.length <= DECK_PAGE_CHARS
  );
}

/** A line set large on a deck's page, under its title: a subheading when short, else its words. */
function pageLine(text: string): Block {
  const short = text.length <= DECK_SUBHEADING_CHARS && !isLower(text[0]);
  return short ? { kind: 'subheading', text } : { kind: 'paragraph', text };
}

/** A title said in a line: at most this long. */
const OWN_TITLE_MAX = 60;

/**
 * The name of a document without headings, in its own words: its first line when that line is a
 * title (short, no final stop), else its first sentence when short enough, else that sentence's
 * first clause. Undefined when it has no such words (the caller's file name stays a last resort).
 */
function ownTitle(sections: Section[]): string | undefined {
  const first = sections
    .flatMap((s) => s.blocks)
    .find((b) => b.kind === 'paragraph' && /\p{L}{2}/u.test(b.text));
  if (first?.kind !== 'paragraph') return undefined;
  const line = first.text.split('\n')[0]!.trim();
  if (isTitleLine(line) && line.length <= OWN_TITLE_MAX) return line;
  const sentence = first.text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s/)[0]!
    .trim()
    .replace(/[.!]$/, '');
  if (sentence.length <= OWN_TITLE_MAX) return sentence;
  // Too long: its first clause, else its first whole words that fit (never a word cut).
  const clause = sentence.split(/[,;:–—]\s/)[0]!.trim();
  // Its first words cut to fit would be a fragment ("… brings forty volunteers into six"): none.
  return clause.length >= 12 && clause.length <= OWN_TITLE_MAX ? clause : undefined;
}

/**
 * The first sentence of a document without headings, taken out when it titles the deck: the whole
 * sentence (which a title cut shorter leaves for the subtitle), or undefined when the title is a
 * line of its own, which the sections then keep out of their text the same way.
 */
function withoutOwnTitle(sections: Section[], own: string): string | undefined {
  for (const s of sections)
    for (const [i, b] of s.blocks.entries()) {
      if (b.kind !== 'paragraph' || !/\p{L}{2}/u.test(b.text)) continue;
      const text = b.text.replace(/\s+/g, ' ').trim();
      if (!text.startsWith(own)) return undefined;
      // A title line of its own is the outline's to read (with its byline), as it was.
      if (b.text.split('\n')[0]!.trim() === own) return undefined;
      const sentence = text.split(/(?<=[.!?])\s/)[0]!.trim();
      const rest = text.slice(sentence.length).trim();
      if (rest) s.blocks[i] = { kind: 'paragraph', text: rest };
      else s.blocks.splice(i, 1);
      return sentence.replace(/[.!]$/, '');
    }
  return undefined;
}

/** A part of a document without headings named by its first sentence's words (as its own title is). */
function partTitle(blocks: Block[]): string | undefined {
  const own = ownTitle([{ title: '', level: 0, blocks }]);
  // Begun in lower case, it is a sentence run on from the page before: no opening.
  if (own && !/^\p{Ll}/u.test(own)) return own;
  // Else the first of its opening sentences short enough to say whole.
  const text = blocks
    .filter((b) => b.kind === 'paragraph')
    .slice(0, PART_TITLE_PARAGRAPHS)
    .map((b) => (b.kind === 'paragraph' ? b.text.replace(/\s+/g, ' ') : ''))
    .join(' ');
  return (
    text
      .split(/(?<=[.!?])\s/)
      .map((x) => x.trim().replace(/[.!]$/, ''))
      // A sentence that starts in lower case began on the page before: no opening.
      .find((x) => x.length >= 12 && x.length <= OWN_TITLE_MAX && !x.endsWith('?') && !/^\p{Ll}/u.test(x))
  );
}

/** Words that end no title ("… into six", "… and the"): a cut stops before them. */
const DANGLING = new Set(
  'a an the and or but of to in on at for with by from into as is are was were this that these those its their our your my'.split(
    ' ',
  ),
);
/** At most this long, the opening words that name a part which says nothing shorter. */
const OPENING_WORDS_MAX = 40;

/**
 * The last resort for a part's name: its first words that fit, cut at a word and never on a word
 * that leads on. Undefined for a part without a letter (or in a script written without spaces,
 * whose first characters are cut at the same length).
 */
function openingWords(blocks: Block[]): string | undefined {
  const first = blocks.find((b) => b.kind === 'paragraph' && /\p{L}{2}/u.test(b.text));
  if (first?.kind !== 'paragraph') return undefined;
  const text = first.text.replace(/\s+/g, ' ').trim();
  const words = text.split(' ');
  if (words.length === 1) return [...text].slice(0, OPENING_WORDS_MAX / 2).join('');
  const out: string[] = [];
  for (const w of words) {
    if ([...out, w].join(' ').length > OPENING_WORDS_MAX) break;
    out.push(w);
  }
  while (
    out.length > 1 &&
    DANGLING.has(
      out
        .at(-1)!
        .toLowerCase()
        .replace(/[^\p{L}]/gu, ''),
    )
  )
    out.pop();
  return out.join(' ').replace(/(?<![,;:–—-])[,;:–—-]+$/, '') || undefined;
}

/** A part's title is looked for in its first paragraphs only: past them it is no opening. */
const PART_TITLE_PARAGRAPHS = 2;

/**
 * At most two "(continued)" slides per title: a section that needs more is summarised by its
 * first slides, and what the others held is named in the warning.
 */
function atMostTwoContinued(slides: DraftSlide[], leftOut: string[]): DraftSlide[] {
  const counts = new Map<string, number>();
  const dropped = new Map<string, number>();
  const kept = slides.filter((s) => {
    if (!s.title.endsWith(CONTINUED_SUFFIX)) return true;
    const base = s.title.slice(0, -CONTINUED_SUFFIX.length);
    const n = (counts.get(base) ?? 0) + 1;
    counts.set(base, n);
    if (n <= CONTINUED_MAX) return true;
    dropped.set(base, (dropped.get(base) ?? 0) + 1);
    return false;
  });
  for (const [base, n] of dropped)
    leftOut.push(`${plural(n, 'more slide')} of “${base}” (past two continued slides)`);
  return kept;
}

/**
 * The fit rule (issue 17) over the character budgets: a slide that would overflow goes on as many
 * continuation slides as it takes, and every slide has speaker notes (its page, and what to say).
 */
export function withinFit(slides: DraftSlide[], theme?: Typesetting, leftOut: string[] = []): DraftSlide[] {
  return slides.flatMap((s) => {
    let parts = splitOverflowing(s, undefined, theme);
    // A long table continues on at most two slides under its header; the rows past them are named.
    if (s.type === 'table' && parts.length > TABLE_CONTINUED_MAX + 1) {
      const shown = parts.slice(0, TABLE_CONTINUED_MAX + 1);
      const rows = (p: typeof parts) => p.reduce((n, x) => n + (x.content.table?.rows.length ?? 0), 0);
      leftOut.push(
        `${rows(parts.slice(TABLE_CONTINUED_MAX + 1))} of ${rows(parts)} rows of the table “${s.title}”`,
      );
      parts = shown;
    }
    return parts.map((part) => {
      const said = notesFor({ type: s.type, title: part.title, content: part.content });
      return {
        type: s.type,
        title: part.title,
        content: definedOnly(part.content),
        notes: s.notes ? `${s.notes}\n\n${said}` : said,
      };
    });
  });
}

function listed(items: string[]): string {
  return items.length <= 5
    ? items.join(', ')
    : `${items.slice(0, 5).join(', ')} and ${n(items.length - 5)} more`;
}

/** Up to `room` slides shared out: each section its wish, the longest trimmed first, then the last dropped. */
function shareOut(wanted: number[], room: number): number[] {
  const allowed = [...wanted];
  let total = allowed.reduce((a, b) => a + b, 0);
  while (total > room) {
    let longest = -1;
    for (const [i, a] of allowed.entries()) if (a > 1 && (longest < 0 || a > allowed[longest]!)) longest = i;
    if (longest < 0) break;
    allowed[longest]!--;
    total--;
  }
  for (let i = allowed.length - 1; i >= 0 && total > room; i--) {
    total -= allowed[i]!;
    allowed[i] = 0;
  }
  return allowed;
}

/**
 * Lines an agenda shows: one slide a client can read at a glance. A longer document names its
 * first sections and counts the rest, whose own slides follow anyway.
 */
const AGENDA_ITEMS_MAX = 8;
/** An agenda line is a section's name, not a sentence. */
const AGENDA_ITEM_CHARS = 60;

function agendaSlides(titles: string[]): DraftSlide[] {
  let items = titles.map((t) => titleOf(t, AGENDA_ITEM_CHARS));
  if (items.length > AGENDA_ITEMS_MAX)
    items = [
      ...items.slice(0, AGENDA_ITEMS_MAX - 1),
      `And ${items.length - AGENDA_ITEMS_MAX + 1} more sections`,
    ];
  return [{ type: 'content', title: 'Agenda', content: { items } }];
}

/** A block under a title that says no more than a date or a name would. */
const isShortLine = (b: Block) => b.kind === 'paragraph' && b.text.length <= 80 && !b.text.includes('. ');

/** Text a page may hold and still be a blank or legal page before the cover: a line of small print. */
const BEFORE_COVER_CHARS = 200;

/**
 * Whether a PDF's first heading is on its cover: the first page with text, or the page after it
 * when that one holds nothing but small print (a blank page, a legal notice, a printer's line).
 */
function onCover(sections: Section[], first: Section): boolean {
  const firstPage = sections[0]?.page;
  if (first.page === undefined || firstPage === undefined) return false;
  if (first.page === firstPage) return true;
  if (first.page !== firstPage + 1) return false;
  const before = sections.slice(0, sections.indexOf(first)).flatMap((s) => s.blocks);
  const said = withoutFrontMatter(before).reduce(
    (n, b) => n + (b.kind === 'paragraph' ? b.text.length : BEFORE_COVER_CHARS),
    0,
  );
  return said < BEFORE_COVER_CHARS;
}

interface Group {
  title: string;
  material: Material;
  page?: number;
  /** A part of a document without headings: its own first words, to title it by. */
  part?: string;
}

/**
 * The document's shape: its title (the one heading above all others, else none), a subtitle (the
 * first short paragraph under it), the text before the first section, and its sections at the level
 * where the document divides (the highest level that has two headings or more); deeper headings
 * stay inside their section. Without headings, pages (or one whole text) make the sections.
 */
function outline(sections: Section[], fallbackTitle: string) {
  const titled = sections.filter((s) => s.title);
  const apparatus: string[] = [];
  const isApparatus = (s: Section) => isApparatusTitle(s.title);
  let title: string | undefined;
  let subtitle: string | undefined;
  let rest = sections;
  let intro: Material | undefined;
  if (titled.length) {
    const top = Math.min(...titled.map((s) => s.level));
    const first = titled[0]!;
    // The title: the one heading above all others, a PDF's first heading on its cover, or a
    // heading that opens the document over nothing but a short line or two (a date, a byline).
    if (
      (first.level === top && titled.filter((s) => s.level === top).length === 1) ||
      onCover(sections, first) ||
      (first === sections[0] && titled.length >= 3 && first.blocks.every(isShortLine))
    ) {
      title = first.title;
      const at = sections.indexOf(first);
      // What comes before the cover's page (a blank page's printer's line) is no part of the talk.
      const before = sections.slice(0, at).filter((s) => s.page === undefined || s.page === first.page);
      const lead = [...before.flatMap((s) => s.blocks), ...first.blocks];
      // A footnote's mark ("∗") or a lone symbol under the title is no subtitle.
      const paragraph = lead.find(
        (b) => b.kind === 'paragraph' && /\p{L}.*\p{L}/u.test(b.text) && !isFrontMatter(b.text),
      );
      if (paragraph?.kind === 'paragraph' && paragraph.text.length <= 200) subtitle = paragraph.text;
      const remaining = lead.filter((b) => b !== paragraph);
      const told = withoutFrontMatter(remaining);
      if (told.length) intro = materialOf(told);
      rest = sections.slice(at + 1);
      // A cover sets its subtitle or its byline as a smaller heading: with nothing under it, or a
      // byline (whose "section" is then the small print and the lead-in that follow the cover).
      const next = rest[0];
      if (
        !subtitle &&
        next?.title &&
        next.page !== undefined &&
        next.page === first.page &&
        next.level > first.level &&
        next.title.length <= 200 &&
        (!next.blocks.length || isByline(next.title, undefined, undefined))
      ) {
        subtitle = next.title;
        rest = rest.slice(1);
        const more = withoutFrontMatter(next.blocks);
        if (more.length) intro = materialOf([...(intro?.blocks ?? []), ...more]);
        // More of the cover's lines set as headings: its byline, its date.
        while (
          rest[0]?.title &&
          rest[0].page === first.page &&
          rest[0].level > first.level &&
          (isByline(rest[0].title, undefined, undefined) || isFrontMatter(rest[0].title))
        ) {
          const told = withoutFrontMatter(rest[0].blocks);
          if (told.length) intro = materialOf([...(intro?.blocks ?? []), ...told]);
          rest = rest.slice(1);
        }
      }
    }
  }
  // "9. Usability" over "9.1 …" and "9.1.1 …" set in one heading size (a Word file's section):
  // the heading numbered above all others is the document's title, its text the overview.
  const firstTitled = rest.find((s) => s.title);
  if (title === undefined && firstTitled && titled.length >= 3) {
    const depth = numberDepth(firstTitled.title);
    const others = titled.filter((s) => s !== firstTitled);
    if (depth > 0 && others.every((s) => numberDepth(s.title) > depth)) {
      title = withoutNumber(firstTitled.title);
      const told = withoutFrontMatter(firstTitled.blocks);
      if (told.length) intro = materialOf(told);
      rest = rest.filter((s) => s !== firstTitled);
    }
  }
  // Apparatus goes with its subsections (a revision history's entries, a contents' parts).
  let skipBelow: number | undefined;
  if (title === undefined && titled.length) {
    // A Word file's title is often a paragraph set large, not a heading: a short first line
    // before the first heading, which is neither a sentence nor small print, is the title.
    const lead = rest[0]?.title === '' ? rest[0] : undefined;
    const [first, second] = lead?.blocks ?? [];
    if (first?.kind === 'paragraph' && isTitleLine(first.text)) {
      title = first.text;
      const byline = second?.kind === 'paragraph' && second.text.length <= 120 && !isFrontMatter(second.text);
      if (byline) subtitle = second.text;
      const told = withoutFrontMatter(lead!.blocks.slice(byline ? 2 : 1));
      if (told.length) intro = materialOf(told);
      rest = rest.slice(1);
    }
  }
  const body = rest.filter((s) => {
    if (skipBelow !== undefined && (!s.title || s.level > skipBelow)) return false;
    skipBelow = undefined;
    if (s.title && isApparatus(s)) {
      apparatus.push(`“${s.title}”`);
      skipBelow = s.level;
      return false;
    }
    return true;
  });
  const bodyTitled = body.filter((s) => s.title);
  const groups: Group[] = [];
  if (bodyTitled.length) {
    const levels = [...new Set(bodyTitled.map((s) => s.level))].sort((a, b) => a - b);
    const level = levels.find((l) => bodyTitled.filter((s) => s.level === l).length >= 2) ?? levels[0]!;
    let current: { title: string; blocks: Block[]; page?: number } | undefined;
    const flush = () => {
      if (current && (current.blocks.length || current.title)) {
        const part = current.title ? undefined : partTitle(current.blocks);
        groups.push({
          title: current.title,
          material: materialOf(current.blocks),
          page: current.page,
          ...(part ? { part } : {}),
        });
      }
    };
    // A presentation printed to PDF: each page is a slide under its own title, whatever size
    // each title was set in; the other lines set large on a page are its matter.
    const deck = isPrintedDeck(body);
    let page: number | undefined;
    for (const s of body) {
      if (deck) {
        const opens = s.title && s.page !== page;
        page = s.page;
        if (opens) {
          flush();
          current = { title: s.title, blocks: [...s.blocks], page: s.page };
        } else if (current) {
          const line = s.title ? pageLine(s.title) : undefined;
          const last = current.blocks.at(-1);
          // "… maintenance, release," / "and consumption of …": one sentence set on two lines.
          if (
            line?.kind === 'paragraph' &&
            last?.kind === 'paragraph' &&
            isLower(line.text[0]) &&
            !/[.!?:]$/.test(last.text)
          )
            last.text = `${last.text} ${line.text}`;
          else if (line) current.blocks.push(line);
          current.blocks.push(...s.blocks);
        } else current = { title: '', blocks: [...s.blocks], page: s.page };
        continue;
      }
      if (s.title && s.level <= level) {
        flush();
        current = { title: s.title, blocks: [...s.blocks], page: s.page };
      } else if (current) {
        // A subsection's heading names the slide its points land on.
        if (s.title) current.blocks.push({ kind: 'subheading', text: s.title });
        current.blocks.push(...s.blocks);
      } else if (!title) {
        current = { title: '', blocks: [...s.blocks], page: s.page };
      } else {
        intro = materialOf([...(intro?.blocks ?? []), ...withoutFrontMatter(s.blocks)]);
      }
    }
    flush();
    for (const g of groups) if (!g.title) g.title = title ?? g.part ?? fallbackTitle;
    // "1 Introduction", "2 Structure", …: chapter numbers, which a slide does not show.
    if (numberedInSequence(groups.map((g) => g.title)))
      for (const g of groups) g.title = withoutLeadingNumber(withoutNumber(g.title));
  } else {
    // No headings: pages (a PDF) in at most PARTS_WITHOUT_HEADINGS parts, or one text.
    const per = Math.ceil(body.length / PARTS_WITHOUT_HEADINGS);
    for (let i = 0; i < body.length; i += per) {
      const part = body.slice(i, i + per);
      const first = part[0]!.page;
      const last = part.at(-1)!.page;
      const name =
        openingWords(part.flatMap((s) => s.blocks)) ??
        (first === undefined
          ? fallbackTitle
          : first === last
            ? `${fallbackTitle} (page ${first})`
            : `${fallbackTitle} (pages ${first}–${last})`);
      const blocks = part.flatMap((s) => s.blocks);
      const own = partTitle(blocks);
      if (blocks.length)
        groups.push({
          // A page is no topic: the part is named by its own opening words where they say one.
          title: own ?? name,
          material: materialOf(blocks, first !== undefined && i > 0),
          page: first,
          ...(own ? { part: own } : {}),
        });
    }
  }
  return { title, subtitle, intro, body: groups, apparatus };
}
