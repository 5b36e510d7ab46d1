import { constants, createInflate, inflateSync } from 'node:zlib';
import { PDF_UNPACKED_MAX } from '../../../common/limits';
import { UnreadableDocument } from '../types';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
/** How far before "stream" its dictionary may start. */
const DICTIONARY_REACH = 4096;

/**
 * Refuses a PDF whose streams unpack past PDF_UNPACKED_MAX before pdf.js inflates any of them: a
 * "flate bomb" of a few MB can hold a content stream of gigabytes, which pdf.js would inflate into
 * memory. Each Flate stream is inflated here by zlib, its output counted and dropped as it comes
 * (no buffer of the budget's size is ever held), and inflating stops at the budget. Pictures are
 * left out: text extraction never decodes them. What a stream we cannot inflate to its end
 * (encrypted, damaged) gave counts; the rest is pdf.js's to judge, within the reader's memory budget.
 */
export async function checkUnpackedSize(bytes: Buffer, budget = PDF_UNPACKED_MAX): Promise<void> {
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
      const packed = bytes.subarray(data, end);
      total += smallUnpackedSize(packed, flates) ?? (await unpackedSize(packed, flates, budget - total));
      if (total > budget) throw tooMuch();
    }
    at = next(end + END_STREAM.length);
  }
}

/** A stream that inflates to at most this much is inflated at once, in memory. */
const SMALL = 8 * 1024 * 1024;

/**
 * What `data` inflates to when that is SMALL or less (most streams: a page's content is some KB),
 * inflated at once, which is quicker than as a stream; undefined for a larger one.
 */
function smallUnpackedSize(data: Buffer, passes: number): number | undefined {
  let chunk = data;
  for (let pass = 0; pass < passes && chunk.length; pass++) {
    try {
      chunk = inflateSync(chunk, {
        maxOutputLength: SMALL,
        finishFlush: constants.Z_SYNC_FLUSH,
        chunkSize: CHUNK,
      });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError)
        return undefined;
      // Damaged or not Flate after all: pdf.js's to judge.
      return 0;
    }
  }
  return chunk.length;
}

const tooMuch = () =>
  new UnreadableDocument(
    `its content unpacks to more than ${PDF_UNPACKED_MAX / 1024 / 1024} MB, too much to read`,
  );

/** Zlib's output pieces: large, as with its default 16 KB ones reaching the budget takes far longer. */
const CHUNK = 1024 * 1024;

/**
 * What `data` inflates to through `passes` Flate filters, counted as it comes; throws when that
 * passes `room`, at once, without inflating further.
 */
function unpackedSize(data: Buffer, passes: number, room: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const stages = Array.from({ length: passes }, () =>
      createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: CHUNK }),
    );
    let size = 0;
    let settled = false;
    const settle = (over: boolean) => {
      if (settled) return;
      settled = true;
      for (const stage of stages) stage.destroy();
      if (over) reject(tooMuch());
      else resolve(size);
    };
    for (let i = 0; i + 1 < stages.length; i++) stages[i]!.pipe(stages[i + 1]!);
    // Damaged or not Flate after all: what came out before counts.
    for (const stage of stages) stage.on('error', () => settle(false));
    const last = stages.at(-1)!;
    last.on('data', (piece: Buffer) => {
      size += piece.length;
      if (size > room) settle(true);
    });
    last.on('end', () => settle(false));
    stages[0]!.end(data);
  });
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
