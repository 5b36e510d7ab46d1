// CSS colours as PowerPoint wants them: six hex digits, no '#'. Slide colours may be hex, rgb()
// or a CSS name (the slide schema allows all three).
const NAMED: Record<string, string> = {
  black: '000000',
  white: 'FFFFFF',
  red: 'FF0000',
  green: '008000',
  blue: '0000FF',
  navy: '000080',
  teal: '008080',
  purple: '800080',
  orange: 'FFA500',
  yellow: 'FFFF00',
  gray: '808080',
  grey: '808080',
  silver: 'C0C0C0',
  maroon: '800000',
  olive: '808000',
  lime: '00FF00',
  aqua: '00FFFF',
  cyan: '00FFFF',
  fuchsia: 'FF00FF',
  magenta: 'FF00FF',
  crimson: 'DC143C',
  gold: 'FFD700',
  pink: 'FFC0CB',
  brown: 'A52A2A',
  indigo: '4B0082',
  violet: 'EE82EE',
  coral: 'FF7F50',
  salmon: 'FA8072',
  tomato: 'FF6347',
  khaki: 'F0E68C',
  beige: 'F5F5DC',
  ivory: 'FFFFF0',
  lavender: 'E6E6FA',
  turquoise: '40E0D0',
  tan: 'D2B48C',
  slategray: '708090',
  darkblue: '00008B',
  midnightblue: '191970',
  royalblue: '4169E1',
  steelblue: '4682B4',
  skyblue: '87CEEB',
  darkgreen: '006400',
  forestgreen: '228B22',
  seagreen: '2E8B57',
  darkred: '8B0000',
  firebrick: 'B22222',
  darkgray: 'A9A9A9',
  darkgrey: 'A9A9A9',
  lightgray: 'D3D3D3',
  lightgrey: 'D3D3D3',
  whitesmoke: 'F5F5F5',
  charcoal: '36454F',
  transparent: 'FFFFFF',
};

export function toHex(color: string | undefined, fallback: string): string {
  if (!color) return fallback;
  const c = color.trim().toLowerCase();
  // Own names only: "constructor" or "__proto__" is a valid CSS-looking word, not a colour.
  if (Object.hasOwn(NAMED, c)) return NAMED[c]!;
  let m = /^#([0-9a-f]{3})$/.exec(c);
  if (m)
    return m[1]!
      .split('')
      .map((d) => d + d)
      .join('')
      .toUpperCase();
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(c);
  if (m) return m[1]!.toUpperCase();
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(c);
  if (rgb)
    return rgb
      .slice(1, 4)
      .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase();
  return fallback;
}
