import iconv from 'iconv-lite';
import jschardet from 'jschardet';

/** Below this confidence jschardet is guessing (short Latin text); Windows-1252 is the better bet. */
const DETECTION_CONFIDENCE = 0.3;
/** Bytes looked at for an HTML document's declared charset, as browsers do. */
const DECLARATION_REACH = 4096;

/**
 * A text file's characters: by its byte-order mark, else UTF-8 when the bytes are valid UTF-8,
 * else the charset an HTML document declares, else the charset jschardet detects (Cyrillic code
 * pages, Shift_JIS, GB18030, Big5, EUC-KR, Hebrew and Arabic code pages…), else Windows-1252.
 */
export function decodeText(bytes: Buffer, declared?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // not UTF-8
  }
  if (declared && iconv.encodingExists(declared) && !/^utf-?8$/i.test(declared))
    return iconv.decode(bytes, declared);
  const guess = jschardet.detect(bytes.subarray(0, 256 * 1024));
  if (guess.encoding && guess.confidence >= DETECTION_CONFIDENCE && iconv.encodingExists(guess.encoding)) {
    return iconv.decode(bytes, guess.encoding);
  }
  return iconv.decode(bytes, 'windows-1252');
}

/** The charset an HTML document declares in its head (<meta charset> or http-equiv), if any. */
export function declaredCharset(bytes: Buffer): string | undefined {
  const head = bytes.toString('latin1', 0, DECLARATION_REACH).toLowerCase();
  for (let at = head.indexOf('charset'); at >= 0; at = head.indexOf('charset', at + 7)) {
    // Only inside a <meta> tag: the last "<" before it opens one.
    const open = head.lastIndexOf('<', at);
    if (open < 0 || !head.startsWith('<meta', open) || head.lastIndexOf('>', at) > open) continue;
    let i = at + 7;
    while (head[i] === ' ') i++;
    if (head[i] !== '=') continue;
    i++;
    while (head[i] === ' ' || head[i] === '"' || head[i] === "'") i++;
    let name = '';
    while (i < head.length && /[a-z0-9_:.-]/.test(head[i]!)) name += head[i++];
    if (name) return name;
  }
  return undefined;
}
