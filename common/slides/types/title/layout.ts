import { FIT_FLOORS, SLIDE_HEIGHT, SLIDE_WIDTH, UNTITLED } from '../../../limits';
import { type Placed, type SlideFit, shrinkToFit, stack, type TextRole, textHeight } from '../../layout/fit';
import { PAD_X, PAD_Y } from '../../theme';
import type { SlideView } from '../../view';

const floors = FIT_FLOORS.title;
const WIDTH = SLIDE_WIDTH - 2 * PAD_X;
const HEIGHT = SLIDE_HEIGHT - 2 * PAD_Y;
const SUBTITLE_WIDTH = 1400;
const GAP = 48;
export const TITLE_BAR = { w: 120, h: 10 };

export const TITLE_ROLES: Record<'title' | 'subtitle' | 'author', TextRole> = {
  title: { max: 136, floor: floors.title, weight: 800, lineHeight: 1.05, tracking: -0.02, heading: true },
  subtitle: { max: 48, floor: floors.body, weight: 400, lineHeight: 1.35 },
  author: { max: 30, floor: Math.min(30, floors.body), weight: 600, lineHeight: 1.3 },
};

export const titleTexts = (slide: SlideView) => ({
  title: slide.title || UNTITLED,
  subtitle: slide.content.subtitle ?? slide.content.text ?? '',
  author: slide.content.author ?? '',
});

function place(slide: SlideView, sizes: Record<keyof typeof TITLE_ROLES, number>) {
  const t = titleTexts(slide);
  const hs = [
    TITLE_BAR.h,
    textHeight(t.title, WIDTH, TITLE_ROLES.title, sizes.title),
    textHeight(t.subtitle, SUBTITLE_WIDTH, TITLE_ROLES.subtitle, sizes.subtitle),
    textHeight(t.author, WIDTH, TITLE_ROLES.author, sizes.author),
  ];
  const { tops, total } = stack(hs, { top: PAD_Y, height: HEIGHT, gap: GAP, align: 'center' });
  const box = (i: number, w: number, size: number): Placed => ({ x: PAD_X, y: tops[i]!, w, h: hs[i]!, size });
  return {
    total,
    bar: { x: PAD_X, y: tops[0]! },
    title: box(1, WIDTH, sizes.title),
    subtitle: box(2, SUBTITLE_WIDTH, sizes.subtitle),
    author: box(3, WIDTH, sizes.author),
  };
}

export function layoutTitle(slide: SlideView) {
  const fit: SlideFit<keyof typeof TITLE_ROLES> = shrinkToFit(
    TITLE_ROLES,
    (sizes) => place(slide, sizes).total <= HEIGHT,
  );
  return { fit, ...place(slide, fit.sizes) };
}
