/** Colours by name; British and American spellings of grey both work. */
export const COLOR_NAMES: Record<string, string> = {
  navy: '#1a365d',
  'navy blue': '#1a365d',
  'dark blue': '#1a365d',
  blue: '#2b6cb0',
  'light blue': '#bee3f8',
  'sky blue': '#bee3f8',
  red: '#c53030',
  'dark red': '#9b2c2c',
  crimson: '#DC143C',
  green: '#2f855a',
  'dark green': '#22543d',
  'light green': '#c6f6d5',
  teal: '#2c7a7b',
  purple: '#6b46c1',
  violet: '#6b46c1',
  orange: '#dd6b20',
  yellow: '#ecc94b',
  gold: '#b7791f',
  pink: '#d53f8c',
  black: '#000000',
  white: '#ffffff',
  gray: '#4a5568',
  'light gray': '#edf2f7',
  'dark gray': '#2d3748',
  dark: '#1a202c',
  charcoal: '#2d3748',
  cream: '#fffaf0',
  beige: '#f5f0e6',
};
/** Multi-word names first, so "light blue" is not read as "blue". */
export const COLOR_PHRASES = Object.keys(COLOR_NAMES).sort((a, b) => b.length - a.length);

const HEX_DIGITS = new Set('0123456789abcdef');

/** "#abc" or "#aabbcc" (or with alpha), lower case; undefined for anything else. */
export function hexColor(text: string): string | undefined {
  const t = text.toLowerCase();
  if (t[0] !== '#' || ![4, 7, 9].includes(t.length)) return undefined;
  for (const c of t.slice(1)) if (!HEX_DIGITS.has(c)) return undefined;
  return t;
}

/** Relative luminance decides whether white or dark text reads on a background. */
export function isDark(hex: string): boolean {
  let h = hex.replace('#', '').slice(0, 6);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.55;
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1a202c';
