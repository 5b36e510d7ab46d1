import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { HTML_ELEMENTS_MAX, HTML_NESTING_MAX } from '../../common/limits';
import { SlideHtmlTooComplex } from '../../common/sanitize';
import { sanitizeSlideCss, sanitizeSlideHtml } from './sanitizeServer';

// Each payload must come out with no way to run script, load a frame, submit, or rewrite links.
const XSS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src=x OnErRoR=alert(1)>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<div onclick="alert(1)">x</div>',
  '<div onmouseover="alert(1)">x</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="evil.swf"></object>',
  '<embed src="evil.swf">',
  '<form action="https://evil.example"><input name=x></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<img src="x" onerror="alert(1)"/><p>ok</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<portal src="https://evil.example"></portal>',
];

describe('HTML slide sanitiser (XSS corpus)', () => {
  test.each(XSS)('%s', (payload) => {
    const out = sanitizeSlideHtml(payload).toLowerCase();
    expect(out).not.toMatch(/<(script|iframe|object|embed|form|base|meta|link|frame|frameset|portal)\b/);
    expect(out).not.toMatch(/\son[a-z]+\s*=/);
    expect(out).not.toMatch(/javascript:/);
    expect(out).not.toMatch(/srcdoc|formaction/);
    expect(out).not.toMatch(/href="data:text\/html/);
  });

  test('keeps what a designer writes: layout, inline styles, style blocks, svg shapes, uploaded pictures', () => {
    const html =
      '<style>.big{font-size:96px}</style><div class="big" style="color:#1a365d;padding:40px"><h2>Title</h2><p>Body <b>bold</b></p><svg width="10" height="10"><rect width="10" height="10" fill="red"/></svg><img src="/api/files/abc123" alt="logo"></div>';
    const out = sanitizeSlideHtml(html);
    expect(out).toContain('<style>.big{font-size:96px}</style>');
    expect(out).toContain('style="color:#1a365d;padding:40px"');
    expect(out).toContain('<rect width="10" height="10" fill="red"></rect>');
    expect(out).toContain('<img src="/api/files/abc123" alt="logo">');
  });

  test('a picture from elsewhere loses its address (issue 15): a slide loads from this app or data: only', () => {
    const out = sanitizeSlideHtml('<img src="https://cdn.example/logo.png" alt="logo">');
    expect(out).toBe('<img alt="logo">');
  });

  test('style blocks cannot fetch: @import and url() to elsewhere are dropped, data: URLs stay', () => {
    const out = sanitizeSlideHtml(
      '<style>@import url(https://evil.example/a.css); .a{background:url(https://evil.example/p.png)} .b{background:url(data:image/png;base64,AA==)}</style>',
    );
    expect(out).not.toContain('evil.example');
    expect(out).toContain('data:image/png;base64,AA==');
  });

  test('escaped or less common fetches are caught too; plain escapes stay as written', () => {
    for (const sneaky of [
      '.a{background:\\75 rl(http://evil.example/p.png)}',
      '.a{background:u\\rl(http://evil.example/p.png)}',
      '@\\69mport "http://evil.example/x.css"; .a{color:red}',
      '.a{background:image-set("http://evil.example/p.png" 1x)}',
      '.a{background:-webkit-image-set(url(http://evil.example/p.png) 1x)}',
      '.a{background:src("http://evil.example/p.png")}',
      // Decoding and dropping must not build a new fetch or tag out of what is left.
      '\\75 rl(x) .b{background:u\\5c rl(http://evil.example/p.png)}',
      '\\75 rl(x) .b{background:u\\\\rl(http://evil.example/p.png)} @imp\\\\ort "http://evil.example/x.css";',
      '\\75 rl(x) \\3c /style\\3e \\3c img src=x onerror=alert(1)\\3e',
      '@imp@import "a";ort "http://evil.example/x.css"; .a{background:uurl(x)rl(http://evil.example/p.png)}',
    ]) {
      const once = sanitizeSlideCss(sneaky);
      // What is left may name the address in harmless text ("unonerl(http://…"), never fetch it.
      expect(once, sneaky).not.toMatch(/url\(|@import|image-set|\bsrc\(|\\|<|onerror=/i);
      expect(sanitizeSlideCss(once), sneaky).toBe(once);
      expect(
        sanitizeSlideHtml(`<style>${sneaky}</style><p style="${sneaky.replace(/"/g, "'")}">x</p>`),
      ).not.toMatch(/url\(|@import|image-set|\bsrc\(|onerror=|<img/i);
    }
    const plain = '.a::before{content:"\\2014  \\"quoted\\""} .b{background:url(data:image/png;base64,AA==)}';
    expect(sanitizeSlideCss(plain)).toBe(plain);
  });

  test('the styles field is CSS only: it cannot close its element or fetch', () => {
    const css = sanitizeSlideCss(
      '</style><script>alert(1)</script>.a{color:red} @import "https://evil.example/x.css"; .b{background:url(http://169.254.169.254/)}',
    );
    expect(css).not.toMatch(/<\/?style|<script|evil\.example|169\.254/);
    expect(css).toContain('.a{color:red}');
  });
});

describe('HTML slide sanitiser: pictures from this app or data: only (issue 15)', () => {
  test('addresses elsewhere are dropped, however they are written; paths on this app and data: stay', () => {
    const out = sanitizeSlideHtml(
      [
        '<img id="a" src="//evil.example/x.png"><img id="b" src="/\\evil.example/x.png">',
        '<img id="c" src="/\t/evil.example/x.png"><img id="d" src=" https://evil.example/x.png">',
        '<img id="e" src="/api/files/abc"><img id="f" src="data:image/png;base64,AA==">',
        '<img id="g" srcset="/api/files/abc 1x, https://evil.example/2x.png 2x, data:image/png;base64,AA== 3x">',
        '<video poster="https://evil.example/p.png" src="/api/files/vid"></video>',
        '<svg><use href="https://evil.example/s.svg#a"/><use href="#local"/><image href="https://evil.example/i.png"/>',
        '<image xlink:href="/api/files/abc"/></svg><table background="https://evil.example/t.png"></table>',
      ].join(''),
    );
    expect(out).not.toContain('evil.example');
    expect(out).toContain('<img id="e" src="/api/files/abc">');
    expect(out).toContain('<img id="f" src="data:image/png;base64,AA==">');
    expect(out).toContain('srcset="/api/files/abc 1x, data:image/png;base64,AA== 3x"');
    expect(out).toContain('src="/api/files/vid"');
    expect(out).toContain('xlink:href="/api/files/abc"');
  });

  test("for an export, this deck's uploaded pictures are inlined and every other address dropped", () => {
    const pictures = { abc: 'data:image/png;base64,QUJD' };
    const out = sanitizeSlideHtml(
      '<img id="ours" src="/api/files/abc?v=2"><img id="theirs" src="/api/files/zzz"><img id="path" src="/logo.png"><img srcset="/api/files/abc 2x">',
      { pictures },
    );
    // DOMPurify itself keeps data: out of srcset; src carries the picture.
    expect(out).toBe('<img id="ours" src="data:image/png;base64,QUJD"><img id="theirs"><img id="path"><img>');
  });
});

describe(`HTML slide sanitiser: nesting`, () => {
  const depthOf = (html: string) => {
    const doc = new JSDOM(`<body>${html}</body>`).window.document;
    let deepest = 0;
    const stack: Array<[Element, number]> = [[doc.body, 0]];
    while (stack.length) {
      const [el, d] = stack.pop()!;
      deepest = Math.max(deepest, d);
      for (let c = el.firstElementChild; c; c = c.nextElementSibling) stack.push([c, d + 1]);
    }
    return deepest;
  };

  test(`HTML nested past ${HTML_NESTING_MAX} levels is flattened where shown, and refused on save`, () => {
    const html = `${'<div>'.repeat(300)}deep text`;
    const shown = sanitizeSlideHtml(html);
    expect(depthOf(shown)).toBe(HTML_NESTING_MAX);
    expect(shown).toContain('deep text');
    expect(() => sanitizeSlideHtml(html, { tooComplex: 'refuse' })).toThrow(SlideHtmlTooComplex);
    const fine = `${'<div>'.repeat(HTML_NESTING_MAX)}x${'</div>'.repeat(HTML_NESTING_MAX)}`;
    expect(sanitizeSlideHtml(fine, { tooComplex: 'refuse' })).toBe(fine);
  });

  // Each 600 times: counted as nesting, every one would pass the limit.
  test('what a parser closes by itself is not counted as nesting: lists, paragraphs, table cells, links', () => {
    for (const html of [
      `<ul>${'<li>item'.repeat(600)}</ul>`,
      '<p>para'.repeat(600),
      `<table>${'<tr><td>a<td>b'.repeat(300)}</table>`,
      '<a href="#x">link'.repeat(600),
      `<dl>${'<dt>t<dd>d'.repeat(300)}</dl>`,
    ]) {
      expect(() => sanitizeSlideHtml(html, { tooComplex: 'refuse' }), html.slice(0, 30)).not.toThrow();
    }
  }, 60_000);

  test('formatting a parser re-opens after each block counts: it nests', { timeout: 60_000 }, () => {
    const html = Array.from({ length: 600 }, (_, k) => `<p><b class="k${k}">x</p>`).join('');
    expect(() => sanitizeSlideHtml(html, { tooComplex: 'refuse' })).toThrow(SlideHtmlTooComplex);
  });

  test(`more than ${HTML_ELEMENTS_MAX} elements is refused on save and shown as text`, {
    timeout: 60_000,
  }, () => {
    const html = '<i>x</i>'.repeat(HTML_ELEMENTS_MAX + 1);
    expect(() => sanitizeSlideHtml(html, { tooComplex: 'refuse' })).toThrow(/more than 10000 elements/);
    expect(sanitizeSlideHtml(html)).toMatch(/^<div style="white-space:pre-wrap">x+<\/div>$/);
  });
});
