import { fontStackOf } from '../../../fonts/families';
import { scaledRole } from '../../layout/typeScale';
import { PAD_X, PAD_Y } from '../../theme';
import type { SlideDefaults } from '../../view';
import { contentRoles } from '../content/layout';

/** The family html slides have always started from, kept for Classic (and any theme in Inter). */
const BASE_FONT = "'Inter','Helvetica Neue','Liberation Sans',Arial,sans-serif";
/** The list markers, links and rules without a theme: the content slide's SPEC blue. */
const CLASSIC_ACCENT = '#3182ce';

/**
 * The sizes an html slide's own markup is set in, canvas px: the content slide's title for h1, its
 * bullets for paragraphs and lists (a list reads as the content slide's does), steps between.
 */
export const HTML_TYPE = { h1: 84, h2: 64, h3: 48, h4: 40, body: 40, small: 28 } as const;

const num = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * The theme's look for an html slide's markup: surface, text and body family on the root (`body`
 * in a frame, `:host` in a shadow root), then headings in the heading family and the theme's type
 * scale, paragraphs and lists at slide sizes, markers, links and rules in the accent, and the
 * content slide's padding. Every element rule sits in `:where()`, so it weighs nothing: the
 * slide's own CSS, sanitised and placed after it, overrides any of it, and the sanitiser's rules
 * are untouched (this is our CSS, not the slide's).
 */
export function htmlThemeCss(defaults: SlideDefaults, root: 'body' | ':host'): string {
  const body = defaults.fonts ? fontStackOf(defaults.fonts.body) : BASE_FONT;
  const heading = defaults.fonts ? fontStackOf(defaults.fonts.heading) : body;
  const title = scaledRole(contentRoles(0, false).title, defaults.scale);
  const size = (n: number) => Math.round(n * (defaults.scale?.headingSize ?? 1));
  const accent = defaults.accent ?? CLASSIC_ACCENT;
  const tracking = title.tracking ? `letter-spacing:${num(title.tracking)}em;` : '';
  const h = (tag: string, px: number, extra = '') =>
    `:where(${tag}){font-family:${heading};font-size:${size(px)}px;font-weight:${title.weight};line-height:${num(title.lineHeight)};${tracking}margin:0 0 ${Math.round(size(px) * 0.45)}px;${extra}}`;
  return [
    `${root}{background:${defaults.background};color:${defaults.text};font-family:${body};font-size:${HTML_TYPE.body}px;line-height:1.35;padding:${PAD_Y}px ${PAD_X}px;box-sizing:border-box}`,
    ':where(*,*::before,*::after){box-sizing:border-box}',
    h('h1', HTML_TYPE.h1),
    h('h2', HTML_TYPE.h2),
    h('h3', HTML_TYPE.h3),
    h('h4,h5,h6', HTML_TYPE.h4),
    // A heading after text keeps a little air above it.
    ':where(p,ul,ol,blockquote,table,pre,figure)+:where(h1,h2,h3,h4,h5,h6){margin-top:0.6em}',
    `:where(p){margin:0 0 ${Math.round(HTML_TYPE.body * 0.6)}px;max-width:1500px}`,
    `:where(ul,ol){margin:0 0 ${Math.round(HTML_TYPE.body * 0.6)}px;padding:0 0 0 1.1em}`,
    `:where(li){margin:0 0 ${Math.round(HTML_TYPE.body * 0.4)}px;padding-left:0.25em}`,
    `:where(li)::marker{color:${accent}}`,
    `:where(ul)>:where(li){list-style-type:square}`,
    `:where(ol)>:where(li)::marker{font-weight:700}`,
    `:where(a){color:${accent};text-underline-offset:0.15em}`,
    ':where(strong,b){font-weight:700}',
    `:where(small){font-size:${HTML_TYPE.small}px}`,
    `:where(blockquote){margin:0 0 ${HTML_TYPE.body}px;padding:0 0 0 ${Math.round(HTML_TYPE.body * 0.8)}px;border-left:8px solid ${accent};font-size:${HTML_TYPE.h3}px;line-height:1.25}`,
    `:where(hr){border:0;height:8px;width:96px;background:${accent};margin:${HTML_TYPE.body}px 0}`,
    `:where(table){border-collapse:collapse;font-size:${HTML_TYPE.small + 4}px}`,
    `:where(th,td){padding:0.5em 0.9em;text-align:start;border-bottom:2px solid color-mix(in srgb, ${defaults.text} 15%, transparent)}`,
    `:where(th){font-weight:700;border-bottom-color:${accent}}`,
    `:where(code,pre){font-family:'DejaVu Sans Mono',Menlo,Consolas,monospace;font-size:0.85em}`,
    ':where(img,svg,video){max-width:100%}',
  ].join('');
}
