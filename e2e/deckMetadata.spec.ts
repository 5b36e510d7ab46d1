import { expect, SHOTS, test, unique, unlock } from './fixtures';

/**
 * The brief's Presentation Details are what a strategic title slide shows where it leaves FOR /
 * FROM / DATE empty, wherever the slide is drawn: editor canvas and thumbnail, presenter (and its
 * print layout), shared viewer and the client's presentation cards.
 */
test('details set in the brief appear on a strategic title slide that leaves them empty', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Meridian client'));
  const deck = await api.presentation(client.id, 'Partnership pitch');
  await api.slide(deck.id, { type: 'strategic_title', title: 'Proposal', content: {} });
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);

  const canvas = page.locator('main [data-slide-type="strategic_title"]');
  const thumb = page.getByRole('list', { name: 'Slides' }).locator('[data-slide-type="strategic_title"]');
  await expect(canvas.getByText('Your Agency', { exact: true })).toBeVisible();
  await expect(canvas.getByText('Proposal', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Presentation Brief' }).click();
  const sheet = page.getByRole('dialog', { name: 'Presentation Brief' });
  await sheet.getByRole('button', { name: 'Edit' }).click();
  await sheet.getByRole('textbox', { name: 'Client Name', exact: true }).fill('Contoso Health');
  await sheet.getByRole('textbox', { name: 'Agency / Company' }).fill('Studio Meridian');
  await sheet.getByLabel('Presentation Date').fill('October 2025');
  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Presentation updated successfully', { exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  // No reload: the saved brief redraws the canvas and the thumbnail.
  for (const where of [canvas, thumb]) {
    for (const value of ['Contoso Health', 'Studio Meridian', 'October 2025'])
      await expect(where.getByText(value, { exact: true }), value).toBeAttached();
    await expect(where.getByText('Your Agency', { exact: true })).toHaveCount(0);
    await expect(where.getByText('Proposal', { exact: true })).toHaveCount(0);
  }
  await canvas.screenshot({ path: `${SHOTS}/meta-editor-strategic.png` });

  // The slide's own fields stay empty and show, greyed, what the slide falls back to.
  const details = page.getByRole('region', { name: 'Slide details' });
  const fallbacks: [label: string, value: string][] = [
    ['For (client)', 'Contoso Health'],
    ['From (agency)', 'Studio Meridian'],
    ['Date', 'October 2025'],
  ];
  for (const [label, value] of fallbacks) {
    const field = details.getByLabel(label, { exact: true });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', value);
  }
  await details.screenshot({ path: `${SHOTS}/meta-inspector-fallbacks.png` });

  await page.goto(`/app/present/${deck.id}`);
  const presented = page.locator('[data-slide-type="strategic_title"]');
  await expect(presented.getByText('Studio Meridian', { exact: true })).toBeVisible();
  await expect(presented.getByText('Contoso Health', { exact: true })).toBeVisible();
  await expect(presented.getByText('October 2025', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/meta-presenter-strategic.png` });

  await page.goto(`/app/present/${deck.id}?pdf=true`);
  await expect(page.locator('body[data-pdf-ready="true"]')).toBeAttached();
  await expect(presented.getByText('Studio Meridian', { exact: true })).toBeVisible();

  const share = await api.request.post(`/api/presentations/${deck.id}/share`, { data: { password: null } });
  expect(share.status()).toBe(201);
  await page.goto(`/view/${(await share.json()).token}`);
  await expect(presented.getByText('Studio Meridian', { exact: true })).toBeVisible();
  await expect(presented.getByText('October 2025', { exact: true })).toBeVisible();

  await page.goto(`/app/clients/${client.id}/presentations`);
  const card = page
    .getByRole('list', { name: 'Presentations' })
    .locator('[data-slide-type="strategic_title"]');
  await expect(card.getByText('Studio Meridian', { exact: true })).toBeVisible();
});
