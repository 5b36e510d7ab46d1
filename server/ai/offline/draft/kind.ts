import { DECK_KINDS, type DeckKind } from '../vocabulary';
import { wordsOf } from './sentences';

/** Words that hint at a kind of deck beyond its names. */
const HINTS: Record<DeckKind, string[]> = {
  pitch: ['pitch', 'investor', 'investors', 'sell', 'win', 'prospect'],
  quarterly_review: ['quarter', 'quarterly', 'q1', 'q2', 'q3', 'q4', 'qbr', 'review'],
  proposal: ['proposal', 'propose', 'proposed', 'rfp', 'tender', 'bid', 'partnership'],
  workshop: ['workshop', 'training', 'session', 'exercise', 'exercises', 'participants', 'kickoff'],
  report: ['report', 'findings', 'analysis', 'audit', 'survey', 'research', 'study'],
};

/** The kind of deck a text reads as most; a proposal when nothing says otherwise. */
export function kindOf(text: string): DeckKind {
  const words = wordsOf(text.slice(0, 6000));
  const counts = new Map<DeckKind, number>();
  for (const [kind, hints] of Object.entries(HINTS) as [DeckKind, string[]][]) {
    const set = new Set([...hints, ...DECK_KINDS[kind].filter((p) => !p.includes(' '))]);
    counts.set(kind, words.filter((w) => set.has(w)).length);
  }
  let best: DeckKind = 'proposal';
  let most = 0;
  for (const [kind, n] of counts) {
    if (n > most) {
      best = kind;
      most = n;
    }
  }
  return best;
}
