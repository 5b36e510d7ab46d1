import { describe, expect, test } from 'vitest';
import { interpretCommand } from './index';

const deck = {
  slides: [{ id: 's1', type: 'content' as const, title: 'Priorities', content: {}, notes: '' }],
  brief: '',
  checklist: [],
  metadata: {},
};

describe('the presentation’s own title, not a slide’s', () => {
  test.each([
    ['rename this deck to Northwind Growth', 'Northwind Growth'],
    ['Rename the presentation: "Acme & Co pitch"', 'Acme & Co pitch'],
    ['change the title of the deck to Q3 review', 'Q3 review'],
    ['please rename our presentation as Board update', 'Board update'],
  ])('“%s”', (say, title) => {
    expect(interpretCommand(say, structuredClone(deck), 's1')).toEqual({
      operations: [{ op: 'update_title', title }],
    });
  });

  test('a slide is still renamed as before', () => {
    expect(
      interpretCommand('rename this slide to Deck review', structuredClone(deck), 's1').operations,
    ).toEqual([{ op: 'update_slide', slideId: 's1', title: 'Deck review' }]);
  });

  test('no title asks for one and changes nothing', () => {
    expect(interpretCommand('rename the deck', structuredClone(deck), 's1')).toEqual({
      operations: [],
      notUnderstood: 'What should the presentation be called?',
    });
  });
});
