/**
 * How deep, and how large, a piece of HTML will be once parsed, estimated in one linear pass over
 * its tags, before any parser builds it. Parsers spend time in proportion to depth for every tag
 * (scope checks, ancestor checks), so 10,000 nested <div>s cost seconds and then overflow the
 * stack of a recursive serializer; this pass refuses such input before it reaches one.
 *
 * The estimate follows the HTML tree builder where it matters for depth: void elements, raw text
 * (<style>, <script>, ...), elements an opening tag closes (<p>, <li>, <td>, <a>, ...), end tags
 * that cannot reach past a boundary, foreign content (<svg>, <math>) and formatting elements a
 * parser re-opens after a block closed them. Where unsure it counts deeper, never shallower.
 */
export interface HtmlShape {
  tooDeep: boolean;
  tooMany: boolean;
}

const set = (words: string) => new Set(words.split(' '));

const VOID = set(
  'area base basefont bgsound br col embed frame hr image img input keygen link meta param source track wbr',
);
const RAW_TEXT = set('script style textarea title xmp iframe noembed noframes noscript');
const FORMATTING = set('a b big code em font i nobr s small strike strong tt u');
/** Elements past which an end tag or an implied close does not reach (the parser's scopes). */
const BOUNDARY = set(
  'html table td th caption marquee object applet template svg math foreignobject desc mi mo mn ms mtext annotation-xml',
);
/** The parser's "special" elements: an end tag for an ordinary element stops at them. */
const SPECIAL = set(
  'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp',
);
/** Start tags that close an open <p> and do not re-open formatting elements. */
const BLOCK = set(
  'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr listing main menu nav ol p pre search section summary table ul xmp',
);
/** Tags that leave <svg>/<math> content for HTML. */
const BREAKOUT = set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var',
);
/** Inside these, <svg>/<math> content holds HTML again. */
const INTEGRATION = set('foreignobject desc title mi mo mn ms mtext annotation-xml');
/** Where the parser's scopes end for formatting elements (markers) and table parts. */
const MARKERS = set('html td th caption marquee object applet template');
const TABLE = set('html table template');
/**
 * Each opening tag closes the nearest open element of the first set, unless it meets one of the
 * second set first.
 */
const CLOSES: Record<string, [Set<string>, Set<string>]> = {
  li: [set('li'), new Set([...BOUNDARY, 'ul', 'ol'])],
  dd: [set('dd dt'), new Set([...BOUNDARY, 'dl'])],
  dt: [set('dd dt'), new Set([...BOUNDARY, 'dl'])],
  a: [set('a'), MARKERS],
  nobr: [set('nobr'), MARKERS],
  button: [set('button'), BOUNDARY],
  tr: [set('tr'), TABLE],
  td: [set('td th'), new Set([...TABLE, 'tr'])],
  th: [set('td th'), new Set([...TABLE, 'tr'])],
  tbody: [set('tbody thead tfoot'), TABLE],
  thead: [set('tbody thead tfoot'), TABLE],
  tfoot: [set('tbody thead tfoot'), TABLE],
};
/** These close only an open one of the first set that is the current element. */
const CLOSES_CURRENT: Record<string, Set<string>> = {
  option: set('option'),
  optgroup: set('option optgroup'),
};
const HEADINGS = set('h1 h2 h3 h4 h5 h6');
/** How far down the stack one tag looks: bounds the work per tag (the estimate only errs deeper). */
const REACH = 64;

interface Open {
  name: string;
  foreign: boolean;
}

export function measureHtml(html: string, maxDepth: number, maxElements: number): HtmlShape {
  const stack: Open[] = [];
  /** Formatting elements closed by something else: a parser opens them again at the next text. */
  let reopen: Open[] = [];
  let elements = 0;
  const lower = html.toLowerCase();

  const result = (): HtmlShape | undefined => {
    if (stack.length + reopen.length > maxDepth) return { tooDeep: true, tooMany: false };
    if (elements > maxElements) return { tooDeep: false, tooMany: true };
    return undefined;
  };
  const push = (name: string, foreign: boolean) => {
    stack.push({ name, foreign });
    elements++;
  };
  /** Pops down to and including index `at`; formatting elements above it will be re-opened. */
  const popTo = (at: number) => {
    for (let k = stack.length - 1; k > at; k--) {
      const open = stack[k]!;
      if (!open.foreign && FORMATTING.has(open.name)) reopen.push(open);
    }
    stack.length = at;
  };
  /** The nearest open element named in `names`, looking past nothing that stops the parser. */
  const find = (names: Set<string>, stops: Set<string>): number => {
    for (let k = stack.length - 1; k >= 0 && k >= stack.length - REACH; k--) {
      const open = stack[k]!;
      if (names.has(open.name)) return k;
      if (stops.has(open.name)) return -1;
    }
    return -1;
  };
  const reconstruct = () => {
    if (!reopen.length) return;
    for (const open of reopen) push(open.name, false);
    reopen = [];
  };
  const inForeign = () => {
    const top = stack[stack.length - 1];
    return Boolean(top?.foreign && !INTEGRATION.has(top.name));
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (hasText(html, i, lt < 0 ? html.length : lt)) reconstruct();
    if (lt < 0) break;
    const next = lower.charCodeAt(lt + 1);
    if (lower.startsWith('<!--', lt)) {
      const end = lower.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (next === 0x21 || next === 0x3f) {
      const end = lower.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const closing = next === 0x2f;
    const nameStart = closing ? lt + 2 : lt + 1;
    if (!isLetter(lower.charCodeAt(nameStart))) {
      i = lt + 1;
      continue;
    }
    let nameEnd = nameStart;
    while (nameEnd < lower.length && !isTagNameEnd(lower.charCodeAt(nameEnd))) nameEnd++;
    const name = lower.slice(nameStart, nameEnd);
    const tagEnd = endOfTag(lower, nameEnd);
    const selfClosing = tagEnd > 1 && lower.charCodeAt(tagEnd - 2) === 0x2f;
    i = tagEnd;

    if (closing) {
      const stops = SPECIAL.has(name) || HEADINGS.has(name) ? BOUNDARY : SPECIAL;
      const at = find(set1(name), inForeign() ? BOUNDARY : stops);
      if (at >= 0) popTo(at);
      else {
        const lost = reopen.findLastIndex((open) => open.name === name);
        if (lost >= 0) reopen.splice(lost, 1);
      }
      continue;
    }

    if (inForeign()) {
      if (BREAKOUT.has(name)) {
        while (inForeign()) stack.pop();
      } else {
        if (!selfClosing) push(name, true);
        const over = result();
        if (over) return over;
        continue;
      }
    }
    if (name === 'svg' || name === 'math') {
      reconstruct();
      if (!selfClosing) push(name, true);
    } else {
      if (BLOCK.has(name)) {
        const p = find(set1('p'), BOUNDARY);
        if (p >= 0) popTo(p);
        if (HEADINGS.has(name) && HEADINGS.has(stack[stack.length - 1]?.name ?? '')) stack.pop();
      } else {
        const closes = CLOSES[name];
        if (closes) {
          const [targets, stops] = closes;
          const at = find(targets, stops);
          if (at >= 0) popTo(at);
          if (FORMATTING.has(name)) reopen = reopen.filter((open) => open.name !== name);
        }
        const current = CLOSES_CURRENT[name];
        while (current?.has(stack[stack.length - 1]?.name ?? '')) stack.pop();
        reconstruct();
      }
      if (!VOID.has(name)) push(name, false);
    }
    const over = result();
    if (over) return over;
    if (name === 'plaintext') break;
    if (RAW_TEXT.has(name) && !stack[stack.length - 1]?.foreign) {
      // Raw text runs to its own end tag; what looks like tags inside it is text.
      const end = lower.indexOf(`</${name}`, i);
      i = end < 0 ? html.length : end;
    }
  }
  return result() ?? { tooDeep: false, tooMany: false };
}

const singles = new Map<string, Set<string>>();
function set1(name: string): Set<string> {
  let s = singles.get(name);
  if (!s) {
    s = new Set([name]);
    if (singles.size < 256) singles.set(name, s);
  }
  return s;
}

const isLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
const isTagNameEnd = (c: number) =>
  c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x2f || c === 0x3e;

/** Index just past the `>` that ends a tag whose name ends at `from`; quoted values may hold `>`. */
function endOfTag(text: string, from: number): number {
  let quote = 0;
  for (let k = from; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) {
      // A quote opens a value only after `=` (and spaces); elsewhere it is part of a name.
      let back = k - 1;
      while (back > from && isSpace(text.charCodeAt(back))) back--;
      if (text.charCodeAt(back) === 0x3d) quote = c;
    } else if (c === 0x3e) return k + 1;
  }
  return text.length;
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;

function hasText(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!isSpace(text.charCodeAt(k))) return true;
  return false;
}
