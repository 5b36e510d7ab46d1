import { describe, expect, test } from 'vitest';
import { deckOf, run, slide } from '../../../tests/helpers/commandSet';

// A slide's title, a bullet or a step said again in other forms than the deck's (blind set 15).

const deck = deckOf(
  'Pitch',
  slide('a', 'content', 'Why teams are rethinking the office', {
    items: ['Desks sit empty', 'Fit-out budgets are hard to justify'],
  }),
  slide('b', 'timeline', 'Moving in takes four weeks', {
    steps: [
      { label: 'Tour', date: 'Week 1' },
      { label: 'IT set up', date: 'Week 3' },
    ],
  }),
  slide('c', 'content', 'Why customers leave', { items: ['Price'] }),
);

const titleOf = (say: string) => {
  const o = run(say, deck);
  return o.answer ?? o.after.slides.find((s, i) => s.title !== deck.slides[i]!.title)?.id;
};

describe('a title said in other forms', () => {
  test.each([
    ['rename "Why teams rethink the office" to Office', 'a'],
    ["rename 'Moving in takes 4 weeks' to Move-in", 'b'],
  ])('%s', (say, id) => {
    expect(titleOf(say)).toBe(id);
  });

  test.each([
    // Out of order, or the title much longer than what was said: not that slide.
    'rename "The office teams rethink why" to Office',
    'rename "Why teams office" to Office',
  ])('%s: asked, not guessed', (say) => {
    expect(run(say, deck).answer).toMatch(/no slide called|Which slide/i);
  });
});

describe('a bullet said without its marks, a step by its date', () => {
  test('"fit out budgets" is the bullet "Fit-out budgets …"', () => {
    const o = run('in "Why teams rethink the office" delete the bullet about fit out budgets', deck);
    expect(o.after.slides[0]!.content.items).toEqual(['Desks sit empty']);
  });

  test('"change week 3 to …" gives that step its words, never a date as its label', () => {
    const words = run('on the timeline change week 3 to IT, Wi-Fi & signage set up', deck);
    expect(words.after.slides[1]!.content.steps).toEqual([
      { label: 'Tour', date: 'Week 1' },
      { label: 'IT, Wi-Fi & signage set up', date: 'Week 3' },
    ]);
    // New words that are a date are no label.
    const date = run('on the timeline change week 3 to week 4', deck);
    expect(date.after.slides[1]!.content.steps![1]!.label).toBe('IT set up');
  });
});
