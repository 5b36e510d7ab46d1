import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SHARE_GUESS_BACKOFF } from '../../common/limits';
import { type Call, login, type ServerProcess, startServerProcess } from '../helpers/serverProcess';
import { openSse } from '../helpers/sseStream';
import { createPostgresDatabase } from '../helpers/testServer';
import { launchBrowser, pageWithSession } from './browserOnB';

// Issue 22, part 4: two app servers on two loopback ports share one PostgreSQL, as several
// stateless servers would behind a load balancer. Everything a person does may reach either one.
// Runs when TEST_DATABASE_URL is set (CI), in a database of its own.

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
const servers: { server: ServerProcess; dataDir: string }[] = [];
let a: ServerProcess;
let b: ServerProcess;
let callA: Call;
let callB: Call;
let cookie: string;
let browser: Browser;

beforeAll(async () => {
  // The browser tests below load the built app from server B.
  browser = await launchBrowser();
  database = await createPostgresDatabase();
  for (let i = 0; i < 2; i++) {
    // Each server its own data directory: nothing may pass between them but the database.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `decksmith-two-${i}-`));
    servers.push({
      server: await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url }),
      dataDir,
    });
  }
  [a, b] = servers.map((s) => s.server) as [ServerProcess, ServerProcess];
  console.log(
    `two servers on one PostgreSQL: A on port ${new URL(a.url).port}, B on port ${new URL(b.url).port}`,
  );
  // The session made on A, used on B.
  const session = await login(a.url);
  cookie = session.cookie;
  callA = session.call;
  callB = (method, p, body) =>
    fetch(`${b.url}${p}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  for (const { server, dataDir } of servers) {
    server.proc.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  await database?.drop();
});

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function newDeck(call: Call) {
  const client = await json<{ id: string }>(await call('POST', '/api/clients', { name: 'Two servers' }), 201);
  return json<{ id: string }>(
    await call('POST', '/api/presentations', { clientId: client.id, title: 'Shared' }),
    201,
  );
}

type Applied = { revision: number; changedSlideIds: string[] };
const operate = (call: Call, deckId: string, body: unknown) =>
  call('POST', `/api/presentations/${deckId}/operations`, body);

test('the login cookie from server A opens the dashboard on server B; without it B refuses', async () => {
  expect((await callB('GET', '/api/clients')).status).toBe(200);
  expect((await fetch(`${b.url}/api/clients`)).status).toBe(401);
});

test('a document uploaded on A becomes slides on B', async () => {
  const deck = await newDeck(callA);
  const text = '# Plan\n- Sign the contract\n- Kick-off in May\n\n# Budget\n- 40k for design';
  const asset = await json<{ id: string }>(
    await callA('POST', `/api/presentations/${deck.id}/assets`, {
      file: `data:text/plain;base64,${Buffer.from(text).toString('base64')}`,
      fileName: 'plan.txt',
      fileType: 'text/plain',
    }),
    201,
  );
  const made = await json<{ count: number }>(
    await callB('POST', `/api/presentations/${deck.id}/process-assets`, {
      assetIds: [asset.id],
      provider: 'offline',
    }),
  );
  expect(made.count).toBeGreaterThan(0);
  const onA = await json<{ slides: { title: string }[] }>(
    await callA('GET', `/api/presentations/${deck.id}`),
  );
  expect(onA.slides).toHaveLength(made.count);
});

// Before the guessing test below, which spends this address's password attempts.
test("a share link made on A opens on B: A's unlock cookie streams on B, a visit begun on A is reported on B and counted", async () => {
  const deck = await newDeck(callA);
  const added = await json<Applied>(
    await operate(callA, deck.id, { operations: [{ op: 'add_slide', type: 'content', title: 'Seen' }] }),
  );
  const { token, link } = await json<{ token: string; link: { id: string } }>(
    await callA('POST', `/api/presentations/${deck.id}/share`, { password: 'one-for-both' }),
    201,
  );
  const unlocked = await fetch(`${a.url}/api/view/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'one-for-both' }),
  });
  const { viewId } = await json<{ viewId: string }>(unlocked);
  const viewCookie = unlocked.headers.getSetCookie()[0]!.split(';')[0]!;

  expect((await fetch(`${b.url}/api/view/${token}/events`, { method: 'HEAD' })).status).toBe(401);
  const controller = new AbortController();
  const stream = await fetch(`${b.url}/api/view/${token}/events`, {
    headers: { cookie: viewCookie },
    signal: controller.signal,
  });
  expect(stream.status).toBe(200);
  controller.abort();

  const reported = await fetch(`${b.url}/api/view/${token}/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: viewCookie },
    body: JSON.stringify({ viewId, slideId: added.changedSlideIds[0], ms: 2500 }),
  });
  expect(reported.status, await reported.text()).toBe(204);
  const views = await json<{ slideTimes: { ms: number }[] }[]>(
    await callA('GET', `/api/share-links/${link.id}/views`),
  );
  expect(views).toHaveLength(1);
  expect(views[0]!.slideTimes).toEqual([expect.objectContaining({ ms: 2500 })]);
});

test('share-password guesses alternating between A and B are limited at their combined count', async () => {
  const deck = await newDeck(callA);
  const { token } = await json<{ token: string }>(
    await callA('POST', `/api/presentations/${deck.id}/share`, { password: 'right-one' }),
    201,
  );
  const guess = (server: ServerProcess, password: string) =>
    fetch(`${server.url}/api/view/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
  const allowed = SHARE_GUESS_BACKOFF[0].max;
  for (let i = 0; i < allowed; i++) expect((await guess(i % 2 ? b : a, `wrong-${i}`)).status).toBe(401);
  // One more on either server: this address has used its guesses on the two together.
  expect((await guess(allowed % 2 ? b : a, 'wrong-again')).status).toBe(429);
  expect((await guess(allowed % 2 ? a : b, 'right-one')).status).toBe(429);
});

test('edits of two fields of one slide, on A and B at once from one revision, are both kept; the same field is a 409', async () => {
  const deck = await newDeck(callA);
  const added = await json<Applied>(
    await operate(callA, deck.id, { operations: [{ op: 'add_slide', type: 'content', title: 'Start' }] }),
  );
  const slideId = added.changedSlideIds[0]!;
  const base = added.revision;
  const [onA, onB] = await Promise.all([
    operate(callA, deck.id, {
      baseRevision: base,
      operations: [{ op: 'update_slide', slideId, title: 'Title from A' }],
    }),
    operate(callB, deck.id, {
      baseRevision: base,
      operations: [{ op: 'update_slide', slideId, content: { text: 'Text from B' } }],
    }),
  ]);
  expect([onA.status, onB.status]).toEqual([200, 200]);
  const deckNow = await json<{ slides: { title: string; content: { text?: string } }[] }>(
    await callB('GET', `/api/presentations/${deck.id}`),
  );
  expect(deckNow.slides[0]).toMatchObject({ title: 'Title from A', content: { text: 'Text from B' } });

  const clash = await operate(callB, deck.id, {
    baseRevision: base,
    operations: [{ op: 'update_slide', slideId, title: 'Title from B' }],
  });
  const body = await json<{ error: { code: string; field: string; current: unknown } }>(clash, 409);
  expect(body.error).toMatchObject({
    code: 'conflict',
    field: 'operations.0.title',
    current: 'Title from A',
  });
});

// How soon each change arrives is bench teams' figure (issue 33: no test bounds a duration).
test("A's change arrives in B's event stream", async () => {
  const deck = await newDeck(callA);
  const added = await json<Applied>(
    await operate(callA, deck.id, { operations: [{ op: 'add_slide', type: 'content', title: 'Live' }] }),
  );
  const controller = new AbortController();
  const stream = await fetch(`${b.url}/api/presentations/${deck.id}/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(stream.status).toBe(200);
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  while (!seen.includes('event: ready')) seen += (await reader.read()).value ?? '';

  const applied = await json<Applied>(
    await operate(callA, deck.id, {
      operations: [{ op: 'update_slide', slideId: added.changedSlideIds[0], title: 'Changed on A' }],
    }),
  );
  while (!seen.includes(`id: ${applied.revision}\n`)) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += value;
  }
  controller.abort();
  expect(seen).toContain('Changed on A');
});

// Issue 29: a viewer's comment made through server A, and the owner's reply made on B, reach the
// streams of the other server: the editor's on B, the link's viewer on A.
test("a comment made on A reaches an editor's stream on B; B's reply reaches A's viewer", async () => {
  const deck = await newDeck(callA);
  const added = await json<Applied>(
    await operate(callA, deck.id, { operations: [{ op: 'add_slide', type: 'content', title: 'Reviewed' }] }),
  );
  const slideId = added.changedSlideIds[0]!;
  const { token } = await json<{ token: string }>(
    await callA('POST', `/api/presentations/${deck.id}/share`, { password: null, allowComments: true }),
    201,
  );
  const editorOnB = await openSse(`${b.url}/api/presentations/${deck.id}/events`, { cookie });
  const viewerOnA = await openSse(`${a.url}/api/view/${token}/events`);
  try {
    await editorOnB.waitFor((e) => e.some((x) => x.event === 'ready'));
    await viewerOnA.waitFor((e) => e.some((x) => x.event === 'ready'));
    const made = await json<{ id: string }>(
      await fetch(`${a.url}/api/view/${token}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slideId, text: 'Made on A', name: 'Dana', x: 0.4, y: 0.6 }),
      }),
      201,
    );
    await editorOnB.waitFor((e) => e.some((x) => x.event === 'comment' && x.data.id === made.id));
    expect(editorOnB.events.find((x) => x.event === 'comment')!.data).toMatchObject({
      text: 'Made on A',
      authorName: 'Dana',
      slideId,
    });
    await json(
      await callB('POST', `/api/presentations/${deck.id}/comments`, {
        slideId,
        text: 'Reply on B',
        parentId: made.id,
      }),
      201,
    );
    await viewerOnA.waitFor((e) => e.some((x) => x.event === 'comment' && x.data.text === 'Reply on B'));
  } finally {
    await Promise.all([editorOnB.close(), viewerOnA.close()]);
  }
});

test("a browser on B's editor and a shared viewer on B show a change made on A", async () => {
  const deck = await newDeck(callA);
  const added = await json<Applied>(
    await operate(callA, deck.id, { operations: [{ op: 'add_slide', type: 'content', title: 'Before' }] }),
  );
  const slideId = added.changedSlideIds[0]!;
  const { token } = await json<{ token: string }>(
    await callA('POST', `/api/presentations/${deck.id}/share`, { password: null }),
    201,
  );
  // B's editor, with the session A gave; a visitor's viewer on B. (An open link: the guessing
  // test above has spent this address's password attempts; the protected stream is in
  // tests/api/viewEvents.test.ts.)
  const editor = await pageWithSession(browser, b.url, cookie);
  await editor.goto(`${b.url}/app/editor/${deck.id}`);
  await editor.getByRole('button', { name: /^Select slide 1:/ }).waitFor();
  const viewer = await pageWithSession(browser, b.url);
  await viewer.goto(`${b.url}/view/${token}`);
  await viewer.locator('[data-slide-type]').getByText('Before').waitFor();

  await json<Applied>(
    await operate(callA, deck.id, { operations: [{ op: 'update_slide', slideId, title: 'Changed on A' }] }),
  );
  await Promise.all([
    editor.getByText('Changed on A').first().waitFor({ state: 'visible' }),
    viewer.locator('[data-slide-type]').getByText('Changed on A').first().waitFor({ state: 'visible' }),
  ]);
  await editor.screenshot({ path: 'test-results/screens/two-servers-editor-on-b.png' });
  await viewer.screenshot({ path: 'test-results/screens/two-servers-viewer-on-b.png' });
  await editor.context().close();
  await viewer.context().close();
});
