import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTemplate, postFile } from '../helpers/pptxFiles';
import { seedClient } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 30: "Brand → Import from PowerPoint" reads a template's theme colours into the kit's
// colour roles, its fonts mapped to the nearest bundled family (with a note), and its logo.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const COLORS = {
  dk1: '111111',
  lt1: 'FAFAFA',
  dk2: '0F4C5C',
  lt2: 'E8E2D0',
  accent1: 'E36414',
  accent2: '5F0F40',
  accent3: '9A031E',
  accent4: 'FB8B24',
  accent5: '0F4C5C',
  accent6: '7A9E9F',
};

describe('POST /api/clients/{id}/brand/import', () => {
  test('a template with known theme colours and fonts gives exactly those colours, and the mapped fonts', async () => {
    const client = await seedClient(server);
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#e36414' } })
      .png()
      .toBuffer();
    const file = makeTemplate({ colors: COLORS, heading: 'Century Gothic', body: 'Lato', logo });
    const res = await postFile(server, `/api/clients/${client.id}/brand/import`, file, 'client.potx');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.colors).toEqual({
      primary: '#e36414',
      secondary: '#0f4c5c',
      accent: '#5f0f40',
      lightBackground: '#fafafa',
      lightText: '#111111',
      darkBackground: '#111111',
      darkText: '#fafafa',
    });
    expect(res.body.fonts).toEqual({ heading: 'Montserrat', body: 'Lato' });
    expect(res.body.sourceFonts).toEqual({ heading: 'Century Gothic', body: 'Lato' });
    expect(res.body.notes).toEqual([
      'Century Gothic is not bundled: Montserrat is the nearest bundled family.',
    ]);
    expect(res.body.logo).toMatch(/^\/api\/files\//);
    const picture = await fetch(`${server.url}${res.body.logo}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    // Nothing is saved: the user saves the kit from the dialog.
    expect((await server.api(`/api/clients/${client.id}/brand`)).body.saved).toBe(false);

    // The kit the dialog would save is accepted as it is.
    const saved = await server.api(`/api/clients/${client.id}/brand`, {
      method: 'PUT',
      json: { colors: res.body.colors, fonts: res.body.fonts, logo: res.body.logo, logoPlacement: 'title' },
    });
    expect(saved.status).toBe(200);
  });

  test('a template without a logo, an encrypted file, an unknown client', async () => {
    const client = await seedClient(server);
    const plain = makeTemplate({ colors: COLORS, heading: 'Times New Roman', body: 'Arial' });
    const res = await postFile(server, `/api/clients/${client.id}/brand/import`, plain, 'plain.pptx');
    expect(res.status).toBe(200);
    expect(res.body.logo).toBeUndefined();
    expect(res.body.fonts).toEqual({ heading: 'Merriweather', body: 'Inter' });
    const bad = await postFile(
      server,
      `/api/clients/${client.id}/brand/import`,
      Buffer.from('no'),
      'bad.potx',
    );
    expect(bad.status).toBe(422);
    expect(isErrorShape(bad.body)).toBe(true);
    expect(bad.body.error.message).toContain('bad.potx');
    const none = await postFile(server, '/api/clients/nobody/brand/import', plain, 'plain.pptx');
    expect(none.status).toBe(404);
  });
});
