import type { Placed } from '../../../common/slides/layout/fit';
import { BULLET_ROLE } from '../../../common/slides/types/content/layout';
import { contentOf, type ExportSlide } from '../deck';
import type { DrawContext } from './context';
import { listAt } from './list';
import type { PSlide } from './shapes';
import { roleLook } from './text';

/** A view of the exported slide for the shared layouts. */
export const viewOf = (s: ExportSlide) => ({ id: s.id, type: s.type, title: s.title, content: contentOf(s) });

/**
 * Bullets as on screen: the text in `fg` where the layout placed each, a square in `accent`
 * before it; one text box per column (./list.ts). `shrunk`: the fit rule shrank the slide's text;
 * `bottom`: where the list's room ends.
 */
export function drawBullets(
  slide: PSlide,
  context: DrawContext,
  items: readonly string[],
  boxes: Placed[],
  { fg, accent, shrunk, bottom }: { fg: string; accent: string; shrunk: boolean; bottom: number },
) {
  listAt(slide, items, boxes, {
    look: { ...roleLook(BULLET_ROLE), color: fg },
    marker: accent,
    markers: context.lists,
    shrunk,
    bottom,
  });
}
