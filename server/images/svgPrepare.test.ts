import { describe, expect, test } from 'vitest';
import { prepareSvg } from './svgPrepare';
import { expandEntities, readProlog, SvgRefused } from './svgProlog';
import { looksLikeSvg } from './svgSniff';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const refusal = (svg: string) => {
  try {
    prepareSvg(Buffer.from(svg));
  } catch (err) {
    if (err instanceof SvgRefused) return { reason: err.reason, message: err.message };
    throw err;
  }
  return null;
};

describe('looksLikeSvg: an SVG by its content, not its name', () => {
  test.each([
    [`<svg ${NS}/>`, true],
    [`\ufeff  <?xml version="1.0"?>\n<!-- logo --><svg ${NS}/>`, true],
    [
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg ${NS}/>`,
      true,
    ],
    ['<!DOCTYPE svg [<!ENTITY a "b">]><svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>', true],
    ['<svgx/>', false],
    ['<html><svg/></html>', false],
    ['%PDF-1.7 <svg>', false],
    ['hello <svg>', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(looksLikeSvg(Buffer.from(text))).toBe(expected);
  });

  test('an SVG whose DOCTYPE is refused is still one (so its answer says why)', () => {
    expect(looksLikeSvg(Buffer.from(`<!DOCTYPE svg [<!ENTITY x SYSTEM "/etc/passwd">]><svg ${NS}/>`))).toBe(
      true,
    );
  });
});

describe('readProlog and expandEntities', () => {
  test('entities of the internal subset, the first declaration winning; the DOCTYPE span', () => {
    const text = `<?xml version="1.0"?><!DOCTYPE svg [ <!ENTITY a 'x>y'> <!ENTITY a "no"> <!-- ] > --> <!ATTLIST svg x CDATA "]>"> ]><svg/>`;
    const prolog = readProlog(text);
    expect(prolog.entities).toEqual(new Map([['a', 'x>y']]));
    expect(text.slice(...prolog.doctype)).toMatch(/^<!DOCTYPE svg \[.*\]>$/);
    expect(text.slice(prolog.root)).toBe('<svg/>');
  });

  test('nested entities expand; predefined ones and character references stay for the parser', () => {
    const entities = new Map([
      ['a', 'A&amp;'],
      ['b', '&a;&a;&#60;'],
    ]);
    expect(expandEntities('<t>&b;&lt;&unknown;</t>', entities, 1000)).toBe(
      '<t>A&amp;A&amp;&#60;&lt;&unknown;</t>',
    );
  });

  test('a loop and an expansion past the budget are refused', () => {
    expect(() =>
      expandEntities(
        '&a;',
        new Map([
          ['a', '&b;'],
          ['b', '&a;'],
        ]),
        1000,
      ),
    ).toThrow(/refer to themselves/);
    expect(() => expandEntities('&a;', new Map([['a', 'x'.repeat(600)]]), 500)).toThrow(/expand past/);
  });
});

describe('prepareSvg', () => {
  test('an Illustrator-style DOCTYPE is expanded and dropped: the renderer sees only checked markup', () => {
    const { svg, hasText } = prepareSvg(
      Buffer.from(
        `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY ns "http://www.w3.org/2000/svg">]><svg xmlns="&ns;"><rect/></svg>`,
      ),
    );
    expect(svg).toBe(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>`);
    expect(hasText).toBe(false);
    expect(prepareSvg(Buffer.from(`<svg ${NS}><text>Hi</text></svg>`)).hasText).toBe(true);
  });

  test('an entity that hides a reference to a file is caught after expansion', () => {
    const svg = `<!DOCTYPE svg [<!ENTITY img '<image href="/etc/logo.png"/>'>]><svg ${NS}>&img;</svg>`;
    expect(refusal(svg)).toEqual({
      reason: 'unsafe',
      message: 'file is an SVG that refers to "/etc/logo.png"; a logo must hold all its pictures itself',
    });
  });

  test('references inside the document, embedded bitmaps and links are allowed', () => {
    const svg = `<svg ${NS} xmlns:x="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use x:href="#g"/><image href="data:image/png;base64,AAAA"/><a href="https://acme.example">x</a></svg>`;
    expect(refusal(svg)).toBeNull();
  });

  test.each([
    [`<svg ${NS}><image href="data:image/svg+xml;utf8,&lt;svg/>"/></svg>`, 'unsafe'],
    [`<svg ${NS}><rect/><image href="https://cdn.example/x.png"/></svg>`, 'unsafe'],
    [`<svg ${NS}><feImage href="x.png"/></svg>`, 'unsafe'],
    [`<svg ${NS}><use href="other.svg#a"/></svg>`, 'unsafe'],
    [`<!DOCTYPE svg [<!ENTITY % p "x">]><svg ${NS}/>`, 'unsafe'],
    [`<!DOCTYPE svg [<!ENTITY e PUBLIC "-//x" "http://x/e">]><svg ${NS}/>`, 'unsafe'],
    [`<svg ${NS}>${'<g>'.repeat(200)}${'</g>'.repeat(200)}</svg>`, 'too_complex'],
    [`<svg ${NS}><rect></svg>`, 'invalid'],
    [`<svg ${NS}/><svg ${NS}/>`, 'invalid'],
    ['<svg/>', 'invalid'],
    [`<math ${NS}/>`, 'invalid'],
  ])('%s is refused as %s', (svg, reason) => {
    expect(refusal(svg)?.reason).toBe(reason);
  });
});
