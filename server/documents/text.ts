import type { Extraction } from './types';

/** Text files in UTF-8 (with or without BOM), UTF-16 (by BOM) or, failing UTF-8, Latin-1. */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F (€, curly quotes, dashes…); five bytes there
// are undefined and stay as they are. Node's TextDecoder('windows-1252') decodes those bytes as
// Latin-1's invisible C1 controls, so they are mapped here.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Buffer): string {
  return bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

export function extractText(bytes: Buffer): Extraction {
  return { text: normalize(decodeText(bytes)) };
}

/** One blank line between blocks at most, no trailing spaces, Unix line ends. */
export function normalize(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/(?<![ \t\u00a0])[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
