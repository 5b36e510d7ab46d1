import { describe, expect, test } from 'vitest';
import { DEFAULT_TEAM, teamCosts } from '../../../common/calculator';
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
});
