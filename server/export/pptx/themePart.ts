import { SCRIPT_FALLBACKS } from '../../../common/fonts/families';
import { toHex6 } from '../../../common/themes/color';
import type { Theme, ThemeColors } from '../../../common/themes/types';
import { blend } from './shapes';
import { escapeXml } from './text';
import { replaceSpans } from './xmlScan';

/** The theme part pptxgenjs writes (its stock Office theme), rewritten to hold the deck's theme. */
export const THEME_PART = 'ppt/theme/theme1.xml';

/** The twelve slots of a DrawingML colour scheme, in the order the schema wants them. */
const SCHEME_SLOTS = [
  'dk1',
  'lt1',
  'dk2',
  'lt2',
  'accent1',
  'accent2',
  'accent3',
  'accent4',
  'accent5',
  'accent6',
  'hlink',
  'folHlink',
] as const;
type SchemeSlot = (typeof SCHEME_SLOTS)[number];

const six = (c: string) => (toHex6(c) ?? '#000000').slice(1).toUpperCase();

/**
 * The one mapping of a theme's colour roles onto PowerPoint's colour scheme, so that its
 * "Design > Variants > Colors" and every colour picker offer the deck's colours:
 * - text/background 1 (dk1/lt1) are the light slides' text and background, as Office's own
 *   themes put dark text on a light page; text/background 2 (dk2/lt2) the dark surface and its text;
 * - accents 1–3 are the brand's primary, secondary and accent; accents 4–6 are those three halfway
 *   to the light background (tints for charts and tables, still of the brand);
 * - hyperlinks in the primary, followed ones in the secondary.
 */
export function colorScheme(c: ThemeColors): Record<SchemeSlot, string> {
  const tint = (color: string) => blend(six(color), six(c.lightBackground), 0.5);
  return {
    dk1: six(c.lightText),
    lt1: six(c.lightBackground),
    dk2: six(c.darkBackground),
    lt2: six(c.darkText),
    accent1: six(c.primary),
    accent2: six(c.secondary),
    accent3: six(c.accent),
    accent4: tint(c.primary),
    accent5: tint(c.secondary),
    accent6: tint(c.accent),
    hlink: six(c.primary),
    folHlink: six(c.secondary),
  };
}

/** A font of the scheme: the family for Latin text, the fallbacks the slides' runs name for the rest. */
const schemeFont = (family: string) =>
  `<a:latin typeface="${escapeXml(family)}"/><a:ea typeface="${SCRIPT_FALLBACKS.cjk}"/><a:cs typeface="${SCRIPT_FALLBACKS.arabic}"/>`;

/**
 * pptxgenjs's theme part with the deck's theme in it: its name (on the theme, the colour and font
 * schemes and the theme family), the colour scheme above, and the heading family as the major
 * (headings) font and the body family as the minor one. The rest (per-script fonts for other
 * scripts, the format scheme) stays as pptxgenjs wrote it.
 */
export function themePartXml(xml: string, theme: Theme): string {
  const name = escapeXml(theme.name);
  const scheme = colorScheme(theme.colors);
  const clr = SCHEME_SLOTS.map((s) => `<a:${s}><a:srgbClr val="${scheme[s]}"/></a:${s}>`).join('');
  let out = replaceSpans(
    xml,
    '<a:clrScheme ',
    '</a:clrScheme>',
    () => `<a:clrScheme name="${name}">${clr}</a:clrScheme>`,
  );
  out = replaceFontSlots(out, 'majorFont', theme.fonts.heading);
  out = replaceFontSlots(out, 'minorFont', theme.fonts.body);
  // Replaced by function: a name holding "$&" is text, not a replacement pattern.
  return out
    .replace('<a:fontScheme name="Office">', () => `<a:fontScheme name="${name}">`)
    .replaceAll('name="Office Theme"', () => `name="${name}"`);
}

/** The latin, ea and cs slots at the start of a major or minor font. */
function replaceFontSlots(xml: string, font: 'majorFont' | 'minorFont', family: string): string {
  const open = `<a:${font}>`;
  return replaceSpans(xml, open, `</a:${font}>`, (span) => {
    // pptxgenjs writes <a:latin …/><a:ea typeface=""/><a:cs typeface=""/> then the per-script fonts.
    const scripts = span.indexOf('<a:font ');
    const rest = scripts < 0 ? `</a:${font}>` : span.slice(scripts);
    return `${open}${schemeFont(family)}${rest}`;
  });
}

/** Which slot a slide's colour is written as, first match wins: the brand's colours before the surfaces. */
const REFERENCE_ORDER = ['accent1', 'accent2', 'accent3', 'dk1', 'lt1', 'dk2', 'lt2'] as const;

const OPEN = '<a:srgbClr val="';

/**
 * A slide's colours that are the theme's own, written as references to the theme part's scheme
 * (`<a:schemeClr val="accent1"/>`) instead of fixed values: PowerPoint draws them the same, and
 * its "Design > Variants > Colors" then recolours the deck. Blends and slides' own colours stay
 * fixed. Not for a theme of per-type colours (Classic), whose slides do not draw from the roles.
 * One pass over the part.
 */
export function schemeReferences(xml: string, theme: Theme): string {
  if (theme.typeColors) return xml;
  const scheme = colorScheme(theme.colors);
  const slotOf = new Map<string, string>();
  for (const slot of REFERENCE_ORDER) if (!slotOf.has(scheme[slot])) slotOf.set(scheme[slot], slot);
  let out = '';
  let from = 0;
  for (let at = xml.indexOf(OPEN); at >= 0; at = xml.indexOf(OPEN, from)) {
    const hex = xml.slice(at + OPEN.length, at + OPEN.length + 6).toUpperCase();
    const tail = at + OPEN.length + 6;
    const slot = slotOf.get(hex);
    const selfClosed = xml.startsWith('"/>', tail);
    if (!slot || !(selfClosed || xml.startsWith('">', tail))) {
      out += xml.slice(from, tail);
      from = tail;
      continue;
    }
    if (selfClosed) {
      out += `${xml.slice(from, at)}<a:schemeClr val="${slot}"/>`;
      from = tail + 3;
      continue;
    }
    const close = xml.indexOf('</a:srgbClr>', tail);
    if (close < 0) {
      out += xml.slice(from, tail);
      from = tail;
      continue;
    }
    out += `${xml.slice(from, at)}<a:schemeClr val="${slot}">${xml.slice(tail + 2, close)}</a:schemeClr>`;
    from = close + '</a:srgbClr>'.length;
  }
  return out + xml.slice(from);
}
