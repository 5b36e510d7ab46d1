import { constants, crc32, deflateRawSync } from 'node:zlib';
import { readZip, writeZip, type ZipEntry } from '../../server/lib/zip';
import type { Json, TestServer } from './testServer';

// PowerPoint files made for tests (issue 30): a minimal valid package around the slides given,
// and the hostile ones (a zip that lies about its sizes, too many slides, a DTD...).

const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const T = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A slide's XML around the shapes given (p:sp, p:pic... as text). */
export const slideXml = (shapes: string, attrs = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}"${attrs}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree></p:cSld></p:sld>`;

/** A placeholder shape of that type holding these paragraphs (each [text, level]). */
export function placeholder(type: string, paragraphs: (string | [string, number])[], extra = '') {
  const ps = paragraphs
    .map((p) => (typeof p === 'string' ? [p, 0] : p) as [string, number])
    .map(([t, lvl]) => `<a:p>${lvl ? `<a:pPr lvl="${lvl}"/>` : ''}<a:r><a:t>${t}</a:t></a:r></a:p>`)
    .join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="2" name="${type}"/><p:cNvSpPr/><p:nvPr><p:ph type="${type}"/></p:nvPr></p:nvSpPr><p:spPr>${extra}</p:spPr><p:txBody><a:bodyPr/>${ps}</p:txBody></p:sp>`;
}

export interface Part {
  name: string;
  data: string | Buffer;
}

/** A .pptx of these slides' XML (and any more parts), as PowerPoint lays one out. */
export function makePptx(slides: string[], options: { more?: Part[]; slideIds?: number } = {}): Buffer {
  const ids = options.slideIds ?? slides.length;
  const parts: Part[] = [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="${REL}"><Relationship Id="rId1" Type="${T}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
    },
    {
      name: 'ppt/presentation.xml',
      data: `<?xml version="1.0"?><p:presentation xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}"><p:sldIdLst>${Array.from(
        { length: ids },
        (_, i) => `<p:sldId id="${256 + i}" r:id="rId${(i % Math.max(1, slides.length)) + 10}"/>`,
      ).join('')}</p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/></p:presentation>`,
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="${REL}">${slides
        .map(
          (_, i) => `<Relationship Id="rId${i + 10}" Type="${T}/slide" Target="slides/slide${i + 1}.xml"/>`,
        )
        .join('')}</Relationships>`,
    },
    ...slides.map((xml, i) => ({ name: `ppt/slides/slide${i + 1}.xml`, data: xml })),
    ...(options.more ?? []),
  ];
  return writeZip(parts.map(({ name, data }) => ({ name, data: Buffer.from(data) })));
}

/**
 * A raw deflate stream of `mb` megabytes of zeros, about a kilobyte a megabyte: one megabyte
 * deflated and flushed (so each copy stands alone), repeated, then a last empty block. A bomb
 * made in a moment, whatever it unpacks to.
 */
export function deflatedZeros(mb: number): Buffer {
  const chunk = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: mb }, () => chunk), deflateRawSync(Buffer.alloc(0))]);
}

/**
 * A zip of deflated entries that may declare another unpacked size than they have (`declared`):
 * how a zip bomb hides what it unpacks to. An entry given `deflated` (from deflatedZeros) stores
 * those bytes as they are, declaring `declared` (its CRC is then that of `data`: no reader here
 * checks a CRC before the size).
 */
export function deflatedZip(entries: (ZipEntry & { declared?: number; deflated?: Buffer })[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declared, deflated } of entries) {
    const raw = deflated ?? deflateRawSync(data);
    const fileName = Buffer.from(name);
    const size = declared ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(raw.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(raw.length, 20);
    entry.writeUInt32LE(size >>> 0, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, fileName);
    parts.push(local, fileName, raw);
    offset += 30 + fileName.length + raw.length;
  }
  const size = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

/** POSTs a file as the multipart field `file`, as the app's upload does. */
export async function postFile(
  server: TestServer,
  pathname: string,
  bytes: Buffer,
  fileName: string,
): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const res = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    body: form,
    headers: {
      origin: server.url,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
      ...(server.cookie ? { cookie: server.cookie } : {}),
    },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

export interface TemplateTheme {
  /** Hex without '#', by slot: dk1, lt1, dk2, lt2, accent1..accent6. */
  colors: Record<string, string>;
  heading: string;
  body: string;
  /** A PNG shown on the slide master: the logo. */
  logo?: Buffer;
}

/** A template (.potx layout): one slide, a slide master with its theme and, when given, a logo. */
export function makeTemplate(theme: TemplateTheme): Buffer {
  const slots = [
    'dk1',
    'lt1',
    'dk2',
    'lt2',
    'accent1',
    'accent2',
    'accent3',
    'accent4',
    'accent5',
    'accent6',
  ];
  const scheme = slots
    .map((s) =>
      s === 'dk1' || s === 'lt1'
        ? `<a:${s}><a:sysClr val="${s === 'dk1' ? 'windowText' : 'window'}" lastClr="${theme.colors[s]}"/></a:${s}>`
        : `<a:${s}><a:srgbClr val="${theme.colors[s]}"/></a:${s}>`,
    )
    .join('');
  const themeXml = `<?xml version="1.0"?><a:theme xmlns:a="${A}" name="Client"><a:themeElements><a:clrScheme name="Client">${scheme}<a:hlink><a:srgbClr val="0000FF"/></a:hlink><a:folHlink><a:srgbClr val="800080"/></a:folHlink></a:clrScheme><a:fontScheme name="Client"><a:majorFont><a:latin typeface="${theme.heading}"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="${theme.body}"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme></a:themeElements></a:theme>`;
  const pic = theme.logo
    ? `<p:pic><p:nvPicPr><p:cNvPr id="7" name="Logo" descr="Client logo"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed="rId2"/></p:blipFill><p:spPr><a:xfrm><a:off x="100" y="100"/><a:ext cx="900000" cy="300000"/></a:xfrm></p:spPr></p:pic>`
    : '';
  const master = slideXml(pic).replace(/p:sld\b/g, 'p:sldMaster');
  const rels = (items: string) =>
    `<?xml version="1.0"?><Relationships xmlns="${REL}">${items}</Relationships>`;
  const file = makePptx([slideXml(placeholder('ctrTitle', ['Template']))], {
    more: [
      { name: 'ppt/slideMasters/slideMaster1.xml', data: master },
      {
        name: 'ppt/slideMasters/_rels/slideMaster1.xml.rels',
        data: rels(
          `<Relationship Id="rId1" Type="${T}/theme" Target="../theme/theme1.xml"/>${
            theme.logo ? `<Relationship Id="rId2" Type="${T}/image" Target="../media/logo.png"/>` : ''
          }`,
        ),
      },
      { name: 'ppt/theme/theme1.xml', data: themeXml },
      ...(theme.logo ? [{ name: 'ppt/media/logo.png', data: theme.logo }] : []),
    ],
  });
  // The presentation names its master: its relationships part gains that one.
  return writeZip(
    readZip(file).map((e) =>
      e.name === 'ppt/_rels/presentation.xml.rels'
        ? {
            ...e,
            data: Buffer.from(
              e.data
                .toString('utf8')
                .replace(
                  '</Relationships>',
                  `<Relationship Id="rIdM" Type="${T}/slideMaster" Target="slideMasters/slideMaster1.xml"/></Relationships>`,
                ),
            ),
          }
        : e,
    ),
  );
}
