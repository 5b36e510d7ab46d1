import { LOGO_MAX_BYTES } from '../../../common/limits';
import { type ImportedSlide, mapSlide, PICTURE_MIN_AREA, warningOf } from './map';
import { PptxPackage } from './package';
import { type ReadSlide, readSlides } from './read';

export type { ImportedSlide } from './map';

/** A PowerPoint file read into slides, with the pictures its image slides show, by part name. */
export interface PptxImport {
  slides: ImportedSlide[];
  pictures: Record<string, Uint8Array>;
  warning?: string;
  /**
   * Why no slide may be drawn from this file by another program (LibreOffice), when it may not:
   * it links to something outside itself that such a program would fetch (a linked picture, an
   * OLE object's file). Hyperlinks are only followed on a click, so they are no reason.
   */
  notDrawable?: string;
}

/**
 * Reads a .pptx (or .potx, .pptm: the same package) into the deck's slides. Runs in a document
 * reader (../pool.ts), under its memory and time budget; throws UnreadableDocument with the reason
 * for a damaged, encrypted or hostile file.
 */
export async function readPptx(bytes: Buffer): Promise<PptxImport> {
  const pkg = await PptxPackage.open(bytes);
  const read = readSlides(pkg);
  const slides = read.map(mapSlide);
  const pictures: Record<string, Uint8Array> = {};
  const lost = new Map<string, number[]>();
  const note = (what: string, n: number) => lost.set(what, [...(lost.get(what) ?? []), n]);
  slides.forEach((slide, i) => {
    const source = read[i]!;
    const left = source.pictures.filter((p) => p.part !== slide.picture);
    if (!source.source) {
      if (left.some((p) => p.area >= PICTURE_MIN_AREA)) note('pictures beside text', source.number);
      else if (left.length) note('logos and small pictures', source.number);
      if (losesMost(source, slide)) slides[i] = { ...slide, snapshot: true };
    }
    if (!slide.picture) return;
    if (pkg.sizeOf(slide.picture) > LOGO_MAX_BYTES) {
      note(`pictures over ${LOGO_MAX_BYTES / 1024 / 1024} MB`, source.number);
      slides[i] = { ...slides[i]!, type: 'content', content: contentInstead(slide) };
      delete slides[i].picture;
      return;
    }
    pictures[slide.picture] ??= pkg.bytes(slide.picture)!;
  });
  const warnings = [
    warningOf(read),
    ...[...lost].map(([w, n]) => `Left out: ${w} (slide${n.length === 1 ? '' : 's'} ${n.join(', ')}).`),
  ].filter(Boolean);
  const notDrawable = slides.some((s) => s.snapshot) ? notDrawableWhy(pkg) : undefined;
  return {
    slides,
    pictures,
    ...(warnings.length ? { warning: warnings.join(' ') } : {}),
    ...(notDrawable ? { notDrawable } : {}),
  };
}

/**
 * Whether a slide would lose most of its content: what cannot be carried over (SmartArt, OLE
 * objects, video, free-form shapes, the pictures an imported slide has no room for) covers more
 * of it than the text, tables, charts and picture that are carried over. Such a slide also
 * carries a picture of the original (services/slidePictures.ts).
 */
function losesMost(read: ReadSlide, slide: ImportedSlide): boolean {
  let lost = read.lostArea;
  let kept = read.textArea;
  for (const p of read.pictures) {
    if (p.part === slide.picture) kept += p.area;
    else lost += p.area;
  }
  return lost > 0 && lost > kept;
}

/** Why the file may not be given to another program to draw, or undefined when it may. */
function notDrawableWhy(pkg: PptxPackage): string | undefined {
  const kinds = new Set<string>();
  for (const name of pkg.names()) {
    if (!name.endsWith('.rels')) continue;
    const part = name.replace(/(^|\/)_rels\/([^/]*)\.rels$/, '$1$2');
    try {
      for (const rel of pkg.rels(part).values())
        if (rel.external && rel.type !== 'hyperlink') kinds.add(rel.type || 'a resource');
    } catch {
      // A part the slides never use may be damaged: the import goes on, but nothing is drawn.
      return `its part ${name} is damaged`;
    }
  }
  return kinds.size ? `it links to ${[...kinds].sort().join(', ')} outside the file` : undefined;
}

/** An image slide whose picture cannot be shown, as a content slide of its text and caption. */
export function contentInstead(slide: ImportedSlide): ImportedSlide['content'] {
  const { image, items, text } = slide.content;
  const body = [text ?? image?.caption ?? ''].filter(Boolean).join('\n');
  return { ...(body ? { text: body } : {}), ...(items?.length ? { items } : {}) };
}
