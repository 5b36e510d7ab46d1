import { request } from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  SHARE_HEAVY_VIEW_BYTES,
  SHARE_HEAVY_VIEW_WINDOW_MS,
  SHARE_HEAVY_VIEWS_PER_ADDRESS,
  SHARE_HEAVY_VIEWS_TOTAL,
} from '../../common/limits';
import { expectStatus, seedPresentation, seedSlide } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 27: anonymous viewers of a large shared deck cost one serialisation (and one compression)
// per deck revision, get compressed replies, and heavy replies have a budget per address.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn({ config: { trustProxy: '127.0.0.1' } });
});
afterAll(() => server.close());

/** A deck whose shared reply is a few MB: slides of long text, duplicated. */
async function largeSharedDeck() {
  const deck = await seedPresentation(server, undefined, 'Large shared deck');
  const items = Array.from({ length: 50 }, (_, i) => `${i}. ${'The plan, step by step. '.repeat(800)}`);
  const slide = await seedSlide(server, deck.id, {
    title: 'Long',
    content: { items },
    notes: 'Secret notes',
  });
  await expectStatus(
    server,
    `/api/presentations/${deck.id}/operations`,
    { json: { operations: [1, 2].map(() => ({ op: 'duplicate_slide', slideId: slide.id })) } },
    200,
  );
  const link = await expectStatus<{ token: string }>(
    server,
    `/api/presentations/${deck.id}/share`,
    { json: { password: null } },
    201,
  );
  return { deck, slide, token: link.body.token };
}

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent. */
  raw: Buffer;
}

/** An anonymous viewer at `address`, with no session: the bytes as they come over the wire. */
function viewAs(token: string, address: string, acceptEncoding = 'gzip, deflate, br'): Promise<RawReply> {
  const url = new URL(`${server.url}/api/view/${token}`);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': acceptEncoding,
          'x-forwarded-for': address,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

const bodyOf = (r: RawReply) =>
  JSON.parse((r.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(r.raw) : r.raw).toString('utf8'));

describe('viewers of a large shared deck', () => {
  test('10 anonymous viewers cost one serialisation per revision and get compressed replies', async () => {
    const { deck, slide, token } = await largeSharedDeck();
    const stats = server.deps.deckCache.publicStats;
    const before = { ...stats };

    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => viewAs(token, `198.51.100.${i + 1}`)),
    );
    const plain = await viewAs(token, '198.51.100.99', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.length).toBeGreaterThan(SHARE_HEAVY_VIEW_BYTES);
    const viewIds = new Set<string>();
    for (const r of replies) {
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(r.raw.length).toBeLessThan(plain.raw.length / 10);
      const body = bodyOf(r);
      expect(body.slides).toHaveLength(3);
      expect(JSON.stringify(body)).not.toContain('Secret notes');
      viewIds.add(body.viewId);
      // The same deck as an uncompressed reply, but for the visit's own id.
      expect({ ...body, viewId: '' }).toEqual({ ...bodyOf(plain), viewId: '' });
    }
    // Each viewer is a visit of its own.
    expect(viewIds.size).toBe(10);
    expect(stats.serialisations - before.serialisations).toBe(1);
    expect(stats.compressions - before.compressions).toBe(1);

    // A change is a new revision: serialised and compressed once more, whoever reads it.
    await expectStatus(
      server,
      `/api/presentations/${deck.id}/operations`,
      { json: { operations: [{ op: 'update_slide', slideId: slide.id, title: 'Renamed' }] } },
      200,
    );
    const after = await Promise.all(
      Array.from({ length: 10 }, (_, i) => viewAs(token, `198.51.100.${i + 1}`)),
    );
    for (const r of after) expect(bodyOf(r).slides[0].title).toBe('Renamed');
    expect(stats.serialisations - before.serialisations).toBe(2);
    expect(stats.compressions - before.compressions).toBe(2);
  });

  test('heavy replies are limited per address, with a 429 and a wait in minutes', async () => {
    const { token } = await largeSharedDeck();
    const address = '203.0.113.7';
    for (let i = 0; i < SHARE_HEAVY_VIEWS_PER_ADDRESS; i++)
      expect((await viewAs(token, address)).status).toBe(200);
    const refused = await viewAs(token, address);
    expect(refused.status).toBe(429);
    expect(bodyOf(refused).error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up by it; the first may view again after the window.
    expect((await viewAs(token, '203.0.113.8')).status).toBe(200);
    server.advance(SHARE_HEAVY_VIEW_WINDOW_MS);
    expect((await viewAs(token, address)).status).toBe(200);
  });

  test('heavy replies from all addresses together have a budget too', async () => {
    const { token } = await largeSharedDeck();
    // A window of its own, whatever the tests before took from the shared budget.
    server.advance(SHARE_HEAVY_VIEW_WINDOW_MS);
    const perAddress = SHARE_HEAVY_VIEWS_PER_ADDRESS - 1;
    let served = 0;
    for (let address = 0; served < SHARE_HEAVY_VIEWS_TOTAL; address++) {
      const n = Math.min(perAddress, SHARE_HEAVY_VIEWS_TOTAL - served);
      for (let sent = 0; sent < n; sent += 10) {
        const batch = Array.from({ length: Math.min(10, n - sent) }, () =>
          viewAs(token, `192.0.2.${address + 1}`),
        );
        for (const r of await Promise.all(batch)) expect(r.status).toBe(200);
      }
      served += n;
    }
    // A new address, within its own budget, is refused: all addresses together have had theirs.
    const refused = await viewAs(token, '198.18.0.1');
    expect(refused.status).toBe(429);
    expect(bodyOf(refused).error.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    server.advance(SHARE_HEAVY_VIEW_WINDOW_MS);
    expect((await viewAs(token, '198.18.0.1')).status).toBe(200);
  });
});
