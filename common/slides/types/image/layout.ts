import { FIT_FLOORS, SLIDE_HEIGHT, SLIDE_WIDTH } from '../../../limits';
import type { SlideImage } from '../../content';
import { type Placed, type SlideFit, shrinkToFit, stack, type TextRole, textHeight } from '../../layout/fit';
import { PAD_X, PAD_Y } from '../../theme';
import type { SlideView } from '../../view';
import { bulletMarker } from '../content/layout';

const floors = FIT_FLOORS.image;
/** Beside the text the picture takes this part of the slide's width. */
export const IMAGE_SHARE = 0.5;
const COLUMN_PAD = 110;

export const IMAGE_ROLES: Record<'title' | 'body' | 'caption', TextRole> = {
  title: { max: 76, floor: floors.title, weight: 800, lineHeight: 1.08, tracking: -0.015, heading: true },
  body: { max: 40, floor: floors.body, weight: 400, lineHeight: 1.35 },
  caption: { max: 26, floor: floors.body, weight: 400, lineHeight: 1.3 },
};

export type ImageLayoutKind = SlideImage['layout'];

export interface ImageLayout {
  fit: SlideFit<'title' | 'body' | 'caption'>;
  kind: ImageLayoutKind;
  /** Where the picture is drawn (cropped to it around its focus). */
  picture: { x: number; y: number; w: number; h: number };
  title: Placed;
  text?: Placed;
  items: Placed[];
  caption?: Placed;
  /** For a full picture: the scrim's top, from where it darkens to the bottom. */
  scrimTop: number;
  /** Whether a scrim is drawn: only under text (a full picture with no title or caption is left as it is). */
  scrim: boolean;
}

function place(slide: SlideView, sizes: Record<'title' | 'body' | 'caption', number>) {
  const kind: ImageLayoutKind = slide.content.image?.layout ?? 'left';
  const caption = slide.content.image?.caption ?? '';
  if (kind === 'full') {
    // The title and caption stand on the picture's lower part, over the scrim.
    const w = Math.min(SLIDE_WIDTH - 2 * PAD_X, 1400);
    const titleH = textHeight(slide.title, w, IMAGE_ROLES.title, sizes.title);
    const capH = textHeight(caption, w, IMAGE_ROLES.caption, sizes.caption);
    const gap = 24;
    const bottom = SLIDE_HEIGHT - PAD_Y + 20;
    const capY = bottom - capH;
    const titleY = (capH ? capY - gap : bottom) - titleH;
    return {
      fits: titleY >= SLIDE_HEIGHT * 0.35,
      layout: {
        kind,
        picture: { x: 0, y: 0, w: SLIDE_WIDTH, h: SLIDE_HEIGHT },
        title: { x: PAD_X, y: titleY, w, h: titleH, size: sizes.title },
        items: [],
        caption: capH ? { x: PAD_X, y: capY, w, h: capH, size: sizes.caption } : undefined,
        scrimTop: Math.max(0, titleY - 260),
        scrim: !!(slide.title.trim() || caption.trim()),
      },
    };
  }
  const picW = SLIDE_WIDTH * IMAGE_SHARE;
  const picX = kind === 'left' ? 0 : SLIDE_WIDTH - picW;
  const colX = kind === 'left' ? picW + COLUMN_PAD : PAD_X;
  const colW = SLIDE_WIDTH - picW - COLUMN_PAD - PAD_X;
  const items = slide.content.items ?? [];
  const text = slide.content.text ?? '';
  const m = bulletMarker(sizes.body);
  const itemW = colW - m.box - m.gap;
  const titleH = textHeight(slide.title, colW, IMAGE_ROLES.title, sizes.title);
  const textH = textHeight(text, colW, IMAGE_ROLES.body, sizes.body);
  const itemHs = items.map((it) =>
    Math.max(textHeight(it, itemW, IMAGE_ROLES.body, sizes.body), sizes.body * 1.35),
  );
  const listH = itemHs.reduce((a, b) => a + b, 0) + m.itemGap * Math.max(0, items.length - 1);
  const capH = textHeight(caption, colW, IMAGE_ROLES.caption, sizes.caption);
  const height = SLIDE_HEIGHT - 2 * PAD_Y;
  const { tops, total } = stack([titleH, textH, listH, capH], {
    top: PAD_Y,
    height,
    gap: Math.max(32, sizes.body * 1.1),
    align: 'center',
  });
  let y = tops[2]!;
  const placedItems = itemHs.map((h) => {
    const box = { x: colX + m.box + m.gap, y, w: itemW, h, size: sizes.body };
    y += h + m.itemGap;
    return box;
  });
  return {
    fits: total <= height,
    layout: {
      kind,
      picture: { x: picX, y: 0, w: picW, h: SLIDE_HEIGHT },
      title: { x: colX, y: tops[0]!, w: colW, h: titleH, size: sizes.title },
      text: textH ? { x: colX, y: tops[1]!, w: colW, h: textH, size: sizes.body } : undefined,
      items: placedItems,
      caption: capH ? { x: colX, y: tops[3]!, w: colW, h: capH, size: sizes.caption } : undefined,
      scrimTop: 0,
      scrim: false,
    },
  };
}

export function layoutImage(slide: SlideView): ImageLayout {
  const fit: SlideFit<'title' | 'body' | 'caption'> = shrinkToFit(
    IMAGE_ROLES,
    (sizes) => place(slide, sizes).fits,
  );
  return { fit, ...place(slide, fit.sizes).layout };
}

/** The CSS object-position of a picture's focus (its centre when none is given). */
export function focusPosition(image: SlideImage | undefined): string {
  const f = image?.focus ?? { x: 0.5, y: 0.5 };
  return `${Math.round(f.x * 100)}% ${Math.round(f.y * 100)}%`;
}
