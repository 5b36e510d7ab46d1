import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readZip } from '../../server/lib/zip';
import { seedClient, seedPresentation, seedSlide } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
let work: string;
beforeAll(async () => {
  server = await startLoggedIn();
  work = mkdtempSync(path.join(os.tmpdir(), 'decksmith-brand-export-'));
});
afterAll(() => server.close());

const KIT = {
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
  logoPlacement: 'title',
};

async function download(url: string) {
  const res = await fetch(`${server.url}${url}`, { headers: { cookie: server.cookie ?? '' } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function brandedDeck() {
  const client = await seedClient(server);
  const put = await server.api(`/api/clients/${client.id}/brand`, { method: 'PUT', json: KIT });
  expect(put.status, put.text).toBe(200);
  const deck = await seedPresentation(server, client.id, 'Branded');
  await seedSlide(server, deck.id, { type: 'title', title: 'Welcome', content: { subtitle: 'Our plan' } });
  return deck;
}

describe('exports draw in the client’s kit', () => {
  test('the PDF embeds the kit’s heading and body fonts (pdffonts)', async () => {
    const deck = await brandedDeck();
    const { res, bytes } = await download(`/api/presentations/${deck.id}/export/pdf`);
    expect(res.status).toBe(200);
    const file = path.join(work, 'branded.pdf');
    writeFileSync(file, bytes);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/PlayfairDisplay/);
    expect(fonts).toMatch(/Lato/);
  });

  test('the HTML file inlines the kit’s fonts (and no other bundled family) and draws the kit’s colours', async () => {
    const deck = await brandedDeck();
    const { res, bytes } = await download(`/api/presentations/${deck.id}/export/html`);
    expect(res.status).toBe(200);
    const html = bytes.toString('utf8');
    expect(html).toMatch(/@font-face\{font-family:'Playfair Display';[^}]*src:url\(data:font\/woff2;base64,/);
    expect(html).toMatch(/@font-face\{font-family:'Lato';[^}]*src:url\(data:font\/woff2;base64,/);
    for (const other of ['Montserrat', 'Merriweather', 'Source Sans 3', 'Noto Sans SC'])
      expect(html).not.toContain(`font-family:'${other}'`);
    expect(html).toContain('background:#0b3d91');
    expect(html).not.toMatch(/src:url\(\/fonts\//);
  });

  test('a deck without a kit exports as before: Inter alone', async () => {
    const deck = await seedPresentation(server);
    await seedSlide(server, deck.id, { type: 'title', title: 'Plain' });
    const html = (await download(`/api/presentations/${deck.id}/export/html`)).bytes.toString('utf8');
    const families = new Set([...html.matchAll(/@font-face\{font-family:'([^']+)'/g)].map((m) => m[1]));
    expect([...families]).toEqual(['Inter']);
    expect(html).toContain('background:#1a365d');
  });
});

describe('the PowerPoint file draws in the kit’s colours', () => {
  test('a title slide on the kit’s primary, a content slide’s bullets in its accent, as on screen', async () => {
    const deck = await brandedDeck();
    await seedSlide(server, deck.id, {
      type: 'content',
      title: 'Points',
      content: { items: ['One', 'Two'] },
    });
    const { res, bytes } = await download(`/api/presentations/${deck.id}/export/pptx`);
    expect(res.status).toBe(200);
    const xml = readZip(bytes)
      .filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p.name))
      .map((p) => p.data.toString('utf8'));
    const title = xml.find((x) => x.includes('Welcome'))!;
    expect(title).toContain('<a:srgbClr val="0B3D91"/>');
    const content = xml.find((x) => x.includes('Points'))!;
    // The light surface, and the accent on it: #ffcc33 fails 3:1 on white, so the primary marks it.
    expect(content).toContain('0B3D91');
    expect(content).not.toContain('3182CE');
  });
});
