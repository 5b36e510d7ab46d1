import { SLIDES_PER_PRESENTATION_MAX } from '../../../common/limits';
import { UnreadableDocument } from '../types';
import { type ReadChart, readChart } from './chart';
import { type Box, boxOf, groupPlace, onSlide, type Place, placeholderBoxes } from './geometry';
import type { PptxPackage } from './package';
import { paragraphText } from './paragraphs';
import { type SlideSource, sourceOf } from './source';
import { all, kid, kids, path, type XmlNode } from './xml';

export { paragraphText } from './paragraphs';

/** One paragraph of a text body: its text and its outline level (0 = top). */
export interface Paragraph {
  text: string;
  level: number;
  /** It has a bullet character or number of its own (a list drawn in a plain text box). */
  bullet?: boolean;
}

/** A picture on a slide: its part in the package, its alt text and how much of the slide it covers. */
export interface ReadPicture {
  part: string;
  alt: string;
  /** Its share of the slide's area (0–1; 0.5 where its place is inherited from the layout). */
  area: number;
  /** The horizontal centre of the picture, as a share of the slide's width. */
  centre: number;
}

/** What a slide holds, read from its shapes in the order they are drawn. */
export interface ReadSlide {
  number: number;
  hidden: boolean;
  title: string;
  subtitle: Paragraph[];
  /** Paragraphs of body and content placeholders (the slide's bullets). */
  body: Paragraph[];
  /** Paragraphs of other text boxes and shapes, box by box in reading order (top to bottom). */
  boxes: Paragraph[][];
  tables: string[][][];
  charts: ReadChart[];
  pictures: ReadPicture[];
  notes: string;
  /** What cannot be carried over, in words ("SmartArt", "video"...). */
  unsupported: Set<string>;
  /**
   * The share of the slide (0–1) covered by what cannot be carried over (SmartArt, OLE objects,
   * video, free-form shapes...), and by the text, tables and charts that are: what the slide would
   * lose, weighed against what it keeps (pictures are weighed once it is known which one is kept).
   */
  lostArea: number;
  textArea: number;
  /** The Decksmith slide it was exported from, when its text is unchanged (./source.ts). */
  source?: SlideSource;
}

function paragraphsOf(txBody: XmlNode | undefined): Paragraph[] {
  return kids(txBody, 'a:p')
    .map((p) => {
      const pPr = kid(p, 'a:pPr');
      const bullet = !!(kid(pPr, 'a:buChar') || kid(pPr, 'a:buAutoNum'));
      // A line break inside a paragraph joins its lines with a space (split, not a pattern: linear).
      const text = paragraphText(p)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ');
      return { text, level: levelOf(p), ...(bullet ? { bullet } : {}) };
    })
    .filter((p) => p.text);
}

function levelOf(p: XmlNode): number {
  const lvl = Number(kid(p, 'a:pPr')?.attrs.lvl ?? 0);
  return Number.isInteger(lvl) && lvl >= 0 && lvl < 9 ? lvl : 0;
}

/**
 * What a slide links to outside the file (TargetMode="External": a web address, a file on some
 * disk) is never fetched, only named in the import's warning. A hyperlink is no loss: its text is
 * kept, and it was only ever followed on a click.
 */
export const LINKED_PICTURES = 'linked pictures (not fetched from outside the file)';
export const LINKED_CHARTS = 'linked charts (not fetched from outside the file)';
export const LINKED_NOTES = 'notes kept outside the file (not fetched)';

const ANIMATIONS = new Set([
  'p:anim',
  'p:animEffect',
  'p:animMotion',
  'p:animRot',
  'p:animScale',
  'p:animClr',
  'p:set',
]);

/** Reads every slide of the deck, in the deck's order; throws UnreadableDocument with the reason. */
export function readSlides(pkg: PptxPackage): ReadSlide[] {
  const main = mainPart(pkg);
  const presentation = pkg.xml(main);
  if (presentation?.name !== 'p:presentation')
    throw new UnreadableDocument('it is not a PowerPoint presentation (it has no presentation part)');
  const size = path(presentation, 'p:sldSz');
  const slideW = Number(size?.attrs.cx) || 12192000;
  const slideH = Number(size?.attrs.cy) || 6858000;
  const ids = kids(path(presentation, 'p:sldIdLst'), 'p:sldId');
  if (ids.length > SLIDES_PER_PRESENTATION_MAX)
    throw new UnreadableDocument(
      `it has ${ids.length.toLocaleString('en')} slides, more than the ${SLIDES_PER_PRESENTATION_MAX.toLocaleString('en')} a deck may have`,
    );
  const rels = pkg.rels(main);
  const slides: ReadSlide[] = [];
  for (const id of ids) {
    const rel = rels.get(id.attrs['r:id'] ?? '');
    if (!rel?.target || !pkg.has(rel.target)) continue;
    slides.push(readSlide(pkg, rel.target, slides.length + 1, slideW, slideH));
  }
  return slides;
}

/** The presentation part, as the package's own relationships name it. */
export function mainPart(pkg: PptxPackage): string {
  for (const rel of pkg.rels('').values()) if (rel.type === 'officeDocument' && rel.target) return rel.target;
  if (pkg.has('ppt/presentation.xml')) return 'ppt/presentation.xml';
  throw new UnreadableDocument('it is not a PowerPoint presentation (it has no presentation part)');
}

function readSlide(
  pkg: PptxPackage,
  part: string,
  number: number,
  slideW: number,
  slideH: number,
): ReadSlide {
  const xml = pkg.xml(part);
  const slide: ReadSlide = {
    number,
    hidden: xml?.attrs.show === '0' || xml?.attrs.show === 'false',
    title: '',
    subtitle: [],
    body: [],
    boxes: [],
    tables: [],
    charts: [],
    pictures: [],
    notes: '',
    unsupported: new Set(),
    lostArea: 0,
    textArea: 0,
  };
  if (!xml) return slide;
  const share = (box: Box | undefined) => (box ? Math.min(1, (box.w * box.h) / (slideW * slideH)) : 0);
  const layoutBox = placeholderBoxes(pkg, part);
  const source = sourceOf(xml);
  if (source) slide.source = source;
  const rels = pkg.rels(part);
  const placed: { y: number; x: number; paragraphs: Paragraph[] }[] = [];
  const walk = (tree: XmlNode | undefined, place: Place) => {
    for (const shape of tree?.children ?? []) {
      switch (shape.name) {
        case 'p:grpSp':
          walk(shape, groupPlace(shape, place));
          break;
        case 'mc:AlternateContent':
          walk(kid(shape, 'mc:Choice') ?? kid(shape, 'mc:Fallback'), place);
          break;
        case 'p:sp': {
          const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
          const type = ph ? (ph.attrs.type ?? 'obj') : undefined;
          const own = boxOf(path(shape, 'p:spPr', 'a:xfrm'));
          const area = share(own ? place(own) : ph ? layoutBox(ph) : undefined);
          if (path(shape, 'p:spPr', 'a:custGeom')) {
            slide.unsupported.add('free-form shapes');
            slide.lostArea += area;
          }
          const paragraphs = paragraphsOf(kid(shape, 'p:txBody'));
          if (!paragraphs.length) break;
          if (type !== 'dt' && type !== 'ftr' && type !== 'sldNum' && type !== 'hdr') slide.textArea += area;
          if (type === 'title' || type === 'ctrTitle') {
            slide.title = [slide.title, ...paragraphs.map((p) => p.text)].filter(Boolean).join(' ');
          } else if (type === 'subTitle') slide.subtitle.push(...paragraphs);
          else if (type === 'body' || type === 'obj') slide.body.push(...paragraphs);
          else if (type === 'dt' || type === 'ftr' || type === 'sldNum' || type === 'hdr') {
            // Date, footer and slide number come from the deck, not the slide's content.
          } else if (paragraphs.every((p) => p.bullet)) {
            slide.body.push(...paragraphs);
          } else {
            const box = boxOf(path(shape, 'p:spPr', 'a:xfrm'));
            placed.push({ y: box?.y ?? 0, x: box?.x ?? 0, paragraphs });
          }
          break;
        }
        case 'p:pic':
          readPicture(pkg, shape, rels, slide, place, share, slideW);
          break;
        case 'p:graphicFrame': {
          const box = boxOf(kid(shape, 'p:xfrm'));
          const area = share(box ? place(box) : undefined);
          if (readFrame(pkg, shape, rels, slide)) slide.textArea += area;
          else slide.lostArea += area;
          break;
        }
        case 'p:contentPart':
          slide.unsupported.add('ink');
          break;
      }
    }
  };
  walk(path(xml, 'p:cSld', 'p:spTree'), onSlide);
  slide.lostArea = Math.min(1, slide.lostArea);
  slide.textArea = Math.min(1, slide.textArea);
  placed.sort((a, b) => a.y - b.y || a.x - b.x);
  slide.boxes = placed.map((p) => p.paragraphs);
  if (hasAnimation(kid(xml, 'p:timing'))) slide.unsupported.add('animations');
  for (const rel of rels.values()) {
    if (rel.type === 'notesSlide' && rel.target) slide.notes = readNotes(pkg, rel.target);
    else if (rel.type === 'notesSlide' && rel.external) slide.unsupported.add(LINKED_NOTES);
  }
  return slide;
}

function hasAnimation(node: XmlNode | undefined): boolean {
  return !!node?.children.some((c) => ANIMATIONS.has(c.name) || hasAnimation(c));
}

function readPicture(
  pkg: PptxPackage,
  shape: XmlNode,
  rels: Map<string, import('./package').Relationship>,
  slide: ReadSlide,
  place: Place,
  share: (box: Box | undefined) => number,
  slideW: number,
) {
  const nvPr = path(shape, 'p:nvPicPr', 'p:nvPr');
  const own = boxOf(path(shape, 'p:spPr', 'a:xfrm'));
  const box = own && place(own);
  if (kid(nvPr, 'a:videoFile') || (all(nvPr, 'p14:media').length && !kid(nvPr, 'a:audioFile'))) {
    slide.unsupported.add('video');
    slide.lostArea += share(box);
    return;
  }
  if (kid(nvPr, 'a:audioFile') || kid(nvPr, 'a:wavAudioFile')) {
    slide.unsupported.add('audio');
    return;
  }
  const blip = path(shape, 'p:blipFill', 'a:blip');
  const rel = rels.get(blip?.attrs['r:embed'] ?? '');
  if (!rel?.target) {
    if (blip?.attrs['r:link'] || rel?.external) slide.unsupported.add(LINKED_PICTURES);
    return;
  }
  // A target that is not in the package (one that climbs out of it, "../../etc/passwd", resolves
  // to a name inside it that is not there): nothing is read from anywhere else.
  if (!pkg.has(rel.target)) {
    slide.unsupported.add('pictures missing from the file');
    return;
  }
  const cNvPr = path(shape, 'p:nvPicPr', 'p:cNvPr');
  const alt = (cNvPr?.attrs.descr || cNvPr?.attrs.title || '').trim();
  slide.pictures.push({
    part: rel.target,
    alt,
    area: box ? share(box) : 0.5,
    centre: box ? (box.x + box.w / 2) / slideW : 0.5,
  });
}

function readFrame(
  pkg: PptxPackage,
  shape: XmlNode,
  rels: Map<string, import('./package').Relationship>,
  slide: ReadSlide,
): boolean {
  const data = path(shape, 'a:graphic', 'a:graphicData');
  const uri = data?.attrs.uri ?? '';
  if (uri.endsWith('/table')) {
    const rows = kids(kid(data, 'a:tbl'), 'a:tr').map((tr) =>
      kids(tr, 'a:tc')
        .filter((tc) => !tc.attrs.hMerge)
        .map((tc) =>
          paragraphsOf(kid(tc, 'a:txBody'))
            .map((p) => p.text)
            .join(' '),
        ),
    );
    if (rows.length) slide.tables.push(rows);
    return rows.length > 0;
  } else if (uri.endsWith('/chart')) {
    const rel = rels.get(kid(data, 'c:chart')?.attrs['r:id'] ?? '');
    const space = rel?.target ? pkg.xml(rel.target) : undefined;
    const chart = space && readChart(space);
    if (chart) slide.charts.push(chart);
    else if (rel?.external) slide.unsupported.add(LINKED_CHARTS);
    else slide.unsupported.add('charts of a kind not read');
    return !!chart;
  } else if (uri.endsWith('/diagram')) {
    slide.unsupported.add('SmartArt');
    // Its words are kept as bullets: the diagram's data part holds them.
    const rel = rels.get(kid(data, 'dgm:relIds')?.attrs['r:dm'] ?? '');
    const model = rel?.target ? pkg.xml(rel.target) : undefined;
    for (const pt of all(path(model, 'dgm:ptLst'), 'dgm:pt')) {
      for (const p of all(kid(pt, 'dgm:t'), 'a:p')) {
        const text = paragraphText(p).trim();
        if (text) slide.body.push({ text, level: 0 });
      }
    }
  } else if (uri.endsWith('/ole')) {
    slide.unsupported.add('OLE objects');
  } else if (uri) {
    slide.unsupported.add('embedded objects');
  }
  return false;
}

function readNotes(pkg: PptxPackage, part: string): string {
  const xml = pkg.xml(part);
  const lines: string[] = [];
  for (const shape of all(path(xml, 'p:cSld', 'p:spTree'), 'p:sp')) {
    const type = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph')?.attrs.type;
    if (type !== 'body') continue;
    for (const p of kids(kid(shape, 'p:txBody'), 'a:p')) lines.push(paragraphText(p));
  }
  return lines.join('\n').trim();
}
