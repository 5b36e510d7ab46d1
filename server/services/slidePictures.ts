import { IMAGE_ALT_MAX, SLIDE_TEXT_MAX } from '../../common/limits';
import type { SlideContent } from '../../common/slides/content';
import { type SlideDrawer, SlidesNotDrawn } from '../documents/libreOffice';
import type { ImportedSlide, PptxImport } from '../documents/pptx/index';

/** The pictures of the original drawn for an import's slides that would lose most of their content. */
export interface OriginalPictures {
  /** PNGs by the slide's index in the import. */
  drawn: Map<number, Buffer>;
  warning?: string;
}

const slidesOf = (numbers: number[]) => `slide${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')}`;

/**
 * Issue 30: where a slide would lose most of its content (SmartArt, an OLE object, a video, free-form
 * shapes), it also carries a picture of the original slide, drawn by LibreOffice; where LibreOffice
 * is not installed (or the file may not be given to it), the warning says why it has none.
 */
export async function drawOriginals(
  drawer: SlideDrawer,
  upload: { fileName: string; bytes: Buffer },
  read: PptxImport,
): Promise<OriginalPictures> {
  const wanted = read.slides.flatMap((s, i) => (s.snapshot ? [i] : []));
  if (!wanted.length) return { drawn: new Map() };
  const numbers = wanted.map((i) => i + 1);
  const none = (why: string) => ({
    drawn: new Map<number, Buffer>(),
    warning: `No picture of the original for ${slidesOf(numbers)}: ${why}.`,
  });
  if (read.notDrawable) return none(read.notDrawable);
  const ext = upload.fileName.toLowerCase().split('.').pop() ?? 'pptx';
  let pages: Map<number, Buffer>;
  try {
    pages = await drawer.draw(upload.bytes, ext, numbers);
  } catch (err) {
    if (err instanceof SlidesNotDrawn) return none(err.message);
    throw err;
  }
  const drawn = new Map([...pages].map(([n, png]) => [n - 1, png]));
  const shown = numbers.filter((n) => pages.has(n));
  const missing = numbers.filter((n) => !pages.has(n));
  const warning = [
    shown.length
      ? `Shown as a picture of the original, drawn by LibreOffice (its words kept as the slide's text): ${slidesOf(shown)}.`
      : '',
    missing.length ? `No picture of the original for ${slidesOf(missing)}: LibreOffice did not draw it.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { drawn, ...(warning ? { warning } : {}) };
}

/**
 * A slide shown as the picture of its original: an image slide, the picture across the whole slide
 * (a picture of a slide is 16:9, so nothing of it is cropped). The picture shows the original's
 * title already, so the slide's own is left empty (a full picture's title is set over a scrim on
 * its lower part, which would hide what is there); the title leads its text instead, and the alt
 * text names it. The text and bullets, which an image slide keeps beside a full picture without
 * drawing them, bring the words back on a change of type.
 */
export function asOriginal(slide: ImportedSlide, url: string, number: number, fileName: string) {
  const { image: _own, ...rest } = slide.content;
  const named = `Slide ${number} of ${fileName}, as LibreOffice draws it`;
  const alt = cut(slide.title ? `${named}: ${slide.title}` : named, IMAGE_ALT_MAX);
  const text = cut([slide.title, rest.text ?? ''].filter(Boolean).join('\n\n'), SLIDE_TEXT_MAX);
  const content: SlideContent = { ...rest, ...(text ? { text } : {}), image: { url, alt, layout: 'full' } };
  return { type: 'image' as const, title: '', content };
}

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
