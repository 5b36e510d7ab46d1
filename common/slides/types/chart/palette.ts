import { mixOver, toHex6 } from '../../../themes/color';

/** The neutral tones after the accent: the slide's text over its background at these strengths. */
const NEUTRALS = [0.55, 0.32, 0.78, 0.2, 0.44];

/**
 * The colours of a chart's series (or a pie's parts), as DECK-QUALITY asks: the first, which
 * carries the message, in the theme's accent; the rest in neutral tones of the slide's own text,
 * each distinct. The PowerPoint chart takes the same list.
 */
export function chartPalette(accent: string, text: string, background: string, count: number): string[] {
  const first = toHex6(accent) ?? '#3182ce';
  const out = [first];
  for (let i = 1; i < count; i++) {
    const alpha = NEUTRALS[(i - 1) % NEUTRALS.length]!;
    out.push(mixOver(text, background, alpha) ?? '#718096');
  }
  return out;
}
