/**
 * The fonts slides are drawn with, as data in one place. Every family here is an npm package
 * (served by the app, inlined into the HTML export, given to Chromium for the PDF, named in the
 * PowerPoint file), and its advance widths are generated into ./metrics.generated.ts by
 * `npm run fonts` so the fit rule (../slides/layout) measures text exactly as it will be drawn.
 *
 * Inter: the family the slides were designed in. It covers Latin, Greek, Cyrillic and Vietnamese
 * in five weights for 120 KB of woff2 per weight, and reads well at slide sizes. Scripts it lacks
 * come from a per-script fallback (below), which Debian's fonts-noto-* packages install on the
 * server (.ci/run) and which most readers' systems have an equivalent of; their widths are
 * estimated per script (../slides/layout/measure.ts).
 */
export interface FontFamily {
  /** The CSS family name, also the PowerPoint typeface. */
  family: string;
  /** The npm package its files come from (its `files/` folder, fontsource layout). */
  npm: string;
  /** File name prefix inside the package: `${prefix}-${subset}-${weight}-normal.woff2`. */
  prefix: string;
  weights: readonly number[];
  subsets: readonly string[];
}

export const SLIDE_FONT: FontFamily = {
  family: 'Inter',
  npm: '@fontsource/inter',
  prefix: 'inter',
  // body 400, labels 600, eyebrows 700, headings 800, the big lines of the cover slides 900.
  weights: [400, 600, 700, 800, 900],
  subsets: ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'],
};

/** Bundled families (issue 21 will add more; each needs its metrics generated). */
export const FONT_FAMILIES: readonly FontFamily[] = [SLIDE_FONT];

/**
 * What draws the scripts the slide font lacks: Debian's fonts-noto-cjk and fonts-noto-core
 * (installed by .ci/run), also used by LibreOffice and named in PowerPoint's East Asian and
 * complex-script font slots.
 */
export const SCRIPT_FALLBACKS = {
  cjk: 'Noto Sans CJK JP',
  arabic: 'Noto Sans Arabic',
  hebrew: 'Noto Sans Hebrew',
} as const;

/** The CSS stack of every slide: the bundled family, then the per-script fallbacks, then any sans. */
export const SLIDE_FONT_STACK = [
  `'${SLIDE_FONT.family}'`,
  `'${SCRIPT_FALLBACKS.arabic}'`,
  `'${SCRIPT_FALLBACKS.hebrew}'`,
  `'${SCRIPT_FALLBACKS.cjk}'`,
  "'Noto Sans CJK SC'",
  "'Noto Sans'",
  "'Helvetica Neue'",
  'Arial',
  'sans-serif',
].join(', ');

export const fontFileName = (f: FontFamily, subset: string, weight: number, ext: 'woff' | 'woff2') =>
  `${f.prefix}-${subset}-${weight}-normal.${ext}`;
