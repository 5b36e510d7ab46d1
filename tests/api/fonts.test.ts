import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

// The bundled slide fonts: an html slide's sandboxed frame (an opaque "null" origin) fetches them
// in CORS mode, so they must say any origin may use them, or its headings fall back to another face.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('a bundled font is served to any origin, cached for a day; an unknown one is a 404', async () => {
  const font = await fetch(`${server.url}/fonts/inter-latin-400-normal.woff2`, {
    headers: { origin: 'null' },
  });
  expect(font.status).toBe(200);
  expect(font.headers.get('content-type')).toBe('font/woff2');
  expect(font.headers.get('access-control-allow-origin')).toBe('*');
  expect(font.headers.get('cache-control')).toBe('public, max-age=86400');
  const bytes = Buffer.from(await font.arrayBuffer());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');

  const missing = await fetch(`${server.url}/fonts/not-a-font.woff2`);
  expect(missing.status).toBe(404);
});
