import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLIENT_NAME_MAX } from '../../common/limits';
import type { Client } from '../../common/schemas/clients';
import { seedClient, seedPresentation } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const listClients = async () => (await server.api<Client[]>('/api/clients')).body;

describe('POST /api/clients', () => {
  test('creates a client with a trimmed name; 201 with the client', async () => {
    const res = await server.api<Client>('/api/clients', { json: { name: '  Acme Corp \n' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      name: 'Acme Corp',
      logo: null,
      presentationCount: 0,
      createdAt: new Date(server.now()).toISOString(),
    });
    const fetched = await server.api(`/api/clients/${res.body.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(res.body);
  });

  test(`names of 1 and ${CLIENT_NAME_MAX} characters are accepted`, async () => {
    expect((await server.api('/api/clients', { json: { name: 'Q' } })).body.name).toBe('Q');
    const long = 'L'.repeat(CLIENT_NAME_MAX);
    const res = await server.api('/api/clients', { json: { name: `  ${long}  ` } });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe(long);
  });

  test.each([
    ['empty', { name: '' }, /^name is required$/],
    ['only spaces', { name: '   \t ' }, /^name is required$/],
    [
      'too long',
      { name: 'x'.repeat(CLIENT_NAME_MAX + 1) },
      new RegExp(`^name must be at most ${CLIENT_NAME_MAX}`),
    ],
    ['missing', {}, /^name/],
    ['not text', { name: 42 }, /^name must be text$/],
    ['null', { name: null }, /^name/],
    ['a bad logo address', { name: 'Ok', logo: 'javascript:alert(1)' }, /^logo/],
  ])('a name that is %s is 400 and the message names the field', async (_, json, message) => {
    const before = await listClients();
    const res = await server.api('/api/clients', { json });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.message).toMatch(message);
    expect(await listClients()).toEqual(before);
  });

  test('a body that is not an object is 400', async () => {
    for (const json of [[], 'Acme', 7, null]) {
      const res = await server.api('/api/clients', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(isErrorShape(res.body)).toBe(true);
    }
  });

  test('an http(s) logo is kept', async () => {
    const res = await server.api('/api/clients', {
      json: { name: 'With logo', logo: 'https://cdn.example.com/logo.png' },
    });
    expect(res.status).toBe(201);
    expect(res.body.logo).toBe('https://cdn.example.com/logo.png');
  });
});

describe('GET /api/clients', () => {
  test('lists every client with its presentationCount, ordered by name regardless of case', async () => {
    const zeta = await seedClient(server, 'zeta list');
    const alpha = await seedClient(server, 'Alpha list');
    const mid = await seedClient(server, 'mid list');
    await seedPresentation(server, alpha.id);
    await seedPresentation(server, alpha.id);
    await seedPresentation(server, mid.id);
    const all = await listClients();
    const ours = all.filter((c) => c.name.endsWith(' list'));
    expect(ours.map((c) => [c.name, c.presentationCount])).toEqual([
      ['Alpha list', 2],
      ['mid list', 1],
      ['zeta list', 0],
    ]);
    for (const c of all)
      expect(Object.keys(c).sort()).toEqual(['createdAt', 'id', 'logo', 'name', 'presentationCount']);
    expect(all.map((c) => c.id)).toContain(zeta.id);
  });

  test('GET /api/clients/{id} answers the client with its count', async () => {
    const client = await seedClient(server, 'Counted');
    await seedPresentation(server, client.id);
    const res = await server.api(`/api/clients/${client.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: client.id, name: 'Counted', presentationCount: 1 });
  });
});

describe('PATCH /api/clients/{id}', () => {
  test('renames (trimmed) and sets or clears the logo', async () => {
    const client = await seedClient(server, 'Old name');
    const renamed = await server.api(`/api/clients/${client.id}`, {
      method: 'PATCH',
      json: { name: '  New name ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: client.id, name: 'New name', logo: null });

    const withLogo = await server.api(`/api/clients/${client.id}`, {
      method: 'PATCH',
      json: { logo: '/api/files/abc123' },
    });
    expect(withLogo.status).toBe(200);
    expect(withLogo.body).toMatchObject({ name: 'New name', logo: '/api/files/abc123' });

    for (const cleared of ['', null]) {
      await server.api(`/api/clients/${client.id}`, {
        method: 'PATCH',
        json: { logo: 'https://x.example/a.png' },
      });
      const res = await server.api(`/api/clients/${client.id}`, { method: 'PATCH', json: { logo: cleared } });
      expect(res.status).toBe(200);
      expect(res.body.logo).toBeNull();
    }
    expect((await server.api(`/api/clients/${client.id}`)).body.name).toBe('New name');
  });

  test('invalid changes are 400 naming the field, and change nothing', async () => {
    const client = await seedClient(server, 'Stable');
    for (const [json, message] of [
      [{ name: '  ' }, /^name is required/],
      [{ name: 'n'.repeat(CLIENT_NAME_MAX + 1) }, /^name/],
      [{ logo: 'ftp://x' }, /^logo/],
      [{}, /at least one of name, logo/],
    ] as const) {
      const res = await server.api(`/api/clients/${client.id}`, { method: 'PATCH', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await server.api(`/api/clients/${client.id}`)).body).toEqual(client);
  });
});

describe('DELETE /api/clients/{id}', () => {
  test('removes the client: 204, then 404 for it, and it leaves the list', async () => {
    const client = await seedClient(server, 'Short-lived');
    const other = await seedClient(server, 'Stays');
    const res = await server.api(`/api/clients/${client.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const gone = await server.api(`/api/clients/${client.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: { code: 'not_found', message: 'Client not found' } });
    const ids = (await listClients()).map((c) => c.id);
    expect(ids).not.toContain(client.id);
    expect(ids).toContain(other.id);
    expect((await server.api(`/api/clients/${client.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
