import type { Frame } from 'playwright-core';

/** One block of an HTML slide's text as the browser laid it out (canvas px), for PowerPoint. */
export interface HtmlTextBlock {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  size: number;
  weight: number;
  lineHeight: number;
  color: string;
  align: 'left' | 'center' | 'right';
  family: string;
  bullet: boolean;
}

/**
 * Finds the plain text of an HTML slide (headings, paragraphs, list items: blocks holding only
 * text and inline markup, unrotated, with a plain fill) in its frame, returns where each is, and
 * makes those blocks' text transparent, so that a picture of the slide taken next holds all the
 * rest (pictures, backgrounds, borders, anything drawn) and PowerPoint sets the text as text.
 */
export function liftPlainText(frame: Frame): Promise<HtmlTextBlock[]> {
  return frame.evaluate(() => {
    const blocks: HtmlTextBlock[] = [];
    const inline = (el: Element) => {
      const d = getComputedStyle(el).display;
      return d === 'inline' || d === 'inline-block' || d === 'contents';
    };
    const plain = (el: Element) => {
      for (let e: Element | null = el; e && e !== document.documentElement; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.transform !== 'none' || s.writingMode !== 'horizontal-tb' || s.visibility === 'hidden')
          return false;
        if (s.backgroundClip === 'text' || s.webkitTextFillColor?.includes('rgba(0, 0, 0, 0)')) return false;
      }
      return !el.querySelector('img,svg,canvas,video,picture,iframe,input,textarea,select,button,math,table');
    };
    const rgb = (c: string) => {
      const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?/.exec(c);
      if (!m || (m[4] !== undefined && Number(m[4]) < 0.5)) return '';
      return [m[1], m[2], m[3]]
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase();
    };
    for (const el of document.body.querySelectorAll('*')) {
      if (inline(el) || getComputedStyle(el).display === 'none') continue;
      if ([...el.children].some((child) => !inline(child) && child.tagName !== 'BR')) continue;
      // innerText, not textContent: the text as drawn (white space folded, <br> as a new line).
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what PowerPoint must show
      const text = (el as HTMLElement).innerText.trim();
      if (!text || !plain(el)) continue;
      const s = getComputedStyle(el);
      const color = rgb(s.color);
      const r = el.getBoundingClientRect();
      if (!color || r.width < 1 || r.height < 1) continue;
      const size = Number.parseFloat(s.fontSize);
      const lh = Number.parseFloat(s.lineHeight);
      const align =
        s.textAlign === 'center'
          ? 'center'
          : s.textAlign === 'right' || s.textAlign === 'end'
            ? 'right'
            : 'left';
      blocks.push({
        text,
        x: r.left,
        y: r.top,
        w: r.width,
        h: r.height,
        size,
        weight: Number(s.fontWeight) || 400,
        lineHeight: Number.isFinite(lh) ? lh / size : 1.2,
        color,
        align,
        family: s.fontFamily.split(',')[0]!.replace(/["']/g, '').trim(),
        bullet: s.display === 'list-item' && s.listStyleType !== 'none',
      });
      el.setAttribute('data-pptx-text', '');
    }
    const hide = document.createElement('style');
    hide.textContent =
      '[data-pptx-text],[data-pptx-text] *{color:transparent!important;-webkit-text-fill-color:transparent!important;text-shadow:none!important;text-decoration-color:transparent!important}[data-pptx-text]::marker{color:transparent!important}';
    document.head.append(hide);
    return blocks;
  });
}
