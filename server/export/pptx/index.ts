import PptxGenJS from 'pptxgenjs';
import { UNTITLED } from '../../../common/limits';
import type { ExportDeck } from '../deck';
import type { HtmlShot } from '../render';
import { putPictures, STAND_IN } from './pictures';
import { drawSlide } from './slides';
import { escapeXml, fontSlots, xmlSafe } from './text';
import { writePptx } from './write';

/** The HTML slides' text and pictures by slide id, from the browser (../render.ts). */
export type HtmlShots = Map<string, HtmlShot>;

/**
 * Editable PowerPoint: every slide type becomes native text boxes and shapes placed by the same
 * layout as the 1920×1080 renderer (./slides), never a picture — except what an HTML slide draws
 * besides its plain text, which only a browser can draw: that comes in as a picture (rendered by
 * the caller) under the slide's text, and the whole text goes to the notes too.
 *
 * The file is written with a tiny stand-in picture on each HTML slide, and the real pictures are
 * put in place afterwards (`putPictures`), so PowerPoint holds one media part per distinct
 * picture however many slides show it. Without a picture an HTML slide shows its text.
 */
export async function exportPptx(
  deck: ExportDeck,
  shots: HtmlShots | Promise<HtmlShots> = new Map(),
): Promise<Buffer> {
  const ready = await shots;
  const html = deck.slides.flatMap((s, i) =>
    s.type === 'html' && ready.has(s.id) ? [{ s, number: i + 1 }] : [],
  );
  const file = await buildPptx(deck, ready);
  if (!html.length) return file;
  return putPictures(
    file,
    html.map(({ s, number }) => ({ number, picture: ready.get(s.id)!.picture })),
  );
}

async function buildPptx(deck: ExportDeck, shots: HtmlShots): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  // pptxgenjs escapes the title (docProps/core.xml) but writes the company into docProps/app.xml
  // as it is given, so it is escaped here ("Harbor & Vine" made a file PowerPoint refused).
  pptx.title = xmlSafe(deck.title || UNTITLED);
  pptx.company = escapeXml(deck.metadata?.agency || 'Decksmith');
  for (const [i, s] of deck.slides.entries()) {
    if (i % 25 === 24) await new Promise((r) => setImmediate(r));
    const slide = pptx.addSlide();
    const notes: string[] = s.notes ? [s.notes] : [];
    const shot = shots.get(s.id);
    drawSlide(slide, s, {
      deck: deck.metadata,
      picture: shot ? STAND_IN : undefined,
      htmlText: shot?.text,
      notes,
    });
    if (notes.length) slide.addNotes(xmlSafe(notes.join('\n\n')));
  }
  return writePptx(pptx, (name, xml) => (/^ppt\/slides\/slide\d+\.xml$/.test(name) ? fontSlots(xml) : xml));
}
