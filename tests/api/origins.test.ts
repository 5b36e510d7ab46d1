import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedPresentation } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

/** Issue 15, finding 6: share URLs, HSTS and the viewer's image policy. */
let plain: TestServer;
let listed: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [plain, listed, proxied] = await Promise.all([
    startLoggedIn(),
    startLoggedIn({ config: { allowedHosts: ['decks.example.com', 'decks.example.com:8443'] } }),
    startLoggedIn({ config: { trustProxy: '127.0.0.1' } }),
  ]);
});
afterAll(() => Promise.all([plain.close(), listed.close(), proxied.close()]));

/** The share URLs listed for a deck when the dashboard is reached under `host`. */
async function shareUrlUnder(server: TestServer, host: string): Promise<string> {
  const deck = await seedPresentation(server);
  const created = await server.api(`/api/presentations/${deck.id}/share`, { json: { password: null } });
  expect(created.status).toBe(201);
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/presentations/${deck.id}/share-links`,
    headers: { host, cookie: server.cookie ?? '' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { shareUrl: string }[])[0]!.shareUrl;
}

describe('share URLs never follow an arbitrary Host header', () => {
  test('without PUBLIC_URL or ALLOWED_HOSTS: a loopback host is used as reached, any other host is not', async () => {
    const port = new URL(plain.url).port;
    expect(await shareUrlUnder(plain, `127.0.0.1:${port}`)).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/view/`),
    );
    expect(await shareUrlUnder(plain, `localhost:${port}`)).toMatch(
      new RegExp(`^http://localhost:${port}/view/`),
    );
    const spoofed = await shareUrlUnder(plain, 'evil.example');
    expect(spoofed).not.toContain('evil.example');
    expect(spoofed).toMatch(new RegExp(`^http://localhost:${plain.config.port}/view/`));
  });

  test('with ALLOWED_HOSTS: a listed host is used as reached, any other host gets the first listed one', async () => {
    expect(await shareUrlUnder(listed, 'decks.example.com')).toMatch(/^http:\/\/decks\.example\.com\/view\//);
    expect(await shareUrlUnder(listed, 'DECKS.example.com:8443')).toMatch(
      /^http:\/\/decks\.example\.com:8443\/view\//,
    );
    expect(await shareUrlUnder(listed, 'evil.example')).toMatch(/^http:\/\/decks\.example\.com\/view\//);
    expect(await shareUrlUnder(listed, 'decks.example.com.evil.example')).toMatch(
      /^http:\/\/decks\.example\.com\/view\//,
    );
  });
});

describe('HSTS only over HTTPS', () => {
  test('plain HTTP gets none; a request a trusted proxy marks https gets it', async () => {
    expect((await plain.api('/api/health')).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY, nobody can claim https for themselves.
    const claimed = await plain.api('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await proxied.api('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });
});

describe("the shared viewer's pictures come from this app or data: only", () => {
  test('the viewer page has no https: image source; the app keeps it for client logos', async () => {
    const viewer = (await plain.api('/view/some-token')).headers.get('content-security-policy') ?? '';
    const img = /img-src ([^;]*)/.exec(viewer)?.[1];
    expect(img).toBe("'self' data: blob:");
    const encoded = (await plain.api('/%76iew/some-token')).headers.get('content-security-policy') ?? '';
    expect(/img-src ([^;]*)/.exec(encoded)?.[1]).toBe("'self' data: blob:");
    const app = (await plain.api('/app')).headers.get('content-security-policy') ?? '';
    expect(/img-src ([^;]*)/.exec(app)?.[1]).toContain('https:');
  });
});
