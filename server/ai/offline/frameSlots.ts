import type { Command } from '../../../common/ai/commands';
import { BUILT_IN_THEMES } from '../../../common/themes/builtIn';
import { COLOR_NAMES, hexColor } from './colors';
import { Cursor } from './cursor';
import type { BulletRef, Target } from './intents';
import { field, ofTarget } from './phrases';
import { withoutLastWord } from './slots';
import { normalise } from './spelling';
import { parseTarget } from './targets';
import { tokenize } from './tokenizer';
import { ORDINAL_WORDS } from './vocabulary';

/** How a frame's slots are read: the words a person put in each, turned into a command's parts. */

export type Slots = Record<string, string>;

export const unquote = (t: string) =>
  t
    .trim()
    .replace(/^["“'‘](.*)["”'’]$/, '$1')
    .trim();
export const listOf = (t: string) =>
  t
    .replace(/\s+/g, ' ')
    .split(/[,;]| and /)
    .map(unquote)
    .filter(Boolean);

export function bulletOf(text: string): BulletRef {
  const m = /^(?:the\s+)?(?:bullet|point|item|metric|figure)\s+(\d+)$/i.exec(text.trim());
  if (m) return { index: Number(m[1]) };
  // "the second item", "the last point": a place said as an ordinal word.
  const nth = /^(?:the\s+)?(\S+)\s+(?:bullet|point|item|metric|figure)s?$/i
    .exec(text.trim())?.[1]
    ?.toLowerCase();
  if (nth === 'last') return { fromEnd: true };
  const n = nth === undefined ? undefined : ORDINAL_WORDS.get(nth);
  if (n) return { index: n };
  return { text: unquote(text.replace(/^(?:the\s+)?(?:bullet|point|item)\s+/i, '')) };
}

/** Words that name the deck or a list, not a slide: "move Pricing to the top of the deck". */
const NOT_SLIDES = new Set(['deck', 'presentation', 'list', 'slides', 'page']);

/** Words read by the target grammar, when it takes all of them ("slide 3", "it", "the Plan slide"). */
export function parsedTarget(text: string): Target | undefined {
  const tokens = normalise(tokenize(text));
  const c = new Cursor(text, tokens, 0, tokens.length);
  const target = parseTarget(c);
  return target && c.done() ? target : undefined;
}

/** A slot's words as a slide: "slide 3", "the comparison", "Agenda". */
export function targetOf(words: string): Target | undefined {
  // "the plan": the article is not of the title, so a bare noun phrase names the slide it equals.
  const name = unquote(withoutLastWord(words, 'slide')).replace(/^the\s+/i, '');
  if (!name || NOT_SLIDES.has(name.toLowerCase())) return undefined;
  // As written ("slide 3", "this slide"), else as a name ("the comparison slide").
  for (const text of [words, `the ${name} slide`]) {
    const target = parsedTarget(text);
    if (target) return target;
  }
  return { kind: 'named', name };
}

type ThemeName = Extract<Command, { kind: 'theme' }>['theme'];

/** Words for a theme that are not its name: a look asked for, or the client's own colours. */
const THEME_WORDS: Record<string, ThemeName> = {
  dark: 'midnight',
  darker: 'midnight',
  night: 'midnight',
  default: 'classic',
  standard: 'classic',
  'black and white': 'mono',
  minimal: 'mono',
  warm: 'sunrise',
  brand: 'brand',
  'brand kit': 'brand',
  'our brand': 'brand',
  "client's": 'brand',
  'client’s': 'brand',
  "client's brand": 'brand',
  'client’s brand': 'brand',
};

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const distance = (a: string, b: string) => {
  const [x, y] = [rgb(a), rgb(b)];
  return x.reduce((sum, v, i) => sum + (v - y[i]!) ** 2, 0);
};

/**
 * A slot's words as a theme: its name ("midnight"), a word for one ("dark", "our brand"), or a
 * colour, read as the built-in theme whose main colour is nearest ("dark blue" is Classic's navy).
 */
export function themeOf(words: string): ThemeName | undefined {
  const w = unquote(words).toLowerCase().replace(/\s+/g, ' ');
  const named = BUILT_IN_THEMES.find((t) => t.id === w || t.name.toLowerCase() === w);
  if (named) return named.id;
  if (THEME_WORDS[w]) return THEME_WORDS[w];
  // "dark navy with orange accents": the theme nearest in both its main and its accent colour.
  const [main, accent] = withAccent(w);
  const hex = colourOf(main);
  if (!hex) return undefined;
  const second = accent === undefined ? undefined : colourOf(accent);
  if (accent !== undefined && !second) return undefined;
  // The main colour weighs most: it fills the covers, the accent only marks.
  const far = (t: (typeof BUILT_IN_THEMES)[number]) =>
    4 * distance(t.colors.primary, hex) + (second ? distance(t.colors.accent, second) : 0);
  return [...BUILT_IN_THEMES].sort((a, b) => far(a) - far(b))[0]!.id;
}

const ACCENT_NOUNS = new Set(['accent', 'accents', 'highlight', 'highlights', 'details']);

/** "navy with orange accents" as ["navy", "orange"]; words with no accent said as [words]. */
function withAccent(w: string): [string, string?] {
  const at = w.lastIndexOf(' with ');
  const last = w.slice(w.lastIndexOf(' ') + 1);
  if (at < 0 || !ACCENT_NOUNS.has(last)) return [w];
  return [
    w.slice(0, at),
    w
      .slice(at + 6, w.length - last.length)
      .replace(/^(an?|some) /, '')
      .trim(),
  ];
}

/** A colour's words as hex: a name, a hex code, or a name after "dark", "deep" or "light". */
function colourOf(words: string): string | undefined {
  const hex = COLOR_NAMES[words] ?? hexColor(words);
  if (hex?.length === 7) return hex;
  const plain = /^(?:dark|deep|light|bright|pale) (.{1,40})$/.exec(words)?.[1];
  const base = plain === undefined ? undefined : (COLOR_NAMES[plain] ?? hexColor(plain));
  return base?.length === 7 ? base : undefined;
}

/** The slide fields whose words a correction ("Q3 not Q2") may be said of. */
type TextField = 'title' | 'subtitle' | 'text';
const TEXT_FIELD = (f: string | undefined): f is TextField =>
  f === 'title' || f === 'subtitle' || f === 'text';

/**
 * "the cover subtitle", "the title of slide 3", "the subtitle": a field of a slide's words, with
 * the slide when named (else the one meant by "it").
 */
export function fieldOf(words: string): { field: TextField; target: Target } | undefined {
  const tokens = normalise(tokenize(words));
  const c = new Cursor(words, tokens, 0, tokens.length);
  // The field last, the slide before it: "the cover subtitle", "slide 3's title".
  for (let k = 0; k < tokens.length; k++) {
    const f = c.from(k);
    const at = field(f);
    if (!TEXT_FIELD(at) || !f.done()) continue;
    const before = k ? words.slice(0, tokens[k]!.start).replace(/^the /i, '').replace(/'s$/, '').trim() : '';
    const target = before ? targetOf(before) : { kind: 'it' as const };
    return target ? { field: at, target } : undefined;
  }
  // The field first: "the title of slide 3".
  const at = field(c);
  const target = TEXT_FIELD(at) ? ofTarget(c, false) : undefined;
  return TEXT_FIELD(at) && target && c.done() ? { field: at, target } : undefined;
}
