import { setOf } from './cursor';
import type { Token } from './tokenizer';
import { NUMBER_WORDS, ORDINAL_WORDS, SHORTHANDS, SPELLINGS, VERB_FORMS, VOCABULARY } from './vocabulary';

/**
 * Optimal string alignment distance (edits, with a swap of two neighbours counting as one), stopped
 * early once it exceeds `max`: typo correction compares short words only.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Two neighbouring letters swapped, and nothing else: "teh" for "the". */
const isSwap = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  const [i, j, ...more] = [...Array(a.length).keys()].filter((k) => a[k] !== b[k]);
  return i !== undefined && j === i + 1 && !more.length && a[i] === b[j] && a[j] === b[i];
};

/** Words that are near a command word but mean something else; never "corrected". */
const LEAVE_ALONE = setOf('side|sides|sign|slid|noted|votes|nodes|chance|tile|tiles|paints|seats|seat');

const byLength = new Map<number, string[]>();
for (const w of VOCABULARY) {
  const list = byLength.get(w.length) ?? [];
  list.push(w);
  byLength.set(w.length, list);
}
const cache = new Map<string, string | null>();

/**
 * The vocabulary word a misspelt word stands for, or undefined. Conservative, as a wrong
 * correction changes the meaning: short words only when two letters are swapped ("teh") or, of
 * four letters, one is left out ("aftr"), longer
 * ones one edit away with the same first letter, long ones two edits away; a tie corrects nothing.
 */
export function correct(word: string): string | undefined {
  if (VOCABULARY.has(word) || LEAVE_ALONE.has(word) || word.length < 3) return undefined;
  const known = cache.get(word);
  if (known !== undefined) return known ?? undefined;
  const max = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  let tie = false;
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const candidate of byLength.get(len) ?? []) {
      if (candidate.length < 3) continue;
      if (word.length <= 4) {
        // …or, four letters long, one letter left out of a longer word with its first two ("aftr").
        if (word.length === 4 && candidate.length === 5 && candidate.startsWith(word.slice(0, 2))) {
          if (editDistance(word, candidate, 1) === 1) {
            if (bestDistance === 1) tie = true;
            best = candidate;
            bestDistance = 1;
          }
          continue;
        }
        if (isSwap(word, candidate)) {
          if (bestDistance === 1) tie = true;
          best = candidate;
          bestDistance = 1;
        }
        continue;
      }
      if (candidate[0] !== word[0] && !isSwap(word.slice(0, 2), candidate.slice(0, 2))) continue;
      const d = editDistance(word, candidate, max);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
        tie = false;
      } else if (d === bestDistance && d <= max) {
        tie = true;
      }
    }
  }
  const result = best && bestDistance <= max && !tie ? best : undefined;
  if (cache.size < 10_000) cache.set(word, result ?? null);
  return result;
}

/** Gives each word token its canonical form: one spelling, base verb form, typo mended. */
export function normalise(tokens: Token[]): Token[] {
  for (const t of tokens) {
    if (t.kind !== 'word') continue;
    // "slide five's title": a number's possessive is the number.
    const stem = t.w.endsWith("'s") || t.w.endsWith('’s') ? t.w.slice(0, -2) : '';
    if (stem && (NUMBER_WORDS.has(stem) || ORDINAL_WORDS.has(stem))) {
      t.w = stem;
      continue;
    }
    const short = SHORTHANDS.get(t.w);
    if (short) {
      t.w = short;
      t.mended = true;
      continue;
    }
    const spelled = SPELLINGS.get(t.w) ?? t.w;
    const base = VERB_FORMS.get(spelled) ?? spelled;
    if (base !== t.w) {
      t.w = base;
      continue;
    }
    const fixed = correct(t.w);
    if (fixed) {
      t.w = VERB_FORMS.get(fixed) ?? fixed;
      t.mended = true;
    }
  }
  return tokens;
}

/**
 * The words of tokens [from, to) as the grammar reads them: each mended word (a typo, a word of
 * another language's table) written in its read form, the rest as typed. The frames read this, so
 * "shoud be" and "renomme la diapo" reach the same rows as "should be" and "rename the slide".
 */
export function asRead(text: string, tokens: Token[], from = 0, to = tokens.length): string {
  if (from >= to) return '';
  let out = '';
  let at = tokens[from]!.start;
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (!t.mended) continue;
    out += text.slice(at, t.start) + t.w;
    at = t.end;
  }
  return out + text.slice(at, tokens[to - 1]!.end);
}
