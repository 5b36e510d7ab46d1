import { renameSync } from 'node:fs';
import PptxGenJS from 'pptxgenjs';
import { UNTITLED } from '../../../common/limits';
import { ZipWriter, zipToFile } from '../../lib/zip';
import type { ExportDeck } from '../deck';
import type { HtmlShot } from '../render';
import { type DeckSlides, slidesInMemory } from './deckSlides';
import { EmbeddedFonts } from './embedFonts';
import { imageSlidePictures } from './imageSlide';
import { ListMarkers } from './list';
import { type HtmlPicture, HtmlPictures, STAND_IN } from './pictures';
import { drawSlide } from './slides';
import { exportedParagraphs, withSource } from './source';
import { takeTable, withTableBody } from './tableXml';
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
 * let go of once written; each slide is drawn just before pptxgenjs makes its XML and let go of
 * after (buildPptx), so memory holds one slide's drawing and never a copy of the file (and the
 * builder reads the deck's slides from a file one at a time, ./deckSlides.ts): each HTML slide is
 * drawn with a tiny stand-in picture, replaced on the way out by one media part per distinct picture, written last from its file (./pictures.ts); the faces the
 * slides are set in are noted on the way and embedded at the end (./embedFonts.ts). Without a
 * picture for every HTML slide, each is drawn as its text alone.
 */
export async function exportPptx(deck: ExportDeck, shots: HtmlShots = new Map()): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const zip = new ZipWriter((chunk) => chunks.push(chunk));
  await writeDeck(deck, slidesInMemory(deck.slides), shots, zip);
  zip.finish();
  return Buffer.concat(chunks);
}

/**
 * The file written into `file` (the builder's way, ../pptxWorker.ts); resolves to its size in
 * bytes. It is written beside under another name and renamed once whole: a builder stopped
 * halfway leaves no file that looks finished (its caller removes the folder).
 */
export async function exportPptxToFile(
  deck: DeckHead,
  slides: DeckSlides,
  shots: HtmlShots,
  file: string,
  /** Told after each slide is written and the next drawn (the builder measures what it holds then). */
  onSlide?: () => void,
): Promise<number> {
  const partial = `${file}.partial`;
  const out = zipToFile(partial);
  let size: number;
  try {
    await writeDeck(deck, slides, shots, out.zip, onSlide);
    size = out.zip.finish();
  } finally {
    out.close();
  }
  renameSync(partial, file);
  return size;
}

/** A deck without its slides (they come one at a time: ./deckSlides.ts). */
export type DeckHead = Omit<ExportDeck, 'slides'>;

async function writeDeck(
  deck: DeckHead,
  slides: DeckSlides,
  shots: HtmlShots,
  zip: ZipWriter,
  onSlide?: () => void,
) {
  // A first look at every slide, keeping only what the file needs before any is drawn: the HTML
  // slides' places, the image slides (for their pictures), which slides are charts.
  const html: Array<{ id: string; number: number }> = [];
  const images: ExportDeck['slides'] = [];
  const charts: number[] = [];
  for (let i = 0; i < slides.count; i++) {
    const s = slides.at(i);
    if (s.type === 'html') html.push({ id: s.id, number: i + 1 });
    else if (s.type === 'image') images.push(s);
    else if (s.type === 'chart') charts.push(i);
  }
  const pictured = html.every(({ id }) => shots.has(id));
  const pictures = new HtmlPictures(
    pictured ? html.map(({ id, number }) => ({ number, picture: shots.get(id)!.picture })) : [],
  );
  const fonts = new EmbeddedFonts(deck.theme?.fonts);
  const media = (name: string, data: Buffer) => {
    if (!pictures.holdsBack(name, data)) zip.add(name, data);
  };
  const { pptx, rewrite, written } = await buildPptx(
    { deck, slides, images, charts },
    pictured ? shots : new Map(),
    media,
    onSlide,
  );
  await emitPptx(pptx, (name, data) => {
    if (typeof data !== 'string') return media(name, data);
    let xml = rewrite(name, data);
    if (name === '[Content_Types].xml') xml = fonts.contentTypes(xml);
    xml = pictures.relationships(name, xml);
    fonts.see(name, xml);
    if (!fonts.holdsBack(name, xml)) zip.add(name, Buffer.from(xml));
    written(name);
  });
  pictures.write(zip);
  fonts.finish(zip);
}

/** pptxgenjs's own fields of a slide that the drawing of it fills (pptxgenjs 4: what its XML is made of). */
interface HeldSlide {
  _slideObjects: unknown[];
  _relsMedia: Array<{ type: string; Target: string; data?: unknown }>;
}

/**
 * The deck drawn by pptxgenjs, one slide at a time as the file is written: pptxgenjs makes each
 * slide's XML in turn (the slide, its relationships, its notes and theirs), and `written`, told
 * of each part as it goes out, lets go of a slide once its last part is out, writes its pictures
 * there and then, and draws the next. So the builder holds one slide's drawing, never the whole
 * deck's (which was a few times the file: issue 27). The charts are drawn first, as pptxgenjs
 * lists them in the file's content types before any slide's XML. `rewrite`: what the slides and
 * the theme part take on their way out.
 */
async function buildPptx(
  {
    deck,
    slides: source,
    images,
    charts,
  }: { deck: DeckHead; slides: DeckSlides; images: ExportDeck['slides']; charts: number[] },
  shots: HtmlShots,
  media: (name: string, data: Buffer) => void,
  onSlide?: () => void,
): Promise<{ pptx: PptxGenJS; rewrite: Rewrite; written: (name: string) => void }> {
  const pictures = await imageSlidePictures({ ...deck, slides: images });
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  // pptxgenjs escapes the title (docProps/core.xml) but writes the company into docProps/app.xml
  // as it is given, so it is escaped here ("Harbor & Vine" made a file PowerPoint refused).
  pptx.title = xmlSafe(deck.title || UNTITLED);
  pptx.company = escapeXml(deck.metadata?.agency || 'Decksmith');
  const lists = new ListMarkers();
  const slides = Array.from({ length: source.count }, () => pptx.addSlide());
  const drawn = new Set<number>();
  const draw = (i: number) => {
    if (drawn.has(i) || i >= slides.length) return;
    drawn.add(i);
    const s = source.at(i);
    const slide = slides[i]!;
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
  };
  for (const i of charts) draw(i);
  draw(0);
  const written = (name: string) => {
    const number = /^ppt\/notesSlides\/_rels\/notesSlide(\d+)\.xml\.rels$/.exec(name)?.[1];
    if (!number) return;
    const i = Number(number) - 1;
    const held = slides[i] as unknown as HeldSlide;
    held._slideObjects = [];
    // Its pictures go out now (pptxgenjs would hold them all for the end of the file); marked
    // "online", a kind pptxgenjs writes no part for, so they are not written twice.
    for (const rel of held._relsMedia) {
      if (rel.type === 'online' || rel.type === 'hyperlink' || typeof rel.data !== 'string') continue;
      media(
        rel.Target.replace('..', 'ppt'),
        Buffer.from(rel.data.slice(rel.data.indexOf(',') + 1), 'base64'),
      );
      rel.data = undefined;
      rel.type = 'online';
    }
    draw(i + 1);
    onSlide?.();
  };
  const theme = deck.theme;
  const rewrite: Rewrite = (name, xml) => {
    const number = /^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1];
    if (number) {
      // Should pptxgenjs ever make the parts in another order, the file is refused, not empty.
      if (!drawn.has(Number(number) - 1))
        throw new Error(`PowerPoint slide ${number} was made before it was drawn`);
      const i = Number(number) - 1;
      const slide = lists.finish(fontSlots(xml));
      const finish = (part: string) => (theme ? schemeReferences(part, theme) : part);
      const themed = finish(slide);
      // A table written by ./tableXml.ts goes in last, its cells already as the rewrites leave them.
      const table = takeTable(slides[i]!);
      if (!table) return withSource(themed, source.at(i));
      const whole = withTableBody(themed, table, finish, exportedParagraphs);
      return withSource(whole.xml, source.at(i), whole.paragraphs);
    }
    return name === THEME_PART && theme ? themePartXml(xml, theme) : xml;
  };
  return { pptx, rewrite, written };
}
