import { inflateSync } from 'node:zlib';

/**
 * The bundled fonts come from npm as WOFF and WOFF2 only. PowerPoint and LibreOffice take a
 * document's embedded fonts as Embedded OpenType (EOT) wrapping a TrueType/OpenType file, so a
 * WOFF 1.0 file is unpacked here (its tables are zlib streams: node's zlib is all it needs) and
 * wrapped in an uncompressed EOT header. WOFF2 would need a Brotli and glyf-transform decoder.
 */

/** A WOFF (1.0) font as the TrueType/OpenType file it wraps: each table inflated behind an sfnt directory. */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const pow = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(pow * 16, 6);
  head.writeUInt16BE(Math.log2(pow), 8);
  head.writeUInt16BE(count * 16 - pow * 16, 10);
  const body: Buffer[] = [];
  let offset = head.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(head, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    body.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...body]);
}

/** An sfnt table by tag, or undefined. */
function table(font: Buffer, tag: string): Buffer | undefined {
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    if (font.toString('latin1', at, at + 4) !== tag) continue;
    const offset = font.readUInt32BE(at + 8);
    return font.subarray(offset, offset + font.readUInt32BE(at + 12));
  }
  return undefined;
}

/** A Windows (platform 3, Unicode BMP) name record of the name table, as UTF-16LE bytes. */
function nameOf(font: Buffer, id: number): Buffer {
  const name = table(font, 'name');
  if (!name) return Buffer.alloc(0);
  const count = name.readUInt16BE(2);
  const strings = name.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12;
    if (name.readUInt16BE(at) !== 3 || name.readUInt16BE(at + 2) !== 1 || name.readUInt16BE(at + 6) !== id)
      continue;
    const length = name.readUInt16BE(at + 8);
    const start = strings + name.readUInt16BE(at + 10);
    // The name table holds UTF-16BE; EOT wants UTF-16LE.
    return Buffer.from(name.subarray(start, start + length)).swap16();
  }
  return Buffer.alloc(0);
}

/** What an EOT header repeats of a font, from its tables (and what LibreOffice's reader checks). */
export interface FontFacts {
  family: string;
  style: string;
  weight: number;
  italic: boolean;
  /** OS/2 fsType: 0 is installable, what every bundled (OFL) font says. */
  fsType: number;
}

export function factsOf(font: Buffer): FontFacts {
  const os2 = table(font, 'OS/2');
  const head = table(font, 'head');
  return {
    family: nameOf(font, 1).toString('utf16le'),
    style: nameOf(font, 2).toString('utf16le'),
    weight: os2 ? os2.readUInt16BE(4) : 400,
    italic: head ? (head.readUInt16BE(44) & 2) !== 0 : false,
    fsType: os2 ? os2.readUInt16BE(8) : 0,
  };
}

/**
 * An sfnt font as Embedded OpenType 2.1, uncompressed and unobfuscated: the header (sizes, the
 * font's PANOSE, weight, permissions, Unicode and code page ranges, and its names, copied from
 * its OS/2, head and name tables) and then the font as it is. The format PowerPoint writes into
 * `ppt/fonts/*.fntdata`, which LibreOffice reads with libeot.
 */
export function eotOf(font: Buffer): Buffer {
  const os2 = table(font, 'OS/2');
  const head = table(font, 'head');
  if (!os2 || !head) throw new Error('not a font with OS/2 and head tables');
  const names = [1, 2, 5, 4].map((id) => nameOf(font, id)); // family, style, version, full name
  const fixed = Buffer.alloc(82);
  fixed.writeUInt32LE(font.length, 4); // FontDataSize
  fixed.writeUInt32LE(0x00020001, 8); // Version 2.1
  fixed.writeUInt32LE(0, 12); // Flags: not compressed, not XORed
  os2.copy(fixed, 16, 32, 42); // FontPANOSE
  fixed.writeUInt8(1, 26); // Charset: DEFAULT_CHARSET
  fixed.writeUInt8((head.readUInt16BE(44) & 2) !== 0 ? 1 : 0, 27); // Italic
  fixed.writeUInt32LE(os2.readUInt16BE(4), 28); // Weight
  fixed.writeUInt16LE(os2.readUInt16BE(8), 32); // fsType
  fixed.writeUInt16LE(0x504c, 34); // MagicNumber
  for (let i = 0; i < 4; i++) fixed.writeUInt32LE(os2.readUInt32BE(42 + 4 * i), 36 + 4 * i); // UnicodeRange1–4
  const codePages = os2.length >= 86 && os2.readUInt16BE(0) >= 1;
  for (let i = 0; i < 2; i++) fixed.writeUInt32LE(codePages ? os2.readUInt32BE(78 + 4 * i) : 0, 52 + 4 * i);
  fixed.writeUInt32LE(head.readUInt32BE(8), 60); // CheckSumAdjustment
  // Reserved1–4 and Padding1 stay zero (bytes 64–81).
  const parts: Buffer[] = [fixed];
  names.forEach((n, i) => {
    const size = Buffer.alloc(2);
    size.writeUInt16LE(n.length);
    parts.push(size, n);
    if (i < names.length - 1) parts.push(Buffer.alloc(2)); // Padding2–4
  });
  parts.push(Buffer.alloc(4)); // Padding5, RootStringSize 0 (no root string)
  parts.push(font);
  const eot = Buffer.concat(parts);
  eot.writeUInt32LE(eot.length, 0); // EOTSize
  return eot;
}
