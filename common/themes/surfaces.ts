import { SLIDE_FONT } from '../fonts/families';
import { CONTRAST_BODY, CONTRAST_LARGE } from '../limits';
import { slideTypeOf } from '../slides/types';
import type { SlideDefaults } from '../slides/view';
import { contrastRatio } from './color';
import { COLOR_ROLE_LABELS, type ColorRole, type Theme, type ThemeColors } from './types';

/**
 * Which colour role each slide type is drawn on (data: a new type adds a line). Types not named
 * here are drawn on the light surface.
 */
export const SURFACE_OF_TYPE: Record<string, ColorRole> = {
  title: 'primary',
  strategic_title: 'primary',
  thank_you: 'primary',
  metrics: 'secondary',
  statement: 'accent',
  calculator: 'darkBackground',
  content: 'lightBackground',
  comparison: 'lightBackground',
  html: 'lightBackground',
  chart: 'lightBackground',
  table: 'lightBackground',
  timeline: 'lightBackground',
  // A picture is framed by the dark surface; a full-bleed one's title stands on its scrim.
  image: 'darkBackground',
};

/**
 * The text colour for a surface: of the kit's two text colours, the one that reads best on it.
 * So a slide never draws its text in the weaker of the two, whatever the kit's primary is.
 */
export function textOn(colors: ThemeColors, background: string): string {
  return contrastRatio(colors.darkText, background) >= contrastRatio(colors.lightText, background)
    ? colors.darkText
    : colors.lightText;
}

/**
 * A highlight on a surface (large text, bullets, rules): the accent where it reaches 3:1, else the
 * primary (a light accent on a light slide), else the surface's text.
 */
function accentOn(colors: ThemeColors, background: string): string {
  for (const c of [colors.accent, colors.primary])
    if (contrastRatio(c, background) >= CONTRAST_LARGE) return c;
  return textOn(colors, background);
}

/**
 * The colours a type draws with under a theme: its own SPEC §9 defaults for the Classic theme,
 * otherwise its surface role's colour with the readable text on it. The words it falls back to
 * (content defaults) are the type's own either way.
 */
export function slideDefaultsFor(theme: Theme | undefined, type: string): SlideDefaults | undefined {
  const def = slideTypeOf(type);
  if (!def) return undefined;
  const fonts =
    theme && (theme.fonts.heading !== SLIDE_FONT.family || theme.fonts.body !== SLIDE_FONT.family);
  // Fonts and scale only when they differ from the slides' design, so Classic draws as it always has.
  const typesetting = {
    ...(fonts ? { fonts: theme!.fonts } : {}),
    ...(theme?.scale ? { scale: theme.scale } : {}),
  };
  if (!theme || theme.typeColors)
    return Object.keys(typesetting).length ? { ...def.defaults, ...typesetting } : def.defaults;
  const background = theme.colors[SURFACE_OF_TYPE[type] ?? 'lightBackground'];
  return {
    ...def.defaults,
    background,
    text: textOn(theme.colors, background),
    accent: accentOn(theme.colors, background),
    emphasis: emphasisOn(theme.colors, background),
    // What a highlight is tinted with (Classic's own brand colours when absent: ./highlight.ts).
    brand: [theme.colors.primary, theme.colors.secondary],
    // A card filled for good news takes the accent, for bad news the secondary; each with its text.
    ...(def.defaults.callout
      ? {
          callout: {
            good: { background: theme.colors.accent, text: textOn(theme.colors, theme.colors.accent) },
            bad: { background: theme.colors.secondary, text: textOn(theme.colors, theme.colors.secondary) },
          },
        }
      : {}),
    ...typesetting,
  };
}

/** How far a filled panel must be from the surface it sits on (contrast ratio) to read as filled. */
const PANEL_STANDS_OUT = 2;

/**
 * A panel that stands out on `background`: the brand's primary, else its secondary, else the dark
 * surface (a kit whose brand colours are as light as its slides), with the text and accent on it.
 */
function emphasisOn(colors: ThemeColors, background: string) {
  const fill =
    [colors.primary, colors.secondary].find((c) => contrastRatio(c, background) >= PANEL_STANDS_OUT) ??
    (contrastRatio(colors.darkBackground, background) >= PANEL_STANDS_OUT
      ? colors.darkBackground
      : colors.lightBackground);
  return { background: fill, text: textOn(colors, fill), accent: accentOn(colors, fill) };
}

export interface ContrastWarning {
  /** The two roles, text first: ['lightText', 'lightBackground']. */
  pair: [ColorRole, ColorRole];
  ratio: number;
  required: number;
  message: string;
}

/**
 * The pairs a slide draws, with the contrast each needs: body text on the light and dark surfaces
 * and on the primary and secondary (subtitles, metric labels), large text on the accent
 * (statements) and the accent as large text on the primary (the thank-you slide's highlight).
 * For the coloured surfaces the better of the two text colours counts, since that is the one
 * drawn (textOn).
 */
export function contrastWarnings(colors: ThemeColors): ContrastWarning[] {
  const best = (bg: ColorRole): ColorRole =>
    textOn(colors, colors[bg]) === colors.darkText ? 'darkText' : 'lightText';
  const pairs: Array<[ColorRole, ColorRole, number]> = [
    ['lightText', 'lightBackground', CONTRAST_BODY],
    ['darkText', 'darkBackground', CONTRAST_BODY],
    [best('primary'), 'primary', CONTRAST_BODY],
    [best('secondary'), 'secondary', CONTRAST_BODY],
    [best('accent'), 'accent', CONTRAST_LARGE],
    ['accent', 'primary', CONTRAST_LARGE],
  ];
  const out: ContrastWarning[] = [];
  for (const [fg, bg, required] of pairs) {
    const ratio = contrastRatio(colors[fg], colors[bg]);
    if (ratio >= required) continue;
    const shown = Math.floor(ratio * 100) / 100;
    out.push({
      pair: [fg, bg],
      ratio: shown,
      required,
      message: `${COLOR_ROLE_LABELS[fg]} on ${COLOR_ROLE_LABELS[bg].toLowerCase()}: contrast ${shown}:1, below the ${required}:1 WCAG AA asks for ${required === CONTRAST_BODY ? 'body' : 'large'} text`,
    });
  }
  return out;
}
