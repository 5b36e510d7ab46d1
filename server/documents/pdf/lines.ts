import {
  composeAccents,
  decodeTexControls,
  fixMarks,
  isCjk,
  joinWith,
  mostlyRtl,
  normalizeForms,
  repairCyrillic,
} from '../prose';

/** A piece of text pdf.js found, where it sits on the page (PDF units, y up) and how it is set. */
export interface Glyphs {
  str: string;
  x: number;
  /** The baseline. */
  y: number;
  width: number;
  size: number;
  font: string;
  /** The PDF put a space item just before it (a space in another font, often narrower than a gap). */
  spaceBefore?: boolean;
}

/** Text on one baseline that reads as one piece: a line of a paragraph, a heading, a table cell. */
export interface Line {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  /** The font most of its characters are set in. */
  font: string;
  rtl: boolean;
  /** Filled in by reading order: the column the line sits in (0 for a page of one column). */
  column?: number;
}

/** pdf.js's text items as Glyphs: rotated text (margin stamps, watermarks) is not part of the prose. */
export function glyphsOf(
  items: Array<{ str?: string; transform?: number[]; width?: number; height?: number; fontName?: string }>,
): Glyphs[] {
  const out: Glyphs[] = [];
  let space = false;
  for (const item of items) {
    if (typeof item.str !== 'string' || !item.transform || !item.str) continue;
    if (!item.str.trim()) {
      space = true;
      continue;
    }
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    if (Math.abs(b) > Math.abs(a) * 0.1 || Math.abs(c) > Math.abs(d) * 0.1) continue;
    const size = Math.abs(d) || item.height || 0;
    if (size <= 0) continue;
    out.push({
      str: item.str,
      x: e,
      y: f,
      width: item.width ?? 0,
      size,
      font: item.fontName ?? '',
      ...(space ? { spaceBefore: true } : {}),
    });
    space = false;
  }
  return out;
}

/**
 * A gap this wide (in ems) between two pieces of a baseline splits them: two columns set close
 * together (LaTeX's default gutter is one em), or two cells of a table. Reading order joins the
 * pieces of one column back.
 */
const SPLIT_GAP = 0.8;

/**
 * Glyphs grouped into lines: pieces on one baseline (within a third of the type size) and close
 * enough to be one line (wider gaps are column gutters or table cells). Pieces are ordered along the line by position, right to left when the line is written
 * that way, so Arabic and Hebrew come out in the order they are read.
 */
export function linesOf(glyphs: Glyphs[]): Line[] {
  const sorted = glyphs
    // pdf.js marks wide gaps with items of spaces as wide as the gap; the gaps themselves tell.
    .filter((g) => g.str.trim())
    .sort((p, q) => q.y - p.y || p.x - q.x);
  // Rows of one baseline, top to bottom.
  const rows: Glyphs[][] = [];
  for (const g of sorted) {
    const row = rows.at(-1);
    const base = row?.[0];
    if (row && base && Math.abs(base.y - g.y) <= Math.min(base.size, g.size) * 0.35) row.push(g);
    else rows.push([g]);
  }
  const lines: Line[] = [];
  for (const row of rows) {
    row.sort((p, q) => p.x - q.x);
    let piece: Glyphs[] = [];
    let end = Number.NEGATIVE_INFINITY;
    for (const g of row) {
      const gap = g.x - end;
      if (piece.length && gap > Math.max(g.size, piece[0]!.size) * SPLIT_GAP) {
        lines.push(lineOf(piece));
        piece = [];
      }
      piece.push(g);
      end = Math.max(end, g.x + g.width);
    }
    if (piece.length) lines.push(lineOf(piece));
  }
  return lines.filter((l) => l.text);
}

export function lineOf(pieces: Glyphs[]): Line {
  const rtl = mostlyRtl(pieces.map((p) => p.str).join(''));
  const ordered = rtl ? [...pieces].reverse() : pieces;
  let text = '';
  let previous: Glyphs | undefined;
  const fontChars = new Map<string, number>();
  const sizes = new Map<number, number>();
  for (const g of ordered) {
    const gap = previous ? (rtl ? previous.x - (g.x + g.width) : g.x - (previous.x + previous.width)) : 0;
    // A visible gap between two pieces is a space, unless pdf.js already put one there.
    const spaced =
      previous &&
      // The space item sits left of the piece it came before: in a right-to-left line, that is the
      // one read before.
      (gap > g.size * 0.22 || (rtl ? previous.spaceBefore : g.spaceBefore)) &&
      !text.endsWith(' ') &&
      !g.str.startsWith(' ');
    text = spaced ? joinWith(text, g.str) : text + g.str;
    const n = g.str.trim().length;
    fontChars.set(g.font, (fontChars.get(g.font) ?? 0) + n);
    const size = Math.round(g.size * 2) / 2;
    sizes.set(size, (sizes.get(size) ?? 0) + n);
    previous = g;
  }
  return {
    text: repairCyrillic(fixMarks(normalizeForms(composeAccents(decodeTexControls(squeeze(text)))), rtl)),
    x0: Math.min(...pieces.map((p) => p.x)),
    x1: Math.max(...pieces.map((p) => p.x + p.width)),
    y: pieces[0]!.y,
    size: mostOf(sizes) ?? pieces[0]!.size,
    font: mostOf(fontChars) ?? '',
    rtl,
  };
}

/** Spaces collapsed; none between two CJK characters (a PDF may space them out to justify). */
function squeeze(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === ' ' || ch === '\t' || ch === '\u00a0') {
      if (out && !out.endsWith(' ')) out += ' ';
      continue;
    }
    if (out.endsWith(' ') && isCjk(ch) && isCjk(out.at(-2))) out = out.slice(0, -1);
    out += ch;
  }
  return out.trim();
}

export function mostOf<K>(counts: Map<K, number>): K | undefined {
  let best: K | undefined;
  let most = -1;
  for (const [key, n] of counts) {
    if (n > most) {
      best = key;
      most = n;
    }
  }
  return best;
}
