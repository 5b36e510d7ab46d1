import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * A WOFF (1.0) font as the TrueType/OpenType file it wraps: each table inflated and laid out
 * again behind an sfnt table directory. LibreOffice lists WOFF files through fontconfig but never
 * draws with them, so a test that wants LibreOffice to draw in a bundled family gives it these.
 */
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

/**
 * Puts the Latin faces of bundled @fontsource families (by package name) into `home`/.fonts as
 * TrueType, for a LibreOffice run with that HOME: a font for that one test, not for the machine.
 */
export function fontsForHome(home: string, packages: string[]): void {
  const dir = path.join(home, '.fonts');
  mkdirSync(dir, { recursive: true });
  for (const pkg of packages) {
    const files = path.join('node_modules', '@fontsource', pkg, 'files');
    for (const f of readdirSync(files).filter((n) => /-latin-\d+-normal\.woff$/.test(n)))
      writeFileSync(
        path.join(dir, f.replace(/\.woff$/, '.ttf')),
        sfntOfWoff(readFileSync(path.join(files, f))),
      );
  }
}
