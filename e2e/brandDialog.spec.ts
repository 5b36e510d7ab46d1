import sharp from 'sharp';
import { THEME_SAMPLE_SLIDES } from '../common/themes/samples';
import { expect, SHOTS, test, unique, unlock } from './fixtures';

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

test('the Brand dialog: edit colours and fonts with a live preview of the nine types, a contrast warning, save', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Dialog brand'));
  await page.goto('/app/clients');
  await unlock(page);
  await page.getByRole('button', { name: `Actions for ${client.name}` }).click();
  await page.getByRole('menuitem', { name: 'Brand' }).click();
  const dialog = page.getByRole('dialog', { name: `Brand: ${client.name}` });
  const preview = dialog.getByRole('list', { name: 'Preview of the nine slide types' });
  await expect(preview.locator('[data-slide-type]')).toHaveCount(THEME_SAMPLE_SLIDES.length);
  const titleBg = () =>
    preview
      .locator('[data-slide-type="title"]')
      .evaluate((el) => getComputedStyle(el.querySelector(':scope > div')!).backgroundColor);

  await dialog.getByLabel('Primary', { exact: true }).fill('#0f4c5c');
  await expect.poll(titleBg).toBe(rgb('#0f4c5c'));
  await dialog.getByLabel('Heading font').selectOption('Playfair Display');
  await dialog.getByLabel('Body font').selectOption('Source Sans 3');
  await expect(preview.locator('[data-slide-type="title"] h1')).toHaveCSS(
    'font-family',
    /^"Playfair Display"/,
  );

  // A weak pair is named while typing, and the kit still saves.
  await dialog.getByLabel('Light text', { exact: true }).fill('#bbbbbb');
  await expect(dialog.locator('[data-contrast-warnings]')).toContainText('Light text on light background');
  await page.screenshot({ path: `${SHOTS}/brand-dialog-warning.png` });
  await dialog.getByLabel('Light text', { exact: true }).fill('#1a202c');
  await expect(dialog.locator('[data-contrast-warnings]')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/brand-dialog.png` });

  await dialog.getByRole('button', { name: 'Save brand' }).click();
  await expect(dialog).toBeHidden();
  const saved = await (await api.request.get(`/api/clients/${client.id}/brand`)).json();
  expect(saved).toMatchObject({
    saved: true,
    colors: { primary: '#0f4c5c', lightText: '#1a202c' },
    fonts: { heading: 'Playfair Display', body: 'Source Sans 3' },
  });
});

test('the Brand dialog closes by Cancel, Escape and Save, and the Clients page keeps working', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Closing brand'));
  await page.goto('/app/clients');
  await unlock(page);
  const dialog = page.getByRole('dialog', { name: `Brand: ${client.name}` });
  const open = async () => {
    await page.getByRole('button', { name: `Actions for ${client.name}` }).click();
    await page.getByRole('menuitem', { name: 'Brand' }).click();
    // Focus starts on the first colour, not on Cancel.
    await expect(dialog.getByLabel('Primary', { exact: true })).toBeFocused();
  };
  const pageStillWorks = async () => {
    await expect(dialog).toBeHidden();
    await expect(page.getByText('This page could not be shown')).toBeHidden();
    await expect(page.getByRole('button', { name: `Actions for ${client.name}` })).toBeVisible();
  };
  await open();
  // The footer is on screen at 1440 × 900.
  await expect(dialog.getByRole('button', { name: 'Save brand' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await pageStillWorks();
  await open();
  await page.keyboard.press('Escape');
  await pageStillWorks();
  await open();
  await dialog.getByRole('button', { name: 'Save brand' }).click();
  await pageStillWorks();
});

test('the presentations page draws a card in its client’s brand kit', async ({ page, api }) => {
  const client = await api.client(unique('Card brand'));
  const kit = await (await api.request.get(`/api/clients/${client.id}/brand`)).json();
  const put = await api.request.put(`/api/clients/${client.id}/brand`, {
    data: {
      colors: { ...kit.colors, primary: '#0f4c5c' },
      fonts: kit.fonts,
      logo: kit.logo ?? '',
      logoPlacement: kit.logoPlacement,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const branded = await api.presentation(client.id, 'In the kit');
  await api.slide(branded.id, { type: 'title', title: 'Kit title' });
  await page.goto(`/app/clients/${client.id}/presentations`);
  await unlock(page);
  const card = page.getByRole('listitem').filter({ hasText: 'In the kit' });
  const background = card.locator('[data-slide-type="title"] > div').first();
  await expect(background).toHaveCSS('background-color', rgb('#0f4c5c'));
});

test('the editor’s theme picker restyles the deck; nine types in three themes', async ({ page, api }) => {
  const client = await api.client(unique('Themes'));
  const deck = await api.presentation(client.id, 'Nine types');
  for (const s of THEME_SAMPLE_SLIDES) {
    // A stored image slide shows a picture uploaded to its deck: the sample's picture is uploaded.
    let content = s.content;
    if (s.content.image) {
      const svg = decodeURIComponent(s.content.image.url.slice(s.content.image.url.indexOf(',') + 1));
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const res = await api.request.post(`/api/presentations/${deck.id}/pictures`, {
        data: { file: `data:image/png;base64,${png.toString('base64')}`, fileName: 'studio.png' },
      });
      expect(res.status()).toBe(201);
      content = {
        ...s.content,
        image: { ...s.content.image, url: ((await res.json()) as { url: string }).url },
      };
    }
    await api.slide(deck.id, { type: s.type, title: s.title, content });
  }
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  const picker = page.getByRole('combobox', { name: 'Theme' });
  await expect(picker).toHaveValue('brand');
  for (const [id, primary] of [
    ['midnight', '#111827'],
    ['editorial', '#7c2d12'],
    ['forest', '#14532d'],
  ] as const) {
    await picker.selectOption(id);
    const stage = page.locator('[data-stage-slide-id] [data-slide-type="title"]');
    await expect(stage).toHaveAttribute('data-theme', id);
    expect(
      await stage.evaluate((el) => getComputedStyle(el.querySelector(':scope > div')!).backgroundColor),
    ).toBe(rgb(primary));
    // All nine at full size, as the PDF prints them, shot small enough to look at together.
    const print = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 0.25 });
    await print.context().addCookies(await page.context().cookies());
    await print.goto(`/app/present/${deck.id}?pdf=true`);
    await expect(print.locator('body[data-pdf-ready="true"]')).toBeAttached({ timeout: 15_000 });
    await expect(print.locator(`[data-theme="${id}"]`)).toHaveCount(THEME_SAMPLE_SLIDES.length);
    await print.screenshot({ path: `${SHOTS}/themes-${id}.png`, fullPage: true });
    await print.close();
  }
  expect((await (await api.request.get(`/api/presentations/${deck.id}/theme`)).json()).themeId).toBe(
    'forest',
  );
});
