import { describe, expect, test } from 'vitest';
import { CONTRAST_BODY, CONTRAST_LARGE } from '../../../limits';
import { themeOfKit } from '../../../themes/brandKit';
import { BUILT_IN_THEMES } from '../../../themes/builtIn';
import { contrastRatio, parseCssColor } from '../../../themes/color';
import { slideDefaultsFor } from '../../../themes/surfaces';
import { comparisonLook } from './look';

/** sRGB to CIELAB, and the CIE76 distance between two colours (2.3 is just noticeable). */
function deltaE(a: string, b: string): number {
  const lab = (c: string) => {
    const rgb = parseCssColor(c)!;
    const [r, g, bl] = [rgb.r, rgb.g, rgb.b].map((v) => {
      const x = v / 255;
      return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
    const X = f((0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047);
    const Y = f(0.2126 * r + 0.7152 * g + 0.0722 * bl);
    const Z = f((0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883);
    return [116 * Y - 16, 500 * (X - Y), 200 * (Y - Z)] as const;
  };
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** A kit whose brand colours are as pale as its slides: the panel falls back to the dark surface. */
const PALE_KIT = themeOfKit({
  colors: {
    primary: '#f1f5f9',
    secondary: '#e2e8f0',
    accent: '#0f766e',
    lightBackground: '#ffffff',
    lightText: '#111827',
    darkBackground: '#0f172a',
    darkText: '#f8fafc',
  },
  fonts: { heading: 'Inter', body: 'Inter' },
  logo: null,
  logoPlacement: 'title',
});

describe('the comparison’s two cards', () => {
  for (const theme of [undefined, ...BUILT_IN_THEMES, PALE_KIT]) {
    test(`${theme?.name ?? 'no theme'}: distinct fills, each with readable text and visible marks`, () => {
      const d = slideDefaultsFor(theme, 'comparison')!;
      const [quiet, strong] = comparisonLook(d, { background: d.background, text: d.text }, false);
      // Midnight's two cards were two greys (ΔE under 3): now far apart, whatever the theme.
      expect(deltaE(quiet.fill, strong.fill)).toBeGreaterThan(theme && !('typeColors' in theme) ? 40 : 10);
      for (const side of [quiet, strong]) {
        expect(contrastRatio(side.text, side.fill)).toBeGreaterThanOrEqual(CONTRAST_BODY);
        expect(contrastRatio(side.rule, side.fill)).toBeGreaterThanOrEqual(
          side === quiet ? 1.5 : CONTRAST_LARGE - 0.01,
        );
      }
      // The quiet card is drawn apart from the slide by its outline; the strong one by its fill.
      expect(quiet.border).toBeDefined();
      expect(contrastRatio(strong.fill, d.background)).toBeGreaterThan(
        theme && !('typeColors' in theme) ? 2 : 1.05,
      );
    });
  }

  test('a slide with its own colours: the second card a stronger tint of its text', () => {
    const d = slideDefaultsFor(BUILT_IN_THEMES[1], 'comparison')!;
    const [a, b] = comparisonLook(d, { background: '#5b2a86', text: '#ffffff' }, true);
    expect(contrastRatio(b.fill, '#5b2a86')).toBeGreaterThan(contrastRatio(a.fill, '#5b2a86'));
    expect(a.text).toBe('#ffffff');
    expect(b.text).toBe('#ffffff');
  });
});
