import { escapeBlock, isLetter, isLower, joinLine } from '../prose';
import { type Line, mostOf } from './lines';
import { tableLines } from './tableCells';

/** How the body of a document is set, to tell headings, paragraphs and line breaks apart. */
export interface BodyStyle {
  size: number;
  font: string;
  /** Average width of a character, in ems, per font: a bold face is wider than its regular. */
  em: Map<string, number>;
  /** Distance between two lines of a paragraph, in ems of their type. */
  pitch: number;
  /** The type sizes of headings, largest first: a heading's level is its place in this list. */
  headingSizes: number[];
}

const HEADING_MAX_CHARS = 120;
const HEADING_MAX_LINES = 3;
/** Type this much larger than the body is a title's. */
const TITLE_SCALE = 1.6;
const BULLETS = new Set([
  '•',
  '◦',
  '▪',
  '▫',
  '‣',
  '∙',
  '●',
  '○',
  '■',
  '□',
  '➢',
  '►',
  '–',
  '—',
  '-',
  '*',
  '·',
]);
const SENTENCE_END = new Set(['.', '!', '?', ':', ';', '。', '！', '？', '：', '؟', '۔']);

/** The body style of a whole document, from the characters of its lines. */
export function bodyStyleOf(pages: Line[][]): BodyStyle {
  const sizes = new Map<number, number>();
  const fonts = new Map<string, number>();
  const widths = new Map<string, { w: number; n: number }>();
  const pitches = new Map<number, number>();
  for (const lines of pages) {
    for (const [i, l] of lines.entries()) {
      const n = l.text.length;
      const size = Math.round(l.size * 2) / 2;
      sizes.set(size, (sizes.get(size) ?? 0) + n);
      fonts.set(l.font, (fonts.get(l.font) ?? 0) + n);
      const w = widths.get(l.font) ?? { w: 0, n: 0 };
      w.w += (l.x1 - l.x0) / l.size;
      w.n += n;
      widths.set(l.font, w);
      const next = lines[i + 1];
      if (next && next.column === l.column && Math.abs(next.size - l.size) < 0.5) {
        const pitch = Math.round(((l.y - next.y) / l.size) * 20) / 20;
        if (pitch > 0.8 && pitch < 2.5) pitches.set(pitch, (pitches.get(pitch) ?? 0) + 1);
      }
    }
  }
  const size = mostOf(sizes) ?? 10;
  const font = mostOf(fonts) ?? '';
  const em = new Map([...widths].map(([f, { w, n }]) => [f, n ? w / n : 0]));
  const style: BodyStyle = { size, font, em, pitch: mostOf(pitches) ?? 1.2, headingSizes: [] };
  const headingSizes = new Set<number>();
  for (const lines of pages) {
    for (const l of lines)
      if (headingKind(l, style) === 'larger') headingSizes.add(Math.round(l.size * 2) / 2);
  }
  style.headingSizes = [...headingSizes].sort((a, b) => b - a);
  return style;
}

/** Whether a line is set like a heading: larger than the body, or in a heavier face of its size. */
function headingKind(l: Line, body: BodyStyle): 'larger' | 'heavier' | undefined {
  const t = l.text;
  if (t.length > HEADING_MAX_CHARS || !hasLetter(t) || t.endsWith(',')) return undefined;
  // A lowercase start is a line's fragment, unless set far larger than the body: a cover's title
  // may be a name written in lowercase ("gnuplot 5.4").
  if (isLower(t[0]) && l.size < body.size * TITLE_SCALE) return undefined;
  if (l.size >= body.size * 1.15) return 'larger';
  const em = body.em.get(l.font) ?? 0;
  const bodyEm = body.em.get(body.font) ?? 0;
  if (
    l.font !== body.font &&
    l.size >= body.size * 0.97 &&
    t.length <= 80 &&
    bodyEm > 0 &&
    em >= bodyEm * 1.04 &&
    !SENTENCE_END.has(t.at(-1)!)
  )
    return 'heavier';
  return undefined;
}

/** A heading says something: two letters at least (a lone "i" in a table is not one). */
function hasLetter(text: string): boolean {
  let n = 0;
  for (const ch of text) if (isLetter(ch) && ++n >= 2) return true;
  return false;
}

function levelOf(l: Line, body: BodyStyle, kind: 'larger' | 'heavier'): number {
  if (kind === 'heavier') return Math.min(body.headingSizes.length + 1, 4);
  const at = body.headingSizes.indexOf(Math.round(l.size * 2) / 2);
  return Math.min(at < 0 ? 1 : at + 1, 4);
}

function bulletOf(text: string): string | undefined {
  const first = text[0]!;
  if (BULLETS.has(first) && text[1] === ' ') return text.slice(2).trim();
  // "1." "2)" "a)" "(iv)" and the like, followed by a space.
  const space = text.indexOf(' ');
  if (space < 1 || space > 5) return undefined;
  const mark = text.slice(0, space);
  const inner = mark.startsWith('(') && mark.endsWith(')') ? mark.slice(1, -1) : mark.slice(0, -1);
  const closer = mark.at(-1);
  if ((closer === '.' || closer === ')') && inner && isOrdinal(inner)) return text.slice(space + 1).trim();
  return undefined;
}

function isOrdinal(s: string): boolean {
  if (s.length <= 3 && [...s].every((c) => c >= '0' && c <= '9')) return true;
  return s.length === 1 && c_isLowerLatin(s);
}
const c_isLowerLatin = (c: string) => c >= 'a' && c <= 'z';

/**
 * A page's lines (in reading order) as the light Markdown of server/documents: headings, list
 * items, table rows, and paragraphs whose lines are joined (hyphens marked for resolveHyphens).
 */
export function blocksOf(pageLines: Line[], body: BodyStyle): string[] {
  const lines = [...pageLines];
  const blocks: string[] = [];
  const rightEdge = new Map<number, number>();
  for (const l of lines) rightEdge.set(l.column ?? 0, Math.max(rightEdge.get(l.column ?? 0) ?? 0, l.x1));
  /** The rows of each table, by the index of its block. */
  const tables = new Map<number, Line[][]>();
  let paragraph: { text: string; last: Line; list: boolean } | undefined;
  const close = () => {
    if (paragraph) blocks.push(paragraph.list ? `- ${paragraph.text}` : escapeBlock(paragraph.text));
    paragraph = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    // Cells: pieces of one row (a table, a form) in one column, when a row next to it has cells
    // too; a lone row split by a wide gap is a loosely set line.
    const row = rowAt(lines, i);
    if (row.length > 1) {
      const before = i > 0 && lines[i - 1]!.column === line.column ? rowEndingAt(lines, i - 1) : [];
      const after = rowAt(lines, i + row.length);
      if (before.length > 1 || (after.length > 1 && after[0]!.column === line.column)) {
        close();
        // Rows of one table stay together, a line each, written out once the page is read.
        const table = tables.get(blocks.length - 1);
        if (before.length > 1 && table) table.push(row);
        else {
          blocks.push('|');
          tables.set(blocks.length - 1, [row]);
        }
        i += row.length - 1;
        continue;
      }
      line = { ...line, text: row.map((c) => c.text).join(' '), x1: row.at(-1)!.x1 };
      lines.splice(i, row.length, line);
    }
    const kind = headingKind(line, body);
    if (kind && !(kind === 'heavier' && runsOn(line, lines[i + 1], body))) {
      const group = [line];
      while (
        group.length <= HEADING_MAX_LINES &&
        lines[i + group.length] &&
        sameHeading(group.at(-1)!, lines[i + group.length]!)
      )
        group.push(lines[i + group.length]!);
      if (group.length <= HEADING_MAX_LINES) {
        close();
        const text = group.reduce((t, l) => joinLine(t, l.text), '');
        blocks.push(`${'#'.repeat(levelOf(line, body, kind))} ${stripTrailingColon(text)}`);
        i += group.length - 1;
        continue;
      }
    }
    const bullet = bulletOf(line.text);
    if (bullet !== undefined) {
      close();
      paragraph = { text: bullet, last: line, list: true };
      continue;
    }
    if (paragraph && continues(paragraph.last, line, body, rightEdge)) {
      paragraph.text = joinLine(paragraph.text, line.text);
      paragraph.last = line;
    } else {
      close();
      paragraph = { text: line.text, last: line, list: false };
    }
  }
  close();
  for (const [at, rows] of tables) blocks[at] = tableLines(rows);
  return blocks.filter(Boolean);
}

/**
 * A line in another face that runs on into the next line as a sentence does: it ends on a hyphen,
 * or the next line, one line's pitch below in the same column, starts in lowercase. A line that
 * opens on a command in a typewriter face ("\maxbalancingoverflow which") is prose, not a heading.
 */
function runsOn(line: Line, next: Line | undefined, body: BodyStyle): boolean {
  if (line.text.endsWith('-')) return true;
  if (!next || next.column !== line.column || !isLower(next.text[0])) return false;
  const gap = (line.y - next.y) / line.size;
  return gap > 0 && gap <= body.pitch * 1.45;
}

function rowAt(lines: Line[], i: number): Line[] {
  const first = lines[i];
  if (!first) return [];
  const row = [first];
  while (lines[i + row.length] && sameRow(lines[i + row.length]!, first)) row.push(lines[i + row.length]!);
  return row;
}

function rowEndingAt(lines: Line[], i: number): Line[] {
  const last = lines[i]!;
  let start = i;
  while (start > 0 && sameRow(lines[start - 1]!, last)) start--;
  return lines.slice(start, i + 1);
}

const sameRow = (a: Line, b: Line) =>
  a.column === b.column && Math.abs(a.y - b.y) < Math.min(a.size, b.size) * 0.35;

function sameHeading(a: Line, b: Line): boolean {
  return (
    a.font === b.font &&
    Math.abs(a.size - b.size) < 0.5 &&
    a.y - b.y > 0 &&
    a.y - b.y < a.size * 1.8 &&
    a.column === b.column
  );
}

/** Whether a line goes on with the paragraph whose last line is `last`. */
function continues(last: Line, line: Line, body: BodyStyle, rightEdge: Map<number, number>): boolean {
  if (line.column !== last.column) {
    // A paragraph goes on at the top of the next column when it had not ended.
    return !SENTENCE_END.has(last.text.at(-1)!) && line.y > last.y;
  }
  if (Math.abs(line.size - last.size) > Math.max(last.size * 0.1, 0.5)) return false;
  const gap = (last.y - line.y) / last.size;
  if (gap <= 0 || gap > body.pitch * 1.45) return false;
  const ended = SENTENCE_END.has(last.text.at(-1)!);
  // A line that stopped well short of the column's edge ended its paragraph.
  const short = last.x1 < (rightEdge.get(last.column ?? 0) ?? last.x1) - last.size * 2;
  if (ended && short) return false;
  // So does one whose next line is indented, when it ended a sentence.
  if (ended && line.x0 > last.x0 + last.size * 0.8 && !last.rtl) return false;
  return true;
}

function stripTrailingColon(text: string): string {
  return text.endsWith(':') || text.endsWith('：') ? text.slice(0, -1).trimEnd() : text;
}

/** Whether the first block of a page goes on with the last paragraph of the page before. */
export function continuesAcrossPages(previous: string | undefined, next: string | undefined): boolean {
  if (!previous || !next) return false;
  if (previous.startsWith('#') || previous.startsWith('|') || next.startsWith('#') || next.startsWith('|'))
    return false;
  if (next.startsWith('- ')) return false;
  return !SENTENCE_END.has(previous.at(-1)!) && isLower(next[0]);
}
