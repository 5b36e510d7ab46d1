import { describe, expect, test } from 'vitest';
import { FONT_FAMILY_NAMES } from '../fonts/families';
import { CONTRAST_BODY, CONTRAST_LARGE } from '../limits';
import { SLIDE_TYPE_REGISTRY, SLIDE_TYPES } from '../slides/types';
import { themeOfKit } from './brandKit';
import { BUILT_IN_THEMES } from './builtIn';
import { contrastRatio, parseCssColor, toHex6 } from './color';
import { contrastWarnings, slideDefaultsFor } from './surfaces';

describe('contrast (WCAG 2.x)', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#1a365d', '#ffffff', 12.19],
    ['red', 'white', 4],
    ['rgb(0, 0, 255)', 'hsl(0 0% 100%)', 8.59],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 1);
  });

  test('reads the CSS colour forms and refuses the rest', () => {
    expect(toHex6('#abc')).toBe('#aabbcc');
    expect(toHex6('#11223380')).toBe('#112233');
    expect(toHex6('rgba(255, 0, 0, 0.5)')).toBe('#ff0000');
    expect(toHex6('hsl(120, 100%, 25%)')).toBe('#008000');
    expect(toHex6('RebeccaPurple')).toBe('#663399');
    for (const bad of ['', 'blurple', '#12', '#ggg', 'rgb(1,2)', 'url(x)', 'transparent', 'constructor'])
      expect(parseCssColor(bad), bad).toBeUndefined();
  });

  test('a kit with weak pairs is warned about, naming each pair', () => {
    const warnings = contrastWarnings({
      ...BUILT_IN_THEMES[1].colors,
      lightBackground: '#ffffff',
      lightText: '#999999', // 2.85:1 on white
      accent: '#fff3c4', // pale yellow, hardly visible on… the text colours pick the dark one, fine
      primary: '#8a8a8a', // mid grey: neither text colour reaches 4.5:1 on it
    });
    const pairs = warnings.map((w) => w.pair.join(' on '));
    expect(pairs).toContain('lightText on lightBackground');
    expect(pairs.some((p) => p.endsWith(' on primary'))).toBe(true);
    const weak = warnings.find((w) => w.pair[1] === 'lightBackground')!;
    expect(weak.ratio).toBeCloseTo(2.84, 1);
    expect(weak.required).toBe(CONTRAST_BODY);
    expect(weak.message).toMatch(/^Light text on light background: contrast 2\.8\d:1, below the 4\.5:1/);
  });
});

describe('built-in themes', () => {
  test('at least five, with distinct ids, bundled fonts and no weak pair', () => {
    expect(BUILT_IN_THEMES.length).toBeGreaterThanOrEqual(5);
    expect(new Set(BUILT_IN_THEMES.map((t) => t.id)).size).toBe(BUILT_IN_THEMES.length);
    for (const t of BUILT_IN_THEMES) {
      expect(FONT_FAMILY_NAMES).toContain(t.fonts.heading);
      expect(FONT_FAMILY_NAMES).toContain(t.fonts.body);
      expect(contrastWarnings(t.colors), t.id).toEqual([]);
    }
  });

  test('every slide type draws readable text on every theme’s surfaces', () => {
    for (const t of BUILT_IN_THEMES)
      for (const type of SLIDE_TYPES) {
        const d = slideDefaultsFor(t, type)!;
        // Classic keeps SPEC §9's colours, whose statement (white on crimson, 4:1) is large text.
        expect(contrastRatio(d.text, d.background), `${t.id} ${type}`).toBeGreaterThanOrEqual(CONTRAST_LARGE);
        if (type === 'content' || type === 'comparison')
          expect(contrastRatio(d.text, d.background), `${t.id} ${type}`).toBeGreaterThanOrEqual(
            CONTRAST_BODY,
          );
      }
  });

  test('Classic is each type’s own SPEC §9 colours; other themes draw from their roles', () => {
    const classic = BUILT_IN_THEMES[0];
    for (const type of SLIDE_TYPES)
      expect(slideDefaultsFor(classic, type)).toBe(SLIDE_TYPE_REGISTRY[type].defaults);
    const forest = BUILT_IN_THEMES.find((t) => t.id === 'forest')!;
    expect(slideDefaultsFor(forest, 'title')).toMatchObject({ background: '#14532d', text: '#f0fdf4' });
    expect(slideDefaultsFor(forest, 'content')).toMatchObject({ background: '#f7faf5', text: '#1a2e1f' });
    expect(slideDefaultsFor(forest, 'statement')).toMatchObject({ background: '#bef264', text: '#1a2e1f' });
    expect(slideDefaultsFor(forest, 'thank_you')!.content).toEqual(
      SLIDE_TYPE_REGISTRY.thank_you.defaults.content,
    );
    expect(slideDefaultsFor(forest, 'pie_chart')).toBeUndefined();
  });

  test('a kit whose primary is light gets the dark of its two text colours on its covers', () => {
    const kit = themeOfKit({
      colors: { ...BUILT_IN_THEMES[1].colors, primary: '#ffe066' },
      fonts: { heading: 'Lato', body: 'Lato' },
      logo: null,
      logoPlacement: 'title',
    });
    expect(slideDefaultsFor(kit, 'title')!.text).toBe(kit.colors.lightText);
  });
});
