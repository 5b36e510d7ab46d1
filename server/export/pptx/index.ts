import PptxGenJS from 'pptxgenjs';
import { UNTITLED } from '../../../common/limits';
import type { ExportDeck } from '../deck';
import { type Pictures, putPictures, STAND_IN } from './pictures';
import { drawSlide } from './slides';
import { writePptx } from './write';

/**
 * Editable PowerPoint: every slide type becomes native text boxes, shapes and tables laid out like
 * the 1920×1080 renderer (./slides), never a picture — except HTML slides, whose arbitrary markup
 * only a browser can draw: they come in as a picture (rendered by the caller) with their text in
 * the notes.
 *
 * `pictures` gives a JPEG per HTML slide id (from the browser); without one the slide shows its
 * text. When the pictures are still on their way (a promise), the whole file is built and written
 * meanwhile with a tiny stand-in picture on each HTML slide, and the real ones are put in place
 * afterwards (`putPictures`); PowerPoint then holds one media part per distinct picture, however
 * many slides show it. Should a picture be missing after all, the file is built again with text.
 */
export async function exportPptx(
  deck: ExportDeck,
  pictures: Pictures | Promise<Pictures> = new Map(),
): Promise<Buffer> {
  if (pictures instanceof Map) return buildPptx(deck, pictures);
  const [file, shots] = await Promise.all([buildPptx(deck, 'stand-in'), pictures]);
  const html = deck.slides.flatMap((s, i) => (s.type === 'html' ? [{ s, number: i + 1 }] : []));
  if (!html.length) return file;
  if (html.some(({ s }) => !shots.has(s.id))) return buildPptx(deck, shots);
  return putPictures(
    file,
    html.map(({ s, number }) => ({ number, picture: shots.get(s.id)! })),
  );
}

async function buildPptx(deck: ExportDeck, pictures: Pictures | 'stand-in'): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.title || UNTITLED;
  pptx.company = deck.metadata?.agency || 'Decksmith';
  for (const [i, s] of deck.slides.entries()) {
    // Let the browser's replies in now and then, so the pictures are taken while we build.
    if (i % 25 === 24) await new Promise((r) => setImmediate(r));
    const slide = pptx.addSlide();
    const notes: string[] = s.notes ? [s.notes] : [];
    const picture = pictures === 'stand-in' ? STAND_IN : pictures.get(s.id)?.toString('base64');
    drawSlide(slide, s, { deck: deck.metadata, picture, notes });
    if (notes.length) slide.addNotes(notes.join('\n\n'));
  }
  return writePptx(pptx);
}
