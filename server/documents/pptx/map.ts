import {
  IMAGE_ALT_MAX,
  IMAGE_CAPTION_MAX,
  SLIDE_ITEMS_MAX,
  SLIDE_NOTES_MAX,
  SLIDE_TEXT_MAX,
  SLIDE_TITLE_MAX,
  TABLE_CELL_MAX,
  TABLE_COLUMNS_MAX,
  TABLE_ROWS_MAX,
} from '../../../common/limits';
import type { SlideContent } from '../../../common/slides/content';
import { isOverflowing } from '../../../common/slides/fitSlide';
import type { SlideType } from '../../../common/slides/types';
import type { Paragraph, ReadSlide } from './read';
import type { SlideSource } from './source';

/** A slide of the imported deck; an image slide's picture is named by its part until it is stored. */
export interface ImportedSlide {
  type: SlideType;
  title: string;
  content: SlideContent;
  notes: string;
  /** The package part of the image slide's picture (its url is set when the server stores it). */
  picture?: string;
  hidden: boolean;
  /** It would lose most of its content: it is shown as a picture of the original, where one is drawn. */
  snapshot?: boolean;
}

/** What a slide says it was, at the head of its notes: hidden in the original deck. */
export const HIDDEN_NOTE = 'Hidden in the original PowerPoint deck.';
/** The dash that shows an item's outline level (one per level below the top). */
const LEVEL_MARK = '– ';

/** A picture covering at least this share of the slide makes an image slide (with little text). */
const IMAGE_SLIDE_AREA = 0.2;
/**
 * A smaller picture is a logo or an icon, not the slide's picture; one at least this large stands
 * beside the slide's text (an image slide with its picture on the side it was, when the text fits).
 */
export const PICTURE_MIN_AREA = 0.04;

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** An item keeps its outline level as text: a dash per level below the top ("– – detail"). */
export const itemOf = (p: Paragraph) => cut(LEVEL_MARK.repeat(p.level) + p.text, SLIDE_TEXT_MAX);

/**
 * The closest slide type for what a slide holds: a chart or a table first (the slide's data), then
 * a picture that covers much of a slide with little text (an image slide), a title slide (a title
 * and subtitle and no body), and otherwise a content slide of bullets. What the type does not draw
 * is kept: other text goes into the content's `text`, which a change of type brings back.
 */
export function mapSlide(s: ReadSlide): ImportedSlide {
  if (s.source) return fromSource(s, s.source);
  const boxes = s.boxes.map((b) => b.map((p) => p.text).join('\n'));
  let title = s.title;
  // No title placeholder: a short first box (top of the slide) is the title.
  if (!title && s.boxes.length && s.boxes[0]?.length === 1 && s.boxes[0][0]!.text.length <= 160) {
    title = s.boxes[0]![0]!.text;
    boxes.shift();
  }
  const subtitle = s.subtitle.map((p) => p.text).join('\n');
  const rest = [subtitle, ...boxes].filter(Boolean).join('\n\n');
  const items = s.body.slice(0, SLIDE_ITEMS_MAX).map(itemOf);
  const overflow = s.body.slice(SLIDE_ITEMS_MAX).map(itemOf).join('\n');
  const text = cut([rest, overflow].filter(Boolean).join('\n\n'), SLIDE_TEXT_MAX);
  const notes = cut([s.hidden ? HIDDEN_NOTE : '', s.notes].filter(Boolean).join('\n\n'), SLIDE_NOTES_MAX);
  const base = { title: cut(title, SLIDE_TITLE_MAX), notes, hidden: s.hidden };
  const textual = [text, ...items].filter(Boolean).join('\n');
  const extra = textual ? { text: cut(textual, SLIDE_TEXT_MAX) } : {};

  if (s.charts.length) {
    const { chart, title: chartTitle } = s.charts[0]!;
    return {
      ...base,
      title: base.title || cut(chartTitle ?? '', SLIDE_TITLE_MAX),
      type: 'chart',
      content: { chart, ...extra },
    };
  }
  if (s.tables.length) {
    const [first, ...body] = s.tables[0]!.map((row) =>
      row.slice(0, TABLE_COLUMNS_MAX).map((c) => cut(c, TABLE_CELL_MAX)),
    );
    const header = first?.length ? first : [''];
    return {
      ...base,
      type: 'table',
      content: { table: { header, rows: body.slice(0, TABLE_ROWS_MAX) }, ...extra },
    };
  }
  const picture = [...s.pictures].sort((a, b) => b.area - a.area)[0];
  const side = picture && picture.centre < 0.5 ? 'left' : 'right';
  if (picture && picture.area >= IMAGE_SLIDE_AREA && s.body.length <= 6 && text.length <= 400) {
    const alt = picture.alt || base.title || `Picture of slide ${s.number}`;
    return {
      ...base,
      type: 'image',
      picture: picture.part,
      content: {
        image: {
          url: '',
          alt: cut(alt, IMAGE_ALT_MAX),
          layout: picture.area >= 0.6 ? 'full' : side,
          ...(text ? { caption: cut(text.replace(/\s+/g, ' '), IMAGE_CAPTION_MAX) } : {}),
        },
        ...(items.length ? { items } : {}),
        ...(text.length > IMAGE_CAPTION_MAX ? { text } : {}),
      },
    };
  }
  if (picture && picture.area >= PICTURE_MIN_AREA && textual) {
    // A picture beside text and bullets: an image slide draws them in a column beside it. (Beside a
    // title alone, a small picture would be blown up to half the slide: it is named instead.)
    const beside: ImportedSlide = {
      ...base,
      type: 'image',
      picture: picture.part,
      content: {
        image: {
          url: '',
          alt: cut(picture.alt || base.title || `Picture of slide ${s.number}`, IMAGE_ALT_MAX),
          layout: side,
        },
        ...(text ? { text } : {}),
        ...(items.length ? { items } : {}),
      },
    };
    if (!isOverflowing(beside)) return beside;
  }
  if ((title || subtitle) && !s.body.length && s.subtitle.length + s.boxes.length <= 3 && s.subtitle.length) {
    return {
      ...base,
      type: 'title',
      content: {
        subtitle: cut(subtitle, SLIDE_TEXT_MAX),
        ...(boxes.length ? { text: cut(boxes.join('\n\n'), SLIDE_TEXT_MAX) } : {}),
      },
    };
  }
  return {
    ...base,
    type: 'content',
    content: { ...(text ? { text } : {}), ...(items.length ? { items } : {}) },
  };
}

/** The warning of one import: what could not be carried over, with the slides it was on. */
export function warningOf(slides: ReadSlide[]): string | undefined {
  const where = new Map<string, number[]>();
  for (const s of slides) {
    for (const what of s.unsupported) where.set(what, [...(where.get(what) ?? []), s.number]);
    if (s.charts.length > 1 || (s.charts.length && s.tables.length))
      where.set('more than one chart or table', [
        ...(where.get('more than one chart or table') ?? []),
        s.number,
      ]);
  }
  if (!where.size) return undefined;
  const parts = [...where].map(
    ([what, numbers]) => `${what} (slide${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')})`,
  );
  return `Not carried over: ${parts.join('; ')}.`;
}

/**
 * A slide exported by Decksmith and unchanged since: its own type, title, content and notes. An
 * image slide's picture is the file's (the one with its alt text, else the largest), stored anew.
 */
function fromSource(s: ReadSlide, source: SlideSource): ImportedSlide {
  const { type, title, content, notes } = source;
  const base = { type, title, notes, hidden: s.hidden };
  if (!content.image) return { ...base, content };
  const pictures = [...s.pictures].sort((a, b) => b.area - a.area);
  const picture = pictures.find((p) => p.alt === content.image?.alt) ?? pictures[0];
  if (!picture) {
    const { image: _lost, ...rest } = content;
    return { ...base, content: rest };
  }
  return { ...base, picture: picture.part, content: { ...content, image: { ...content.image, url: '' } } };
}
