import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAND_IN } from '../../server/export/pptx/pictures';
import { readZip } from '../../server/lib/zip';
import { rasterise } from '../helpers/pixels';
import { seedClient, seedPresentation, seedSlide } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';
import { fontsForHome } from '../helpers/woff';

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
    // The kit's colours are the theme's: slides refer to the scheme (PowerPoint's Design > Colors
    // recolours them), whose accent 1 is the kit's primary.
    expect(title).toContain('<a:schemeClr val="accent1"/>');
    expect(title).not.toContain('0B3D91');
    const theme = readZip(bytes)
      .find((p) => p.name === 'ppt/theme/theme1.xml')!
      .data.toString('utf8');
    expect(theme).toContain('<a:accent1><a:srgbClr val="0B3D91"/></a:accent1>');
    const content = xml.find((x) => x.includes('Points'))!;
    // The light surface, and the accent on it: #ffcc33 fails 3:1 on white, so the primary marks it.
    expect(content).toContain('<a:schemeClr val="accent1"/>');
    expect(content).not.toContain('3182CE');
  });
});

// Issue 21's export half: a kit with a distinctive primary and a logo uploaded by the client.
const GREEN: RGB = [0x0b, 0x6e, 0x4f];
const MAGENTA: RGB = [0xe0, 0x11, 0x5f];
type RGB = [number, number, number];

/** A 240×80 PNG of one colour: the client's "logo". */
function logoPng(rgb: RGB): string {
  const png = new PNG({ width: 240, height: 80 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

async function uploadLogo(deckId: string, rgb: RGB | 'jpeg'): Promise<string> {
  const file = rgb === 'jpeg' ? `data:image/jpeg;base64,${STAND_IN}` : logoPng(rgb);
  const res = await server.api(`/api/presentations/${deckId}/logo`, {
    method: 'POST',
    json: { file, fileName: 'logo', fileType: rgb === 'jpeg' ? 'image/jpeg' : 'image/png' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.url as string;
}

/** A client whose kit is green with a logo uploaded to one of its decks; a deck with a title and a content slide. */
async function greenDeck(
  logo: (clientId: string, firstDeck: string) => Promise<string>,
  placement = 'title',
) {
  const client = await seedClient(server, 'Harbor & "Vine"');
  const first = await seedPresentation(server, client.id, 'Brief deck');
  const kit = {
    ...KIT,
    colors: { ...KIT.colors, primary: '#0b6e4f' },
    logo: await logo(client.id, first.id),
    logoPlacement: placement,
  };
  const put = await server.api(`/api/clients/${client.id}/brand`, { method: 'PUT', json: kit });
  expect(put.status, put.text).toBe(200);
  const deck = await seedPresentation(server, client.id, 'Green deck');
  await seedSlide(server, deck.id, { type: 'title', title: 'Welcome', content: { subtitle: 'Our plan' } });
  await seedSlide(server, deck.id, { type: 'content', title: 'Points', content: { items: ['One', 'Two'] } });
  return deck;
}

const pixel = (p: PNG, x: number, y: number): RGB => {
  const i = (y * p.width + x) * 4;
  return [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!];
};
const near = (a: RGB, b: RGB, tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
/** The logo's middle on a 480×270 picture of a slide: its 216×72 box ends 64 px from the right, 32 from the bottom. */
const LOGO_AT = { x: Math.round((1920 - 64 - 108) / 4), y: Math.round((1080 - 32 - 36) / 4) };

function pdfOfPptx(name: string, bytes: Buffer): string {
  const file = path.join(work, `${name}.pptx`);
  writeFileSync(file, bytes);
  execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', work, file], {
    stdio: 'ignore',
    timeout: 150_000,
    env: { ...process.env, HOME: work },
  });
  return path.join(work, `${name}.pdf`);
}

describe('the kit’s theme and logo in every export', () => {
  test('PowerPoint: the theme part holds the kit; LibreOffice draws the title slide in the primary, with the logo', async () => {
    const deck = await greenDeck((_, first) => uploadLogo(first, MAGENTA));
    const { res, bytes } = await download(`/api/presentations/${deck.id}/export/pptx`);
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(bytes);
    const theme = await zip.file('ppt/theme/theme1.xml')!.async('string');
    expect(theme).toContain('<a:accent1><a:srgbClr val="0B6E4F"/></a:accent1>');
    expect(theme).toContain('<a:accent2><a:srgbClr val="142850"/></a:accent2>');
    expect(theme).toContain('<a:majorFont><a:latin typeface="Playfair Display"/>');
    expect(theme).toContain('<a:minorFont><a:latin typeface="Lato"/>');
    expect(theme).toContain('name="Harbor &amp; &quot;Vine&quot; brand"');
    // Text in the kit's families: the subtitle through the theme's font scheme (body, minor
    // font); the title in the weight the screen draws it, Playfair's 900 (its 800 is not bundled,
    // and a browser takes the next heavier), which the scheme cannot name: by its face.
    const slide1 = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect(slide1).toMatch(
      /<a:latin typeface="Playfair Display Black"[^>]*\/>(?:(?!<\/a:r>).)*<a:t>Welcome<\/a:t>/,
    );
    expect(slide1).toMatch(/<a:latin typeface="\+mn-lt"[^>]*\/>(?:(?!<\/a:r>).)*<a:t>Our plan<\/a:t>/);
    expect(slide1).not.toContain('typeface="Inter');
    // The logo as a picture on the title slide only (placement "title").
    const rels = (n: number) => zip.file(`ppt/slides/_rels/slide${n}.xml.rels`)!.async('string');
    expect(await rels(1)).toMatch(/Target="\.\.\/media\/[^"]+\.png"/);
    expect(await rels(2)).not.toContain('../media/');

    // LibreOffice here has Inter and Noto but not the other bundled families: this test's own
    // HOME gets the kit's two as TrueType, so it can draw what the file names.
    fontsForHome(work, ['playfair-display', 'lato']);
    const drawn = pdfOfPptx('green', bytes);
    const fonts = execFileSync('pdffonts', [drawn], { encoding: 'utf8' });
    expect(fonts).toMatch(/\+PlayfairDisplay-Black\s/);
    expect(fonts).toMatch(/\+Lato-Regular\s/);
    const pages = rasterise(drawn, path.join(work, 'green-pptx'));
    expect(pages).toHaveLength(2);
    for (const [x, y] of [
      [8, 8],
      [8, 135],
      [8, 262],
    ] as const)
      expect(pixel(pages[0]!, x, y), `title slide at ${x},${y}`).toSatisfy((p: RGB) => near(p, GREEN));
    expect(pixel(pages[0]!, LOGO_AT.x, LOGO_AT.y)).toSatisfy((p: RGB) => near(p, MAGENTA, 20));
    expect(pixel(pages[1]!, LOGO_AT.x, LOGO_AT.y)).not.toSatisfy((p: RGB) => near(p, MAGENTA, 40));
  }, 180_000);

  test('a corner logo shows on every slide of the PDF and the PowerPoint file', async () => {
    const deck = await greenDeck((_, first) => uploadLogo(first, MAGENTA), 'corner');
    const pdf = path.join(work, 'corner-app.pdf');
    writeFileSync(pdf, (await download(`/api/presentations/${deck.id}/export/pdf`)).bytes);
    const pages = rasterise(pdf, path.join(work, 'corner-pdf'));
    expect(pages).toHaveLength(2);
    expect(pixel(pages[0]!, 8, 135)).toSatisfy((p: RGB) => near(p, GREEN));
    for (const page of pages)
      expect(pixel(page, LOGO_AT.x, LOGO_AT.y)).toSatisfy((p: RGB) => near(p, MAGENTA, 20));
    const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' });
    expect(fonts).toMatch(/PlayfairDisplay/);
    expect(fonts).toMatch(/Lato/);

    const { bytes } = await download(`/api/presentations/${deck.id}/export/pptx`);
    const zip = await JSZip.loadAsync(bytes);
    for (const n of [1, 2])
      expect(await zip.file(`ppt/slides/_rels/slide${n}.xml.rels`)!.async('string')).toContain('.png"');
    const shown = rasterise(pdfOfPptx('corner', bytes), path.join(work, 'corner-pptx'));
    for (const page of shown)
      expect(pixel(page, LOGO_AT.x, LOGO_AT.y)).toSatisfy((p: RGB) => near(p, MAGENTA, 20));
  }, 180_000);

  test('the HTML file inlines the logo; another client’s upload or a remote address is dropped, never fetched', async () => {
    const deck = await greenDeck((_, first) => uploadLogo(first, MAGENTA), 'corner');
    const html = (await download(`/api/presentations/${deck.id}/export/html`)).bytes.toString('utf8');
    expect(html.match(/<img data-theme-logo="" src="data:image\/png;base64,/g)).toHaveLength(2);
    expect(html).not.toContain('/api/files/');

    const stranger = await seedPresentation(server, undefined, 'Someone else');
    const foreign = await uploadLogo(stranger.id, MAGENTA);
    for (const logo of [foreign, 'https://cdn.example.com/acme.png']) {
      const other = await greenDeck(async () => logo, 'corner');
      const page = (await download(`/api/presentations/${other.id}/export/html`)).bytes.toString('utf8');
      expect(page).not.toContain('data-theme-logo');
      expect(page).not.toContain(logo);
      const { bytes } = await download(`/api/presentations/${other.id}/export/pptx`);
      expect(readZip(bytes).filter((p) => /^ppt\/media\/./.test(p.name))).toEqual([]);
    }
  });

  test('a JPEG logo in the corner of an HTML slide stays beside the slide’s own picture', async () => {
    const deck = await greenDeck((_, first) => uploadLogo(first, 'jpeg'), 'corner');
    await seedSlide(server, deck.id, {
      type: 'html',
      title: 'Custom',
      content: { htmlContent: '<h2 style="font-size:80px;color:#c05621">Picture slide</h2>' },
    });
    const { res, bytes } = await download(`/api/presentations/${deck.id}/export/pptx`);
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(bytes);
    const rels = await zip.file('ppt/slides/_rels/slide3.xml.rels')!.async('string');
    const targets = [...rels.matchAll(/Target="\.\.\/media\/([^"]+)"/g)].map((m) => m[1]!);
    expect(targets).toHaveLength(2);
    const sizes = await Promise.all(
      targets.map(async (t) => (await zip.file(`ppt/media/${t}`)!.async('nodebuffer')).length),
    );
    // The browser's picture of the slide, and the logo (the 1×1 JPEG, as uploaded).
    expect(Math.max(...sizes)).toBeGreaterThan(5_000);
    expect(Math.min(...sizes)).toBe(Buffer.from(STAND_IN, 'base64').length);
  }, 120_000);
});

describe('an HTML slide in the PowerPoint file', () => {
  test('is pictured in the deck’s theme, as on screen: its surface, text colour and body family', async () => {
    const CREAM: RGB = [0xfd, 0xf0, 0xd5];
    const client = await seedClient(server);
    const kit = { ...KIT, colors: { ...KIT.colors, lightBackground: '#fdf0d5', lightText: '#3b1f0b' } };
    const put = await server.api(`/api/clients/${client.id}/brand`, { method: 'PUT', json: kit });
    expect(put.status, put.text).toBe(200);
    const deck = await seedPresentation(server, client.id, 'Html in the kit');
    await seedSlide(server, deck.id, {
      type: 'html',
      title: 'Custom',
      content: { htmlContent: '<h2>Unstyled heading</h2><p>Unstyled words in the deck’s look</p>' },
    });
    const { res, bytes } = await download(`/api/presentations/${deck.id}/export/pptx`);
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(bytes);
    const slide = await zip.file('ppt/slides/slide1.xml')!.async('string');
    // The browser laid the text out in the kit's body family and text colour (the scheme's dark 1).
    const run = /<a:rPr[^>]*>((?:(?!<\/a:rPr>).)*)<\/a:rPr><a:t>Unstyled words/.exec(slide)?.[1] ?? '';
    expect(run).toContain('<a:latin typeface="Lato"');
    expect(run).toMatch(/<a:schemeClr val="dk1"\/>|<a:srgbClr val="3B1F0B"\/>/);
    // LibreOffice draws the picture: the kit's light surface, not the default white.
    const pages = rasterise(pdfOfPptx('html-kit', bytes), path.join(work, 'html-kit'));
    expect(pages).toHaveLength(1);
    for (const [x, y] of [
      [240, 200],
      [470, 260],
    ] as const)
      expect(pixel(pages[0]!, x, y), `html slide at ${x},${y}`).toSatisfy((p: RGB) => near(p, CREAM, 8));
  }, 120_000);
});
