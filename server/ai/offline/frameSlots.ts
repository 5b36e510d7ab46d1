import { Cursor } from './cursor';
import type { BulletRef, Target } from './intents';
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
  const m = /^(?:the\s+)?(?:bullet|point|item)\s+(\d+)$/i.exec(text.trim());
  if (m) return { index: Number(m[1]) };
  // "the second item", "the last point": a place said as an ordinal word.
  const nth = /^(?:the\s+)?(\S+)\s+(?:bullet|point|item)$/i.exec(text.trim())?.[1]?.toLowerCase();
  if (nth === 'last') return { fromEnd: true };
  const n = nth === undefined ? undefined : ORDINAL_WORDS.get(nth);
  if (n) return { index: n };
  return { text: unquote(text.replace(/^(?:the\s+)?(?:bullet|point|item)\s+/i, '')) };
}

/** "the comparison slide" → "the comparison": a scan from the end, not an end-anchored regex. */
function withoutTrailingSlide(words: string): string {
  const t = words.trimEnd();
  if (t.length < 6 || t.slice(-5).toLowerCase() !== 'slide' || !/\s/.test(t[t.length - 6]!)) return words;
  return t.slice(0, -5).trimEnd();
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
  const name = unquote(withoutTrailingSlide(words));
  if (!name || NOT_SLIDES.has(name.toLowerCase())) return undefined;
  // As written ("slide 3", "this slide"), else as a name ("the comparison slide").
  for (const text of [words, `the ${name} slide`]) {
    const target = parsedTarget(text);
    if (target) return target;
  }
  return { kind: 'named', name };
}
