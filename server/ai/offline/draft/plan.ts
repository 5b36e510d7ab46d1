import { DRAFT_BULLETS_MAX, DRAFT_SLIDES_MAX, METRICS_MAX_COLUMNS } from '../../../../common/limits';
import type { SlideContent, SlideType } from '../../../../common/slides/model';
import type { Line, Reading } from './reading';
import { bullet, capital, trimEndSpaced, withoutAsides } from './text';

/**
 * The second pass for a brief with a structure of its own (named sections, slides it asks for, a
 * checklist): an outline that keeps the brief's sections in its order, the ask before the closing
 * slide, within the length asked for; then each slide written in the type its matter fits.
 */

export interface PlannedSlide {
  type: SlideType;
  title: string;
  content: SlideContent;
  /** Lines for the speaker notes besides the draft's own ("To verify: …"). */
  notes: string[];
  /** The checklist items this slide answers. */
  checklistIds: string[];
  required: boolean;
}

export interface Plan {
  slides: PlannedSlide[];
  /** Sections the brief asks for but says nothing about: named in the reply, never a prompt. */
  leftOut: string[];
}

interface Section {
  title: string;
  lines: Line[];
  required: boolean;
  checklistIds: string[];
  role?: 'ask' | 'next' | 'benchmark' | 'figures' | 'context';
}

const ASK =
  /\b(?:the ask|ask(?:s)? (?:of|is|on|from)|ask:|we ask|asking (?:for|the)|sign(?: |-)?off|approve|approval|decision needed|go\/no-go|freigabe|demandons|validation du)\b/i;
const NEXT = /^(?:next steps?|close with|prochaines étapes|nächste schritte)\b/i;
/** A measure: money, a percentage, or thousands and millions. */
const FIGURE = /[£$€]\s?\d|\d\s?%|\d[,.]*\s?(?:k|m|bn)\b/i;
const STOP = new Set(
  'the a an and or of for to in on at by with our their your we is are be this that from as per its it slide slides'.split(
    ' ',
  ),
);

export const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w));

/** Names of the same section ("Where we are today" is the brief's "Background"). */
const ALIKE = [/\b(?:where we are|today|situation|context|background|who we are|about)\b/i];

const overlap = (a: string, b: string) => {
  const bs = new Set(wordsOf(b));
  const alike = ALIKE.some((re) => re.test(a) && re.test(b)) ? 1 : 0;
  return wordsOf(a).filter((w) => bs.has(w)).length + alike;
};

/** The titles of the slides the plan adds itself, in the deck's language. */
export interface PlanWords {
  context: string;
  figures: string;
  benchmark: string;
  ask: string;
  next: string;
}

const ENGLISH_WORDS: PlanWords = {
  context: 'Where we are',
  figures: 'Key figures',
  benchmark: 'How it compares',
  ask: 'The ask',
  next: 'Next steps',
};

export function planDeck(
  reading: Reading,
  wanted: { min: number; max: number } | undefined,
  words: PlanWords = ENGLISH_WORDS,
): Plan {
  const sections: Section[] = [];
  const loose: Line[] = [];
  for (const b of reading.blocks) {
    if (!b.heading) {
      loose.push(...b.lines);
      continue;
    }
    const same = sections.find((s) => s.title.toLowerCase() === b.heading!.toLowerCase());
    if (same) same.lines.push(...b.lines);
    else sections.push({ title: titleOf(b.heading), lines: [...b.lines], required: false, checklistIds: [] });
  }
  const leftOut: string[] = [];
  // Each named section finds its slide: a heading of the brief, or the lines that speak of it.
  for (const named of reading.named) {
    if (named.from === 'heading') {
      const s = sections.find((x) => x.title === titleOf(named.title));
      if (s) s.required = true;
      continue;
    }
    const match = sections
      .map((s) => ({
        s,
        score: overlap(named.title, s.title) * 2 + (ASK.test(named.title) && isAsk(s) ? 2 : 0),
      }))
      .filter((m) => m.score > 0)
      .sort((a, b) => b.score - a.score)[0]?.s;
    if (match) {
      match.required = true;
      if (named.checklistId) match.checklistIds.push(named.checklistId);
      continue;
    }
    const lines = loose.filter(
      (l) => overlap(named.title, l.text) > 0 || (ASK.test(named.title) && ASK.test(l.text)),
    );
    if (lines.length) {
      for (const l of lines) loose.splice(loose.indexOf(l), 1);
      sections.push({
        title: titleOf(named.title),
        lines,
        required: true,
        checklistIds: named.checklistId ? [named.checklistId] : [],
        ...(ASK.test(named.title) || lines.some((l) => ASK.test(l.text)) ? { role: 'ask' as const } : {}),
      });
    } else if (!leftOut.includes(named.title)) leftOut.push(named.title);
  }
  // The lines under no heading: the ask, the next steps, another organisation's figures, the
  // client's own figures, and the context that opens the deck.
  const take = (test: (l: Line) => boolean) => {
    const out = loose.filter(test);
    for (const l of out) loose.splice(loose.indexOf(l), 1);
    return out;
  };
  const ask = take((l) => ASK.test(l.text) && !NEXT.test(l.text));
  const next = take((l) => NEXT.test(l.text));
  const theirs = take((l) => l.others);
  const figures = take((l) => FIGURE.test(l.text) && !/^\D*\d{4}\D*$/.test(l.text));
  const context = loose;
  const extra = (title: string, lines: Line[], role: Section['role']): Section[] =>
    lines.length ? [{ title, lines, required: false, checklistIds: [], role }] : [];
  const asked = sections.filter(isAsk);
  const body = sections.filter((s) => !isAsk(s));
  const askSection = asked[0] ?? extra(words.ask, ask, 'ask')[0];
  if (asked[0]) asked[0].lines.push(...ask);
  const outline: Section[] = [
    ...extra(words.context, context, 'context'),
    ...extra(words.figures, figures, 'figures'),
    ...body,
    ...extra(words.benchmark, theirs, 'benchmark'),
    ...asked.slice(1),
    ...(askSection ? [askSection] : []),
    ...extra(words.next, next, 'next'),
  ];
  // The title, the agenda (when there is room) and the closing slide count too.
  const max = Math.min(wanted?.max ?? DRAFT_SLIDES_MAX, DRAFT_SLIDES_MAX);
  fitLength(outline, max - 2);
  const slides = outline.map(slideFor);
  // Fewer slides than asked for: the longest list is split in two (once a section), as a designer
  // splits a long slide, never padded with prompts.
  const min = wanted ? Math.min(wanted.min, max) : 0;
  const split = new Set<PlannedSlide>();
  for (let guard = 0; slides.length + 2 < min && guard < DRAFT_SLIDES_MAX; guard++) {
    const longest = slides
      .filter((s) => s.type === 'content' && (s.content.items?.length ?? 0) >= 3 && !split.has(s))
      .sort((a, b) => (b.content.items?.length ?? 0) - (a.content.items?.length ?? 0))[0];
    if (!longest) break;
    const items = longest.content.items!;
    const half = Math.ceil(items.length / 2);
    longest.content = { items: items.slice(0, half) };
    const more: PlannedSlide = {
      ...longest,
      title: `${longest.title} (continued)`,
      content: { items: items.slice(half) },
      notes: [],
      checklistIds: [],
    };
    split.add(longest).add(more);
    slides.splice(slides.indexOf(longest) + 1, 0, more);
  }
  return { slides, leftOut };
}

const isAsk = (s: Section) =>
  s.role === 'ask' || /\b(?:asks?|investment|funding|budget ask|loan|decision)\b/i.test(s.title);

/** Within the length asked for, counting the title and closing slides: the unrequired go first. */
function fitLength(outline: Section[], max: number) {
  const order: Section['role'][] = ['context', 'benchmark', 'figures', 'next', undefined];
  for (const role of order) {
    for (let i = outline.length - 1; i >= 0 && outline.length > max; i--) {
      const s = outline[i]!;
      if (!s.required && s.role === role && !isAsk(s)) outline.splice(i, 1);
    }
  }
}

/** "Section 2. Experience (ITT 7.2.2)" → "Experience"; a heading in capitals in sentence case. */
export function titleOf(heading: string): string {
  let t = withoutSource(
    trimEndSpaced(withoutAsides(heading).replace(/^(?:section\s+)?\d{1,2}[.)]\s*/i, ''), ':-'),
  ).trim();
  if (t.length > 60) t = bullet(t, 60);
  return capital(t);
}

/** Where a heading's own words end and its source begins ("Results as per their report"). */
const SOURCE = /(?:as per|per|from) (?:their|the client'?s) /gi;

/** The heading without a trailing "as per their …" (scanned, not end-anchored: linear). */
function withoutSource(t: string): string {
  for (const m of t.matchAll(SOURCE)) {
    const rest = t.slice(m.index + m[0].length);
    if (m.index > 0 && t[m.index - 1]!.trim() === '' && /^[\w\s]+$/.test(rest))
      return t.slice(0, m.index).trimEnd();
  }
  return t;
}

/** The cells of a table row: split at "|" (spaces around it are the cell's) and at runs of tabs. */
const cells = (text: string) => text.split('|').flatMap((c) => c.trim().split(/\t+/)).length;

/** One row of a series: "Q4 25 - 91.2%", "FY2021: £212.4M", "Q1 2026   780". */
const ROW = /^-?\s?(.{1,30}?)\s{0,2}(?:[-:–|\t]|\s{2})\s{0,2}([+-]?[£$€]?\d[\d,.]*\s?(?:%|[kKmM]|bn)?)$/;

/**
 * A line read as a row of a series. Each run of spaces is first said in at most two characters
 * (a tab, two spaces, or one: the same separator or not), so ROW needs no unbounded runs of
 * spaces, which would backtrack super-linearly on a line of spaces.
 */
const rowOf = (text: string) =>
  ROW.exec(text.trim().replace(/\s+/g, (w) => (w.includes('\t') ? '\t' : w.length > 1 ? '  ' : ' ')));

/**
 * The seam where a section's matter picks its slide type: a series of labelled figures is a metrics
 * slide (a chart once that type exists), any other list a content slide (a table for a grid, a
 * timeline for phases, once those types exist).
 */
export function slideFor(s: Section): PlannedSlide {
  const own = s.lines.filter((l) => !l.others);
  const rows = own.map((l) => rowOf(l.text)).filter((m): m is RegExpExecArray => Boolean(m));
  const base = { title: s.title, checklistIds: s.checklistIds, required: s.required };
  if (rows.length >= 2 && rows.length >= own.length - 1) {
    const shown =
      rows.length > METRICS_MAX_COLUMNS ? [rows[0]!, ...rows.slice(-(METRICS_MAX_COLUMNS - 1))] : rows;
    const said = own.find((l) => !rowOf(l.text));
    return {
      ...base,
      type: 'metrics',
      content: {
        metrics: shown.map((m) => ({ value: m[2]!.trim(), label: m[1]!.trim() })),
        ...(said ? { subtitle: bullet(said.text, 90) } : {}),
      },
      notes:
        rows.length > shown.length
          ? [`The whole series: ${rows.map((m) => `${m[1]} ${m[2]}`).join('; ')}.`]
          : [],
    };
  }
  // A table's header row ("Option | Discovery | … | 3-year total") names columns, and says nothing alone.
  const items = s.lines
    .filter((l) => !(cells(l.text) >= 3 && !/[£$€%]|\d{2,}/.test(l.text)))
    .map((l) => bullet(itemOf(l.text)))
    .filter((t, i, all) => t && all.indexOf(t) === i);
  return {
    ...base,
    type: 'content',
    content: { items: items.slice(0, DRAFT_BULLETS_MAX) },
    notes:
      items.length > DRAFT_BULLETS_MAX
        ? [`Also in the brief: ${items.slice(DRAFT_BULLETS_MAX).join('; ')}.`]
        : [],
  };
}

/** A line as a bullet's words: no list marker, and a table row said as its first and last cells. */
function itemOf(text: string): string {
  const t = text.replace(/^(?:[-*•]\s+|[a-z]\)\s+|\d{1,2}[.)]\s+)/i, '').trim();
  const cells = t.split(/\s*\|\s*|\t+|\s{2,}/).filter(Boolean);
  // A before/after row ("Average claim cycle   19 days   8 days") reads as a change.
  if (cells.length === 3) return `${cells[0]}: ${cells[1]} → ${cells[2]}`;
  if (cells.length > 3) return `${cells[0]}: ${cells.at(-1)}`;
  return capital(t);
}
