import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SVG_RASTER_LONG_SIDE_PX } from '../../common/limits';
import { uploads } from '../../server/db/schema';
import { seedClient, seedPresentation, seedSlide } from '../helpers/seed';
import { HOSTILE, hex, MALFORMED, pngBomb, REAL_LOGOS, type RGB, slowFilter } from '../helpers/svgLogos';
import { type ApiResult, startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 21: a client whose logo is only an SVG can use it. The server draws it to a PNG, over real
// HTTP here, and stores only that PNG; hostile SVGs are refused with a 4xx naming the file, or drawn
// harmlessly, and never stall the server.

let server: TestServer;
let deckId: string;
beforeAll(async () => {
  server = await startLoggedIn();
  const client = await seedClient(server, 'SVG logos');
  deckId = (await seedPresentation(server, client.id, 'SVG deck')).id;
});
afterAll(() => server.close());

const dataUrl = (svg: string | Buffer, type = 'image/svg+xml') =>
  `data:${type};base64,${Buffer.from(svg).toString('base64')}`;

function upload(svg: string | Buffer, path = `/api/presentations/${deckId}/logo`, type?: string) {
  return server.api(path, {
    method: 'POST',
    json: { file: dataUrl(svg, type), fileName: 'logo.svg', fileType: type ?? 'image/svg+xml' },
  });
}

async function stored(res: ApiResult): Promise<{ png: PNG; bytes: Buffer; type: string | null }> {
  expect(res.status, res.text).toBe(201);
  const file = await fetch(`${server.url}${res.body.url}`);
  expect(file.status).toBe(200);
  const bytes = Buffer.from(await file.arrayBuffer());
  return { png: PNG.sync.read(bytes), bytes, type: file.headers.get('content-type') };
}

const at = (png: PNG, x: number, y: number) => {
  const i = (y * png.width + x) * 4;
  return { rgb: [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!] as RGB, alpha: png.data[i + 3]! };
};
const near = (a: RGB, b: RGB, tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

describe('real-world SVG logos are stored as PNGs of their colours', () => {
  test.each(Object.entries(REAL_LOGOS))('%s', async (_name, logo) => {
    const { png, bytes, type } = await stored(await upload(logo.svg));
    expect(type).toBe('image/png');
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.width, png.height]).toEqual([logo.width, logo.height]);
    expect(Math.max(png.width, png.height)).toBe(SVG_RASTER_LONG_SIDE_PX);
    // A sane file: a flat-coloured logo compresses well.
    expect(bytes.length).toBeLessThan(400_000);
    for (const s of logo.samples) {
      const px = at(png, s.x, s.y);
      if (s.color === null) expect(px.alpha, s.what).toBe(0);
      else {
        expect(px.alpha, s.what).toBe(255);
        expect(px.rgb, `${s.what}: ${px.rgb} vs ${s.color}`).toSatisfy((p: RGB) => near(p, s.color!));
      }
    }
  });

  test('text is drawn in a font: the wordmark’s colour covers part of its side', async () => {
    const { png } = await stored(await upload(REAL_LOGOS.nova.svg));
    let inked = 0;
    for (let y = 0; y < png.height; y++)
      for (let x = 450; x < png.width; x++)
        if (near(at(png, x, y).rgb, hex('#e9c46a'), 30) && at(png, x, y).alpha > 200) inked++;
    // "Nova" at 64 px of a 100 px high logo inks a good part of its box, and not all of it.
    const box = (png.width - 450) * png.height;
    expect(inked / box).toBeGreaterThan(0.08);
    expect(inked / box).toBeLessThan(0.6);
  });

  test('the type is found by content: an SVG sent as "logo.png" with type image/png is still drawn', async () => {
    const res = await server.api(`/api/presentations/${deckId}/logo`, {
      method: 'POST',
      json: {
        file: dataUrl(REAL_LOGOS.viewBoxOnly.svg, 'image/png'),
        fileName: 'logo.png',
        fileType: 'image/png',
      },
    });
    const { png } = await stored(res);
    expect(near(at(png, 300, 200).rgb, hex('#2a9d8f'))).toBe(true);
  });

  test('a picture of an html slide may be an SVG too', async () => {
    const res = await upload(REAL_LOGOS.acme.svg, `/api/presentations/${deckId}/pictures`);
    const { png } = await stored(res);
    expect([png.width, png.height]).toEqual([1200, 400]);
  });

  test('script in an SVG is never stored or run: the stored file is the PNG of what it draws', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="fetch('/api/clients')"><script>alert(document.cookie)</script><rect width="40" height="40" fill="#118ab2"/><foreignObject width="40" height="40"><div xmlns="http://www.w3.org/1999/xhtml">hi<script>alert(1)</script></div></foreignObject></svg>`;
    const { png, bytes } = await stored(await upload(svg));
    expect(bytes.includes('script')).toBe(false);
    expect(bytes.includes('<svg')).toBe(false);
    expect(near(at(png, 600, 600).rgb, hex('#118ab2'))).toBe(true);
  });

  test('an SVG that says it is 100,000 px square is drawn 1200 px square', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100000" height="50000" fill="#ef476f"/></svg>`;
    const { png } = await stored(await upload(svg));
    expect([png.width, png.height]).toEqual([1200, 1200]);
    expect(near(at(png, 600, 300).rgb, hex('#ef476f'))).toBe(true);
    expect(at(png, 600, 900).alpha).toBe(0);
  });
});

describe('hostile SVGs are refused with a 4xx naming the file, and nothing of them is stored', () => {
  test.each(Object.entries(HOSTILE))('%s', async (_name, svg) => {
    const before = await server.deps.db.$count(uploads);
    const res = await upload(svg);
    expect([415, 422], res.text).toContain(res.status);
    expect(await server.deps.db.$count(uploads)).toBe(before);
    expect(res.body.error.message).toMatch(/\bfile\b/);
    expect(res.body.error.code).toMatch(/^(invalid_image|unsupported_media_type)$/);
  });

  test('each reference outside the SVG is named in the answer', async () => {
    const res = await upload(HOSTILE.localFileImage);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(
      'file is an SVG that refers to "/usr/share/pixmaps/debian-logo.png"; a logo must hold all its pictures itself',
    );
    const xxe = await upload(HOSTILE.externalEntity);
    expect(xxe.body.error.message).toMatch(/entity "xxe" refers to another file/);
    const laughs = await upload(HOSTILE.billionLaughs);
    expect(laughs.body.error.message).toMatch(/entities expand past/);
  });

  test('a slow filter runs out of its time budget (422) while the API keeps answering', async () => {
    let done = false;
    const pending = upload(slowFilter()).finally(() => {
      done = true;
    });
    // The API answers while the drawing runs out of its 5 s (how fast is bench svg's figure).
    for (let i = 0; i < 3; i++) expect((await server.api('/api/health')).status).toBe(200);
    expect(done, 'the SVG was still being drawn').toBe(false);
    const res = await pending;
    expect(res.status, res.text).toBe(422);
    expect(res.body.error).toEqual({
      code: 'invalid_image',
      message: 'file is an SVG that takes longer than 5 s to draw, longer than a logo may',
    });
    // And the next logo is drawn by a fresh process.
    await stored(await upload(REAL_LOGOS.acme.svg));
  }, 60_000);

  test('an embedded PNG bomb runs out of its memory budget (422)', async () => {
    const res = await upload(pngBomb());
    expect(res.status, res.text).toBe(422);
    expect(res.body.error.message).toMatch(/^file is an SVG that needs more than \d+ MB of memory to draw/);
    await stored(await upload(REAL_LOGOS.acme.svg));
  }, 60_000);
});

describe('broken SVGs get SPEC’s invalid-file message, never a 500', () => {
  test.each(Object.entries(MALFORMED))('%s', async (_name, svg) => {
    const res = await upload(svg);
    expect(res.status, res.text).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
    expect(res.body.error.message).toMatch(/^Please upload an image file\b/);
  });

  test('a malformed SVG says where', async () => {
    const res = await upload(MALFORMED.unclosed);
    expect(res.body.error.message).toMatch(
      /^Please upload an image file: file is not a well-formed SVG \(\d+:\d+: /,
    );
  });
});

describe('a client’s brand-kit logo is uploaded to the client', () => {
  test('an SVG kit logo shows, as a PNG, in the HTML and PowerPoint exports of the client’s decks', async () => {
    const client = await seedClient(server, 'Kit client');
    const res = await upload(REAL_LOGOS.viewBoxOnly.svg, `/api/clients/${client.id}/logo`);
    await stored(res);
    const kit = await server.api(`/api/clients/${client.id}/brand`);
    const put = await server.api(`/api/clients/${client.id}/brand`, {
      method: 'PUT',
      json: { colors: kit.body.colors, fonts: kit.body.fonts, logo: res.body.url, logoPlacement: 'title' },
    });
    expect(put.status, put.text).toBe(200);
    const deck = await seedPresentation(server, client.id, 'Kit deck');
    await seedSlide(server, deck.id, { type: 'title', title: 'Hello' });
    const html = await server.api(`/api/presentations/${deck.id}/export/html`);
    expect(html.text).toMatch(/<img data-theme-logo="" src="data:image\/png;base64,/);
    const pptx = await fetch(`${server.url}/api/presentations/${deck.id}/export/pptx`, {
      headers: { cookie: server.cookie ?? '' },
    });
    const zip = await JSZip.loadAsync(Buffer.from(await pptx.arrayBuffer()));
    const media = Object.keys(zip.files).filter((n) => /^ppt\/media\/.+\.png$/.test(n));
    expect(media).toHaveLength(1);
    const png = PNG.sync.read(await zip.file(media[0]!)!.async('nodebuffer'));
    expect(near(at(png, Math.round(png.width / 4), Math.round(png.height / 2)).rgb, hex('#2a9d8f'))).toBe(
      true,
    );
  });

  test('another client’s decks do not get it; deleting the client deletes it', async () => {
    const owner = await seedClient(server, 'Owner');
    const res = await upload(REAL_LOGOS.acme.svg, `/api/clients/${owner.id}/logo`);
    const url = res.body.url as string;
    await stored(res);
    const stranger = await seedClient(server, 'Stranger');
    const kit = await server.api(`/api/clients/${stranger.id}/brand`);
    await server.api(`/api/clients/${stranger.id}/brand`, {
      method: 'PUT',
      json: { colors: kit.body.colors, fonts: kit.body.fonts, logo: url, logoPlacement: 'title' },
    });
    const deck = await seedPresentation(server, stranger.id, 'Not theirs');
    await seedSlide(server, deck.id, { type: 'title', title: 'Hello' });
    const html = await server.api(`/api/presentations/${deck.id}/export/html`);
    expect(html.text).not.toContain('data-theme-logo');

    expect((await server.api(`/api/clients/${owner.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
  });

  test('an unknown client is a 404; a non-image a 415', async () => {
    const missing = await upload(REAL_LOGOS.acme.svg, '/api/clients/nope-nope/logo');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Client not found');
    const client = await seedClient(server, 'Text');
    const text = await upload('just words', `/api/clients/${client.id}/logo`, 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe('Please upload an image file (PNG, JPEG, GIF, WebP or SVG)');
  });
});
