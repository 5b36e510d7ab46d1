import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../../common/limits';
import { seedClient } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const clientNames = async () =>
  ((await server.api('/api/clients')).body as { name: string }[]).map((c) => c.name);

describe('cross-origin requests are refused and change nothing', () => {
  test('an Origin of another host is 403', async () => {
    const before = await clientNames();
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'null']) {
      const res = await server.api('/api/clients', { json: { name: 'From evil' }, headers: { origin } });
      expect(res.status, origin).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    expect(await clientNames()).toEqual(before);
  });

  test('the same host on another port is another origin', async () => {
    const port = Number(new URL(server.url).port);
    const res = await server.api('/api/clients', {
      json: { name: 'Other port' },
      headers: { origin: `http://127.0.0.1:${port === 1 ? 2 : 1}` },
    });
    expect(res.status).toBe(403);
    expect(await clientNames()).not.toContain('Other port');
  });

  test('Sec-Fetch-Site cross-site or same-site is 403, even without an Origin', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await server.api('/api/clients', {
        json: { name: `Via ${site}` },
        browser: false,
        headers: { 'sec-fetch-site': site },
      });
      expect(res.status, site).toBe(403);
      expect(isErrorShape(res.body)).toBe(true);
    }
    expect(await clientNames()).not.toContain('Via cross-site');
  });

  test('PATCH and DELETE from another origin are refused too', async () => {
    const client = await seedClient(server, 'Keep me');
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const patch = await server.api(`/api/clients/${client.id}`, {
      method: 'PATCH',
      json: { name: 'Renamed by evil' },
      headers: evil,
    });
    expect(patch.status).toBe(403);
    const del = await server.api(`/api/clients/${client.id}`, { method: 'DELETE', headers: evil });
    expect(del.status).toBe(403);
    const after = await server.api(`/api/clients/${client.id}`);
    expect(after.status).toBe(200);
    expect(after.body.name).toBe('Keep me');
  });

  test('a form or text/plain body (what a cross-site form can send) is 415', async () => {
    const before = await clientNames();
    for (const [type, body] of [
      ['text/plain', JSON.stringify({ name: 'Plain text' })],
      ['text/plain;charset=UTF-8', JSON.stringify({ name: 'Plain text 2' })],
      ['application/x-www-form-urlencoded', 'name=Form'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMultipart\r\n--x--\r\n',
      ],
    ] as const) {
      const res = await server.api('/api/clients', {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
    }
    expect(await clientNames()).toEqual(before);
  });

  test('a same-origin browser request and a non-browser client (no Origin, no Sec-Fetch-Site) are accepted', async () => {
    expect((await server.api('/api/clients', { json: { name: 'Browser' } })).status).toBe(201);
    expect((await server.api('/api/clients', { json: { name: 'Script' }, browser: false })).status).toBe(201);
  });
});

describe('bodies', () => {
  test(`a body over ${JSON_BODY_LIMIT_BYTES} bytes is 413 and nothing is written`, async () => {
    const name = 'x'.repeat(JSON_BODY_LIMIT_BYTES);
    const res = await server.api('/api/clients', { json: { name } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'too_large', message: 'The request body is too large' } });
    expect((await clientNames()).some((n) => n.length > 1000)).toBe(false);
  });

  test('a body just under the limit is read (and then judged by the schema)', async () => {
    const res = await server.api('/api/clients', { json: { name: 'y'.repeat(JSON_BODY_LIMIT_BYTES - 100) } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/name/);
  });

  test('malformed JSON is 400 with the error shape', async () => {
    for (const body of ['{"name": "x"', '{name: "x"}', 'nope', '{"name":"x"}}', '\u0000']) {
      const res = await server.api('/api/clients', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, body).toBe(400);
      expect(isErrorShape(res.body), body).toBe(true);
    }
  });

  test('an empty JSON body where one is required is 400, not 500', async () => {
    const res = await server.api('/api/clients', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
  });

  test('prototype-pollution keys are refused and pollute nothing', async () => {
    for (const body of [
      '{"name":"Polluter","__proto__":{"polluted":true}}',
      '{"name":"Polluter","constructor":{"prototype":{"polluted":true}}}',
    ]) {
      const res = await server.api('/api/clients', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, body).toBe(400);
      expect(isErrorShape(res.body)).toBe(true);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await clientNames()).not.toContain('Polluter');
  });

  test('text PostgreSQL cannot store (NUL, unpaired surrogates) is 400 naming the field, not 500', async () => {
    const client = await seedClient(server);
    const cases: Array<[string, string, string]> = [
      ['/api/clients', `{"name":"a\\u0000b"}`, 'name'],
      ['/api/presentations', `{"clientId":"${client.id}","title":"\\ud800"}`, 'title'],
      ['/api/presentations', `{"clientId":"${client.id}","title":"x\\udc00y"}`, 'title'],
    ];
    for (const [pathname, body, field] of cases) {
      const res = await server.api(pathname, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, body).toBe(400);
      expect(res.body.error.message, body).toMatch(new RegExp(`^${field}`));
    }
    const deck = await server.api('/api/presentations', { json: { clientId: client.id, title: 'Deck' } });
    const patch = await server.api(`/api/presentations/${deck.body.id}`, {
      method: 'PATCH',
      body: '{"metadata":{"agency":"\\ud83d"},"checklist":[{"id":"1","text":"\\u0000","completed":false}]}',
      headers: { 'content-type': 'application/json' },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.error.message).toMatch(/^metadata\.agency/);
    // A proper pair (an emoji) is fine.
    const emoji = await server.api('/api/clients', { json: { name: 'Rocket \u{1F680} Ltd' } });
    expect(emoji.status).toBe(201);
    expect(emoji.body.name).toBe('Rocket \u{1F680} Ltd');
  });

  test('text nested far deeper than the call stack is checked without falling over', async () => {
    const depth = 200_000;
    const res = await server.api('/api/clients', {
      method: 'POST',
      body: `{"name":"x","logo":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^logo\.0\.0\.0.*…: contains a NUL/);
    expect(res.body.error.message.length).toBeLessThan(200);
  });

  test('unknown API paths are 404 with the error shape', async () => {
    const res = await server.api('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  test('errors the router or the HTTP parser raises have the error shape too, and do not echo the request', async () => {
    const long = await server.api(`/api/clients/${'a'.repeat(150)}`);
    expect(long.status).toBe(414);
    expect(long.body).toEqual({
      error: { code: 'uri_too_long', message: 'A part of the address is too long' },
    });
    const badEscape = await server.api('/api/clients/%zz');
    expect(badEscape.status).toBe(400);
    expect(isErrorShape(badEscape.body)).toBe(true);
    expect(badEscape.text).not.toContain('%zz');
    const hugeHeaders = await server.api('/api/clients', { headers: { 'x-filler': 'f'.repeat(20_000) } });
    expect(hugeHeaders.status).toBe(431);
    expect(hugeHeaders.body).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large' },
    });
  });

  test('security headers are on every answer', async () => {
    const res = await server.api('/api/clients');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    // Served over plain HTTP on a LAN address (HOST=0.0.0.0), upgrading would send the page's own
    // scripts and styles to an https:// port that does not speak TLS.
    expect(res.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
  });
});
