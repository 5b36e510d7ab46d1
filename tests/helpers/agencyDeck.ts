import { expect } from 'vitest';
import { interpretCommand } from '../../server/ai/offline/index';
import type { DeckState } from '../../server/deck';

/**
 * An agency's deck as it really looks, for the engine's tests: accents, Japanese, "&" and quotes
 * in titles, several metrics (one with a subtext), two metrics slides.
 */
export function agencyDeck(): DeckState {
  return {
    slides: [
      {
        id: 'a1',
        type: 'title',
        title: 'Café Lumière — Brand Refresh',
        content: { subtitle: 'Prepared for the board' },
        notes: '',
      },
      {
        id: 'a2',
        type: 'content',
        title: 'Agenda',
        content: { items: ['Where we are', 'What we heard', 'Plan & budget'] },
        notes: '',
      },
      {
        id: 'a3',
        type: 'metrics',
        title: 'Q3 "Wins" & Numbers',
        content: {
          metrics: [
            { value: '$4.2M', label: 'Revenue' },
            { value: '3.1%', label: 'Churn' },
            { value: '71', label: 'NPS', subtext: 'up from 58' },
          ],
        },
        notes: 'Pause on churn.',
      },
      { id: 'a4', type: 'content', title: '市場概況', content: { items: ['東京', '大阪'] }, notes: '' },
      {
        id: 'a5',
        type: 'comparison',
        title: 'Us vs. Them',
        content: {
          comparison: {
            left: { title: 'Us', items: ['Fast', 'Local'] },
            right: { title: 'Them', items: ['Slow'] },
          },
        },
        notes: '',
      },
      { id: 'a6', type: 'statement', title: 'Über uns', content: { text: 'Design that sells' }, notes: '' },
      {
        id: 'a7',
        type: 'metrics',
        title: 'Pipeline',
        content: {
          metrics: [
            { value: '$9M', label: 'Revenue pipeline' },
            { value: '12', label: 'Deals' },
          ],
        },
        notes: '',
      },
      { id: 'a8', type: 'thank_you', title: 'Merci & à bientôt', content: {}, notes: '' },
    ],
    brief: 'Café Lumière wants a brand refresh.',
    checklist: [],
    metadata: { clientName: 'Café Lumière' },
  };
}

export const run = (say: string, selected?: string) => interpretCommand(say, agencyDeck(), selected);
export const ops = (say: string, selected?: string) => {
  const result = run(say, selected);
  expect(result.notUnderstood).toBeUndefined();
  return result.operations;
};
/** What the engine answers instead of changing anything. */
export const answer = (say: string, selected?: string) => {
  const result = run(say, selected);
  expect(result.operations).toEqual([]);
  return result.notUnderstood;
};
export const Q3 = [
  { value: '$4.2M', label: 'Revenue' },
  { value: '3.1%', label: 'Churn' },
  { value: '71', label: 'NPS', subtext: 'up from 58' },
];
export const q3With = (metrics: unknown[]) => [{ op: 'update_slide', slideId: 'a3', content: { metrics } }];
