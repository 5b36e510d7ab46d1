import { FIT_FLOORS, SLIDE_HEIGHT } from '../../../limits';
import type { TimelineStep } from '../../content';
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
import { DATA_WIDTH, dataTitleRole, placeDataTitle } from '../titled';

const floors = FIT_FLOORS.timeline;
const BOTTOM = SLIDE_HEIGHT - PAD_Y;
/** The process line, each step's node on it, and the gaps around them. */
export const TIMELINE_LINE = { h: 8, node: 40, ring: 10, gutter: 48, dateGap: 28, labelGap: 40, textGap: 18 };

export const TIMELINE_ROLES: Record<'title' | 'date' | 'label' | 'body', TextRole> = {
  title: dataTitleRole(floors.title),
  date: { max: 30, floor: floors.body, weight: 700, lineHeight: 1.2 },
  label: { max: 46, floor: floors.heading, weight: 800, lineHeight: 1.15, heading: true },
  body: { max: 32, floor: floors.body, weight: 400, lineHeight: 1.3 },
};

/** Steps to show where the slide holds none yet. */
export const SAMPLE_STEPS: TimelineStep[] = [
  { label: 'Discovery', date: 'May' },
  { label: 'Build', date: 'June – August' },
  { label: 'Launch', date: 'September' },
];

export interface PlacedStep {
  node: { x: number; y: number };
  date: Placed;
  label: Placed;
  text: Placed;
}

function place(slide: SlideView, sizes: Record<keyof typeof TIMELINE_ROLES, number>) {
  const steps = slide.content.steps?.length ? slide.content.steps : SAMPLE_STEPS;
  const head = placeDataTitle(slide.title, TIMELINE_ROLES.title, sizes.title);
  const n = steps.length;
  const colW = DATA_WIDTH / n;
  const textW = colW - TIMELINE_LINE.gutter;
  const dateHs = steps.map((s) => textHeight(s.date ?? '', textW, TIMELINE_ROLES.date, sizes.date));
  const labelHs = steps.map((s) => textHeight(s.label, textW, TIMELINE_ROLES.label, sizes.label));
  const bodyHs = steps.map((s) => textHeight(s.text ?? '', textW, TIMELINE_ROLES.body, sizes.body));
  const dateRow = Math.max(0, ...dateHs);
  const below = Math.max(
    ...steps.map((_, i) => labelHs[i]! + (bodyHs[i] ? TIMELINE_LINE.textGap + bodyHs[i]! : 0)),
  );
  const blockH =
    (dateRow ? dateRow + TIMELINE_LINE.dateGap : 0) + TIMELINE_LINE.node + TIMELINE_LINE.labelGap + below;
  const room = BOTTOM - head.top;
  // The process rests in the middle of the space under the title, as every type's body does.
  const top = balancedTop(head.top, room, blockH);
  const lineY = top + (dateRow ? dateRow + TIMELINE_LINE.dateGap : 0) + TIMELINE_LINE.node / 2;
  const placedSteps: PlacedStep[] = steps.map((_, i) => {
    const x = PAD_X + i * colW;
    const labelY = lineY + TIMELINE_LINE.node / 2 + TIMELINE_LINE.labelGap;
    return {
      node: { x: x + TIMELINE_LINE.node / 2, y: lineY },
      // Every date starts on one line, however many lines one of them takes.
      date: {
        x,
        y: lineY - TIMELINE_LINE.node / 2 - TIMELINE_LINE.dateGap - dateRow,
        w: textW,
        h: dateHs[i]!,
        size: sizes.date,
      },
      label: { x, y: labelY, w: textW, h: labelHs[i]!, size: sizes.label },
      text: {
        x,
        y: labelY + labelHs[i]! + TIMELINE_LINE.textGap,
        w: textW,
        h: bodyHs[i]!,
        size: sizes.body,
      },
    };
  });
  return {
    fits: blockH <= room,
    /** The room under the title, and the process (dates, line, labels and texts) in it. */
    room: { top: head.top, h: room },
    block: { top, h: blockH },
    title: head.title,
    line: { x: PAD_X, y: lineY - TIMELINE_LINE.h / 2, w: DATA_WIDTH, h: TIMELINE_LINE.h },
    steps: placedSteps,
    shown: steps,
  };
}

/** Few steps are set larger, so a short plan fills its slide (DECK-QUALITY: slides use their space). */
function rolesFor(steps: number): typeof TIMELINE_ROLES {
  const [date, label, body] =
    steps <= 3 ? [36, 64, 40] : steps <= 4 ? [34, 56, 36] : steps <= 6 ? [30, 46, 32] : [28, 40, 28];
  return {
    title: TIMELINE_ROLES.title,
    date: { ...TIMELINE_ROLES.date, max: date },
    label: { ...TIMELINE_ROLES.label, max: label },
    body: { ...TIMELINE_ROLES.body, max: body },
  };
}

export function layoutTimeline(slide: SlideView) {
  const fit: SlideFit<keyof typeof TIMELINE_ROLES> = shrinkToFit(
    rolesFor(slide.content.steps?.length || SAMPLE_STEPS.length),
    (sizes) => place(slide, sizes).fits,
  );
  const { fits: _fits, ...placed } = place(slide, fit.sizes);
  return { fit, ...placed };
}
