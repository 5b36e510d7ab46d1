import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { NINE_TYPES } from '../tests/helpers/nineTypes';
import { expect, SHOTS, test, unique, unlock } from './fixtures';

/** Share of pixels that differ by more than a small tolerance, computed in the browser's canvas. */
async function pixelDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([x, y]) => {
      const load = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = new OffscreenCanvas(1920, 1080);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0, 1920, 1080);
        return ctx.getImageData(0, 0, 1920, 1080).data;
      };
      const [p, q] = await Promise.all([load(x), load(y)]);
      let differ = 0;
      for (let i = 0; i < p.length; i += 4) {
        const d = Math.max(
          Math.abs(p[i]! - q[i]!),
          Math.abs(p[i + 1]! - q[i + 1]!),
          Math.abs(p[i + 2]! - q[i + 2]!),
        );
        if (d > 48) differ++;
      }
      return differ / (p.length / 4);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

test.describe('exports look like the screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('each slide type: the PDF page and the presenter differ in under 2% of pixels', async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    const client = await api.client(unique('Pixels'));
    const deck = await api.presentation(client.id, 'Pixel check');
    for (const { phrase: _p, ...slide } of NINE_TYPES) await api.slide(deck.id, slide);
    const pdf = await api.request.get(`/api/presentations/${deck.id}/export/pdf`);
    expect(pdf.status()).toBe(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-pixels-'));
    writeFileSync(path.join(dir, 'deck.pdf'), await pdf.body());
    execFileSync('pdftoppm', [
      '-png',
      '-scale-to-x',
      '1920',
      '-scale-to-y',
      '1080',
      path.join(dir, 'deck.pdf'),
      path.join(dir, 'page'),
    ]);

    await page.goto(`/app/present/${deck.id}`);
    await unlock(page);
    await expect(page.getByTestId('counter')).toHaveText(`1 / ${NINE_TYPES.length}`);
    const diffs: Record<string, number> = {};
    for (const [i, { type }] of NINE_TYPES.entries()) {
      await expect(page.getByTestId('counter')).toHaveText(`${i + 1} / ${NINE_TYPES.length}`);
      await expect(page.locator(`[data-slide-type="${type}"]`)).toBeVisible();
      if (type === 'html')
        await expect(page.frameLocator('iframe').getByText('Raw HTML phrase')).toBeVisible();
      const shot = await page.screenshot();
      // pdftoppm pads page numbers to the count's digits (page-01.png from ten pages on).
      const number = String(i + 1).padStart(String(NINE_TYPES.length).length, '0');
      const raster = readFileSync(path.join(dir, `page-${number}.png`));
      diffs[type] = await pixelDifference(page, shot, raster);
      await page.keyboard.press('ArrowRight');
    }
    for (const [type, share] of Object.entries(diffs))
      expect(share, `${type}: ${(share * 100).toFixed(2)}%`).toBeLessThan(0.02);
  });
});

test('the HTML export opens offline: every slide, keys and counter, sandboxed HTML slides, no request', async ({
  browser,
  api,
}) => {
  const client = await api.client(unique('Offline'));
  const deck = await api.presentation(client.id, 'Offline deck');
  for (const { phrase: _p, ...slide } of NINE_TYPES) await api.slide(deck.id, slide);
  const res = await api.request.get(`/api/presentations/${deck.id}/export/html`);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'decksmith-html-')), 'deck.html');
  writeFileSync(file, await res.body());

  const context = await browser.newContext({ offline: true });
  const attempted: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url === `file://${file}`) return route.continue();
    attempted.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  await page.goto(`file://${file}`);
  await expect(page.locator('#counter')).toHaveText(`1 / ${NINE_TYPES.length}`);
  await expect(page.locator('.slide')).toHaveCount(NINE_TYPES.length);
  await expect(page.getByText(NINE_TYPES[0].phrase)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#counter')).toHaveText(`2 / ${NINE_TYPES.length}`);
  await page.keyboard.press('Space');
  await expect(page.locator('#counter')).toHaveText(`3 / ${NINE_TYPES.length}`);
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('#counter')).toHaveText(`2 / ${NINE_TYPES.length}`);
  await expect(page.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
  expect(attempted).toEqual([]);
  await context.close();
});

test('the HTML export draws the client’s kit and its logo offline, the logo inlined: no request', async ({
  browser,
  api,
}) => {
  const client = await api.client(unique('Logo'));
  const brief = await api.presentation(client.id, 'Brief');
  // A 200×80 logo, orange and blue halves, uploaded as the client's logo is (to one of its decks).
  const { PNG } = await import('pngjs');
  const png = new PNG({ width: 200, height: 80 });
  for (let i = 0; i < png.data.length; i += 4)
    png.data.set((i / 4) % 200 < 100 ? [0xf9, 0x73, 0x16, 255] : [0x1d, 0x4e, 0xd8, 255], i);
  const up = await api.request.post(`/api/presentations/${brief.id}/logo`, {
    data: {
      file: `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`,
      fileName: 'logo.png',
      fileType: 'image/png',
    },
  });
  expect(up.status()).toBe(201);
  const kit = {
    colors: {
      primary: '#0b6e4f',
      secondary: '#143d30',
      accent: '#f2c14e',
      lightBackground: '#fbfaf5',
      lightText: '#1b1b1b',
      darkBackground: '#08201a',
      darkText: '#f6f6f0',
    },
    fonts: { heading: 'Merriweather', body: 'Lato' },
    logo: (await up.json()).url,
    logoPlacement: 'corner',
  };
  expect((await api.request.put(`/api/clients/${client.id}/brand`, { data: kit })).status()).toBe(200);
  const deck = await api.presentation(client.id, 'Logo deck');
  await api.slide(deck.id, { type: 'title', title: 'Green and logo', content: { subtitle: 'Offline' } });
  await api.slide(deck.id, { type: 'content', title: 'Plan', content: { items: ['One', 'Two'] } });
  const res = await api.request.get(`/api/presentations/${deck.id}/export/html`);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'decksmith-html-')), 'deck.html');
  writeFileSync(file, await res.body());

  const context = await browser.newContext({ offline: true, viewport: { width: 1280, height: 720 } });
  const attempted: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url === `file://${file}`) return route.continue();
    attempted.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('request', (r) => {
    if (!r.url().startsWith('data:') && r.url() !== `file://${file}`) attempted.push(r.url());
  });
  await page.goto(`file://${file}`);
  await expect(page.locator('#counter')).toHaveText('1 / 2');
  const logos = page.locator('img[data-theme-logo]');
  await expect(logos).toHaveCount(2);
  for (const logo of await logos.all()) {
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
  }
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('800 40px "Merriweather"'))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/export-html-logo.png` });
  expect(attempted).toEqual([]);
  await context.close();
});

test('an HTML slide in the shared viewer runs full screen in a sandboxed frame without same-origin', async ({
  browser,
  api,
}) => {
  const client = await api.client(unique('Frame'));
  const deck = await api.presentation(client.id, 'Framed');
  await api.slide(deck.id, {
    type: 'html',
    title: 'Custom',
    content: { htmlContent: '<h1 style="font-size:120px">Hello frame</h1>' },
  });
  const share = await (
    await api.request.post(`/api/presentations/${deck.id}/share`, { data: { password: null } })
  ).json();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(share.shareUrl);
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(page.frameLocator('iframe').getByText('Hello frame')).toBeVisible();
  const box = await frame.boundingBox();
  expect(box!.width).toBeGreaterThan(1000);
  await context.close();
});
