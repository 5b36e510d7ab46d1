import { closeSync, openSync, writeSync } from 'node:fs';
import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Just enough of the zip format to rewrite a PowerPoint file after pptxgenjs has written it: read
 * every entry (stored or deflated), and write entries back stored, with native CRCs; copying bytes
 * this way takes a few milliseconds where JSZip, decoding base64 and computing CRCs in JavaScript,
 * takes tens. Only for zips of our own making: every uploaded zip (PowerPoint, Word) is read with
 * yauzl under its limits (./unzip.ts).
 */
export interface ZipEntry {
  name: string;
  data: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;

/** One entry of a zip of our own making as its central directory lists it, its data still compressed. */
interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  raw: Buffer;
}

/** Where the end of central directory record is: the last 22 bytes unless the archive has a comment. */
function endOfCentral(zip: Buffer): number {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_CENTRAL) end--;
  if (end < 0) throw new Error('not a zip file: no end of central directory');
  return end;
}

/** The entries of a zip from its central directory (no zip64), without inflating any. */
function zipParts(zip: Buffer): ZipPart[] {
  const end = endOfCentral(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts: ZipPart[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error('damaged zip: bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
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
    parts.push({ name, method, raw: zip.subarray(dataAt, dataAt + compressedSize) });
  }
  return parts;
}

export function readZip(zip: Buffer): ZipEntry[] {
  return zipParts(zip).map(({ name, method, raw }) => ({
    name,
    data: method === 0 ? raw : inflateRawSync(raw),
  }));
}

/** A zip of stored (uncompressed) entries, in the order given. */
export function writeZip(entries: ZipEntry[], date = new Date()): Buffer {
  const chunks: Buffer[] = [];
  const zip = new ZipWriter((chunk) => chunks.push(chunk), date);
  for (const { name, data } of entries) zip.add(name, data);
  zip.finish();
  return Buffer.concat(chunks);
}

/** Where a ZipWriter's bytes go, in order: a list in memory, or a file (see zipToFile). */
export type ZipSink = (chunk: Buffer) => void;

/**
 * A zip of stored entries written as they come: each entry's header and data go to `sink` at
 * once, and only the central directory (under a hundred bytes an entry) is kept until `finish`.
 * So a large file never has to be whole in memory: its parts are written one by one and may be
 * let go of as soon as each is out.
 */
export class ZipWriter {
  /** The central directory so far, in one buffer that doubles as it fills: a few dozen bytes an
   * entry, where a Buffer per entry and its name cost a few hundred (and a name, a slice of Node's
   * shared pool, kept the whole 8 kB slab it was cut from). */
  private central = Buffer.alloc(4096);
  private centralSize = 0;
  private count = 0;
  private offset = 0;
  private readonly time: number;
  private readonly day: number;

  constructor(
    private readonly sink: ZipSink,
    date = new Date(),
  ) {
    this.time = (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1);
    this.day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  }

  /** Bytes written so far. */
  get size() {
    return this.offset;
  }

  add(name: string, data: Buffer) {
    if (++this.count > 0xffff) throw new Error('too many zip entries for a zip without zip64');
    if (this.offset + data.length > 0xffffffff) throw new Error('zip too large without zip64');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(10, 4); // version needed: 1.0, stored
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(this.time, 10);
    local.writeUInt16LE(this.day, 12);
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
    entry.writeUInt16LE(this.time, 12);
    entry.writeUInt16LE(this.day, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    if (name.endsWith('/')) entry.writeUInt32LE(0x10, 38); // MS-DOS directory attribute, as JSZip writes
    entry.writeUInt32LE(this.offset, 42);
    this.keep(entry);
    this.keep(fileName);
    this.sink(local);
    this.sink(fileName);
    this.sink(data);
    this.offset += 30 + fileName.length + data.length;
  }

  private keep(bytes: Buffer) {
    if (this.centralSize + bytes.length > this.central.length) {
      const grown = Buffer.alloc(Math.max(2 * this.central.length, this.centralSize + bytes.length));
      this.central.copy(grown, 0, 0, this.centralSize);
      this.central = grown;
    }
    bytes.copy(this.central, this.centralSize);
    this.centralSize += bytes.length;
  }

  /** Writes the central directory; answers the zip's size in bytes. */
  finish(): number {
    const { centralSize } = this;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL, 0);
    end.writeUInt16LE(this.count, 8);
    end.writeUInt16LE(this.count, 10);
    end.writeUInt32LE(centralSize, 12);
    end.writeUInt32LE(this.offset, 16);
    this.sink(this.central.subarray(0, centralSize));
    this.sink(end);
    return this.offset + centralSize + end.length;
  }
}

/**
 * A ZipWriter into a file: each chunk is written as it comes (synchronously, so the caller may
 * drop it at once). `close` ends the file; call it whatever happened.
 */
export function zipToFile(file: string, date?: Date): { zip: ZipWriter; close(): void } {
  const fd = openSync(file, 'w');
  const zip = new ZipWriter((chunk) => {
    let at = 0;
    while (at < chunk.length) at += writeSync(fd, chunk, at, chunk.length - at);
  }, date);
  return { zip, close: () => closeSync(fd) };
}
