import { ASSET_EXTENSION_KINDS } from '../../common/schemas/assets';
import type { AssetKind } from './types';

export { ACCEPTED_ASSET_EXTENSIONS as ACCEPTED_EXTENSIONS } from '../../common/schemas/assets';

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/**
 * A Word file saved with a password to open it: Word then stores the encrypted DOCX inside an OLE
 * compound file, as a stream named EncryptedPackage (ECMA-376 encryption).
 */
export function isEncryptedOoxml(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(OLE_MAGIC) && bytes.includes(ENCRYPTED_PACKAGE);
}

export function kindOfName(fileName: string): AssetKind | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return Object.hasOwn(ASSET_EXTENSION_KINDS, ext)
    ? ASSET_EXTENSION_KINDS[ext as keyof typeof ASSET_EXTENSION_KINDS]
    : null;
}

/** True when the bytes look like text in one of the encodings we read (UTF-8, UTF-16, Latin-1). */
export function looksLikeText(bytes: Buffer): boolean {
  if (bytes.length === 0) return true;
  const sample = bytes.subarray(0, 64 * 1024);
  if ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff)) return true;
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x09 || (b > 0x0d && b < 0x20)) control++;
  }
  return control / sample.length < 0.02;
}

/**
 * The file's kind when its name and its content agree: a PDF starts like a PDF, a DOCX is a zip
 * holding word/document.xml, a DOC is an OLE compound file, HTML and text decode as text.
 * Anything else is refused (415), whatever it is called.
 */
export function detectKind(fileName: string, bytes: Buffer): AssetKind | null {
  const byName = kindOfName(fileName);
  if (!byName) return null;
  switch (byName) {
    case 'pdf':
      return bytes.subarray(0, 1024).includes('%PDF-') ? 'pdf' : null;
    case 'docx':
      // A DOCX saved with a password is an OLE file holding the encrypted package: still a DOCX,
      // refused when read with the reason.
      return (bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1')) && bytes.includes('word/')) ||
        isEncryptedOoxml(bytes)
        ? 'docx'
        : null;
    case 'doc':
      return bytes.subarray(0, 8).equals(OLE_MAGIC) ? 'doc' : null;
    case 'html':
    case 'txt':
      return looksLikeText(bytes) ? byName : null;
  }
}
