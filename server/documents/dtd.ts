import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';

/** Bytes handed to the parser at a time: the prolog of a part is read, rarely more. */
const CHUNK = 16 * 1024;

/** Thrown out of a handler to stop the parser at once. */
class Stop extends Error {}

/**
 * Whether an XML part declares a DTD (`<!DOCTYPE`), read with the XML parser the project uses
 * (saxes), never a pattern. A DTD can only come before the root element, so the parse stops at
 * the first element: a large part costs its prolog. Errors are passed over rather than ending the
 * parse, so a prolog malformed on purpose (text before the declaration, say) cannot hide a DTD
 * from this check that a lenient parser behind it would still read. Bytes that are not XML (a
 * part of another kind) declare nothing.
 */
export function declaresDtd(bytes: Buffer): boolean {
  const parser = new SaxesParser();
  let dtd = false;
  parser.on('doctype', () => {
    dtd = true;
    throw new Stop();
  });
  parser.on('opentagstart', () => {
    throw new Stop();
  });
  parser.on('error', () => {});
  const decoder = new StringDecoder('utf8');
  try {
    for (let at = 0; at < bytes.length; at += CHUNK)
      parser.write(decoder.write(bytes.subarray(at, at + CHUNK)));
  } catch (err) {
    // Stopped at the DTD or at the root element.
    if (!(err instanceof Stop)) throw err;
  }
  return dtd;
}
