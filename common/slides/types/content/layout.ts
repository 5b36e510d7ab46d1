import {
  CONTENT_LARGE_TEXT_UP_TO_ITEMS,
  CONTENT_SMALL_TEXT_AFTER_ITEMS,
  CONTENT_SMALLEST_TEXT_AFTER_ITEMS,
  CONTENT_TWO_COLUMNS_FROM_ITEMS,
  CONTENT_TWO_COLUMNS_MIN_BODY,
  CONTENT_TWO_COLUMNS_UP_TO_ITEMS,
  CONTENT_XL_TEXT_UP_TO_ITEMS,
  FIT_FLOORS,
  LIST_SPREAD,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
} from '../../../limits';
import {
  balancedTop,
  type Placed,
  type SlideFit,
  shrinkToFit,
  type TextRole,
  textHeight,
} from '../../layout/fit';
import { PAD_X, PAD_Y } from '../../theme';
import type { SlideView } from '../../view';

const floors = FIT_FLOORS.content;
export const CONTENT_ACCENT = { x: PAD_X, y: PAD_Y, w: 96, h: 8 };
const TOP = PAD_Y + 48;
const BOTTOM = SLIDE_HEIGHT - PAD_Y;
const WIDTH = SLIDE_WIDTH - 2 * PAD_X;
const HEIGHT = BOTTOM - TOP;
const TEXT_MAX_WIDTH = 1500;
const COLUMN_GAP = 64;

/**
 * The content slide's roles for a list of `items`: the fewer the bullets, the larger they are set,
 * so a short list fills the slide's width instead of hugging its left edge. Up to DECK-QUALITY's
 * six they stay large enough to read across a room; the fit rule shrinks what does not fit.
 */
export function contentRoles(items: number, hasText: boolean): Record<'title' | 'text' | 'body', TextRole> {
  const few = items > 0 && items <= CONTENT_LARGE_TEXT_UP_TO_ITEMS;
  const [plain, withText] =
    items > 0 && items <= CONTENT_XL_TEXT_UP_TO_ITEMS
      ? [68, 56]
      : few
        ? [60, 52]
        : items > CONTENT_SMALLEST_TEXT_AFTER_ITEMS
          ? [40, 40]
          : items > CONTENT_SMALL_TEXT_AFTER_ITEMS
            ? [52, 44]
            : [56, 48];
  const body = hasText ? withText : plain;
  return {
    title: {
      max: few && !hasText ? 92 : 84,
      floor: floors.title,
      weight: 800,
      lineHeight: 1.08,
      tracking: -0.015,
      heading: true,
    },
    text: { max: items ? (few ? 44 : 40) : 52, floor: floors.body, weight: 400, lineHeight: 1.45 },
    body: { max: body, floor: floors.body, weight: 400, lineHeight: 1.3 },
  };
}
export const BULLET_ROLE = contentRoles(0, false).body;

/** A bullet's square and the space after it, as parts of the bullet text's size. */
export const bulletMarker = (size: number) => ({ box: size * 0.32, gap: size * 0.6, itemGap: size * 0.55 });
const blockGap = (body: number) => Math.max(28, Math.round(body * 1.1));

export interface ContentLayout {
  fit: SlideFit<'title' | 'text' | 'body'>;
  title: Placed;
  text?: Placed;
  /** One box per bullet (its text box; the square sits left of it). */
  items: Placed[];
  /** The room under the title (its top and height), and where the intro and list sit in it. */
  room: { top: number; h: number };
  body: { top: number; h: number };
}

function place(slide: SlideView, sizes: Record<'title' | 'text' | 'body', number>, columns: 1 | 2) {
  const items = slide.content.items ?? [];
  const text = slide.content.text ?? '';
  const r = contentRoles(items.length, Boolean(text));
  const gap = blockGap(sizes.body);
  const titleH = textHeight(slide.title, WIDTH, r.title, sizes.title);
  const textW = Math.min(WIDTH, TEXT_MAX_WIDTH);
  const textH = text ? textHeight(text, textW, r.text, sizes.text) : 0;
  const colW = columns === 2 ? (WIDTH - COLUMN_GAP) / 2 : WIDTH;
  const m = bulletMarker(sizes.body);
  const itemW = colW - m.box - m.gap;
  const itemHs = items.map((item) => Math.max(textHeight(item, itemW, r.body, sizes.body), sizes.body * 1.3));
  const listH = (hs: number[], itemGap = m.itemGap) =>
    hs.reduce((a, b) => a + b, 0) + itemGap * Math.max(0, hs.length - 1);
  // Two columns: the split that leaves the taller column shortest.
  let split = items.length;
  if (columns === 2) {
    let best = Number.POSITIVE_INFINITY;
    for (let k = 1; k <= items.length; k++) {
      const tallest = Math.max(listH(itemHs.slice(0, k)), listH(itemHs.slice(k)));
      // On a tie the later split: the left column holds the extra point, as a reader expects.
      if (tallest <= best) [best, split] = [tallest, k];
    }
  }
  const bulletsH = Math.max(listH(itemHs.slice(0, split)), listH(itemHs.slice(split)));
  const bodyH = (lists: number) => textH + (textH && lists ? gap : 0) + lists;
  // The fit is the designed spacing's: a list spaced out below never decides whether text fits.
  const total = titleH + (titleH && bodyH(bulletsH) ? gap : 0) + bodyH(bulletsH);
  // Under the title, the room the intro and the list share.
  const roomTop = TOP + (titleH ? titleH + gap : 0);
  const room = BOTTOM - roomTop;
  // A short list is spaced out, then the whole block rests in the middle of the room.
  const gaps = Math.max(split, items.length - split) - 1;
  const itemGap =
    gaps > 0 && total <= HEIGHT
      ? m.itemGap +
        Math.min(
          sizes.body * LIST_SPREAD.maxGapEm - m.itemGap,
          ((room - bodyH(bulletsH)) * LIST_SPREAD.share) / gaps,
        )
      : m.itemGap;
  const spacedH = Math.max(listH(itemHs.slice(0, split), itemGap), listH(itemHs.slice(split), itemGap));
  const bodyTop = total <= HEIGHT ? balancedTop(roomTop, room, bodyH(spacedH)) : roomTop;
  const listTop = bodyTop + (textH ? textH + (items.length ? gap : 0) : 0);
  const placedItems: Placed[] = [];
  let y = listTop;
  for (const [i, h] of itemHs.entries()) {
    if (i === split) y = listTop;
    const x = PAD_X + (i >= split ? colW + COLUMN_GAP : 0) + m.box + m.gap;
    placedItems.push({ x, y, w: itemW, h, size: sizes.body });
    y += h + itemGap;
  }
  return {
    total,
    title: { x: PAD_X, y: TOP, w: WIDTH, h: titleH, size: sizes.title },
    text: text ? { x: PAD_X, y: bodyTop, w: textW, h: textH, size: sizes.text } : undefined,
    items: placedItems,
    /** The room under the title, and the block of intro and list in it. */
    room: { top: roomTop, h: room },
    body: { top: bodyTop, h: bodyH(spacedH) },
  };
}

/** The content slide's fit and where each of its texts goes. */
export function layoutContent(slide: SlideView): ContentLayout {
  const items = slide.content.items ?? [];
  const r = contentRoles(items.length, Boolean(slide.content.text));
  const fits = (sizes: Record<'title' | 'text' | 'body', number>, columns: 1 | 2) =>
    place(slide, sizes, columns).total <= HEIGHT;
  // A list of many short points is designed in two columns; one of long points (or too many)
  // follows the fit rule's own order: one column, then two at the floors, then shrinking below.
  const many =
    items.length >= CONTENT_TWO_COLUMNS_FROM_ITEMS && items.length <= CONTENT_TWO_COLUMNS_UP_TO_ITEMS;
  const designed = many ? shrinkToFit(r, (sizes) => fits(sizes, 2)) : undefined;
  const fit =
    designed && !designed.overflow && designed.sizes.body >= CONTENT_TWO_COLUMNS_MIN_BODY
      ? { ...designed, columns: 2 as const }
      : shrinkToFit(r, fits, { twoColumns: items.length > 1 });
  const { title, text, items: placedItems, room, body } = place(slide, fit.sizes, fit.columns);
  return { fit, title, text, items: placedItems, room, body };
}
