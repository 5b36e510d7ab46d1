import type { CSSProperties } from 'react';
import { SLIDE_FONT_STACK } from '../fonts/families';
import { mixOver } from '../themes/color';

/** Type, spacing and colour shared by every slide renderer (all sizes are canvas pixels of 1920×1080). */
export const FONT_SANS = SLIDE_FONT_STACK;
export const PAD_X = 140;
export const PAD_Y = 110;

/**
 * How every text block wraps, the way ./layout/measure.ts counts its lines: newlines kept, a word
 * longer than the box broken anywhere, no automatic hyphenation (it differs between machines).
 */
export const wrapText: CSSProperties = {
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  wordBreak: 'normal',
  hyphens: 'manual',
  margin: 0,
};

/**
 * Small capitals labels. Their tracking stays at 0.06em: from about 0.1em on, PDF text extractors
 * read the gaps between letters as spaces ("D AT E"), and searching the PDF fails.
 */
export const EYEBROW_TRACKING = 0.06;
export const EYEBROW_SIZE = 26;
export const eyebrow = (color: string): CSSProperties => ({
  fontSize: EYEBROW_SIZE,
  fontWeight: 700,
  letterSpacing: `${EYEBROW_TRACKING}em`,
  lineHeight: 1.2,
  textTransform: 'uppercase',
  color,
  margin: 0,
});

/** A text block placed where the slide's layout put it (the same rectangle PowerPoint gets). */
export function placed(box: { x: number; y: number; w: number }): CSSProperties {
  return { position: 'absolute', left: box.x, top: box.y, width: box.w, ...wrapText };
}

/**
 * A faint tint of `color` over the slide's `background` as one solid colour, as it is seen: a PDF
 * then prints it without a transparency group (a table's rules and stripes, a chart's grid and axis
 * labels, on every page), and PowerPoint draws the same blend. Translucent when the background is
 * not one colour.
 */
export function inkOn(color: string, background: string, alpha: number): string {
  const key = `${color}|${background}|${alpha}`;
  let ink = INKS.get(key);
  if (ink === undefined) {
    ink = mixOver(color, background, alpha) ?? withAlpha(color, alpha);
    if (INKS.size >= INKS_KEPT) INKS.clear();
    INKS.set(key, ink);
  }
  return ink;
}

/**
 * inkOn's answers so far: a slide asks for the same few mixes on every row, rule and label (a
 * table's stripes were a twentieth of a data deck's render), and the answers never change.
 */
const INKS = new Map<string, string>();
const INKS_KEPT = 512;

/** Colour with alpha for any CSS colour (hex gets a real alpha; others fall back to opacity mixing). */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    let h = hex[1]!;
    if (h.length === 3) h = h.replace(/./g, (c) => c + c);
    const a = Math.round(alpha * 255)
      .toString(16)
      .padStart(2, '0');
    return `#${h}${a}`;
  }
  return `color-mix(in srgb, ${color} ${Math.round(alpha * 100)}%, transparent)`;
}
