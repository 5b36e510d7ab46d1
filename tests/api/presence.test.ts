import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DISPLAY_NAME_MAX, PRESENCE_TTL_MS } from '../../common/limits';
import { joinDeck, presenceOf } from '../../server/deck/presence';
import { seedDeck } from '../helpers/seed';
import { openEventStream, type SseEvent } from '../helpers/sse';
import { isErrorShape, startLoggedIn, TEST_PASSWORD, type TestServer } from '../helpers/testServer';

// Issue 22: presence. A person's display name lives in their session ("Guest {n}" until given),
// and a deck's event stream tells each editor tab who else is on the deck and on which slide.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

/** A second browser: its own session cookie. */
async function secondSession(): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('ds_session='))!
    .split(';')[0]!;
}

type People = { tab: string; name: string; slideId: string | null }[];
const lastPeople = (events: SseEvent[]): People | undefined =>
  events.filter((e) => e.event === 'presence').at(-1)?.data.people;

describe('display name', () => {
  test('a guest until named; the name is kept in the session, trimmed', async () => {
    const cookie = await secondSession();
    const before = await server.api('/api/auth/display-name', { headers: { cookie } });
    expect(before.status).toBe(200);
    expect(before.body.displayName).toBeNull();
    expect(before.body.name).toMatch(/^Guest \d+$/);

    const set = await server.api('/api/auth/display-name', {
      method: 'PUT',
      json: { displayName: '  Ada Lovelace  ' },
      headers: { cookie },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({ name: 'Ada Lovelace', displayName: 'Ada Lovelace' });
    const after = await server.api('/api/auth/display-name', { headers: { cookie } });
    expect(after.body.name).toBe('Ada Lovelace');
    // Another session is not renamed.
    const mine = await server.api('/api/auth/display-name');
    expect(mine.body.name).not.toBe('Ada Lovelace');
  });

  test.each([
    ['empty', '   '],
    ['over-long', 'x'.repeat(DISPLAY_NAME_MAX + 1)],
    ['not text', 42],
  ])('a %s name is a 400 naming displayName, and nothing changes', async (_, displayName) => {
    const cookie = await secondSession();
    const res = await server.api('/api/auth/display-name', {
      method: 'PUT',
      json: { displayName },
      headers: { cookie },
    });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.message).toMatch(/displayName/);
    expect((await server.api('/api/auth/display-name', { headers: { cookie } })).body.displayName).toBeNull();
  });

  test('without a session: 401', async () => {
    const res = await server.api('/api/auth/display-name', {
      method: 'PUT',
      json: { displayName: 'Eve' },
      session: false,
    });
    expect(res.status).toBe(401);
  });
});

describe('presence on the event stream', () => {
  test('each tab sees both names and the slide each selected; a closed tab leaves', async () => {
    const { presentation, slides } = await seedDeck(server, 2);
    const other = await secondSession();
    await server.api('/api/auth/display-name', {
      method: 'PUT',
      json: { displayName: 'Bea' },
      headers: { cookie: other },
    });
    const path = (tab: string) => `/api/presentations/${presentation.id}/events?tab=${tab}`;

    const a = await openEventStream(server, path('tab-aaaaaaaa'));
    await a.waitFor((e) => lastPeople(e)?.length === 1);
    const guest = lastPeople(a.events)![0]!;
    expect(guest).toMatchObject({
      tab: 'tab-aaaaaaaa',
      slideId: null,
      name: expect.stringMatching(/^Guest \d+$/),
    });

    const b = await openEventStream(server, path('tab-bbbbbbbb'), other);
    await a.waitFor((e) => lastPeople(e)?.length === 2);
    await b.waitFor((e) => lastPeople(e)?.length === 2);
    expect(
      lastPeople(b.events)!
        .map((p) => p.name)
        .sort(),
    ).toEqual([guest.name, 'Bea'].sort());

    // B selects slide 2; A hears of it.
    const chose = await server.api(`/api/presentations/${presentation.id}/presence`, {
      json: { tab: 'tab-bbbbbbbb', slideId: slides[1]!.id },
      headers: { cookie: other },
    });
    expect(chose.status, chose.text).toBe(204);
    await a.waitFor((e) => lastPeople(e)?.find((p) => p.name === 'Bea')?.slideId === slides[1]!.id);

    // A renamed person shows under the new name at once.
    await server.api('/api/auth/display-name', {
      method: 'PUT',
      json: { displayName: 'Bea B.' },
      headers: { cookie: other },
    });
    await a.waitFor((e) => lastPeople(e)?.some((p) => p.name === 'Bea B.') === true);

    await b.close();
    await a.waitFor((e) => lastPeople(e)?.length === 1);
    expect(lastPeople(a.events)![0]!.tab).toBe('tab-aaaaaaaa');
    // Once every tab left, and the server's feed of the deck has written their leaves (waited on,
    // not polled: a leave outlasts a poll's second on a busy machine), no one is on the deck.
    const feed = await server.deps.deckEvents.feed(presentation.id);
    await a.close();
    await feed.settled;
    expect(await presenceOf(server.deps.db, presentation.id, new Date(server.now()))).toEqual([]);
  });

  test('a stream without a tab neither shows up nor hears presence', async () => {
    const { presentation, slides } = await seedDeck(server, 1);
    const watcher = await openEventStream(server, `/api/presentations/${presentation.id}/events`);
    const tab = await openEventStream(
      server,
      `/api/presentations/${presentation.id}/events?tab=tab-cccccccc`,
    );
    await tab.waitFor((e) => lastPeople(e)?.length === 1);
    await watcher.waitFor((e) => e.some((x) => x.event === 'ready'));
    // A change after the tab was listed: the watcher hears it, and had it been sent presence, that
    // would have come before (one deck's events go out in order).
    await server.api(`/api/presentations/${presentation.id}/operations`, {
      json: { operations: [{ op: 'update_slide', slideId: slides[0]!.id, title: 'Marker' }] },
    });
    await watcher.waitFor((e) => e.some((x) => x.event === 'operations'));
    expect(watcher.of('presence')).toEqual([]);
    await watcher.close();
    await tab.close();
  });

  test('rows no one refreshed for the timeout no longer count', async () => {
    const { presentation } = await seedDeck(server, 1);
    const session = (await server.deps.db.query.dashboardSessions.findFirst())!;
    await joinDeck(
      server.deps.db,
      { presentationId: presentation.id, tabId: 'tab-dddddddd', sessionId: session.id },
      new Date(server.now()),
    );
    expect(await presenceOf(server.deps.db, presentation.id, new Date(server.now()))).toHaveLength(1);
    expect(
      await presenceOf(server.deps.db, presentation.id, new Date(server.now() + PRESENCE_TTL_MS + 1)),
    ).toEqual([]);
  });

  test('bad input: a 400 naming the field; an unknown deck is a 404', async () => {
    const { presentation } = await seedDeck(server, 1);
    const badTab = await server.api(`/api/presentations/${presentation.id}/events?tab=x`);
    expect(badTab.status).toBe(400);
    expect(badTab.body.error.message).toMatch(/tab/);
    const badBody = await server.api(`/api/presentations/${presentation.id}/presence`, {
      json: { tab: 'tab-eeeeeeee', slideId: 'not an id!' },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.error.message).toMatch(/slideId/);
    const missing = await server.api('/api/presentations/nope/presence', {
      json: { tab: 'tab-eeeeeeee', slideId: null },
    });
    expect(missing.status).toBe(404);
  });
});
