import { CONTINUED_SUFFIX, DRAFT_SLIDE_BUDGET, DRAFT_SLIDES_PER_SECTION } from '../../../common/limits';
import type { Metric } from '../../../common/slides/model';
import { chartOfTable } from '../../../common/slides/readData';
import { isCjk, isEmailAddress, isLetter, isLower } from '../prose';
import { figureOf } from './metrics';
import { bestSentences, type Candidate } from './rank';
import { compact, displayLength, sentencesOf, shorten, withoutCitations } from './sentences';
import { sayShorter } from './shorter';
import { gridOf, readTable } from './tables';
import { headingTitle, shortTitle, trimTitle, withoutNumber } from './titles';
import type { Block, DraftSlide } from './types';

/** Prose this short (and nothing else) goes on a slide whole, as its text. */
const WHOLE_TEXT_MAX = 280;
/** A single sentence this short, alone in its section, is a statement slide. */
const STATEMENT_MAX = 140;
/** Metrics slides one section may have. */
const METRICS_SLIDES_MAX = 2;
/** Sentences of the document a slide's speaker notes add to what it shows. */
const NOTES_SENTENCES = 2;
/** Left-out list items the notes name. */
const NOTES_ITEMS = 5;

/** What a section says, sorted for slides. */
export interface Material {
  blocks: Block[];
  sentences: Candidate[];
  /** List items, in order (their `leads` is unused). */
  items: Candidate[];
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
  // A contents table has no header: a first row that names its last column ("Seats") is a table's.
  const last = rows[0]?.at(-1)?.trim() ?? '';
  if (rows[0] && rows[0].length >= 2 && last && !/\d/.test(last) && !rows[0].some(isContentsLine))
    return false;
  const paged = rows.filter(
    (r) => (r.length >= 2 && /^[\divxlc]+$/i.test(r.at(-1)!.trim())) || r.some(isContentsLine),
  );
  return rows.length >= 3 && paged.length >= rows.length * 0.7;
}

/** Column names of a document's revision history or sign-off table (DocBook's "COLLABORATORS"). */
const HISTORY_COLUMNS = new Set([
  'action',
  'name',
  'signature',
  'number',
  'description',
  'revision',
  'version',
  'rev',
  'author',
  'changes',
  'written by',
]);

/**
 * A document's revision history or sign-off table: a row names a date column and two of the
 * columns such tables have. The document's care, not what it says to a client.
 */
export function isRevisionTable(rows: string[][]): boolean {
  return rows.slice(0, 2).some((row) => {
    const cells = row.map((c) => c.trim().toLowerCase());
    return cells.includes('date') && cells.filter((c) => HISTORY_COLUMNS.has(c)).length >= 2;
  });
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** A section's placeholder for what it has none of, in a few languages. */
const PLACEHOLDER =
  /^(?:n\/?a|none(?: at (?:this|the moment|present))?|nothing(?: to report)?(?: at this time)?|tbd|tbc|to be (?:confirmed|determined)|néant|keine|ninguno|nada|[-–—])\.?$/i;
const PLACEHOLDER_CHARS = 40;

/** Characters of code and shell lines, rare in prose. */
const CODE_SIGNS = '{}<>|$=\\_*+#~^`';

/**
 * Not slide material: a footnote (it opens on its mark: "⁴Unlike…", "3If a package…"), a signature
 * block's rule, a drawing made of characters, or a line of code or shell.
 */
export function isNoise(text: string): boolean {
  const t = text.trim();
  if (!t) return true;
  if (isCode(t)) return true;
  // "N/A", "None at this time", "TBD": a section's placeholder, nothing to show.
  if (t.length <= PLACEHOLDER_CHARS && PLACEHOLDER.test(t)) return true;
  // A sentence that opens what follows it ("Major contributors:", "show bindings:") says nothing
  // on a slide of its own, where what followed (names, an example) is not.
  const last = t.at(-1);
  if (last === ':' || last === '：') return true;
  if (isNameRoll(t)) return true;
  // A signature or a contact line: a name and an e-mail address ("Владимир Лидовский, litwr@yandex.ru").
  if (t.length <= 100 && t.includes('@') && t.split(' ').some((w) => isEmailAddress(trimPunctuation(w))))
    return true;
  if (SUPERSCRIPT_DIGITS.includes(t[0]!)) return true;
  let digits = 0;
  while (digits < t.length && t[digits]! >= '0' && t[digits]! <= '9') digits++;
  if (digits > 0 && digits <= 2 && /[A-Z]/.test(t[digits] ?? '') && isLower(t[digits + 1])) return true;
  if (t.includes('-----') || t.includes('+->') || t.includes('-+ ')) return true;
  let letters = 0;
  let code = 0;
  let count = 0;
  for (const ch of t) {
    if (ch === ' ') continue;
    count++;
    if (isLetter(ch) || isCjk(ch)) letters++;
    else if (CODE_SIGNS.includes(ch)) code++;
  }
  return count >= 6 && (letters / count < 0.4 || code / count > 0.12);
}

/**
 * A line of code, a comment in code or a shell command: never a bullet ("// set up the parser",
 * "$ apt-get install foo", "def parse(text):", "x = read(f);").
 */
const CODE_LINE =
  /^(?:\/\/|\/\*|\*\/|#!|#include\b|#define\b|import\s+[\w{*]|from\s+[\w.]+\s+import\b|def\s+\w+\s*\(|function\b\s*(?:\w+\s*)?\(|class\s+\w+\s*[:({]|(?:const|let|var|int|char|void|public|private|static)\s+\w+\b.*[=;({]|\$\s+\S|>>>\s|[\w.]+\s*\([^()]*\)\s*;$|\w+\s*(?:=|\+=|:=)\s*[\w"'[({].*;$)/;

export function isCode(text: string): boolean {
  return CODE_LINE.test(text.trim());
}

/** A word without the brackets and punctuation around it ("<ann@example.org>," -> "ann@example.org"). */
function trimPunctuation(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && '<(['.includes(word[start]!)) start++;
  while (end > start && '>)],.;:'.includes(word[end - 1]!)) end--;
  return word.slice(start, end);
}

/** Names in a roll of credits: this many at least, and nearly all of them names. */
const ROLL_NAMES_MIN = 5;

/**
 * A roll of people's names ("Eric Abrahamsen, Lenimar Nunes de Andrade, Eilinger August, …"): a
 * document's thanks or credits, which no client reads from a slide.
 */
export function isNameRoll(text: string): boolean {
  // Most text has too few commas to be a roll: counted before anything is split.
  let separators = 0;
  for (let i = 0; i < text.length && separators < ROLL_NAMES_MIN - 1; i++)
    if (text[i] === ',' || text[i] === ';') separators++;
  if (separators < ROLL_NAMES_MIN - 1) return false;
  const parts = text.split(/[,;]/).map((p) => p.trim().replace(/^(and|und|et|и) /, ''));
  if (parts.length < ROLL_NAMES_MIN) return false;
  const names = parts.filter((p) => {
    const words = p.split(' ').filter(Boolean);
    if (words.length < 2 || words.length > 5) return false;
    const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
    return capitalised >= 2 && capitalised >= words.length - 2 && !/[.!?]$/.test(p);
  });
  return names.length >= parts.length * 0.8;
}

/** A word of three letters or more (CJK: two characters), in a table cell. */
function hasWord(cell: string): boolean {
  let run = 0;
  for (const ch of cell) {
    if (isCjk(ch)) {
      if (++run >= 2) return true;
    } else if (isLetter(ch)) {
      if (++run >= 3) return true;
    } else run = 0;
  }
  return false;
}

export function materialOf(blocks: Block[], startsMidSentence = false): Material {
  const sentences: Candidate[] = [];
  const items: Candidate[] = [];
  const figures: Metric[] = [];
  const tables: string[][][] = [];
  const paragraphs: string[] = [];
  const seen = new Set<string>();
  let part: string | undefined;
  for (const block of blocks) {
    const where = part === undefined ? {} : { part };
    if (block.kind === 'subheading') {
      part = block.text;
    } else if (block.kind === 'paragraph') {
      const figure = figureOf(block.text);
      if (figure) {
        figures.push(figure);
        continue;
      }
      if (isContentsLine(block.text)) continue;
      if (isNoise(block.text)) continue;
      paragraphs.push(block.text);
      const parts = sentencesOf(block.text);
      // A page that opens mid-sentence starts with the end of the previous page's last sentence.
      if (startsMidSentence && sentences.length === 0 && isLower(parts[0]?.[0])) parts.shift();
      for (const [i, text] of parts.entries()) {
        const clean = withoutCitations(text);
        // A sentence said again (boilerplate, a repeated warning) is one bullet at most.
        if (clean && !seen.has(clean) && !isNoise(clean))
          sentences.push({ text: clean, index: sentences.length, leads: i === 0, ...where });
        seen.add(clean);
      }
    } else if (block.kind === 'list') {
      for (const item of block.items) {
        const figure = figureOf(item);
        if (figure) figures.push(figure);
        else if (!isContentsLine(item) && !isNoise(item))
          items.push({
            text: withoutListJoin(withoutCitations(item)),
            index: items.length,
            leads: false,
            ...where,
          });
      }
    } else {
      const two = block.rows.filter((r) => r.length === 2 && r[0] && r[1]);
      const rowFigures = two.map(([label, value]) => figureOf(`${label}: ${value}`));
      if (two.length === block.rows.length && rowFigures.every(Boolean) && rowFigures.length >= 2) {
        figures.push(...(rowFigures as Metric[]));
      } else if (!isContentsTable(block.rows) && !isRevisionTable(block.rows)) {
        // Under a header, a row of figures ("Pro | €49 | 10") is the table's matter, not noise.
        const headed = gridOf(block.rows) !== undefined;
        const rows = block.rows.filter(
          (r) => !r.some(isContentsLine) && !(headed ? isCode(r.join(' ')) : isNoise(r.join(' '))),
        );
        // A "table" most of whose rows hold no word is a formula or a drawing set in cells.
        if (rows.length && rows.filter((r) => r.some(hasWord)).length * 2 >= rows.length) tables.push(rows);
      }
    }
  }
  // Many "word: number" lines with bare whole numbers are an index or a table of contents (page
  // numbers), not the section's key figures.
  const bare = figures.filter((f) => /^\d+$/.test(f.value)).length;
  const index = figures.length > 6 && bare > figures.length / 2;
  return { blocks, sentences, items, figures: index ? [] : figures, tables, prose: paragraphs.join(' ') };
}

/** Words that join a list's last items in a sentence ("…, and" / "…; or"). */
const LIST_JOINS = ['and', 'or', 'und', 'oder', 'et', 'ou', 'и', 'или'];

/**
 * A list item without the punctuation and the "and" that joined it to the next one in the
 * author's sentence ("aid developers in the construction of package archives, and"): on a slide
 * each item stands alone.
 */
export function withoutListJoin(item: string): string {
  let text = item.trimEnd();
  const space = text.lastIndexOf(' ');
  if (space > 0 && LIST_JOINS.includes(text.slice(space + 1).toLowerCase())) {
    const before = text.slice(0, space).trimEnd();
    if (before.endsWith(',') || before.endsWith(';')) text = before;
  }
  while (text.endsWith(',') || text.endsWith(';')) text = text.slice(0, -1).trimEnd();
  return text || item;
}

/** A bullet on its way to a slide: its text, and the subsection it comes from. */
interface Bullet {
  text: string;
  part?: string;
  /** The sentence it shows, when it is one (for the notes' neighbouring sentences). */
  from?: Candidate;
}

/**
 * Bullets packed into slides: at most DRAFT_SLIDE_BUDGET.bullets each, and its characters. A slide
 * after the first is titled by the subsection its first bullet comes from, when the deck has no
 * slide of that name yet, and is "… (continued)" otherwise.
 */
function pack(
  title: string,
  bullets: Bullet[],
  first: Partial<DraftSlide['content']> = {},
  startsContinued = false,
): Array<DraftSlide & { bullets: Bullet[] }> {
  const slides: Array<DraftSlide & { bullets: Bullet[] }> = [];
  const titles = new Set([title]);
  let current: Bullet[] = [];
  // The budget counts every character shown, a separator between pieces, and keeps a margin.
  const budget = DRAFT_SLIDE_BUDGET.slideChars - 20;
  let chars = title.length + displayLength(first.text ?? '');
  const push = () => {
    const items = current.map((b) => b.text);
    const content = slides.length === 0 ? { ...first, items } : { items };
    const part = current[0]?.part && partTitle(current[0].part);
    let name = slides.length === 0 && !startsContinued ? title : continued(title);
    if (slides.length > 0 && part && !titles.has(part))
      name = shortTitle(part, DRAFT_SLIDE_BUDGET.titleChars);
    titles.add(name);
    slides.push({ type: 'content', title: name, content, bullets: current });
    current = [];
    chars = title.length;
  };
  for (const bullet of bullets) {
    const size = displayLength(bullet.text) + 1;
    if (current.length && (current.length >= DRAFT_SLIDE_BUDGET.bullets || chars + size > budget)) push();
    current.push(bullet);
    chars += size;
  }
  if (current.length) push();
  return slides;
}

/** "Title (continued)", said once however often a section goes on. */
export function continued(title: string): string {
  if (title.endsWith(CONTINUED_SUFFIX)) return title;
  return `${shorten(title, DRAFT_SLIDE_BUDGET.titleChars - CONTINUED_SUFFIX.length)}${CONTINUED_SUFFIX}`;
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
 * sentence as a statement, short prose whole, else its best list items or sentences as bullets
 * (never cut inside a word; more than fit are ranked like sentences), then its tables. Each slide's
 * notes give its page, the bullets it shortened in full, and the document's next-best sentences
 * around what it shows. What does not fit is counted in `leftOut`.
 */
export function sectionSlides(
  rawTitle: string,
  material: Material,
  allowance: number,
  context: Context,
  options: { page?: number; statement?: boolean } = {},
): { slides: DraftSlide[]; leftOut: string[] } {
  const title = headingTitle(rawTitle);
  const leftOut: string[] = [];
  const slides: DraftSlide[] = [];
  const source = options.page ? `From page ${options.page} of the document.` : undefined;
  const best = (candidates: Candidate[], k: number) =>
    bestSentences(candidates, k, context.sectionsUsing, context.sectionCount, title);
  // A bullet is kept short on the slide; the words it had to leave out go to the speaker notes,
  // so the presenter still has them and nothing of the document is silently dropped.
  const inFull = new Map<string, string>();
  const bullet = (text: string) => {
    // Said shorter at a clause, never cut with "…" (a cut figure, "more than $80", says something else).
    const short = sayShorter(compact(text, DRAFT_SLIDE_BUDGET.bulletChars), DRAFT_SLIDE_BUDGET.bulletChars);
    if (short !== text) inFull.set(short, text);
    return short;
  };
  const add = (s: DraftSlide, more: string[] = []) => {
    const shortened = [...(s.content.items ?? []), ...(s.content.metrics ?? []).map((m) => m.label)].flatMap(
      (t) => (inFull.has(t) ? [inFull.get(t)!] : []),
    );
    const notes = [
      source,
      shortened.length ? `In full:\n${shortened.map((t) => `• ${t}`).join('\n')}` : undefined,
      ...more,
    ].filter(Boolean);
    slides.push(notes.length ? { ...s, notes: notes.join('\n\n') } : s);
  };

  const { figures, sentences, tables } = material;
  let items = material.items;
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
    const figure = { text: `${figures[0]!.label}: ${figures[0]!.value}`, index: -1, leads: false };
    items = [figure, ...items];
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
    const fit = room * DRAFT_SLIDE_BUDGET.bullets;
    const toBullet = (c: Candidate, from?: Candidate): Bullet => ({
      text: bullet(c.text),
      ...(c.part ? { part: c.part } : {}),
      ...(from ? { from } : {}),
    });
    let bullets: Bullet[];
    let notMentioned: Candidate[] = [];
    if (items.length) {
      // The author's own list says the section's points; a sentence or two of prose leads it. A list
      // longer than the slides hold keeps its best items (ranked like sentences), in its order.
      const leading = sentences.length ? best(sentences, Math.min(2, sentences.length)) : [];
      const kept = items.length > fit - leading.length ? best(items, fit - leading.length) : items;
      if (kept.length < items.length) {
        leftOut.push(`${items.length - kept.length} of ${items.length} list items in “${title}”`);
        notMentioned = items.filter((c) => !kept.includes(c));
      }
      bullets = [...leading.map((c) => toBullet(c, c)), ...kept.map((c) => toBullet(c))];
    } else {
      bullets = best(sentences, bulletCount(sentences.length, room)).map((c) => toBullet(c, c));
    }
    const packed = pack(title, bullets).slice(0, room);
    const shown = new Set(packed.flatMap((p) => p.bullets.flatMap((b) => (b.from ? [b.from] : []))));
    for (const [i, { bullets: on, ...slide }] of packed.entries()) {
      const more: string[] = [];
      // The sentences around what the slide shows that did not make it: what the presenter can add.
      const indexes = on.flatMap((b) => (b.from ? [b.from.index] : []));
      if (indexes.length) {
        const from = Math.min(...indexes);
        const to = i === packed.length - 1 ? Number.POSITIVE_INFINITY : Math.max(...indexes);
        const near = sentences.filter((c) => c.index >= from && c.index <= to && !shown.has(c));
        const said = best(near, NOTES_SENTENCES);
        if (said.length) more.push(`More from the document:\n${said.map((c) => `• ${c.text}`).join('\n')}`);
      }
      if (i === packed.length - 1 && notMentioned.length) {
        const named = notMentioned.slice(0, NOTES_ITEMS).map((c) => `• ${c.text}`);
        const rest = notMentioned.length - named.length;
        more.push(
          `The document lists ${notMentioned.length} more:\n${named.join('\n')}${rest ? `\n… and ${rest} more` : ''}`,
        );
      }
      add(slide, more);
    }
  }

  // Tables that found no room are counted together: one line of the warning, not one per table.
  let unshown = 0;
  let unshownRows = 0;
  for (const rows of tables) {
    if (slides.length >= allowance) {
      unshown++;
      unshownRows += rows.length;
      continue;
    }
    // A table with a header is a table slide (a chart when its header is periods and its cells
    // numbers); its rows continue on at most two slides under the header (see withinFit).
    const grid = gridOf(rows);
    if (grid) {
      const pending = firstOf();
      if (pending.text && slides.length < allowance - 1) add({ type: 'content', title, content: pending });
      const chart = chartOfTable(grid.table);
      add(
        chart
          ? { type: 'chart', title, content: { chart } }
          : { type: 'table', title, content: { table: grid.table } },
      );
      const total = rows.length - 1;
      if (grid.rowsLeft) leftOut.push(`${grid.rowsLeft} of ${total} rows of a table in “${title}”`);
      if (grid.columnsLeft)
        leftOut.push(
          `${grid.columnsLeft} of ${grid.table.header.length + grid.columnsLeft} columns of a table in “${title}”`,
        );
      continue;
    }
    const table = readTable(rows);
    const plain = (texts: string[]): Bullet[] => texts.map((text) => ({ text: bullet(text) }));
    if (table.kind === 'bullets') {
      const bullets = plain(table.bullets);
      if (table.leftOut) {
        bullets.push({ text: `… and ${table.leftOut} more rows (of ${table.rows})` });
        leftOut.push(`${table.leftOut} of ${table.rows} rows of a table in “${title}”`);
      }
      for (const { bullets: _, ...s } of pack(title, bullets, {}, slides.length > 0).slice(
        0,
        allowance - slides.length,
      ))
        add(s);
    } else {
      if (slides.length < allowance)
        for (const { bullets: _, ...s } of pack(
          title,
          plain(table.columns),
          firstOf(),
          slides.length > 0,
        ).slice(0, 1))
          add(s);
      let shown = 0;
      for (const row of table.rows) {
        if (slides.length >= allowance) break;
        for (const { bullets: _, ...s } of pack(
          shorten(trimTitle(row.title), DRAFT_SLIDE_BUDGET.titleChars),
          plain(row.items),
        ).slice(0, 1))
          add(s);
        shown++;
      }
      if (shown < table.total)
        leftOut.push(`${table.total - shown} of ${table.total} rows of a table in “${title}”`);
    }
  }
  if (unshown)
    leftOut.push(
      `${unshown === 1 ? 'a table' : `${unshown} tables`} of ${unshownRows} rows in “${title}” (the section's slides were full)`,
    );
  return { slides: slides.slice(0, Math.max(allowance, 1)), leftOut };
}

/** A subsection's heading as a slide title; none when it does not start as a name does (a dash set as a heading). */
function partTitle(heading: string): string | undefined {
  const title = trimTitle(withoutNumber(heading));
  return title && (isLetter(title[0]) || isCjk(title[0]!) || (title[0]! >= '0' && title[0]! <= '9'))
    ? title
    : undefined;
}
