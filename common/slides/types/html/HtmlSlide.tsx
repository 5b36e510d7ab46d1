import { useLayoutEffect, useRef } from 'react';
import { SLIDE_FONT } from '../../../fonts/families';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from '../../../limits';
import { sanitizeSlideCss, sanitizeSlideHtml } from '../../../sanitize';
import type { SlideDefaults, SlideProps, SlideView } from '../../view';
import { htmlThemeCss } from './themeCss';

/** The whole document an html slide runs in when it is framed (full screen, exports). */
export function htmlSlideDocument(
  slide: SlideView,
  defaults: SlideDefaults,
  inlinePictures?: Readonly<Record<string, string>>,
  fontCss = '',
): string {
  const html = sanitizeSlideHtml(slide.content.htmlContent ?? '', { pictures: inlinePictures });
  const css = sanitizeSlideCss(slide.content.styles ?? '');
  const base = `html,body{margin:0;width:${SLIDE_WIDTH}px;height:${SLIDE_HEIGHT}px;overflow:hidden}${htmlThemeCss(defaults, 'body')}`;
  const fonts = framedFonts(fontCss, defaults);
  return `<!doctype html><html><head><meta charset="utf-8"><style>${fonts}${base}</style><style>${css}</style></head><body>${html}</body></html>`;
}

/** Of an export's @font-face rules (one a line), those of the families the slide's theme sets. */
function framedFonts(fontCss: string, defaults: SlideDefaults): string {
  if (!fontCss) return '';
  const families = [defaults.fonts?.heading ?? SLIDE_FONT.family, defaults.fonts?.body ?? SLIDE_FONT.family];
  return fontCss
    .split('\n')
    .filter((rule) => families.some((f) => rule.includes(`font-family:'${f}'`)))
    .join('');
}

/**
 * An html slide. Framed (`<iframe sandbox>` without allow-same-origin) for full screen and export;
 * otherwise in a shadow root, which keeps the slide's styles and ours apart and is cheap enough for
 * a column of thumbnails. Both paths show sanitised HTML only.
 */
export function HtmlSlide({ slide, options, defaults }: SlideProps) {
  if (options.htmlFrame) {
    return (
      <iframe
        title={slide.title || 'HTML slide'}
        sandbox={options.htmlFrame === 'scripts' ? 'allow-scripts' : ''}
        srcDoc={htmlSlideDocument(slide, defaults, options.inlinePictures, options.fontCss)}
        style={{ position: 'absolute', inset: 0, width: SLIDE_WIDTH, height: SLIDE_HEIGHT, border: 0 }}
      />
    );
  }
  return <ShadowHtml slide={slide} base={htmlThemeCss(defaults, ':host')} />;
}

function ShadowHtml({ slide, base }: { slide: SlideView; base: string }) {
  const host = useRef<HTMLDivElement>(null);
  const html = slide.content.htmlContent ?? '';
  const css = slide.content.styles ?? '';
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return;
    const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>:host{all:initial;display:block;position:absolute;inset:0;overflow:hidden}${base}</style><style>${sanitizeSlideCss(css)}</style>${sanitizeSlideHtml(html)}`;
  }, [html, css, base]);
  return <div ref={host} data-html-slide="" style={{ position: 'absolute', inset: 0 }} />;
}
