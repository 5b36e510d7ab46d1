/** Where uploaded pictures are served; a slide may show these, being this app's own. */
export const PICTURE_PATH = '/api/files/';

const ID_MAX = 64;

function isIdChar(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    c === 0x2d ||
    c === 0x5f
  );
}

/**
 * What a browser makes of an address: tabs and newlines inside it are dropped, spaces and control
 * characters around it trimmed ("/\t/evil.example" is "//evil.example" to it).
 */
function normalise(value: string): string {
  let out = '';
  for (const ch of value) if (ch !== '\t' && ch !== '\n' && ch !== '\r') out += ch;
  let start = 0;
  let end = out.length;
  while (start < end && out.charCodeAt(start) <= 0x20) start++;
  while (end > start && out.charCodeAt(end - 1) <= 0x20) end--;
  return out.slice(start, end);
}

/** A path on this app's own origin: "/…", not "//host" nor "/\host" (a browser reads both as a host). */
function isOwnPath(url: string): boolean {
  return url.charCodeAt(0) === 0x2f && url.charCodeAt(1) !== 0x2f && url.charCodeAt(1) !== 0x5c;
}

/** The upload id of "/api/files/{id}" (a query or fragment may follow), else undefined. */
export function uploadIdOf(url: string): string | undefined {
  if (!url.startsWith(PICTURE_PATH)) return undefined;
  let end = PICTURE_PATH.length;
  while (end < url.length && isIdChar(url.charCodeAt(end))) end++;
  const id = url.slice(PICTURE_PATH.length, end);
  const rest = url.charCodeAt(end);
  if (!id || id.length > ID_MAX || (end < url.length && rest !== 0x3f && rest !== 0x23)) return undefined;
  return id;
}

/**
 * The address a slide may load a picture (or video, or sound) from, or undefined to drop it:
 * inline `data:` always; in the app, a path on its own origin; in an export (`pictures` given),
 * only an uploaded picture of this deck, inlined.
 */
export function pictureUrl(value: string, pictures?: Readonly<Record<string, string>>): string | undefined {
  const url = normalise(value);
  if (url.slice(0, 5).toLowerCase() === 'data:') return url;
  if (!pictures) return isOwnPath(url) ? url : undefined;
  const id = uploadIdOf(url);
  return id !== undefined && Object.hasOwn(pictures, id) ? pictures[id] : undefined;
}

/**
 * A srcset with each candidate's address judged by pictureUrl; candidates that may not load are
 * left out, and an empty result drops the attribute. Read as HTML reads it: the address runs to
 * the next space (a data: URL holds commas), the descriptors to the next comma.
 */
export function allowedSrcset(
  value: string,
  pictures?: Readonly<Record<string, string>>,
): string | undefined {
  const kept: string[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && (isSpace(value.charCodeAt(i)) || value[i] === ',')) i++;
    if (i >= value.length) break;
    let end = i;
    while (end < value.length && !isSpace(value.charCodeAt(end))) end++;
    let url = value.slice(i, end);
    let descriptor = '';
    i = end;
    if (url.endsWith(',')) {
      while (url.endsWith(',')) url = url.slice(0, -1);
    } else {
      let depth = 0;
      while (i < value.length && (depth > 0 || value[i] !== ',')) {
        if (value[i] === '(') depth++;
        else if (value[i] === ')' && depth > 0) depth--;
        i++;
      }
      descriptor = value.slice(end, i).trim();
    }
    const allowed = pictureUrl(url, pictures);
    if (allowed !== undefined) kept.push(descriptor ? `${allowed} ${descriptor}` : allowed);
  }
  return kept.length ? kept.join(', ') : undefined;
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;

/** The upload ids a piece of HTML refers to as "/api/files/{id}", in one pass. */
export function uploadIdsIn(html: string): string[] {
  const ids = new Set<string>();
  let at = html.indexOf(PICTURE_PATH);
  while (at >= 0) {
    let end = at + PICTURE_PATH.length;
    while (end < html.length && end - at - PICTURE_PATH.length < ID_MAX && isIdChar(html.charCodeAt(end)))
      end++;
    const id = html.slice(at + PICTURE_PATH.length, end);
    if (id) ids.add(id);
    at = html.indexOf(PICTURE_PATH, end);
  }
  return [...ids];
}
