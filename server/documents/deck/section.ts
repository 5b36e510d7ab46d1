import { DRAFT_SLIDE_BUDGET, DRAFT_SLIDES_PER_SECTION } from '../../../common/limits';
import type { Metric } from '../../../common/slides/model';
import { isLower } from '../prose';
import { figureOf } from './metrics';
import { bestSentences, type Candidate } from './rank';
import { displayLength, sentencesOf, shorten, withoutCitations } from './sentences';
import { readTable } from './tables';
import type { Block, DraftSlide } from './types';

/** Prose this short (and nothing else) goes on a slide whole, as its text. */
const WHOLE_TEXT_MAX = 280;
/** A single sentence this short, alone in its section, is a statement slide. */
const STATEMENT_MAX = 140;
/** Metrics slides one section may have. */
const METRICS_SLIDES_MAX = 2;

/** What a section says, sorted for slides. */
export interface Material {
  blocks: Block[];
  sentences: Candidate[];
  items: string[];
  figures: Metric[];
  tables: string[][][];
  /** Its paragraphs, whole. */
  prose: string;
}

/** Lines of a table of contents: dot leaders, or text ending on a page number after many dots. */
function isContentsLine(text: string): boolean {
  return text.includes('. . .') || text.includes('....') || (text.includes('…') && /\d$/.test(text));
}

/** A table of contents set as a table: most rows end on a page number, or have dot leaders. */
function isContentsTable(rows: string[][]): boolean {
  const paged = rows.filter(
    (r) => (r.length >= 2 && /^[\divxlc]+$/i.test(r.at(-1)!.trim())) || r.some(isContentsLine),
  );
  return rows.length >= 3 && paged.length >= rows.length * 0.7;
}

export function materialOf(blocks: Block[], startsMidSentence = false): Material {
  const sentences: Candidate[] = [];
  const items: string[] = [];
  const figures: Metric[] = [];
  const tables: string[][][] = [];
  const paragraphs: string[] = [];
  const seen = new Set<string>();
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      const figure = figureOf(block.text);
      if (figure) {
        figures.push(figure);
        continue;
      }
      if (isContentsLine(block.text)) continue;
      paragraphs.push(block.text);
      const parts = sentencesOf(block.text);
      // A page that opens mid-sentence starts with the end of the previous page's last sentence.
      if (startsMidSentence && sentences.length === 0 && isLower(parts[0]?.[0])) parts.shift();
      for (const [i, text] of parts.entries()) {
        const clean = withoutCitations(text);
        // A sentence said again (boilerplate, a repeated warning) is one bullet at most.
        if (clean && !seen.has(clean))
          sentences.push({ text: clean, index: sentences.length, leads: i === 0 });
        seen.add(clean);
      }
    } else if (block.kind === 'list') {
      for (const item of block.items) {
        const figure = figureOf(item);
        if (figure) figures.push(figure);
        else if (!isContentsLine(item)) items.push(withoutCitations(item));
      }
    } else {
      const two = block.rows.filter((r) => r.length === 2 && r[0] && r[1]);
      const rowFigures = two.map(([label, value]) => figureOf(`${label}: ${value}`));
      if (two.length === block.rows.length && rowFigures.every(Boolean) && rowFigures.length >= 2) {
        figures.push(...(rowFigures as Metric[]));
      } else if (!isContentsTable(block.rows)) {
        const rows = block.rows.filter((r) => !r.some(isContentsLine));
        if (rows.length) tables.push(rows);
      }
    }
  }
  // Many "word: number" lines with bare whole numbers are an index or a table of contents (page
  // numbers), not the section's key figures.
  const bare = figures.filter((f) => /^\d+$/.test(f.value)).length;
  const index = figures.length > 6 && bare > figures.length / 2;
  return { blocks, sentences, items, figures: index ? [] : figures, tables, prose: paragraphs.join(' ') };
}

/** Bullets packed into slides: at most DRAFT_SLIDE_BUDGET.bullets each, and its characters. */
function pack(title: string, bullets: string[], first: Partial<DraftSlide['content']> = {}): DraftSlide[] {
  const slides: DraftSlide[] = [];
  let current: string[] = [];
  // The budget counts every character shown, a separator between pieces, and keeps a margin.
  const budget = DRAFT_SLIDE_BUDGET.slideChars - 20;
  let chars = title.length + displayLength(first.text ?? '');
  const push = () => {
    const content = slides.length === 0 ? { ...first, items: current } : { items: current };
    slides.push({ type: 'content', title: slides.length ? continued(title) : title, content });
    current = [];
    chars = title.length;
  };
  for (const bullet of bullets) {
    const size = displayLength(bullet) + 1;
    if (current.length && (current.length >= DRAFT_SLIDE_BUDGET.bullets || chars + size > budget)) push();
    current.push(bullet);
    chars += size;
  }
  if (current.length) push();
  return slides;
}

export function continued(title: string): string {
  const suffix = ' (continued)';
  return `${shorten(title, DRAFT_SLIDE_BUDGET.titleChars - suffix.length)}${suffix}`;
}

/** How many of a section's sentences make its bullets: more for a longer section, within its slides. */
function bulletCount(sentences: number, slides: number): number {
  const wished = Math.max(2, Math.ceil(Math.sqrt(sentences) * 1.5));
  return Math.min(sentences, wished, slides * DRAFT_SLIDE_BUDGET.bullets);
}

interface Context {
  sectionsUsing(term: string): number;
  sectionCount: number;
}

/**
 * A section's slides, at most `allowance` of them: its figures as a metrics slide, a lone short
 * sentence as a statement, short prose whole, else its list items or its best sentences as bullets
 * (never cut inside a word), then its tables. What does not fit is counted in `leftOut`.
 */
export function sectionSlides(
  rawTitle: string,
  material: Material,
  allowance: number,
  context: Context,
  options: { page?: number; statement?: boolean } = {},
): { slides: DraftSlide[]; leftOut: string[] } {
  const title = shorten(trimTitle(rawTitle), DRAFT_SLIDE_BUDGET.titleChars);
  const leftOut: string[] = [];
  const slides: DraftSlide[] = [];
  const source = options.page ? `From page ${options.page} of the document.` : undefined;
  // A bullet is kept short on the slide; the words it had to leave out go to the speaker notes,
  // so the presenter still has them and nothing of the document is silently dropped.
  const inFull = new Map<string, string>();
  const bullet = (text: string) => {
    const short = shorten(text, DRAFT_SLIDE_BUDGET.bulletChars);
    if (short !== text) inFull.set(short, text);
    return short;
  };
  const add = (s: DraftSlide) => {
    const shortened = [...(s.content.items ?? []), ...(s.content.metrics ?? []).map((m) => m.label)].flatMap(
      (t) => (inFull.has(t) ? [inFull.get(t)!] : []),
    );
    const notes = [
      source,
      shortened.length ? `In full:\n${shortened.map((t) => `• ${t}`).join('\n')}` : undefined,
    ].filter(Boolean);
    slides.push(notes.length ? { ...s, notes: notes.join('\n') } : s);
  };

  const { figures, items, sentences, tables } = material;
  if (figures.length >= 2) {
    const per = DRAFT_SLIDE_BUDGET.metrics;
    for (let i = 0; i < figures.length && i < per * METRICS_SLIDES_MAX; i += per) {
      add({
        type: 'metrics',
        title: i ? continued(title) : title,
        content: {
          metrics: figures.slice(i, i + per).map((m) => ({ label: bullet(m.label), value: m.value })),
        },
      });
    }
    if (figures.length > per * METRICS_SLIDES_MAX)
      leftOut.push(`${figures.length - per * METRICS_SLIDES_MAX} of ${figures.length} figures in “${title}”`);
  } else if (figures.length === 1) {
    items.unshift(`${figures[0]!.label}: ${figures[0]!.value}`);
  }

  const onlyProse = !items.length && !tables.length;
  let lead: string | undefined;
  const firstOf = () => {
    const text = lead;
    lead = undefined;
    return text ? { text } : {};
  };
  if (
    onlyProse &&
    sentences.length === 1 &&
    material.prose.length <= STATEMENT_MAX &&
    options.statement !== false &&
    !slides.length
  ) {
    add({ type: 'statement', title, content: { text: material.prose } });
  } else if (!items.length && sentences.length && displayLength(material.prose) <= WHOLE_TEXT_MAX) {
    // Short prose is said whole: on its own slide, or leading the section's first table.
    if (tables.length) lead = material.prose;
    else add({ type: 'content', title, content: { text: material.prose } });
  } else if (items.length || sentences.length) {
    const room = Math.max(1, Math.min(allowance, DRAFT_SLIDES_PER_SECTION) - slides.length);
    let bullets: string[];
    if (items.length) {
      // The author's own list says the section's points; a sentence or two of prose leads it.
      const lead = sentences.length
        ? bestSentences(
            sentences,
            Math.min(2, sentences.length),
            context.sectionsUsing,
            context.sectionCount,
            title,
          )
        : [];
      bullets = [...lead.map((c) => c.text), ...items].map(bullet);
      const fit = room * DRAFT_SLIDE_BUDGET.bullets;
      if (bullets.length > fit) {
        leftOut.push(`${bullets.length - fit + 1} of ${items.length} list items in “${title}”`);
        bullets = [...bullets.slice(0, fit - 1), `… and ${bullets.length - fit + 1} more`];
      }
    } else {
      const k = bulletCount(sentences.length, room);
      bullets = bestSentences(sentences, k, context.sectionsUsing, context.sectionCount, title).map((c) =>
        bullet(c.text),
      );
    }
    for (const s of pack(title, bullets).slice(0, room)) add(s);
  }

  for (const rows of tables) {
    if (slides.length >= allowance) {
      leftOut.push(`a table of ${rows.length} rows in “${title}” (the section's slides were full)`);
      continue;
    }
    const table = readTable(rows);
    if (table.kind === 'bullets') {
      const bullets = table.bullets.map(bullet);
      if (table.leftOut) {
        bullets.push(`… and ${table.leftOut} more rows (of ${table.rows})`);
        leftOut.push(`${table.leftOut} of ${table.rows} rows of a table in “${title}”`);
      }
      for (const s of pack(slides.length ? continued(title) : title, bullets).slice(
        0,
        allowance - slides.length,
      ))
        add(s);
    } else {
      const overview = [...table.columns.map(bullet)];
      if (slides.length < allowance)
        for (const s of pack(slides.length ? continued(title) : title, overview, firstOf()).slice(0, 1))
          add(s);
      let shown = 0;
      for (const row of table.rows) {
        if (slides.length >= allowance) break;
        for (const s of pack(
          shorten(trimTitle(row.title), DRAFT_SLIDE_BUDGET.titleChars),
          row.items.map(bullet),
        ).slice(0, 1))
          add(s);
        shown++;
      }
      if (shown < table.total)
        leftOut.push(`${table.total - shown} of ${table.total} rows of a table in “${title}”`);
    }
  }
  return { slides: slides.slice(0, Math.max(allowance, 1)), leftOut };
}

function trimTitle(text: string): string {
  let title = text.trim();
  while (title && ',;:–—-'.includes(title.at(-1)!)) title = title.slice(0, -1).trimEnd();
  return title;
}
