import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { fitSlide } from '../slides/fitSlide';
import { measuredIn, textWidth } from '../slides/layout/measure';
import { SlideCanvas } from '../slides/SlideCanvas';
import { themeOfKit } from './brandKit';
import { BUILT_IN_THEMES } from './builtIn';
import type { Theme } from './types';

const theme = (id: string) => BUILT_IN_THEMES.find((t) => t.id === id)!;

describe('text is measured in the theme’s fonts', () => {
  test('each family has its own widths; a theme measures in the wider of its two', () => {
    const style = { size: 100, weight: 700 };
    const inter = textWidth('Quarterly growth', style);
    const montserrat = textWidth('Quarterly growth', { ...style, family: 'Montserrat' });
    const lato = textWidth('Quarterly growth', { ...style, family: 'Lato' });
    expect(montserrat).toBeGreaterThan(inter * 1.05);
    expect(lato).toBeLessThan(inter);
    expect(
      measuredIn({ heading: 'Montserrat', body: 'Lato' }, () => textWidth('Quarterly growth', style)),
    ).toBe(montserrat);
    // The scope ends with the call.
    expect(textWidth('Quarterly growth', style)).toBe(inter);
  });

  test('a long title takes a smaller size in a wider theme font', () => {
    const slide = {
      type: 'title',
      title:
        'Quarterly business review for the northern region team and our partners across every market in the year ahead',
      content: {},
    };
    const plain = fitSlide(slide);
    const wide = fitSlide(slide, undefined, { fonts: { heading: 'Montserrat', body: 'Montserrat' } });
    expect(wide.sizes.title!).toBeLessThan(plain.sizes.title!);
  });
});

describe('SlideCanvas draws in the theme', () => {
  const slide = { id: 's1', type: 'title', title: 'Hello', content: { subtitle: 'World' } };
  const html = (options: object) => renderToStaticMarkup(createElement(SlideCanvas, { slide, options }));

  test('colours from the theme’s roles, body and heading families, a slide’s own colour still wins', () => {
    const forest = html({ theme: theme('forest') });
    expect(forest).toContain('background:#14532d');
    expect(forest).toContain('color:#f0fdf4');
    expect(forest).toContain('font-family:&#x27;Lato&#x27;');
    expect(forest).toContain(`[data-theme="forest"] :is(h1,h2,h3){font-family:'Merriweather', 'Inter'`);
    const own = renderToStaticMarkup(
      createElement(SlideCanvas, {
        slide: { ...slide, content: { backgroundColor: '#123456', textColor: '#fedcba' } },
        options: { theme: theme('forest') },
      }),
    );
    expect(own).toContain('background:#123456');
    expect(own).toContain('color:#fedcba');
  });

  test('no theme and Classic draw the same, SPEC §9 colours in Inter', () => {
    expect(html({ theme: theme('classic') }).replace(' data-theme="classic"', '')).toBe(html({}));
    expect(html({})).toContain('background:#1a365d');
  });

  test('the logo: on title slides only, or in the corner of every slide', () => {
    const kit = (placement: 'title' | 'corner') =>
      themeOfKit({
        ...{ colors: theme('mono').colors, fonts: theme('mono').fonts },
        logo: '/logo.png',
        logoPlacement: placement,
      });
    const content = { id: 's2', type: 'content', title: 'Plan', content: { items: ['One'] } };
    const draw = (s: object, t: Theme) =>
      renderToStaticMarkup(createElement(SlideCanvas, { slide: s as never, options: { theme: t } }));
    expect(draw(slide, kit('title'))).toContain('src="/logo.png"');
    expect(draw(content, kit('title'))).not.toContain('data-theme-logo');
    expect(draw(content, kit('corner'))).toContain('src="/logo.png"');
  });
});
