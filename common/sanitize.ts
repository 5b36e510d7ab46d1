import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/**
 * HTML slides are sanitised with the same rules on save (server) and on display (browser):
 * SPEC §9's forbidden tags and attributes, plus `base`, `meta`, `link` and every `on*` attribute
 * (DOMPurify drops event handlers and `javascript:` URLs by default; listing them keeps the rule
 * visible and survives a config change).
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
];

let purifier: DOMPurify | undefined;

/** The server passes a jsdom window; the browser configures itself from `window` on first use. */
export function configureSanitizer(window: WindowLike): void {
  const p = createDOMPurify(window);
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    if (/^on/i.test(data.attrName)) data.keepAttr = false;
    // Inline styles may not load anything either (only data: images stay).
    if (data.attrName === 'style') data.attrValue = stripRemoteCss(data.attrValue);
  });
  // CSS can fetch (url(), @import): keep styles but drop any that load from elsewhere.
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) node.textContent = stripRemoteCss(node.textContent);
  });
  purifier = p;
}

export function sanitizeSlideHtml(html: string): string {
  if (!purifier) {
    if (typeof window === 'undefined') {
      throw new Error('sanitizer not configured: call configureSanitizer(window) first');
    }
    configureSanitizer(window as unknown as WindowLike);
  }
  return purifier!.sanitize(html, {
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRS,
    // Keep a leading <style> block: slides often start with one.
    FORCE_BODY: true,
    WHOLE_DOCUMENT: false,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}

/** The `styles` field is CSS, not HTML: strip anything that could close the style element or fetch. */
export function sanitizeSlideCss(css: string): string {
  return stripRemoteCss(stripMarkup(css));
}

/** Tags, and a style element's end, have no place in CSS. */
function stripMarkup(css: string): string {
  return css.replace(/<\/?\s*style/gi, '').replace(/<[^>]*>/g, '');
}

/** CSS that fetches: @import, url() of anything but a data: image, image-set(), src(). */
const FETCHES = /@import|url\(\s*(['"]?)\s*(?!data:image\/)|image-set\(|\bsrc\(/i;

function dropFetches(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/(?:-webkit-)?image-set\([^)]*\)/gi, 'none')
    .replace(/\bsrc\([^)]*\)/gi, 'none')
    .replace(/url\(\s*(['"]?)\s*(?!data:image\/)[^)]*\)/gi, 'none')
    .replace(/expression\s*\(/gi, '');
}

/** CSS escapes decoded ("\\75 rl(" is "url(" to a browser), so a check sees what the browser will. */
function unescapeCss(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([\s\S])/gi, (_, hex: string, char: string) => {
    if (!hex) return char;
    const code = Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

function stripRemoteCss(css: string): string {
  const filtered = dropFetches(css);
  if (!FETCHES.test(unescapeCss(filtered))) return filtered;
  // An escaped fetch ("\\75 rl(", "@\\69mport") is still one to the browser. Then the escapes are
  // decoded and every backslash, tag and fetch dropped, again until nothing changes (a removal can
  // join what is left into a new one). Each round only shortens the text, so it ends. Lossy, and
  // only for such input: plain CSS stays as written.
  let out = filtered;
  for (;;) {
    const next = dropFetches(stripMarkup(unescapeCss(out).replace(/\\/g, '')));
    if (next === out) return out;
    out = next;
  }
}
