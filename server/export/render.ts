import '../lib/sanitizeServer';
import { renderDeckDocument } from '../../common/slides/staticHtml';
import type { BrowserPool } from './browser';
import type { ExportDeck } from './deck';

/** Export work is bounded by time as a whole; a 300-slide deck takes a few seconds when warm. */
export const EXPORT_TIMEOUT_MS = 60_000;

/**
 * The PDF: every slide drawn by the shared renderers on one page with page breaks, printed by a
 * single `page.pdf` call at 1920×1080 px per page.
 */
export async function exportPdf(pool: BrowserPool, deck: ExportDeck): Promise<Buffer> {
  const html = renderDeckDocument(deck.slides, { title: deck.title, mode: 'pdf' });
  return pool.withContext(async (context) => {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return page.pdf({ width: '1920px', height: '1080px', printBackground: true, preferCSSPageSize: true });
  }, EXPORT_TIMEOUT_MS);
}

/** The self-contained HTML file: the same renderers, plus a few lines of script for the keys. */
export function exportHtml(deck: ExportDeck): string {
  return renderDeckDocument(deck.slides, { title: deck.title, mode: 'html' });
}

/** PNG pictures of the HTML slides, for PowerPoint (the only slides PowerPoint cannot draw natively). */
export async function pictureHtmlSlides(pool: BrowserPool, deck: ExportDeck): Promise<Map<string, Buffer>> {
  const htmlSlides = deck.slides.filter((s) => s.type === 'html');
  const pictures = new Map<string, Buffer>();
  if (!htmlSlides.length || !pool.available) return pictures;
  const html = renderDeckDocument(htmlSlides, { title: deck.title, mode: 'pdf' });
  await pool.withContext(async (context) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.setContent(html, { waitUntil: 'load' });
    const pages = await page.locator('[data-export-slide]').all();
    for (const [i, el] of pages.entries()) {
      const slide = htmlSlides[i];
      if (slide) pictures.set(slide.id, await el.screenshot({ type: 'png' }));
    }
  }, EXPORT_TIMEOUT_MS);
  return pictures;
}
