import { COMPARISON_LARGE_TEXT_UP_TO_ROWS, FIT_FLOORS, SLIDE_HEIGHT, SLIDE_WIDTH } from '../../../limits';
import { type Placed, type SlideFit, shrinkToFit, type TextRole, textHeight } from '../../layout/fit';
import { PAD_X, PAD_Y } from '../../theme';
import type { SlideView } from '../../view';
import { bulletMarker } from '../content/layout';

const floors = FIT_FLOORS.comparison;
const WIDTH = SLIDE_WIDTH - 2 * PAD_X;
const BOTTOM = SLIDE_HEIGHT - PAD_Y;
/** The two cards: their gap, the coloured rule on top, their padding and corner. */
export const CARD = { gap: 48, rule: 10, padY: 44, padX: 52, radius: 20, titleGap: 32, minH: 280 };
const CARD_WIDTH = (WIDTH - CARD.gap) / 2;
const INNER_WIDTH = CARD_WIDTH - 2 * CARD.padX;
const TITLE_GAP = 56;

type ComparisonRole = 'title' | 'heading' | 'body';

/**
 * The roles for sides of at most `rows` points: a short comparison (up to three a side) is set a
 * step larger, so two short cards read across the room instead of as two small notes.
 */
export function comparisonRoles(rows: number): Record<ComparisonRole, TextRole> {
  const few = rows <= COMPARISON_LARGE_TEXT_UP_TO_ROWS;
  return {
    title: { max: 76, floor: floors.title, weight: 800, lineHeight: 1.08, tracking: -0.015, heading: true },
    heading: { max: few ? 60 : 52, floor: floors.heading, weight: 800, lineHeight: 1.15, heading: true },
    body: { max: few ? 48 : 40, floor: floors.body, weight: 400, lineHeight: 1.3 },
  };
}
/** How each text is set (weights, leading); only the largest sizes depend on the count. */
export const COMPARISON_ROLES = comparisonRoles(Number.POSITIVE_INFINITY);

export function comparisonSides(slide: SlideView) {
  const cmp = slide.content.comparison;
  return [cmp?.left ?? { title: '', items: [] }, cmp?.right ?? { title: '', items: [] }].map((s) => ({
    title: s.title ?? '',
    items: s.items ?? [],
  }));
}

function place(slide: SlideView, sizes: Record<ComparisonRole, number>) {
  const titleH = textHeight(slide.title, WIDTH, COMPARISON_ROLES.title, sizes.title);
  const cardTop = PAD_Y + (titleH ? titleH + TITLE_GAP : 0);
  const cardH = BOTTOM - cardTop;
  const m = bulletMarker(sizes.body);
  const itemW = INNER_WIDTH - m.box - m.gap;
  let fits = true;
  const sides = comparisonSides(slide);
  const heightOf = (item: string) =>
    Math.max(textHeight(item, itemW, COMPARISON_ROLES.body, sizes.body), sizes.body * 1.3);
  // Row by row: the n-th points of both sides start level, so a before and its after read across.
  const rows = Array.from({ length: Math.max(0, ...sides.map((s) => s.items.length)) }, (_, j) =>
    Math.max(...sides.map((s) => (s.items[j] === undefined ? 0 : heightOf(s.items[j]!)))),
  );
  const headingHs = sides.map((s) =>
    textHeight(s.title, INNER_WIDTH, COMPARISON_ROLES.heading, sizes.heading),
  );
  const headingRow = Math.max(...headingHs);
  const cards = sides.map((side, i) => {
    const x = PAD_X + i * (CARD_WIDTH + CARD.gap);
    const innerX = x + CARD.padX;
    let y = cardTop + CARD.rule + CARD.padY;
    const heading: Placed = { x: innerX, y, w: INNER_WIDTH, h: headingHs[i]!, size: sizes.heading };
    if (headingRow) y += headingRow + CARD.titleGap;
    const items = side.items.map((item, j) => {
      const box: Placed = { x: innerX + m.box + m.gap, y, w: itemW, h: heightOf(item), size: sizes.body };
      y += rows[j]! + m.itemGap;
      return box;
    });
    if (side.items.length) y -= m.itemGap;
    if (y > cardTop + cardH - CARD.padY) fits = false;
    return { x, y: cardTop, w: CARD_WIDTH, h: y + CARD.padY - cardTop, heading, items };
  });
  // The cards are as tall as the fuller side's content (level with each other), not the room
  // left; short ones sit in the middle of that room, under the title where every slide has it.
  const contentH = Math.min(cardH, Math.max(CARD.minH, ...cards.map((card) => card.h)));
  const shift = Math.round((cardH - contentH) / 2);
  for (const card of cards) {
    card.h = contentH;
    card.y += shift;
    card.heading.y += shift;
    for (const item of card.items) item.y += shift;
  }
  return { fits, title: { x: PAD_X, y: PAD_Y, w: WIDTH, h: titleH, size: sizes.title } as Placed, cards };
}

export function layoutComparison(slide: SlideView) {
  const roles = comparisonRoles(Math.max(...comparisonSides(slide).map((s) => s.items.length)));
  const fit: SlideFit<ComparisonRole> = shrinkToFit(roles, (sizes) => place(slide, sizes).fits);
  return { fit, roles, ...place(slide, fit.sizes) };
}
