import { patch } from './deck';
import type { Phrasing } from './types';

/**
 * Capabilities made general from blind set 8's tuning misses (tests/briefs/blind8), each said in
 * other words than the tester's so that the capability, not the phrasing, is what is tested.
 */
export const GENERAL: Phrasing[] = [
  // A figure said without the old one's currency or unit keeps them.
  {
    say: 'the revenue should be 4.5M',
    op: 'update metrics',
    deck: (d) => patch(d, 's3', { metrics: [{ value: '$4.5M', label: 'Revenue' }] }),
  },
  // A text found on several slides: which is asked, nothing changes.
  { say: 'replace revenue with income', op: 'question or refusal', answer: /2 slides/ },
];
