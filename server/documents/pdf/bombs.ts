import { constants, inflateSync } from 'node:zlib';
import { PDF_UNPACKED_MAX } from '../../../common/limits';
import { UnreadableDocument } from '../types';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
/** How far before "stream" its dictionary may start. */
const DICTIONARY_REACH = 4096;

/**
 * Refuses a PDF whose streams unpack past PDF_UNPACKED_MAX before pdf.js inflates any of them: a
 * "flate bomb" of a few MB can hold a content stream of gigabytes, which pdf.js would inflate into
 * memory. Each Flate stream is inflated here by zlib with a cap on its output (fast, and it stops at
 * the cap). Pictures are left out: text extraction never decodes them. A stream we cannot inflate
 * (encrypted, damaged) is pdf.js's to judge; the reader's memory budget still holds for it.
 */
export function checkUnpackedSize(bytes: Buffer, budget = PDF_UNPACKED_MAX): void {
  let total = 0;
  let at = bytes.indexOf(STREAM);
  while (at >= 0) {
    const next = (from: number) => bytes.indexOf(STREAM, from);
    // "endstream" also holds "stream"; the data starts after the keyword's line end.
    if (at >= 3 && bytes.toString('latin1', at - 3, at) === 'end') {
      at = next(at + STREAM.length);
      continue;
    }
    let data = at + STREAM.length;
    if (bytes[data] === 0x0d) data++;
    if (bytes[data] !== 0x0a && bytes[data - 1] !== 0x0d) {
      at = next(data);
      continue;
    }
    if (bytes[data] === 0x0a) data++;
    const end = bytes.indexOf(END_STREAM, data);
    if (end < 0) break;
    const dictionary = dictionaryBefore(bytes, at);
    const flates = count(dictionary, '/FlateDecode') + count(dictionary, '/Fl ') + count(dictionary, '/Fl]');
    if (flates > 0 && !isPicture(dictionary) && onlyFlate(dictionary, flates)) {
      let chunk: Buffer = bytes.subarray(data, end);
      for (let pass = 0; pass < flates && chunk.length; pass++) {
        chunk = inflateWithin(chunk, budget - total);
      }
      total += chunk.length;
    }
    at = next(end + END_STREAM.length);
  }
}

function inflateWithin(chunk: Buffer, room: number): Buffer {
  try {
    // Large output chunks: with zlib's default 16 KB ones, reaching the budget takes eight times longer.
    return inflateSync(chunk, {
      maxOutputLength: Math.max(room, 1),
      finishFlush: constants.Z_SYNC_FLUSH,
      chunkSize: 1024 * 1024,
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) {
      throw new UnreadableDocument(
        `its content unpacks to more than ${PDF_UNPACKED_MAX / 1024 / 1024} MB, too much to read`,
      );
    }
    return Buffer.alloc(0);
  }
}

function dictionaryBefore(bytes: Buffer, at: number): string {
  const text = bytes.toString('latin1', Math.max(0, at - DICTIONARY_REACH), at);
  const obj = text.lastIndexOf(' obj');
  return obj >= 0 ? text.slice(obj) : text;
}

const count = (text: string, word: string) => text.split(word).length - 1;

function isPicture(dictionary: string): boolean {
  return dictionary.includes('/Image') && dictionary.includes('/Subtype');
}

/** Flate filters only: another filter first (hex, LZW) would need decoding before Flate. */
function onlyFlate(dictionary: string, flates: number): boolean {
  const filters = count(dictionary, 'Decode') - count(dictionary, 'DecodeParms');
  return filters <= flates;
}
