import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Operation } from '../schemas/operations';
import { CONTENT_FIELDS, SLIDE_TYPES } from '../slides/model';
import { applyOperations } from './apply';
import { type DeckState, OperationError } from './state';

const base = (): DeckState => ({
  title: 'Deck',
  slides: [
    {
      id: 'a',
      type: 'title',
      title: 'A',
      content: { subtitle: 'sub' },
      notes: 'n',
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    {
      id: 'b',
      type: 'content',
      title: 'B',
      content: { items: ['x', 'y'], backgroundColor: '#fff' },
      notes: '',
    },
    { id: 'c', type: 'metrics', title: 'C', content: { metrics: [{ value: '1', label: 'One' }] }, notes: '' },
  ],
  brief: 'brief',
  checklist: [
    { id: 'k1', text: 'one', completed: false },
    { id: 'k2', text: 'two', completed: true },
  ],
  metadata: { clientName: 'Client', logo: '/api/files/x' },
});

/** A random edit, turned into a valid operation on whatever the deck is by then. */
const template = fc.record({
  kind: fc.integer({ min: 0, max: 13 }),
  a: fc.nat(),
  b: fc.nat(),
  word: fc.string({ maxLength: 12 }),
  flag: fc.boolean(),
});
type Template = typeof template extends fc.Arbitrary<infer T> ? T : never;

function operationFor(t: Template, deck: DeckState): Operation | undefined {
  const slide = deck.slides.length ? deck.slides[t.a % deck.slides.length] : undefined;
  const item = deck.checklist.length ? deck.checklist[t.a % deck.checklist.length] : undefined;
  const position = 1 + (t.b % (deck.slides.length + 1));
  const field = CONTENT_FIELDS[t.b % CONTENT_FIELDS.length]!;
  switch (t.kind) {
    case 0:
      return { op: 'add_slide', type: SLIDE_TYPES[t.b % SLIDE_TYPES.length]!, title: t.word, position };
    case 1:
      return (
        slide && {
          op: 'update_slide',
          slideId: slide.id,
          title: t.word,
          ...(t.flag ? { notes: t.word } : {}),
        }
      );
    case 2:
      return slide && { op: 'update_slide', slideId: slide.id, type: SLIDE_TYPES[t.b % SLIDE_TYPES.length]! };
    case 3:
      return (
        slide && {
          op: 'update_slide',
          slideId: slide.id,
          ...(t.flag ? { content: { text: t.word, author: t.word } } : { removeFields: [field, 'items'] }),
        }
      );
    case 4:
      return slide && { op: 'delete_slide', slideId: slide.id };
    case 5:
      return slide && { op: 'move_slide', slideId: slide.id, position };
    case 6:
      return { op: 'reorder_slides', slideIds: [...deck.slides.map((s) => s.id)].reverse() };
    case 7:
      return slide && { op: 'duplicate_slide', slideId: slide.id };
    case 8:
      return t.flag ? { op: 'update_title', title: t.word.trim() } : { op: 'update_brief', brief: t.word };
    case 9:
      return {
        op: 'update_metadata',
        metadata: { agency: t.word },
        ...(t.flag ? { removeFields: ['clientName', 'logo'] } : {}),
      };
    case 10:
      return { op: 'add_checklist_items', items: [`${t.word}1`, `${t.word}2`] };
    case 11:
      return item && { op: 'remove_checklist_items', itemIds: [item.id] };
    case 12:
      return item && { op: 'update_checklist_item', itemId: item.id, completed: t.flag, text: t.word };
    default:
      return { op: 'replace_checklist', checklist: [{ id: `r${t.a}`, text: t.word, completed: t.flag }] };
  }
}

describe('deck operations and their inverses', () => {
  test('any batch of valid operations, undone by its inverses last first, gives back the deck exactly', () => {
    fc.assert(
      fc.property(fc.array(template, { minLength: 1, maxLength: 25 }), (templates) => {
        let n = 0;
        const newId = () => `new${++n}`;
        const now = () => 1_700_000_000_000;
        // Build the batch against the deck as each operation will find it.
        let deck = base();
        const batch: Operation[] = [];
        for (const t of templates) {
          const op = operationFor(t, deck);
          if (!op) continue;
          batch.push(op);
          deck = applyOperations(deck, [op], newId, now).state;
        }
        n = 0;
        const forward = applyOperations(base(), batch, newId, now);
        expect(forward.state).toEqual(deck);
        expect(forward.inverses).toHaveLength(batch.length);
        const undone = applyOperations(forward.state, [...forward.inverses].reverse(), newId, now);
        expect(undone.state).toEqual(base());
        // And the inverses of the undo redo the batch, with the same ids.
        const redone = applyOperations(undone.state, [...undone.inverses].reverse(), newId, now);
        expect(redone.state).toEqual(forward.state);
      }),
      { numRuns: 300 },
    );
  });

  test('a bad operation names its index and field; the deck given is untouched', () => {
    const deck = base();
    const run = () =>
      applyOperations(
        deck,
        [
          { op: 'update_brief', brief: 'changed' },
          { op: 'update_slide', slideId: 'zz', title: 'x' },
        ],
        () => 'n',
      );
    expect(run).toThrow(OperationError);
    expect(run).toThrow('operations.1.slideId: “zz” is not a slide of this presentation');
    expect(deck).toEqual(base());
  });
});
