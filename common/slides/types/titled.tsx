import { SLIDE_HEIGHT, SLIDE_WIDTH } from '../../limits';
import { editable } from '../editable';
import { type Placed, type TextRole, textHeight } from '../layout/fit';
import { roleCss } from '../layout/typeScale';
import { PAD_X, PAD_Y, placed } from '../theme';
import type { SlideDefaults } from '../view';
import { CONTENT_ACCENT } from './content/layout';

/**
 * The head of the data slides (chart, table, timeline): the content slide's accent rule and its
 * title, so a chart sits in a deck as a content slide does; below it, the area the data fills.
 */
export const DATA_WIDTH = SLIDE_WIDTH - 2 * PAD_X;
const TOP = PAD_Y + 48;
export const DATA_BOTTOM = SLIDE_HEIGHT - PAD_Y + 20;
/** Between the title and the data. */
const TITLE_GAP = 56;

export const dataTitleRole = (floor: number): TextRole => ({
  max: 72,
  floor,
  weight: 800,
  lineHeight: 1.08,
  tracking: -0.015,
  heading: true,
});

/** The title's box, and the top of the area below it. */
export function placeDataTitle(title: string, role: TextRole, size: number): { title: Placed; top: number } {
  const h = textHeight(title, DATA_WIDTH, role, size);
  return { title: { x: PAD_X, y: TOP, w: DATA_WIDTH, h, size }, top: TOP + (h ? h + TITLE_GAP : 0) };
}

export function DataTitle({
  text,
  box,
  role,
  accent,
  defaults,
}: {
  text: string;
  box: Placed;
  role: TextRole;
  accent: string;
  defaults: SlideDefaults;
}) {
  return (
    <>
      <div
        style={{
          position: 'absolute',
          left: CONTENT_ACCENT.x,
          top: CONTENT_ACCENT.y,
          width: CONTENT_ACCENT.w,
          height: CONTENT_ACCENT.h,
          background: accent,
        }}
      />
      <h2
        {...editable('title')}
        dir="auto"
        style={{ ...placed(box), fontSize: box.size, ...roleCss(role, defaults) }}
      >
        {text}
      </h2>
    </>
  );
}
