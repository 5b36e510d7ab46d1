import JSZip from 'jszip';
import { describe, expect, test } from 'vitest';
import { readZip, writeZip } from './zip';

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
