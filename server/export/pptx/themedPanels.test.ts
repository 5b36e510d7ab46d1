import { describe, expect, test } from 'vitest';
import { DEFAULT_TEAM, teamCosts } from '../../../common/calculator';
import { layoutMetrics, METRIC_CELL } from '../../../common/slides/types/metrics/layout';
import { metricCardColors } from '../../../common/slides/types/metrics/look';
import { builtInTheme } from '../../../common/themes/builtIn';
import { slideDefaultsFor } from '../../../common/themes/surfaces';
import type { Theme } from '../../../common/themes/types';
import { readZip } from '../../lib/zip';
import { exportPptx } from './index';

// The panels of a themed deck's PowerPoint file in the colours the canvas gives them: the
// calculator's verdict card in the theme's callout, the comparison's first card in its text's tint.

async function slideXml(
  theme: Theme,
  slide: { type: string; title: string; content: Record<string, unknown> },
) {
  const file = await exportPptx({
    id: 'd',
    title: 'Deck',
    slides: [{ id: 's', notes: '', ...slide }],
    theme,
  });
  return readZip(file)
    .find((p) => p.name === 'ppt/slides/slide1.xml')!
    .data.toString('utf8');
}
/** Each shape without text: its fill, as written (after the theme's scheme references). */
const fills = (xml: string) =>
  [...xml.matchAll(/<p:sp>(.*?)<\/p:sp>/gs)]
    .map(([, sp]) => sp!)
    .filter((sp) => !sp.includes('<p:txBody>'))
    .map((sp) => /<a:solidFill>(.*?)<\/a:solidFill>/s.exec(sp)?.[1] ?? '');

describe('a themed deck’s panels in the PowerPoint file', () => {
  test('Sunrise: the calculator’s verdict card is its callout (the accent, with its readable text)', async () => {
    const sunrise = builtInTheme('sunrise')!;
    expect(teamCosts(DEFAULT_TEAM).better).toBe(true);
    const good = slideDefaultsFor(sunrise, 'calculator')!.callout!.good;
    expect(good.background).toBe(sunrise.colors.accent);
    const xml = await slideXml(sunrise, { type: 'calculator', title: 'Costs', content: {} });
    // The accent is the scheme's accent 3 (./themePart.ts): referred to, not the type's green.
    expect(fills(xml)).toContain('<a:schemeClr val="accent3"/>');
    expect(xml).not.toContain('276749');
    const saving = /<a:rPr[^>]*>((?:(?!<\/a:rPr>).)*)<\/a:rPr><a:t>\$375,000<\/a:t>/s.exec(xml)?.[1] ?? '';
    expect(saving).not.toContain('FFFFFF');
  });

  test('Forest: the comparison’s first card is tinted with the text, its second with the accent', async () => {
    const forest = builtInTheme('forest')!;
    const xml = await slideXml(forest, {
      type: 'comparison',
      title: 'Build or augment',
      content: {
        comparison: { left: { title: 'In-house', items: ['Slow'] }, right: { title: 'Us', items: ['Fast'] } },
      },
    });
    const shown = fills(xml).join(' ');
    // SPEC's grey rule and white card are Classic's, not a theme's.
    expect(shown).not.toContain('A0AEC0');
    expect(shown).not.toMatch(/val="FFFFFF"/);
  });

  test('Classic: each metric is a card where the canvas draws it, tinted with the text, its rule on top', async () => {
    const classic = builtInTheme('classic')!;
    const slide = {
      type: 'metrics',
      title: 'The numbers',
      content: {
        metrics: [
          { value: '€38.6M', label: 'Revenue' },
          { value: '€260,000', label: 'Budget' },
        ],
      },
    };
    const xml = await slideXml(classic, slide);
    const l = layoutMetrics(slide);
    // Shapes without text, by their top-left corner in EMU (1 px = 6350).
    const shapes = [...xml.matchAll(/<p:sp>(.*?)<\/p:sp>/gs)]
      .map(([, sp]) => sp!)
      .filter((sp) => !sp.includes('<a:t>'))
      .map((sp) => {
        const [, x, y] = /<a:off x="(\d+)" y="(\d+)"\/>/.exec(sp)!;
        const [, w, h] = /<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(sp)!;
        return { x: Number(x), y: Number(y), w: Number(w), h: Number(h), sp };
      });
    const emu = (v: number) => Math.round(v * 6350);
    const colors = metricCardColors({ background: '#003366', text: '#ffffff' }, undefined, false);
    for (const { card } of l.cells) {
      // The rule's colour under the whole card, then the fill from under the rule.
      const rule = shapes.find((s) => s.x === emu(card.x) && s.y === emu(card.y));
      expect(rule?.w).toBe(emu(card.w));
      expect(rule?.h).toBe(emu(card.h));
      expect(rule?.sp).toContain(colors.rule.slice(1).toUpperCase());
      const fill = shapes.find((s) => s.x === emu(card.x) && s.y === emu(card.y + METRIC_CELL.rule));
      expect(fill?.sp).toContain(colors.fill.slice(1).toUpperCase());
    }
  });
});
