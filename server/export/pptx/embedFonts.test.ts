import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { FONT_FAMILIES, fontFileName } from '../../../common/fonts/families';
import { builtInTheme } from '../../../common/themes/builtIn';
import type { Theme } from '../../../common/themes/types';
import { readZip } from '../../lib/zip';
import { packageFontPath } from '../fonts';
import { factsOf, sfntOfWoff } from '../sfnt';
import { exportPptx } from './index';

// Issue 31: the families a deck is set in are embedded in its PowerPoint file (p:embeddedFontLst,
// one Embedded OpenType part per face), so a reader without them still sees the deck's type.

const SLIDES = [
  {
    type: 'title',
    title: 'Growth plan 2027',
    content: { subtitle: 'Board review', author: 'Strategy team' },
  },
  { type: 'strategic_title', title: 'Acme', content: { clientName: 'Acme', agency: 'Northwind' } },
  { type: 'content', title: 'Plan', content: { items: ['Discovery', 'Build', 'Launch'] } },
].map((s, i) => ({ id: `s${i}`, notes: '', ...s }));

async function partsOf(theme?: Theme) {
  const parts = readZip(await exportPptx({ id: 'd', title: 'Deck', slides: SLIDES, theme }));
  const text = (name: string) => parts.find((p) => p.name === name)?.data.toString('utf8') ?? '';
  return { parts, text };
}

/** The embedded list: each typeface with its styles and the part each points to. */
function embedded({ parts, text }: Awaited<ReturnType<typeof partsOf>>) {
  const presentation = text('ppt/presentation.xml');
  const rels = text('ppt/_rels/presentation.xml.rels');
  const list = /<p:embeddedFontLst>(.*?)<\/p:embeddedFontLst>/s.exec(presentation)?.[1] ?? '';
  return [...list.matchAll(/<p:embeddedFont><p:font typeface="([^"]+)"\/>(.*?)<\/p:embeddedFont>/gs)].flatMap(
    ([, typeface, styles]) =>
      [...styles!.matchAll(/<p:(regular|bold|italic|boldItalic) r:id="([^"]+)"\/>/g)].map(([, style, id]) => {
        const rel = new RegExp(`<Relationship Id="${id}" Type="([^"]+)" Target="([^"]+)"/>`).exec(rels);
        const part = rel && parts.find((p) => p.name === `ppt/${rel[2]}`);
        return { typeface: typeface!, style: style!, type: rel?.[1], name: part?.name, data: part?.data };
      }),
  );
}

/**
 * Embedded OpenType decoded by libeot, the library LibreOffice reads PowerPoint's `.fntdata`
 * parts with (Debian's LibreOffice depends on it); node has no FFI, so through Python's ctypes.
 */
function libeot(eot: Buffer): { font: Buffer; canEdit: boolean } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-eot-'));
  const input = path.join(dir, 'font.fntdata');
  const output = path.join(dir, 'font.ttf');
  writeFileSync(input, eot);
  const script = `
import ctypes, sys
lib = ctypes.CDLL('libeot.so.0')
lib.EOT2ttf_buffer.argtypes = [ctypes.c_char_p, ctypes.c_uint, ctypes.c_void_p,
  ctypes.POINTER(ctypes.POINTER(ctypes.c_uint8)), ctypes.POINTER(ctypes.c_uint)]
data = open(sys.argv[1], 'rb').read()
meta = ctypes.create_string_buffer(4096)
out = ctypes.POINTER(ctypes.c_uint8)()
size = ctypes.c_uint(0)
error = lib.EOT2ttf_buffer(data, len(data), meta, ctypes.byref(out), ctypes.byref(size))
if error != 0: sys.exit('libeot error %d' % error)
open(sys.argv[2], 'wb').write(ctypes.string_at(out, size.value))
print(1 if lib.EOTcanLegallyEdit(meta) else 0)
`;
  const canEdit = execFileSync('python3', ['-c', script, input, output], { encoding: 'utf8' }).trim() === '1';
  return { font: readFileSync(output), canEdit };
}

const bundled = (family: string, weight: number) => {
  const f = FONT_FAMILIES.find((x) => x.family === family)!;
  return sfntOfWoff(readFileSync(packageFontPath(f, fontFileName(f, 'latin', weight, 'woff'))));
};

describe('fonts embedded in the PowerPoint file', () => {
  test('Classic: each Inter face the slides use, as PowerPoint names it, in a font part', async () => {
    const file = await partsOf();
    const faces = embedded(file);
    // The title in 800, the strategic title's big lines in 900, labels in 600 and 700, the body
    // in 400: regular and bold are the family's own styles, the other weights families of their own.
    expect(faces.map((f) => `${f.typeface} ${f.style}`).sort()).toEqual(
      [
        'Inter Black regular',
        'Inter ExtraBold regular',
        'Inter SemiBold regular',
        'Inter bold',
        'Inter regular',
      ].sort(),
    );
    // Every face a run names is embedded.
    const named = new Set(
      file.parts
        .filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p.name))
        .flatMap((p) =>
          [...p.data.toString('utf8').matchAll(/<a:latin typeface="(Inter[^"]*)"/g)].map(([, t]) => t),
        ),
    );
    expect([...named].sort()).toEqual([...new Set(faces.map((f) => f.typeface))].sort());
    for (const f of faces) {
      expect(f.type, f.typeface).toBe(
        'http://schemas.openxmlformats.org/officeDocument/2006/relationships/font',
      );
      expect(f.name, f.typeface).toMatch(/^ppt\/fonts\/font\d+\.fntdata$/);
    }
    expect(file.text('[Content_Types].xml')).toContain(
      '<Default Extension="fntdata" ContentType="application/x-fontdata"/>',
    );
    const presentation = file.text('ppt/presentation.xml');
    expect(presentation).toMatch(/<p:presentation embedTrueTypeFonts="1" /);
    // Where the schema's sequence puts it: after the notes size, before the default text style.
    expect(presentation).toMatch(
      /<p:notesSz [^>]*\/><p:embeddedFontLst>.*<\/p:embeddedFontLst><p:defaultTextStyle>/s,
    );
    for (const name of ['ppt/presentation.xml', 'ppt/_rels/presentation.xml.rels', '[Content_Types].xml']) {
      const doc = new JSDOM(file.text(name), { contentType: 'text/xml' }).window.document;
      expect(doc.getElementsByTagName('parsererror'), name).toHaveLength(0);
    }
  });

  test('each part is Embedded OpenType that libeot (LibreOffice’s reader) opens as the bundled face, editable', async () => {
    const faces = embedded(await partsOf());
    const weights: Record<string, number> = {
      'Inter regular': 400,
      'Inter bold': 700,
      'Inter SemiBold regular': 600,
      'Inter ExtraBold regular': 800,
      'Inter Black regular': 900,
    };
    for (const f of faces) {
      const weight = weights[`${f.typeface} ${f.style}`]!;
      const { font, canEdit } = libeot(f.data!);
      expect(font.equals(bundled('Inter', weight)), f.typeface).toBe(true);
      // The font names itself as the typeface the slides name (how PowerPoint matches it).
      expect(factsOf(font), f.typeface).toMatchObject({
        family: f.typeface,
        style: f.style === 'bold' ? 'Bold' : 'Regular',
        weight,
        fsType: 0,
        italic: false,
      });
      expect(canEdit, f.typeface).toBe(true);
    }
  });

  test('Forest: the theme’s heading and body families, which the runs name through the font scheme', async () => {
    const forest = builtInTheme('forest')!;
    const file = await partsOf(forest);
    const faces = embedded(file);
    const slide = file.text('ppt/slides/slide1.xml');
    expect(slide).toContain('<a:latin typeface="+mj-lt"');
    expect(faces).toContainEqual(expect.objectContaining({ typeface: forest.fonts.heading, style: 'bold' }));
    expect(faces).toContainEqual(expect.objectContaining({ typeface: forest.fonts.body, style: 'regular' }));
    const heading = faces.find((f) => f.typeface === forest.fonts.heading && f.style === 'bold')!;
    expect(libeot(heading.data!).font.equals(bundled(forest.fonts.heading, 700))).toBe(true);
    // A typeface's regular part comes before its bold one, as the schema wants.
    for (const typeface of new Set(faces.map((f) => f.typeface))) {
      const styles = faces.filter((f) => f.typeface === typeface).map((f) => f.style);
      expect(styles, typeface).toEqual(
        [...styles].sort((a, b) => (a === 'regular' ? -1 : b === 'regular' ? 1 : 0)),
      );
    }
  });
});
