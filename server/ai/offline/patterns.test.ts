import { expect, test } from 'vitest';
import { parseMessage } from './index';

const slide = (n: number) => ({ kind: 'numbers', numbers: [n] });

// Phrasings of issue 28 read by pattern rows (or the frames before them): each gives this intent.
test.each([
  [
    'on the challenges slide change Slow onboarding to Fast onboarding',
    {
      kind: 'replace_text',
      find: 'Slow onboarding',
      replacement: 'Fast onboarding',
      target: { kind: 'named', name: 'challenges' },
    },
  ],
  [
    "move 'Next steps' to the top of the agenda",
    {
      kind: 'move_item',
      target: { kind: 'named', name: 'agenda' },
      which: { text: 'Next steps' },
      to: { kind: 'start' },
    },
  ],
  ['rename slide 3 to Pricing', { kind: 'rename', target: slide(3), title: 'Pricing' }],
  ['swap slides 2 and 4', { kind: 'swap', a: slide(2), b: slide(4) }],
  [
    'put the team slide after pricing',
    {
      kind: 'move',
      target: { kind: 'named', name: 'team' },
      position: { kind: 'after', target: { kind: 'named', name: 'pricing' } },
    },
  ],
  // New rows: bare numbers are slides' numbers, and "switch" swaps two slides.
  ['swap 2 and 4', { kind: 'swap', a: slide(2), b: slide(4) }],
  ['switch slides 2 and 4', { kind: 'swap', a: slide(2), b: slide(4) }],
  ['switch slide 2 with slide 4', { kind: 'swap', a: slide(2), b: slide(4) }],
])('%s', (say, intent) => {
  expect(parseMessage(say)).toEqual({ intents: [intent] });
});
