import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  assets,
  clients,
  conversationMessages,
  conversationSessions,
  presentations,
  shareLinks,
  shareViews,
  slides,
  uploads,
  versions,
} from '../../server/db/schema';
import { newId } from '../../server/lib/ids';
import { saveVersion, seedClient, seedDeck, TINY_PNG } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

/**
 * A deck with one of everything that hangs off it: slides and versions through the API, a share
 * link with a recorded view, a logo upload, an asset row, a conversation with messages, and files
 * on disk under DATA_DIR/files/{presentationId}.
 */
async function fullDeck(clientId: string) {
  const { presentation } = await seedDeck(server, 2, clientId);
  const id = presentation.id;
  await saveVersion(server, id);
  const share = await server.api(`/api/presentations/${id}/share`, { json: { password: 'secret-pw' } });
  expect(share.status).toBe(201);
  const logo = await server.api(`/api/presentations/${id}/logo`, {
    json: { file: TINY_PNG, fileName: 'logo.png', fileType: 'image/png' },
  });
  expect(logo.status).toBe(201);

  const db = server.deps.db;
  const at = new Date(server.now());
  await db.insert(shareViews).values({ id: newId(), linkId: share.body.link.id, deviceType: 'desktop' });
  await db.insert(assets).values({
    id: newId(),
    presentationId: id,
    fileName: 'brief.txt',
    fileType: 'text/plain',
    fileSize: 5,
    extractedText: 'hello',
    storagePath: path.join('files', id, 'brief.txt'),
    createdAt: at,
  });
  const sessionId = newId();
  await db
    .insert(conversationSessions)
    .values({ id: sessionId, presentationId: id, clientId, title: 'Make it pop', provider: 'openai' });
  await db.insert(conversationMessages).values([
    { id: newId(), sessionId, role: 'user', content: 'Make it pop' },
    { id: newId(), sessionId, role: 'assistant', content: 'Done' },
  ]);
  await server.deps.files.write(id, 'brief.txt', Buffer.from('hello'));
  return { id, linkId: share.body.link.id as string, token: share.body.token as string, sessionId };
}

/** How many rows each table holds for these presentations. */
async function rowsFor(presentationIds: string[], clientIds: string[]) {
  const db = server.deps.db;
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const linkIds = (
    await db
      .select({ id: shareLinks.id })
      .from(shareLinks)
      .where(inArray(shareLinks.presentationId, presentationIds))
  ).map((r) => r.id);
  const sessionIds = (
    await db
      .select({ id: conversationSessions.id })
      .from(conversationSessions)
      .where(inArray(conversationSessions.presentationId, presentationIds))
  ).map((r) => r.id);
  return {
    clients: await count(db.select().from(clients).where(inArray(clients.id, clientIds))),
    presentations: await count(
      db.select().from(presentations).where(inArray(presentations.id, presentationIds)),
    ),
    slides: await count(db.select().from(slides).where(inArray(slides.presentationId, presentationIds))),
    versions: await count(
      db.select().from(versions).where(inArray(versions.presentationId, presentationIds)),
    ),
    assets: await count(db.select().from(assets).where(inArray(assets.presentationId, presentationIds))),
    uploads: await count(db.select().from(uploads).where(inArray(uploads.presentationId, presentationIds))),
    share_links: linkIds.length,
    share_views: linkIds.length
      ? await count(db.select().from(shareViews).where(inArray(shareViews.linkId, linkIds)))
      : 0,
    conversation_sessions: await count(
      db.select().from(conversationSessions).where(inArray(conversationSessions.clientId, clientIds)),
    ),
    conversation_messages: sessionIds.length
      ? await count(
          db.select().from(conversationMessages).where(inArray(conversationMessages.sessionId, sessionIds)),
        )
      : 0,
  };
}

const filesDir = (presentationId: string) => path.join(server.config.dataDir, 'files', presentationId);

const EMPTY = {
  clients: 0,
  presentations: 0,
  slides: 0,
  versions: 0,
  assets: 0,
  uploads: 0,
  share_links: 0,
  share_views: 0,
  conversation_sessions: 0,
  conversation_messages: 0,
};

describe('deleting a client', () => {
  test('leaves no row in any table and no files for it; other clients keep theirs', async () => {
    const doomed = await seedClient(server, 'Doomed');
    const kept = await seedClient(server, 'Kept');
    const doomedDecks = [await fullDeck(doomed.id), await fullDeck(doomed.id)];
    const keptDecks = [await fullDeck(kept.id)];
    const doomedIds = doomedDecks.map((d) => d.id);
    const keptIds = keptDecks.map((d) => d.id);

    const full = {
      clients: 1,
      presentations: 2,
      slides: 4,
      versions: 2,
      assets: 2,
      uploads: 2,
      share_links: 2,
      share_views: 2,
      conversation_sessions: 2,
      conversation_messages: 4,
    };
    expect(await rowsFor(doomedIds, [doomed.id])).toEqual(full);
    for (const id of doomedIds) expect(existsSync(filesDir(id))).toBe(true);
    const keptBefore = await rowsFor(keptIds, [kept.id]);

    const res = await server.api(`/api/clients/${doomed.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);

    expect(await rowsFor(doomedIds, [doomed.id])).toEqual(EMPTY);
    for (const id of doomedIds) expect(existsSync(filesDir(id)), id).toBe(false);
    expect(await rowsFor(keptIds, [kept.id])).toEqual(keptBefore);
    for (const id of keptIds) expect(existsSync(filesDir(id))).toBe(true);
    for (const id of doomedIds) expect((await server.api(`/api/presentations/${id}`)).status).toBe(404);
    // A deleted deck's share link answers 404 like any unknown link; a kept one still asks for its password.
    const view = (token: string) =>
      server.api(`/api/view/${token}`, { method: 'POST', json: { password: 'secret-pw' }, session: false });
    expect((await view(doomedDecks[0]!.token)).status).toBe(404);
    expect((await view(keptDecks[0]!.token)).status).toBe(200);
  });

  test('a client with no presentations is deleted too', async () => {
    const client = await seedClient(server);
    expect((await server.api(`/api/clients/${client.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await rowsFor(['none'], [client.id])).toEqual(EMPTY);
  });
});

describe('deleting a presentation', () => {
  test('leaves no row and no files for it; its sibling and its client stay', async () => {
    const client = await seedClient(server);
    const doomed = await fullDeck(client.id);
    const sibling = await fullDeck(client.id);
    const siblingBefore = await rowsFor([sibling.id], [client.id]);

    const res = await server.api(`/api/presentations/${doomed.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);

    const after = await rowsFor([doomed.id], []);
    expect(after).toEqual(EMPTY);
    const messages = await server.deps.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.sessionId, doomed.sessionId));
    expect(messages).toEqual([]);
    const views = await server.deps.db.select().from(shareViews).where(eq(shareViews.linkId, doomed.linkId));
    expect(views).toEqual([]);
    expect(existsSync(filesDir(doomed.id))).toBe(false);

    // The sibling lost nothing (its client's session count includes only its own now).
    expect(await rowsFor([sibling.id], [client.id])).toEqual({ ...siblingBefore, conversation_sessions: 1 });
    expect(siblingBefore.conversation_sessions).toBe(2);
    expect(existsSync(filesDir(sibling.id))).toBe(true);
    expect((await server.api(`/api/clients/${client.id}`)).body.presentationCount).toBe(1);
  });
});
