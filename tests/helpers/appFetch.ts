import { vi } from 'vitest';
import type { TestServer } from './testServer';

/**
 * The app's own data layer (app/api) against a real test server: its relative fetches go to the
 * server with the session cookie and the headers a browser sends on a same-origin request. The
 * test's own calls (tests/helpers) already name the server and pass through. `before` runs ahead
 * of each of the app's requests (to hold one, say), `after` once the server has answered and
 * before the app sees the answer (to hold a reply). Undo with vi.unstubAllGlobals().
 */
export function routeAppFetches(
  server: TestServer,
  before?: (path: string, init: RequestInit) => Promise<void>,
  after?: (path: string, init: RequestInit) => Promise<void>,
) {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (!input.startsWith('/')) return realFetch(input, init);
    await before?.(input, init);
    const res = await realFetch(`${server.url}${input}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: server.cookie!,
        origin: server.url,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
        'sec-fetch-dest': 'empty',
      },
    });
    await after?.(input, init);
    return res;
  });
}
