import PptxGenJS from 'pptxgenjs';
import { UNTITLED } from '../../../common/limits';
import { readZip } from '../../lib/zip';
import type { ExportDeck } from '../deck';
import type { HtmlShot } from '../render';
import { embedFonts } from './embedFonts';
import { imageSlidePictures } from './imageSlide';
import { ListMarkers } from './list';
import { putPictures, STAND_IN } from './pictures';
import { drawSlide } from './slides';
import { withSource } from './source';
import { escapeXml, fontSlots, xmlSafe } from './text';
import { schemeReferences, THEME_PART, themePartXml } from './themePart';
import { writePptx } from './write';
import { spansOf } from './xmlScan';

/** The HTML slides' text and pictures by slide id, from the browser (../render.ts). */
export type HtmlShots = Map<string, HtmlShot>;

/**
 * Editable PowerPoint: every slide type becomes native text boxes and shapes placed by the same
 * layout as the 1920×1080 renderer (./slides), never a picture — except what an HTML slide draws
 * besides its plain text, which only a browser can draw: that comes in as a picture (rendered by
 * the caller) under the slide's text, and the whole text goes to the notes too.
 *
 * While the browser works on the HTML slides, the whole file is built and written with a tiny
 * stand-in picture on each of them; then their text boxes (built apart, a few slides) and real
 * pictures are put in place (`putPictures`), so PowerPoint holds one media part per distinct
 * picture however many slides show it. Should a picture be missing, the file is built again with
 * each HTML slide's text alone. Last, the faces the slides are set in are embedded (./embedFonts.ts).
 */
export async function exportPptx(
  deck: ExportDeck,
  shots: HtmlShots | Promise<HtmlShots> = new Map(),
): Promise<Buffer> {
  return embedFonts(await withPictures(deck, shots), deck.theme?.fonts);
}

async function withPictures(deck: ExportDeck, shots: HtmlShots | Promise<HtmlShots>): Promise<Buffer> {
  const html = deck.slides.flatMap((s, i) => (s.type === 'html' ? [{ s, number: i + 1 }] : []));
  const standIns = new Map(html.map(({ s }) => [s.id, { picture: Buffer.alloc(0), text: [] }]));
  const [file, ready] = await Promise.all([buildPptx(deck, standIns), shots]);
  if (!html.length) return file;
  if (html.some(({ s }) => !ready.has(s.id))) return buildPptx(deck, new Map());
  const shapes = await htmlSlideShapes({ ...deck, slides: html.map(({ s }) => s) }, ready);
  return putPictures(
    file,
    html.map(({ s, number }, i) => ({ number, picture: ready.get(s.id)!.picture, shapes: shapes[i] })),
  );
}

/** The text boxes of each HTML slide, as the XML of their shapes (from a file of those slides alone). */
async function htmlSlideShapes(deck: ExportDeck, shots: HtmlShots): Promise<string[]> {
  const parts = readZip(await buildPptx(deck, shots));
  return deck.slides.map((_, i) => {
    const xml = parts.find((p) => p.name === `ppt/slides/slide${i + 1}.xml`)?.data.toString('utf8') ?? '';
    return [...spansOf(xml, '<p:sp>', '</p:sp>')].map(([start, end]) => xml.slice(start, end)).join('');
  });
}

async function buildPptx(deck: ExportDeck, shots: HtmlShots): Promise<Buffer> {
  const pictures = await imageSlidePictures(deck);
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  // pptxgenjs escapes the title (docProps/core.xml) but writes the company into docProps/app.xml
  // as it is given, so it is escaped here ("Harbor & Vine" made a file PowerPoint refused).
  pptx.title = xmlSafe(deck.title || UNTITLED);
  pptx.company = escapeXml(deck.metadata?.agency || 'Decksmith');
  const lists = new ListMarkers();
  for (const [i, s] of deck.slides.entries()) {
    if (i % 25 === 24) await new Promise((r) => setImmediate(r));
    const slide = pptx.addSlide();
    const notes: string[] = s.notes ? [s.notes] : [];
    const shot = shots.get(s.id);
    drawSlide(slide, s, {
      deck: deck.metadata,
      theme: deck.theme,
      picture: shot ? STAND_IN : undefined,
      htmlText: shot?.text,
      pictures,
      notes,
      lists,
    });
    if (notes.length) slide.addNotes(xmlSafe(notes.join('\n\n')));
  }
  const theme = deck.theme;
  return writePptx(pptx, (name, xml) => {
    const number = /^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1];
    if (number) {
      const slide = lists.finish(fontSlots(xml));
      const themed = theme ? schemeReferences(slide, theme) : slide;
      const source = deck.slides[Number(number) - 1];
      return source ? withSource(themed, source) : themed;
    }
    return name === THEME_PART && theme ? themePartXml(xml, theme) : xml;
  });
}
