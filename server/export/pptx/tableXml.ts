import { SCRIPT_FALLBACKS } from '../../../common/fonts/families';
import { LINE_BREAK } from './list';
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
 * stand-in's on the way out (`withTableBody`, ./index.ts), after the slide's other rewrites: each
 * kind of cell comes already as they leave it (its runs' font slots, ./text.ts fontSlots; the
 * theme's colour references, ./themePart.ts), so the table's cells, most of a table slide's XML,
 * are not scanned again, and the source's fingerprint (./source.ts) reads the cells' texts as
 * they are. A table this writer does not cover (a cell of several lines or with a list's line
 * break, a colour that is not six hex digits) is drawn by pptxgenjs as before.
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
        !text.includes(LINE_BREAK) &&
        look.fontFace !== '' &&
        look.fontSize > 0 &&
        HEX6.test(look.color) &&
        HEX6.test(look.fill) &&
        HEX6.test(look.rule.color),
    ),
  );
}

/** A text fontSlots gives the Hebrew font's complex-script slot (else Arabic's). */
const HEBREW = /[\u0590-\u05ff\ufb1d-\ufb4f]/;

/**
 * The cell's XML around its text, before it and after it (the text goes between, escaped), as
 * the slide's rewrites leave it: the run's East Asian and complex-script slots as fontSlots sets
 * them (for a Hebrew text or another), then `finish` (the theme's colour references).
 */
function cellParts(
  look: CellLook,
  hebrew: boolean,
  finish: (xml: string) => string,
): { before: string; after: string; empty: string } {
  const sz = Math.round(look.fontSize * 100);
  const pPr = `<a:pPr${look.rtl ? ' rtl="1" ' : ''} algn="${look.align === 'right' ? 'r' : 'l'}" indent="0" marL="0"><a:buNone/></a:pPr>`;
  const face = look.fontFace;
  const rPr =
    `<a:rPr lang="en-US" sz="${sz}"${look.bold ? ' b="1"' : ''} dirty="0"><a:solidFill>${color(look.color)}</a:solidFill>` +
    `<a:latin typeface="${face}" pitchFamily="34" charset="0"/><a:ea typeface="${SCRIPT_FALLBACKS.cjk}"/>` +
    `<a:cs typeface="${hebrew ? SCRIPT_FALLBACKS.hebrew : SCRIPT_FALLBACKS.arabic}"/></a:rPr>`;
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
    before: finish(`${head}<a:r>${rPr}<a:t>`),
    after: finish(`</a:t></a:r>${end}${tcPr}`),
    empty: finish(`${head}${end}${tcPr}`),
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

/** A table to write: its cells and its columns' widths and rows' heights (inches). */
export interface HeldTable {
  cells: Array<Array<{ text: string; look: CellLook }>>;
  colW: number[];
  rowH: number[];
}

/**
 * The table's grid and rows, from `<a:tblGrid>` to its last row, as pptxgenjs writes them and
 * the slide's rewrites leave them (`finish`: the theme's colour references).
 */
export function tableBodyXml({ cells, colW, rowH }: HeldTable, finish: (xml: string) => string): string {
  const parts = new Map<string, ReturnType<typeof cellParts>>();
  const out: string[] = ['<a:tblGrid>'];
  for (const w of colW) out.push(`<a:gridCol w="${Math.round(emu(w))}"/>`);
  out.push('</a:tblGrid>');
  cells.forEach((row, r) => {
    out.push(`<a:tr h="${rowH[r] ? emu(Number(rowH[r])) : 0}">`);
    for (const { text, look } of row) {
      const hebrew = HEBREW.test(text);
      const key = `${hebrew}|${lookKey(look)}`;
      let p = parts.get(key);
      if (!p) {
        p = cellParts(look, hebrew, finish);
        parts.set(key, p);
      }
      out.push(text ? `${p.before}${entities(text)}${p.after}` : p.empty);
    }
    out.push('</a:tr>');
  });
  return out.join('');
}

/** The slides whose table waits to go in place of its stand-in's. */
const held = new WeakMap<PSlide, HeldTable>();

export function holdTable(slide: PSlide, table: HeldTable) {
  held.set(slide, table);
}

/** The slide's table, once, if it has one waiting (./index.ts). */
export function takeTable(slide: PSlide): HeldTable | undefined {
  const table = held.get(slide);
  held.delete(slide);
  return table;
}

/**
 * The slide's XML (rewritten) with the table in place of its stand-in, and its paragraphs as
 * ./source.ts reads them: those of the slide with the stand-in's one empty paragraph replaced by
 * the cells' texts (each cell is one paragraph holding its text as it is).
 */
export function withTableBody(
  xml: string,
  table: HeldTable,
  finish: (xml: string) => string,
  paragraphsOf: (xml: string) => string[],
): { xml: string; paragraphs: string[] } {
  const start = xml.indexOf('<a:tblGrid>');
  const end = xml.indexOf('      </a:tbl>', start);
  if (start < 0 || end < 0) throw new Error('PowerPoint table: its stand-in was not found');
  const before = paragraphsOf(`${xml.slice(0, start)}</p:spTree>`).length;
  const paragraphs = paragraphsOf(xml);
  paragraphs.splice(before, 1, ...table.cells.flatMap((row) => row.map((c) => c.text)));
  return { xml: xml.slice(0, start) + tableBodyXml(table, finish) + xml.slice(end), paragraphs };
}
