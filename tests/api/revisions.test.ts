import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DECK_LOG_REVISIONS } from '../../common/limits';
import type { AppliedOperations } from '../../common/schemas/operations';
import { getPresentation, seedDeck } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 22, part 1: a write carries the revision it was based on (baseRevision), and the server
// merges it field by field with what changed since, so no one's edit is silently lost.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

type Conflict = {
  error: { code: string; message: string; field: string; revision: number; current: unknown };
};

const post = <T = AppliedOperations>(id: string, body: unknown) =>
  server.api<T>(`/api/presentations/${id}/operations`, { json: body });

async function revisionOf(id: string) {
  const res = await post(id, { operations: [{ op: 'update_brief', brief: `probe ${Math.random()}` }] });
  expect(res.status, res.text).toBe(200);
  return res.body.revision;
}

describe('a write based on an older revision', () => {
  test('merges when it changes a different field, of the same slide or another', async () => {
    const { presentation, slides } = await seedDeck(server, 2);
    const base = await revisionOf(presentation.id);
    // Someone else renames slide 1 meanwhile.
    const other = await post(presentation.id, {
      baseRevision: base,
      operations: [{ op: 'update_slide', slideId: slides[0]!.id, title: 'Renamed by A' }],
    });
    expect(other.status, other.text).toBe(200);
    // From the same stale base: the text of slide 1 and the title of slide 2 still apply.
    const mine = await post(presentation.id, {
      baseRevision: base,
      operations: [
        { op: 'update_slide', slideId: slides[0]!.id, content: { text: 'Text by B' } },
        { op: 'update_slide', slideId: slides[1]!.id, title: 'Slide two by B' },
      ],
    });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.revision).toBe(base + 3);
    const deck = await getPresentation(server, presentation.id);
    expect(deck.slides[0]).toMatchObject({ title: 'Renamed by A', content: { text: 'Text by B' } });
    expect(deck.slides[1]!.title).toBe('Slide two by B');
  });

  test('changing the same field is a 409 naming it, with its current value, and nothing applies', async () => {
    const { presentation, slides } = await seedDeck(server, 2);
    const base = await revisionOf(presentation.id);
    await post(presentation.id, {
      baseRevision: base,
      operations: [{ op: 'update_slide', slideId: slides[1]!.id, content: { text: 'Kept text' } }],
    });
    const res = await post<Conflict>(presentation.id, {
      baseRevision: base,
      operations: [
        { op: 'update_slide', slideId: slides[0]!.id, title: 'Would merge' },
        { op: 'update_slide', slideId: slides[1]!.id, content: { text: 'Lost text?' } },
      ],
    });
    expect(res.status, res.text).toBe(409);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.code).toBe('conflict');
    expect(res.body.error.field).toBe('operations.1.content.text');
    expect(res.body.error.message).toMatch(/^operations\.1\.content\.text: /);
    expect(res.body.error.current).toBe('Kept text');
    expect(res.body.error.revision).toBe(base + 1);
    const deck = await getPresentation(server, presentation.id);
    expect(deck.slides.map((s) => s.title)).toEqual(['S1', 'S2']);
    expect(deck.slides[1]!.content).toEqual({ text: 'Kept text' });
    // Based on the revision the 409 gave, the same write applies.
    const retry = await post(presentation.id, {
      baseRevision: res.body.error.revision,
      operations: [{ op: 'update_slide', slideId: slides[1]!.id, content: { text: 'Now mine' } }],
    });
    expect(retry.status, retry.text).toBe(200);
  });

  test('deck fields merge too: brief against title, metadata field by field', async () => {
    const { presentation } = await seedDeck(server, 1);
    const base = await revisionOf(presentation.id);
    expect(
      (
        await post(presentation.id, {
          baseRevision: base,
          operations: [
            { op: 'update_title', title: 'New title' },
            { op: 'update_metadata', metadata: { presentationDate: '2026' } },
          ],
        })
      ).status,
    ).toBe(200);
    const merged = await post(presentation.id, {
      baseRevision: base,
      operations: [{ op: 'update_metadata', metadata: { agency: 'Lyon & Co' } }],
    });
    expect(merged.status, merged.text).toBe(200);
    const clash = await post<Conflict>(presentation.id, {
      baseRevision: base,
      operations: [{ op: 'update_title', title: 'Other title' }],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ field: 'operations.0.title', current: 'New title' });
  });

  test('deleting a slide someone changed since is a conflict that carries the slide', async () => {
    const { presentation, slides } = await seedDeck(server, 2);
    const base = await revisionOf(presentation.id);
    await post(presentation.id, {
      operations: [{ op: 'update_slide', slideId: slides[0]!.id, notes: 'Important notes' }],
    });
    const res = await post<Conflict>(presentation.id, {
      baseRevision: base,
      operations: [{ op: 'delete_slide', slideId: slides[0]!.id }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.current).toMatchObject({ id: slides[0]!.id, notes: 'Important notes' });
  });

  test('a base older than the log window counts every field as changed', async () => {
    const { presentation, slides } = await seedDeck(server, 2);
    const base = await revisionOf(presentation.id);
    const many = Array.from({ length: 100 }, (_, i) => ({ op: 'update_brief', brief: `b${i}` }));
    for (let done = 0; done <= DECK_LOG_REVISIONS; done += many.length)
      expect((await post(presentation.id, { operations: many })).status).toBe(200);
    const res = await post<Conflict>(presentation.id, {
      baseRevision: base,
      operations: [{ op: 'update_slide', slideId: slides[1]!.id, title: 'Untouched since?' }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.current).toBe('S2');
  });

  test('a base ahead of the deck is a 400 naming baseRevision', async () => {
    const { presentation } = await seedDeck(server, 1);
    const res = await post(presentation.id, {
      baseRevision: 10_000,
      operations: [{ op: 'update_brief', brief: 'x' }],
    });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body) && res.body.error.message).toMatch(/^baseRevision: /);
  });
});

test('a write without a revision applies as it always did (last write wins)', async () => {
  const { presentation, slides } = await seedDeck(server, 1);
  const first = await post(presentation.id, {
    operations: [{ op: 'update_slide', slideId: slides[0]!.id, title: 'First' }],
  });
  const second = await post(presentation.id, {
    operations: [{ op: 'update_slide', slideId: slides[0]!.id, title: 'Second' }],
  });
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(second.body.revision).toBe(first.body.revision + 1);
  expect((await getPresentation(server, presentation.id)).slides[0]!.title).toBe('Second');
});

test('50 parallel writers on one deck, each on its own slide from one stale base, all land once', async () => {
  const { presentation, slides } = await seedDeck(server, 50);
  const base = await revisionOf(presentation.id);
  const replies = await Promise.all(
    slides.map((s, i) =>
      post(presentation.id, {
        baseRevision: base,
        operations: [{ op: 'update_slide', slideId: s.id, title: `Writer ${i}` }],
      }),
    ),
  );
  expect(replies.map((r) => r.status)).toEqual(slides.map(() => 200));
  // Each batch moved the revision by exactly one: the revisions are base+1..base+50, each once.
  expect(replies.map((r) => r.body.revision).sort((a, b) => a - b)).toEqual(
    slides.map((_, i) => base + 1 + i),
  );
  const deck = await getPresentation(server, presentation.id);
  expect(deck.slides.map((s) => s.title)).toEqual(slides.map((_, i) => `Writer ${i}`));
  expect(await revisionOf(presentation.id)).toBe(base + 51);
});

describe("SPEC's slide and presentation routes take the revision as If-Match", () => {
  test('GET gives the revision as ETag; a PATCH with it merges other fields and refuses a changed one', async () => {
    const { presentation, slides } = await seedDeck(server, 1);
    const read = await server.api(`/api/presentations/${presentation.id}`);
    const etag = read.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+"$/);
    // Someone renames the slide after this client read the deck.
    expect(
      (await server.api(`/api/slides/${slides[0]!.id}`, { method: 'PATCH', json: { title: 'Theirs' } }))
        .status,
    ).toBe(200);
    // Notes were not changed since: they apply.
    const notes = await server.api(`/api/slides/${slides[0]!.id}`, {
      method: 'PATCH',
      json: { notes: 'My notes' },
      headers: { 'if-match': etag },
    });
    expect(notes.status, notes.text).toBe(200);
    expect(notes.body).toMatchObject({ title: 'Theirs', notes: 'My notes' });
    // The title was: a 409 naming it plainly, with the title now.
    const title = await server.api<Conflict>(`/api/slides/${slides[0]!.id}`, {
      method: 'PATCH',
      json: { title: 'Mine' },
      headers: { 'if-match': etag },
    });
    expect(title.status).toBe(409);
    expect(title.body.error).toMatchObject({ code: 'conflict', field: 'title', current: 'Theirs' });
    expect(title.body.error.message).toMatch(/^title: /);
    // Without If-Match, as before: the last write wins.
    expect(
      (await server.api(`/api/slides/${slides[0]!.id}`, { method: 'PATCH', json: { title: 'Mine' } })).status,
    ).toBe(200);
  });

  test('a presentation PATCH with a stale If-Match keeps the brief someone wrote since', async () => {
    const { presentation } = await seedDeck(server, 1);
    const etag = (await server.api(`/api/presentations/${presentation.id}`)).headers.get('etag')!;
    await server.api(`/api/presentations/${presentation.id}`, {
      method: 'PATCH',
      json: { brief: 'Their brief' },
    });
    const title = await server.api(`/api/presentations/${presentation.id}`, {
      method: 'PATCH',
      json: { title: 'My title' },
      headers: { 'if-match': etag },
    });
    expect(title.status, title.text).toBe(200);
    const brief = await server.api<Conflict>(`/api/presentations/${presentation.id}`, {
      method: 'PATCH',
      json: { brief: 'My brief' },
      headers: { 'if-match': etag },
    });
    expect(brief.status).toBe(409);
    expect(brief.body.error).toMatchObject({ field: 'brief', current: 'Their brief' });
    expect((await getPresentation(server, presentation.id)).brief).toBe('Their brief');
    const bad = await server.api(`/api/presentations/${presentation.id}`, {
      method: 'PATCH',
      json: { title: 'x' },
      headers: { 'if-match': 'yesterday' },
    });
    expect(bad.status).toBe(400);
    expect(isErrorShape(bad.body) && bad.body.error.message).toMatch(/^If-Match: /);
  });
});
