import { describe, expect, test } from 'vitest';
import { batchKeys, currentValue, findConflict, touchedFields } from './merge';
import type { DeckState } from './state';

const deck: DeckState = {
  title: 'Deck',
  brief: 'Brief',
  metadata: { agency: 'Acme' },
  checklist: [{ id: '1', text: 'Pricing', completed: false }],
  slides: [
    { id: 'a', type: 'content', title: 'A', content: { text: 'Hello' }, notes: '' },
    { id: 'b', type: 'content', title: 'B', content: {}, notes: 'N' },
  ],
};

describe('field-level merge keys', () => {
  test('an update names each field it writes, and where it sits in the operation', () => {
    expect(
      touchedFields({
        op: 'update_slide',
        slideId: 'a',
        title: 'T',
        content: { text: 'x' },
        removeFields: ['items'],
      }),
    ).toEqual([
      { key: 'slide:a.title', field: 'title' },
      { key: 'slide:a.content.text', field: 'content.text' },
      { key: 'slide:a.content.items', field: 'removeFields' },
    ]);
  });

  test('a slide deleted since clashes with any edit of it; other slides and fields do not', () => {
    const since = batchKeys([{ op: 'delete_slide', slideId: 'a' }], []);
    expect(findConflict([{ op: 'update_slide', slideId: 'b', title: 'x' }], since)).toBeNull();
    expect(findConflict([{ op: 'update_slide', slideId: 'a', notes: 'x' }], since)).toMatchObject({
      index: 0,
      touched: { key: 'slide:a.notes' },
    });
    // "slide:a" must not hold "slide:ab": keys clash on whole segments only.
    expect(findConflict([{ op: 'update_slide', slideId: 'ab', notes: 'x' }], since)).toBeNull();
  });

  test('a reorder clashes with a move; two moves of different slides do not', () => {
    expect(findConflict([{ op: 'move_slide', slideId: 'a', position: 2 }], ['order.b'])).toBeNull();
    expect(findConflict([{ op: 'move_slide', slideId: 'a', position: 2 }], ['order'])).not.toBeNull();
    expect(findConflict([{ op: 'reorder_slides', slideIds: ['b', 'a'] }], ['order.b'])).not.toBeNull();
  });

  test('an added slide is logged under the id it got (from its inverse); new checklist items clash with nothing', () => {
    expect(
      batchKeys([{ op: 'add_slide', type: 'content', title: 'New' }], [{ op: 'delete_slide', slideId: 'c' }]),
    ).toEqual(['slide:c']);
    expect(findConflict([{ op: 'add_checklist_items', items: ['More'] }], 'all')).toBeNull();
    expect(findConflict([{ op: 'update_brief', brief: 'x' }], 'all')).not.toBeNull();
  });

  test('the current value at a key', () => {
    expect(currentValue(deck, 'slide:a.content.text')).toBe('Hello');
    expect(currentValue(deck, 'slide:b.notes')).toBe('N');
    expect(currentValue(deck, 'slide:b.content.text')).toBeNull();
    expect(currentValue(deck, 'order.b')).toBe(2);
    expect(currentValue(deck, 'order')).toEqual(['a', 'b']);
    expect(currentValue(deck, 'metadata.agency')).toBe('Acme');
    expect(currentValue(deck, 'checklist.1.text')).toBe('Pricing');
    expect(currentValue(deck, 'slide:gone')).toBeNull();
  });
});
