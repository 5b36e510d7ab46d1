import { phrases } from './cursor';
import {
  andVerbAt,
  colonIn,
  EDIT_GROUPS,
  factAt,
  fieldAt,
  figureAt,
  LENDING_GROUPS,
  lentBy,
  matchAt,
  moveAt,
  oneMoreAt,
  placeAt,
  skipPolite,
  slideHead,
  toAt,
  verbStartsAt,
} from './gaps';
import type { Token } from './tokenizer';
import {
  ACKNOWLEDGEMENTS,
  OBJECT_STARTS,
  ORDINAL_WORDS,
  POLITE_CLOSINGS,
  verbGroup,
  WITHDRAWING_WORDS,
} from './vocabulary';

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

const CLOSINGS = phrases(POLITE_CLOSINGS);
/** Closings said without a comma before them; the others need one ("…, thanks"). */
const ANYWHERE_CLOSINGS = new Set(['please', 'pls', 'sorry', 'for', 'if']);
const JOINERS = new Set(['and', 'then', 'also', 'plus', 'next', 'afterwards', 'finally']);

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

/**
 * Whether the words from `from` to `to` only agree or ask for no change ("ok fine", "dont change
 * anything"): nothing to do beside a command or a question.
 */
export const onlyAgrees = (tokens: Token[], from: number, to = tokens.length) =>
  ACKNOWLEDGEMENTS.has(
    tokens
      .slice(from, to)
      .filter((t) => t.kind === 'word')
      .map((t) => t.w)
      .join(' '),
  );

/**
 * Whether a whole message only withdraws or agrees ("nah leave it, my bad", "never mind"): its
 * words are all the table's, and it says "leave", "never mind", "forget" or "my bad" (a bare "no"
 * or "ok" is answered as ever).
 */
export function onlyWithdraws(tokens: Token[]): boolean {
  const words = tokens.filter((t) => t.kind === 'word').map((t) => t.w);
  const said = ` ${words.join(' ')} `;
  return (
    words.length > 0 &&
    words.every((w) => WITHDRAWING_WORDS.has(w)) &&
    [' leave it ', ' never mind ', ' nevermind ', ' forget it ', ' my bad ', ' my mistake '].some((p) =>
      said.includes(p),
    )
  );
}
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
  /** Ends the clause at `to`; the next starts at `at` with what it is lent. The index to go on from. */
  const cut = (to: number, at: number, lent: Clause['gap'], ownGap = true, next?: 'add') => {
    out.push({ from, to, ...(implied ? { impliedVerb: implied } : {}), ...(ownGap && gap ? { gap } : {}) });
    from = at;
    implied = next;
    gap = lent;
    return at - 1;
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
      (next >= tokens.length || commandStartsAt(tokens, next) || onlyAgrees(tokens, next));
    // "…, then move priorities to the end": after "then" an editing verb starts a command whatever
    // it names, unless the words are a list or text after a colon ("a bullet: plan, then build").
    const thenVerb =
      tokens.slice(i, next).some((t) => t.kind === 'word' && t.w === 'then') &&
      EDIT_GROUPS.has(verbGroup(tokens[skipPolite(tokens, next)]?.w ?? '') ?? '') &&
      skipPolite(tokens, next) + 1 < tokens.length &&
      !tokens.slice(from, i).some((t) => t.kind === 'punct' && t.w === ':');
    const verbEnd =
      sentenceEnd || (t.kind === 'punct' && SENTENCE_ENDS.has(t.w) && verbStartsAt(tokens, next));
    const and = t.w === 'and' || t.w === ',';
    // The verb a command without its own would borrow: the gap's, else this command's.
    const verb = gap?.verb ?? skipPolite(tokens, from, i);
    if (verbEnd || thenVerb || andVerbAt(tokens, from, i, next) || commandStartsAt(tokens, next)) {
      i = cut(i, next, undefined);
    } else if (
      and &&
      (fieldAt(tokens, next) ||
        figureAt(tokens, next) ||
        moveAt(tokens, next, verb) ||
        toAt(tokens, from, i, next, verb))
    ) {
      // "… to Hello and the subtitle to World", "set NPS to 75 and churn to 2%", "move pricing after
      // roadmap and roadmap after results": the verb is lent.
      if (LENDING_GROUPS.has(verbGroup(tokens[verb]?.w ?? '') ?? '') && !colonIn(tokens, from, i))
        i = cut(i, next, { verb });
    } else if (and && factAt(tokens, next) && !gap && !colonIn(tokens, from, i)) {
      // "the revenue is $5M and churn is 2%": a second fact, a command of its own.
      i = cut(i, next, undefined);
    } else if (and && oneMoreAt(tokens, next) && !gap) {
      // "add a metrics slide after pricing and one after roadmap": the same kind of slide again.
      const head = slideHead(tokens, from, i);
      if (head) i = cut(i, tokens[next]!.w === 'another' ? next + 2 : next + 1, { verb: head[0], head });
    } else if (and && placeAt(tokens, next)) {
      const lent = gap ?? lentBy(tokens, from, i);
      if (lent)
        i = cut(i, next, { verb: lent.verb, ...(lent.noun !== undefined ? { noun: lent.noun } : {}) });
    } else if (and && startsWithAdd(from) && anotherSlideAt(tokens, next)) {
      // The gap, if any, goes on to the next clause and is not this one's.
      i = cut(i, next, gap, false, 'add');
    }
  }
  if (from < tokens.length) cut(tokens.length, tokens.length, undefined);
  return out.filter((c) => c.to > c.from);
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
    // "…, thanks" and "… please": a closing only after punctuation, or "please" and "sorry"
    // anywhere at the end ("Q3 should be 7,450 sorry").
    const p = CLOSINGS.find((p) => to - p.length >= from && matchAt(tokens, to - p.length, p));
    if (p && (ANYWHERE_CLOSINGS.has(p[0]!) || tokens[to - p.length - 1]?.kind === 'punct')) {
      to -= p.length;
      continue;
    }
    break;
  }
  if (tokens[from]?.kind === 'punct' && tokens[from]!.w === ',') from++;
  return { ...clause, from, to };
}
