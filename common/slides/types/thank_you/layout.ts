import { FIT_FLOORS, SLIDE_HEIGHT, SLIDE_WIDTH } from '../../../limits';
import type { SlideContent } from '../../content';
import { type Placed, type SlideFit, shrinkToFit, stack, type TextRole, textHeight } from '../../layout/fit';
import { PAD_X, PAD_Y } from '../../theme';
import type { SlideDefaults, SlideView } from '../../view';

const floors = FIT_FLOORS.thank_you;
const WIDTH = SLIDE_WIDTH - 2 * PAD_X;
const HEIGHT = SLIDE_HEIGHT - 2 * PAD_Y;
const GAP = 24;
/** The rule between the big lines and the subtitle, with the room kept above and below it. */
export const THANK_YOU_RULE = { w: 160, h: 8, above: 40, below: 8 };

export const THANK_YOU_ROLES: Record<'lines' | 'subtitle', TextRole> = {
  lines: { max: 180, floor: floors.lines, weight: 900, lineHeight: 1, heading: true },
  subtitle: { max: 44, floor: floors.body, weight: 400, lineHeight: 1.35 },
};

/** The two big lines: the slide's own (older slides used line1/line2), else SPEC §9's. */
export function thankYouLines(k: SlideContent, defaults: SlideDefaults): [string, string] {
  const d = defaults.content ?? {};
  // A line left empty on purpose stays empty: the defaults fill only a line never set (a slide
  // drafted for a brief without a client must not close on "YOUR EMPIRE").
  return [k.mainText ?? k.line1 ?? d.mainText ?? '', k.highlightText ?? k.line2 ?? d.highlightText ?? ''];
}

function place(
  slide: SlideView,
  defaults: SlideDefaults,
  sizes: Record<keyof typeof THANK_YOU_ROLES, number>,
) {
  const [line1, line2] = thankYouLines(slide.content, defaults);
  const sub = slide.content.subtitle ?? slide.content.text ?? '';
  const rule = THANK_YOU_RULE.above + THANK_YOU_RULE.h + THANK_YOU_RULE.below;
  const hs = [
    textHeight(line1, WIDTH, THANK_YOU_ROLES.lines, sizes.lines),
    textHeight(line2, WIDTH, THANK_YOU_ROLES.lines, sizes.lines),
    rule,
    textHeight(sub, WIDTH, THANK_YOU_ROLES.subtitle, sizes.subtitle),
  ];
  const { tops, total } = stack(hs, { top: PAD_Y, height: HEIGHT, gap: GAP, align: 'center' });
  const box = (i: number, size: number): Placed => ({ x: PAD_X, y: tops[i]!, w: WIDTH, h: hs[i]!, size });
  return {
    total,
    texts: { line1, line2, sub },
    line1: box(0, sizes.lines),
    line2: box(1, sizes.lines),
    rule: { x: (SLIDE_WIDTH - THANK_YOU_RULE.w) / 2, y: tops[2]! + THANK_YOU_RULE.above },
    subtitle: box(3, sizes.subtitle),
  };
}

export function layoutThankYou(slide: SlideView, defaults: SlideDefaults) {
  const fit: SlideFit<keyof typeof THANK_YOU_ROLES> = shrinkToFit(
    THANK_YOU_ROLES,
    (sizes) => place(slide, defaults, sizes).total <= HEIGHT,
  );
  return { fit, ...place(slide, defaults, fit.sizes) };
}
