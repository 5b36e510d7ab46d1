import { inflateRawSync } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * Reading an untrusted zip with yauzl, a maintained zip reader: it parses the end record (zip64
 * too), the central directory and each local header, checks every entry's bounds against the
 * file and refuses names that climb out of the archive (`../`, absolute paths). Nothing is
 * inflated here: the caller checks the sizes the entries declare against its limits first, and
 * then inflates an entry's bytes with `inflatePart`, capped at its declared size. Used for every
 * uploaded zip: PowerPoint files (documents/pptx/package.ts) and Word files (documents/word.ts).
 */

/** One entry as the central directory lists it, its data still compressed. */
export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated (yauzl refuses any other method when the entry is read). */
  method: number;
  /** The unpacked size the directory declares (a hostile zip may lie: cap the inflate at it). */
  size: number;
  encrypted: boolean;
}

/** The zip declares more entries than allowed; nothing of it was read past its end record. */
export class ZipTooManyEntries extends Error {
  constructor(readonly count: number) {
    super(`zip of ${count} entries`);
  }
}

/** A zip opened for reading: its entries listed, the bytes of each read on demand. */
export interface OpenZip {
  parts: ZipPart[];
  /** The entry's stored bytes (compressed when method is 8), its local header checked. */
  raw(part: ZipPart): Promise<Buffer>;
}

/**
 * Lists a zip's entries. The count its end record declares is checked against `maxEntries`
 * before a single entry is read; yauzl's errors (a damaged directory, a bad name) are thrown.
 */
export async function openZip(bytes: Buffer, maxEntries: number): Promise<OpenZip> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      // Names are checked (decodeStrings); stored entries must declare their real size.
      { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false },
      (err, file) => (err ? reject(err) : resolve(file)),
    ),
  );
  if (zip.entryCount > maxEntries) throw new ZipTooManyEntries(zip.entryCount);
  const entries = new Map<ZipPart, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      // Folder entries ("ppt/") hold nothing.
      if (!entry.fileName.endsWith('/'))
        entries.set(
          {
            name: entry.fileName,
            method: entry.compressionMethod,
            size: entry.uncompressedSize,
            encrypted: entry.isEncrypted(),
          },
          entry,
        );
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return {
    parts: [...entries.keys()],
    raw: (part) => {
      const entry = entries.get(part);
      if (!entry) return Promise.reject(new Error(`no entry ${part.name}`));
      return new Promise((resolve, reject) =>
        zip.openReadStream(entry, entry.isCompressed() ? { decompress: false } : {}, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
          stream.on('error', reject);
        }),
      );
    },
  };
}

/** An entry unpacks to another size than it declares: damaged, or a zip bomb hiding its size. */
export class ZipSizeMismatch extends Error {
  constructor(readonly part: ZipPart) {
    super(`${part.name} does not unpack to the ${part.size} bytes it declares`);
  }
}

/**
 * An entry's bytes unpacked from its stored bytes (`raw`), never past the size it declares: the
 * inflate stops one byte after it, so a lie shows as ZipSizeMismatch without the bomb going off.
 */
export function inflatePart(part: ZipPart, raw: Buffer): Buffer {
  if (part.method === 0) return raw;
  let data: Buffer;
  try {
    data = inflateRawSync(raw, { maxOutputLength: part.size + 1 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipSizeMismatch(part);
    throw err;
  }
  if (data.length !== part.size) throw new ZipSizeMismatch(part);
  return data;
}
