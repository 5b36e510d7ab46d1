import { DRAFT_SLIDE_BUDGET } from '../../../common/limits';
import { isCjk, isLetter } from '../prose';

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
  let word = '';
  let previousCjk = '';
  const flush = () => {
    if (word.length > 1 && !STOPWORDS.has(word)) terms.push(word);
    word = '';
  };
  for (const ch of sentence.toLowerCase()) {
    if (isCjk(ch)) {
      flush();
      if (previousCjk) terms.push(previousCjk + ch);
      previousCjk = ch;
      continue;
    }
    previousCjk = '';
    if (isLetter(ch) || (ch >= '0' && ch <= '9')) word += ch;
    else flush();
  }
  flush();
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
  const termLists = candidates.map((c) => termsOf(c.text));
  for (const terms of termLists)
    for (const t of new Set(terms)) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const scored = candidates.map((c, i) => {
    const terms = termLists[i]!;
    let weight = 0;
    for (const t of new Set(terms)) {
      const idf = Math.log((sectionCount + 1) / (sectionsUsing(t) + 0.5));
      // Damped: a term said sixty times is a theme, not sixty times the point.
      weight += (1 + Math.log(frequency.get(t) ?? 1)) * Math.max(idf, 0.1);
    }
    let score = weight / Math.sqrt(Math.max(terms.length, 4));
    // A sentence that speaks of what the section's heading names is likely its point.
    for (const t of new Set(terms)) if (titleTerms.has(t)) score *= 1.5;
    if (c.index === 0) score *= 1.3;
    else if (c.leads) score *= 1.12;
    const length = c.text.length;
    if (terms.length < 4) score *= 0.5;
    // A bullet holds DRAFT_SLIDE_BUDGET.bulletChars: a longer sentence is cut on the slide, so the one that
    // says its point within that is worth more.
    if (length > DRAFT_SLIDE_BUDGET.bulletChars) score *= 0.8;
    if (length > 240) score *= 0.7;
    if (symbolShare(c.text) > 0.25) score *= 0.3;
    return { c, score };
  });
  // Greedy, less what is already said: a sentence that repeats the terms of one chosen before
  // counts for less (maximal marginal relevance), so ten variations of one point give one bullet.
  // Each sentence keeps its largest overlap with those chosen so far, brought up to date with
  // each new choice only: a long section's sentences are compared k times, not k² times.
  const chosen: Candidate[] = [];
  const pool = scored.map((s, i) => ({ ...s, terms: new Set(termLists[i]), overlap: 0 }));
  while (chosen.length < k && pool.length) {
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const [i, s] of pool.entries()) {
      const value = s.score * (1 - s.overlap);
      if (value > bestScore) {
        bestScore = value;
        best = i;
      }
    }
    const [pick] = pool.splice(best, 1);
    chosen.push(pick!.c);
    for (const s of pool) s.overlap = Math.max(s.overlap, similarity(s.terms, pick!.terms));
  }
  return chosen.sort((a, b) => a.index - b.index);
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return common / Math.min(a.size, b.size);
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
