import type { CSSProperties } from 'react';

/** Type, spacing and colour shared by every slide renderer (all sizes are canvas pixels of 1920×1080). */
export const FONT_SANS = "'Inter', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
export const PAD_X = 140;
export const PAD_Y = 110;

export const wrapText: CSSProperties = {
  overflowWrap: 'anywhere',
  wordBreak: 'normal',
  hyphens: 'auto',
  margin: 0,
};

export const eyebrow = (color: string): CSSProperties => ({
  fontSize: 26,
  fontWeight: 700,
  letterSpacing: '0.24em',
  textTransform: 'uppercase',
  color,
  margin: 0,
});

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
