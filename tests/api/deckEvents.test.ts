import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AppliedOperations } from '../../common/schemas/operations';
import { saveVersion, seedDeck } from '../helpers/seed';
import { openSse, type SseEvent } from '../helpers/sseStream';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 22, part 2: GET /api/presentations/{id}/events streams each applied batch with its
// revision, and a reconnect resumes from the last revision seen without a gap or a repeat.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

/** An open event stream (200, text/event-stream, or it rejects): the events read so far, and a way to wait for more. */
const openStream = (presentationId: string, headers: Record<string, string> = {}, query = '') =>
  openSse(`${server.url}/api/presentations/${presentationId}/events${query}`, {
    cookie: server.cookie!,
    ...headers,
  });

const rename = (presentationId: string, slideId: string, title: string) =>
  server.api<AppliedOperations>(`/api/presentations/${presentationId}/operations`, {
    json: { operations: [{ op: 'update_slide', slideId, title }] },
  });

const batches = (events: SseEvent[]) => events.filter((e) => e.event === 'operations');

test('each applied batch arrives once, in order, with its revision; a reconnect resumes after the last', async () => {
  const { presentation, slides } = await seedDeck(server, 2);
  const stream = await openStream(presentation.id);
  await stream.waitFor((e) => e.some((x) => x.event === 'ready'));
  const start = stream.events[0]!.data.revision;

  const first = await rename(presentation.id, slides[0]!.id, 'One');
  const second = await rename(presentation.id, slides[1]!.id, 'Two');
  await stream.waitFor((e) => batches(e).length === 2);
  expect(batches(stream.events).map((e) => [e.id, e.data.revision, e.data.operations![0]!.title])).toEqual([
    [String(first.body.revision), first.body.revision, 'One'],
    [String(second.body.revision), second.body.revision, 'Two'],
  ]);
  expect(first.body.revision).toBe(start + 1);
  await stream.close();

  // Two more batches while no one listens; a client that saw the first resumes after it.
  const third = await rename(presentation.id, slides[0]!.id, 'Three');
  const fourth = await rename(presentation.id, slides[1]!.id, 'Four');
  const resumed = await openStream(presentation.id, { 'last-event-id': String(first.body.revision) });
  // A fifth batch, sent once the stream is live: it comes right after the three replayed, so
  // nothing was repeated between them (the stream is in order).
  await resumed.waitFor((e) => batches(e).length === 3);
  const fifth = await rename(presentation.id, slides[0]!.id, 'Five');
  await resumed.waitFor((e) => batches(e).some((b) => b.data.revision === fifth.body.revision));
  expect(batches(resumed.events).map((e) => e.data.revision)).toEqual([
    second.body.revision,
    third.body.revision,
    fourth.body.revision,
    fifth.body.revision,
  ]);
  await resumed.close();

  const bySince = await openStream(presentation.id, {}, `?since=${third.body.revision}`);
  await bySince.waitFor((e) => batches(e).length === 2);
  expect(batches(bySince.events).map((e) => e.data.operations![0]!.title)).toEqual(['Four', 'Five']);
  await bySince.close();
});

test('50 writers at once: the stream carries every revision exactly once', async () => {
  const { presentation, slides } = await seedDeck(server, 50);
  const stream = await openStream(presentation.id);
  await stream.waitFor((e) => e.some((x) => x.event === 'ready'));
  const start = stream.events[0]!.data.revision;
  await Promise.all(slides.map((s, i) => rename(presentation.id, s.id, `W${i}`)));
  await stream.waitFor((e) => batches(e).length >= 50);
  expect(batches(stream.events).map((e) => e.data.revision)).toEqual(slides.map((_, i) => start + 1 + i));
  await stream.close();
});

test('a change the log cannot replay (a version restore) is a resync to the new revision', async () => {
  const { presentation, slides } = await seedDeck(server, 1);
  const version = await saveVersion(server, presentation.id);
  await rename(presentation.id, slides[0]!.id, 'After the version');
  const stream = await openStream(presentation.id);
  await stream.waitFor((e) => e.some((x) => x.event === 'ready'));
  const restored = await server.api(`/api/versions/${version.id}/restore`, { method: 'POST' });
  expect(restored.status, restored.text).toBeLessThan(300);
  await stream.waitFor((e) => e.some((x) => x.event === 'resync'));
  const resync = stream.events.find((e) => e.event === 'resync')!;
  expect(resync.data.revision).toBeGreaterThan(stream.events[0]!.data.revision);
  await stream.close();
});

test('the stream needs a dashboard session, and an unknown deck is a 404', async () => {
  const { presentation } = await seedDeck(server, 1);
  const anonymous = await server.api(`/api/presentations/${presentation.id}/events`, { session: false });
  expect(anonymous.status).toBe(401);
  const missing = await server.api('/api/presentations/nope-not-a-deck/events');
  expect(missing.status).toBe(404);
});

test('deleting a deck, alone or with its client, ends its open streams (issue 32)', async () => {
  const alone = await seedDeck(server, 1);
  const stream = await openStream(alone.presentation.id);
  await stream.waitFor((e) => e.some((x) => x.event === 'ready'));
  const deleted = await server.api(`/api/presentations/${alone.presentation.id}`, { method: 'DELETE' });
  expect(deleted.status).toBe(204);
  await stream.ended;

  const withClient = await seedDeck(server, 1);
  const other = await openStream(withClient.presentation.id);
  await other.waitFor((e) => e.some((x) => x.event === 'ready'));
  const gone = await server.api(`/api/clients/${withClient.presentation.clientId}`, { method: 'DELETE' });
  expect(gone.status).toBe(204);
  await other.ended;
});
