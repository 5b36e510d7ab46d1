import { describe, expect, test } from 'vitest';
import { applyOperations } from '../../common/deck/apply';
import type { DeckState } from '../../common/deck/state';
import type { Operation } from '../../common/schemas/operations';
import type { Presentation } from '../../common/schemas/presentations';
import { addedBy, applyToShown, holdsAny, idsFromReply, noNewIds, previewIds } from './deckReducer';

// The client's side of the one reducer (issue 28): the deck the editor holds, changed by the same
// handlers as the server's. Tests against the real server: ./optimisticMatchesServer.test.ts.

const state: DeckState = {
  title: 'Deck',
  slides: [
    { id: 'a', type: 'content', title: 'A', content: { text: 'x', items: ['1'] }, notes: '' },
    { id: 'b', type: 'content', title: 'B', content: {}, notes: 'n' },
    { id: 'c', type: 'title', title: 'C', content: {}, notes: '' },
  ],
  brief: 'Brief',
  checklist: [{ id: '5', text: 'Budget', completed: false }],
  metadata: { agency: 'Old' },
};
const CREATED = '2026-01-01T00:00:00.000Z';
const client = (s: DeckState): Presentation => ({
  id: 'p',
  clientId: 'c',
  clientName: 'Client',
  title: s.title ?? '',
  brief: s.brief,
  checklist: s.checklist,
  metadata: s.metadata,
  isProtected: false,
  revision: 1,
  slideCount: s.slides.length,
  slides: s.slides.map(({ createdAt, ...x }, i) => ({
    ...x,
    presentationId: 'p',
    order: i + 1,
    createdAt: createdAt ?? CREATED,
    updatedAt: CREATED,
  })),
  createdAt: CREATED,
  updatedAt: CREATED,
});
/** What a write moves besides the deck: each slide's updatedAt. */
const withoutTimes = (p: Presentation) => ({
  ...p,
  slides: p.slides.map(({ updatedAt: _u, ...s }) => s),
});

describe("another tab's batch replayed on the deck this tab shows", () => {
  test('gives what the server made of it', () => {
    const ops: Operation[] = [
      { op: 'update_slide', slideId: 'a', title: 'A2', content: { text: 'y' }, removeFields: ['items'] },
      { op: 'move_slide', slideId: 'c', position: 1 },
      { op: 'delete_slide', slideId: 'b' },
      { op: 'add_slide', slideId: 'd', type: 'content', title: 'D', position: 2 },
      { op: 'update_title', title: 'Deck 2' },
      { op: 'update_brief', brief: 'New brief' },
      { op: 'update_metadata', metadata: { clientName: 'Acme' }, removeFields: ['agency'] },
      { op: 'reorder_slides', slideIds: ['a', 'c', 'd'] },
      { op: 'update_checklist_item', itemId: '5', completed: true },
    ];
    const server = applyOperations(structuredClone(state), ops, () => 'new').state;
    const replayed = applyToShown({ presentation: client(state) }, ops, noNewIds);
    const { slides, ...deck } = withoutTimes(replayed!.deck.presentation);
    const { slides: serverSlides, ...serverDeck } = withoutTimes(client(server));
    expect(deck).toEqual(serverDeck);
    // A slide the batch added has no createdAt of the server's: compared without it.
    expect(slides.map(({ createdAt: _c, ...s }) => s)).toEqual(
      serverSlides.map(({ createdAt: _c, ...s }) => s),
    );
  });

  test('what it cannot replay exactly is left to a re-read', () => {
    const deck = { presentation: client(state) };
    // Ids only the server knows.
    expect(applyToShown(deck, [{ op: 'add_slide', type: 'content', title: 'New' }], noNewIds)).toBeNull();
    expect(applyToShown(deck, [{ op: 'duplicate_slide', slideId: 'a' }], noNewIds)).toBeNull();
    expect(applyToShown(deck, [{ op: 'add_checklist_items', items: ['x'] }], noNewIds)).toBeNull();
    // What the reducer refuses on this deck, as the server would.
    expect(applyToShown(deck, [{ op: 'update_slide', slideId: 'zz', title: 'Gone' }], noNewIds)).toBeNull();
    expect(
      applyToShown(
        deck,
        [{ op: 'update_slide', slideId: 'a', content: { backgroundColor: 'nope(' } }],
        noNewIds,
      ),
    ).toBeNull();
  });

  test('unchanged slides keep their objects (the editor redraws only what changed)', () => {
    const before = client(state);
    const after = applyToShown({ presentation: before }, [{ op: 'update_title', title: 'T' }], noNewIds)!;
    for (const [i, s] of after.deck.presentation.slides.entries()) expect(s).toBe(before.slides[i]);
  });
});

describe('a preview and its settling', () => {
  test('a preview makes ids of its own; the reply names the ones the server gave', () => {
    const ops: Operation[] = [
      { op: 'duplicate_slide', slideId: 'a' },
      { op: 'add_checklist_items', items: ['Risks', 'Team'] },
    ];
    const preview = applyToShown({ presentation: client(state) }, ops, previewIds())!;
    expect(preview.deck.presentation.slides.map((s) => s.title)).toEqual(['A', 'A', 'B', 'C']);
    expect(holdsAny(preview.deck.presentation, addedBy(preview.inverses))).toBe(true);

    const server = applyOperations(
      structuredClone(state),
      ops,
      () => 'copy',
      () => 1_700_000_000_000,
    );
    const settled = applyToShown({ presentation: client(state) }, ops, idsFromReply(server.inverses))!;
    expect(settled.inverses).toEqual(server.inverses);
    expect(settled.deck.presentation.slides[1]!.id).toBe('copy');
    expect(settled.deck.presentation.checklist.map((i) => i.id)).toEqual([
      '5',
      '1700000000000',
      '1700000000001',
    ]);
  });
});
