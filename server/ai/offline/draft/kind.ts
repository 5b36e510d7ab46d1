import type { DeckKind } from '../vocabulary';
import { wordsOf } from './sentences';

/** Words that hint at a kind of deck beyond its names. */
const HINTS: Record<DeckKind, string[]> = {
  pitch: ['pitch', 'investor', 'investors', 'sell', 'win', 'prospect'],
  quarterly_review: ['quarter', 'quarterly', 'q1', 'q2', 'q3', 'q4', 'qbr', 'review'],
  proposal: ['proposal', 'propose', 'proposed', 'rfp', 'tender', 'bid', 'partnership'],
  workshop: ['workshop', 'workshops', 'training', 'exercise', 'exercises', 'participants', 'offsite'],
  report: ['report', 'findings', 'analysis', 'audit', 'survey', 'research', 'study'],
};

/**
 * The kind of deck the sources read as most: each hint word counts once, three times when the
 * title, the request or the brief says it; a proposal when nothing says otherwise.
 */
export function kindOf(strong: string, weak: string): DeckKind {
  const strongWords = new Set(wordsOf(strong.slice(0, 6000)));
  const weakWords = new Set(wordsOf(weak.slice(0, 20_000)));
  let best: DeckKind = 'proposal';
  let most = 0;
  for (const [kind, hints] of Object.entries(HINTS) as [DeckKind, string[]][]) {
    const set = new Set(hints);
    let score = 0;
    for (const w of set) score += strongWords.has(w) ? 3 : weakWords.has(w) ? 1 : 0;
    if (score > most) {
      best = kind;
      most = score;
    }
  }
  return best;
}
