import { crc32, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

/**
 * SVG logos as clients send them, written the way design tools write them, each with colours the
 * tests look for in the PNG the server stores; and hostile SVGs, each aimed at one way an SVG
 * could hurt a server that draws it.
 */
export type RGB = [number, number, number];

export const hex = (h: string): RGB => {
  const n = Number.parseInt(h.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
};

/** A solid PNG, as a design tool embeds a bitmap in an SVG. */
function embeddedPng(rgb: RGB, size = 8): string {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

export interface RealLogo {
  svg: string;
  /** The stored PNG's size. */
  width: number;
  height: number;
  /** Points of the PNG (its own pixels) and the colour each must be; `null` for transparent. */
  samples: Array<{ x: number; y: number; color: RGB | null; what: string }>;
}

/** Paths and a gradient, 240×80 px: drawn five times larger (1200×400). */
const acme: RealLogo = {
  svg: `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
  <defs>
    <linearGradient id="sun" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#e63946"/>
      <stop offset="1" stop-color="#f4a261"/>
    </linearGradient>
  </defs>
  <circle cx="40" cy="40" r="32" fill="url(#sun)"/>
  <path d="M140 20h80v40h-80z M150 30v20h60v-20z" fill="#1d3557" fill-rule="evenodd"/>
</svg>`,
  width: 1200,
  height: 400,
  samples: [
    { x: 60, y: 200, color: hex('#e63946'), what: 'the gradient’s left end' },
    { x: 340, y: 200, color: hex('#f4a261'), what: 'the gradient’s right end' },
    { x: 720, y: 200, color: hex('#1d3557'), what: 'the frame path' },
    { x: 900, y: 200, color: null, what: 'the frame’s hole (even-odd)' },
    { x: 5, y: 5, color: null, what: 'the corner' },
  ],
};

/** A wordmark in a bundled font beside a square, as text (not outlines). */
const nova: RealLogo = {
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">
  <rect width="100" height="100" rx="12" fill="#264653"/>
  <text x="112" y="74" font-family="Inter, sans-serif" font-weight="700" font-size="64" fill="#e9c46a">Nova</text>
</svg>`,
  width: 1200,
  height: 400,
  samples: [
    { x: 200, y: 200, color: hex('#264653'), what: 'the square' },
    { x: 1195, y: 5, color: null, what: 'the corner' },
  ],
};

/** Only a viewBox, no width or height: its size is the viewBox's. */
const viewBoxOnly: RealLogo = {
  svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="150" height="100" fill="#2a9d8f"/><rect x="150" width="150" height="100" fill="#e76f51"/></svg>`,
  width: 1200,
  height: 400,
  samples: [
    { x: 300, y: 200, color: hex('#2a9d8f'), what: 'the left half' },
    { x: 900, y: 200, color: hex('#e76f51'), what: 'the right half' },
  ],
};

/** A print logo measured in millimetres. */
const millimetres: RealLogo = {
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="60mm" height="20mm" viewBox="0 0 60 20"><rect x="2" y="2" width="56" height="16" fill="#6a4c93"/></svg>`,
  width: 1200,
  height: 400,
  samples: [
    { x: 600, y: 200, color: hex('#6a4c93'), what: 'the bar' },
    { x: 10, y: 10, color: null, what: 'the margin' },
  ],
};

/** As Adobe Illustrator exports: namespaces declared as DTD entities, a style sheet, an embedded bitmap. */
const illustrator: RealLogo = {
  svg: `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
	<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
	<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
	<!ENTITY ns_svg "http://www.w3.org/2000/svg">
	<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg version="1.1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;"
	 x="0px" y="0px" width="400px" height="200px" viewBox="0 0 400 200" enable-background="new 0 0 400 200" xml:space="preserve">
<style type="text/css">
	.st0{fill:#3A86FF;}
</style>
<g i:extraneous="self">
	<rect x="0" y="0" class="st0" width="200" height="200"/>
	<image overflow="visible" width="8" height="8" xlink:href="${embeddedPng(hex('#ff006e'))}" transform="matrix(25 0 0 25 200 0)"/>
</g>
</svg>`,
  width: 1200,
  height: 600,
  samples: [
    { x: 300, y: 300, color: hex('#3a86ff'), what: 'the styled square' },
    { x: 900, y: 300, color: hex('#ff006e'), what: 'the embedded bitmap' },
  ],
};

/** As Inkscape saves: its own namespaces, metadata, a gradient linked to another's stops; portrait. */
const inkscape: RealLogo = {
  svg: `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<svg width="100" height="200" viewBox="0 0 100 200" version="1.1" id="svg1"
   inkscape:version="1.2.2 (b0a8486541, 2022-12-01)" sodipodi:docname="logo.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="http://www.w3.org/1999/xlink" xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="2.8"/>
  <defs id="defs1">
    <linearGradient id="linearGradient1" inkscape:collect="always">
      <stop style="stop-color:#2b9348;stop-opacity:1" offset="0"/>
      <stop style="stop-color:#2b9348;stop-opacity:1" offset="1"/>
    </linearGradient>
    <linearGradient inkscape:collect="always" xlink:href="#linearGradient1" id="linearGradient2" x1="0" y1="0" x2="100" y2="0" gradientUnits="userSpaceOnUse"/>
  </defs>
  <metadata><rdf:RDF><cc:Work rdf:about=""><dc:title>Leaf</dc:title></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1" transform="translate(0,100)">
    <path style="fill:url(#linearGradient2);stroke:none" d="M 10,-90 H 90 V 90 H 10 Z" id="rect1"/>
  </g>
</svg>`,
  width: 600,
  height: 1200,
  samples: [
    { x: 300, y: 600, color: hex('#2b9348'), what: 'the linked gradient' },
    { x: 20, y: 600, color: null, what: 'the side margin' },
  ],
};

export const REAL_LOGOS = { acme, nova, viewBoxOnly, millimetres, illustrator, inkscape };

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

/** Exponential entity expansion ("billion laughs"): 10^9 characters from a few hundred bytes. */
function billionLaughs(): string {
  let dtd = '<!ENTITY lol0 "lol">';
  for (let i = 1; i <= 9; i++) dtd += `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`;
  return `<?xml version="1.0"?><!DOCTYPE svg [${dtd}]>${SVG_OPEN} width="10" height="10"><text>&lol9;</text></svg>`;
}

/** `<use>` fan-out: each level draws the one below ten times, 10^12 rectangles in all. */
function fanOutBomb(): string {
  let defs = '<rect id="l0" width="1" height="1"/>';
  for (let i = 1; i <= 12; i++) defs += `<g id="l${i}">${`<use xlink:href="#l${i - 1}"/>`.repeat(10)}</g>`;
  return `${SVG_OPEN} width="100" height="100"><defs>${defs}</defs><use xlink:href="#l12"/></svg>`;
}

/** Two thousand full-size layers, each blurred: seconds of work per layer on a 1200 px canvas. */
export function slowFilter(): string {
  const layer = '<rect width="100" height="100" fill="#073b4c" filter="url(#f)"/>';
  return `${SVG_OPEN} width="100" height="100"><filter id="f"><feGaussianBlur stdDeviation="40"/></filter>${layer.repeat(2000)}</svg>`;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * An SVG embedding a "PNG bomb": a 20,000 px square black-and-white PNG of 50 KB, which a
 * renderer unpacks to 1.6 GB of RGBA pixels.
 */
export function pngBomb(): string {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // 1 bit per pixel, greyscale
  const rows = Buffer.alloc((side / 8 + 1) * side);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return `${SVG_OPEN} width="100" height="100"><image width="100" height="100" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
}

export const HOSTILE = {
  externalHttpImage: `${SVG_OPEN} width="10" height="10"><image href="http://169.254.169.254/latest/meta-data/logo.png" width="10" height="10"/></svg>`,
  localFileImage: `${SVG_OPEN} width="10" height="10"><image xlink:href="/usr/share/pixmaps/debian-logo.png" width="10" height="10"/></svg>`,
  relativeFileImage: `${SVG_OPEN} width="10" height="10"><image href="../../data/files/x.png" width="10" height="10"/></svg>`,
  fileUrlImage: `${SVG_OPEN} width="10" height="10"><image href="file:///etc/passwd" width="10" height="10"/></svg>`,
  nestedSvgImage: `${SVG_OPEN} width="10" height="10"><image href="data:image/svg+xml;base64,${Buffer.from(`${SVG_OPEN} width="1" height="1"><image href="/etc/hostname"/></svg>`).toString('base64')}" width="10" height="10"/></svg>`,
  filterImage: `${SVG_OPEN} width="10" height="10"><filter id="f"><feImage href="http://127.0.0.1:9/x.png"/></filter><rect width="10" height="10" filter="url(#f)"/></svg>`,
  externalUse: `${SVG_OPEN} width="10" height="10"><use href="/srv/other.svg#logo"/></svg>`,
  externalEntity: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${SVG_OPEN} width="10" height="10"><text y="8">&xxe;</text></svg>`,
  parameterEntity: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY % remote SYSTEM "http://127.0.0.1:9/evil.dtd"> %remote;]>${SVG_OPEN} width="10" height="10"/>`,
  billionLaughs: billionLaughs(),
  stylesheet: `<?xml-stylesheet href="http://127.0.0.1:9/a.css"?>${SVG_OPEN} width="10" height="10"/>`,
  deepNesting: `${SVG_OPEN} width="10" height="10">${'<g>'.repeat(20_000)}${'</g>'.repeat(20_000)}</svg>`,
  manyElements: `${SVG_OPEN} width="10" height="10">${'<rect width="1" height="1"/>'.repeat(100_000)}</svg>`,
  fanOutBomb: fanOutBomb(),
};

/** Refused as not an image at all (415, SPEC's "Please upload an image file"). */
export const MALFORMED = {
  unclosed: `${SVG_OPEN} width="10" height="10"><rect width="10" height="10">`,
  noNamespace: '<svg width="10" height="10"><rect width="10" height="10"/></svg>',
  htmlNotSvg: '<html><body><svg xmlns="http://www.w3.org/2000/svg"/></body></html>',
  notUtf8: Buffer.concat([
    Buffer.from(`${SVG_OPEN} width="10" height="10"><text>`),
    Buffer.from([0xff, 0xfe]),
    Buffer.from('</text></svg>'),
  ]),
  noSize: `${SVG_OPEN}><rect width="10" height="10"/></svg>`.replace('<svg ', '<svg width="0" height="0" '),
};
