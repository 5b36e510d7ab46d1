import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  LOGIN_ATTEMPTS_PER_WINDOW,
  LOGIN_WINDOW_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../../common/limits';
import { appRoutes, fillParams, isPublicRoute } from '../helpers/routes';
import { isErrorShape, startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/testServer';

const HOUR = 60 * 60 * 1000;

/** A login sent from another loopback address (127.0.0.2), to tell addresses apart. */
function loginFrom(localAddress: string, url: string, password: string): Promise<number> {
  const target = new URL('/api/auth/login', url);
  const body = JSON.stringify({ password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('login, session and logout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('a wrong password is 401 "Invalid password" and opens no session', async () => {
    const res = await server.login('not-the-password');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'invalid_password', message: 'Invalid password' } });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(server.cookie).toBeUndefined();
  });

  test('a login without a password names the field', async () => {
    const res = await server.api('/api/auth/login', { json: {} });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.message).toMatch(/password/);
    const empty = await server.api('/api/auth/login', { json: { password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/password is required/);
  });

  test('the right password opens a session in an HttpOnly, SameSite=Lax browser-session cookie', async () => {
    const res = await server.login();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      authenticated: true,
      expiresAt: new Date(server.now() + SESSION_IDLE_MS).toISOString(),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ds_session='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    // 256 random bits, base64url.
    expect(cookie.split(';')[0]!.slice('ds_session='.length)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = await server.api('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.authenticated).toBe(true);
  });

  test('without a session, /api/auth/session is 401 with the error shape', async () => {
    const res = await server.api('/api/auth/session', { session: false });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'Authentication required' } });
    const forged = await server.api('/api/auth/session', {
      session: false,
      headers: { cookie: 'ds_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.status).toBe(401);
  });

  test('logout ends the session on the server, not only in the browser', async () => {
    await server.login();
    const old = server.cookie!;
    expect((await server.api('/api/clients')).status).toBe(200);
    const out = await server.api('/api/auth/logout', { method: 'POST' });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/ds_session=;/);
    // The old cookie, replayed, opens nothing.
    const replay = await server.api('/api/clients', { session: false, headers: { cookie: old } });
    expect(replay.status).toBe(401);
    server.cookie = undefined;
  });

  test('every protected route answers 401 without a session, and writes nothing', async () => {
    await server.login();
    const before = (await server.api('/api/clients')).body;
    const routes = appRoutes(server.app).filter((r) => !isPublicRoute(r));
    // The foundation's routes at least; routes added later are covered automatically.
    const names = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/auth/session',
      'POST /api/auth/logout',
      'GET /api/clients',
      'POST /api/clients',
      'GET /api/clients/:id',
      'PATCH /api/clients/:id',
      'DELETE /api/clients/:id',
      'GET /api/clients/:id/presentations',
      'POST /api/presentations',
      'GET /api/presentations/:id',
      'PATCH /api/presentations/:id',
      'DELETE /api/presentations/:id',
      'POST /api/presentations/:id/duplicate',
      'POST /api/presentations/:id/reorder',
      'GET /api/presentations/:id/versions',
      'POST /api/presentations/:id/versions',
      'POST /api/slides',
      'PATCH /api/slides/:id',
      'DELETE /api/slides/:id',
      'GET /api/versions/:id',
      'POST /api/versions/:id/restore',
    ]) {
      expect(names).toContain(expected);
    }
    for (const route of routes) {
      const pathname = fillParams(route.path, 'someId123');
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
      const res = await server.api(pathname, {
        method: route.method,
        session: false,
        ...(hasBody ? { json: { name: 'Sneaky', title: 'Sneaky', presentationId: 'someId123' } } : {}),
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      if (route.method !== 'HEAD')
        expect(res.body?.error?.code, `${route.method} ${route.path}`).toBe('unauthorized');
      // The router decodes percent-escapes before matching: a disguised path reaches the same
      // route, and must meet the same guard.
      const encoded = await server.api(pathname.replace('/api/', '/%61pi/'), {
        method: route.method,
        session: false,
        ...(hasBody ? { json: { name: 'Sneaky', title: 'Sneaky', presentationId: 'someId123' } } : {}),
      });
      expect(encoded.status, `${route.method} /%61pi${route.path.slice(4)}`).toBe(401);
    }
    expect((await server.api('/api/clients')).body).toEqual(before);
  });

  test('a percent-encoded path meets the same origin rule as the plain one', async () => {
    await server.login();
    const res = await server.api('/%61pi/clients', {
      json: { name: 'Cross-site' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    const names = ((await server.api('/api/clients')).body as { name: string }[]).map((c) => c.name);
    expect(names).not.toContain('Cross-site');
  });

  test('/api/health and the public viewer need no session', async () => {
    const health = await server.api('/api/health', { session: false });
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ ok: true, database: 'up' });
    // An unknown link is 404 (not 401): the route is open, the link does not exist.
    const view = await server.api('/api/view/no-such-token', { method: 'POST', json: {}, session: false });
    expect(view.status).toBe(404);
    expect(isErrorShape(view.body)).toBe(true);
    const report = await server.api('/api/view/no-such-token/report', {
      json: { viewId: 'a.b', slideId: 'abc', ms: 10 },
      session: false,
    });
    expect(report.status).toBe(404);
  });
});

describe('behind a TLS proxy (PUBLIC_URL https, TRUST_PROXY set)', () => {
  let proxied: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({
      config: { publicUrl: 'https://decks.example.com', trustProxy: '127.0.0.1' },
    });
    direct = await startTestServer();
  });
  afterAll(async () => {
    await Promise.all([proxied.close(), direct.close()]);
  });
  const from = (server: TestServer, address: string, password: string) =>
    server.api('/api/auth/login', {
      json: { password },
      session: false,
      headers: { 'x-forwarded-for': address, 'x-forwarded-proto': 'https' },
    });

  test('the session cookie is Secure', async () => {
    const res = await from(proxied, '203.0.113.5', TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()[0]).toMatch(/;\s*Secure/i);
    const plain = await direct.login();
    expect(plain.headers.getSetCookie()[0]).not.toMatch(/;\s*Secure/i);
  });

  test("each visitor's own address has its own budget, and nobody chooses theirs without the setting", async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_WINDOW; i++) {
      expect((await from(proxied, '203.0.113.7', `wrong-${i}`)).status).toBe(401);
      // Without TRUST_PROXY the header is ignored: every one of these is the same address.
      expect((await from(direct, `203.0.113.${100 + i}`, `wrong-${i}`)).status).toBe(401);
    }
    expect((await from(proxied, '203.0.113.7', 'wrong-again')).status).toBe(429);
    expect((await from(proxied, '203.0.113.8', 'wrong-elsewhere')).status).toBe(401);
    expect((await from(direct, '203.0.113.200', 'wrong-again')).status).toBe(429);
  });
});

describe('login rate limit per address', () => {
  let server: TestServer;
  // The clock starts on a window boundary, so the expected Retry-After is exact.
  const start = Math.ceil(Date.now() / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS;
  beforeAll(async () => {
    server = await startTestServer({ now: start });
  });
  afterAll(() => server.close());

  test(`after ${LOGIN_ATTEMPTS_PER_WINDOW} wrong passwords, 429 with Retry-After, even for the right one`, async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_WINDOW; i++) {
      const res = await server.login(`wrong-${i}`);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const limited = await server.login('wrong-again');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toBe(String(LOGIN_WINDOW_MS / 1000));

    // The right password is refused too while limited: no guessing through the limit.
    const right = await server.login(TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(server.cookie).toBeUndefined();

    // A forwarded-for header does not make a new address (no trusted proxy).
    const spoofed = await server.api('/api/auth/login', {
      json: { password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.status).toBe(429);

    server.advance(5 * 60 * 1000);
    const later = await server.login(TEST_PASSWORD);
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe(String(LOGIN_WINDOW_MS / 1000 - 300));
  });

  test('parallel wrong passwords cannot slip past the limit: each is counted before its hash is checked', async () => {
    // Another address, with a budget of its own: the loopback alias 127.0.0.3.
    const statuses = await Promise.all(
      Array.from({ length: 3 * LOGIN_ATTEMPTS_PER_WINDOW }, (_, i) =>
        loginFrom('127.0.0.3', server.url, `wrong-${i}`),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ATTEMPTS_PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * LOGIN_ATTEMPTS_PER_WINDOW);
  });

  test('another address is not limited by this one', async () => {
    expect(await loginFrom('127.0.0.2', server.url, TEST_PASSWORD)).toBe(200);
    expect(await loginFrom('127.0.0.1', server.url, TEST_PASSWORD)).toBe(429);
  });

  test('once the clock moves past the window, the right password works again', async () => {
    server.setNow(start + LOGIN_WINDOW_MS);
    const res = await server.login(TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect((await server.api('/api/clients')).status).toBe(200);
  });
});

describe('session expiry', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test(`a session idle for more than ${SESSION_IDLE_MS / HOUR} hours ends`, async () => {
    await server.login();
    server.advance(SESSION_IDLE_MS);
    // Exactly at the limit it still holds, and using it counts as activity.
    expect((await server.api('/api/auth/session')).status).toBe(200);
    server.advance(SESSION_IDLE_MS - 60_000);
    const alive = await server.api('/api/auth/session');
    expect(alive.status).toBe(200);
    expect(alive.body.expiresAt).toBe(new Date(server.now() + SESSION_IDLE_MS).toISOString());
    server.advance(SESSION_IDLE_MS + 1);
    const res = await server.api('/api/auth/session');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
    // Ended for good: moving the clock back does not revive it.
    server.advance(-SESSION_IDLE_MS);
    expect((await server.api('/api/clients')).status).toBe(401);
  });

  test(`even an active session ends ${SESSION_ABSOLUTE_MS / HOUR / 24} days after login`, async () => {
    const loginAt = server.now();
    await server.login();
    const step = 11 * HOUR;
    let elapsed = 0;
    while (elapsed + step <= SESSION_ABSOLUTE_MS) {
      server.advance(step);
      elapsed += step;
      const res = await server.api('/api/auth/session');
      expect(res.status, `after ${elapsed / HOUR} hours`).toBe(200);
      expect(res.body.expiresAt).toBe(
        new Date(Math.min(server.now() + SESSION_IDLE_MS, loginAt + SESSION_ABSOLUTE_MS)).toISOString(),
      );
    }
    server.setNow(loginAt + SESSION_ABSOLUTE_MS + 1);
    expect((await server.api('/api/auth/session')).status).toBe(401);
    expect((await server.api('/api/clients')).status).toBe(401);
  });
});
