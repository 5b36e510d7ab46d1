import type { APIRequestContext, Locator, Page } from '@playwright/test';
import JSZip from 'jszip';
import { expect, SHOTS, test, unique, unlock } from './fixtures';

const KIT = {
  colors: {
    primary: '#7a1f5c',
    secondary: '#2d3a8c',
    accent: '#ffd166',
    lightBackground: '#fbf8f2',
    lightText: '#1d1b26',
    darkBackground: '#14121c',
    darkText: '#fff9ec',
  },
  fonts: { heading: 'Playfair Display', body: 'Lato' },
  logoPlacement: 'title',
};

/**
 * The client's logo as a PNG uploaded to one of its decks. (Exports never fetch any other address;
 * an uploaded SVG is stored as the PNG it draws: brandSvgLogo.spec.ts uploads one in the dialog.)
 */
async function uploadLogo(request: APIRequestContext, deckId: string): Promise<string> {
  const { PNG } = await import('pngjs');
  const png = new PNG({ width: 240, height: 80 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([0xff, 0xd1, 0x66, 255], i);
  const up = await request.post(`/api/presentations/${deckId}/logo`, {
    data: {
      file: `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`,
      fileName: 'logo.png',
      fileType: 'image/png',
    },
  });
  expect(up.status(), await up.text()).toBe(201);
  return (await up.json()).url as string;
}

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The title slide's drawn colours and fonts, as the browser computed them. */
async function computed(slide: Locator) {
  return slide.evaluate((root) => {
    const bg = root.querySelector(':scope > div') as HTMLElement;
    const h1 = root.querySelector('h1')!;
    const p = root.querySelector('p');
    return {
      background: getComputedStyle(bg).backgroundColor,
      color: getComputedStyle(h1).color,
      heading: getComputedStyle(h1).fontFamily,
      body: p ? getComputedStyle(p).fontFamily : '',
      logo: Boolean(root.querySelector('img[data-theme-logo]')),
    };
  });
}

/** The colour of one pixel of the slide's screenshot, away from text, circle and logo. */
async function pixel(page: Page, slide: Locator, name: string) {
  const box = (await slide.boundingBox())!;
  const shot = await page.screenshot({ path: `${SHOTS}/brand-${name}.png` });
  const { PNG } = await import('pngjs');
  const png = PNG.sync.read(shot);
  const x = Math.round(box.x + box.width * 0.03);
  const y = Math.round(box.y + box.height * 0.9);
  const i = (y * png.width + x) * 4;
  return `rgb(${png.data[i]}, ${png.data[i + 1]}, ${png.data[i + 2]})`;
}

async function expectKitTitle(page: Page, slide: Locator, name: string) {
  await expect(slide).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const c = await computed(slide);
  expect(c.background).toBe(rgb(KIT.colors.primary));
  expect(c.color).toBe(rgb(KIT.colors.darkText));
  expect(c.heading).toMatch(/^"?Playfair Display"?,/);
  expect(c.body).toMatch(/^"?Lato"?,/);
  expect(c.logo).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('800 40px "Playfair Display"'))).toBe(true);
  expect(await pixel(page, slide, name)).toBe(rgb(KIT.colors.primary));
}

test('a client’s brand kit draws its title slide in the editor canvas, the presenter and the shared viewer', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Brand'));
  const brief = await api.presentation(client.id, 'Brief');
  const logo = await uploadLogo(api.request, brief.id);
  const put = await api.request.put(`/api/clients/${client.id}/brand`, { data: { ...KIT, logo } });
  expect(put.status(), await put.text()).toBe(200);
  const deck = await api.presentation(client.id, 'Branded deck');
  await api.slide(deck.id, {
    type: 'title',
    title: 'Welcome',
    content: { subtitle: 'Our plan for the year' },
  });

  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  const stage = page.locator('[data-stage-slide-id] [data-slide-type="title"]');
  await expect(stage).toHaveAttribute('data-theme', 'brand');
  await expectKitTitle(page, stage, 'editor');
  // The thumbnail draws in it too.
  const thumb = page.locator('[data-slide-type="title"]').first();
  expect((await computed(thumb)).background).toBe(rgb(KIT.colors.primary));

  // Another theme is one step of history: Ctrl+Z brings the kit's colours back.
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Forest' });
  await expect(stage).toHaveAttribute('data-theme', 'forest');
  expect((await computed(stage)).background).toBe(rgb('#14532d'));
  await page.keyboard.press('Control+z');
  await expect(stage).toHaveAttribute('data-theme', 'brand');
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('brand');
  await expectKitTitle(page, stage, 'editor-undone');
  await page.keyboard.press('Control+Shift+z');
  await expect(stage).toHaveAttribute('data-theme', 'forest');
  await page.keyboard.press('Control+z');
  await expect(stage).toHaveAttribute('data-theme', 'brand');

  await page.goto(`/app/present/${deck.id}`);
  const presented = page.locator('[data-slide-type="title"]');
  await expect(presented).toHaveAttribute('data-theme', 'brand');
  await expectKitTitle(page, presented, 'presenter');

  const share = await api.request.post(`/api/presentations/${deck.id}/share`, { data: { password: null } });
  expect(share.status()).toBe(201);
  const { token } = (await share.json()) as { token: string };
  await page.goto(`/view/${token}`);
  const viewed = page.locator('[data-slide-type="title"]');
  await expect(viewed).toHaveAttribute('data-theme', 'brand');
  await expectKitTitle(page, viewed, 'viewer');

  // The exports carry the same logo, inlined (issue 21): the HTML file and the PowerPoint file.
  const html = await (await api.request.get(`/api/presentations/${deck.id}/export/html`)).text();
  expect(html).toMatch(/<img data-theme-logo="" src="data:image\/png;base64,/);
  const pptx = await api.request.get(`/api/presentations/${deck.id}/export/pptx`);
  expect(pptx.status()).toBe(200);
  const zip = await JSZip.loadAsync(await pptx.body());
  expect(Object.keys(zip.files).filter((n) => /^ppt\/media\/.+\.png$/.test(n))).toHaveLength(1);
  expect(await zip.file('ppt/slides/_rels/slide1.xml.rels')!.async('string')).toMatch(/media\/[^"]+\.png"/);

  // A slide's own background still wins over the kit.
  const own = await api.slide(deck.id, {
    type: 'title',
    title: 'Own',
    content: { backgroundColor: '#0a7d4f' },
  });
  await page.goto(`/app/editor/${deck.id}`);
  const ownThumb = page.locator(`[data-slide-id="${own.id}"] [data-slide-type="title"]`);
  expect((await computed(ownThumb)).background).toBe(rgb('#0a7d4f'));
});
