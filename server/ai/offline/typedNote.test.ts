import { describe, expect, test } from 'vitest';
import { deckOf, slide } from '../../../tests/helpers/commandSet';
import { Plan } from './plan';
import { typedNote } from './typedNote';

const plan = new Plan(
  deckOf(
    'Plan',
    slide('a', 'timeline', 'Roll-out', { steps: [{ label: 'Pilot at Harrow Lane', date: 'Feb 2027' }] }),
    slide('b', 'content', 'Risks We Are Watching', {
      items: ['Sales of the Spring range', 'Launch may slip to May'],
    }),
  ),
);

describe('a note typed in lower case, written out', () => {
  test.each([
    [
      'Welcome the partners + thank dr kwame osei for hosting us at harrow lane',
      'Welcome the partners. Thank Dr Kwame Osei for hosting us at Harrow Lane.',
    ],
    // One sentence ends as typed; a title's name stops at a small word.
    ['Ask prof li about the pilot', 'Ask Prof Li about the pilot'],
    // One capitalised word alone, or title case, is no name: "spring", "we are" stay.
    [
      'Spring numbers first, we are on track + launch in may',
      'Spring numbers first, we are on track. Launch in may.',
    ],
    // A capital past the first letter: the user's own spelling, kept.
    [
      'Locum % is from the Northern Survey + harrow lane',
      'Locum % is from the Northern Survey + harrow lane',
    ],
  ])('%s', (typed, written) => {
    expect(typedNote(typed, plan)).toBe(written);
  });
});
