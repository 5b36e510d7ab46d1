import type { Clause } from './clauses';
import { phrases, setOf } from './cursor';
import type { Token } from './tokenizer';
import { AFTERTHOUGHTS, ORDINAL_WORDS, POLITE_OPENINGS, verbGroup } from './vocabulary';

/**
 * Where one command of a message ends and the next starts when the next leaves out its verb
 * ("make the second slide navy and the third white") or is a new sentence or "and <verb> …".
 */

const OPENINGS = phrases(POLITE_OPENINGS);
const SECOND_THOUGHTS = phrases(AFTERTHOUGHTS);

export const matchAt = (tokens: Token[], i: number, p: readonly string[]) =>
  p.every((w, k) => tokens[i + k]?.kind === 'word' && tokens[i + k]!.w === w);

/** Index past the polite words at i ("could you please", "then", "and"). */
export function skipPolite(tokens: Token[], i: number, end = tokens.length): number {
  for (let guard = 0; guard < 12 && i < end; guard++) {
    const p = OPENINGS.find((p) => matchAt(tokens, i, p)) ?? secondThoughtAt(tokens, i);
    if (!p) {
      if (tokens[i]?.kind === 'punct' && tokens[i]!.w === ',') {
        i++;
        continue;
      }
      break;
    }
    // "i need a slide": "need" is the verb, so "i" alone is skipped but not "i need".
    i += p.length;
  }
  return i;
}

/** A second thought at i ("actually no"), when a comma, a verb or more such words come after it. */
function secondThoughtAt(tokens: Token[], i: number) {
  const p = SECOND_THOUGHTS.find((p) => matchAt(tokens, i, p));
  const next = p && tokens[i + p.length];
  if (!p || !next) return undefined;
  if (next.kind === 'punct') return next.w === ',' ? p : undefined;
  const opens = (list: readonly (readonly string[])[]) => list.some((q) => matchAt(tokens, i + p.length, q));
  return next.kind === 'word' && (verbGroup(next.w) || opens(SECOND_THOUGHTS) || opens(OPENINGS))
    ? p
    : undefined;
}

export const EDIT_GROUPS = setOf('delete|move|rename|set|make|colour|duplicate|swap');

export const LENDING_GROUPS = new Set(['set', 'make', 'rename', 'move', 'colour', 'add']);
export const colonIn = (tokens: Token[], from: number, to: number) =>
  tokens.slice(from, to).some((t) => t.kind === 'punct' && t.w === ':');
const VALUE_WORDS = new Set(['to', 'as', 'into']);
// The deck's own fields too: "set the client to Contoso and the date to May 2027".
const FIELD_WORDS = setOf(
  'title|subtitle|text|background|notes|heading|headline|tagline|client|date|agency|logo',
);
const FIELD_TAILS = new Set(['name', 'color', 'url']);

/** "the subtitle to World": a field of a slide and where its new value starts. */
export function fieldAt(tokens: Token[], i: number): boolean {
  const k = tokens[i]?.w === 'the' ? i + 1 : i;
  if (!FIELD_WORDS.has(tokens[k]?.w ?? '')) return false;
  // "the client name to …", "the text colour to …".
  const value = FIELD_TAILS.has(tokens[k + 1]?.w ?? '') ? k + 2 : k + 1;
  return VALUE_WORDS.has(tokens[value]?.w ?? '');
}

const MOVE_PLACES = new Set(['after', 'before', 'to', 'up', 'down', 'start', 'end', 'first', 'last']);

/** "roadmap after results": after a move, a slide of up to three words and where it goes. */
export function moveAt(tokens: Token[], i: number, verb: number): boolean {
  if (verbGroup(tokens[verb]?.w ?? '') !== 'move') return false;
  // Only once the first move has its place: "move roadmap and pricing to the end" is one command.
  if (!tokens.slice(verb + 1, i).some((t) => MOVE_PLACES.has(t.w))) return false;
  return stopAfterLabel(tokens, i, ['after', 'before', 'to']) > i;
}

/** Where one of `stops` ends a label of up to three words from i; -1 when a verb or a non-word comes first. */
function stopAfterLabel(tokens: Token[], i: number, stops: string[]): number {
  for (let k = i; k < i + 4; k++) {
    const t = tokens[k];
    if (t?.kind !== 'word' || verbGroup(t.w)) return -1;
    if (stops.includes(t.w)) return k;
  }
  return -1;
}

/**
 * "rename results to Outcomes and belief to Our belief", "add Reduce churn to priorities and Lower
 * costs to roadmap": a few words, then "to" again, after a rename or an add that already had its
 * "to". Only without a slide being described ("add a slide called Sales and marketing to …").
 */
export function toAt(tokens: Token[], from: number, i: number, next: number, verb: number): boolean {
  const group = verbGroup(tokens[verb]?.w ?? '');
  if (group !== 'rename' && group !== 'add') return false;
  const own = tokens.slice(verb + 1, i);
  if (!own.some((t) => t.w === 'to') || own.some((t) => t.w === 'slide' || t.w === 'slides')) return false;
  if (from > verb) return false;
  for (let k = next; k < next + 5; k++) {
    const t = tokens[k];
    if (t?.kind !== 'word' && t?.kind !== 'number' && t?.kind !== 'quoted') return false;
    if (t.kind === 'word' && verbGroup(t.w)) return false;
    if (t.w === 'to' || t.w === 'as') return k > next && k + 1 < tokens.length;
  }
  return false;
}

/** "churn is 2%": a label of up to three words, "is", and a figure. */
export function factAt(tokens: Token[], i: number): boolean {
  const k = stopAfterLabel(tokens, i, ['is', 'are']);
  return k > i && tokens[k + 1]?.kind === 'number';
}

/** "churn to 2%": a label of up to three words, "to", and a figure. */
export function figureAt(tokens: Token[], i: number): boolean {
  if (placeAt(tokens, i)) return false;
  const k = stopAfterLabel(tokens, i, ['to']);
  return k > i && tokens[k + 1]?.kind === 'number';
}

/** "one after roadmap", "another one at the end": one more of the slide just described, placed. */
export function oneMoreAt(tokens: Token[], i: number): boolean {
  const k =
    tokens[i]?.w === 'another' && tokens[i + 1]?.w === 'one' ? i + 2 : tokens[i]?.w === 'one' ? i + 1 : -1;
  return k > 0 && ['after', 'before', 'at', 'between'].includes(tokens[k]?.w ?? '');
}

/** "add a metrics slide": an add verb up to its slide noun, as [verb, noun + 1). */
export function slideHead(tokens: Token[], from: number, to: number): [number, number] | undefined {
  const verb = skipPolite(tokens, from, to);
  if (verbGroup(tokens[verb]?.w ?? '') !== 'add') return undefined;
  for (let k = verb + 1; k < Math.min(to, verb + 6); k++) if (tokens[k]!.w === 'slide') return [verb, k + 1];
  return undefined;
}

/** A sentence that starts with a verb: "Delete the pricing slide. Move roadmap to the end." */
export function verbStartsAt(tokens: Token[], i: number): boolean {
  const k = skipPolite(tokens, i);
  return (
    tokens[k]?.kind === 'word' && EDIT_GROUPS.has(verbGroup(tokens[k]!.w) ?? '') && k + 1 < tokens.length
  );
}

/**
 * "delete the agenda and move thanks to the start": "and" then an editing verb and what it acts
 * on starts a command, unless the words before are a list or text after a colon.
 */
export function andVerbAt(tokens: Token[], from: number, i: number, next: number): boolean {
  if (tokens[i]!.w !== 'and' || !verbStartsAt(tokens, next)) return false;
  // After "add" or "write" the words are free text: "add a bullet: cut and move on".
  if (!EDIT_GROUPS.has(verbGroup(tokens[skipPolite(tokens, from, i)]?.w ?? '') ?? '')) return false;
  for (let k = from; k < i; k++) if (tokens[k]!.kind === 'punct' && tokens[k]!.w === ':') return false;
  return true;
}

const PLACE_WORDS = new Set(['last', 'final', 'penultimate', 'next', 'previous', ...ORDINAL_WORDS.keys()]);
const isPlace = (t: Token | undefined) =>
  (t?.kind === 'word' && PLACE_WORDS.has(t.w)) || (t?.kind === 'number' && t.ordinal === true);
/** Nouns a place may stand before: "the second slide", "the first metric". */
const PLACE_NOUNS = new Set(['slide', 'one', 'metric', 'figure', 'kpi', 'bullet', 'point', 'item', 'number']);

/** "the third (one)", "slide 4": a place that may stand for a whole command with its verb left out. */
export function placeAt(tokens: Token[], i: number): boolean {
  if (tokens[i]?.w === 'the') return isPlace(tokens[i + 1]);
  return tokens[i]?.w === 'slide' && tokens[i + 1]?.kind === 'number';
}

/**
 * The verb (and the noun after its place) that a command lends to a place after "and": only an
 * editing command without a colon, whose own object is a place ("make the second slide navy").
 */
export function lentBy(tokens: Token[], from: number, to: number): Clause['gap'] {
  const verb = skipPolite(tokens, from, to);
  // "swap slide 4 and slide 5" names both sides of one command.
  const group = verbGroup(tokens[verb]?.w ?? '') ?? '';
  if (!EDIT_GROUPS.has(group) || group === 'swap') return undefined;
  let noun: number | undefined;
  for (let k = verb + 1; k < to; k++) {
    const t = tokens[k]!;
    if (t.kind === 'punct' && t.w === ':') return undefined;
    if (noun === undefined && isPlace(t) && PLACE_NOUNS.has(tokens[k + 1]?.w ?? '')) noun = k + 1;
  }
  // "make it navy and the next one white": "it" and "this" are places too.
  const here = tokens[verb + 1]?.w === 'it' || tokens[verb + 1]?.w === 'this';
  if (!placeAt(tokens, verb + 1) && !here && noun === undefined) return undefined;
  return { verb, ...(noun !== undefined ? { noun } : {}) };
}

/**
 * A clause whose verb was left out, as the tokens it stands for: the verb lent to it, and the noun
 * after its place when it has none ("and the second to 2.5%" is "change the second metric to 2.5%").
 */
export function gapTokens(tokens: Token[], clause: Clause): Token[] {
  const { gap, from, to } = clause;
  if (!gap) return tokens.slice(from, to);
  if (gap.head) return [...tokens.slice(gap.head[0], gap.head[1]), ...tokens.slice(from, to)];
  const out = [tokens[gap.verb]!];
  const placeEnd = tokens[from]?.w === 'the' ? from + 2 : to;
  const noun = gap.noun === undefined ? undefined : tokens[gap.noun];
  for (let k = from; k < to; k++) {
    if (k === placeEnd && noun && !PLACE_NOUNS.has(tokens[k]!.w)) out.push(noun);
    out.push(tokens[k]!);
  }
  if (placeEnd === to && noun && tokens[from]?.w === 'the') out.push(noun);
  return out;
}
