import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { versions } from '../../server/db/schema';
import { seedDeck } from '../helpers/seed';
import { openEventStream } from '../helpers/sse';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 29: a link that asks for approval; the approval is recorded against a saved version.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

async function share(presentationId: string, extra: Record<string, unknown> = {}) {
  const res = await server.api(`/api/presentations/${presentationId}/share`, {
    json: { password: null, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { token: string; link: { id: string } };
}
const approveVia = (token: string, body: unknown) =>
  server.api(`/api/view/${token}/approval`, { json: body, session: false });
const versionsOf = (deckId: string) =>
  server.deps.db.select().from(versions).where(eq(versions.presentationId, deckId));
const approvalsOf = async (deckId: string) =>
  (await server.api(`/api/presentations/${deckId}/approvals`)).body;

test('making a link that asks for approval saves a version; approving records it', async () => {
  const { presentation } = await seedDeck(server, 2);
  expect(await versionsOf(presentation.id)).toHaveLength(0);
  const link = await share(presentation.id, { askApproval: true });
  const saved = await versionsOf(presentation.id);
  expect(saved).toHaveLength(1);

  const res = await approveVia(link.token, { name: 'Dana CFO', note: 'Go ahead' });
  expect(res.status, res.text).toBe(201);
  expect(res.body).toMatchObject({
    name: 'Dana CFO',
    note: 'Go ahead',
    versionId: saved[0]!.id,
    version: 1,
    linkId: link.link.id,
    earlier: false,
  });
  // No change since: no new version.
  expect(await versionsOf(presentation.id)).toHaveLength(1);
  expect(await approvalsOf(presentation.id)).toEqual([res.body]);
  const viewerSide = await server.api(`/api/view/${link.token}/comments`, { session: false });
  expect(viewerSide.body).toMatchObject({ askApproval: true, approved: true });
});

test('a change after an approval marks it as earlier; approving again saves the new version', async () => {
  const { presentation, slides } = await seedDeck(server, 2);
  const link = await share(presentation.id, { askApproval: true });
  expect((await approveVia(link.token, { name: 'Dana' })).status).toBe(201);
  const changed = await server.api(`/api/presentations/${presentation.id}/operations`, {
    json: { operations: [{ op: 'update_slide', slideId: slides[0]!.id, title: 'Changed' }] },
  });
  expect(changed.status, changed.text).toBe(200);
  const [before] = await approvalsOf(presentation.id);
  expect(before).toMatchObject({ version: 1, earlier: true });
  expect((await server.api(`/api/view/${link.token}/comments`, { session: false })).body.approved).toBe(
    false,
  );

  const again = await approveVia(link.token, { name: 'Dana' });
  expect(again.status).toBe(201);
  expect(again.body).toMatchObject({ version: 2, earlier: false });
  expect(await versionsOf(presentation.id)).toHaveLength(2);
  const version2 = (await versionsOf(presentation.id)).find((v) => v.version === 2)!;
  expect((version2.snapshot.slides[0] as { title: string }).title).toBe('Changed');
});

test('a version saved by hand after the change is the one approved', async () => {
  const { presentation, slides } = await seedDeck(server, 1);
  const link = await share(presentation.id, { askApproval: true });
  await server.api(`/api/presentations/${presentation.id}/operations`, {
    json: { operations: [{ op: 'update_slide', slideId: slides[0]!.id, title: 'v2' }] },
  });
  const manual = await server.api(`/api/presentations/${presentation.id}/versions`, {
    json: { notes: 'By hand' },
  });
  const res = await approveVia(link.token, { name: 'Dana' });
  expect(res.body.versionId).toBe(manual.body.id);
});

test('turning askApproval on with PATCH saves a version', async () => {
  const { presentation } = await seedDeck(server, 1);
  const link = await share(presentation.id);
  expect(await versionsOf(presentation.id)).toHaveLength(0);
  await server.api(`/api/share-links/${link.link.id}`, { method: 'PATCH', json: { askApproval: true } });
  expect(await versionsOf(presentation.id)).toHaveLength(1);
});

test('a link that does not ask refuses (403); a name is required; revoked refuses (404)', async () => {
  const { presentation } = await seedDeck(server, 1);
  const plain = await share(presentation.id);
  expect((await approveVia(plain.token, { name: 'Dana' })).status).toBe(403);
  const asking = await share(presentation.id, { askApproval: true });
  const nameless = await approveVia(asking.token, { note: 'ok' });
  expect(nameless.status).toBe(400);
  expect(nameless.body.error.message).toMatch(/^name/);
  const longNote = await approveVia(asking.token, { name: 'D', note: 'x'.repeat(1001) });
  expect(longNote.status).toBe(400);
  expect(longNote.body.error.message).toMatch(/^note/);
  await server.api(`/api/share-links/${asking.link.id}`, { method: 'DELETE' });
  expect((await approveVia(asking.token, { name: 'Dana' })).status).toBe(404);
  expect(await approvalsOf(presentation.id)).toEqual([]);
});

test("an approval reaches the editor's stream", async () => {
  const { presentation } = await seedDeck(server, 1);
  const link = await share(presentation.id, { askApproval: true });
  const editor = await openEventStream(server, `/api/presentations/${presentation.id}/events`);
  try {
    await editor.waitFor(() => editor.of('ready').length === 1);
    const made = (await approveVia(link.token, { name: 'Dana' })).body;
    await editor.waitFor(() => editor.of('approval').length === 1);
    expect(editor.of('approval')[0]!.data).toEqual({ id: made.id });
  } finally {
    await editor.close();
  }
});
