import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Just enough of the zip format for two jobs. Rewriting a PowerPoint file after pptxgenjs has
 * written it: read every entry (stored or deflated), and write entries back stored, with native
 * CRCs; copying bytes this way takes a few milliseconds where JSZip, decoding base64 and computing
 * CRCs in JavaScript, takes tens. And measuring what an uploaded DOCX really unpacks to.
 */
export interface ZipEntry {
  name: string;
  data: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;

/** One entry of a zip as its central directory lists it, its data still compressed. */
export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  raw: Buffer;
  /** The unpacked size the central directory declares (a hostile zip may lie: cap the inflate at it). */
  size: number;
}

/** Where the end of central directory record is: the last 22 bytes unless the archive has a comment. */
function endOfCentral(zip: Buffer): number {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_CENTRAL) end--;
  if (end < 0) throw new Error('not a zip file: no end of central directory');
  return end;
}

/** How many entries the zip's end record declares, read before any entry (to refuse too many first). */
export function zipEntryCount(zip: Buffer): number {
  return zip.readUInt16LE(endOfCentral(zip) + 10);
}

/** The entries of a zip from its central directory (no zip64), without inflating any. */
export function zipParts(zip: Buffer): ZipPart[] {
  const end = endOfCentral(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts: ZipPart[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error('damaged zip: bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (zip.readUInt32LE(localAt) !== LOCAL_HEADER)
      throw new Error(`damaged zip: bad local header of ${name}`);
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    if (method !== 0 && method !== 8) throw new Error(`unsupported zip compression ${method} in ${name}`);
    parts.push({ name, method, raw: zip.subarray(dataAt, dataAt + compressedSize), size });
  }
  return parts;
}

export function readZip(zip: Buffer): ZipEntry[] {
  return zipParts(zip).map(({ name, method, raw }) => ({
    name,
    data: method === 0 ? raw : inflateRawSync(raw),
  }));
}

export class ZipTooLarge extends Error {}

/**
 * Every entry of a zip unpacked, those `emptied` left empty, the rest at most `budget` bytes in
 * all: measured while inflating (each inflate is capped), never by the sizes the zip declares.
 * Over the budget: ZipTooLarge. Defends readers that inflate whatever they are handed (JSZip in
 * mammoth) against a "zip bomb", a few hundred kilobytes that unpack to gigabytes.
 */
export function readZipWithin(zip: Buffer, budget: number, emptied: (name: string) => boolean): ZipEntry[] {
  let left = budget;
  return zipParts(zip).map(({ name, method, raw }) => {
    if (emptied(name)) return { name, data: Buffer.alloc(0) };
    let data: Buffer;
    try {
      data = method === 0 ? raw : inflateRawSync(raw, { maxOutputLength: Math.max(1, left + 1) });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipTooLarge(name);
      throw err;
    }
    left -= data.length;
    if (left < 0) throw new ZipTooLarge(name);
    return { name, data };
  });
}

/** A zip of stored (uncompressed) entries, in the order given. */
export function writeZip(entries: ZipEntry[], date = new Date()): Buffer {
  if (entries.length > 0xffff) throw new Error('too many zip entries for a zip without zip64');
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(10, 4); // version needed: 1.0, stored
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(CENTRAL_HEADER, 0);
    entry.writeUInt16LE(20, 4); // made by: MS-DOS, 2.0
    entry.writeUInt16LE(10, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(0, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(day, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    if (name.endsWith('/')) entry.writeUInt32LE(0x10, 38); // MS-DOS directory attribute, as JSZip writes
    entry.writeUInt32LE(offset, 42);
    central.push(entry, fileName);
    parts.push(local, fileName, data);
    offset += 30 + fileName.length + data.length;
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}
