import { tokenTypes as T, tokenize } from 'css-tree/tokenizer';
import { string as cssString, url as cssUrl, ident } from 'css-tree/utils';

/**
 * CSS that may not load anything, decided on the tokens a browser reads (CSS Syntax Level 3, by
 * css-tree's tokenizer), not on patterns over the text: every step is one linear pass, so no
 * input (say `url(` and 20,000 spaces) can make it slow. Names are judged by their decoded
 * value, so `\75 rl(` and `@\69mport` are caught as `url(` and `@import`.
 *
 * Dropped: `@import`; `url()` of anything but a `data:image/`; any function whose name holds
 * url, src, image or expression (image-set(), -webkit-image-set(), image(), src()); any function or
 * at-rule whose decoded name is not a plain name. A `<` that could start a tag (`</style`, `<img`)
 * goes too, so the text can neither close its `<style>` element nor look like markup.
 */
export function sanitizeCss(css: string): string {
  const out = settle(css);
  if (out === undefined) return '';
  // Escapes the browser decodes could still spell something the pass removes (an escaped `<`
  // starting a tag, a fetch split by an escaped backslash). Only then the lossy path below.
  if (!out.includes('\\')) return out;
  const decoded = decodeEscapes(out);
  if (tokenPass(decoded) === decoded) return noTagStarts(out);
  return noTagStarts(lossy(out));
}

/**
 * The text an HTML parser reads inside `<style>` without a `<` that starts a tag. The token pass
 * drops such a `<`, but one escaped by a backslash (`\\\</style>`: an escaped backslash, then an
 * escaped `<`) is part of a name to CSS and still `</style` to HTML. It is spelled `\3c `.
 */
const noTagStarts = (css: string) => (css.includes('<') ? defuseTags(css, '\\3c ') : css);

/** A data: image is the only thing CSS may load: it is in the text already. */
export function isInlineImage(value: string): boolean {
  return value.trim().toLowerCase().startsWith('data:image/');
}

const MAX_ROUNDS = 6;

/** Passes until nothing changes: a removal could join what is left into a new fetch. */
function settle(css: string): string | undefined {
  let out = css;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = tokenPass(out);
    if (next === out) return out;
    out = next;
  }
  return undefined;
}

/**
 * For CSS whose escapes hide markup or a fetch: decode them, drop every backslash and tag, and
 * sanitise again, until nothing changes. Lossy, and only for such input: plain CSS, escapes and
 * all, stays as written.
 */
function lossy(css: string): string {
  let out = css;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = settle(stripTags(decodeEscapes(out).split('\\').join('')));
    if (next === undefined) return '';
    if (next === out) return out;
    out = next;
  }
  return '';
}

interface Tokens {
  count: number;
  types: Int32Array;
  /** Where each token starts; the next one's start is its end (tokens cover the text). */
  starts: Int32Array;
  /** For a function or `(`: the index just past its `)` (or the end). */
  closes: Int32Array;
}

/** The tokens of `css`, with each `(`'s closing `)` found in the same pass. */
function tokensOf(css: string): Tokens {
  const size = css.length + 1;
  const tokens: Tokens = {
    count: 0,
    types: new Int32Array(size),
    starts: new Int32Array(size),
    closes: new Int32Array(size),
  };
  const open: number[] = [];
  tokenize(css, (type, start) => {
    const index = tokens.count++;
    tokens.types[index] = type;
    tokens.starts[index] = start;
    if (type === T.Function || type === T.LeftParenthesis) open.push(index);
    else if (type === T.RightParenthesis && open.length) tokens.closes[open.pop()!] = index + 1;
  });
  for (const index of open) tokens.closes[index] = tokens.count;
  tokens.starts[tokens.count] = css.length;
  return tokens;
}

const BANNED_IN_FUNCTION_NAMES = ['url', 'src', 'image', 'expression'];

/** A name as the browser reads it: escapes decoded, lower case. */
const nameOf = (raw: string) => (raw.includes('\\') ? ident.decode(raw) : raw).toLowerCase();

/** Letters, digits, `-`, `_` and anything past ASCII: what a CSS name is made of. */
function isPlainName(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const plain =
      (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x5f || c >= 0x80;
    if (!plain) return false;
  }
  return name.length > 0;
}

function bannedFunction(name: string): boolean {
  return !isPlainName(name) || BANNED_IN_FUNCTION_NAMES.some((word) => name.includes(word));
}

function bannedAtRule(name: string): boolean {
  return !isPlainName(name) || name.includes('import');
}

/**
 * The index just past an at-rule started at `at`: its `;`, the end of its `{}` block, or (left
 * open) the `}` of the block around it, which is kept.
 */
function atRuleEnd({ types, count }: Tokens, at: number): number {
  let depth = 0;
  for (let i = at + 1; i < count; i++) {
    const type = types[i];
    if (type === T.LeftCurlyBracket) depth++;
    else if (type === T.RightCurlyBracket) {
      if (depth === 0) return i;
      if (--depth === 0) return i + 1;
    } else if (type === T.Semicolon && depth === 0) return i + 1;
  }
  return count;
}

/** `url("…")` with nothing but one string inside: that string, decoded; else undefined. */
function quotedUrl(css: string, tokens: Tokens, open: number, close: number): string | undefined {
  if (tokens.types[close - 1] !== T.RightParenthesis) return undefined;
  let found: number | undefined;
  for (let i = open + 1; i < close - 1; i++) {
    if (tokens.types[i] === T.WhiteSpace) continue;
    if (found !== undefined || tokens.types[i] !== T.String) return undefined;
    found = i;
  }
  return found === undefined
    ? undefined
    : cssString.decode(css.slice(tokens.starts[found], tokens.starts[found + 1]));
}

/** Whether a `<` at `at` could start a tag or an end tag to an HTML parser. */
function startsTag(text: string, at: number): boolean {
  const c = text.charCodeAt(at + 1);
  return c === 0x2f || c === 0x21 || c === 0x3f || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

/** Text of a string or comment with each tag-starting `<` replaced. */
function defuseTags(text: string, replacement: string): string {
  if (!text.includes('<')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    out += text[i] === '<' && startsTag(text, i) ? replacement : text[i];
  }
  return out;
}

/**
 * One pass over the tokens. Text that stays is copied a run at a time; `replace` cuts a token
 * range out and puts something in its place.
 */
function tokenPass(css: string): string {
  const tokens = tokensOf(css);
  const { types, starts, closes, count } = tokens;
  const parts: string[] = [];
  let copied = 0;
  const replace = (from: number, to: number, text: string) => {
    parts.push(css.slice(copied, starts[from]), text);
    copied = starts[to]!;
  };
  let i = 0;
  while (i < count) {
    const type = types[i]!;
    if (type === T.Function) {
      const close = closes[i]!;
      const name = nameOf(css.slice(starts[i], starts[i + 1]! - 1));
      const quoted = name === 'url' ? quotedUrl(css, tokens, i, close) : undefined;
      if (quoted !== undefined && isInlineImage(quoted)) {
        // Kept, but a data: URL may hold markup too: `<` becomes %3C, the same to a URL.
        const range = css.slice(starts[i], starts[close]);
        const defused = defuseTags(range, '%3C');
        if (defused !== range) replace(i, close, defused);
        i = close;
      } else if (bannedFunction(name)) {
        replace(i, close, ' none ');
        i = close;
      } else i++;
      continue;
    }
    if (type === T.AtKeyword && bannedAtRule(nameOf(css.slice(starts[i]! + 1, starts[i + 1])))) {
      const end = atRuleEnd(tokens, i);
      replace(i, end, ' ');
      i = end;
      continue;
    }
    if (type === T.Url) {
      const raw = css.slice(starts[i], starts[i + 1]);
      if (!isInlineImage(cssUrl.decode(raw))) replace(i, i + 1, ' none ');
      else if (defuseTags(raw, '%3C') !== raw) replace(i, i + 1, defuseTags(raw, '%3C'));
    } else if (type === T.BadUrl) replace(i, i + 1, ' none ');
    else if (type === T.Delim) {
      if (css.charCodeAt(starts[i]!) === 0x3c && startsTag(css, starts[i]!)) replace(i, i + 1, '');
    } else if (type === T.CDO || type === T.CDC) replace(i, i + 1, ' ');
    else if (type === T.String || type === T.BadString || type === T.Comment) {
      const raw = css.slice(starts[i], starts[i + 1]);
      const defused = defuseTags(raw, type === T.Comment ? '' : '\\3c ');
      if (defused !== raw) replace(i, i + 1, defused);
    }
    i++;
  }
  if (copied === 0) return css;
  parts.push(css.slice(copied));
  return parts.join('');
}

/** Every CSS escape decoded (what the browser reads), in one pass. */
function decodeEscapes(css: string): string {
  return css.includes('\\') ? ident.decode(css) : css;
}

/** Whole `<…>` spans removed, in one pass (a `<` with no `>` after it stays). */
function stripTags(text: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const open = text.indexOf('<', i);
    const close = open < 0 ? -1 : text.indexOf('>', open);
    if (close < 0) return out + text.slice(i);
    out += text.slice(i, open);
    i = close + 1;
  }
}
