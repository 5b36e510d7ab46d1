/**
 * A theme is data: seven colours with a role each, two font families and the logo. Every slide
 * type reads its background and text from one of the colour roles (./surfaces.ts), so a deck is
 * restyled by handing its renderers another theme, never by a branch in a renderer.
 */
export interface ThemeColors {
  /** Title, strategic title and thank-you slides' background: the brand's main colour. */
  primary: string;
  /** Metrics slides' background: a second brand colour, usually darker or calmer. */
  secondary: string;
  /** Statement slides' background and highlights (the thank-you slide's second line). */
  accent: string;
  /** Content, comparison and HTML slides. */
  lightBackground: string;
  lightText: string;
  /** Calculator slides, and the text on every dark surface. */
  darkBackground: string;
  darkText: string;
}

export const COLOR_ROLES = [
  'primary',
  'secondary',
  'accent',
  'lightBackground',
  'lightText',
  'darkBackground',
  'darkText',
] as const satisfies readonly (keyof ThemeColors)[];
export type ColorRole = (typeof COLOR_ROLES)[number];

export const COLOR_ROLE_LABELS: Record<ColorRole, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  lightBackground: 'Light background',
  lightText: 'Light text',
  darkBackground: 'Dark background',
  darkText: 'Dark text',
};

export interface ThemeFonts {
  /** Slide titles and the big lines (a family of common/fonts/families.ts). */
  heading: string;
  /** Everything else. */
  body: string;
}

export const LOGO_PLACEMENTS = ['title', 'corner'] as const;
export type LogoPlacement = (typeof LOGO_PLACEMENTS)[number];

export interface ThemeLogo {
  url: string;
  /** 'title': on the title-like slides only; 'corner': in the bottom-right corner of every slide. */
  placement: LogoPlacement;
}

/**
 * How a theme sets its display text (titles, the big lines of the covers and statements, metric
 * figures, comparison headings): one small scale per theme, read by every renderer and by the fit
 * rule (common/slides/layout/typeScale.ts), so a theme's typography is data too. Each field is
 * relative to the slides' own design, so the absent scale (Classic, a kit's default) draws them
 * exactly as designed.
 */
export interface ThemeTypeScale {
  /** The weight of every display text; absent, each keeps its own (800 titles, 900 big lines). */
  headingWeight?: number;
  /** Letter-spacing added to the display text's own, in em (negative: tighter). */
  headingTracking: number;
  /** Multiplies the display text's largest size (the fit still shrinks it to what fits). */
  headingSize: number;
  /** Multiplies the display text's line height. */
  headingLeading: number;
}

export interface Theme {
  /** A built-in theme's id, or 'brand' for a client's kit. */
  id: string;
  name: string;
  colors: ThemeColors;
  fonts: ThemeFonts;
  logo?: ThemeLogo;
  /** Its type scale; absent, the slides' own design (Classic and brand kits). */
  scale?: ThemeTypeScale;
  /**
   * Use each slide type's own SPEC §9 colours instead of the roles (the Classic theme: the
   * navy-and-blue look the app has always had, kept exactly).
   */
  typeColors?: boolean;
}
