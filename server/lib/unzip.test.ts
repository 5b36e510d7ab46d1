import JSZip from 'jszip';
import { describe, expect, test } from 'vitest';
import { inflatePart, openZip, ZipSizeMismatch, ZipTooManyEntries } from './unzip';

// The limits of an uploaded zip come before any inflate: the entry count from the end record,
// the sizes the entries declare, and each inflate stopped one byte past its declared size.

const MB = 1024 * 1024;

async function zipOf(files: Record<string, Buffer>) {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(files)) zip.file(name, data);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The zip with every central directory entry declaring `size` unpacked bytes (offset 24). */
function declaring(file: Buffer, size: number) {
  const lying = Buffer.from(file);
  for (let at = lying.length - 22; at > 0; at--)
    if (lying.readUInt32LE(at) === 0x02014b50) lying.writeUInt32LE(size, at + 24);
  return lying;
}

describe('openZip and inflatePart', () => {
  test('list the entries with their declared sizes and unpack each to exactly that', async () => {
    const zip = await openZip(
      await zipOf({ 'a.xml': Buffer.alloc(MB, 0x61), 'b.txt': Buffer.from('b') }),
      10,
    );
    expect(zip.parts.map((p) => [p.name, p.size])).toEqual([
      ['a.xml', MB],
      ['b.txt', 1],
    ]);
    const a = zip.parts[0]!;
    expect(inflatePart(a, await zip.raw(a)).equals(Buffer.alloc(MB, 0x61))).toBe(true);
  });

  test('more entries than allowed is refused from the end record', async () => {
    const file = await zipOf({ a: Buffer.from('a'), b: Buffer.from('b'), c: Buffer.from('c') });
    await expect(openZip(file, 2)).rejects.toBeInstanceOf(ZipTooManyEntries);
    await expect(openZip(file, 3)).resolves.toBeTruthy();
  });

  test('an entry that declares less than it holds stops one byte past its declared size', async () => {
    const zip = await openZip(declaring(await zipOf({ 'a.xml': Buffer.alloc(MB) }), 10), 10);
    const part = zip.parts[0]!;
    expect(part.size).toBe(10);
    const raw = await zip.raw(part);
    expect(() => inflatePart(part, raw)).toThrow(ZipSizeMismatch);
  });

  test('an entry that declares more than it holds is a mismatch too', async () => {
    const zip = await openZip(declaring(await zipOf({ 'a.xml': Buffer.from('short') }), 1000), 10);
    const part = zip.parts[0]!;
    const raw = await zip.raw(part);
    expect(() => inflatePart(part, raw)).toThrow(ZipSizeMismatch);
  });
});
