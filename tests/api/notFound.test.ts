import { afterAll, beforeAll, expect, test } from 'vitest';
import { appRoutes, fillParams } from '../helpers/routes';
import { seedClient, TINY_PNG } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

// Well-formed ids that name nothing.
const UNKNOWN = 'unknownId0000000';

/**
 * For each route, a request that passes validation so that only the unknown id can stop it, and
 * the message it must give.
 */
const cases: Array<{ method: string; path: string; json?: unknown; message: string }> = [
  { method: 'GET', path: '/api/clients/:id', message: 'Client not found' },
  { method: 'PATCH', path: '/api/clients/:id', json: { name: 'x' }, message: 'Client not found' },
  { method: 'DELETE', path: '/api/clients/:id', message: 'Client not found' },
  { method: 'GET', path: '/api/clients/:id/presentations', message: 'Client not found' },
  {
    method: 'POST',
    path: '/api/presentations',
    json: { clientId: UNKNOWN, title: 'x' },
    message: 'Client not found',
  },
  { method: 'GET', path: '/api/presentations/:id', message: 'Presentation not found' },
  {
    method: 'PATCH',
    path: '/api/presentations/:id',
    json: { brief: 'x' },
    message: 'Presentation not found',
  },
  { method: 'DELETE', path: '/api/presentations/:id', message: 'Presentation not found' },
  { method: 'POST', path: '/api/presentations/:id/duplicate', message: 'Presentation not found' },
  {
    method: 'POST',
    path: '/api/presentations/:id/reorder',
    json: { slideIds: [] },
    message: 'Presentation not found',
  },
  { method: 'GET', path: '/api/presentations/:id/versions', message: 'Presentation not found' },
  {
    method: 'POST',
    path: '/api/presentations/:id/versions',
    json: { notes: 'x' },
    message: 'Presentation not found',
  },
  {
    method: 'POST',
    path: '/api/presentations/:id/share',
    json: { password: null },
    message: 'Presentation not found',
  },
  { method: 'GET', path: '/api/presentations/:id/share-links', message: 'Presentation not found' },
  {
    method: 'POST',
    path: '/api/presentations/:id/logo',
    json: { file: TINY_PNG, fileName: 'logo.png', fileType: 'image/png' },
    message: 'Presentation not found',
  },
  {
    method: 'POST',
    path: '/api/slides',
    json: { presentationId: UNKNOWN },
    message: 'Presentation not found',
  },
  { method: 'PATCH', path: '/api/slides/:id', json: { title: 'x' }, message: 'Slide not found' },
  { method: 'DELETE', path: '/api/slides/:id', message: 'Slide not found' },
  { method: 'GET', path: '/api/versions/:id', message: 'Version not found' },
  { method: 'POST', path: '/api/versions/:id/restore', message: 'Version not found' },
  {
    method: 'PATCH',
    path: '/api/share-links/:id',
    json: { allowDownload: true },
    message: 'Share link not found',
  },
  { method: 'DELETE', path: '/api/share-links/:id', message: 'Share link not found' },
  { method: 'GET', path: '/api/share-links/:id/views', message: 'Share link not found' },
  { method: 'POST', path: '/api/view/:token', json: { password: 'x' }, message: 'Share link not found' },
  {
    method: 'POST',
    path: '/api/view/:token/report',
    json: { viewId: 'abc.def', slideId: UNKNOWN, ms: 100 },
    message: 'Share link not found',
  },
  { method: 'GET', path: '/api/files/:id', message: 'File not found' },
];

test.each(cases)(
  '$method $path with an unknown id is 404 with the error shape',
  async ({ method, path, json, message }) => {
    // A real client exists, so "not found" cannot come from an empty database.
    await seedClient(server);
    const res = await server.api(fillParams(path, UNKNOWN), {
      method,
      ...(json !== undefined ? { json } : {}),
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message } });
  },
);

test('every route with an id answers an unknown id with 404 (or 400 for a body it cannot accept), never 2xx or 5xx', async () => {
  const routes = appRoutes(server.app).filter((r) => r.method !== 'HEAD' && /:\w+/.test(r.path));
  for (const route of routes) {
    const res = await server.api(fillParams(route.path, UNKNOWN), {
      method: route.method,
      ...(['GET', 'DELETE'].includes(route.method) ? {} : { json: {} }),
    });
    const name = `${route.method} ${route.path}`;
    expect([400, 404], name).toContain(res.status);
    expect(isErrorShape(res.body), name).toBe(true);
  }
});

test('ids that are not ids are 400 naming the parameter, not 404 or 500', async () => {
  for (const bad of ['has space', 'semi;colon', "quote'", 'x'.repeat(65), '%00']) {
    const res = await server.api(`/api/clients/${encodeURIComponent(bad)}`);
    expect(res.status, bad).toBe(400);
    expect(res.body.error.message, bad).toMatch(/^id/);
  }
});
