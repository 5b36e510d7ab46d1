import type { Theme } from './types';

/**
 * The built-in themes. Each is a small colour system (a brand colour for the covers, a calmer
 * second one for figures, one accent used sparingly, a light and a dark surface with their text)
 * and a pairing of a heading and a body family. Every pair a slide draws passes WCAG AA
 * (./themes.test.ts checks it), so any of them can be picked without a warning.
 */
export const BUILT_IN_THEMES = [
  {
    // The look every deck had before themes: SPEC §9's per-type colours, in Inter.
    id: 'classic',
    name: 'Classic',
    colors: {
      primary: '#1a365d',
      secondary: '#003366',
      accent: '#F6AD55',
      lightBackground: '#ffffff',
      lightText: '#1a202c',
      darkBackground: '#0f172a',
      darkText: '#ffffff',
    },
    fonts: { heading: 'Inter', body: 'Inter' },
    typeColors: true,
  },
  {
    // Near-black covers with one warm amber accent; geometric headings over a neutral body.
    id: 'midnight',
    name: 'Midnight',
    colors: {
      primary: '#111827',
      secondary: '#1f2a44',
      accent: '#f5b83d',
      lightBackground: '#f8fafc',
      lightText: '#0f172a',
      darkBackground: '#0b1020',
      darkText: '#f8fafc',
    },
    fonts: { heading: 'Montserrat', body: 'Inter' },
    // Montserrat runs wide and tall: a size smaller, bold rather than black, a little more air.
    scale: { headingWeight: 700, headingTracking: -0.005, headingSize: 0.92, headingLeading: 1.04 },
  },
  {
    // Print-like: a rust cover, warm paper and ink, a serif display face over a humanist sans.
    id: 'editorial',
    name: 'Editorial',
    colors: {
      primary: '#7c2d12',
      secondary: '#3f2a1d',
      accent: '#fcd9a8',
      lightBackground: '#fffaf2',
      lightText: '#292524',
      darkBackground: '#1c1917',
      darkText: '#fffaf2',
    },
    fonts: { heading: 'Playfair Display', body: 'Source Sans 3' },
    // A display serif wants its own spacing (none of the sans' tightening), a touch more size and leading.
    scale: { headingWeight: 700, headingTracking: 0.015, headingSize: 1.04, headingLeading: 1.08 },
  },
  {
    // Deep greens with a fresh lime accent; a sturdy serif for headings, Lato for reading.
    id: 'forest',
    name: 'Forest',
    colors: {
      primary: '#14532d',
      secondary: '#1e3a2b',
      accent: '#bef264',
      lightBackground: '#f7faf5',
      lightText: '#1a2e1f',
      darkBackground: '#0c1f14',
      darkText: '#f0fdf4',
    },
    fonts: { heading: 'Merriweather', body: 'Lato' },
    // Merriweather is broad with a large x-height: smaller, open leading, bold not black.
    scale: { headingWeight: 700, headingTracking: 0.01, headingSize: 0.88, headingLeading: 1.12 },
  },
  {
    // Warm and energetic: a burnt-orange cover, plum figures, cream surfaces.
    id: 'sunrise',
    name: 'Sunrise',
    colors: {
      primary: '#b93c0b',
      secondary: '#6b1d4a',
      accent: '#ffd58a',
      lightBackground: '#fff8f0',
      lightText: '#3b1406',
      darkBackground: '#2a0f1e',
      darkText: '#fff8f0',
    },
    fonts: { heading: 'Montserrat', body: 'Lato' },
    // Energetic: Montserrat extra bold, tight, a size smaller than Inter's for its width.
    scale: { headingWeight: 800, headingTracking: -0.015, headingSize: 0.94, headingLeading: 1 },
  },
  {
    // Black and white with one red: for decks that let the content speak.
    id: 'mono',
    name: 'Mono',
    colors: {
      primary: '#18181b',
      secondary: '#3f3f46',
      accent: '#e11d48',
      lightBackground: '#ffffff',
      lightText: '#18181b',
      darkBackground: '#09090b',
      darkText: '#fafafa',
    },
    fonts: { heading: 'Inter', body: 'Inter' },
    // Swiss: black weight, tight tracking and leading, the largest display size of the set.
    scale: { headingWeight: 900, headingTracking: -0.008, headingSize: 1.06, headingLeading: 0.96 },
  },
] as const satisfies readonly Theme[];

export type BuiltInThemeId = (typeof BUILT_IN_THEMES)[number]['id'];
export const BUILT_IN_THEME_IDS = BUILT_IN_THEMES.map((t) => t.id) as [BuiltInThemeId, ...BuiltInThemeId[]];
export const DEFAULT_THEME: Theme = BUILT_IN_THEMES[0];

export const builtInTheme = (id: string): Theme | undefined => BUILT_IN_THEMES.find((t) => t.id === id);
