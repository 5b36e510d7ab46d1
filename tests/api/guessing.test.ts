import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  LOGIN_ATTEMPTS_PER_WINDOW,
  LOGIN_DELAY_MS,
  LOGIN_FAILURES_BEFORE_DELAY,
  SHARE_GUESS_BACKOFF,
  SHARE_LINK_DELAY_MS,
} from '../../common/limits';
import { seedDeck } from '../helpers/seed';
import { startLoggedIn, TEST_PASSWORD, type TestServer } from '../helpers/testServer';

/**
 * Issue 15, finding 3: five wrong guesses closed a protected link to everyone, the right password
 * included, for an hour. Now an address backs off from its own guesses, and everybody else's only
 * ever slow a link down. Visitors' addresses come from X-Forwarded-For (TRUST_PROXY set).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn({ config: { trustProxy: '127.0.0.1' } });
});
afterAll(() => server.close());

const from = (address: string, token: string, password?: string, cookie?: string) =>
  server.api(`/api/view/${token}`, {
    json: password === undefined ? {} : { password },
    session: false,
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });
const viewCookie = (res: { headers: Headers }) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('ds_view='))
    ?.split(';')[0];

async function protectedLink(password: string) {
  const { presentation } = await seedDeck(server, 1);
  const res = await server.api(`/api/presentations/${presentation.id}/share`, { json: { password } });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

/** Moves the clock past every back-off window, so tests do not inherit each other's guesses. */
const forgetGuesses = () => server.advance(SHARE_GUESS_BACKOFF.at(-1)!.windowMs);

describe('share-link guessing never locks out the right password', () => {
  test('20 wrong guesses from one address and 20 from twenty others: the right password opens the link from a new address within the documented delay', async () => {
    forgetGuesses();
    await server.login();
    const token = await protectedLink('open-sesame');
    // A browser that opened the link before the guessing keeps its cookie.
    const earlier = viewCookie(await from('198.51.100.1', token, 'open-sesame'));
    expect(earlier).toBeDefined();

    let waits = 0;
    for (let wrong = 0; wrong < 20; ) {
      const res = await from('203.0.113.66', token, `wrong-${wrong}`);
      if (res.status === 429) {
        // The address backs off; its wait grows with its guesses.
        const retryAfter = Number(res.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        server.advance(retryAfter * 1000);
        waits++;
        continue;
      }
      expect(res.status).toBe(401);
      wrong++;
    }
    expect(waits).toBeGreaterThanOrEqual(4);
    const others = await Promise.all(
      Array.from({ length: 20 }, (_, i) => from(`192.0.2.${i + 1}`, token, `other-${i}`)),
    );
    expect(others.map((r) => r.status)).toEqual(Array(20).fill(401));

    server.waits.length = 0;
    const right = await from('198.51.100.200', token, 'open-sesame');
    expect(right.status).toBe(200);
    expect(right.body.slides).toHaveLength(1);
    // Slowed, not refused: the check waited the link's delay first.
    expect(server.waits).toEqual([SHARE_LINK_DELAY_MS]);

    // A visitor who unlocked the link earlier is not slowed at all.
    expect((await from('198.51.100.1', token, undefined, earlier)).status).toBe(200);
    expect(server.waits).toEqual([SHARE_LINK_DELAY_MS]);
  }, 120_000);

  test('an address backs off from its own wrong guesses (its right password waits too); others are not affected', async () => {
    forgetGuesses();
    await server.login();
    const token = await protectedLink('pass-word');
    const first = SHARE_GUESS_BACKOFF[0];
    for (let i = 0; i < first.max; i++)
      expect((await from('203.0.113.7', token, `wrong-${i}`)).status).toBe(401);
    const waiting = await from('203.0.113.7', token, 'pass-word');
    expect(waiting.status).toBe(429);
    const retryAfter = Number(waiting.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(first.windowMs / 1000);
    expect((await from('203.0.113.8', token, 'pass-word')).status).toBe(200);
    server.advance(retryAfter * 1000);
    expect((await from('203.0.113.7', token, 'pass-word')).status).toBe(200);
  });

  test('parallel wrong guesses from one address cannot slip past its back-off: each is counted before its hash is checked', async () => {
    forgetGuesses();
    await server.login();
    const token = await protectedLink('parallel-pass');
    const first = SHARE_GUESS_BACKOFF[0];
    const answers = await Promise.all(
      Array.from({ length: 4 * first.max }, (_, i) => from('203.0.113.9', token, `wrong-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(first.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 * first.max);
  });
});

describe('dashboard logins: a ceiling for all addresses together', () => {
  test(`past ${LOGIN_FAILURES_BEFORE_DELAY} failures an hour logins slow down; the right password still works after ${LOGIN_DELAY_MS} ms`, async () => {
    forgetGuesses();
    const addresses = Math.ceil(LOGIN_FAILURES_BEFORE_DELAY / LOGIN_ATTEMPTS_PER_WINDOW);
    const login = (address: string, password: string) =>
      server.api('/api/auth/login', {
        json: { password },
        session: false,
        headers: { 'x-forwarded-for': address },
      });
    const wrong = await Promise.all(
      Array.from({ length: addresses }, async (_, a) => {
        const statuses: number[] = [];
        for (let i = 0; i < LOGIN_ATTEMPTS_PER_WINDOW; i++)
          statuses.push((await login(`10.9.${a}.1`, `no-${i}`)).status);
        return statuses;
      }),
    );
    expect(wrong.flat().filter((s) => s === 401).length).toBeGreaterThanOrEqual(LOGIN_FAILURES_BEFORE_DELAY);

    server.waits.length = 0;
    const right = await login('10.9.200.1', TEST_PASSWORD);
    expect(right.status).toBe(200);
    expect(server.waits).toEqual([LOGIN_DELAY_MS]);
    // Another wrong one from a fresh address is slowed too, but answered, not refused.
    expect((await login('10.9.201.1', 'still-wrong')).status).toBe(401);
    expect(server.waits).toEqual([LOGIN_DELAY_MS, LOGIN_DELAY_MS]);
  }, 60_000);
});
