import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HTML_NESTING_MAX } from '../../common/limits';
import { slides as slidesTable } from '../../server/db/schema';
import { chromiumExecutable } from '../../server/lib/chromium.mjs';
import { seedPresentation, seedSlide } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
let work: string;
beforeAll(async () => {
  server = await startLoggedIn();
  work = mkdtempSync(path.join(os.tmpdir(), 'decksmith-slide-html-'));
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

const DEEP: Record<string, string> = {
  '3,000 <svg>': '<svg>'.repeat(3000),
  '10,000 <div>': `${'<div>'.repeat(10_000)}deep`,
  '10,000 <b>': `${'<b>'.repeat(10_000)}deep`,
  '10,000 <math>': '<math>'.repeat(10_000),
};

async function download(url: string, cookie = server.cookie ?? '') {
  const res = await fetch(`${server.url}${url}`, { headers: { cookie } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe(`nesting (issue 15): HTML deeper than ${HTML_NESTING_MAX} levels`, () => {
  test.each(Object.entries(DEEP))(
    '%s is a 400 naming htmlContent on save, and nothing is stored',
    async (_, html) => {
      const deck = await seedPresentation(server);
      const created = await server.api('/api/slides', {
        json: { presentationId: deck.id, type: 'html', content: { htmlContent: html } },
      });
      expect(created.status).toBe(400);
      expect(isErrorShape(created.body)).toBe(true);
      expect(created.body.error.message).toMatch(
        /^content\.htmlContent: nests elements more than 256 levels deep/,
      );
      const slide = await seedSlide(server, deck.id, {
        type: 'html',
        content: { htmlContent: '<p>kept</p>' },
      });
      const updated = await server.api(`/api/slides/${slide.id}`, {
        method: 'PATCH',
        json: { content: { htmlContent: html } },
      });
      expect(updated.status).toBe(400);
      expect(updated.body.error.message).toMatch(/htmlContent/);
      const after = await server.api(`/api/presentations/${deck.id}`);
      expect(after.body.slides.map((s: { content: unknown }) => s.content)).toEqual([
        { htmlContent: '<p>kept</p>' },
      ]);
    },
  );

  test(`nesting up to ${HTML_NESTING_MAX} levels is kept as written`, async () => {
    const deck = await seedPresentation(server);
    const html = `${'<div>'.repeat(HTML_NESTING_MAX)}x${'</div>'.repeat(HTML_NESTING_MAX)}`;
    const slide = await seedSlide(server, deck.id, { type: 'html', content: { htmlContent: html } });
    expect(slide.content.htmlContent).toBe(html);
  });

  test('stored deep HTML (written past the API) renders flattened on every path: exports, viewer PDF, viewer', async () => {
    const deck = await seedPresentation(server);
    const ids: string[] = [];
    for (let i = 0; i < Object.keys(DEEP).length; i++) {
      ids.push((await seedSlide(server, deck.id, { type: 'html', content: { htmlContent: '<p>x</p>' } })).id);
    }
    for (const [i, html] of Object.values(DEEP).entries()) {
      await server.deps.db
        .update(slidesTable)
        .set({ content: { htmlContent: html } })
        .where(eq(slidesTable.id, ids[i]!));
    }
    const share = await server.api(`/api/presentations/${deck.id}/share`, {
      json: { password: null, allowDownload: true },
    });
    for (const url of ['export/html', 'export/pdf', 'export/pptx']) {
      const res = await download(`/api/presentations/${deck.id}/${url}`);
      expect(res.status, `${url}: ${res.bytes.toString('utf8', 0, 200)}`).toBe(200);
    }
    const html = (await download(`/api/presentations/${deck.id}/export/html`)).bytes.toString();
    expect(html).toContain('deep');
    expect((await download(`/api/view/${share.body.token}/pdf`, '')).status).toBe(200);
    const viewer = await server.api(`/api/view/${share.body.token}`, {
      method: 'POST',
      json: {},
      session: false,
    });
    expect(viewer.status).toBe(200);
    expect((await server.api(`/api/presentations/${deck.id}`)).status).toBe(200);
  });
});

describe('offline means offline (issue 15): the HTML export makes no request', () => {
  test('every remote-reference form is dropped, this deck’s uploaded picture inlined; opened from file:// it requests nothing', async () => {
    const deck = await seedPresentation(server);
    // A 1×1 PNG, uploaded as this deck's picture; another deck's upload is not inlined.
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const upload = await server.api(`/api/presentations/${deck.id}/logo`, {
      json: { file: png, fileName: 'dot.png', fileType: 'image/png' },
    });
    expect(upload.status).toBe(201);
    const other = await seedPresentation(server);
    const foreign = await server.api(`/api/presentations/${other.id}/logo`, {
      json: { file: png, fileName: 'dot.png', fileType: 'image/png' },
    });
    const remote = 'http://127.0.0.1:9/x';
    const every = [
      `<img id="ours" src="${upload.body.url}" alt="ours">`,
      `<img src="${foreign.body.url}"><img src="/logo.png"><img src="${remote}/img"><img src="//127.0.0.1:9/pr">`,
      `<img src="http://2130706433/n"><img srcset="${remote}/a 1x, ${remote}/b 2x">`,
      `<picture><source srcset="${remote}/pic"><img src="${remote}/pic-img"></picture>`,
      `<video poster="${remote}/poster" src="${remote}/video"><source src="${remote}/source"><track src="${remote}/track"></video>`,
      `<audio src="${remote}/audio"></audio><input type="image" src="${remote}/input">`,
      `<svg><image href="${remote}/svg-image"/><image xlink:href="${remote}/svg-xlink"/><use href="${remote}/use.svg#a"/>`,
      `<filter id="f"><feImage href="${remote}/feimage"/></filter></svg>`,
      `<table background="${remote}/table"><tr><td background="${remote}/td">t</td></tr></table>`,
      `<div style="background:url(${remote}/inline)">x</div><style>.q{background:url(${remote}/style)} @import "${remote}/import.css";</style>`,
      `<a href="https://example.com/" ping="${remote}/ping">link</a>`,
    ].join('');
    await seedSlide(server, deck.id, {
      type: 'html',
      content: { htmlContent: every, styles: `.z{background-image:image-set("${remote}/set" 1x)}` },
    });
    // Also stored as written (past the sanitiser): the export must make it offline by itself.
    const raw = await seedSlide(server, deck.id, { type: 'html', content: { htmlContent: '<p>x</p>' } });
    await server.deps.db
      .update(slidesTable)
      .set({ content: { htmlContent: every } })
      .where(eq(slidesTable.id, raw.id));

    const res = await download(`/api/presentations/${deck.id}/export/html`);
    expect(res.status).toBe(200);
    const html = res.bytes.toString();
    expect(html).not.toContain('127.0.0.1:9');
    expect(html).not.toContain('2130706433');
    expect(html).not.toContain('/api/files/');
    expect(html).toContain('data:image/png;base64,');

    const file = path.join(work, 'offline.html');
    writeFileSync(file, res.bytes);
    const browser = await chromium.launch({ executablePath: chromiumExecutable(), headless: true });
    try {
      const page = await browser.newPage();
      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.url() !== pathToFileURL(file).href && !r.url().startsWith('data:')) requests.push(r.url());
      });
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
      // Both slides, one after the other, each drawn in its frame.
      for (let i = 0; i < 2; i++) {
        const frame = page.frameLocator(`section.slide:not([hidden]) iframe`);
        // Waits for the picture itself (decode settles once it has loaded or failed), not a poll.
        const width = await frame.locator('#ours').evaluate(async (img: HTMLImageElement) => {
          await img.decode().catch(() => {});
          return img.naturalWidth;
        });
        expect(width).toBe(1);
        await page.keyboard.press('ArrowRight');
      }
      // Every frame has loaded (its document complete), so whatever it was going to ask for it has.
      for (const frame of page.frames())
        expect(await frame.evaluate(() => document.readyState)).toBe('complete');
      expect(requests).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
