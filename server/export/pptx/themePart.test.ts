import { JSDOM } from 'jsdom';
import JSZip from 'jszip';
import { describe, expect, test } from 'vitest';
import { themeOfKit } from '../../../common/themes/brandKit';
import { exportPptx } from './index';
import { colorScheme, schemeReferences, THEME_PART } from './themePart';

const COLORS = {
  primary: '#0b6e4f',
  secondary: '#143d30',
  accent: '#f2c14e',
  lightBackground: '#fbfaf5',
  lightText: '#1b1b1b',
  darkBackground: '#08201a',
  darkText: '#f6f6f0',
};
const NAME = `Harbor & "Vine" <Brand> $& 'kit'`;

async function themePartOf(
  theme = themeOfKit(
    {
      colors: COLORS,
      fonts: { heading: 'Playfair Display', body: 'Lato' },
      logo: null,
      logoPlacement: 'title',
    },
    NAME,
  ),
) {
  const file = await exportPptx({
    id: 'd1',
    title: 'Deck',
    slides: [{ id: 's1', type: 'title', title: 'Hello', content: {}, notes: '' }],
    theme,
  });
  return (await JSZip.loadAsync(file)).file(THEME_PART)!.async('string');
}

describe('the PowerPoint theme part holds the deck theme', () => {
  test('colour scheme, fonts and an escaped name, in well-formed XML', async () => {
    const xml = await themePartOf();
    const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const theme = doc.documentElement;
    expect(theme.getAttribute('name')).toBe(NAME);
    const scheme = doc.getElementsByTagName('a:clrScheme')[0]!;
    expect(scheme.getAttribute('name')).toBe(NAME);
    const slot = (s: string) =>
      scheme.getElementsByTagName(`a:${s}`)[0]?.getElementsByTagName('a:srgbClr')[0]?.getAttribute('val');
    expect(slot('accent1')).toBe('0B6E4F');
    expect(slot('accent2')).toBe('143D30');
    expect(slot('accent3')).toBe('F2C14E');
    expect(slot('dk1')).toBe('1B1B1B');
    expect(slot('lt1')).toBe('FBFAF5');
    expect(slot('dk2')).toBe('08201A');
    expect(slot('lt2')).toBe('F6F6F0');
    expect(slot('hlink')).toBe('0B6E4F');
    // Twelve slots, no stock Office colour left.
    expect(scheme.children).toHaveLength(12);
    expect(xml).not.toContain('4472C4');
    const font = (which: string, slot: string) =>
      doc
        .getElementsByTagName(`a:${which}`)[0]!
        .getElementsByTagName(`a:${slot}`)[0]!
        .getAttribute('typeface');
    expect(font('majorFont', 'latin')).toBe('Playfair Display');
    expect(font('minorFont', 'latin')).toBe('Lato');
    expect(font('majorFont', 'ea')).toBe('Noto Sans CJK JP');
    expect(font('minorFont', 'cs')).toBe('Noto Sans Arabic');
    expect(doc.getElementsByTagName('a:fontScheme')[0]!.getAttribute('name')).toBe(NAME);
    expect(xml).not.toContain('Calibri');
    expect(xml).not.toContain('Office Theme');
  });

  test('accents 4–6 are the brand colours halfway to the light background', () => {
    const s = colorScheme(COLORS);
    expect(s.accent4).toBe('83B4A2');
    expect(Object.values(s).every((v) => /^[0-9A-F]{6}$/.test(v))).toBe(true);
  });
});

describe('slides refer to the theme’s colours', () => {
  const kit = {
    id: 'brand',
    name: 'Kit',
    colors: {
      primary: '#0b3d91',
      secondary: '#142850',
      accent: '#ffcc33',
      lightBackground: '#ffffff',
      lightText: '#1a202c',
      darkBackground: '#0f172a',
      darkText: '#f8fafc',
    },
    fonts: { heading: 'Inter', body: 'Inter' },
  };
  test('a theme colour becomes a scheme reference, alpha kept; other colours stay fixed', () => {
    const xml =
      '<a:solidFill><a:srgbClr val="0B3D91"/></a:solidFill><a:srgbClr val="0b3d91"><a:alpha val="50000"/></a:srgbClr>' +
      '<a:srgbClr val="123456"/><a:srgbClr val="FFFFFF"/><a:srgbClr val="1A202C"><a:lumMod val="75000"/></a:srgbClr>';
    expect(schemeReferences(xml, kit)).toBe(
      '<a:solidFill><a:schemeClr val="accent1"/></a:solidFill><a:schemeClr val="accent1"><a:alpha val="50000"/></a:schemeClr>' +
        '<a:srgbClr val="123456"/><a:schemeClr val="lt1"/><a:schemeClr val="dk1"><a:lumMod val="75000"/></a:schemeClr>',
    );
  });
  test('Classic draws per type, not from the roles: its slides keep fixed colours', () => {
    const xml = '<a:srgbClr val="0B3D91"/>';
    expect(schemeReferences(xml, { ...kit, typeColors: true })).toBe(xml);
  });
});
