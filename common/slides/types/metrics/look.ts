import { inkOn } from '../../theme';
import { METRIC_CARD_TINT } from './layout';

/** A metric card's fill and top rule: a tint of the slide's text, and the theme's accent. */
export function metricCardColors(
  colors: { background: string; text: string },
  accent: string | undefined,
  own: boolean,
) {
  return {
    fill: inkOn(colors.text, colors.background, METRIC_CARD_TINT),
    rule: own || !accent ? inkOn(colors.text, colors.background, 0.5) : accent,
  };
}
