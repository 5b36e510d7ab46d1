import { describe, expect, test } from 'vitest';
import { IMAGE_TYPE, NINE_TYPES } from '../../../tests/helpers/nineTypes';
import { paragraphText } from '../../documents/pptx/paragraphs';
import { sourceOf } from '../../documents/pptx/source';
import { all, kid, parseXml } from '../../documents/pptx/xml';
import { readZip } from '../../lib/zip';
import type { ExportSlide } from '../deck';
import { exportPptx } from './index';
import { exportedParagraphs } from './source';

// The exporter reads its own slides' text by a scan of the tags (issue 31: parsing a table's
// slide took most of its export time); the importer reads it from the parsed tree. They must
// agree exactly, or a slide exported by Decksmith would not be recognised when it comes back.

const MIXED = "Fish & chips <“quoted”> 'single' 東京の売上 مرحبا بالعالم Ελληνικά 🚀";

const SLIDES: Array<Omit<ExportSlide, 'id' | 'notes'>> = [
  ...NINE_TYPES.filter((s) => s.type !== 'html'),
  { ...IMAGE_TYPE, content: { image: { ...IMAGE_TYPE.content.image, url: '/api/files/abc' } } },
  {
    type: 'content',
    title: MIXED,
    content: {
      text: `An intro\nover two lines ${MIXED}`,
      items: ['One', `Two ${MIXED}`, 'Three\nand a half'],
    },
  },
  {
    type: 'table',
    title: 'Every cell',
    content: {
      table: {
        header: ['Name', 'Place & "where"', 'Figure'],
        rows: [
          ['Ada', MIXED, '1,200'],
          ['', 'Line one\nline two', '−3.5%'],
          ['Grace', '', ''],
        ],
      },
    },
  },
  {
    type: 'timeline',
    title: 'Plan <phases>',
    content: { steps: [{ label: 'Discovery & "scope"', date: 'May', text: MIXED }, { label: 'Launch' }] },
  },
  { type: 'statement', title: 'A line', content: { text: `Said plainly\n${MIXED}` } },
];

describe("the exporter's reading of its slides' text", () => {
  test('is the parsed tree’s reading on every type, with markup characters, scripts and breaks', async () => {
    const file = await exportPptx({
      id: 'd',
      title: 'Deck',
      slides: SLIDES.map((s, i) => ({ id: `s${i}`, notes: '', ...s })),
    });
    const parts = readZip(file);
    for (const [i, slide] of SLIDES.entries()) {
      const xml = parts.find((p) => p.name === `ppt/slides/slide${i + 1}.xml`)!.data.toString('utf8');
      const tree = parseXml(Buffer.from(xml), 'the slide');
      const fromTree = all(kid(kid(tree, 'p:cSld'), 'p:spTree'), 'a:p').map(paragraphText);
      expect(fromTree.length, `${slide.type} ${i}`).toBeGreaterThan(0);
      expect(exportedParagraphs(xml), `${slide.type} ${i}`).toEqual(fromTree);
      // And so the importer recognises the slide as the one exported.
      expect(sourceOf(tree)?.title, `${slide.type} ${i}`).toBe(slide.title);
    }
  });

  test('reads runs, fields, breaks and references the way the tree does', () => {
    const xml =
      '<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main">' +
      '<p:cSld><p:spTree><p:sp><p:txBody><a:p><a:pPr/><a:r><a:rPr b="1"/><a:t>A &amp; B</a:t></a:r>' +
      '<a:br><a:rPr/></a:br><a:fld id="x" type="slidenum"><a:t>&#x37;&#56;</a:t></a:fld><a:br/>' +
      '<a:r><a:t>&lt;&quot;&apos;&gt;</a:t></a:r></a:p><a:p/><a:p><a:endParaRPr/></a:p></p:txBody></p:sp>' +
      '</p:spTree></p:cSld></p:sld>';
    const tree = parseXml(Buffer.from(xml), 'a slide');
    const fromTree = all(kid(kid(tree, 'p:cSld'), 'p:spTree'), 'a:p').map(paragraphText);
    expect(fromTree).toEqual(['A & B\n78\n<"\'>', '', '']);
    expect(exportedParagraphs(xml)).toEqual(fromTree);
  });
});
