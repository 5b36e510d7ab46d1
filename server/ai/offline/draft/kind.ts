import type { DeckKind } from '../vocabulary';
import { wordsOf } from './sentences';

/**
 * What names a kind of deck outright ("a quarterly review", "we propose"), and words that only
 * hint at it: a brief that mentions "the third quarter" or "a quarterly close" on its way to a
 * proposal is still a proposal.
 */
const SIGNS: Record<DeckKind, { names: string[]; hints: string[] }> = {
  pitch: { names: ['pitch', 'pitch deck', 'investor', 'investors'], hints: ['sell', 'win', 'prospect'] },
  quarterly_review: {
    names: [
      'quarterly review',
      'business review',
      'qbr',
      'review of q1',
      'review of q2',
      'review of q3',
      'review of q4',
      'q1 review',
      'q2 review',
      'q3 review',
      'q4 review',
    ],
    hints: ['quarter', 'quarterly', 'q1', 'q2', 'q3', 'q4', 'review'],
  },
  proposal: {
    names: ['proposal', 'we propose', 'rfp', 'tender', 'bid'],
    hints: ['propose', 'proposed', 'partnership'],
  },
  workshop: {
    names: ['workshop', 'training', 'offsite'],
    hints: ['workshops', 'exercise', 'exercises', 'participants'],
  },
  report: { names: ['report', 'findings', 'survey', 'study'], hints: ['analysis', 'audit', 'research'] },
};

/**
 * Points for a name and for a hint, said by the user (title, request, brief) or found in the
 * documents: what the user says about the deck outweighs what its sources happen to mention.
 */
const POINTS = { named: { strong: 6, weak: 1 }, hinted: { strong: 3, weak: 0.5 } };

/**
 * The kind of deck the sources read as most: a kind named outright outweighs words that merely
 * touch on one; a proposal when nothing says otherwise.
 */
export function kindOf(strong: string, weak: string): DeckKind {
  const strongText = ` ${wordsOf(strong.slice(0, 6000)).join(' ')} `;
  const weakText = ` ${wordsOf(weak.slice(0, 20_000)).join(' ')} `;
  const says = (text: string, phrase: string) => text.includes(` ${phrase} `);
  let best: DeckKind = 'proposal';
  let most = 0;
  for (const [kind, { names, hints }] of Object.entries(SIGNS) as [DeckKind, (typeof SIGNS)[DeckKind]][]) {
    let score = 0;
    const points = (phrase: string, worth: { strong: number; weak: number }) =>
      says(strongText, phrase) ? worth.strong : says(weakText, phrase) ? worth.weak : 0;
    for (const n of names) score += points(n, POINTS.named);
    for (const h of hints) score += points(h, POINTS.hinted);
    if (score > most) {
      best = kind;
      most = score;
    }
  }
  return best;
}
