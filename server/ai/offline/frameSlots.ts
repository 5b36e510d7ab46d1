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
  const hex = COLOR_NAMES[w] ?? hexColor(w);
  if (hex?.length !== 7) return undefined;
  const nearest = [...BUILT_IN_THEMES].sort(
    (a, b) => distance(a.colors.primary, hex) - distance(b.colors.primary, hex),
  );
  return nearest[0]!.id;
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
