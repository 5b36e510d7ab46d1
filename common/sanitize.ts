import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { isInlineImage, sanitizeCss } from './cssSanitize';
import { measureHtml } from './htmlShape';
import { HTML_ELEMENTS_MAX, HTML_NESTING_MAX } from './limits';
import { allowedSrcset, pictureUrl } from './slideUrls';

/**
 * HTML slides are sanitised with the same rules on save (server) and on display (browser):
 * SPEC §9's forbidden tags and attributes, plus `base`, `meta`, `link` and every `on*` attribute
 * (DOMPurify drops event handlers and `javascript:` URLs by default; listing them keeps the rule
 * visible and survives a config change). A slide loads nothing from elsewhere: pictures come from
 * this app (an uploaded picture, `/api/files/…`) or are inline `data:` images; in an export even
 * those are inlined, so the file makes no request at all.
 */
export const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'base',
  'meta',
  'link',
  'frame',
  'frameset',
  'noscript',
  'portal',
];
export const FORBIDDEN_ATTRS = [
  'onerror',
  'onload',
  'onclick',
  'onmouseover',
  'srcdoc',
  'formaction',
  'action',
  // A click would send a request to each address listed.
  'ping',
];

export interface SlideHtmlOptions {
  /**
   * For exports: this deck's uploaded pictures, as `data:` URLs by upload id. Given, the HTML is
   * made offline: an uploaded picture of this deck is inlined and every other reference dropped.
   */
  pictures?: Readonly<Record<string, string>>;
  /**
   * On save, HTML nested deeper than HTML_NESTING_MAX (or past HTML_ELEMENTS_MAX elements) is
   * refused ('refuse' throws SlideHtmlTooComplex); when shown, it is flattened.
   */
  tooComplex?: 'flatten' | 'refuse';
}

/** HTML that nests too deep or holds too many elements to be a slide; the message names why. */
export class SlideHtmlTooComplex extends Error {}

let purifier: DOMPurify | undefined;
/** The options of the sanitise call under way (hooks are set once; a call runs synchronously). */
let current: SlideHtmlOptions = {};

const SVG = 'http://www.w3.org/2000/svg';
/** Attributes that load what they name, on any element. */
const LOADING_ATTRS = new Set(['src', 'poster', 'background', 'lowsrc', 'dynsrc', 'data']);

/** The server passes a jsdom window; the browser configures itself from `window` on first use. */
export function configureSanitizer(window: WindowLike): void {
  const p = createDOMPurify(window);
  p.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    if (name.startsWith('on')) data.keepAttr = false;
    // Inline styles may not load anything either (only data: images stay).
    else if (name === 'style') data.attrValue = sanitizeCss(data.attrValue);
    else if (LOADING_ATTRS.has(name)) keepOrDrop(data, pictureUrl(data.attrValue, current.pictures));
    else if (name === 'srcset') keepOrDrop(data, allowedSrcset(data.attrValue, current.pictures));
    else if (name === 'href' || name === 'xlink:href') {
      // In SVG, an href on anything but a link loads or references something: pictures as above,
      // everything else only from this document (#id).
      const element = node as Element;
      const tag = element.nodeName.toLowerCase();
      if (element.namespaceURI === SVG && tag !== 'a') {
        const value = data.attrValue.trim();
        const picture = tag === 'image' || tag === 'feimage';
        keepOrDrop(
          data,
          value.startsWith('#') ? value : picture ? pictureUrl(value, current.pictures) : undefined,
        );
      }
    }
  });
  // CSS can fetch (url(), @import): keep styles but drop any that load from elsewhere.
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) node.textContent = sanitizeCss(node.textContent);
  });
  purifier = p;
}

function keepOrDrop(data: { attrValue: string; keepAttr: boolean }, value: string | undefined) {
  if (value === undefined) data.keepAttr = false;
  else data.attrValue = value;
}

function purifierOf(): DOMPurify {
  if (!purifier) {
    if (typeof window === 'undefined') {
      throw new Error('sanitizer not configured: call configureSanitizer(window) first');
    }
    configureSanitizer(window as unknown as WindowLike);
  }
  return purifier!;
}

export function sanitizeSlideHtml(html: string, options: SlideHtmlOptions = {}): string {
  const refuse = options.tooComplex === 'refuse';
  // Checked before any parser sees it: parsers take time in proportion to depth for every tag.
  const shape = measureHtml(html, 2 * HTML_NESTING_MAX, HTML_ELEMENTS_MAX);
  if (shape.tooDeep || shape.tooMany) {
    if (refuse) throw tooComplex(shape.tooDeep);
    return textOnly(html);
  }
  current = options;
  let body: HTMLElement | null;
  try {
    body = purifierOf().sanitize(html, {
      FORBID_TAGS: FORBIDDEN_TAGS,
      FORBID_ATTR: FORBIDDEN_ATTRS,
      // Keep a leading <style> block: slides often start with one.
      FORCE_BODY: true,
      WHOLE_DOCUMENT: false,
      RETURN_DOM: true,
    }) as HTMLElement | null;
  } finally {
    current = {};
  }
  if (!body) return '';
  if (flattenDeep(body, HTML_NESTING_MAX) && refuse) throw tooComplex(true);
  return body.innerHTML;
}

function tooComplex(deep: boolean): SlideHtmlTooComplex {
  return new SlideHtmlTooComplex(
    deep
      ? `nests elements more than ${HTML_NESTING_MAX} levels deep`
      : `holds more than ${HTML_ELEMENTS_MAX} elements`,
  );
}

/**
 * Elements past `maxDepth` become their text, walked without recursion (serializers recurse, and
 * overflow the stack at a few thousand levels). Whether anything was flattened.
 */
function flattenDeep(root: Element, maxDepth: number): boolean {
  let flattened = false;
  const stack: Array<[Element, number]> = [[root, 0]];
  while (stack.length) {
    const [element, depth] = stack.pop()!;
    // Siblings by nextElementSibling: jsdom's element collections cost a walk per index.
    const holder = templateAware(element) as ParentNode & Node;
    const first = holder.firstElementChild;
    if (depth >= maxDepth && first) {
      holder.textContent = holder.textContent ?? '';
      flattened = true;
      continue;
    }
    for (let child = first; child; child = child.nextElementSibling) stack.push([child, depth + 1]);
  }
  return flattened;
}

/** A <template>'s children live in its content fragment. */
function templateAware(element: Element): ParentNode {
  const content = (element as HTMLTemplateElement).content;
  return element.nodeName === 'TEMPLATE' && content ? content : element;
}

/** HTML too complex to parse safely, shown as its text (tags dropped in one pass, then escaped). */
function textOnly(html: string): string {
  let text = '';
  let i = 0;
  for (;;) {
    const open = html.indexOf('<', i);
    if (open < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, open);
    const close = html.indexOf('>', open);
    if (close < 0) break;
    i = close + 1;
  }
  return `<div style="white-space:pre-wrap">${escapeText(text)}</div>`;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The `styles` field is CSS, not HTML: nothing in it may close the style element or fetch. */
export function sanitizeSlideCss(css: string): string {
  return sanitizeCss(css);
}

export { isInlineImage };
