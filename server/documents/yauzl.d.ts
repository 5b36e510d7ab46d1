// yauzl ships no types; this is the part of its API (2.10 and 3.x alike) that server/lib/unzip.ts uses.
declare module 'yauzl' {
  import type { EventEmitter } from 'node:events';
  import type { Readable } from 'node:stream';

  export interface Entry {
    fileName: string;
    compressedSize: number;
    uncompressedSize: number;
    compressionMethod: number;
    isEncrypted(): boolean;
    isCompressed(): boolean;
  }

  export interface ZipFile extends EventEmitter {
    /** The count the end of central directory record declares, known before any entry is read. */
    entryCount: number;
    readEntry(): void;
    openReadStream(
      entry: Entry,
      options: { decompress?: boolean },
      callback: (err: Error | null, stream: Readable) => void,
    ): void;
    close(): void;
  }

  export interface Options {
    lazyEntries?: boolean;
    decodeStrings?: boolean;
    validateEntrySizes?: boolean;
    strictFileNames?: boolean;
  }

  export function fromBuffer(
    buffer: Buffer,
    options: Options,
    callback: (err: Error | null, zipfile: ZipFile) => void,
  ): void;

  const yauzl: { fromBuffer: typeof fromBuffer };
  export default yauzl;
}
