import type { PSlide } from './shapes';

/**
 * A data slide's table written as pptxgenjs 4 writes it, byte for byte, without going through
 * pptxgenjs cell by cell. pptxgenjs normalises, stringifies and copies every cell's options and
 * builds each cell's XML from a dozen small pieces: for a deck of tables that was a third of its
 * PowerPoint export (issue 31's bench). Here each kind of cell (header or body, stripe, alignment,
 * direction) is written once per table and only the text changes from cell to cell.
 *
 * pptxgenjs still draws the table's frame, from a stand-in of one empty cell with the same box
 * (so the shape ids and names are its own), and its grid and rows are put in place of the
 * stand-in's on the way out (`withTableBody`, ./index.ts). A table this writer does not cover (a
 * cell of several lines, a colour that is not six hex digits) is drawn by pptxgenjs as before.
 * sameFile.test.ts holds the file equal to pptxgenjs's own, part by part.
 */

/** A cell as drawTable sets it (the options pptxgenjs takes). */
export interface CellLook {
  fontFace: string;
  bold: boolean;
  /** Points. */
  fontSize: number;
  color: string;
  align: 'left' | 'right';
  rtl: boolean;
  /** Points: top, right, bottom, left. */
  margin: [number, number, number, number];
  fill: string;
  /** The rule under the cell. */
  rule: { color: string; pt: number };
}

const EMU = 914400;
const ONEPT = 12700;
const HEX6 = /^[0-9a-fA-F]{6}$/;
// pptxgenjs's own measures (inch2Emu, valToPts).
const emu = (inches: number) => (inches > 100 ? inches : Math.round(EMU * inches));
const pts = (pt: number) => Math.round((Number(pt) || 0) * ONEPT);
const color = (hex: string) => `<a:srgbClr val="${hex.toUpperCase()}"/>`;
/** pptxgenjs's encodeXmlEntities. */
const entities = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Whether this writer writes the table as pptxgenjs would (else pptxgenjs draws it). */
export function writable(cells: Array<Array<{ text: string; look: CellLook }>>): boolean {
  return cells.every((row) =>
    row.every(
      ({ text, look }) =>
        !text.includes('\n') &&
        !text.includes('\r') &&
        look.fontFace !== '' &&
        look.fontSize > 0 &&
        HEX6.test(look.color) &&
        HEX6.test(look.fill) &&
        HEX6.test(look.rule.color),
    ),
  );
}

/** The cell's XML around its text: before it and after it (the text goes between, escaped). */
function cellParts(look: CellLook): { before: string; after: string; empty: string } {
  const sz = Math.round(look.fontSize * 100);
  const pPr = `<a:pPr${look.rtl ? ' rtl="1" ' : ''} algn="${look.align === 'right' ? 'r' : 'l'}" indent="0" marL="0"><a:buNone/></a:pPr>`;
  const face = look.fontFace;
  const rPr =
    `<a:rPr lang="en-US" sz="${sz}"${look.bold ? ' b="1"' : ''} dirty="0"><a:solidFill>${color(look.color)}</a:solidFill>` +
    `<a:latin typeface="${face}" pitchFamily="34" charset="0"/><a:ea typeface="${face}" pitchFamily="34" charset="-122"/><a:cs typeface="${face}" pitchFamily="34" charset="-120"/></a:rPr>`;
  const end =
    `<a:endParaRPr lang="en-US" sz="${sz}" dirty="0"><a:latin typeface="${face}" charset="0"/>` +
    `<a:ea typeface="${face}" charset="0"/><a:cs typeface="${face}" charset="0"/></a:endParaRPr></a:p></a:txBody>`;
  const [top, right, bottom, left] = look.margin;
  const measure = top >= 1 ? pts : emu;
  const none = (name: string) => `<a:${name} w="0" cap="flat" cmpd="sng" algn="ctr"><a:noFill/></a:${name}>`;
  const tcPr =
    `<a:tcPr marL="${measure(left)}" marR="${measure(right)}" marT="${measure(top)}" marB="${measure(bottom)}" anchor="t">` +
    `${none('lnL')}${none('lnR')}${none('lnT')}` +
    `<a:lnB w="${pts(look.rule.pt)}" cap="flat" cmpd="sng" algn="ctr"><a:solidFill>${color(look.rule.color)}</a:solidFill>` +
    '<a:prstDash val="solid"/><a:round/><a:headEnd type="none" w="med" len="med"/><a:tailEnd type="none" w="med" len="med"/></a:lnB>' +
    `<a:solidFill>${color(look.fill)}</a:solidFill>  </a:tcPr> </a:tc>`;
  const head = `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p>${pPr}`;
  return {
    before: `${head}<a:r>${rPr}<a:t>`,
    after: `</a:t></a:r>${end}${tcPr}`,
    empty: `${head}${end}${tcPr}`,
  };
}

const lookKey = (l: CellLook) =>
  [
    l.fontFace,
    l.bold,
    l.fontSize,
    l.color,
    l.align,
    l.rtl,
    l.margin.join(' '),
    l.fill,
    l.rule.color,
    l.rule.pt,
  ].join('|');

/** The table's grid and rows, from `<a:tblGrid>` to its last row, as pptxgenjs writes them. */
export function tableBodyXml(
  cells: Array<Array<{ text: string; look: CellLook }>>,
  colW: number[],
  rowH: number[],
): string {
  const parts = new Map<string, ReturnType<typeof cellParts>>();
  const out: string[] = ['<a:tblGrid>'];
  for (const w of colW) out.push(`<a:gridCol w="${Math.round(emu(w))}"/>`);
  out.push('</a:tblGrid>');
  cells.forEach((row, r) => {
    out.push(`<a:tr h="${rowH[r] ? emu(Number(rowH[r])) : 0}">`);
    for (const { text, look } of row) {
      const key = lookKey(look);
      let p = parts.get(key);
      if (!p) {
        p = cellParts(look);
        parts.set(key, p);
      }
      out.push(text ? `${p.before}${entities(text)}${p.after}` : p.empty);
    }
    out.push('</a:tr>');
  });
  return out.join('');
}

/** The slides whose table's body waits to go in place of its stand-in's. */
const bodies = new WeakMap<PSlide, string>();

export function holdTableBody(slide: PSlide, body: string) {
  bodies.set(slide, body);
}

/**
 * The slide's XML with its table's body in place of the stand-in's (from its `<a:tblGrid>` to the
 * end of its rows); unchanged for a slide without one.
 */
export function withTableBody(slide: PSlide, xml: string): string {
  const body = bodies.get(slide);
  if (body === undefined) return xml;
  bodies.delete(slide);
  const start = xml.indexOf('<a:tblGrid>');
  const end = xml.indexOf('      </a:tbl>', start);
  if (start < 0 || end < 0) throw new Error('PowerPoint table: its stand-in was not found');
  return xml.slice(0, start) + body + xml.slice(end);
}
