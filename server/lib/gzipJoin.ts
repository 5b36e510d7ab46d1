import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflateRaw = promisify(zlib.deflateRaw);

/**
 * The compressed start of a gzip body, made once and ended on a byte boundary (a sync flush, no
 * final block), so that any number of replies can each add their own few bytes after it
 * (gzipWith) without compressing the start again.
 */
export interface GzipStart {
  deflated: Buffer;
  crc: number;
  length: number;
}

/** Compresses `start` off the event loop (zlib's thread pool). */
export async function gzipStart(start: Buffer): Promise<GzipStart> {
  const deflated = await deflateRaw(start, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return { deflated, crc: zlib.crc32(start), length: start.length };
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * A whole gzip body: `start` (compressed once) followed by `end`. A deflate stream may be
 * continued by another after a sync flush (RFC 1951 blocks are independent once byte-aligned), and
 * gzip's trailer is the CRC-32 and length of the whole, continued from the start's (RFC 1952).
 */
export function gzipWith(start: GzipStart, end: Buffer): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(end, start.crc) >>> 0, 0);
  trailer.writeUInt32LE((start.length + end.length) % 2 ** 32, 4);
  return Buffer.concat([HEADER, start.deflated, zlib.deflateRawSync(end), trailer]);
}
