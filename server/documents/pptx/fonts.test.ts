import { describe, expect, test } from 'vitest';
import { FONT_FAMILY_NAMES } from '../../../common/fonts/families';
import { nearestFamily } from './fonts';

describe('an Office font maps to the nearest bundled family', () => {
  test('a bundled family is itself, without a note', () => {
    for (const family of FONT_FAMILY_NAMES) expect(nearestFamily(family)).toEqual({ family });
    expect(nearestFamily('playfair display')).toEqual({ family: 'Playfair Display' });
  });

  test('others by their design, with a note naming both', () => {
    const cases: [string, string][] = [
      ['Calibri', 'Lato'],
      ['Calibri Light', 'Lato'],
      ['Arial', 'Inter'],
      ['Aptos Display', 'Inter'],
      ['Century Gothic', 'Montserrat'],
      ['Times New Roman', 'Merriweather'],
      ['Bodoni MT', 'Playfair Display'],
      ['ＭＳ Ｐゴシック', 'Noto Sans SC'],
      ['Some Slab Serif', 'Merriweather'],
      ['Unknown Sans', 'Inter'],
    ];
    for (const [font, family] of cases) {
      expect(nearestFamily(font), font).toEqual({
        family,
        note: `${font} is not bundled: ${family} is the nearest bundled family.`,
      });
    }
    expect(nearestFamily('').note).toBe('The template names no font: Inter is used.');
  });
});
