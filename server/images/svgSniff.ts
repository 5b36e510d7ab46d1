import { readProlog, SvgRefused } from './svgProlog';

/**
 * Whether an upload is an SVG by its content: XML (after an optional BOM, declaration, comments
 * and DOCTYPE) whose first element is `<svg>` or `<prefix:svg>`, whatever its name or claimed
 * type. Only a quick look: the drawing process checks the whole of it (svgPrepare.ts).
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  let start = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (start < bytes.length && (bytes[start] === 0x20 || (bytes[start]! >= 0x09 && bytes[start]! <= 0x0d)))
    start++;
  if (bytes[start] !== 0x3c) return false;
  const text = bytes.toString('utf8', start);
  let root: number;
  try {
    root = readProlog(text).root;
  } catch (err) {
    // A prolog that goes wrong is still an SVG's when an <svg> follows it: the drawing process
    // then answers why it cannot be drawn, rather than "not an image".
    if (!(err instanceof SvgRefused)) throw err;
    const head = text.slice(0, 64 * 1024);
    return err.reason !== 'invalid' || /<svg[\s/>]/.test(head) || /:svg[\s/>]/.test(head);
  }
  if (root < 0) return false;
  let end = root + 1;
  while (end < text.length && !/[\s/>]/.test(text[end]!)) end++;
  const name = text.slice(root + 1, end);
  return name === 'svg' || name.endsWith(':svg');
}
