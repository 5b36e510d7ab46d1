import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppliedOperations, Operation } from '../../common/schemas/operations';
import type { Presentation } from '../../common/schemas/presentations';
import { getPresentation, seedDeck, seedPresentation, seedSlide } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const apply = (presentationId: string, operations: unknown) =>
  server.api<AppliedOperations>(`/api/presentations/${presentationId}/operations`, {
    json: { operations },
  });

async function applied(presentationId: string, operations: Operation[]) {
  const res = await apply(presentationId, operations);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Undoing a batch: its inverses, last first. */
const undoOf = (reply: AppliedOperations) => [...reply.inverses].reverse();

/** The deck as a user sees it, without the times of the last write (a write moves them). */
function comparable(p: Presentation) {
  // When it changed (updatedAt) and how often (revision) are not what the deck holds.
  const { updatedAt: _u, revision: _r, ...deck } = p;
  return { ...deck, slides: deck.slides.map(({ updatedAt: _s, ...slide }) => slide) };
}

/** A deck with some of everything: four slide types with content and notes, a brief, checklist, details. */
async function richDeck() {
  const presentation = await seedPresentation(server, undefined, 'Quarterly review');
  await seedSlide(server, presentation.id, {
    type: 'title',
    title: 'Q3 review',
    content: { subtitle: 'For the board', author: 'Dana' },
    notes: 'Open calmly.',
  });
  await seedSlide(server, presentation.id, {
    type: 'metrics',
    title: 'Numbers',
    content: { metrics: [{ value: '$4.2M', label: 'Revenue', subtext: '+32%' }], backgroundColor: 'navy' },
  });
  await seedSlide(server, presentation.id, {
    type: 'comparison',
    title: 'Build or buy',
    content: {
      comparison: { left: { title: 'Build', items: ['Slow'] }, right: { title: 'Buy', items: [] } },
    },
  });
  await seedSlide(server, presentation.id, { type: 'content', title: 'Plan', content: { items: ['One'] } });
  const patched = await server.api(`/api/presentations/${presentation.id}`, {
    method: 'PATCH',
    json: {
      brief: 'Win the renewal.',
      checklist: [
        { id: '1', text: 'Pricing', completed: false },
        { id: '2', text: 'Timeline', completed: true },
        { id: '3', text: 'Team', completed: false },
      ],
      metadata: { clientName: 'Northwind', agency: 'Brightline' },
    },
  });
  expect(patched.status).toBe(200);
  return getPresentation(server, presentation.id);
}

describe('POST /api/presentations/{id}/operations', () => {
  test('every kind of operation applies in one batch; the inverses, last first, give back the exact deck', async () => {
    const before = await richDeck();
    const [title, metrics, comparison, plan] = before.slides.map((s) => s.id) as [
      string,
      string,
      string,
      string,
    ];
    const operations: Operation[] = [
      { op: 'add_slide', type: 'statement', title: 'Belief', content: { text: 'Speed wins' }, position: 2 },
      { op: 'update_slide', slideId: title, title: 'Q3 in review', notes: 'Smile.' },
      {
        op: 'update_slide',
        slideId: metrics,
        type: 'content',
        content: { text: 'Up' },
        removeFields: ['backgroundColor'],
      },
      {
        op: 'update_slide',
        slideId: comparison,
        content: {
          comparison: { left: { title: 'Us', items: ['Fast'] }, right: { title: 'Them', items: ['Slow'] } },
        },
      },
      { op: 'move_slide', slideId: plan, position: 1 },
      { op: 'duplicate_slide', slideId: comparison },
      { op: 'delete_slide', slideId: metrics },
      { op: 'update_title', title: 'Annual review' },
      { op: 'update_brief', brief: 'Grow the account.' },
      {
        op: 'update_metadata',
        metadata: { presentationDate: 'March 2027', agency: 'Studio' },
        removeFields: ['clientName'],
      },
      { op: 'add_checklist_items', items: ['Case studies', 'Budget'] },
      { op: 'update_checklist_item', itemId: '1', completed: true, text: 'Pricing page' },
      { op: 'remove_checklist_items', itemIds: ['3', '2'] },
      { op: 'insert_checklist_items', items: [{ id: 'x9', text: 'Risks', completed: true, position: 1 }] },
    ];
    server.advance(60_000);
    const forward = await applied(before.id, operations);
    expect(forward.inverses).toHaveLength(operations.length);
    const after = await getPresentation(server, before.id);
    expect(after.title).toBe('Annual review');
    expect(after.slides.map((s) => s.title)).toEqual([
      'Plan',
      'Q3 in review',
      'Belief',
      'Build or buy',
      'Build or buy',
    ]);
    expect(after.slides[1]).toMatchObject({ notes: 'Smile.' });
    expect(after.metadata).toEqual({ agency: 'Studio', presentationDate: 'March 2027' });
    expect(after.checklist.map((i) => [i.text, i.completed])).toEqual([
      ['Risks', true],
      ['Pricing page', true],
      ['Case studies', false],
      ['Budget', false],
    ]);

    server.advance(60_000);
    const back = await applied(before.id, undoOf(forward));
    expect(back.revision).toBe(forward.revision + operations.length);
    const restored = await getPresentation(server, before.id);
    // Ids, order, types, titles, content, notes, creation times, brief, checklist, details, title.
    expect(comparable(restored)).toEqual(comparable(before));
    expect(restored.slides.find((s) => s.id === metrics)?.createdAt).toBe(before.slides[1]!.createdAt);

    // Undoing the undo (its own inverses) is the redo: the same deck as after, ids included.
    server.advance(60_000);
    await applied(before.id, undoOf(back));
    expect(comparable(await getPresentation(server, before.id))).toEqual(comparable(after));
  });

  test('the revision moves by one per operation applied', async () => {
    const { presentation, slides } = await seedDeck(server, 2);
    const one = await applied(presentation.id, [{ op: 'update_slide', slideId: slides[0]!.id, title: 'A' }]);
    const three = await applied(presentation.id, [
      { op: 'update_slide', slideId: slides[0]!.id, title: 'B' },
      { op: 'move_slide', slideId: slides[1]!.id, position: 1 },
      { op: 'update_brief', brief: 'x' },
    ]);
    expect(three.revision).toBe(one.revision + 3);
    expect(three.changedSlideIds).toEqual([slides[1]!.id, slides[0]!.id]);
  });

  test.each<[string, (ids: string[], foreign: string) => unknown[], RegExp]>([
    [
      'a slide id not in this deck',
      (ids) => [
        { op: 'update_slide', slideId: ids[0], title: 'x' },
        { op: 'delete_slide', slideId: 'noSuchSlide1' },
      ],
      /^operations\.1\.slideId: /,
    ],
    [
      'a slide of another deck',
      (ids, foreign) => [
        { op: 'move_slide', slideId: ids[0], position: 2 },
        { op: 'update_slide', slideId: foreign, title: 'mine' },
      ],
      /^operations\.1\.slideId: /,
    ],
    [
      'an id another deck uses for a new slide',
      (_ids, foreign) => [
        { op: 'add_slide', type: 'content', title: 'x' },
        { op: 'add_slide', type: 'content', title: 'x', slideId: foreign },
      ],
      /^operations\.1\.slideId: is the id of a slide in another presentation/,
    ],
    [
      'a colour that is not a colour',
      (ids) => [
        { op: 'update_brief', brief: 'x' },
        { op: 'update_slide', slideId: ids[0], title: 'y' },
        { op: 'update_slide', slideId: ids[1], content: { backgroundColor: 'red;}' } },
      ],
      /^operations\.2\.content\.backgroundColor: must be a CSS colour/,
    ],
    [
      'an unknown operation',
      () => [{ op: 'update_brief', brief: 'x' }, { op: 'explode' }],
      /^operations\.1\.op: must be one of add_slide, /,
    ],
    [
      'an unknown slide type',
      () => [{ op: 'add_slide', type: 'pie_chart', title: 'x' }],
      /^operations\.0\.type: must be one of title, /,
    ],
    [
      'an unknown content field to remove',
      (ids) => [{ op: 'update_slide', slideId: ids[0], removeFields: ['onclick'] }],
      /^operations\.0\.removeFields\.0: must be a content field/,
    ],
    [
      'a reorder that leaves a slide out',
      (ids) => [
        { op: 'update_brief', brief: 'x' },
        { op: 'reorder_slides', slideIds: [ids[1]] },
      ],
      /^operations\.1\.slideIds: must list every slide/,
    ],
    [
      'a checklist item that is not there',
      () => [
        { op: 'add_checklist_items', items: ['a'] },
        { op: 'remove_checklist_items', itemIds: ['nope'] },
      ],
      /^operations\.1\.itemIds\.0: “nope” is not an item of the checklist/,
    ],
    ['no operations at all', () => [], /^operations: must hold at least one operation/],
  ])('%s is a 400 naming the operation and its field, and nothing is applied', async (_, batch, message) => {
    const { presentation, slides } = await seedDeck(server, 2);
    const other = await seedDeck(server, 1);
    const before = await getPresentation(server, presentation.id);
    const otherBefore = await getPresentation(server, other.presentation.id);
    server.advance(1000);
    const res = await apply(
      presentation.id,
      batch(
        slides.map((s) => s.id),
        other.slides[0]!.id,
      ),
    );
    expect(res.status, res.text).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect((res.body as unknown as { error: { message: string } }).error.message).toMatch(message);
    expect(await getPresentation(server, presentation.id)).toEqual(before);
    expect(await getPresentation(server, other.presentation.id)).toEqual(otherBefore);
  });

  test('an unknown presentation is a 404', async () => {
    const res = await apply('noSuchDeck12', [{ op: 'update_brief', brief: 'x' }]);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Presentation not found' } });
  });

  test('an html slide’s markup is stored sanitised, and its inverse puts back what was stored', async () => {
    const { presentation, slides } = await seedDeck(server, 1);
    const reply = await applied(presentation.id, [
      {
        op: 'update_slide',
        slideId: slides[0]!.id,
        type: 'html',
        content: { htmlContent: '<p onclick="x()">Hi</p><script>bad()</script>' },
      },
    ]);
    const stored = (await getPresentation(server, presentation.id)).slides[0]!;
    expect(stored.content.htmlContent).toBe('<p>Hi</p>');
    await applied(presentation.id, undoOf(reply));
    expect((await getPresentation(server, presentation.id)).slides[0]).toMatchObject({
      type: 'content',
      content: { text: 'Text 1' },
    });
  });

  test('an assistant turn answers its inverses: one batch that takes the whole turn back, ids included', async () => {
    const { presentation } = await seedDeck(server, 5);
    const before = await getPresentation(server, presentation.id);
    server.advance(60_000);
    const turn = await server.api('/api/ai/chat', {
      json: {
        provider: 'offline',
        presentationId: presentation.id,
        messages: [{ role: 'user', content: 'delete the last three slides' }],
      },
    });
    expect(turn.status, turn.text).toBe(200);
    expect(turn.body.inverses).toHaveLength(3);
    expect(await getPresentation(server, presentation.id)).toMatchObject({ slideCount: 2 });
    server.advance(60_000);
    await applied(presentation.id, undoOf(turn.body));
    expect(comparable(await getPresentation(server, presentation.id))).toEqual(comparable(before));
  });
});
