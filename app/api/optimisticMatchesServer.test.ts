import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  type AppliedOperations,
  type Operation,
  type OperationKind,
  operationSchema,
} from '../../common/schemas/operations';
import type { Presentation } from '../../common/schemas/presentations';
import { BUILT_IN_THEME_IDS } from '../../common/themes/builtIn';
import { routeAppFetches } from '../../tests/helpers/appFetch';
import { getPresentation, seedPresentation, seedSlide } from '../../tests/helpers/seed';
import { startLoggedIn, type TestServer } from '../../tests/helpers/testServer';
import { brandKeys, type DeckTheme } from './brand';
import { ApiError } from './client';
import { applyOperations } from './operations';
import { presentationKeys } from './presentations';
import { queryClient } from './queryClient';

// Issue 28, one reducer: every operation kind, sent through the editor's data layer (the app's own
// applyOperations, its preview and its settling on the reply), leaves the deck the editor holds
// equal to the deck the server answers afterwards. The app talks to a real server here.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
  routeAppFetches(server);
}, 120_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.close();
});

/** The kinds as the operation schema has them: a kind added there is missing below until it is tested. */
const KINDS = operationSchema.options.map((o) => o.shape.op.value) as OperationKind[];

interface Deck {
  p: Presentation;
  /** The slides' ids, in order, and the checklist items' ids. */
  s: string[];
  items: string[];
  theme: string | null;
}

/** One batch per kind, on a deck of three slides, two checklist items and one detail. */
const SAMPLES: Record<OperationKind, (d: Deck) => Operation[]> = {
  add_slide: () => [
    { op: 'add_slide', type: 'content', title: 'New', content: { items: ['x'] }, notes: 'N', position: 2 },
  ],
  update_slide: ({ s }) => [
    {
      op: 'update_slide',
      slideId: s[1]!,
      title: 'Renamed',
      type: 'statement',
      content: { mainText: 'Big' },
      removeFields: ['items'],
      notes: 'Say it',
    },
  ],
  delete_slide: ({ s }) => [{ op: 'delete_slide', slideId: s[0]! }],
  move_slide: ({ s }) => [{ op: 'move_slide', slideId: s[2]!, position: 1 }],
  reorder_slides: ({ s }) => [{ op: 'reorder_slides', slideIds: [s[2]!, s[0]!, s[1]!] }],
  duplicate_slide: ({ s }) => [{ op: 'duplicate_slide', slideId: s[1]! }],
  update_title: () => [{ op: 'update_title', title: 'Renamed deck' }],
  update_brief: () => [{ op: 'update_brief', brief: 'Win the renewal.' }],
  update_metadata: () => [
    { op: 'update_metadata', metadata: { clientName: 'Acme' }, removeFields: ['agency'] },
  ],
  add_checklist_items: () => [{ op: 'add_checklist_items', items: ['Risks', 'Team'] }],
  insert_checklist_items: () => [
    { op: 'insert_checklist_items', items: [{ id: '900', text: 'First', completed: true, position: 1 }] },
  ],
  remove_checklist_items: ({ items }) => [{ op: 'remove_checklist_items', itemIds: [items[0]!] }],
  update_checklist_item: ({ items }) => [
    { op: 'update_checklist_item', itemId: items[1]!, text: 'Budget agreed', completed: true },
  ],
  replace_checklist: () => [
    { op: 'replace_checklist', checklist: [{ id: '1', text: 'Only this', completed: false }] },
  ],
  set_theme: ({ theme }) => [{ op: 'set_theme', theme: BUILT_IN_THEME_IDS.find((t) => t !== theme)! }],
};

/** A fresh deck, read into the editor's cache as the editor reads it (with its theme and brand kit). */
async function openDeck(): Promise<Deck> {
  const created = await seedPresentation(server);
  await seedSlide(server, created.id, { type: 'title', title: 'Cover', content: { subtitle: 'Q3' } });
  await seedSlide(server, created.id, { type: 'content', title: 'Plan', content: { items: ['a', 'b'] } });
  await seedSlide(server, created.id, {
    type: 'metrics',
    title: 'Numbers',
    content: { metrics: [{ value: '32%', label: 'Revenue' }] },
  });
  const patched = await server.api(`/api/presentations/${created.id}`, {
    method: 'PATCH',
    json: {
      metadata: { agency: 'Lyon' },
      checklist: [
        { id: '10', text: 'Goals', completed: false },
        { id: '11', text: 'Budget', completed: false },
      ],
    },
  });
  expect(patched.status, patched.text).toBe(200);
  const p = await queryClient.fetchQuery<Presentation>({ queryKey: presentationKeys.one(created.id) });
  const theme = await queryClient.fetchQuery<DeckTheme>({ queryKey: brandKeys.deckTheme(created.id) });
  await queryClient.fetchQuery({ queryKey: brandKeys.kit(p.clientId) });
  return { p, s: p.slides.map((x) => x.id), items: p.checklist.map((i) => i.id), theme: theme.themeId };
}

const shown = (id: string) => queryClient.getQueryData<Presentation>(presentationKeys.one(id))!;
const shownTheme = (id: string) => queryClient.getQueryData<DeckTheme>(brandKeys.deckTheme(id))?.themeId;

/**
 * The deck as its person sees it: not when a slide was written, nor when the deck was (a write
 * moves those), and with the ids of slides and items that were not in `before` named by their
 * order of appearance (a preview names what it adds before the server does).
 */
function comparable(p: Presentation, before: Presentation, { revision = true } = {}) {
  const known = new Set([...before.slides.map((s) => s.id), ...before.checklist.map((i) => i.id)]);
  const fresh = new Map<string, string>();
  const name = (id: string) =>
    known.has(id) ? id : (fresh.get(id) ?? fresh.set(id, `new-${fresh.size + 1}`).get(id)!);
  const { updatedAt: _u, revision: r, ...deck } = p;
  return {
    ...deck,
    ...(revision ? { revision: r } : {}),
    slides: p.slides.map(({ updatedAt: _s, createdAt: _c, ...s }) => ({ ...s, id: name(s.id) })),
    checklist: p.checklist.map((i) => ({ ...i, id: name(i.id) })),
  };
}

/** Sends the batch as the editor does and checks the editor's deck against the server's at each step. */
async function sendAndCompare(id: string, operations: Operation[]): Promise<AppliedOperations> {
  const before = shown(id);
  const beforeTheme = shownTheme(id);
  const saving = applyOperations(id, operations);
  // Shown at once, before the server has answered.
  const preview = shown(id);
  const previewTheme = shownTheme(id);
  const reply = await saving;
  const answer = await getPresentation(server, id);
  const answerTheme = (await server.api<DeckTheme>(`/api/presentations/${id}/theme`)).body.themeId;
  expect({ preview, previewTheme }, 'the preview changed nothing').not.toEqual({
    preview: before,
    previewTheme: beforeTheme,
  });
  expect(comparable(preview, before, { revision: false })).toEqual(
    comparable(answer, before, { revision: false }),
  );
  expect(previewTheme).toBe(answerTheme);
  // Settled on the reply: the server's result, with its ids and its revision.
  expect(comparable(shown(id), before)).toEqual(comparable(answer, before));
  expect(shown(id).slides.map((s) => s.id)).toEqual(answer.slides.map((s) => s.id));
  expect(shown(id).checklist).toEqual(answer.checklist);
  return reply;
}

describe("the editor's deck equals the server's answer, for every kind of operation", () => {
  test('every kind of the schema has a sample here', () => {
    expect(KINDS.length).toBeGreaterThan(0);
    expect(Object.keys(SAMPLES).sort()).toEqual([...KINDS].sort());
  });

  test.each(KINDS)('%s, and its undo', async (kind) => {
    const deck = await openDeck();
    const operations = SAMPLES[kind](deck);
    expect(operations.map((o) => o.op)).toContain(kind);
    const reply = await sendAndCompare(deck.p.id, operations);
    // The undo is a batch of the inverses: kinds of their own (an add with its old id and place).
    await sendAndCompare(deck.p.id, [...reply.inverses].reverse());
    expect(comparable(shown(deck.p.id), deck.p, { revision: false })).toEqual(
      comparable(deck.p, deck.p, { revision: false }),
    );
  });

  test('a batch the reducer refuses is not shown; the server answers it', async () => {
    const deck = await openDeck();
    const before = shown(deck.p.id);
    const saving = applyOperations(deck.p.id, [
      { op: 'update_title', title: 'Half of it' },
      { op: 'update_slide', slideId: 'no-such-slide', title: 'Gone' },
    ]);
    expect(shown(deck.p.id)).toBe(before);
    const refused = await saving.catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).serverMessage).toMatch(/^operations\.1\.slideId: /);
    expect((await getPresentation(server, deck.p.id)).title).toBe(before.title);
  });
});
