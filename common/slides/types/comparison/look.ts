import { CONTRAST_LARGE } from '../../../limits';
import { contrastRatio, mixOver } from '../../../themes/color';
import type { SlideDefaults } from '../../view';

/** One side's card: its fill, the rule on top and the bullets' colour, and the text on it. */
export interface ComparisonSideLook {
  fill: string;
  rule: string;
  text: string;
  /** A hairline round a card that is close to the slide's own surface; none on a filled card. */
  border?: string;
}

/** The two sides' accents and card fills without a theme (Classic): white and grey, a clear blue. */
export const COMPARISON_SIDES = [
  { accent: '#a0aec0', fill: '#ffffff' },
  { accent: '#3182ce', fill: '#dbeafe' },
] as const;

const solid = (top: string, bottom: string, alpha: number) => mixOver(top, bottom, alpha) ?? bottom;

/**
 * The colours of the two cards, for the canvas and the PowerPoint drawing alike. The first side is
 * the quiet one: a light card on the slide's surface, outlined, ruled in a muted text colour. The
 * second is the one the slide argues for: under a theme, filled with the theme's emphasis (its
 * primary, with the text that reads on it) and ruled in its accent, so the two never read as two
 * greys, whatever the theme. A slide with its own colours keeps to them: the second card is a
 * stronger tint of its text.
 */
export function comparisonLook(
  defaults: SlideDefaults,
  colors: { background: string; text: string },
  ownColors: boolean,
): [ComparisonSideLook, ComparisonSideLook] {
  const { background, text } = colors;
  if (ownColors)
    return [
      { fill: solid(text, background, 0.05), rule: solid(text, background, 0.35), text },
      { fill: solid(text, background, 0.14), rule: text, text },
    ];
  const emphasis = defaults.emphasis;
  if (!defaults.accent || !emphasis)
    return [
      {
        fill: COMPARISON_SIDES[0].fill,
        rule: COMPARISON_SIDES[0].accent,
        text,
        border: solid(text, background, 0.1),
      },
      { fill: COMPARISON_SIDES[1].fill, rule: COMPARISON_SIDES[1].accent, text },
    ];
  const quiet = solid(text, background, 0.035);
  const rule =
    contrastRatio(emphasis.accent, emphasis.background) >= CONTRAST_LARGE ? emphasis.accent : emphasis.text;
  return [
    { fill: quiet, rule: solid(text, background, 0.35), text, border: solid(text, background, 0.1) },
    { fill: emphasis.background, rule, text: emphasis.text },
  ];
}
