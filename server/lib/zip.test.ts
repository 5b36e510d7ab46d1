import JSZip from 'jszip';
import { describe, expect, test } from 'vitest';
import { readZip, readZipWithin, writeZip, ZipTooLarge } from './zip';

describe('stored zip', () => {
  const entries = [
    { name: '[Content_Types].xml', data: Buffer.from('<Types>ünïcode ✓</Types>') },
    { name: 'ppt/media/picture-1.jpeg', data: Buffer.from([0xff, 0xd8, 0, 1, 2, 3, 0xff, 0xd9]) },
    { name: 'ppt/slides/slide1.xml', data: Buffer.alloc(0) },
    { name: 'dossier/été.txt', data: Buffer.from('names in UTF-8') },
  ];

  test('what it writes, JSZip reads back byte for byte, with valid CRCs', async () => {
    const zip = await JSZip.loadAsync(writeZip(entries), { checkCRC32: true });
    for (const { name, data } of entries) {
      expect(Buffer.from(await zip.file(name)!.async('uint8array'))).toEqual(data);
    }
    expect(Object.keys(zip.files)).toEqual(entries.map((e) => e.name));
  });

  test('it reads what JSZip writes, stored or deflated, and round-trips it', async () => {
    for (const compression of ['STORE', 'DEFLATE'] as const) {
      const source = new JSZip();
      for (const { name, data } of entries) source.file(name, data);
      // JSZip adds an entry per folder ("ppt/"); they are kept like any other entry.
      const all = readZip(await source.generateAsync({ type: 'nodebuffer', compression }));
      expect(all.filter((e) => e.name.endsWith('/')).map((e) => e.name)).toEqual([
        'ppt/',
        'ppt/media/',
        'ppt/slides/',
        'dossier/',
      ]);
      const read = all.filter((e) => !e.name.endsWith('/'));
      expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name));
      expect(read.map((e) => Buffer.from(e.data))).toEqual(entries.map((e) => e.data));
      expect(readZip(writeZip(read)).map((e) => Buffer.from(e.data))).toEqual(entries.map((e) => e.data));
    }
  });

  test('anything but a zip is refused with a reason', () => {
    expect(() => readZip(Buffer.from('not a zip at all, just some text of some length'))).toThrow(
      /not a zip/,
    );
  });
});

describe('what a zip really unpacks to', () => {
  async function bomb(declaredSize?: number) {
    const zip = new JSZip();
    zip.file('word/document.xml', Buffer.alloc(8 * 1024 * 1024, 0x61));
    zip.file('word/media/image1.png', Buffer.alloc(4 * 1024 * 1024, 0x62));
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    if (declaredSize !== undefined) {
      // Lie in the central directory (offset 24: uncompressed size) about what the entry holds.
      for (let at = file.length - 22; at > 0; at--) {
        if (file.readUInt32LE(at) === 0x02014b50) file.writeUInt32LE(declaredSize, at + 24);
      }
    }
    return file;
  }
  const media = (name: string) => name.startsWith('word/media/');
  const MB8 = 8 * 1024 * 1024;

  test('unpacks within the budget, the emptied entries empty; one byte less is too large', async () => {
    const file = await bomb();
    expect(file.length).toBeLessThan(100_000);
    const entries = readZipWithin(file, MB8, media);
    expect(entries.map((e) => [e.name, e.data.length])).toEqual([
      ['word/', 0],
      ['word/document.xml', MB8],
      ['word/media/', 0],
      ['word/media/image1.png', 0],
    ]);
    expect(() => readZipWithin(file, MB8 - 1, media)).toThrow(ZipTooLarge);
    expect(() => readZipWithin(file, MB8, () => false)).toThrow(ZipTooLarge);
  });

  test('measures by unpacking: sizes the zip claims do not count', async () => {
    const lying = await bomb(10);
    expect(() => readZipWithin(lying, 1024 * 1024, media)).toThrow(ZipTooLarge);
  });
});
