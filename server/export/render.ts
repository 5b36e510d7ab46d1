import { SLIDE_HEIGHT } from '../../common/limits';
import { renderDeckDocument } from '../render/slideContent';
import type { BrowserPool } from './browser';
import type { ExportDeck } from './deck';

/** Export work is bounded by time as a whole; a 300-slide deck takes a few seconds when warm. */
export const EXPORT_TIMEOUT_MS = 60_000;

/**
 * The PDF: every slide drawn by the shared renderers (in a worker thread) on one page with page
 * breaks, printed by a single `page.pdf` call at 1920×1080 px per page.
 */
export async function exportPdf(pool: BrowserPool, deck: ExportDeck): Promise<Buffer> {
  const html = await renderDeckDocument(
    deck.slides,
    { title: deck.title, mode: 'pdf', deck: deck.metadata, inlinePictures: deck.pictures },
    EXPORT_TIMEOUT_MS,
  );
  return pool.withPage(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return page.pdf({ width: '1920px', height: '1080px', printBackground: true, preferCSSPageSize: true });
  }, EXPORT_TIMEOUT_MS);
}

/**
 * The self-contained HTML file: the same renderers, plus a few lines of script for the keys. It
 * makes no request: this deck's uploaded pictures are inlined and every other address dropped.
 */
export function exportHtml(deck: ExportDeck): Promise<string> {
  return renderDeckDocument(
    deck.slides,
    { title: deck.title, mode: 'html', deck: deck.metadata, inlinePictures: deck.pictures },
    EXPORT_TIMEOUT_MS,
  );
}

/**
 * Pictures of the HTML slides, for PowerPoint (the only slides it cannot draw natively). The slides
 * are stacked on one page and shot one viewport at a time (scrolling is cheap; element screenshots
 * are not), as JPEG (much faster to encode than PNG at 1920×1080), and identical slides are shot once.
 */
export async function pictureHtmlSlides(pool: BrowserPool, deck: ExportDeck): Promise<Map<string, Buffer>> {
  const pictures = new Map<string, Buffer>();
  if (!pool.available) return pictures;
  const keyOf = (s: ExportDeck['slides'][number]) =>
    JSON.stringify([s.content.htmlContent, s.content.styles, s.content.backgroundColor]);
  const unique = new Map<string, ExportDeck['slides'][number]>();
  for (const s of deck.slides) if (s.type === 'html' && !unique.has(keyOf(s))) unique.set(keyOf(s), s);
  if (!unique.size) return pictures;
  const shots = [...unique.values()];
  const html = await renderDeckDocument(
    shots,
    { title: deck.title, mode: 'pdf', inlinePictures: deck.pictures },
    EXPORT_TIMEOUT_MS,
  );
  const byKey = new Map<string, Buffer>();
  await pool.withPage(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    for (const [i, slide] of shots.entries()) {
      await page.evaluate((y) => window.scrollTo(0, y), i * SLIDE_HEIGHT);
      byKey.set(keyOf(slide), await page.screenshot({ type: 'jpeg', quality: 88 }));
    }
  }, EXPORT_TIMEOUT_MS);
  for (const s of deck.slides) {
    const shot = s.type === 'html' ? byKey.get(keyOf(s)) : undefined;
    if (shot) pictures.set(s.id, shot);
  }
  return pictures;
}
