import { expect, test } from 'vitest';
import { deckOf, slide } from '../../../tests/helpers/commandSet';
import type { DeckState } from '../../deck';
import { interpretCommand } from './index';
import type { LastChange } from './plan';

// "and delete the last one" (blind12's command 7), said right after the assistant changed a bullet of
// the selected slide: its last bullet. Said with nothing before it, it is still the last slide.
const deck = (): DeckState =>
  deckOf(
    'Review',
    slide('a', 'title', 'Annual review', { subtitle: '2026' }),
    slide('b', 'content', 'What drove the year', {
      items: ['Two new clinics', 'Online booking', 'Shorter waits'],
    }),
    slide('c', 'thank_you', 'Thank you', {}),
  );
/** The turn before changed bullet 3 of slide b: its undo puts the old bullets back. */
const bulletChanged: LastChange = {
  revision: 7,
  undo: [
    { op: 'update_slide', slideId: 'b', content: { items: ['Two new clinics', 'Online booking', 'Waits'] } },
  ],
};

test('"the last one" after a bullet edit is the selected slide\'s last bullet', () => {
  expect(interpretCommand('and delete the last one', deck(), 'b', bulletChanged).operations).toEqual([
    { op: 'update_slide', slideId: 'b', content: { items: ['Two new clinics', 'Online booking'] } },
  ]);
});

test('with no such turn before it, "the last one" is the last slide', () => {
  expect(interpretCommand('and delete the last one', deck(), 'b').operations).toEqual([
    { op: 'delete_slide', slideId: 'c' },
  ]);
});
