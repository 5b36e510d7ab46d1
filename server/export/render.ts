import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SLIDE_FONT } from '../../common/fonts/families';
import { SLIDE_HEIGHT } from '../../common/limits';
import { renderDeckDocument } from '../render/slideContent';
import type { BrowserPool } from './browser';
import type { ExportDeck } from './deck';
import { inlineFontCss } from './fonts';
import { type HtmlTextBlock, liftPlainText } from './htmlSlideText';

/** The bundled fonts the deck's text needs, inlined: the exported documents load nothing. */
const fontsFor = (deck: ExportDeck) =>
  inlineFontCss(JSON.stringify([deck.title, deck.metadata, deck.slides]), [
    SLIDE_FONT.family,
    ...(deck.theme ? [deck.theme.fonts.heading, deck.theme.fonts.body] : []),
  ]);

/** Export work is bounded by time as a whole; a 300-slide deck takes a few seconds when warm. */
export const EXPORT_TIMEOUT_MS = 60_000;

/**
 * In the page: every font the document declares, loaded. Its pages are laid out for print only,
 * so no screen layout asks for the fonts it uses and `document.fonts.ready` waits for nothing.
 * Chromium today loads a data: font when the print asks for it, but the PDF does not depend on
 * that: all are loaded first, and they are only those of the deck's text (./fonts.ts). A font
 * that fails to load falls back as it would on screen.
 */
const loadEveryFont = () =>
  Promise.allSettled(Array.from(document.fonts, (face) => face.load())).then(() => undefined);

/**
 * The PDF: every slide drawn by the shared renderers (in a worker thread) on one page with page
 * breaks, printed by a single `page.pdf` call at 1920×1080 px per page.
 */
export async function exportPdf(pool: BrowserPool, deck: ExportDeck): Promise<Buffer> {
  const html = await renderDeckDocument(
    deck.slides,
    {
      title: deck.title,
      mode: 'pdf',
      deck: deck.metadata,
      theme: deck.theme,
      inlinePictures: deck.pictures,
      fontCss: fontsFor(deck),
      printOnly: true,
    },
    EXPORT_TIMEOUT_MS,
  );
  return pool.withPage(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(loadEveryFont);
    return page.pdf({ width: '1920px', height: '1080px', printBackground: true, preferCSSPageSize: true });
  }, EXPORT_TIMEOUT_MS);
}

/**
 * The self-contained HTML file: the same renderers, plus a few lines of script for the keys. It
 * makes no request: this deck's uploaded pictures and the fonts are inlined, every other address dropped.
 */
export function exportHtml(deck: ExportDeck): Promise<string> {
  return renderDeckDocument(
    deck.slides,
    {
      title: deck.title,
      mode: 'html',
      deck: deck.metadata,
      theme: deck.theme,
      inlinePictures: deck.pictures,
      fontCss: fontsFor(deck),
    },
    EXPORT_TIMEOUT_MS,
  );
}

/** An HTML slide for PowerPoint: its plain text as laid out, and a picture of the rest. */
export interface HtmlShot {
  picture: Buffer;
  text: HtmlTextBlock[];
}

/**
 * The HTML slides for PowerPoint (the only slides it cannot draw natively): their plain text is
 * lifted out with its place and look, and the rest is pictured. The slides are stacked on one
 * page and shot one viewport at a time (scrolling is cheap; element screenshots are not), as JPEG
 * (much faster to encode than PNG at 1920×1080), and identical slides are shot once.
 */
export async function pictureHtmlSlides(pool: BrowserPool, deck: ExportDeck): Promise<Map<string, HtmlShot>> {
  return shootHtmlSlides(pool, deck, async (_i, shot) => shot);
}

/** The HTML slides' pictures as files (by slide id), for the PowerPoint builder (./pptxPool). */
export type ShotFiles = Array<[string, { file: string; text: HtmlTextBlock[] }]>;

/**
 * As pictureHtmlSlides, each picture written to a file in `dir` as soon as it is taken: the
 * server holds one picture at a time, however many distinct HTML slides the deck has.
 */
export async function pictureHtmlSlidesToFiles(
  pool: BrowserPool,
  deck: ExportDeck,
  dir: string,
): Promise<ShotFiles> {
  const shots = await shootHtmlSlides(pool, deck, async (i, shot) => {
    const file = path.join(dir, `picture-${i}.jpeg`);
    await writeFile(file, shot.picture);
    return { file, text: shot.text };
  });
  return [...shots];
}

async function shootHtmlSlides<T>(
  pool: BrowserPool,
  deck: ExportDeck,
  keep: (i: number, shot: HtmlShot) => Promise<T>,
): Promise<Map<string, T>> {
  const shots = new Map<string, T>();
  if (!pool.available) return shots;
  const keyOf = (s: ExportDeck['slides'][number]) =>
    JSON.stringify([s.content.htmlContent, s.content.styles, s.content.backgroundColor]);
  const unique = new Map<string, ExportDeck['slides'][number]>();
  for (const s of deck.slides) if (s.type === 'html' && !unique.has(keyOf(s))) unique.set(keyOf(s), s);
  if (!unique.size) return shots;
  const slides = [...unique.values()];
  // In the deck's theme, as on screen (its surface, text colour and body family); without its
  // logo, which PowerPoint gets as a picture of its own on top (./pptx/logo.ts).
  const theme = deck.theme && { ...deck.theme, logo: undefined };
  const html = await renderDeckDocument(
    slides,
    { title: deck.title, mode: 'pdf', theme, inlinePictures: deck.pictures, fontCss: fontsFor(deck) },
    EXPORT_TIMEOUT_MS,
  );
  const byKey = new Map<string, T>();
  await pool.withPage(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    for (const [i, slide] of slides.entries()) {
      const frame = await (await page.$(`section:nth-of-type(${i + 1}) iframe`))?.contentFrame();
      const text = frame ? await liftPlainText(frame).catch(() => []) : [];
      await page.evaluate((y) => window.scrollTo(0, y), i * SLIDE_HEIGHT);
      byKey.set(
        keyOf(slide),
        await keep(i, { picture: await page.screenshot({ type: 'jpeg', quality: 88 }), text }),
      );
    }
  }, EXPORT_TIMEOUT_MS);
  for (const s of deck.slides) {
    const shot = s.type === 'html' ? byKey.get(keyOf(s)) : undefined;
    if (shot) shots.set(s.id, shot);
  }
  return shots;
}
