import { renderToStaticMarkup } from 'react-dom/server';
import { SLIDE_HEIGHT, SLIDE_WIDTH, UNTITLED } from '../limits';
import type { Theme } from '../themes/types';
import type { DeckMetadata } from './deckDefaults';
import type { SlideContent } from './model';
import { PDF_DOCUMENT_END } from './pdfDocumentEnd';
import { SlideCanvas } from './SlideCanvas';
import { FONT_SANS } from './theme';

export interface StaticSlide {
  id: string;
  type: string;
  title: string;
  content: Record<string, unknown> | SlideContent;
}

export interface DeckDocumentOptions {
  title: string;
  /** 'pdf': stacked 1920×1080 pages for one print call. 'html': an offline viewer with the presenter's keys. */
  mode: 'pdf' | 'html';
  /** The deck's brief details, so exported slides fall back to them as the editor's do. */
  deck?: DeckMetadata;
  /** @font-face rules of the bundled fonts with their files inlined (server/export/fonts.ts). */
  fontCss?: string;
  /** This deck's uploaded pictures as data: URLs by upload id: html slides show these and load nothing. */
  inlinePictures?: Readonly<Record<string, string>>;
  /** The deck's theme (issue 21); the default look without it. */
  theme?: Theme;
  /**
   * 'pdf' only: the document is printed and never looked at (the PDF export). Its pages are then
   * not drawn for the screen, only for print; the printer must load its fonts itself
   * (server/export/render.ts).
   */
  printOnly?: boolean;
}

/**
 * An exported document reaches no server: its slides were made offline, and this policy (which
 * the slides' own frames inherit) refuses any request that might still be written in them.
 */
const OFFLINE_POLICY =
  "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; media-src data:; font-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'\">";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function slideMarkup(
  slide: StaticSlide,
  { mode, deck, inlinePictures, theme, fontCss }: DeckDocumentOptions,
): string {
  return renderToStaticMarkup(
    <SlideCanvas
      slide={{ id: slide.id, type: slide.type, title: slide.title, content: slide.content as SlideContent }}
      options={{
        htmlFrame: mode === 'html' ? 'scripts' : 'static',
        print: mode === 'pdf',
        deck,
        inlinePictures: inlinePictures ?? {},
        theme,
        ...(slide.type === 'html' && fontCss ? { fontCss } : {}),
      }}
    />,
  );
}

/** A whole HTML document of the deck drawn by the shared renderers: what was seen is what is exported. */
export function renderDeckDocument(slides: StaticSlide[], options: DeckDocumentOptions): string {
  const title = escapeHtml(options.title.trim() || UNTITLED);
  return options.mode === 'pdf'
    ? pdfDocument(slides, title, options)
    : viewerDocument(slides, title, options);
}

/**
 * A print-only page is not laid out for the screen first: Chromium lays every page out again for
 * print (another medium, so new styles), and the screen's layout was work thrown away: a quarter
 * to a third of the browser's time on a deck of tables. A page that frames an html slide is still
 * drawn for the screen, so that its frame has loaded whatever it shows before the print.
 */
const PRINT_ONLY_CSS = '@media screen{.page.print-only{display:none}}';

/** The PDF document's pages of `slides`, in order: what pdfDocument puts in its body. */
export function pdfPages(slides: StaticSlide[], options: DeckDocumentOptions): string {
  return slides
    .map((s) => {
      const markup = slideMarkup(s, options);
      const printOnly = options.printOnly && !markup.includes('<iframe');
      return `<section class="page${printOnly ? ' print-only' : ''}" data-export-slide="${escapeHtml(s.id)}">${markup}</section>`;
    })
    .join('');
}

function pdfDocument(slides: StaticSlide[], title: string, options: DeckDocumentOptions): string {
  const pages = pdfPages(slides, options);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${OFFLINE_POLICY}<title>${title}</title><style>${options.fontCss ?? ''}
@page{size:${SLIDE_WIDTH}px ${SLIDE_HEIGHT}px;margin:0}${options.printOnly ? `\n${PRINT_ONLY_CSS}` : ''}
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:#ffffff;-webkit-print-color-adjust:exact;print-color-adjust:exact}
.page{position:relative;width:${SLIDE_WIDTH}px;height:${SLIDE_HEIGHT}px;overflow:hidden;break-after:page;page-break-after:always}
.page:last-child{break-after:auto;page-break-after:auto}
</style></head><body>${pages}${PDF_DOCUMENT_END}`;
}

function viewerDocument(slides: StaticSlide[], title: string, options: DeckDocumentOptions): string {
  const total = slides.length;
  const frames = slides
    .map(
      (s, i) =>
        `<section class="slide" data-export-slide="${escapeHtml(s.id)}"${i === 0 ? '' : ' hidden'} aria-label="Slide ${i + 1} of ${total}">${slideMarkup(s, options)}</section>`,
    )
    .join('');
  const empty = total === 0 ? '<p class="empty">No slides to present</p>' : '';
  // A few lines of script for SPEC's presenter keys; no request ever leaves the file.
  const script = `(function(){var s=[].slice.call(document.querySelectorAll('.slide'));var i=0;var c=document.getElementById('counter');var st=document.getElementById('stage');
function fit(){var k=Math.min(window.innerWidth/${SLIDE_WIDTH},(window.innerHeight-64)/${SLIDE_HEIGHT});st.style.transform='scale('+k+')';}
function show(n){if(!s.length)return;i=Math.max(0,Math.min(s.length-1,n));s.forEach(function(e,j){e.hidden=j!==i;});c.textContent=(i+1)+' / '+s.length;}
document.addEventListener('keydown',function(e){if(e.target&&e.target.tagName==='INPUT')return;if(e.key==='ArrowRight'||e.key===' '||e.key==='PageDown'){e.preventDefault();show(i+1);}else if(e.key==='ArrowLeft'||e.key==='PageUp'){e.preventDefault();show(i-1);}else if(e.key==='Home'){show(0);}else if(e.key==='End'){show(s.length-1);}});
document.getElementById('prev').onclick=function(){show(i-1);};document.getElementById('next').onclick=function(){show(i+1);};
window.addEventListener('resize',fit);fit();show(0);})();`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${OFFLINE_POLICY}<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${options.fontCss ?? ''}
*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#0b0f17;color:#e2e8f0;font-family:${FONT_SANS};overflow:hidden}
.wrap{position:fixed;inset:0 0 64px 0;display:flex;align-items:center;justify-content:center}
#stage{width:${SLIDE_WIDTH}px;height:${SLIDE_HEIGHT}px;flex:none;position:relative;transform-origin:center center;box-shadow:0 30px 80px rgba(0,0,0,.5)}
.slide{position:absolute;inset:0}
.slide[hidden]{display:none}
.bar{position:fixed;left:0;right:0;bottom:0;height:64px;display:flex;align-items:center;justify-content:center;gap:24px;font-size:15px}
.bar button{background:#1f2937;color:#f8fafc;border:1px solid #334155;border-radius:8px;padding:8px 16px;font:inherit;cursor:pointer}
.bar button:hover{background:#334155}
#counter{min-width:80px;text-align:center;font-variant-numeric:tabular-nums}
.empty{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;margin:0;font-size:20px}
</style></head><body><div class="wrap"><div id="stage">${frames}</div></div>${empty}
<nav class="bar"><button id="prev" type="button" aria-label="Previous slide">Previous</button><span id="counter">${total ? 1 : 0} / ${total}</span><button id="next" type="button" aria-label="Next slide">Next</button></nav>
<script>${script}</script></body></html>`;
}
