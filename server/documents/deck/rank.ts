import { DRAFT_SLIDE_BUDGET } from '../../../common/limits';
import { isCjk, isLetter, unitsAt } from '../prose';

const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his how i if in ' +
    'into is it its may might more most must no not of on or our she should so such than that the their them ' +
    'then there these they this those to was we were what when where which while who will with would you your ' +
    'also any each other some only over very just about after before between both through under up out all one ' +
    'der die das und ist nicht mit von den dem des ein eine le la les des et est un une du en que qui pour ' +
    'и в не на что с по как это из к у за о от то же для'
  ).split(' '),
);

/** A sentence's terms: its words less the commonest, or pairs of characters in CJK text. */
export function termsOf(sentence: string): string[] {
  const terms: string[] = [];
  const lower = sentence.toLowerCase();
  // Where the word being read starts, and the CJK character before this one (-1: none): a word
  // is one run of the text, sliced once it ends rather than built a character at a time.
  let word = -1;
  let previousCjk = -1;
  const flush = (at: number) => {
    if (word >= 0 && at - word > 1) {
      const w = lower.slice(word, at);
      if (!STOPWORDS.has(w)) terms.push(w);
    }
    word = -1;
  };
  for (let i = 0; i < lower.length; ) {
    const size = unitsAt(lower, i);
    const ch = size === 1 ? lower[i]! : lower.slice(i, i + size);
    if (isCjk(ch)) {
      flush(i);
      if (previousCjk >= 0) terms.push(lower.slice(previousCjk, i + size));
      previousCjk = i;
    } else {
      previousCjk = -1;
      if (isLetter(ch) || (ch >= '0' && ch <= '9')) {
        if (word < 0) word = i;
      } else flush(i);
    }
    i += size;
  }
  flush(lower.length);
  return terms;
}

/**
 * A candidate's terms, listed and as a set, made once per candidate: a draft asks for them when
 * counting the sections that use each term, and again each time a section is ranked.
 */
const termsMade = new WeakMap<Candidate, { list: string[]; set: Set<string> }>();
export function candidateTerms(c: Candidate): { list: string[]; set: Set<string> } {
  let terms = termsMade.get(c);
  if (!terms) {
    const list = termsOf(c.text);
    terms = { list, set: new Set(list) };
    termsMade.set(c, terms);
  }
  return terms;
}

export interface Candidate {
  text: string;
  /** Its place in the section (document order). */
  index: number;
  /** First sentence of its paragraph. */
  leads: boolean;
  /** The subsection it is in, when its section has subsections. */
  part?: string;
}

/**
 * The best `k` sentences of a section, in their document order: an extractive summary. A sentence
 * scores by how much of what it says is particular to this section (its terms' frequency here,
 * weighed by how few sections use them), with a little for leading a paragraph or the section,
 * and less for being very short, very long, or mostly symbols (code, formulas, references).
 */
export function bestSentences(
  candidates: Candidate[],
  k: number,
  sectionsUsing: (term: string) => number,
  sectionCount: number,
  title = '',
): Candidate[] {
  const titleTerms = new Set(termsOf(title));
  if (candidates.length <= k) return candidates;
  const frequency = new Map<string, number>();
  const made = candidates.map(candidateTerms);
  for (const { set } of made) for (const t of set) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  // A term weighs the same in every sentence of the section: worked out once per term.
  const weights = new Map<string, number>();
  const weightOf = (t: string) => {
    let w = weights.get(t);
    if (w === undefined) {
      const idf = Math.log((sectionCount + 1) / (sectionsUsing(t) + 0.5));
      // Damped: a term said sixty times is a theme, not sixty times the point.
      w = (1 + Math.log(frequency.get(t) ?? 1)) * Math.max(idf, 0.1);
      weights.set(t, w);
    }
    return w;
  };
  const scores = candidates.map((c, i) => {
    const { list: terms, set: distinct } = made[i]!;
    let weight = 0;
    for (const t of distinct) weight += weightOf(t);
    let score = weight / Math.sqrt(Math.max(terms.length, 4));
    // A sentence that speaks of what the section's heading names is likely its point.
    for (const t of distinct) if (titleTerms.has(t)) score *= 1.5;
    if (c.index === 0) score *= 1.3;
    else if (c.leads) score *= 1.12;
    const length = c.text.length;
    if (terms.length < 4) score *= 0.5;
    // A bullet holds DRAFT_SLIDE_BUDGET.bulletChars: a longer sentence is cut on the slide, so the one that
    // says its point within that is worth more.
    if (length > DRAFT_SLIDE_BUDGET.bulletChars) score *= 0.8;
    if (length > 240) score *= 0.7;
    if (symbolShare(c.text) > 0.25) score *= 0.3;
    return score;
  });
  // Greedy, less what is already said: a sentence that repeats the terms of one chosen before
  // counts for less (maximal marginal relevance), so ten variations of one point give one bullet.
  // Each sentence keeps its largest overlap with those chosen so far, brought up to date with
  // each new choice only, and only for the sentences sharing a term with it (found through each
  // term's list of sentences): a long section's sentences are not all compared at each choice.
  const count = candidates.length;
  const overlap = new Float64Array(count);
  const taken = new Uint8Array(count);
  const common = new Uint32Array(count);
  const sharing: number[] = [];
  const using = new Map<string, number[]>();
  for (const [i, { set }] of made.entries())
    for (const t of set) {
      const list = using.get(t);
      if (list) list.push(i);
      else using.set(t, [i]);
    }
  const chosen: Candidate[] = [];
  while (chosen.length < k && chosen.length < count) {
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < count; i++) {
      if (taken[i]) continue;
      if (best < 0) best = i;
      const value = scores[i]! * (1 - overlap[i]!);
      if (value > bestScore) {
        bestScore = value;
        best = i;
      }
    }
    taken[best] = 1;
    chosen.push(candidates[best]!);
    const picked = made[best]!.set;
    for (const t of picked)
      for (const j of using.get(t)!) {
        if (taken[j]) continue;
        if (common[j] === 0) sharing.push(j);
        common[j]!++;
      }
    // Overlap: the terms in common over the smaller sentence's terms.
    for (const j of sharing) {
      overlap[j] = Math.max(overlap[j]!, common[j]! / Math.min(made[j]!.set.size, picked.size));
      common[j] = 0;
    }
    sharing.length = 0;
  }
  return chosen.sort((a, b) => a.index - b.index);
}

function symbolShare(text: string): number {
  let symbols = 0;
  let count = 0;
  for (const ch of text) {
    if (ch === ' ') continue;
    count++;
    if (!isLetter(ch) && !(ch >= '0' && ch <= '9') && !',.;:!?\'"()«»“”’-–—'.includes(ch) && !isCjk(ch))
      symbols++;
  }
  return count ? symbols / count : 1;
}
