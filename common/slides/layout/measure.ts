import { FONT_FAMILIES, SLIDE_FONT } from '../../fonts/families';
import { FONT_METRICS } from '../../fonts/metrics.generated';

/**
 * Text measured without a DOM, from the bundled font's own advance widths (generated from its
 * npm package), so the server, the browser and the PowerPoint writer reach the same sizes.
 *
 * The estimate leans wide on purpose: kerning is ignored (in Inter it mostly tightens), each
 * glyph counts at the larger of its exact and its whole-pixel advance (Chromium on Linux rounds
 * advances; other systems do not), and a small margin comes on top. Lines are broken at fewer
 * places than a browser may break. A browser therefore never needs more lines than we counted,
 * and a box sized from our count holds the text wherever it is drawn.
 */

export interface TextStyle {
  /** CSS pixels at the 1920×1080 canvas. */
  size: number;
  weight: number;
  /** Extra space after each character, in em (CSS letter-spacing). */
  tracking?: number;
  /** Whether the text is drawn in capitals (CSS text-transform: uppercase). */
  upper?: boolean;
  /**
   * The best guess instead of the safe upper bound: exact advances, no margin. For placing a
   * decoration along text already laid out, never for deciding whether text fits.
   */
  guess?: boolean;
  /** A bundled family (../../fonts/families.ts); the slide font when not given. */
  family?: string;
}

/**
 * The weight a browser draws when a family lacks the one asked for (CSS Fonts 4, font matching):
 * from 400 to 500 the next up to 500, then lighter, then heavier; below 400 lighter first; above
 * 500 heavier first. So an 800 title in a family of 400/700/900 is drawn, and measured, in 900.
 */
export function matchedWeight(weights: readonly number[], wanted: number): number {
  const asc = [...weights].sort((a, b) => a - b);
  if (asc.includes(wanted)) return wanted;
  const lighter = asc.filter((w) => w < wanted).reverse();
  const heavier = asc.filter((w) => w > wanted);
  if (wanted >= 400 && wanted <= 500)
    return heavier.find((w) => w <= 500) ?? lighter[0] ?? heavier[0] ?? wanted;
  if (wanted < 400) return lighter[0] ?? heavier[0] ?? wanted;
  return heavier[0] ?? lighter[0] ?? wanted;
}

/** On top of the per-glyph estimate, for rendering differences we cannot foresee (hinting, shaping). */
const WIDTH_MARGIN = 1.015;

/**
 * Scripts the slide font lacks are drawn by the per-script fallbacks (../../fonts/families.ts);
 * their widths are estimates in em, measured on Noto Sans CJK/Arabic/Hebrew and rounded up.
 * CJK ideographs, kana, Hangul and fullwidth forms are square (1 em); Arabic letters in running
 * text average 0.44 em (regular) to 0.49 em (extra bold) in Noto Sans Arabic, Hebrew 0.56
 * to 0.59 em in Noto Sans Hebrew; anything else
 * (Devanagari, Thai, symbols) is taken as a wide Latin letter; emoji are 1.25 em.
 */
export const FALLBACK_EM = { cjk: 1, arabic: 0.5, hebrew: 0.62, emoji: 1.25, other: 0.72 } as const;

interface Decoded {
  /** Advance in em per code point. */
  em: Map<number, number>;
  /** The same for the first code points (Latin, Greek, Cyrillic…), looked up by index; -1: none. */
  low: Float64Array;
}

/** The code points kept in `Decoded.low`: most slide text, read without a map look-up. */
const LOW = 0x800;

const decoded = new Map<string, Decoded>();
/**
 * The table by the family and weight asked for (every run measured asks: no search each time,
 * and no key made each time).
 */
const asked = new Map<string, Map<number, Decoded>>();

function table(weight: number, family = SLIDE_FONT.family): Decoded {
  let weights = asked.get(family);
  if (!weights) {
    weights = new Map();
    asked.set(family, weights);
  }
  const known = weights.get(weight);
  if (known) return known;
  const d = decodedTable(weight, family);
  weights.set(weight, d);
  return d;
}

function decodedTable(weight: number, family: string): Decoded {
  const font = FONT_FAMILIES.find((f) => f.family === family) ?? SLIDE_FONT;
  const metrics = FONT_METRICS[font.family]!;
  const nearest = matchedWeight(font.weights, weight);
  const key = `${font.family}:${nearest}`;
  let d = decoded.get(key);
  if (d) return d;
  const packed = metrics.widths[nearest]!;
  const em = new Map<number, number>();
  let i = 0;
  for (let r = 0; r < metrics.runs.length; r += 2) {
    const start = metrics.runs[r]!;
    for (let k = 0; k < metrics.runs[r + 1]!; k++, i++) {
      const width = Number.parseInt(packed.slice(i * 3, i * 3 + 3), 36);
      if (width > 0) em.set(start + k, width / metrics.unitsPerEm);
    }
  }
  const low = new Float64Array(LOW).fill(-1);
  for (const [c, w] of em) if (c < LOW) low[c] = w;
  d = { em, low };
  decoded.set(key, d);
  return d;
}

export type Script = 'cjk' | 'arabic' | 'hebrew' | 'emoji' | 'other' | 'font' | 'zero';

/** What draws a code point the slide font lacks (and so how wide it is). */
export function scriptOf(c: number): Exclude<Script, 'font'> {
  if (
    (c >= 0x300 && c <= 0x36f) ||
    (c >= 0x200b && c <= 0x200f) ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2060 && c <= 0x2064) ||
    (c >= 0xfe00 && c <= 0xfe0f) ||
    c === 0xad ||
    c === 0xfeff ||
    (c >= 0x64b && c <= 0x65f) ||
    c === 0x670 ||
    (c >= 0x591 && c <= 0x5c7 && c !== 0x5be && c !== 0x5c0 && c !== 0x5c3 && c !== 0x5c6) ||
    (c >= 0xe0100 && c <= 0xe01ef)
  )
    return 'zero';
  if ((c >= 0x590 && c <= 0x5ff) || (c >= 0xfb1d && c <= 0xfb4f)) return 'hebrew';
  if (
    (c >= 0x600 && c <= 0x6ff) ||
    (c >= 0x750 && c <= 0x77f) ||
    (c >= 0x8a0 && c <= 0x8ff) ||
    (c >= 0xfb50 && c <= 0xfdff) ||
    (c >= 0xfe70 && c <= 0xfeff)
  )
    return 'arabic';
  if (isCjk(c)) return 'cjk';
  if ((c >= 0x1f000 && c <= 0x1faff) || (c >= 0x2600 && c <= 0x27bf)) return 'emoji';
  return 'other';
}

/** Ideographs, kana, Hangul, CJK punctuation and fullwidth forms: square, and breakable between. */
export function isCjk(c: number): boolean {
  return (
    (c >= 0x1100 && c <= 0x11ff) ||
    (c >= 0x2e80 && c <= 0x9fff) ||
    (c >= 0xa960 && c <= 0xa97f) ||
    (c >= 0xac00 && c <= 0xd7ff) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xffef) ||
    (c >= 0x20000 && c <= 0x3ffff)
  );
}

/** Width of one code point in em at a weight. */
function advanceEm(c: number, t: Decoded): number {
  if (c < LOW) {
    const own = t.low[c]!;
    if (own >= 0) return own;
  }
  const own = t.em.get(c);
  if (own !== undefined) return own;
  const script = scriptOf(c);
  return script === 'zero' ? 0 : FALLBACK_EM[script];
}

/**
 * The families text is measured in when a style names none: the slide font, or a theme's heading
 * and body families while `measuredIn` runs. Text is measured in the widest of them, so a role
 * fits whichever of the two draws it.
 */
let scopeFamilies: readonly string[] = [SLIDE_FONT.family];

/**
 * Runs a layout with a theme's fonts measured (synchronous code only: the scope ends when `run`
 * returns, and nothing else can run in between). Without fonts, the slide font.
 */
export function measuredIn<T>(fonts: { heading: string; body: string } | undefined, run: () => T): T {
  if (!fonts) return run();
  const before = scopeFamilies;
  scopeFamilies = [...new Set([fonts.heading, fonts.body])];
  try {
    return run();
  } finally {
    scopeFamilies = before;
  }
}

/** Runs of text measured so far: tests count a layout's work with it, as time cannot be asserted. */
let runsMeasured = 0;
export const measuredRuns = () => runsMeasured;

/** The width in CSS px of one unbroken run of text (no wrapping). */
export function textWidth(text: string, style: TextStyle): number {
  runsMeasured++;
  if (style.family || scopeFamilies.length === 1)
    return widthIn(text, style, style.family ?? scopeFamilies[0]!);
  return Math.max(...scopeFamilies.map((f) => widthIn(text, style, f)));
}

function widthIn(text: string, style: TextStyle, family: string): number {
  const t = table(style.weight, family);
  const s = style.upper ? text.toUpperCase() : text;
  const tracking = (style.tracking ?? 0) * style.size;
  let exact = 0;
  let rounded = 0;
  // By code point, as `for…of` reads a string (a lone surrogate counts as itself), without
  // making a string of each character.
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        c = (c - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000;
        i++;
      }
    }
    const a = advanceEm(c, t) * style.size;
    if (a === 0) continue;
    exact += a + tracking;
    rounded += Math.round(a) + tracking;
  }
  return style.guess ? exact : Math.max(exact, rounded) * WIDTH_MARGIN;
}

/** Whether a line may end after `a` and the next begin with `b`, besides spaces (CJK text). */
const NO_START = new Set(
  '、。，．：；？！）」』】〕〉》｝］〙〗ーゝゞ々ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ…‥・,.!?:;)]}%',
);
const NO_END = new Set('（「『【〔〈《｛［〘〖([{$');

type Piece = { readonly text: string; readonly spaceBefore: boolean };

/**
 * Paragraphs already cut into pieces (which do not depend on the size or style): a fit measures
 * the same text at several sizes, and a table's cells repeat. Bounded: emptied when full.
 */
const cut = new Map<string, readonly Piece[]>();
const CUT_MAX = 4096;

/** The pieces a line may break between: words (with CJK split per character), in order. */
function pieces(paragraph: string): readonly Piece[] {
  let known = cut.get(paragraph);
  if (!known) {
    if (cut.size >= CUT_MAX) cut.clear();
    known = cutPieces(paragraph);
    cut.set(paragraph, known);
  }
  return known;
}

function cutPieces(paragraph: string): Piece[] {
  const out: Piece[] = [];
  for (const [wi, word] of paragraph
    .split(/[ \t]+/)
    .filter(Boolean)
    .entries()) {
    let current = '';
    let first = true;
    const chars = [...word];
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i]!;
      const next = chars[i + 1];
      current += ch;
      const breakable =
        next !== undefined &&
        (isCjk(ch.codePointAt(0)!) || isCjk(next.codePointAt(0)!)) &&
        !NO_START.has(next) &&
        !NO_END.has(ch);
      if (breakable) {
        out.push({ text: current, spaceBefore: first && wi > 0 });
        first = false;
        current = '';
      }
    }
    if (current) out.push({ text: current, spaceBefore: first && wi > 0 });
  }
  return out;
}

/**
 * The lines a block of text takes in a box `width` px wide, as a browser lays it out with
 * `white-space: pre-line; overflow-wrap: anywhere` (a newline starts a new line; a word longer
 * than the box is broken between characters).
 */
/** How many words wrapLines has had to break between characters so far (see shrinkToFit). */
let brokenWords = 0;
export const wordsBrokenSoFar = () => brokenWords;

export function wrapLines(text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  const space = textWidth(' ', style);
  for (const paragraph of text.split('\n')) {
    let line = '';
    let used = 0;
    for (const { text: piece, spaceBefore } of pieces(paragraph.trim())) {
      const w = textWidth(piece, style);
      const gap = line && spaceBefore ? space : 0;
      if (used + gap + w <= width) {
        line += (gap ? ' ' : '') + piece;
        used += gap + w;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      used = 0;
      if (w <= width) {
        line = piece;
        used = w;
        continue;
      }
      // A word wider than the box: broken between characters, as overflow-wrap: anywhere does.
      brokenWords++;
      for (const ch of piece) {
        const cw = textWidth(ch, style);
        if (line && used + cw > width) {
          lines.push(line);
          line = '';
          used = 0;
        }
        line += ch;
        used += cw;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The width of one paragraph set on a single line as `wrapLines` measures it (its pieces and the
 * spaces between them): it takes one line in a box at least this wide, and more in any narrower.
 */
export function lineWidth(paragraph: string, style: TextStyle): number {
  const parts = pieces(paragraph.trim());
  let used = 0;
  let spaces = 0;
  for (let i = 0; i < parts.length; i++) {
    used += textWidth(parts[i]!.text, style);
    if (i > 0 && parts[i]!.spaceBefore) spaces++;
  }
  return spaces ? used + spaces * textWidth(' ', style) : used;
}

/** How many lines `text` takes in a box `width` px wide (an empty text takes none). */
export function lineCount(text: string, width: number, style: TextStyle): number {
  if (!text.trim()) return 0;
  return wrapLines(text, width, style).length;
}
