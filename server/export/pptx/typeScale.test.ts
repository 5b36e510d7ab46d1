import { describe, expect, test } from 'vitest';
import { CONTRAST_LARGE } from '../../../common/limits';
import type { TextRole } from '../../../common/slides/layout/fit';
import { scaledRole, typesetIn } from '../../../common/slides/layout/typeScale';
import { highlightBands, layoutStatement } from '../../../common/slides/types/statement/layout';
import { layoutTitle, TITLE_ROLES } from '../../../common/slides/types/title/layout';
import { builtInTheme } from '../../../common/themes/builtIn';
import { contrastRatio } from '../../../common/themes/color';
import { highlightBand } from '../../../common/themes/highlight';
import { slideDefaultsFor } from '../../../common/themes/surfaces';
import type { Theme } from '../../../common/themes/types';
import { readZip } from '../../lib/zip';
import { exportPptx } from './index';

// Issue 21: a themed deck's PowerPoint file sets its text in the theme's own type scale (weights,
// leading, sizes), as the canvas does. Forest is the built-in theme whose scale is furthest from
// Classic's (a serif at 700 instead of 800/900, 0.88 of the size, 1.12 of the leading).

const SLIDES = [
  {
    type: 'title',
    title: 'Growth plan 2027',
    content: { subtitle: 'Board review', author: 'Strategy team' },
  },
  { type: 'strategic_title', title: 'Acme', content: { clientName: 'Acme', agency: 'Northwind' } },
  { type: 'metrics', title: 'The year', content: { metrics: [{ value: '$4.2M', label: 'Revenue' }] } },
  {
    type: 'statement',
    title: 'Our promise',
    content: { text: 'Every customer live in one week,', highlightText: 'or their money back' },
  },
].map((s, i) => ({ id: `s${i}`, notes: '', ...s }));

const theme = (id: string) => builtInTheme(id)!;

/** Each paragraph's exact line spacing (points × 100) with its runs' properties and text. */
async function paragraphs(t: Theme | undefined, slide: number) {
  const file = await exportPptx({ id: 'd', title: 'Deck', slides: SLIDES, theme: t });
  const xml = readZip(file)
    .find((p) => p.name === `ppt/slides/slide${slide}.xml`)!
    .data.toString('utf8');
  return {
    xml,
    paragraphs: [...xml.matchAll(/<a:p>(.*?)<\/a:p>/gs)].map(([, p]) => ({
      lnSpc: Number(/<a:lnSpc><a:spcPts val="(\d+)"\/>/.exec(p!)?.[1]),
      runs: [...p!.matchAll(/<a:r><a:rPr([^>]*)>(.*?)<\/a:rPr><a:t>([^<]*)<\/a:t><\/a:r>/gs)].map(
        ([, attrs, inner, text]) => ({
          text: text!,
          bold: / b="1"/.test(attrs!),
          size: Number(/ sz="(\d+)"/.exec(attrs!)?.[1]),
          face: /<a:latin typeface="([^"]+)"/.exec(inner!)?.[1],
        }),
      ),
    })),
  };
}

async function paragraphOf(t: Theme | undefined, slide: number, text: string) {
  const { paragraphs: ps } = await paragraphs(t, slide);
  const p = ps.find((x) => x.runs.some((r) => r.text.includes(text)));
  expect(p, text).toBeDefined();
  return { lnSpc: p!.lnSpc, run: p!.runs.find((r) => r.text.includes(text))! };
}

/** The title slide's title as the canvas lays it out and sets it under a theme. */
function titleOnScreen(t: Theme | undefined) {
  const d = slideDefaultsFor(t, 'title')!;
  const view = { type: 'title', title: SLIDES[0]!.title, content: SLIDES[0]!.content };
  return typesetIn(d, () => ({ size: layoutTitle(view).title.size, role: scaledRole(TITLE_ROLES.title) }));
}
const lineSpacingOf = (size: number, role: TextRole) => Math.round((size * role.lineHeight * 100) / 2);

describe('the PowerPoint file sets text in the theme’s type scale', () => {
  test('Forest: the title in the heading family’s bold, at the scale’s size and leading, unlike Classic', async () => {
    const forest = titleOnScreen(theme('forest'));
    const classic = titleOnScreen(theme('classic'));
    expect(forest.size).toBeLessThan(classic.size);
    expect(forest.role.lineHeight).toBeGreaterThan(classic.role.lineHeight);

    const f = await paragraphOf(theme('forest'), 1, 'Growth plan');
    expect(f.run).toMatchObject({ face: '+mj-lt', bold: true, size: forest.size * 50 });
    expect(f.lnSpc).toBe(lineSpacingOf(forest.size, forest.role));
    const c = await paragraphOf(theme('classic'), 1, 'Growth plan');
    expect(c.run).toMatchObject({ face: 'Inter ExtraBold', bold: false, size: classic.size * 50 });
    expect(c.lnSpc).toBe(lineSpacingOf(classic.size, classic.role));
    expect(f.lnSpc).not.toBe(c.lnSpc);
  });

  test('Forest: the display texts of every type take its 700 (bold) heading weight, its body text Lato’s weights', async () => {
    // The strategic title's big lines (900 by design) and a metric's figure (800).
    for (const [slide, text] of [
      [2, 'PARTNERSHIP'],
      [3, '$4.2M'],
    ] as const) {
      const { run } = await paragraphOf(theme('forest'), slide, text);
      expect(run, text).toMatchObject({ face: '+mj-lt', bold: true });
    }
    // A 600 label in Lato, which bundles 400/700/900: drawn in 700 by the browser, so bold here.
    const author = await paragraphOf(theme('forest'), 1, 'Strategy team');
    expect(author.run).toMatchObject({ face: '+mn-lt', bold: true });
    const subtitle = await paragraphOf(theme('forest'), 1, 'Board review');
    expect(subtitle.run).toMatchObject({ face: '+mn-lt', bold: false });
  });

  test('weights the font scheme cannot name are named by face: Mono’s Inter Black, Sunrise’s Montserrat ExtraBold', async () => {
    const mono = await paragraphOf(theme('mono'), 1, 'Growth plan');
    expect(mono.run).toMatchObject({ face: 'Inter Black', bold: false });
    const m = titleOnScreen(theme('mono'));
    expect(mono.lnSpc).toBe(lineSpacingOf(m.size, m.role));
    const sunrise = await paragraphOf(theme('sunrise'), 2, 'STRATEGIC');
    expect(sunrise.run).toMatchObject({ face: 'Montserrat ExtraBold', bold: false });
  });

  test('the statement’s highlight band is the theme’s, as on screen, and its text reads on it', async () => {
    for (const id of ['classic', 'forest', 'mono', 'sunrise']) {
      const d = slideDefaultsFor(theme(id), 'statement')!;
      const band = highlightBand(d.background, d.text, d.brand);
      expect(contrastRatio(d.text, band), id).toBeGreaterThanOrEqual(CONTRAST_LARGE);
      const { xml } = await paragraphs(theme(id), 4);
      // The shapes without text: the band's rectangles, one per line it covers.
      const fills = [...xml.matchAll(/<p:sp>(.*?)<\/p:sp>/gs)]
        .map(([, sp]) => sp!)
        .filter((sp) => !sp.includes('<p:txBody>'))
        .map((sp) => /<a:solidFill>(.*?)<\/a:solidFill>/s.exec(sp)![1]!);
      const view = { type: 'statement', title: SLIDES[3]!.title, content: SLIDES[3]!.content };
      const { text } = typesetIn(d, () => layoutStatement(view));
      expect(fills.length, id).toBe(typesetIn(d, () => highlightBands(view, text)).length);
      expect(fills.length, id).toBeGreaterThan(0);
      for (const f of fills) {
        expect(f, id).toContain(`<a:srgbClr val="${band.slice(1).toUpperCase()}"/>`);
        expect(f, id).not.toContain('alpha');
      }
    }
  });
});
