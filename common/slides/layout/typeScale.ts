import type { CSSProperties } from 'react';
import { fontStackOf } from '../../fonts/families';
import type { ThemeFonts, ThemeTypeScale } from '../../themes/types';
import type { TextRole } from './fit';
import { measuredIn } from './measure';

/** What a deck's text is set in: its theme's two families and type scale (both optional). */
export interface Typesetting {
  fonts?: ThemeFonts;
  scale?: ThemeTypeScale;
}

/** The scale the layouts measure with while `typesetIn` runs (none: the slides' own design). */
let current: ThemeTypeScale | undefined;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * A text role as a theme's scale sets it. Only display roles (`heading`) change; body text keeps
 * the slide's design so reading sizes and the floors stay what SPEC and the fit rule expect.
 */
export function scaledRole(role: TextRole, scale: ThemeTypeScale | undefined = current): TextRole {
  if (!scale || !role.heading) return role;
  const tracking = round3((role.tracking ?? 0) + scale.headingTracking);
  return {
    ...role,
    max: Math.round(role.max * scale.headingSize),
    weight: scale.headingWeight ?? role.weight,
    lineHeight: round3(role.lineHeight * scale.headingLeading),
    ...(tracking ? { tracking } : { tracking: undefined }),
  };
}

/**
 * Runs a layout measured in a deck's fonts and type scale (synchronous code only, like
 * measuredIn: the scope ends when `run` returns). Renderers and the server's fit both go through
 * here, so what is measured is what is drawn.
 */
export function typesetIn<T>(typesetting: Typesetting | undefined, run: () => T): T {
  const before = current;
  current = typesetting?.scale;
  try {
    return measuredIn(typesetting?.fonts, run);
  } finally {
    current = before;
  }
}

/**
 * The CSS of a text role as drawn under a theme: weight, line height, tracking, and for display
 * text the theme's heading family. The one place renderers read these, so they cannot drift from
 * what the layout measured.
 */
export function roleCss(role: TextRole, typesetting: Typesetting): CSSProperties {
  const r = scaledRole(role, typesetting.scale);
  return {
    fontWeight: r.weight,
    lineHeight: r.lineHeight,
    ...(r.tracking ? { letterSpacing: `${r.tracking}em` } : {}),
    ...(r.upper ? { textTransform: 'uppercase' as const } : {}),
    ...(role.heading && typesetting.fonts ? { fontFamily: fontStackOf(typesetting.fonts.heading) } : {}),
  };
}
