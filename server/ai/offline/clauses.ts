import { phrases } from './cursor';
import type { Token } from './tokenizer';
import { OBJECT_STARTS, ORDINAL_WORDS, POLITE_CLOSINGS, POLITE_OPENINGS, verbGroup } from './vocabulary';

/** One command of a message: its tokens [from, to), and the verb it implies when it has none. */
export interface Clause {
  from: number;
  to: number;
  impliedVerb?: 'add';
  /**
   * "make the second slide navy and the third white": the command before lends its verb (the
   * token at `verb`) and, when this one names a place alone, its noun (the token at `noun`).
   */
  gap?: { verb: number; noun?: number; head?: [number, number] };
}

const OPENINGS = phrases(POLITE_OPENINGS);
const CLOSINGS = phrases(POLITE_CLOSINGS);
const JOINERS = new Set(['and', 'then', 'also', 'plus', 'next', 'afterwards', 'finally']);

const matchAt = (tokens: Token[], i: number, p: readonly string[]) =>
  p.every((w, k) => tokens[i + k]?.kind === 'word' && tokens[i + k]!.w === w);

/** Index past the polite words at i ("could you please", "then", "and"). */
export function skipPolite(tokens: Token[], i: number, end = tokens.length): number {
  for (let guard = 0; guard < 12 && i < end; guard++) {
    const p = OPENINGS.find((p) => matchAt(tokens, i, p));
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

/** Whether a new command starts at i: a verb (after polite words) followed by what it acts on. */
function commandStartsAt(tokens: Token[], i: number): boolean {
  const k = skipPolite(tokens, i);
  const verb = tokens[k];
  if (verb?.kind !== 'word' || !verbGroup(verb.w)) return false;
  const next = tokens[k + 1];
  if (!next) return false;
  if (next.kind === 'number' || next.kind === 'quoted') return true;
  return next.kind === 'word' && (OBJECT_STARTS.has(next.w) || ORDINAL_WORDS.has(next.w));
}

/** "and a thank you slide" after an add: another slide to add. */
function anotherSlideAt(tokens: Token[], i: number): boolean {
  const det = tokens[i];
  if (det?.kind !== 'word' || !['a', 'an', 'another'].includes(det.w)) return false;
  for (let k = 1; k <= 4; k++) {
    const t = tokens[i + k];
    if (t?.kind !== 'word') return false;
    if (t.w === 'slide') return true;
  }
  return false;
}

const SENTENCE_ENDS = new Set(['.', '!', '?']);
const EDIT_GROUPS = new Set<string>([
  'delete',
  'move',
  'rename',
  'set',
  'make',
  'colour',
  'duplicate',
  'swap',
]);

/**
 * Splits a message into commands: at sentence ends, and at "and", "then", commas, semicolons and
 * line breaks that are followed by a new command ("add X and move it to the start"). A list such
 * as "bullets: a, b and c" has no verb after its separators, so it stays whole.
 */
export function splitCommands(tokens: Token[]): Clause[] {
  const out: Clause[] = [];
  let from = 0;
  let implied: 'add' | undefined;
  let gap: Clause['gap'];
  const startsWithAdd = (at: number) => {
    const k = skipPolite(tokens, at);
    return implied === 'add' || verbGroup(tokens[k]?.w ?? '') === 'add';
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const separator =
      (t.kind === 'punct' && (t.w === ',' || t.w === ';' || SENTENCE_ENDS.has(t.w))) ||
      t.kind === 'newline' ||
      (t.kind === 'word' && JOINERS.has(t.w));
    if (!separator || i === from) continue;
    let next = i + 1;
    while (
      tokens[next] &&
      ((tokens[next]!.kind === 'word' && JOINERS.has(tokens[next]!.w)) || tokens[next]!.w === ',')
    )
      next++;
    const sentenceEnd =
      t.kind === 'punct' &&
      SENTENCE_ENDS.has(t.w) &&
      (next >= tokens.length || commandStartsAt(tokens, next));
    // "…, then move priorities to the end": after "then" an editing verb starts a command whatever
    // it names, unless the words are a list or text after a colon ("a bullet: plan, then build").
    const thenVerb =
      tokens.slice(i, next).some((t) => t.kind === 'word' && t.w === 'then') &&
      EDIT_GROUPS.has(verbGroup(tokens[skipPolite(tokens, next)]?.w ?? '') ?? '') &&
      skipPolite(tokens, next) + 1 < tokens.length &&
      !tokens.slice(from, i).some((t) => t.kind === 'punct' && t.w === ':');
    const verbEnd =
      sentenceEnd || (t.kind === 'punct' && SENTENCE_ENDS.has(t.w) && verbStartsAt(tokens, next));
    if (verbEnd || thenVerb || andVerbAt(tokens, from, i, next) || commandStartsAt(tokens, next)) {
      out.push({ from, to: i, ...(implied ? { impliedVerb: implied } : {}), ...(gap ? { gap } : {}) });
      from = next;
      implied = undefined;
      gap = undefined;
      i = next - 1;
    } else if ((t.w === 'and' || t.w === ',') && (fieldAt(tokens, next) || figureAt(tokens, next))) {
      // "… to Hello and the subtitle to World", "set NPS to 75 and churn to 2%": the verb is lent.
      const verb = gap?.verb ?? skipPolite(tokens, from, i);
      if (LENDING_GROUPS.has(verbGroup(tokens[verb]?.w ?? '') ?? '') && !colonIn(tokens, from, i)) {
        out.push({ from, to: i, ...(implied ? { impliedVerb: implied } : {}), ...(gap ? { gap } : {}) });
        from = next;
        implied = undefined;
        gap = { verb };
        i = next - 1;
      }
    } else if ((t.w === 'and' || t.w === ',') && oneMoreAt(tokens, next) && !gap) {
      // "add a metrics slide after pricing and one after roadmap": the same kind of slide again.
      const head = slideHead(tokens, from, i);
      if (head) {
        out.push({ from, to: i, ...(implied ? { impliedVerb: implied } : {}) });
        const one = tokens[next]!.w === 'another' ? next + 2 : next + 1;
        from = one;
        implied = undefined;
        gap = { verb: head[0], head };
        i = one - 1;
      }
    } else if ((t.w === 'and' || t.w === ',') && placeAt(tokens, next)) {
      const lent = gap ?? lentBy(tokens, from, i);
      if (lent) {
        out.push({ from, to: i, ...(implied ? { impliedVerb: implied } : {}), ...(gap ? { gap } : {}) });
        from = next;
        implied = undefined;
        gap = { verb: lent.verb, ...(lent.noun !== undefined ? { noun: lent.noun } : {}) };
        i = next - 1;
      }
    } else if ((t.w === 'and' || t.w === ',') && startsWithAdd(from) && anotherSlideAt(tokens, next)) {
      out.push({ from, to: i, ...(implied ? { impliedVerb: implied } : {}) });
      from = next;
      implied = 'add';
      i = next - 1;
    }
  }
  if (from < tokens.length)
    out.push({
      from,
      to: tokens.length,
      ...(implied ? { impliedVerb: implied } : {}),
      ...(gap ? { gap } : {}),
    });
  return out.filter((c) => c.to > c.from);
}

const LENDING_GROUPS = new Set(['set', 'make', 'rename']);
const colonIn = (tokens: Token[], from: number, to: number) =>
  tokens.slice(from, to).some((t) => t.kind === 'punct' && t.w === ':');
const VALUE_WORDS = new Set(['to', 'as', 'into']);
const FIELD_WORDS = new Set([
  'title',
  'subtitle',
  'text',
  'background',
  'notes',
  'heading',
  'headline',
  'tagline',
]);

/** "the subtitle to World": a field of a slide and where its new value starts. */
function fieldAt(tokens: Token[], i: number): boolean {
  const k = tokens[i]?.w === 'the' ? i + 1 : i;
  return FIELD_WORDS.has(tokens[k]?.w ?? '') && VALUE_WORDS.has(tokens[k + 1]?.w ?? '');
}

/** "churn to 2%": a label of up to three words, "to", and a figure. */
function figureAt(tokens: Token[], i: number): boolean {
  if (placeAt(tokens, i)) return false;
  for (let k = i; k < i + 4; k++) {
    const t = tokens[k];
    if (t?.kind !== 'word' || verbGroup(t.w)) return false;
    if (t.w === 'to') return k > i && tokens[k + 1]?.kind === 'number';
  }
  return false;
}

/** "one after roadmap", "another one at the end": one more of the slide just described, placed. */
function oneMoreAt(tokens: Token[], i: number): boolean {
  const k =
    tokens[i]?.w === 'another' && tokens[i + 1]?.w === 'one' ? i + 2 : tokens[i]?.w === 'one' ? i + 1 : -1;
  return k > 0 && ['after', 'before', 'at', 'between'].includes(tokens[k]?.w ?? '');
}

/** "add a metrics slide": an add verb up to its slide noun, as [verb, noun + 1). */
function slideHead(tokens: Token[], from: number, to: number): [number, number] | undefined {
  const verb = skipPolite(tokens, from, to);
  if (verbGroup(tokens[verb]?.w ?? '') !== 'add') return undefined;
  for (let k = verb + 1; k < Math.min(to, verb + 6); k++) if (tokens[k]!.w === 'slide') return [verb, k + 1];
  return undefined;
}

/** A sentence that starts with a verb: "Delete the pricing slide. Move roadmap to the end." */
function verbStartsAt(tokens: Token[], i: number): boolean {
  const k = skipPolite(tokens, i);
  return (
    tokens[k]?.kind === 'word' && EDIT_GROUPS.has(verbGroup(tokens[k]!.w) ?? '') && k + 1 < tokens.length
  );
}

/**
 * "delete the agenda and move thanks to the start": "and" then an editing verb and what it acts
 * on starts a command, unless the words before are a list or text after a colon.
 */
function andVerbAt(tokens: Token[], from: number, i: number, next: number): boolean {
  if (tokens[i]!.w !== 'and' || !verbStartsAt(tokens, next)) return false;
  // After "add" or "write" the words are free text: "add a bullet: cut and move on".
  if (!EDIT_GROUPS.has(verbGroup(tokens[skipPolite(tokens, from, i)]?.w ?? '') ?? '')) return false;
  for (let k = from; k < i; k++) if (tokens[k]!.kind === 'punct' && tokens[k]!.w === ':') return false;
  return true;
}

const PLACE_WORDS = new Set(['last', 'final', 'penultimate', ...ORDINAL_WORDS.keys()]);
const isPlace = (t: Token | undefined) =>
  (t?.kind === 'word' && PLACE_WORDS.has(t.w)) || (t?.kind === 'number' && t.ordinal === true);
/** Nouns a place may stand before: "the second slide", "the first metric". */
const PLACE_NOUNS = new Set(['slide', 'one', 'metric', 'figure', 'kpi', 'bullet', 'point', 'item', 'number']);

/** "the third (one)", "slide 4": a place that may stand for a whole command with its verb left out. */
function placeAt(tokens: Token[], i: number): boolean {
  if (tokens[i]?.w === 'the') return isPlace(tokens[i + 1]);
  return tokens[i]?.w === 'slide' && tokens[i + 1]?.kind === 'number';
}

/**
 * The verb (and the noun after its place) that a command lends to a place after "and": only an
 * editing command without a colon, whose own object is a place ("make the second slide navy").
 */
function lentBy(tokens: Token[], from: number, to: number): { verb: number; noun?: number } | undefined {
  const verb = skipPolite(tokens, from, to);
  if (!EDIT_GROUPS.has(verbGroup(tokens[verb]?.w ?? '') ?? '')) return undefined;
  let noun: number | undefined;
  for (let k = verb + 1; k < to; k++) {
    const t = tokens[k]!;
    if (t.kind === 'punct' && t.w === ':') return undefined;
    if (noun === undefined && isPlace(t) && PLACE_NOUNS.has(tokens[k + 1]?.w ?? '')) noun = k + 1;
  }
  if (!placeAt(tokens, verb + 1) && noun === undefined) return undefined;
  return { verb, ...(noun !== undefined ? { noun } : {}) };
}

/** A clause without its polite opening and closing words and its final punctuation. */
export function trimClause(tokens: Token[], clause: Clause): Clause {
  let from = skipPolite(tokens, clause.from, clause.to);
  let to = clause.to;
  for (let guard = 0; guard < 8 && to > from; guard++) {
    const last = tokens[to - 1]!;
    if (
      last.kind === 'newline' ||
      (last.kind === 'punct' && [',', '.', '!', '?', ';', ':'].includes(last.w))
    ) {
      to--;
      continue;
    }
    // "…, thanks" and "… please": a closing only after punctuation, or "please" anywhere at the end.
    const p = CLOSINGS.find((p) => to - p.length >= from && matchAt(tokens, to - p.length, p));
    if (
      p &&
      (p[0] === 'please' || tokens[to - p.length - 1]?.kind === 'punct' || p[0] === 'for' || p[0] === 'if')
    ) {
      to -= p.length;
      continue;
    }
    break;
  }
  if (tokens[from]?.kind === 'punct' && tokens[from]!.w === ',') from++;
  return { ...clause, from, to };
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
