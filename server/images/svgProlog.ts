/** Why an upload that looked like an SVG cannot be drawn; `reason` picks the status (svgErrors.ts). */
export class SvgRefused extends Error {
  constructor(
    readonly reason: 'invalid' | 'unsafe' | 'too_complex',
    message: string,
  ) {
    super(message);
  }
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isNameChar = (c: string) => /[\w.\-:\u00b7-\uffff]/.test(c);

function skipSpace(text: string, i: number): number {
  while (isSpace(text[i])) i++;
  return i;
}

/** The index just past `close`, searched from `from`; malformed (invalid) when it never comes. */
function past(text: string, from: number, close: string): number {
  const end = text.indexOf(close, from);
  if (end < 0) throw new SvgRefused('invalid', 'file is not a well-formed SVG (it ends too soon)');
  return end + close.length;
}

/** The index past a markup declaration's `>`, skipping quoted strings (which may hold `>`). */
function pastDeclaration(text: string, i: number): number {
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'") i = past(text, i + 1, c);
    else if (c === '>') return i + 1;
    else i++;
  }
  throw new SvgRefused('invalid', 'file is not a well-formed SVG (its DOCTYPE never ends)');
}

function readName(text: string, i: number): [string, number] {
  const start = i;
  while (i < text.length && isNameChar(text[i]!)) i++;
  if (i === start)
    throw new SvgRefused('invalid', 'file is not a well-formed SVG (a DOCTYPE name is missing)');
  return [text.slice(start, i), i];
}

export interface Prolog {
  /** Where the DOCTYPE starts and ends ([-1, -1] without one). */
  doctype: [number, number];
  /** The internal subset's general entities, name to literal value (not yet expanded). */
  entities: Map<string, string>;
  /** Where the first element starts, or -1 when there is none. */
  root: number;
}

/**
 * Reads an XML prolog: declaration, comments, processing instructions and the DOCTYPE, whose
 * internal subset may declare entities (Adobe Illustrator declares its namespaces this way). Only
 * internal general entities with a literal value are kept; an external entity (SYSTEM or PUBLIC:
 * a file or an address) or a parameter entity is refused, so nothing outside the upload is read.
 */
export function readProlog(text: string): Prolog {
  const entities = new Map<string, string>();
  let doctype: [number, number] = [-1, -1];
  let i = skipSpace(text, 0);
  while (i < text.length) {
    if (text.startsWith('<?', i)) i = past(text, i + 2, '?>');
    else if (text.startsWith('<!--', i)) i = past(text, i + 4, '-->');
    else if (text.startsWith('<!DOCTYPE', i) && doctype[0] < 0) {
      const start = i;
      i = readDoctype(text, i + 9, entities);
      doctype = [start, i];
    } else break;
    i = skipSpace(text, i);
  }
  const root = text[i] === '<' && /[A-Za-z_]/.test(text[i + 1] ?? '') ? i : -1;
  return { doctype, entities, root };
}

function readDoctype(text: string, i: number, entities: Map<string, string>): number {
  // The name and external id (never fetched: the DOCTYPE is dropped before drawing), up to `[` or `>`.
  while (i < text.length && text[i] !== '[' && text[i] !== '>') {
    const c = text[i];
    i = c === '"' || c === "'" ? past(text, i + 1, c) : i + 1;
  }
  if (text[i] === '>') return i + 1;
  i++;
  for (;;) {
    i = skipSpace(text, i);
    if (i >= text.length)
      throw new SvgRefused('invalid', 'file is not a well-formed SVG (its DOCTYPE never ends)');
    if (text[i] === ']') {
      i = skipSpace(text, i + 1);
      if (text[i] !== '>')
        throw new SvgRefused('invalid', 'file is not a well-formed SVG (after its DOCTYPE)');
      return i + 1;
    }
    if (text.startsWith('<!--', i)) i = past(text, i + 4, '-->');
    else if (text.startsWith('<?', i)) i = past(text, i + 2, '?>');
    else if (text.startsWith('<!ENTITY', i)) i = readEntity(text, i + 8, entities);
    else if (
      text.startsWith('<!ELEMENT', i) ||
      text.startsWith('<!ATTLIST', i) ||
      text.startsWith('<!NOTATION', i)
    )
      i = pastDeclaration(text, i + 2);
    else if (text[i] === '%')
      throw new SvgRefused(
        'unsafe',
        'file is an SVG whose DOCTYPE uses parameter entities, which a logo may not',
      );
    else throw new SvgRefused('invalid', 'file is not a well-formed SVG (in its DOCTYPE)');
  }
}

function readEntity(text: string, i: number, entities: Map<string, string>): number {
  i = skipSpace(text, i);
  if (text[i] === '%')
    throw new SvgRefused(
      'unsafe',
      'file is an SVG whose DOCTYPE uses parameter entities, which a logo may not',
    );
  const [name, afterName] = readName(text, i);
  i = skipSpace(text, afterName);
  const quote = text[i];
  if (quote !== '"' && quote !== "'")
    throw new SvgRefused(
      'unsafe',
      `file is an SVG whose entity "${name}" refers to another file, which a logo may not`,
    );
  const end = past(text, i + 1, quote) - 1;
  // The first declaration of a name is the one that counts (XML 1.0 §4.2).
  if (!entities.has(name)) entities.set(name, text.slice(i + 1, end));
  i = skipSpace(text, end + 1);
  if (text[i] !== '>') throw new SvgRefused('invalid', 'file is not a well-formed SVG (in its DOCTYPE)');
  return i + 1;
}

const PREDEFINED = new Set(['lt', 'gt', 'amp', 'apos', 'quot']);

/**
 * The text with each reference to one of `entities` replaced by its value, itself expanded; the
 * predefined entities and character references stay for the XML parser. Refused past `maxChars`
 * (a few nested entities multiply: "billion laughs") or past 16 levels (a loop).
 */
export function expandEntities(text: string, entities: Map<string, string>, maxChars: number): string {
  if (entities.size === 0) return text;
  const done = new Map<string, string>();
  const tooBig = () =>
    new SvgRefused('too_complex', 'file is an SVG whose entities expand past what a logo may hold');
  const expand = (value: string, depth: number): string => {
    if (depth > 16) throw new SvgRefused('invalid', 'file is an SVG whose entities refer to themselves');
    let out = '';
    let i = 0;
    for (;;) {
      const amp = value.indexOf('&', i);
      if (amp < 0) break;
      const semi = value.indexOf(';', amp);
      const name = semi < 0 ? '' : value.slice(amp + 1, semi);
      out += value.slice(i, amp);
      if (name && !name.startsWith('#') && !PREDEFINED.has(name) && entities.has(name)) {
        let replacement = done.get(name);
        if (replacement === undefined) {
          replacement = expand(entities.get(name)!, depth + 1);
          done.set(name, replacement);
        }
        out += replacement;
        i = semi + 1;
      } else {
        out += '&';
        i = amp + 1;
      }
      if (out.length > maxChars) throw tooBig();
    }
    out += value.slice(i);
    if (out.length > maxChars) throw tooBig();
    return out;
  };
  return expand(text, 0);
}
