import type { Token } from './tokenizer';

/** A phrase of one or more canonical words, split once. */
export type Phrase = readonly string[];
export const phrases = (list: readonly string[]): Phrase[] =>
  list.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
/** A table of words per key ("title: heading|headline") as phrases with their key, longest first. */
export const phraseTable = <K extends string>(table: Readonly<Record<K, readonly string[]>>): [Phrase, K][] =>
  (Object.entries(table) as [K, readonly string[]][])
    .flatMap(([key, words]) => phrases(words).map((p): [Phrase, K] => [p, key]))
    .sort((a, b) => b[0].length - a[0].length);

/** The entries of a table row "a|b c|d", which may be wrapped over lines between entries. */
export const entries = (row: string): string[] => row.split('|').map((e) => e.trim());
/** A word table written as one row: "slide|slides|page". */
export const setOf = (row: string): Set<string> => new Set(entries(row));
/**
 * A table of pairs written as one row, "adding add|added add": each entry's first word and the
 * rest. Tables read with words the user typed are Maps: a plain object would answer "constructor"
 * or "__proto__" with what every object inherits.
 */
export const mapOf = (row: string): ReadonlyMap<string, string> =>
  new Map(entries(row).map((e) => [e.slice(0, e.indexOf(' ')), e.slice(e.indexOf(' ') + 1)]));

const ALTERNATIVES = new Map<string, Phrase[]>();
/**
 * A row of a grammar table written as one string, "to the end|at the end|end": the phrases any
 * of which says the same thing, longest first. Read once, then kept.
 */
export function oneOf(alternatives: string): Phrase[] {
  const known = ALTERNATIVES.get(alternatives);
  if (known) return known;
  const list = phrases(entries(alternatives));
  ALTERNATIVES.set(alternatives, list);
  return list;
}

/**
 * Reads one command's tokens left to right. Every grammar function takes the cursor, consumes
 * what it understood, and leaves the cursor where it was when it did not understand.
 */
export class Cursor {
  constructor(
    readonly source: string,
    readonly tokens: readonly Token[],
    public i = 0,
    public end = tokens.length,
  ) {}

  done() {
    return this.i >= this.end;
  }
  peek(k = 0): Token | undefined {
    return this.i + k < this.end ? this.tokens[this.i + k] : undefined;
  }
  /** The canonical word k tokens ahead ("" for anything else). */
  w(k = 0): string {
    const t = this.peek(k);
    return t?.kind === 'word' ? t.w : '';
  }
  /** Whether the next tokens are these words (a punctuation mark is given as itself). */
  at(...words: string[]): boolean {
    for (let k = 0; k < words.length; k++) {
      const t = this.peek(k);
      if (!t || (t.kind !== 'word' && t.kind !== 'punct') || t.w !== words[k]) return false;
    }
    return true;
  }
  accept(...words: string[]): boolean {
    if (!this.at(...words)) return false;
    this.i += words.length;
    return true;
  }
  /** The longest of the phrases found here, consumed. */
  acceptOne(list: readonly Phrase[]): Phrase | undefined {
    for (const p of list) if (this.accept(...p)) return p;
    return undefined;
  }
  /** One of the phrases of a table row ("a|an|the"), the longest found, consumed. */
  acceptAny(alternatives: string): Phrase | undefined {
    return this.acceptOne(oneOf(alternatives));
  }
  /** Whether one of the phrases of a table row ("a|an|the") is here. */
  atAny(alternatives: string): boolean {
    return oneOf(alternatives).some((p) => this.at(...p));
  }
  /** The first row of `table` whose words are here, consumed. */
  row<R extends { say: string }>(table: readonly R[]): R | undefined {
    return table.find((r) => this.acceptAny(r.say) !== undefined);
  }
  acceptPunct(...marks: string[]): boolean {
    const t = this.peek();
    if (t?.kind === 'punct' && marks.includes(t.w)) {
      this.i++;
      return true;
    }
    return false;
  }
  fork(end = this.end): Cursor {
    return new Cursor(this.source, this.tokens, this.i, end);
  }
  /** A cursor over the same tokens that starts at token i. */
  from(i: number, end = this.end): Cursor {
    return new Cursor(this.source, this.tokens, i, end);
  }
  /** Tries a grammar function; on no result the cursor does not move. */
  try<T>(fn: (c: Cursor) => T | undefined): T | undefined {
    const at = this.i;
    const result = fn(this);
    if (result === undefined) this.i = at;
    return result;
  }
  /** The user's own text of tokens [from, to), without the quotes of a single quotation. */
  text(from = this.i, to = this.end): string {
    if (from >= to) return '';
    const first = this.tokens[from]!;
    if (to - from === 1 && first.kind === 'quoted') return first.value ?? '';
    return this.source.slice(first.start, this.tokens[to - 1]!.end);
  }
}
