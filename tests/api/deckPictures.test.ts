import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedClient, seedPresentation, TINY_PNG } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 31: an image slide can show again a picture this deck already holds. The deck's pictures
// are listed newest first, its logo and other decks' pictures left out.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const upload = (deckId: string, kind: 'pictures' | 'logo') =>
  server.api(`/api/presentations/${deckId}/${kind}`, {
    method: 'POST',
    json: { file: TINY_PNG, fileName: 'p.png', fileType: 'image/png' },
  });

test("a deck's pictures are listed newest first, without its logo or another deck's", async () => {
  const client = await seedClient(server);
  const deck = await seedPresentation(server, client.id, 'Pictures');
  const other = await seedPresentation(server, client.id, 'Other');
  expect((await server.api(`/api/presentations/${deck.id}/pictures`)).body).toEqual({ pictures: [] });
  const first = (await upload(deck.id, 'pictures')).body.url as string;
  server.advance(1000);
  const second = (await upload(deck.id, 'pictures')).body.url as string;
  await upload(deck.id, 'logo');
  await upload(other.id, 'pictures');
  const res = await server.api(`/api/presentations/${deck.id}/pictures`);
  expect(res.status).toBe(200);
  expect(res.body.pictures.map((p: { url: string }) => p.url)).toEqual([second, first]);
  expect(res.body.pictures[0].createdAt).toBe(new Date(server.now()).toISOString());
});

test('an unknown deck is a 404, and no session a 401', async () => {
  const res = await server.api('/api/presentations/nope/pictures');
  expect(res.status).toBe(404);
  expect(res.body.error.code).toBe('not_found');
  const anonymous = await fetch(`${server.url}/api/presentations/nope/pictures`);
  expect(anonymous.status).toBe(401);
});
