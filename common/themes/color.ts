/**
 * CSS colours read into sRGB, and their WCAG 2.x contrast. A brand kit's colours are checked
 * here (a colour we cannot read is refused, so every kit has a contrast we can compute), and the
 * theme picks readable text with it.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

// The CSS named colours (CSS Color 4), as name:hex pairs; `transparent` is left out on purpose
// (a kit colour must be something you can read text on).
const NAMED_PACKED =
  'aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 deeppink:ff1493 deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6 magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3 mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 yellowgreen:9acd32';
const NAMED = new Map(NAMED_PACKED.split(' ').map((p) => p.split(':') as [string, string]));

const clamp = (v: number) => Math.max(0, Math.min(255, v));

function fromHex(h: string): Rgb {
  const full = h.length <= 4 ? h.replace(/./g, (c) => c + c) : h;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

/** A number or percentage channel of rgb(): "255", "100%". */
function channel(part: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)(%?)$/.exec(part);
  if (!m) return undefined;
  const n = Number(m[1]);
  return clamp(m[2] ? (n * 255) / 100 : n);
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: Math.round(f(0) * 255), g: Math.round(f(8) * 255), b: Math.round(f(4) * 255) };
}

/**
 * The sRGB of a CSS colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba(), hsl()/hsla() (comma
 * or space separated) or a CSS colour name. Alpha is ignored: a kit colour is drawn opaque.
 * Undefined for anything else.
 */
export function parseCssColor(input: string): Rgb | undefined {
  const c = input.trim().toLowerCase();
  if (c.length > 64) return undefined;
  const named = NAMED.get(c);
  if (named) return fromHex(named);
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(c);
  if (hex) return fromHex(hex[1]!.length === 4 ? hex[1]!.slice(0, 3) : hex[1]!.slice(0, 6));
  const fn = /^(rgba?|hsla?)\(([^()]*)\)$/.exec(c);
  if (!fn) return undefined;
  const parts = fn[2]!
    .replace(/\//g, ' ')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return undefined;
  if (fn[1]!.startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map(channel);
    if (r === undefined || g === undefined || b === undefined) return undefined;
    return { r: Math.round(r), g: Math.round(g), b: Math.round(b) };
  }
  const h = /^(-?\d+(?:\.\d+)?)(deg)?$/.exec(parts[0]!);
  const s = /^(\d+(?:\.\d+)?)%$/.exec(parts[1]!);
  const l = /^(\d+(?:\.\d+)?)%$/.exec(parts[2]!);
  if (!h || !s || !l) return undefined;
  const hue = ((Number(h[1]) % 360) + 360) % 360;
  return hslToRgb(hue, Math.min(100, Number(s[1])) / 100, Math.min(100, Number(l[1])) / 100);
}

export const isCssColor = (input: string) => parseCssColor(input) !== undefined;

/** #rrggbb of a readable colour (PowerPoint and the colour pickers want six hex digits). */
export function toHex6(input: string): string | undefined {
  const rgb = parseCssColor(input);
  if (!rgb) return undefined;
  return `#${[rgb.r, rgb.g, rgb.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.x contrast ratio of two CSS colours (1 to 21); 1 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const x = parseCssColor(a);
  const y = parseCssColor(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` at `alpha` over an opaque `bottom`, as #rrggbb (how a dimmed text is seen on its surface). */
export function mixOver(top: string, bottom: string, alpha: number): string | undefined {
  const t = parseCssColor(top);
  const b = parseCssColor(bottom);
  if (!t || !b) return undefined;
  const m = (k: keyof Rgb) => Math.round(t[k] * alpha + b[k] * (1 - alpha));
  return `#${(['r', 'g', 'b'] as const).map((k) => m(k).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The lightest dimming of a text colour that still reads on its surface: `alpha` where it reaches
 * `required`, else the least alpha (in steps of 0.02) that does. A design's soft labels stay soft
 * where the colours allow, and never drop below WCAG AA where they do not.
 */
export function legibleAlpha(text: string, background: string, alpha: number, required: number): number {
  for (let a = alpha; a < 1; a = Math.round((a + 0.02) * 100) / 100) {
    const seen = mixOver(text, background, a);
    if (!seen || contrastRatio(seen, background) >= required) return a;
  }
  return 1;
}

/** The light and dark text a slide falls back to on a background of its own (SPEC §9's colours). */
export const LIGHT_SLIDE_TEXT = '#ffffff';
export const DARK_SLIDE_TEXT = '#1a202c';

/** Whichever of the light and dark slide texts reads better on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(LIGHT_SLIDE_TEXT, background) >= contrastRatio(DARK_SLIDE_TEXT, background)
    ? LIGHT_SLIDE_TEXT
    : DARK_SLIDE_TEXT;
}
