import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EpochCache } from '../../server/db/epochCache';
import { expectStatus, getPresentation, seedClient, seedPresentation, seedSlide } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

// The session check and the deck's live fields are cached on the embedded database while it has
// not written (Database.writeEpoch). These tests read, change the data through every kind of path
// the cache must notice, and read again: a stale answer fails them.

describe('EpochCache', () => {
  test('keeps a value only while the epoch has not moved and before its time runs out', () => {
    let epoch = 0;
    let clock = 0;
    const cache = new EpochCache<string>(
      () => epoch,
      () => clock,
    );
    cache.set('a', cache.begin(), 'one');
    expect(cache.get('a')).toBe('one');
    epoch++;
    expect(cache.get('a')).toBeUndefined();

    // A read that began before a write finished is not filed at all.
    const began = cache.begin();
    epoch++;
    cache.set('a', began, 'stale');
    expect(cache.get('a')).toBeUndefined();

    cache.set('b', cache.begin(), 'expiring', 1_000);
    expect(cache.get('b')).toBe('expiring');
    clock = 1_000;
    expect(cache.get('b')).toBeUndefined();
  });

  test('holds nothing when other processes may write (PostgreSQL)', () => {
    const cache = new EpochCache<string>(() => null);
    cache.set('a', cache.begin(), 'one');
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('hot reads never answer stale data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoggedIn();
  });
  afterAll(() => server.close());

  test('the writeEpoch moves on every write of the embedded database and is null on PostgreSQL', async () => {
    const { database } = server.deps;
    const before = database.writeEpoch();
    if (database.kind === 'postgres') {
      expect(before).toBeNull();
      return;
    }
    await getPresentation(server, (await seedPresentation(server)).id);
    const afterWrites = database.writeEpoch()!;
    expect(afterWrites).toBeGreaterThan(before!);
    await server.api('/api/clients');
    expect(database.writeEpoch()).toBe(afterWrites);
  });

  test('a deck read twice, then changed by slides, the client name and a share link, reads fresh', async () => {
    const client = await seedClient(server, 'Before Rename');
    const deck = await seedPresentation(server, client.id, 'Live deck');
    expect((await getPresentation(server, deck.id)).slides).toHaveLength(0);
    expect((await getPresentation(server, deck.id)).clientName).toBe('Before Rename');

    await seedSlide(server, deck.id, { title: 'Added after the read' });
    expect((await getPresentation(server, deck.id)).slides.map((s) => s.title)).toEqual([
      'Added after the read',
    ]);

    await expectStatus(
      server,
      `/api/clients/${client.id}`,
      { method: 'PATCH', json: { name: 'After Rename' } },
      200,
    );
    expect((await getPresentation(server, deck.id)).clientName).toBe('After Rename');

    expect((await getPresentation(server, deck.id)).isProtected).toBe(false);
    const share = await expectStatus<{ link: { id: string } }>(
      server,
      `/api/presentations/${deck.id}/share`,
      { json: { password: 'open sesame' } },
      201,
    );
    expect((await getPresentation(server, deck.id)).isProtected).toBe(true);
    await expectStatus(server, `/api/share-links/${share.body.link.id}`, { method: 'DELETE' }, 204);
    expect((await getPresentation(server, deck.id)).isProtected).toBe(false);
  });

  test('a protected link that expires turns isProtected off with no write in between', async () => {
    const deck = await seedPresentation(server);
    await expectStatus(
      server,
      `/api/presentations/${deck.id}/share`,
      { json: { password: 'short lived', expiresAt: new Date(server.now() + 1200).toISOString() } },
      201,
    );
    expect((await getPresentation(server, deck.id)).isProtected).toBe(true);
    server.advance(1500);
    expect((await getPresentation(server, deck.id)).isProtected).toBe(false);
  });

  test('a share link viewed, then given a slide and revoked, shows the slide and then is gone', async () => {
    const deck = await seedPresentation(server);
    await seedSlide(server, deck.id, { title: 'First' });
    const share = await expectStatus<{ token: string; link: { id: string } }>(
      server,
      `/api/presentations/${deck.id}/share`,
      { json: { password: null } },
      201,
    );
    const view = () => server.api(`/api/view/${share.body.token}`, { json: {}, session: false });
    expect((await view()).body.slides.map((s: { title: string }) => s.title)).toEqual(['First']);
    await seedSlide(server, deck.id, { title: 'Second' });
    expect((await view()).body.slides.map((s: { title: string }) => s.title)).toEqual(['First', 'Second']);
    await expectStatus(server, `/api/share-links/${share.body.link.id}`, { method: 'DELETE' }, 204);
    expect((await view()).status).toBe(404);
  });

  test('a deleted deck is 404 right after it was read', async () => {
    const deck = await seedPresentation(server);
    await getPresentation(server, deck.id);
    await expectStatus(server, `/api/presentations/${deck.id}`, { method: 'DELETE' }, 204);
    await expectStatus(server, `/api/presentations/${deck.id}`, {}, 404);
  });

  test('a session used many times stops working the moment it logs out', async () => {
    const other = await startLoggedIn();
    try {
      for (let i = 0; i < 3; i++) await expectStatus(other, '/api/clients', {}, 200);
      await expectStatus(other, '/api/auth/logout', { method: 'POST' }, 204);
      await expectStatus(other, '/api/clients', {}, 401);
    } finally {
      await other.close();
    }
  });

  test('an idle session expires on the clock even though its row is cached', async () => {
    const other = await startLoggedIn();
    try {
      await expectStatus(other, '/api/clients', {}, 200);
      await expectStatus(other, '/api/clients', {}, 200);
      other.advance(365 * 24 * 3_600_000);
      await expectStatus(other, '/api/clients', {}, 401);
    } finally {
      await other.close();
    }
  });
});
