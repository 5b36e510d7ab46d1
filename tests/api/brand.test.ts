import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrandKit } from '../../common/schemas/brand';
import { BUILT_IN_THEMES } from '../../common/themes/builtIn';
import { brandKits } from '../../server/db/schema';
import { seedClient, seedPresentation } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const KIT = {
  colors: {
    primary: '#0b3d91',
    secondary: 'rgb(20, 40, 80)',
    accent: 'hsl(45, 100%, 60%)',
    lightBackground: 'white',
    lightText: '#111',
    darkBackground: '#0a0a0a',
    darkText: '#fafafa',
  },
  fonts: { heading: 'Playfair Display', body: 'Lato' },
  logo: 'https://cdn.example.com/acme.png',
  logoPlacement: 'corner',
};

const put = (id: string, json: unknown) => server.api(`/api/clients/${id}/brand`, { method: 'PUT', json });

describe('a client’s brand kit', () => {
  test('before one is saved: the default theme’s values with the client’s logo, not saved', async () => {
    const client = await seedClient(server);
    await server.api(`/api/clients/${client.id}`, { method: 'PATCH', json: { logo: '/logo.png' } });
    const res = await server.api<BrandKit>(`/api/clients/${client.id}/brand`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      clientId: client.id,
      colors: BUILT_IN_THEMES[0].colors,
      fonts: BUILT_IN_THEMES[0].fonts,
      logo: '/logo.png',
      logoPlacement: 'title',
      saved: false,
      warnings: [],
      updatedAt: null,
    });
  });

  test('PUT saves it (colours as #rrggbb), GET reads it back, a second PUT replaces it', async () => {
    const client = await seedClient(server);
    const res = await put(client.id, KIT);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      clientId: client.id,
      colors: {
        primary: '#0b3d91',
        secondary: '#142850',
        accent: '#ffcc33',
        lightBackground: '#ffffff',
        lightText: '#111111',
        darkBackground: '#0a0a0a',
        darkText: '#fafafa',
      },
      fonts: { heading: 'Playfair Display', body: 'Lato' },
      logo: 'https://cdn.example.com/acme.png',
      logoPlacement: 'corner',
      saved: true,
      warnings: [],
      updatedAt: new Date(server.now()).toISOString(),
    });
    expect((await server.api(`/api/clients/${client.id}/brand`)).body).toEqual(res.body);

    server.advance(60_000);
    const again = await put(client.id, {
      ...KIT,
      fonts: { heading: 'Noto Sans SC', body: 'Noto Sans SC' },
      logo: '',
    });
    expect(again.status).toBe(200);
    expect(again.body.fonts).toEqual({ heading: 'Noto Sans SC', body: 'Noto Sans SC' });
    expect(again.body.logo).toBeNull();
    expect(again.body.updatedAt).toBe(new Date(server.now()).toISOString());
    const rows = await server.deps.db.select().from(brandKits).where(eq(brandKits.clientId, client.id));
    expect(rows).toHaveLength(1);
  });

  test('a kit below WCAG AA contrast is saved, with a warning naming each weak pair', async () => {
    const client = await seedClient(server);
    const res = await put(client.id, { ...KIT, colors: { ...KIT.colors, lightText: '#aaaaaa' } });
    expect(res.status).toBe(200);
    expect(res.body.saved).toBe(true);
    expect(res.body.colors.lightText).toBe('#aaaaaa');
    // Grey text fails on white, and leaves the yellow accent with no readable text colour at all.
    expect(res.body.warnings.map((w: BrandKit['warnings'][number]) => w.pair)).toEqual([
      ['lightText', 'lightBackground'],
      ['lightText', 'accent'],
    ]);
    expect(res.body.warnings.map((w: BrandKit['warnings'][number]) => w.required)).toEqual([4.5, 3]);
    expect(res.body.warnings[0]!.message).toMatch(/^Light text on light background: contrast 2\.3\d:1/);
  });

  test.each([
    [
      'a colour that is not CSS',
      { colors: { ...KIT.colors, accent: 'blurple' } },
      /^colors\.accent must be a CSS colour/,
    ],
    ['a colour that is not text', { colors: { ...KIT.colors, primary: 42 } }, /^colors\.primary/],
    ['a missing colour', { colors: { ...KIT.colors, darkText: undefined } }, /^colors\.darkText/],
    [
      'a CSS injection',
      { colors: { ...KIT.colors, lightBackground: 'red;background:url(x)' } },
      /^colors\.lightBackground/,
    ],
    [
      'a font we do not bundle',
      { fonts: { heading: 'Comic Sans MS', body: 'Lato' } },
      /^fonts\.heading must be one of Inter, /,
    ],
    ['a missing body font', { fonts: { heading: 'Lato' } }, /^fonts\.body/],
    [
      'a logo that is not an http(s) address',
      { logo: 'javascript:alert(1)' },
      /^logo must be an http\(s\) address/,
    ],
    [
      'a logo address too long',
      { logo: `https://x.example/${'a'.repeat(2100)}` },
      /^logo must be at most 2048/,
    ],
    ['an unknown placement', { logoPlacement: 'everywhere' }, /^logoPlacement must be one of title, corner/],
  ])('%s: 400 naming the field, nothing saved', async (_, change, message) => {
    const client = await seedClient(server);
    const res = await put(client.id, { ...KIT, ...change });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.message).toMatch(message);
    expect((await server.api<BrandKit>(`/api/clients/${client.id}/brand`)).body.saved).toBe(false);
  });

  test('an unknown client: 404 for GET and PUT', async () => {
    for (const res of [
      await server.api('/api/clients/nope-nope-nope-no/brand'),
      await put('nope-nope-nope-no', KIT),
    ]) {
      expect(res.status).toBe(404);
      expect(isErrorShape(res.body)).toBe(true);
    }
  });

  test('deleting the client deletes its kit', async () => {
    const client = await seedClient(server);
    expect((await put(client.id, KIT)).status).toBe(200);
    expect((await server.api(`/api/clients/${client.id}`, { method: 'DELETE' })).status).toBe(204);
    const rows = await server.deps.db.select().from(brandKits).where(eq(brandKits.clientId, client.id));
    expect(rows).toEqual([]);
  });
});

describe('a deck’s theme', () => {
  const themeOf = async (id: string) => (await server.api(`/api/presentations/${id}/theme`)).body;

  test('defaults to its client’s kit: Classic until a kit is saved, the kit after', async () => {
    const client = await seedClient(server, 'Acme');
    const deck = await seedPresentation(server, client.id);
    expect(await themeOf(deck.id)).toEqual({ themeId: null, theme: BUILT_IN_THEMES[0] });
    await put(client.id, KIT);
    const after = await themeOf(deck.id);
    expect(after.themeId).toBeNull();
    expect(after.theme).toMatchObject({
      id: 'brand',
      name: 'Acme brand',
      colors: { primary: '#0b3d91', accent: '#ffcc33' },
      fonts: { heading: 'Playfair Display', body: 'Lato' },
      logo: { url: 'https://cdn.example.com/acme.png', placement: 'corner' },
    });
    expect(after.theme.typeColors).toBeUndefined();
  });

  test('a built-in theme picked by PATCH or a set_theme operation; null goes back to the kit', async () => {
    const client = await seedClient(server);
    await put(client.id, KIT);
    const deck = await seedPresentation(server, client.id);
    const patched = await server.api(`/api/presentations/${deck.id}`, {
      method: 'PATCH',
      json: { theme: 'forest' },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(await themeOf(deck.id)).toEqual({
      themeId: 'forest',
      theme: BUILT_IN_THEMES.find((t) => t.id === 'forest'),
    });

    const op = await server.api(`/api/presentations/${deck.id}/operations`, {
      json: { operations: [{ op: 'set_theme', theme: 'mono' }] },
    });
    expect(op.status, op.text).toBe(200);
    expect((await themeOf(deck.id)).themeId).toBe('mono');

    await server.api(`/api/presentations/${deck.id}`, { method: 'PATCH', json: { theme: null } });
    expect((await themeOf(deck.id)).theme.id).toBe('brand');
  });

  test.each([
    ['an unknown theme', { theme: 'neon' }, /^theme must be one of classic, midnight/],
    ['a theme that is not text', { theme: 7 }, /^theme/],
  ])('%s: 400 naming the field, the theme unchanged', async (_, json, message) => {
    const deck = await seedPresentation(server);
    const res = await server.api(`/api/presentations/${deck.id}`, { method: 'PATCH', json });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect((await themeOf(deck.id)).themeId).toBeNull();
  });

  test('the shared viewer gets the deck’s theme with the deck', async () => {
    const client = await seedClient(server);
    await put(client.id, KIT);
    const deck = await seedPresentation(server, client.id);
    const link = await server.api(`/api/presentations/${deck.id}/share`, { json: { password: null } });
    expect(link.status, link.text).toBe(201);
    const view = await server.api(`/api/view/${link.body.token}`, { json: {}, session: false });
    expect(view.status).toBe(200);
    expect(view.body.theme).toMatchObject({ id: 'brand', colors: { primary: '#0b3d91' } });
    expect(view.body.id).toBe(deck.id);
  });

  test('an unknown deck: 404', async () => {
    const res = await server.api('/api/presentations/nope-nope-nope-no/theme');
    expect(res.status).toBe(404);
    expect(isErrorShape(res.body)).toBe(true);
  });
});
