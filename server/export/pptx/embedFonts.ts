import { readFileSync } from 'node:fs';
import { FONT_FAMILIES, type FontFamily, fontFileName } from '../../../common/fonts/families';
import type { ThemeFonts } from '../../../common/themes/types';
import { readZip, writeZip, type ZipEntry } from '../../lib/zip';
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

/** Every bundled face the slides' runs are set in, by typeface and style. One pass over each slide. */
function facesOf(entries: ZipEntry[], theme: ThemeFonts | undefined): Map<string, Face> {
  const faces = new Map<string, Face>();
  for (const { name, data } of entries) {
    if (!name.startsWith('ppt/slides/slide') || !name.endsWith('.xml')) continue;
    const xml = data.toString('utf8');
    for (const [start, end] of spansOf(xml, '<a:rPr', '</a:rPr>')) {
      const rPr = xml.slice(start, end);
      const latin = rPr.indexOf('<a:latin typeface="');
      if (latin < 0) continue;
      const from = latin + '<a:latin typeface="'.length;
      const typeface = rPr.slice(from, rPr.indexOf('"', from));
      const bold = rPr.slice(0, rPr.indexOf('>')).includes(' b="1"');
      const face = faceOf(typeface, bold, theme);
      if (face) faces.set(`${face.typeface}\n${face.style}`, face);
    }
  }
  return faces;
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

/** The file with the faces its slides use embedded; unchanged when they use none of the bundled families. */
export function embedFonts(file: Buffer, theme?: ThemeFonts): Buffer {
  const entries = readZip(file);
  const faces = [...facesOf(entries, theme).values()];
  if (!faces.length) return file;
  const byTypeface = new Map<string, Array<{ style: Face['style']; id: string }>>();
  const relationships: string[] = [];
  faces.forEach((face, i) => {
    const id = `rIdFont${i + 1}`;
    entries.push({ name: `ppt/fonts/font${i + 1}.fntdata`, data: fontDataOf(face) });
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
  edit(entries, 'ppt/presentation.xml', (xml) => {
    // After the notes size, where the schema's sequence puts the list (before custShowLst,
    // kinsoku and defaultTextStyle); embedTrueTypeFonts asks PowerPoint to keep them on saving.
    const notesSize = xml.indexOf('<p:notesSz ');
    const at = xml.indexOf('/>', notesSize) + 2;
    if (notesSize < 0 || at < 2) throw new Error('PowerPoint presentation part without a notes size');
    return `${xml.slice(0, at).replace('<p:presentation ', '<p:presentation embedTrueTypeFonts="1" ')}<p:embeddedFontLst>${list}</p:embeddedFontLst>${xml.slice(at)}`;
  });
  edit(entries, 'ppt/_rels/presentation.xml.rels', (xml) =>
    xml.replace('</Relationships>', `${relationships.join('')}</Relationships>`),
  );
  edit(entries, '[Content_Types].xml', (xml) =>
    xml.replace('<Default ', `<Default Extension="fntdata" ContentType="${FONT_CONTENT_TYPE}"/><Default `),
  );
  return writeZip(entries);
}

function edit(entries: ZipEntry[], name: string, change: (xml: string) => string) {
  const entry = entries.find((e) => e.name === name);
  if (!entry) throw new Error(`PowerPoint file without ${name}`);
  entry.data = Buffer.from(change(entry.data.toString('utf8')));
}
