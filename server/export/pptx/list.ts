import type { Placed } from '../../../common/slides/layout/fit';
import { bulletMarker } from '../../../common/slides/types/content/layout';
import { type PSlide, px } from './shapes';
import { pt, runOf, type TextLook } from './text';
import { spansOf } from './xmlScan';

/**
 * A list is one text box per column: one paragraph per bullet, with a real bullet character,
 * its hanging indent and the space after it taken from the slide's layout, so that PowerPoint
 * people add a bullet by pressing Enter. Where the fit rule shrank the slide's text, the box
 * reaches down to the end of the room the list has and asks PowerPoint to shrink text on
 * overflow (`a:normAutofit`): a bullet added there shrinks the list instead of running out.
 */

/**
 * The marker: a small black square (U+25AA) in Arial. Arial and the fonts standing in for it
 * (Liberation Sans, DejaVu Sans) all draw it, where a Wingdings bullet depends on a symbol font.
 */
const SQUARE = '\u25aa';
const SQUARE_FONT = 'Arial';
/**
 * The square's size as a share of the text's, so that it is as wide as the canvas's marker
 * (bulletMarker: 0.32 em): LibreOffice draws U+25AA about 0.4 em wide at 100%.
 */
const SQUARE_SCALE = 80;
/** Characters of Unicode's first private use area stand in for each list's marker until the XML is written. */
const STAND_IN = 0xe000;
const STAND_INS = 0x1000;
/** What pptxgenjs writes for a bullet character (`bullet.characterCode`). */
const WRITTEN = '<a:buSzPct val="100000"/><a:buChar char="&#x';
/** Stands in for a line break inside a bullet (pptxgenjs would make a new, bulleted, paragraph of it). */
export const LINE_BREAK = '\u2028';

/**
 * The markers of the lists of one file. pptxgenjs writes a bullet character alone, in the text's
 * colour and font; a list's marker is in its accent colour, as on screen. Each colour gets a
 * stand-in character, and `finish` writes the marker's colour, size and font in its place.
 */
export class ListMarkers {
  private readonly colors: string[] = [];

  /** pptxgenjs's bullet option for a marker in `color` (six hex digits), hanging `indent` points. */
  bullet(color: string, indent: number) {
    let i = this.colors.indexOf(color);
    if (i < 0) i = this.colors.push(color) - 1;
    if (i >= STAND_INS) throw new Error('too many list marker colours in one file');
    return { characterCode: (STAND_IN + i).toString(16).toUpperCase(), indent };
  }

  /** A slide's XML with each list's marker and line breaks written out. One pass over the part. */
  finish(xml: string): string {
    if (!this.colors.length) return xml;
    const out: string[] = [];
    let from = 0;
    for (let at = xml.indexOf(WRITTEN); at >= 0; at = xml.indexOf(WRITTEN, from)) {
      const code = Number.parseInt(xml.slice(at + WRITTEN.length, at + WRITTEN.length + 4), 16) - STAND_IN;
      const end = xml.indexOf(';"/>', at);
      const color = this.colors[code];
      if (color === undefined || end < 0) {
        out.push(xml.slice(from, at + WRITTEN.length));
        from = at + WRITTEN.length;
        continue;
      }
      out.push(
        xml.slice(from, at),
        `<a:buClr><a:srgbClr val="${color}"/></a:buClr><a:buSzPct val="${SQUARE_SCALE * 1000}"/>`,
        `<a:buFont typeface="${SQUARE_FONT}" pitchFamily="34" charset="0"/><a:buChar char="${SQUARE}"/>`,
      );
      from = end + ';"/>'.length;
    }
    out.push(xml.slice(from));
    return lineBreaks(out.join(''));
  }
}

/** Each run holding LINE_BREAK as runs of its lines with `<a:br>` between, in the run's properties. */
function lineBreaks(xml: string): string {
  if (!xml.includes(LINE_BREAK)) return xml;
  const out: string[] = [];
  let last = 0;
  for (const [start, end] of spansOf(xml, '<a:r>', '</a:r>')) {
    const run = xml.slice(start, end);
    const t = run.indexOf('<a:t>');
    if (!run.includes(LINE_BREAK) || t < 0) continue;
    const rPr = run.slice('<a:r>'.length, t);
    const lines = run.slice(t + '<a:t>'.length, run.length - '</a:t></a:r>'.length).split(LINE_BREAK);
    const br = rPr.startsWith('<a:rPr') ? `<a:br>${rPr}</a:br>` : '<a:br/>';
    out.push(xml.slice(last, start), lines.map((line) => `<a:r>${rPr}<a:t>${line}</a:t></a:r>`).join(br));
    last = end;
  }
  out.push(xml.slice(last));
  return out.join('');
}

export interface ListStyle {
  look: TextLook;
  /** The marker's colour, six hex digits. */
  marker: string;
  markers: ListMarkers;
  /** The fit rule shrank the slide's text: PowerPoint may shrink it further. */
  shrunk: boolean;
  /** Where the list's room ends (canvas px): a shrunk list's box reaches it. */
  bottom: number;
}

/**
 * `items` where the layout placed them (`boxes`: each bullet's text box, its marker left of it).
 * Consecutive boxes at one x are a column, drawn as one text box.
 */
export function listAt(slide: PSlide, items: readonly string[], boxes: readonly Placed[], style: ListStyle) {
  const columns: number[][] = [];
  boxes.forEach((box, i) => {
    const column = columns.at(-1);
    if (column && boxes[column[0]!]!.x === box.x) column.push(i);
    else columns.push([i]);
  });
  for (const column of columns) columnAt(slide, items, boxes, column, style);
}

function columnAt(
  slide: PSlide,
  items: readonly string[],
  boxes: readonly Placed[],
  column: number[],
  { look, marker, markers, shrunk, bottom }: ListStyle,
) {
  const first = boxes[column[0]!]!;
  const last = boxes[column.at(-1)!]!;
  const m = bulletMarker(first.size);
  const hang = m.box + m.gap;
  const bullet = markers.bullet(marker, pt(hang));
  const paragraphs = column.map((i, k) => {
    const box = boxes[i]!;
    const next = boxes[column[k + 1]!];
    // The space the layout leaves below this bullet: its gap, and on a comparison card the rest
    // of a row the other side's point makes taller.
    const after = next ? next.y - (box.y + box.h) : m.itemGap;
    const run = runOf((items[i] ?? '').replace(/\r?\n/g, LINE_BREAK), box.size, look);
    return {
      text: run.text,
      options: {
        ...run.options,
        breakLine: true,
        bullet,
        align: run.rtl ? ('right' as const) : ('left' as const),
        paraSpaceAfter: pt(Math.max(0, after)),
      },
    };
  });
  const y = first.y;
  const height = last.y + last.h - y + first.size * 0.2;
  slide.addText(paragraphs, {
    x: px(first.x - hang),
    y: px(y),
    w: px(first.w + hang),
    h: px(shrunk ? Math.max(height, bottom - y) : height),
    margin: 0,
    valign: 'top',
    lineSpacing: pt(first.size * look.lineHeight),
    paraSpaceBefore: 0,
    fit: shrunk ? 'shrink' : 'none',
    wrap: true,
  });
}
