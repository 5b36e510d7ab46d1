import { expect, test } from 'vitest';
import { deckOf, slide } from '../../../tests/helpers/commandSet';
import type { DeckState } from '../../deck';
import { interpretCommand } from './index';

// "the phone number on the thank you slide should be …" (blind12's command 26): a contact detail
// named with its slide after it, said as what it should be, changes that detail only.
const deck = (): DeckState =>
  deckOf(
    'Review',
    slide('a', 'title', 'Annual review', { subtitle: '2026' }),
    slide('t', 'thank_you', 'Thank you', { text: 'Questions?\nDana Wu · dana@wu.example · 07700 900100' }),
  );

test.each([
  [
    'the phone number on the thank you slide should be 07700 900111',
    'Questions?\nDana Wu · dana@wu.example · 07700 900111',
  ],
  [
    'the email on the closing slide should be dana.wu@wu.example',
    'Questions?\nDana Wu · dana.wu@wu.example · 07700 900100',
  ],
  // The slide said first (blind13's 28), and no slide said: the one slide with an email.
  [
    'on the last one change the email to d.wu@wu.example',
    'Questions?\nDana Wu · d.wu@wu.example · 07700 900100',
  ],
  [
    'on the thank you slide, update the phone to 07700 900222',
    'Questions?\nDana Wu · dana@wu.example · 07700 900222',
  ],
  ['change the email to d.wu@wu.example', 'Questions?\nDana Wu · d.wu@wu.example · 07700 900100'],
])('%s', (say, text) => {
  expect(interpretCommand(say, deck()).operations).toEqual([
    { op: 'update_slide', slideId: 't', content: { text } },
  ]);
});
