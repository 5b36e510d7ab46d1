import { once } from 'node:events';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SHARE_STREAMS_PER_ADDRESS } from '../../common/limits';
import { rateLimits } from '../../server/db/schema';
import { saveVersion, seedDeck } from '../helpers/seed';
import { openSse } from '../helpers/sseStream';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 22: a shared viewer follows the deck's changes through GET /api/view/{token}/events,
// checked like the viewer's other calls, and told only that the deck changed (never its notes).

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

async function share(presentationId: string, password: string | null, extra: Record<string, unknown> = {}) {
  const res = await server.api(`/api/presentations/${presentationId}/share`, {
    json: { password, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { token: string; link: { id: string } };
}
/** The stream as a visitor opens it: no dashboard session, optionally the link's own cookie. */
const streamUrl = (token: string) => `${server.url}/api/view/${token}/events`;
const visitorGet = (token: string, headers: Record<string, string> = {}) =>
  server.api(`/api/view/${token}/events`, { session: false, headers });
const unlockCookie = async (token: string, password: string) => {
  const res = await server.api(`/api/view/${token}`, { json: { password }, session: false });
  expect(res.status, res.text).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('ds_view='))!
    .split(';')[0]!;
};
const rename = (presentationId: string, slideId: string, fields: Record<string, unknown>) =>
  server.api(`/api/presentations/${presentationId}/operations`, {
    json: { operations: [{ op: 'update_slide', slideId, ...fields }] },
  });

test('unknown, revoked and expired links are the same 404; a deleted deck too', async () => {
  const { presentation } = await seedDeck(server, 1);
  const revoked = await share(presentation.id, null);
  expect((await server.api(`/api/share-links/${revoked.link.id}`, { method: 'DELETE' })).status).toBe(204);
  const expiring = await share(presentation.id, null, {
    expiresAt: new Date(server.now() + 60_000).toISOString(),
  });
  const open = await share(presentation.id, null);
  expect((await visitorGet(expiring.token)).status).toBe(200); // open until it expires
  server.advance(2 * 60_000);
  const answers = await Promise.all(
    ['A'.repeat(43), revoked.token, expiring.token, 'not a token'].map((t) => visitorGet(t)),
  );
  for (const a of answers) {
    expect(a.status).toBe(404);
    expect(a.body).toEqual(answers[0]!.body);
  }
  expect(answers[0]!.body.error.code).toBe('not_found');
  expect((await server.api(`/api/presentations/${presentation.id}`, { method: 'DELETE' })).status).toBe(204);
  expect((await visitorGet(open.token)).status).toBe(404);
});

test('a protected link streams only with the cookie its password gave: 401 without', async () => {
  const { presentation, slides } = await seedDeck(server, 1);
  const { token } = await share(presentation.id, 'open sesame');
  const refused = await visitorGet(token);
  expect(refused.status).toBe(401);
  expect(refused.body.error.code).toBe('password_required');
  expect((await visitorGet(token, { cookie: 'ds_view=forged.value' })).status).toBe(401);

  const cookie = await unlockCookie(token, 'open sesame');
  const stream = await openSse(streamUrl(token), { cookie });
  await stream.waitFor((e) => e.some((x) => x.event === 'ready'));
  const applied = await rename(presentation.id, slides[0]!.id, { title: 'Seen behind the password' });
  expect(applied.status, applied.text).toBe(200);
  await stream.waitFor((e) =>
    e.some((x) => x.event === 'changed' && x.data.revision === applied.body.revision),
  );
  await stream.close();
});

test('each change is a `changed` with its revision, never the operations or the notes', async () => {
  const { presentation, slides } = await seedDeck(server, 2);
  const { token } = await share(presentation.id, null);
  const stream = await openSse(streamUrl(token));
  await stream.waitFor((e) => e.some((x) => x.event === 'ready'));
  const ready = stream.events[0]!;
  expect(ready.event).toBe('ready');

  const secret = 'SPEAKER-ONLY: the discount is negotiable';
  const first = await rename(presentation.id, slides[0]!.id, { title: 'New title', notes: secret });
  expect(first.status, first.text).toBe(200);
  const second = await rename(presentation.id, slides[1]!.id, { content: { text: `Body ${secret}` } });
  expect(second.status, second.text).toBe(200);
  await stream.waitFor((e) => e.filter((x) => x.event === 'changed').length === 2);
  const changed = stream.events.filter((x) => x.event === 'changed');
  expect(changed.map((c) => c.data)).toEqual([
    { revision: first.body.revision },
    { revision: second.body.revision },
  ]);
  expect(changed.map((c) => c.id)).toEqual([String(first.body.revision), String(second.body.revision)]);
  expect(stream.events.some((x) => x.event === 'operations')).toBe(false);
  expect(stream.raw()).not.toContain('SPEAKER-ONLY');
  expect(stream.raw()).not.toContain('New title');
  await stream.close();

  // A reconnect with Last-Event-ID resumes after it: the second change again, nothing before.
  const resumed = await openSse(streamUrl(token), { 'last-event-id': String(first.body.revision) });
  await resumed.waitFor((e) => e.some((x) => x.event === 'changed'));
  expect(resumed.events.filter((x) => x.event === 'changed').map((c) => c.data.revision)).toEqual([
    second.body.revision,
  ]);
  await resumed.close();
  expect((await visitorGet(token, { 'last-event-id': 'soon' })).status).toBe(400);
});

test('a version restore makes the viewer stream resync to the new revision', async () => {
  const { presentation, slides } = await seedDeck(server, 1);
  const version = await saveVersion(server, presentation.id);
  await rename(presentation.id, slides[0]!.id, { title: 'After the version' });
  const { token } = await share(presentation.id, null);
  const stream = await openSse(streamUrl(token));
  await stream.waitFor((e) => e.some((x) => x.event === 'ready'));
  const restored = await server.api(`/api/versions/${version.id}/restore`, { method: 'POST' });
  expect(restored.status, restored.text).toBe(200);
  await stream.waitFor((e) => e.some((x) => x.event === 'resync'));
  const resync = stream.events.find((e) => e.event === 'resync')!;
  expect(resync.data.revision).toBeGreaterThan(stream.events[0]!.data.revision);
  // What the viewer reads then is the restored deck.
  const deck = await server.api(`/api/view/${token}`, { json: {}, session: false });
  expect(deck.body.slides.map((s: { title: string }) => s.title)).toEqual(['S1']);
  await stream.close();
});

test(`one address holds at most ${SHARE_STREAMS_PER_ADDRESS} streams (429 beyond), and none is a visit or a download`, async () => {
  const { presentation } = await seedDeck(server, 1);
  const { token } = await share(presentation.id, null);
  const before = await server.deps.db.select().from(rateLimits);
  const streams = await Promise.all(
    Array.from({ length: SHARE_STREAMS_PER_ADDRESS }, () => openSse(streamUrl(token))),
  );
  const refused = await visitorGet(token);
  expect(refused.status).toBe(429);
  expect(refused.body.error.code).toBe('rate_limited');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  // Streams count while open: closing one lets the next in.
  const released = once(server.deps.viewStreams.byAddress, 'released');
  await streams.pop()!.close();
  await released;
  streams.push(await openSse(streamUrl(token)));
  await Promise.all(streams.map((s) => s.close()));
  // Opening streams wrote no visit, download or any other rate-limit row.
  expect(await server.deps.db.select().from(rateLimits)).toEqual(before);
});
