import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { rasterise } from '../tests/helpers/pixels';
import { expect, SHOTS, test, unique, unlock } from './fixtures';

type RGB = [number, number, number];
const MAGENTA: RGB = [0xe0, 0x11, 0x5f];
const near = (a: RGB, b: RGB, tolerance = 24) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
const at = (png: PNG, x: number, y: number): RGB => {
  const i = (Math.round(y) * png.width + Math.round(x)) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
};

/** A client's logo as its designer sent it: an SVG with only a viewBox, a gradient and a path. */
const LOGO_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100">
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#ffd166"/><stop offset="1" stop-color="#f77f00"/></linearGradient></defs>
  <rect x="0" y="0" width="300" height="100" rx="14" fill="#e0115f"/>
  <circle cx="40" cy="50" r="26" fill="url(#g)"/>
  <path d="M250 30l20 20-20 20z" fill="#ffffff"/>
</svg>`;

// The logo's middle on a slide: its box (72 px high, 3:1, so 216 wide) ends 64 px from the right
// and 32 from the bottom of 1920×1080 (common/themes/logo.ts).
const LOGO_MIDDLE = { x: (1920 - 64 - 108) / 1920, y: (1080 - 32 - 36) / 1080 };

test('an SVG logo uploaded in the Brand dialog shows on the title slide in the editor, the PDF and the PowerPoint file', async ({
  page,
  api,
}) => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'decksmith-svg-logo-'));
  const file = path.join(work, 'harbor-logo.svg');
  writeFileSync(file, LOGO_SVG);
  const client = await api.client(unique('SVG brand'));

  await page.goto('/app/clients');
  await unlock(page);
  await page.getByRole('button', { name: `Actions for ${client.name}` }).click();
  await page.getByRole('menuitem', { name: 'Brand' }).click();
  const dialog = page.getByRole('dialog', { name: `Brand: ${client.name}` });
  await expect(dialog.getByText('PNG, JPEG, GIF, WebP or SVG, under 5 MB')).toBeVisible();
  await dialog.getByLabel('Logo file').setInputFiles(file);
  const preview = dialog.locator('img[data-brand-logo-preview]');
  await expect(preview).toBeVisible();
  // What the browser shows is the server's PNG, 1200 px on its long side, not the SVG.
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1200, 400]);
  const logoUrl = await dialog.getByLabel('Logo', { exact: true }).inputValue();
  expect(logoUrl).toMatch(/^\/api\/files\/[\w-]+$/);
  const served = await api.request.get(logoUrl);
  expect(served.headers()['content-type']).toBe('image/png');
  mkdirSync(SHOTS, { recursive: true });
  await dialog.screenshot({ path: `${SHOTS}/brand-svg-logo-dialog.png` });
  await dialog.getByRole('button', { name: 'Save brand' }).click();
  await expect(dialog).toBeHidden();

  const deck = await api.presentation(client.id, 'Harbor plan');
  await api.slide(deck.id, { type: 'title', title: 'Welcome', content: { subtitle: 'Our plan' } });
  await page.goto(`/app/editor/${deck.id}`);
  const stage = page.locator('[data-stage-slide-id] [data-slide-type="title"]');
  const logo = stage.locator('img[data-theme-logo]');
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
  const box = (await stage.boundingBox())!;
  const shot = PNG.sync.read(await page.screenshot({ path: `${SHOTS}/brand-svg-logo-editor.png` }));
  const onScreen = at(shot, box.x + box.width * LOGO_MIDDLE.x, box.y + box.height * LOGO_MIDDLE.y);
  expect(near(onScreen, MAGENTA), `editor logo pixel ${onScreen}`).toBe(true);

  const pptx = await api.request.get(`/api/presentations/${deck.id}/export/pptx`);
  expect(pptx.status()).toBe(200);
  const zip = await JSZip.loadAsync(await pptx.body());
  const media = Object.keys(zip.files).filter((n) => /^ppt\/media\/.+\.png$/.test(n));
  expect(media).toHaveLength(1);
  const picture = PNG.sync.read(await zip.file(media[0]!)!.async('nodebuffer'));
  expect([picture.width, picture.height]).toEqual([1200, 400]);
  expect(near(at(picture, 600, 50), MAGENTA, 4), `PowerPoint logo pixel ${at(picture, 600, 50)}`).toBe(true);

  const pdf = await api.request.get(`/api/presentations/${deck.id}/export/pdf`);
  expect(pdf.status()).toBe(200);
  const pdfFile = path.join(work, 'deck.pdf');
  writeFileSync(pdfFile, await pdf.body());
  const [page1] = rasterise(pdfFile, path.join(work, 'page'));
  const inPdf = at(page1!, 480 * LOGO_MIDDLE.x, 270 * LOGO_MIDDLE.y);
  expect(near(inPdf, MAGENTA), `PDF logo pixel ${inPdf}`).toBe(true);
});

test('Edit Client takes an uploaded SVG logo, and the client card shows the drawn PNG', async ({
  page,
  api,
}) => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'decksmith-client-logo-'));
  const file = path.join(work, 'client-logo.svg');
  writeFileSync(file, LOGO_SVG);
  const client = await api.client(unique('Card logo'));
  await page.goto('/app/clients');
  await unlock(page);
  await page.getByRole('button', { name: `Actions for ${client.name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await dialog.getByLabel('Logo file').setInputFiles(file);
  await expect(dialog.getByLabel('Logo URL')).toHaveValue(/^\/.+/);
  await expect(dialog.locator('img[data-brand-logo-preview]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/edit-client-logo.png` });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: client.name });
  const logo = card.locator('img').first();
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth]))
    .toEqual([true, 1200]);
  const clients = (await (await api.request.get('/api/clients')).json()) as { id: string; logo: string }[];
  expect(clients.find((c) => c.id === client.id)!.logo).toMatch(/^\/api\//);
});
