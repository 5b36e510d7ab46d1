import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

// The web app's fingerprinted files are cached for good, so a warm load of the editor asks for
// none of them again (issue 32); the page that names them is checked each time.

let server: TestServer;
beforeAll(async () => {
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><script src="/assets/app-1a2b3c.js"></script>',
  );
  writeFileSync(path.join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ config: { staticDir } });
});
afterAll(() => server.close());

test('a fingerprinted asset is cached for a year and immutable', async () => {
  const res = await fetch(`${server.url}/assets/app-1a2b3c.js`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('the app page and unfingerprinted files are revalidated on every load', async () => {
  const page = await fetch(`${server.url}/app/editor/some-deck`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  const icon = await fetch(`${server.url}/favicon.svg`);
  expect(icon.status).toBe(200);
  expect(icon.headers.get('cache-control')).toBe('no-cache');
});
