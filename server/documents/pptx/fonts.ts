import { FONT_FAMILY_NAMES } from '../../../common/fonts/families';

/**
 * The bundled family nearest to an Office font, by its design: grotesque and neo-grotesque sans
 * (Arial, Helvetica, Aptos) → Inter; humanist sans (Calibri, Segoe UI, Gill Sans) → Lato;
 * geometric sans (Century Gothic, Futura, Avenir) → Montserrat; text serifs (Times, Cambria,
 * Georgia, Garamond) → Merriweather; display serifs (Bodoni, Didot) → Playfair Display; CJK faces
 * → Noto Sans SC. Names are matched by their lower-case start, so "Calibri Light" is Calibri's.
 */
const NEAREST: [string, string][] = [
  ['arial', 'Inter'],
  ['helvetica', 'Inter'],
  ['aptos', 'Inter'],
  ['roboto', 'Inter'],
  ['franklin gothic', 'Inter'],
  ['san francisco', 'Inter'],
  ['sf pro', 'Inter'],
  ['neue haas', 'Inter'],
  ['calibri', 'Lato'],
  ['segoe', 'Lato'],
  ['gill sans', 'Lato'],
  ['candara', 'Lato'],
  ['corbel', 'Lato'],
  ['trebuchet', 'Lato'],
  ['tahoma', 'Lato'],
  ['verdana', 'Lato'],
  ['open sans', 'Lato'],
  ['frutiger', 'Lato'],
  ['myriad', 'Source Sans 3'],
  ['source sans', 'Source Sans 3'],
  ['century gothic', 'Montserrat'],
  ['futura', 'Montserrat'],
  ['avenir', 'Montserrat'],
  ['gotham', 'Montserrat'],
  ['proxima', 'Montserrat'],
  ['poppins', 'Montserrat'],
  ['tw cen', 'Montserrat'],
  ['bodoni', 'Playfair Display'],
  ['didot', 'Playfair Display'],
  ['playfair', 'Playfair Display'],
  ['times', 'Merriweather'],
  ['cambria', 'Merriweather'],
  ['georgia', 'Merriweather'],
  ['garamond', 'Merriweather'],
  ['palatino', 'Merriweather'],
  ['book antiqua', 'Merriweather'],
  ['constantia', 'Merriweather'],
  ['baskerville', 'Merriweather'],
  ['minion', 'Merriweather'],
  ['ms gothic', 'Noto Sans SC'],
  ['ms mincho', 'Noto Sans SC'],
  ['meiryo', 'Noto Sans SC'],
  ['yu gothic', 'Noto Sans SC'],
  ['microsoft yahei', 'Noto Sans SC'],
  ['simsun', 'Noto Sans SC'],
  ['simhei', 'Noto Sans SC'],
];

/** The bundled family for a font, and a note when the font itself is not bundled. */
export function nearestFamily(typeface: string): { family: string; note?: string } {
  const name = typeface.trim();
  const exact = FONT_FAMILY_NAMES.find((f) => f.toLowerCase() === name.toLowerCase());
  if (exact) return { family: exact };
  const lower = name.toLowerCase();
  const known = NEAREST.find(([start]) => lower.startsWith(start));
  const family =
    known?.[1] ??
    // Any face in a CJK script, and names that say serif, fall to the nearest of their kind.
    (/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(name)
      ? 'Noto Sans SC'
      : /serif|roman|mincho|song/i.test(name) && !/sans/i.test(name)
        ? 'Merriweather'
        : 'Inter');
  return {
    family,
    note: name
      ? `${name} is not bundled: ${family} is the nearest bundled family.`
      : `The template names no font: ${family} is used.`,
  };
}
