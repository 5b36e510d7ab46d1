import { useLayoutEffect, useRef } from 'react';
import { fontStackOf } from '../../../fonts/families';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from '../../../limits';
import { sanitizeSlideCss, sanitizeSlideHtml } from '../../../sanitize';
import type { SlideDefaults, SlideProps, SlideView } from '../../view';

/** The family html slides have always started from, kept for Classic (and any theme in Inter). */
const BASE_FONT = "'Inter','Helvetica Neue','Liberation Sans',Arial,sans-serif";

/**
 * What an html slide's own markup starts from: the theme's light surface, its text and its body
 * family (the type's defaults), so unstyled HTML sits in the deck's look. The slide's CSS overrides.
 */
function baseStyle(defaults: SlideDefaults): string {
  const font = defaults.fonts ? fontStackOf(defaults.fonts.body) : BASE_FONT;
  return `background:${defaults.background};color:${defaults.text};font-family:${font}`;
}

/** The whole document an html slide runs in when it is framed (full screen, exports). */
export function htmlSlideDocument(
  slide: SlideView,
  defaults: SlideDefaults,
  inlinePictures?: Readonly<Record<string, string>>,
): string {
  const html = sanitizeSlideHtml(slide.content.htmlContent ?? '', { pictures: inlinePictures });
  const css = sanitizeSlideCss(slide.content.styles ?? '');
  const base = `html,body{margin:0;padding:0;width:${SLIDE_WIDTH}px;height:${SLIDE_HEIGHT}px;overflow:hidden;${baseStyle(defaults)}}img,svg,video{max-width:100%}`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${base}</style><style>${css}</style></head><body>${html}</body></html>`;
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
        srcDoc={htmlSlideDocument(slide, defaults, options.inlinePictures)}
        style={{ position: 'absolute', inset: 0, width: SLIDE_WIDTH, height: SLIDE_HEIGHT, border: 0 }}
      />
    );
  }
  return <ShadowHtml slide={slide} base={baseStyle(defaults)} />;
}

function ShadowHtml({ slide, base }: { slide: SlideView; base: string }) {
  const host = useRef<HTMLDivElement>(null);
  const html = slide.content.htmlContent ?? '';
  const css = slide.content.styles ?? '';
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return;
    const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>:host{all:initial;display:block;position:absolute;inset:0;overflow:hidden;${base}}img,svg,video{max-width:100%}</style><style>${sanitizeSlideCss(css)}</style>${sanitizeSlideHtml(html)}`;
  }, [html, css, base]);
  return <div ref={host} data-html-slide="" style={{ position: 'absolute', inset: 0 }} />;
}
