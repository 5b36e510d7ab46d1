import type { Placed } from '../../../common/slides/layout/fit';
import { BULLET_ROLE } from '../../../common/slides/types/content/layout';
import { contentOf, type ExportSlide } from '../deck';
import { type PSlide, rect } from './shapes';
import { roleLook, textAt } from './text';

/** A view of the exported slide for the shared layouts. */
export const viewOf = (s: ExportSlide) => ({ id: s.id, type: s.type, title: s.title, content: contentOf(s) });

/** Bullets as on screen: a small square, then the text box the layout placed. */
export function drawBullets(
  slide: PSlide,
  items: readonly string[],
  boxes: Placed[],
  fg: string,
  accent: string,
) {
  boxes.forEach((box, i) => {
    const square = box.size * 0.32;
    rect(
      slide,
      { x: box.x - box.size * 0.92, y: box.y + (box.size * 1.3 - square) / 2, w: square, h: square },
      accent,
      { radius: 3 },
    );
    textAt(slide, items[i] ?? '', box, { ...roleLook(BULLET_ROLE), color: fg });
  });
}
