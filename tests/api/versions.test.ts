import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VERSION_NOTES_MAX } from '../../common/limits';
import type { RestoreResult, Version, VersionSummary } from '../../common/schemas/versions';
import { getPresentation, saveVersion, seedDeck, seedPresentation, seedSlide } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const listVersions = async (id: string) =>
  (await server.api<VersionSummary[]>(`/api/presentations/${id}/versions`)).body;

describe('versions', () => {
  test('a new deck has none', async () => {
    const deck = await seedPresentation(server);
    const res = await server.api(`/api/presentations/${deck.id}/versions`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  test('notes default to "Version {n+1}"; given notes are trimmed; the list is newest first', async () => {
    const { presentation } = await seedDeck(server, 2);
    const first = await server.api<VersionSummary>(`/api/presentations/${presentation.id}/versions`, {
      method: 'POST',
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      presentationId: presentation.id,
      version: 1,
      notes: 'Version 1',
      slideCount: 2,
      createdAt: new Date(server.now()).toISOString(),
    });
    const second = await saveVersion(server, presentation.id, '  Before the client call  ');
    expect(second).toMatchObject({ version: 2, notes: 'Before the client call' });
    const third = await server.api(`/api/presentations/${presentation.id}/versions`, { json: {} });
    expect(third.body).toMatchObject({ version: 3, notes: 'Version 3' });
    const fourth = await saveVersion(server, presentation.id, '   ');
    expect(fourth).toMatchObject({ version: 4, notes: 'Version 4' });
    expect((await listVersions(presentation.id)).map((v) => [v.version, v.notes])).toEqual([
      [4, 'Version 4'],
      [3, 'Version 3'],
      [2, 'Before the client call'],
      [1, 'Version 1'],
    ]);
  });

  test('notes that are too long or not text are 400 naming notes', async () => {
    const deck = await seedPresentation(server);
    for (const notes of ['n'.repeat(VERSION_NOTES_MAX + 1), 12, ['a']]) {
      const res = await server.api(`/api/presentations/${deck.id}/versions`, { json: { notes } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/^notes/);
    }
    expect(await listVersions(deck.id)).toEqual([]);
  });

  test('a version is a snapshot: later edits do not change it', async () => {
    const { presentation } = await seedDeck(server, 3);
    const deck = await getPresentation(server, presentation.id);
    const v1 = await saveVersion(server, presentation.id);
    await server.api(`/api/slides/${deck.slides[0]!.id}`, { method: 'PATCH', json: { title: 'Edited' } });
    await seedSlide(server, presentation.id, { title: 'Added' });

    const res = await server.api<Version>(`/api/versions/${v1.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...v1 });
    expect(res.body.snapshotData.slides).toEqual(deck.slides);
  });

  test('restore gives back exactly the snapshot`s slides and keeps the replaced slides as a new version', async () => {
    const { presentation } = await seedDeck(server, 3);
    await server.api(`/api/slides/${(await getPresentation(server, presentation.id)).slides[1]!.id}`, {
      method: 'PATCH',
      json: { type: 'statement', content: { mainText: 'Bold', highlightText: 'claim' }, notes: 'say it' },
    });
    const saved = await getPresentation(server, presentation.id);
    const v1 = await saveVersion(server, presentation.id, 'Good state');

    // Change everything: edit, add, delete, reorder.
    server.advance(60_000);
    const [s1, s2, s3] = saved.slides;
    await server.api(`/api/slides/${s1!.id}`, {
      method: 'PATCH',
      json: { title: 'Ruined', content: { text: 'x' } },
    });
    await server.api(`/api/slides/${s2!.id}`, { method: 'DELETE' });
    const added = await seedSlide(server, presentation.id, { title: 'New one', order: 1 });
    await server.api(`/api/presentations/${presentation.id}/reorder`, {
      json: { slideIds: [s3!.id, added.id, s1!.id] },
    });
    const beforeRestore = await getPresentation(server, presentation.id);

    server.advance(60_000);
    const res = await server.api<RestoreResult>(`/api/versions/${v1.id}/restore`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.restored).toEqual(v1);
    expect(res.body.slideCount).toBe(3);
    expect(res.body.backup).toMatchObject({
      presentationId: presentation.id,
      version: 2,
      notes: 'Before restoring v1',
      slideCount: 3,
    });

    const after = await getPresentation(server, presentation.id);
    const content = ({ updatedAt: _u, ...rest }: (typeof after.slides)[number]) => rest;
    expect(after.slides.map(content)).toEqual(saved.slides.map(content));
    expect(after.slides.map((s) => s.order)).toEqual([1, 2, 3]);

    // The slides the restore replaced are kept, as they were, in the backup version.
    const backup = await server.api<Version>(`/api/versions/${res.body.backup.id}`);
    expect(backup.body.snapshotData.slides).toEqual(beforeRestore.slides);
    expect((await listVersions(presentation.id)).map((v) => v.notes)).toEqual([
      'Before restoring v1',
      'Good state',
    ]);

    // And restoring the backup undoes the restore.
    const undo = await server.api<RestoreResult>(`/api/versions/${res.body.backup.id}/restore`, {
      method: 'POST',
    });
    expect(undo.status).toBe(200);
    const undone = await getPresentation(server, presentation.id);
    expect(undone.slides.map(content)).toEqual(beforeRestore.slides.map(content));
    expect((await listVersions(presentation.id)).map((v) => v.version)).toEqual([3, 2, 1]);
  });

  test('restoring an empty snapshot empties the deck; slides can be added after it', async () => {
    const deck = await seedPresentation(server);
    const empty = await saveVersion(server, deck.id);
    await seedSlide(server, deck.id);
    await seedSlide(server, deck.id);
    const res = await server.api(`/api/versions/${empty.id}/restore`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.slideCount).toBe(0);
    expect((await getPresentation(server, deck.id)).slides).toEqual([]);
    expect((await seedSlide(server, deck.id)).order).toBe(1);
  });

  test('a version restores into its own deck only', async () => {
    const a = await seedDeck(server, 2);
    const b = await seedDeck(server, 1);
    const va = await saveVersion(server, a.presentation.id);
    const bBefore = await getPresentation(server, b.presentation.id);
    await server.api(`/api/slides/${a.slides[0]!.id}`, { method: 'DELETE' });
    expect((await server.api(`/api/versions/${va.id}/restore`, { method: 'POST' })).status).toBe(200);
    expect((await getPresentation(server, a.presentation.id)).slides.map((s) => s.title)).toEqual([
      'S1',
      'S2',
    ]);
    expect(await getPresentation(server, b.presentation.id)).toEqual(bBefore);
    expect(await listVersions(b.presentation.id)).toEqual([]);
  });

  test('unknown ids are 404', async () => {
    for (const [method, pathname] of [
      ['GET', '/api/versions/noSuchVersion'],
      ['POST', '/api/versions/noSuchVersion/restore'],
      ['GET', '/api/presentations/noSuchDeck1/versions'],
      ['POST', '/api/presentations/noSuchDeck1/versions'],
    ] as const) {
      const res = await server.api(pathname, { method });
      expect(res.status, `${method} ${pathname}`).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });
});
