import { renameSync } from 'node:fs';
import PptxGenJS from 'pptxgenjs';
import { UNTITLED } from '../../../common/limits';
import { ZipWriter, zipToFile } from '../../lib/zip';
import type { ExportDeck } from '../deck';
import type { HtmlShot } from '../render';
import { EmbeddedFonts } from './embedFonts';
import { imageSlidePictures } from './imageSlide';
import { ListMarkers } from './list';
import { type HtmlPicture, HtmlPictures, STAND_IN } from './pictures';
import { drawSlide } from './slides';
import { withSource } from './source';
import { escapeXml, fontSlots, xmlSafe } from './text';
import { schemeReferences, THEME_PART, themePartXml } from './themePart';
import { emitPptx, type Rewrite } from './write';

/** The HTML slides' text and pictures by slide id, from the browser (../render.ts). */
export type HtmlShots = Map<string, { picture: HtmlPicture; text: HtmlShot['text'] }>;

/**
 * Editable PowerPoint: every slide type becomes native text boxes and shapes placed by the same
 * layout as the 1920×1080 renderer (./slides), never a picture — except what an HTML slide draws
 * besides its plain text, which only a browser can draw: that comes in as a picture (rendered by
 * the caller) under the slide's text, and the whole text goes to the notes too.
 *
 * The file is written part by part as pptxgenjs hands them over (./write.ts), and each part is
 * let go of once written, so memory grows with the slides' XML and never holds a copy of the
 * file: each HTML slide is drawn with a tiny stand-in picture, replaced on the way out by one
 * media part per distinct picture, written last from its file (./pictures.ts); the faces the
 * slides are set in are noted on the way and embedded at the end (./embedFonts.ts). Without a
 * picture for every HTML slide, each is drawn as its text alone.
 */
export async function exportPptx(deck: ExportDeck, shots: HtmlShots = new Map()): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const zip = new ZipWriter((chunk) => chunks.push(chunk));
  await writeDeck(deck, shots, zip);
  zip.finish();
  return Buffer.concat(chunks);
}

/**
 * The file written into `file` (the builder's way, ../pptxWorker.ts); resolves to its size in
 * bytes. It is written beside under another name and renamed once whole: a builder stopped
 * halfway leaves no file that looks finished (its caller removes the folder).
 */
export async function exportPptxToFile(deck: ExportDeck, shots: HtmlShots, file: string): Promise<number> {
  const partial = `${file}.partial`;
  const out = zipToFile(partial);
  let size: number;
  try {
    await writeDeck(deck, shots, out.zip);
    size = out.zip.finish();
  } finally {
    out.close();
  }
  renameSync(partial, file);
  return size;
}

async function writeDeck(deck: ExportDeck, shots: HtmlShots, zip: ZipWriter) {
  const html = deck.slides.flatMap((s, i) => (s.type === 'html' ? [{ s, number: i + 1 }] : []));
  const pictured = html.every(({ s }) => shots.has(s.id));
  const pictures = new HtmlPictures(
    pictured ? html.map(({ s, number }) => ({ number, picture: shots.get(s.id)!.picture })) : [],
  );
  const fonts = new EmbeddedFonts(deck.theme?.fonts);
  const { pptx, rewrite } = await buildPptx(deck, pictured ? shots : new Map());
  await emitPptx(pptx, (name, data) => {
    if (typeof data !== 'string') {
      if (!pictures.holdsBack(name, data)) zip.add(name, data);
      return;
    }
    let xml = rewrite(name, data);
    if (name === '[Content_Types].xml') xml = fonts.contentTypes(xml);
    xml = pictures.relationships(name, xml);
    fonts.see(name, xml);
    if (!fonts.holdsBack(name, xml)) zip.add(name, Buffer.from(xml));
  });
  pictures.write(zip);
  fonts.finish(zip);
}

/** The deck drawn by pptxgenjs, and the rewrite its slides and theme part take on their way out. */
async function buildPptx(deck: ExportDeck, shots: HtmlShots): Promise<{ pptx: PptxGenJS; rewrite: Rewrite }> {
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
  const rewrite: Rewrite = (name, xml) => {
    const number = /^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1];
    if (number) {
      const slide = lists.finish(fontSlots(xml));
      const themed = theme ? schemeReferences(slide, theme) : slide;
      const source = deck.slides[Number(number) - 1];
      return source ? withSource(themed, source) : themed;
    }
    return name === THEME_PART && theme ? themePartXml(xml, theme) : xml;
  };
  return { pptx, rewrite };
}
