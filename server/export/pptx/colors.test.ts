import { describe, expect, test } from 'vitest';
import { readZip } from '../../lib/zip';
import { exportPptx } from './index';
import { blend, hex, hexOr } from './shapes';

// Issue 31: the PowerPoint file reads every colour with the canvas's parser (common/themes/color.ts),
// so every CSS colour the slide schema accepts is drawn as the browser and the PDF draw it.

const COLOURED = [
  // As Chromium computes them: hsl(210, 50%, 30%) is rgb(38, 77, 115).
  { css: 'hsl(210,50%,30%)', hex: '264D73' },
  { css: 'rebeccapurple', hex: '663399' },
  { css: '#1a365d', hex: '1A365D' },
  { css: 'darkslateblue', hex: '483D8B' },
  { css: 'rgba(10, 20, 30, 0.5)', hex: '0A141E' },
];

describe('colours in the PowerPoint file', () => {
  test('slides coloured hsl(), by CSS name and in hex carry exactly those colours', async () => {
    const slides = COLOURED.map((c, i) => ({
      id: `s${i}`,
      notes: '',
      type: 'content',
      title: `Coloured ${c.css}`,
      content: {
        items: ['A point'],
        backgroundColor: c.css,
        textColor: COLOURED[(i + 1) % COLOURED.length]!.css,
      },
    }));
    const parts = readZip(await exportPptx({ id: 'd', title: 'Deck', slides }));
    COLOURED.forEach((c, i) => {
      const xml = parts.find((p) => p.name === `ppt/slides/slide${i + 1}.xml`)!.data.toString('utf8');
      const background = /<p:bg>(.*?)<\/p:bg>/s.exec(xml)![1]!;
      expect(background, c.css).toContain(`<a:srgbClr val="${c.hex}"`);
      // The title's text in the slide's text colour.
      const text = COLOURED[(i + 1) % COLOURED.length]!;
      const title = [...xml.matchAll(/<a:rPr[^>]*>(.*?)<\/a:rPr><a:t>([^<]*)<\/a:t>/gs)].find(([, , t]) =>
        t!.startsWith('Coloured'),
      )!;
      expect(title[1], text.css).toContain(`<a:srgbClr val="${text.hex}"/>`);
    });
  });

  test('a value no browser draws is the fallback, never an object property', () => {
    for (const word of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'notacolour',
      'transparent',
    ])
      expect(hexOr(word, '123456'), word).toBe('123456');
    expect(hexOr(undefined, '123456')).toBe('123456');
    expect(hex('#abc')).toBe('AABBCC');
    expect(hex('#003366ff')).toBe('003366');
    // What the drawings do with it: blending needs six hex digits.
    expect(blend(hexOr('constructor', 'FFFFFF'), '000000', 0.5)).toBe('808080');
  });
});
