import { LOGO_MAX_BYTES } from '../../../common/limits';
import type { ColorRole } from '../../../common/themes/types';
import { UnreadableDocument } from '../types';
import { nearestFamily } from './fonts';
import { PptxPackage } from './package';
import { mainPart } from './read';
import { all, kid, path, type XmlNode } from './xml';

/** A template's brand kit, as read: the colour roles it fills, fonts mapped to bundled families, the logo. */
export interface PptxBrand {
  colors: Partial<Record<ColorRole, string>>;
  fonts: { heading: string; body: string };
  /** The template's own font names, and a note for each that is not bundled. */
  sourceFonts: { heading: string; body: string };
  notes: string[];
  logo?: Uint8Array;
}

/**
 * Which theme colour (a:clrScheme) fills which colour role: the accents give the brand's colours,
 * dark 1 / light 1 the text and background of light slides (and the reverse on dark ones), and
 * dark 2, the theme's second dark colour, the calmer second brand colour.
 */
export const ROLE_OF_THEME: Record<ColorRole, string> = {
  primary: 'a:accent1',
  secondary: 'a:dk2',
  accent: 'a:accent2',
  lightBackground: 'a:lt1',
  lightText: 'a:dk1',
  darkBackground: 'a:dk1',
  darkText: 'a:lt1',
};

/** A theme colour's hex, from its RGB or system colour (the colour it last had); undefined for others. */
function hexOf(slot: XmlNode | undefined): string | undefined {
  const rgb = kid(slot, 'a:srgbClr')?.attrs.val;
  const sys = kid(slot, 'a:sysClr')?.attrs.lastClr;
  const value = rgb ?? sys;
  return value && /^[0-9a-f]{6}$/i.test(value) ? `#${value.toLowerCase()}` : undefined;
}

/** The theme, fonts and logo of a template or deck (runs in a document reader, like readPptx). */
export async function readPptxBrand(bytes: Buffer): Promise<PptxBrand> {
  const pkg = await PptxPackage.open(bytes);
  const main = mainPart(pkg);
  const master = [...pkg.rels(main).values()].find((r) => r.type === 'slideMaster' && r.target)?.target;
  const themePart =
    (master && [...pkg.rels(master).values()].find((r) => r.type === 'theme' && r.target)?.target) ||
    [...pkg.rels(main).values()].find((r) => r.type === 'theme' && r.target)?.target;
  const theme = themePart ? pkg.xml(themePart) : undefined;
  const elements = kid(theme, 'a:themeElements');
  if (!elements) throw new UnreadableDocument('it has no theme to read colours and fonts from');
  const scheme = kid(elements, 'a:clrScheme');
  const colors: PptxBrand['colors'] = {};
  for (const [role, slot] of Object.entries(ROLE_OF_THEME) as [ColorRole, string][]) {
    const hex = hexOf(kid(scheme, slot));
    if (hex) colors[role] = hex;
  }
  const fontScheme = kid(elements, 'a:fontScheme');
  const typeface = (which: string) => {
    const font = kid(fontScheme, which);
    return kid(font, 'a:latin')?.attrs.typeface || kid(font, 'a:ea')?.attrs.typeface || '';
  };
  const source = { heading: typeface('a:majorFont'), body: typeface('a:minorFont') };
  const heading = nearestFamily(source.heading);
  const body = nearestFamily(source.body);
  const notes = [...new Set([heading.note, body.note].filter((n): n is string => !!n))];
  const logo = logoOf(pkg, master);
  return {
    colors,
    fonts: { heading: heading.family, body: body.family },
    sourceFonts: source,
    notes,
    ...(logo ? { logo } : {}),
  };
}

/** The logo: the largest picture on the slide master, else on its title layout. */
function logoOf(pkg: PptxPackage, master: string | undefined): Uint8Array | undefined {
  if (!master) return undefined;
  const layouts = [...pkg.rels(master).values()].filter((r) => r.type === 'slideLayout' && r.target);
  const titleLayout = layouts.find((r) => pkg.xml(r.target!)?.attrs.type === 'title')?.target;
  for (const part of [master, titleLayout]) {
    if (!part) continue;
    const xml = pkg.xml(part);
    const rels = pkg.rels(part);
    const pictures = all(path(xml, 'p:cSld', 'p:spTree'), 'p:pic')
      .map((pic) => {
        const target = rels.get(path(pic, 'p:blipFill', 'a:blip')?.attrs['r:embed'] ?? '')?.target;
        const ext = path(pic, 'p:spPr', 'a:xfrm', 'a:ext');
        return { target, area: (Number(ext?.attrs.cx) || 1) * (Number(ext?.attrs.cy) || 1) };
      })
      .filter(
        (p) =>
          p.target && /\.(png|jpe?g|gif|webp|svg)$/i.test(p.target) && pkg.sizeOf(p.target) <= LOGO_MAX_BYTES,
      )
      .sort((a, b) => b.area - a.area);
    if (pictures[0]?.target) return pkg.bytes(pictures[0].target);
  }
  return undefined;
}
