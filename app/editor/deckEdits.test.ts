import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyOperations } from '../../common/deck/apply';
import type { DeckState } from '../../common/deck/state';
import type { ChecklistItem, PresentationMetadata } from '../../common/schemas/presentations';
import type { SlideContent } from '../../common/slides/model';
import { checklistEdits, contentEdit, metadataEdit, moveEdit } from './deckEdits';

// Each hand edit, turned into operations and applied as the server applies them, gives exactly
// what the person left on screen.
const deck = (over: Partial<DeckState> = {}): DeckState => ({
  slides: [
    { id: 'a', type: 'content', title: 'A', content: {}, notes: '' },
    { id: 'b', type: 'content', title: 'B', content: {}, notes: '' },
    { id: 'c', type: 'content', title: 'C', content: {}, notes: '' },
  ],
  brief: '',
  checklist: [],
  metadata: {},
  ...over,
});
const run = (state: DeckState, ops: ReturnType<typeof checklistEdits>) =>
  applyOperations(state, ops, () => 'new').state;

describe('hand edits as deck operations', () => {
  test('a content edit sets what changed and removes what was emptied', () => {
    const before: SlideContent = { text: 'Old', items: ['x'], backgroundColor: 'navy' };
    const after: SlideContent = { text: 'New', backgroundColor: 'navy', author: 'Dana' };
    const op = contentEdit('a', before, after);
    expect(op).toEqual({
      op: 'update_slide',
      slideId: 'a',
      content: { text: 'New', author: 'Dana' },
      removeFields: ['items'],
    });
    const state = deck();
    state.slides[0]!.content = before;
    expect(run(state, [op!]).slides[0]!.content).toEqual(after);
    expect(contentEdit('a', before, { ...before })).toBeNull();
  });

  test('a drop becomes one move to the slide’s new place', () => {
    expect(moveEdit('c', ['c', 'a', 'b'])).toEqual({ op: 'move_slide', slideId: 'c', position: 1 });
    expect(run(deck(), [moveEdit('a', ['b', 'c', 'a'])]).slides.map((s) => s.id)).toEqual(['b', 'c', 'a']);
  });

  test('the brief’s details: changed fields set, vanished ones removed', () => {
    const before: PresentationMetadata = { clientName: 'Northwind', agency: 'Old', logo: '/x' };
    const after: PresentationMetadata = { clientName: 'Northwind', agency: 'New', presentationDate: 'May' };
    const op = metadataEdit(before, after)!;
    expect(op).toEqual({
      op: 'update_metadata',
      metadata: { agency: 'New', presentationDate: 'May' },
      removeFields: ['logo'],
    });
    expect(run(deck({ metadata: before }), [op]).metadata).toEqual(after);
    expect(metadataEdit(before, { ...before })).toBeNull();
  });

  test('any checklist edit in the brief panel (ticks, new items, removals) gives the list as edited', () => {
    const item = fc.record({ text: fc.string({ maxLength: 5 }), completed: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 8 }),
        fc.array(fc.boolean(), { maxLength: 8 }),
        fc.array(fc.record({ at: fc.nat(), item }), { maxLength: 4 }),
        fc.array(fc.boolean(), { maxLength: 8 }),
        (items, kept, added, ticks) => {
          const before: ChecklistItem[] = items.map((x, i) => ({ id: `i${i}`, ...x }));
          // What the panel allows: remove items, append new ones, tick any.
          const after: ChecklistItem[] = before.filter((_, i) => kept[i] ?? true);
          for (const [k, { item: x }] of added.entries()) after.push({ id: `new${k}`, ...x });
          for (const [i, tick] of ticks.entries())
            if (after[i] && tick) after[i] = { ...after[i]!, completed: !after[i]!.completed };
          expect(run(deck({ checklist: before }), checklistEdits(before, after)).checklist).toEqual(after);
        },
      ),
    );
    expect(
      checklistEdits([{ id: '1', text: 'a', completed: false }], [{ id: '1', text: 'a', completed: false }]),
    ).toEqual([]);
  });

  test('kept items in a new order replace the list as a whole', () => {
    const a = { id: '1', text: 'a', completed: false };
    const b = { id: '2', text: 'b', completed: true };
    expect(checklistEdits([a, b], [b, a])).toEqual([{ op: 'replace_checklist', checklist: [b, a] }]);
  });
});
