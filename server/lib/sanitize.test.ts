import { describe, expect, test } from 'vitest';
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
