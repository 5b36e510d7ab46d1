import { LOGO_MAX_BYTES } from '../../../common/limits';
import { type ImportedSlide, mapSlide, warningOf } from './map';
import { PptxPackage } from './package';
import { readSlides } from './read';

export type { ImportedSlide } from './map';

/** A PowerPoint file read into slides, with the pictures its image slides show, by part name. */
export interface PptxImport {
  slides: ImportedSlide[];
  pictures: Record<string, Uint8Array>;
  warning?: string;
}

/**
 * Reads a .pptx (or .potx, .pptm: the same package) into the deck's slides. Runs in a document
 * reader (../pool.ts), under its memory and time budget; throws UnreadableDocument with the reason
 * for a damaged, encrypted or hostile file.
 */
export function readPptx(bytes: Buffer): PptxImport {
  const pkg = new PptxPackage(bytes);
  const read = readSlides(pkg);
  const slides = read.map(mapSlide);
  const pictures: Record<string, Uint8Array> = {};
  const lost = new Map<string, number[]>();
  const note = (what: string, n: number) => lost.set(what, [...(lost.get(what) ?? []), n]);
  slides.forEach((slide, i) => {
    const source = read[i]!;
    const shown = slide.picture ? 1 : 0;
    if (!source.source && source.pictures.length > shown) note('pictures beside text', source.number);
    if (!slide.picture) return;
    if (pkg.sizeOf(slide.picture) > LOGO_MAX_BYTES) {
      note(`pictures over ${LOGO_MAX_BYTES / 1024 / 1024} MB`, source.number);
      slides[i] = { ...slide, type: 'content', content: contentInstead(slide) };
      delete slides[i].picture;
      return;
    }
    pictures[slide.picture] ??= pkg.bytes(slide.picture)!;
  });
  const warnings = [
    warningOf(read),
    ...[...lost].map(([w, n]) => `Left out: ${w} (slide${n.length === 1 ? '' : 's'} ${n.join(', ')}).`),
  ].filter(Boolean);
  return { slides, pictures, ...(warnings.length ? { warning: warnings.join(' ') } : {}) };
}

/** An image slide whose picture cannot be shown, as a content slide of its text and caption. */
export function contentInstead(slide: ImportedSlide): ImportedSlide['content'] {
  const { image, items, text } = slide.content;
  const body = [text ?? image?.caption ?? ''].filter(Boolean).join('\n');
  return { ...(body ? { text: body } : {}), ...(items?.length ? { items } : {}) };
}
