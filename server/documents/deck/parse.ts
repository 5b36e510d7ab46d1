import { isLower, joinWith } from '../prose';
import type { Block, Section } from './types';

const PAGE_PREFIX = '--- page ';

function pageMarker(line: string): number | undefined {
  if (!line.startsWith(PAGE_PREFIX) || !line.endsWith(' ---')) return undefined;
  const n = Number(line.slice(PAGE_PREFIX.length, -4));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function headingOf(line: string): { level: number; title: string } | undefined {
  let level = 0;
  while (line[level] === '#' && level < 7) level++;
  if (level === 0 || level > 6 || line[level] !== ' ') return undefined;
  // "● How do we …": a PDF's list glyph before a line set large is no part of its words.
  const title = withoutGlyphs(line.slice(level + 1).trim());
  return title ? { level, title } : undefined;
}

/**
 * List glyphs as PDFs and word processors draw them: a marker, never a word. A PDF may set one in
 * a column of its own, which the extractor reads as a table's first column ("| ○ | Focus on …|").
 */
const GLYPHS = new Set([
  '•',
  '●',
  '○',
  '◦',
  '▪',
  '▫',
  '■',
  '□',
  '►',
  '▶',
  '➢',
  '➤',
  '‣',
  '⁃',
  '∙',
  '·',
  '❖',
  '✓',
  '✔',
]);
const isGlyph = (cell: string | undefined) => cell !== undefined && GLYPHS.has(cell.trim());

/** A text without the list glyphs it starts or ends with ("● Vision", "learning objectives ●"). */
function withoutGlyphs(text: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && (GLYPHS.has(text[from]!) || text[from] === ' ')) from++;
  while (to > from && (GLYPHS.has(text[to - 1]!) || text[to - 1] === ' ')) to--;
  return text.slice(from, to);
}

const ENDS_SENTENCE = new Set(['.', '!', '?', ':', ';', '…', '。', '！', '？', ')', '"', '”']);
/** Footnote marks on a line of their own: "1 2", "3". */
function isMarks(line: string): boolean {
  if (line.length > MARKS_CHARS) return false;
  for (const ch of line) if (ch !== ' ' && (ch < '0' || ch > '9')) return false;
  return true;
}
const MARKS_CHARS = 12;

function bulletOf(line: string): string | undefined {
  if ((line[0] === '-' || line[0] === '*' || GLYPHS.has(line[0]!)) && line[1] === ' ')
    return line.slice(2).trim();
  let i = 0;
  while (i < line.length && i < 3 && line[i]! >= '0' && line[i]! <= '9') i++;
  if (i > 0 && (line[i] === '.' || line[i] === ')') && line[i + 1] === ' ') return line.slice(i + 2).trim();
  return undefined;
}

function cellsOf(line: string): string[] | undefined {
  if (!line.startsWith('|') || !line.endsWith('|') || line.length < 2) return undefined;
  const cells = line
    .slice(1, -1)
    .split('|')
    .map((c) => c.trim());
  // A Markdown separator row (|---|:--:|) carries no content.
  if (cells.every((c) => c.length > 0 && [...c].every((ch) => ch === '-' || ch === ':'))) return [];
  return cells;
}

/**
 * The light Markdown of server/documents as sections: each heading starts one; paragraphs, list
 * items and table rows are its blocks. Text before the first heading is a section without a title.
 * Page markers note where a section starts; without any heading, each page starts a section.
 */
export function parseSections(text: string): Section[] {
  const lines = text.split('\n');
  const hasHeadings = lines.some((l) => headingOf(l));
  const sections: Section[] = [];
  let current: Section | undefined;
  let page: number | undefined;
  const start = (title: string, level: number) => {
    current = { title, level, blocks: [], ...(page ? { page } : {}) };
    sections.push(current);
  };
  const add = (block: Block) => {
    if (!current) start('', 0);
    const last = current!.blocks.at(-1);
    if (block.kind === 'list' && last?.kind === 'list') last.items.push(...block.items);
    else if (block.kind === 'table' && last?.kind === 'table') last.rows.push(...block.rows);
    else current!.blocks.push(block);
  };
  let previousBlank = true;
  // How far in the last list item's marker sits, while the lines under it may go on with it.
  let itemIndent: number | undefined;
  // The last block is a list read from a glyph column: a line after it in lower case goes on its item.
  let glyphList = false;
  let bridged = false;
  for (const raw of lines) {
    const line = raw.trim();
    const indent = raw.length - raw.trimStart().length;
    if (!line) {
      previousBlank = true;
      itemIndent = undefined;
      continue;
    }
    const marker = pageMarker(line);
    // Past footnote marks or a page break, an unfinished sentence may go on.
    const across = bridged;
    if (marker === undefined && !isMarks(line)) bridged = false;
    if (marker !== undefined) {
      bridged = true;
      page = marker;
      if (!hasHeadings) start('', 0);
      previousBlank = true;
      continue;
    }
    // A heading starts its line: an indented "# apt-get …" in a text file is a shell's root prompt
    // in an example, not a section (hasHeadings never counted it either).
    const heading = indent === 0 ? headingOf(line) : undefined;
    if (heading) start(heading.title, heading.level);
    else if (line.startsWith('\\')) add({ kind: 'paragraph', text: line.slice(1) });
    else {
      const item = bulletOf(line);
      const cells = item === undefined ? cellsOf(line) : undefined;
      const last = current?.blocks.at(-1);
      if (item !== undefined) {
        add({ kind: 'list', items: [item] });
        itemIndent = indent;
        previousBlank = false;
        glyphList = false;
        continue;
      }
      // "| ○ | Focus on key organizations … |": a list item whose marker the PDF set in a column.
      if (cells && isGlyph(cells[0]) && cells.slice(1).some(Boolean)) {
        add({ kind: 'list', items: [cells.slice(1).filter(Boolean).join(' ')] });
        glyphList = true;
        previousBlank = false;
        continue;
      }
      if (glyphList && last?.kind === 'list' && !cells && isLower(line[0])) {
        // The rest of a glyph item the page wrapped onto a line of its own.
        last.items[last.items.length - 1] = joinWith(last.items.at(-1)!, line);
        continue;
      }
      glyphList = false;
      if (itemIndent !== undefined && indent > itemIndent && last?.kind === 'list' && !cells) {
        // A text file's list item wrapped onto lines set in under its text: one item, not a cut one.
        last.items[last.items.length - 1] = joinWith(last.items.at(-1)!, line);
        continue;
      }
      itemIndent = undefined;
      if (cells) {
        if (cells.length) add({ kind: 'table', rows: [cells] });
      } else {
        const open = last?.kind === 'paragraph' && !ENDS_SENTENCE.has(last.text.trimEnd().at(-1)!);
        // "… exceeding more than $80" / "1 2" / "billion by 2026.": a PDF's footnote marks set
        // between the halves of a sentence are no paragraph, and the sentence goes on after them.
        if (open && isMarks(line)) {
          bridged = true;
          continue;
        }
        // Lines of a text file without blank lines between them are one paragraph's lines.
        if (last?.kind === 'paragraph' && (!previousBlank || (open && across && isLower(line[0]))))
          last.text = `${last.text}\n${line}`;
        else add({ kind: 'paragraph', text: line });
      }
    }
    previousBlank = false;
  }
  return sections.filter((s) => s.title || s.blocks.length);
}
