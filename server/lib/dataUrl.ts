import { HttpError } from './errors';

/**
 * Decodes a `data:{type};base64,{payload}` upload, refusing anything over `maxBytes` before the
 * payload is decoded (its size is known from the base64 length), so a large upload costs no memory.
 */
export function decodeDataUrl(
  dataUrl: string,
  maxBytes: number,
  tooLargeMessage: string,
): { mime: string; bytes: Buffer } {
  const comma = dataUrl.indexOf(',');
  const header = comma > 0 ? dataUrl.slice(0, comma) : '';
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[^;,]*)*;base64$/i.exec(header);
  if (!match) throw new HttpError(400, 'invalid_input', 'file: must be a base64 data URL');
  const payload = dataUrl.slice(comma + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const size = Math.floor((payload.length * 3) / 4) - padding;
  if (size > maxBytes) throw new HttpError(413, 'too_large', tooLargeMessage);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload))
    throw new HttpError(400, 'invalid_input', 'file: is not valid base64');
  return {
    mime: (match[1] ?? 'application/octet-stream').toLowerCase(),
    bytes: Buffer.from(payload, 'base64'),
  };
}
