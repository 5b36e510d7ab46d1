import { readFileSync } from 'node:fs';
import { FONT_FAMILIES, type FontFamily, fontFileName } from '../../../common/fonts/families';
import type { ThemeFonts } from '../../../common/themes/types';
import type { ZipWriter } from '../../lib/zip';
import { packageFontPath } from '../fonts';
import { eotOf, sfntOfWoff } from '../sfnt';
import { escapeXml, WEIGHT_NAMES } from './text';
import { spansOf } from './xmlScan';

/**
 * The families the slides are set in, embedded in the file, so that a reader without them sees
 * the deck's type: `p:embeddedFontLst` in the presentation part, one font part
 * (`ppt/fonts/fontN.fntdata`, Embedded OpenType) per face the runs use, each behind a font
 * relationship. Every bundled family is under the SIL Open Font License, which allows it.
 *
 * A face is one file: the npm packages cut each weight into per-script subsets, and a typeface
 * holds one part per style, so the Latin subset is the one embedded (it holds the Western
 * European letters, digits and punctuation). Text in the other scripts the slide font covers
 * (Greek, Cyrillic, Vietnamese, Central European letters) falls back to the reader's fonts.
 */

const FONT_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/font';
const FONT_CONTENT_TYPE = 'application/x-fontdata';
const EMBEDDED_SUBSET = 'latin';

/** A face as the slides name it: the typeface of a run and whether the run is bold. */
interface Face {
  family: FontFamily;
  weight: number;
  /** The typeface the runs name once PowerPoint has resolved the theme's fonts (+mj-lt, +mn-lt). */
  typeface: string;
  style: (typeof STYLES)[number];
}

/** The order the schema wants a typeface's parts in. */
const STYLES = ['regular', 'bold'] as const;

const NAMED_WEIGHTS = new Map(Object.entries(WEIGHT_NAMES).map(([w, name]) => [name, Number(w)]));

/** The bundled face a run's typeface names (./text.ts faceFor), or undefined for any other font. */
function faceOf(typeface: string, bold: boolean, theme: ThemeFonts | undefined): Face | undefined {
  const name = typeface === '+mj-lt' ? theme?.heading : typeface === '+mn-lt' ? theme?.body : typeface;
  if (!name) return undefined;
  const family = FONT_FAMILIES.find((f) => f.family === name);
  if (family) return { family, weight: bold ? 700 : 400, typeface: name, style: bold ? 'bold' : 'regular' };
  for (const f of FONT_FAMILIES) {
    const weight = name.startsWith(`${f.family} `) && NAMED_WEIGHTS.get(name.slice(f.family.length + 1));
    if (weight && f.weights.includes(weight)) return { family: f, weight, typeface: name, style: 'regular' };
  }
  return undefined;
}

/**
 * The bundled faces one slide's runs are set in, added to `faces` by typeface and style. `seen`:
 * the typefaces and boldness already looked up (a table's cells repeat a few of them).
 */
function facesOf(xml: string, theme: ThemeFonts | undefined, faces: Map<string, Face>, seen: Set<string>) {
  for (const [start, end] of spansOf(xml, '<a:rPr', '</a:rPr>')) {
    const rPr = xml.slice(start, end);
    const latin = rPr.indexOf('<a:latin typeface="');
    if (latin < 0) continue;
    const from = latin + '<a:latin typeface="'.length;
    const typeface = rPr.slice(from, rPr.indexOf('"', from));
    const bold = rPr.slice(0, rPr.indexOf('>')).includes(' b="1"');
    const key = bold ? `${typeface}\nb` : typeface;
    if (seen.has(key)) continue;
    seen.add(key);
    const face = faceOf(typeface, bold, theme);
    if (face) faces.set(`${face.typeface}\n${face.style}`, face);
  }
}

const fontData = new Map<string, Buffer>();

/** A face's Latin file as Embedded OpenType (made once per process: a few tens of kilobytes each). */
function fontDataOf({ family, weight }: Face): Buffer {
  const file = fontFileName(family, EMBEDDED_SUBSET, weight, 'woff');
  let data = fontData.get(file);
  if (!data) {
    data = eotOf(sfntOfWoff(readFileSync(packageFontPath(family, file))));
    fontData.set(file, data);
  }
  return data;
}

/** The parts that name the fonts: held back until every slide has been seen. */
const HELD_BACK = new Set(['ppt/presentation.xml', 'ppt/_rels/presentation.xml.rels']);

/**
 * Embeds the faces the slides use as the file's parts go by: each slide is looked at on its way
 * out, the two parts that list the fonts are held back (a few kilobytes), and `finish` writes the
 * font parts and then those two. The content types name the font parts' extension from the start
 * (`contentTypes`), as pptxgenjs names every picture extension whether a picture has it or not.
 */
export class EmbeddedFonts {
  private readonly faces = new Map<string, Face>();
  private readonly seen = new Set<string>();
  private readonly held = new Map<string, string>();

  constructor(private readonly theme?: ThemeFonts) {}

  /** A slide's XML on its way out. */
  see(name: string, xml: string) {
    if (name.startsWith('ppt/slides/slide') && name.endsWith('.xml'))
      facesOf(xml, this.theme, this.faces, this.seen);
  }

  /** Whether the part waits for `finish` (it is kept here until then). */
  holdsBack(name: string, xml: string): boolean {
    if (!HELD_BACK.has(name)) return false;
    this.held.set(name, xml);
    return true;
  }

  contentTypes(xml: string): string {
    return xml.replace(
      '<Default ',
      `<Default Extension="fntdata" ContentType="${FONT_CONTENT_TYPE}"/><Default `,
    );
  }

  /** The font parts, then the presentation part and its relationships naming them. */
  finish(zip: ZipWriter) {
    const faces = [...this.faces.values()];
    const byTypeface = new Map<string, Array<{ style: Face['style']; id: string }>>();
    const relationships: string[] = [];
    faces.forEach((face, i) => {
      const id = `rIdFont${i + 1}`;
      zip.add(`ppt/fonts/font${i + 1}.fntdata`, fontDataOf(face));
      relationships.push(
        `<Relationship Id="${id}" Type="${FONT_RELATIONSHIP}" Target="fonts/font${i + 1}.fntdata"/>`,
      );
      byTypeface.set(face.typeface, [...(byTypeface.get(face.typeface) ?? []), { style: face.style, id }]);
    });
    const list = [...byTypeface]
      .map(
        ([typeface, parts]) =>
          `<p:embeddedFont><p:font typeface="${escapeXml(typeface)}"/>${parts
            .sort((a, b) => STYLES.indexOf(a.style) - STYLES.indexOf(b.style))
            .map((p) => `<p:${p.style} r:id="${p.id}"/>`)
            .join('')}</p:embeddedFont>`,
      )
      .join('');
    for (const name of HELD_BACK) {
      const xml = this.held.get(name);
      if (xml === undefined) throw new Error(`PowerPoint file without ${name}`);
      zip.add(name, Buffer.from(faces.length ? this.withFonts(name, xml, list, relationships) : xml));
    }
  }

  private withFonts(name: string, xml: string, list: string, relationships: string[]): string {
    if (name !== 'ppt/presentation.xml')
      return xml.replace('</Relationships>', `${relationships.join('')}</Relationships>`);
    // After the notes size, where the schema's sequence puts the list (before custShowLst,
    // kinsoku and defaultTextStyle); embedTrueTypeFonts asks PowerPoint to keep them on saving.
    const notesSize = xml.indexOf('<p:notesSz ');
    const at = xml.indexOf('/>', notesSize) + 2;
    if (notesSize < 0 || at < 2) throw new Error('PowerPoint presentation part without a notes size');
    return `${xml.slice(0, at).replace('<p:presentation ', '<p:presentation embedTrueTypeFonts="1" ')}<p:embeddedFontLst>${list}</p:embeddedFontLst>${xml.slice(at)}`;
  }
}
