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
  /** The subsets served and measured (their advance widths go into metrics.generated.ts). */
  subsets: readonly string[];
  /**
   * Served, not measured: every other subset the package's CSS names (a CJK family's hundred
   * numbered slices). Their glyphs are measured by script (../slides/layout/measure.ts: CJK is
   * 1 em, which is what Noto Sans CJK draws), which keeps the generated widths small enough for
   * the browser bundle.
   */
  serveAllSubsets?: boolean;
}

export const SLIDE_FONT: FontFamily = {
  family: 'Inter',
  npm: '@fontsource/inter',
  prefix: 'inter',
  // body 400, labels 600, eyebrows 700, headings 800, the big lines of the cover slides 900.
  weights: [400, 600, 700, 800, 900],
  subsets: ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'],
};

const LATIN = ['latin', 'latin-ext'] as const;

/**
 * Bundled families a theme or brand kit may use (issue 21), each with its metrics generated.
 * Chosen for slides: two geometric/neutral sans (Montserrat, Source Sans 3), a friendly humanist
 * sans (Lato), two serifs for headings (Playfair Display, a display serif; Merriweather, sturdy at
 * any size) and Noto Sans SC for Chinese, Japanese kanji and Latin in one family.
 */
export const FONT_FAMILIES: readonly FontFamily[] = [
  SLIDE_FONT,
  {
    family: 'Montserrat',
    npm: '@fontsource/montserrat',
    prefix: 'montserrat',
    weights: [400, 600, 700, 800, 900],
    subsets: LATIN,
  },
  { family: 'Lato', npm: '@fontsource/lato', prefix: 'lato', weights: [400, 700, 900], subsets: LATIN },
  {
    family: 'Source Sans 3',
    npm: '@fontsource/source-sans-3',
    prefix: 'source-sans-3',
    weights: [400, 600, 700],
    subsets: LATIN,
  },
  {
    family: 'Playfair Display',
    npm: '@fontsource/playfair-display',
    prefix: 'playfair-display',
    weights: [400, 700, 900],
    subsets: LATIN,
  },
  {
    family: 'Merriweather',
    npm: '@fontsource/merriweather',
    prefix: 'merriweather',
    weights: [400, 700, 900],
    subsets: LATIN,
  },
  {
    family: 'Noto Sans SC',
    npm: '@fontsource/noto-sans-sc',
    prefix: 'noto-sans-sc',
    weights: [400, 700],
    subsets: LATIN,
    serveAllSubsets: true,
  },
];

export const FONT_FAMILY_NAMES = FONT_FAMILIES.map((f) => f.family);
export const isBundledFamily = (name: string) => FONT_FAMILY_NAMES.includes(name);

/** The CSS stack for a bundled family: itself, then the slide font's fallbacks. */
export const fontStackOf = (family: string) =>
  family === SLIDE_FONT.family ? SLIDE_FONT_STACK : `'${family}', ${SLIDE_FONT_STACK}`;

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

/** A numbered CJK slice is named "[12]" in the package's CSS and "12" in its file names. */
export const fontFileName = (f: FontFamily, subset: string, weight: number, ext: 'woff' | 'woff2') =>
  `${f.prefix}-${subset.replace(/^\[(\d+)\]$/, '$1')}-${weight}-normal.${ext}`;
