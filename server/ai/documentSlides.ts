import { SLIDE_ITEMS_MAX } from '../../common/limits';
import type { SlideContent, SlideType } from '../../common/slides/model';
import { parseMetrics } from './offline';
import { readTable } from './tableSlides';

export interface DraftSlide {
  type: SlideType;
  title: string;
  content: SlideContent;
}

const MAX_SLIDES_PER_DOCUMENT = 40;
const MAX_BULLETS = 7;
/** Prose longer than this does not fit a slide as text; its first sentences become bullets. */
const MAX_TEXT = 600;
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);
const PAGE = /^--- page (\d+) ---$/;

/** Prefixes that make compounds ("self-assessment"), whose hyphen stays when a line ends on it. */
const COMPOUND_PREFIXES = new Set(['self', 'ex', 'non', 'well', 'all', 'half', 'cross', 'so']);

/** Every word of a document as written, hyphenated compounds included ("well-known"). */
function vocabularyOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []);
}

/**
 * Lines of one paragraph (a PDF breaks its lines where the page did), rejoined. A line ending in a
 * hyphen before a lowercase word is either a word the typesetter split ("organi-" "zation") or a
 * compound that happened to end the line ("well-" "known"). The hyphen stays when the compound is
 * written whole elsewhere in the document, when the first part is already a compound
 * ("state-of-the-" "art"), or when it starts with a compound prefix ("self-"); otherwise it goes.
 */
function joinLines(lines: string[], vocabulary: Set<string>): string {
  let out = '';
  for (const line of lines) {
    if (/\p{Ll}-$/u.test(out) && /^\p{Ll}/u.test(line)) {
      const left = /(?<!\p{L})(?<!\p{L}-)(\p{L}+(?:-\p{L}+)*)-$/u.exec(out)![1]!.toLowerCase();
      const right = /^\p{L}+/u.exec(line)![0].toLowerCase();
      const compound =
        vocabulary.has(`${left}-${right}`) ||
        left.includes('-') ||
        (COMPOUND_PREFIXES.has(left) && !vocabulary.has(`${left}${right}`));
      out = compound ? out + line : out.slice(0, -1) + line;
    } else out = out ? `${out} ${line}` : line;
  }
  return out;
}

/** Sentences end at . ! or ? (and a closing quote) followed by a space: "3.5" stays whole. */
function sentencesOf(prose: string): string[] {
  return prose
    .split(/(?<=[.!?]["'”’)]{0,3})\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
}

/**
 * Slides from a document's extracted structure (the light Markdown of server/documents):
 * the first heading becomes a title slide, each later heading a slide, list items its bullets,
 * "label: figure" lines or tables of figures a metrics slide, plain paragraphs its text, other
 * tables bullets or a slide per row (tableSlides).
 */
export function documentToSlides(text: string, fallbackTitle = 'Document'): DraftSlide[] {
  const vocabulary = vocabularyOf(text);
  const join = (paragraph: string[]) => joinLines(paragraph, vocabulary);
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  interface Section {
    title: string;
    level: number;
    /** The PDF page a section of a document without headings stands for. */
    page?: number;
    bullets: string[];
    paragraphs: string[];
    /** Each table's rows; a table is a run of "| a | b |" lines. */
    tables: string[][][];
  }
  const sections: Section[] = [];
  let current: Section | undefined;
  const start = (title: string, level: number) => {
    current = { title, level, bullets: [], paragraphs: [], tables: [] };
    sections.push(current);
  };
  // Without headings, a PDF's pages are its only structure: each page gives its own slide.
  const byPage = !lines.some((l) => /^#{1,6}\s/.test(l));
  let inTable = false;
  for (const line of lines) {
    const wasInTable = inTable;
    inTable = false;
    const page = PAGE.exec(line);
    if (page) {
      if (byPage && Number(page[1]) > 1) {
        start('', 0);
        current!.page = Number(page[1]);
      }
      continue;
    }
    const heading = /^(#{1,6})\s+(\S.*)$/.exec(line);
    if (heading) {
      start(heading[2]!.trim(), heading[1]!.length);
      continue;
    }
    if (!current) start('', 0);
    const bullet = /^(?:[-*•]|\d+[.)])\s+(\S.*)$/.exec(line);
    if (bullet) current!.bullets.push(bullet[1]!);
    else if (/^\|.*\|$/.test(line)) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      inTable = true;
      if (!wasInTable) current!.tables.push([]);
      if (!cells.every((c) => /^:?-+:?$/.test(c))) current!.tables.at(-1)!.push(cells);
    } else current!.paragraphs.push(line);
  }

  const slides: DraftSlide[] = [];
  const titled = sections.find((s) => s.title);
  const intro = sections[0];
  // The title slide's subtitle is the first paragraph, before the first heading if there is one;
  // that paragraph is not repeated on its section's slide.
  const subtitleFrom = titled && (intro?.paragraphs.length ? intro : titled);
  if (titled) {
    const subtitle = subtitleFrom?.paragraphs[0];
    slides.push({
      type: 'title',
      title: clip(titled.title, 200),
      content: subtitle ? { subtitle: clip(subtitle, 300) } : {},
    });
  }
  for (const s of sections) {
    const isTitleSection = s === titled;
    const title = clip(s.title || (s.page ? `${fallbackTitle} (page ${s.page})` : fallbackTitle), 200);
    const figures = figuresOf(s.paragraphs, s.bullets, s.tables.flat());
    if (figures.length >= 2) {
      slides.push({ type: 'metrics', title, content: { metrics: figures.slice(0, 8) } });
      continue;
    }
    const tables = s.tables.filter((t) => t.length).map(readTable);
    const rowSlides = tables.flatMap((t) => (t.kind === 'rows' ? t.slides : []));
    let bullets = [...s.bullets, ...tables.flatMap((t) => (t.kind === 'bullets' ? t.bullets : []))];
    // A table told a slide per row is introduced by what it compares.
    const compared = tables.find((t) => t.kind === 'rows');
    if (!bullets.length && compared?.kind === 'rows') bullets = compared.columns;
    const paragraphs = s === subtitleFrom ? s.paragraphs.slice(1) : s.paragraphs;
    slides.push(...sectionSlides(title, paragraphs, bullets, s.page, !isTitleSection, join), ...rowSlides);
  }
  return slides.slice(0, MAX_SLIDES_PER_DOCUMENT);
}

/** A section's own slides: a statement, or text and bullets (continued on a second slide). */
function sectionSlides(
  title: string,
  paragraphs: string[],
  bullets: string[],
  page: number | undefined,
  mayBeStatement: boolean,
  join: (paragraph: string[]) => string,
): DraftSlide[] {
  if (!bullets.length && join(paragraphs).length > MAX_TEXT) {
    const sentences = sentencesOf(join(paragraphs));
    // A page that opens mid-sentence starts with the end of the previous page's last sentence.
    if (page && /^\p{Ll}/u.test(sentences[0] ?? '')) sentences.shift();
    bullets = sentences.slice(0, MAX_BULLETS);
    paragraphs = [];
  }
  if (!bullets.length && !paragraphs.length) return [];
  if (!bullets.length && paragraphs.length === 1 && paragraphs[0]!.length <= 140 && mayBeStatement) {
    return [{ type: 'statement', title, content: { text: paragraphs[0]! } }];
  }
  const content: SlideContent = {};
  if (paragraphs.length) content.text = clip(join(paragraphs), MAX_TEXT);
  if (bullets.length)
    content.items = bullets.slice(0, Math.min(MAX_BULLETS, SLIDE_ITEMS_MAX)).map((b) => clip(b, 200));
  const slides: DraftSlide[] = [{ type: 'content', title, content }];
  // Long lists go on to a second slide rather than shrinking to nothing.
  if (bullets.length > MAX_BULLETS) {
    slides.push({
      type: 'content',
      title: `${title} (continued)`,
      content: { items: bullets.slice(MAX_BULLETS, MAX_BULLETS * 2).map((b) => clip(b, 200)) },
    });
  }
  return slides;
}

/** "Revenue: $4.2M" lines, or two-column tables whose second column is a figure. */
function figuresOf(paragraphs: string[], bullets: string[], rows: string[][]) {
  const out: { value: string; label: string }[] = [];
  for (const line of [...paragraphs, ...bullets]) {
    const m = /^([^:]{2,60}):\s*([+-]?[$€£]?\d[\d,.]*\s?(?:%|[kmb]n?|x|million|billion)?)\s*$/i.exec(line);
    if (m) out.push({ label: m[1]!.trim(), value: m[2]!.replace(/\s+/g, '') });
  }
  for (const r of rows) {
    if (r.length === 2 && /^[+-]?[$€£]?\d/.test(r[1]!)) out.push({ label: r[0]!, value: r[1]! });
  }
  if (out.length) return out;
  return [];
}

export { parseMetrics };
