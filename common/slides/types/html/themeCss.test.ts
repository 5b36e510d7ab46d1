import { describe, expect, test } from 'vitest';
import { builtInTheme } from '../../../themes/builtIn';
import { slideDefaultsFor } from '../../../themes/surfaces';
import { htmlSlideDocument } from './HtmlSlide';
import { HTML_TYPE, htmlThemeCss } from './themeCss';
import '../../../../server/lib/sanitizeServer';

const SLIDE = {
  type: 'html',
  title: 'Custom',
  content: { htmlContent: '<h1>Launch</h1><p>Text</p>', styles: 'h1 { color: #ff0000 }' },
};

describe('an html slide starts from its theme', () => {
  test('headings in the heading family and scale, text at slide sizes, the theme’s colours', () => {
    const theme = builtInTheme('midnight')!;
    const d = slideDefaultsFor(theme, 'html')!;
    const css = htmlThemeCss(d, 'body');
    expect(css).toContain(`background:${theme.colors.lightBackground}`);
    expect(css).toContain(`color:${theme.colors.lightText}`);
    expect(css).toMatch(/:where\(h1\)\{font-family:'Montserrat'/);
    expect(css).toContain(`font-size:${Math.round(HTML_TYPE.h1 * theme.scale!.headingSize)}px`);
    expect(css).toContain(`font-weight:${theme.scale!.headingWeight}`);
    expect(css).toContain(`font-size:${HTML_TYPE.body}px`);
    expect(css).toContain(`::marker{color:${d.accent}}`);
  });

  test('every rule but the root’s weighs nothing, so the slide’s own CSS wins; it comes after', () => {
    const css = htmlThemeCss(slideDefaultsFor(builtInTheme('editorial'), 'html')!, ':host');
    const rules = css.split('}').filter(Boolean);
    expect(rules[0]).toMatch(/^:host\{/);
    for (const rule of rules.slice(1)) expect(rule.split('{')[0]).toMatch(/^:where\(/);
    const doc = htmlSlideDocument(SLIDE, slideDefaultsFor(builtInTheme('editorial'), 'html')!);
    expect(doc.indexOf(':where(h1)')).toBeLessThan(doc.indexOf('h1 { color: #ff0000 }'));
    // The markup is still the sanitiser's: nothing of ours reaches inside it.
    expect(doc).toContain('<body><h1>Launch</h1><p>Text</p></body>');
  });

  test('Classic keeps its white slide and dark text, with the SPEC blue for marks', () => {
    const css = htmlThemeCss(slideDefaultsFor(undefined, 'html')!, 'body');
    expect(css).toContain('background:#ffffff');
    expect(css).toContain('color:#1a202c');
    expect(css).toContain('::marker{color:#3182ce}');
  });
});

describe('an exported html slide’s frame', () => {
  test('carries the @font-face rules of its theme’s two families, and no others', () => {
    const face = (family: string) =>
      `@font-face{font-family:'${family}';font-style:normal;font-weight:400;src:url(data:font/woff2;base64,AA)}`;
    const fontCss = ['Inter', 'Playfair Display', 'Source Sans 3', 'Montserrat'].map(face).join('\n');
    const doc = htmlSlideDocument(SLIDE, slideDefaultsFor(builtInTheme('editorial'), 'html')!, {}, fontCss);
    expect(doc).toContain(face('Playfair Display'));
    expect(doc).toContain(face('Source Sans 3'));
    expect(doc).not.toContain(face('Montserrat'));
    expect(doc).not.toContain(face('Inter'));
    // Classic: Inter, its one family.
    const classic = htmlSlideDocument(SLIDE, slideDefaultsFor(undefined, 'html')!, {}, fontCss);
    expect(classic).toContain(face('Inter'));
    expect(classic).not.toContain(face('Playfair Display'));
  });
});
