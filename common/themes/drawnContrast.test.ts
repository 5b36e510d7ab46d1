import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { CONTRAST_BODY, CONTRAST_LARGE } from '../limits';
import { SlideCanvas } from '../slides/SlideCanvas';
import { SLIDE_TYPES } from '../slides/types';
import { CALC_VERDICT } from '../slides/types/calculator/layout';
import { themeOfKit } from './brandKit';
import { BUILT_IN_THEMES } from './builtIn';
import { contrastRatio, parseCssColor, type Rgb } from './color';
import { THEME_SAMPLE_SLIDES } from './samples';
import { slideDefaultsFor } from './surfaces';
import type { Theme } from './types';

/**
 * Every text a slide draws, read back from its markup the way the browser composes it: the text
 * colour (with its alpha and every ancestor's opacity) over the backgrounds stacked behind it,
 * against WCAG AA (large text: 24 px, or 18.66 px bold). So a renderer that dims a label too far
 * on some theme's surface fails here, whatever the theme's colours say on paper.
 */

/** '#rrggbbaa', '#rgb', rgb()/rgba(): the colour and its alpha. */
function colorOf(value: string): { rgb: Rgb; alpha: number } | undefined {
  const v = value.trim();
  const hex8 = /^#([0-9a-f]{6})([0-9a-f]{2})$/i.exec(v);
  if (hex8) return { rgb: parseCssColor(`#${hex8[1]}`)!, alpha: Number.parseInt(hex8[2]!, 16) / 255 };
  const rgba = /^rgba\(([^)]+)\)$/i.exec(v);
  if (rgba) {
    const [r, g, b, a] = rgba[1]!.split(',').map((x) => Number.parseFloat(x));
    return { rgb: { r: r!, g: g!, b: b! }, alpha: a ?? 1 };
  }
  const rgb = parseCssColor(v);
  return rgb ? { rgb, alpha: 1 } : undefined;
}

const over = (top: Rgb, bottom: Rgb, alpha: number): Rgb => ({
  r: top.r * alpha + bottom.r * (1 - alpha),
  g: top.g * alpha + bottom.g * (1 - alpha),
  b: top.b * alpha + bottom.b * (1 - alpha),
});
const hex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function styleOf(el: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (el.getAttribute('style') ?? '').split(';')) {
    const i = part.indexOf(':');
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}

interface DrawnText {
  text: string;
  ratio: number;
  required: number;
}

function drawnTexts(theme: Theme, slide: (typeof THEME_SAMPLE_SLIDES)[number]): DrawnText[] {
  const markup = renderToStaticMarkup(createElement(SlideCanvas, { slide, options: { theme } }));
  const doc = new JSDOM(`<body>${markup}</body>`).window.document;
  const out: DrawnText[] = [];
  for (const el of doc.body.querySelectorAll('*')) {
    if (el.tagName === 'STYLE') continue;
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    const text = el.tagName === 'INPUT' ? (el.getAttribute('value') ?? '') : own;
    if (!text) continue;
    const chain: Element[] = [];
    for (let e: Element | null = el; e && e !== doc.body; e = e.parentElement) chain.unshift(e);
    let bg: Rgb = { r: 255, g: 255, b: 255 };
    let opacity = 1;
    let color: { rgb: Rgb; alpha: number } | undefined;
    let size = 16;
    let weight = 400;
    for (const e of chain) {
      const s = styleOf(e);
      const fill = s.background ?? s['background-color'];
      const c = fill && colorOf(fill);
      if (c) bg = over(c.rgb, bg, c.alpha);
      if (s.opacity) opacity *= Number(s.opacity);
      if (s.color && s.color !== 'inherit') color = colorOf(s.color) ?? color;
      if (s['font-size']) size = Number.parseFloat(s['font-size']);
      if (s['font-weight']) weight = Number(s['font-weight']);
    }
    if (!color) throw new Error(`no colour for "${text}"`);
    const drawn = over(color.rgb, bg, color.alpha * opacity);
    const large = size >= 24 || (size >= 18.66 && weight >= 700);
    out.push({
      text,
      ratio: contrastRatio(hex(drawn), hex(bg)),
      required: large ? CONTRAST_LARGE : CONTRAST_BODY,
    });
  }
  return out;
}

/** A client's kit with a CJK body family, as a brand kit would be saved. */
const CJK_KIT = themeOfKit({
  colors: {
    primary: '#0e4d64',
    secondary: '#264653',
    accent: '#e9c46a',
    lightBackground: '#fbfaf7',
    lightText: '#1d2a30',
    darkBackground: '#0b1d24',
    darkText: '#f5f3ee',
  },
  fonts: { heading: 'Montserrat', body: 'Noto Sans SC' },
  logo: null,
  logoPlacement: 'title',
});

describe('every text a slide draws reaches WCAG AA on the theme’s own colours', () => {
  test('the samples cover every type', () => {
    expect(new Set(THEME_SAMPLE_SLIDES.map((s) => s.type))).toEqual(new Set(SLIDE_TYPES));
  });

  for (const theme of [...BUILT_IN_THEMES, CJK_KIT]) {
    test(`${theme.name}: each of the nine types`, () => {
      const weak: string[] = [];
      let checked = 0;
      for (const slide of THEME_SAMPLE_SLIDES) {
        for (const t of drawnTexts(theme, slide)) {
          checked++;
          if (t.ratio < t.required)
            weak.push(`${slide.type}: "${t.text}" ${t.ratio.toFixed(2)}:1 < ${t.required}:1`);
        }
      }
      expect(checked).toBeGreaterThan(40);
      expect(weak).toEqual([]);
    });
  }
});

test('the calculator’s verdict card, good news and bad, reads in every theme; Classic keeps its green and orange', () => {
  for (const theme of [...BUILT_IN_THEMES, CJK_KIT]) {
    const { callout } = slideDefaultsFor(theme, 'calculator')!;
    for (const fill of [callout!.good, callout!.bad])
      expect(contrastRatio(fill.text, fill.background), theme.id).toBeGreaterThanOrEqual(CONTRAST_LARGE);
  }
  expect(slideDefaultsFor(BUILT_IN_THEMES[0], 'calculator')!.callout).toEqual({
    good: { background: CALC_VERDICT.better, text: '#ffffff' },
    bad: { background: CALC_VERDICT.worse, text: '#ffffff' },
  });
  expect(slideDefaultsFor(builtInForest(), 'calculator')!.callout!.good.background).toBe(
    builtInForest().colors.accent,
  );
});

const builtInForest = () => BUILT_IN_THEMES.find((t) => t.id === 'forest')!;
