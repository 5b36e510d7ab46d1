import { PRESENTATION_TITLE_MAX } from '../common/limits';
import { expect, SHOTS, test, toastWith, unique, unlock } from './fixtures';

// Issue 20: renaming a presentation, the unknown client, and the editor's rough edges.

test.describe('renaming a presentation', () => {
  test('from the card menu: the card and the editor show the new title; blank is refused', async ({
    page,
    api,
  }) => {
    const client = await api.client(unique('Rename card'));
    const deck = await api.presentation(client.id, 'Working title');
    await page.goto(`/app/clients/${client.id}/presentations`);
    await unlock(page);
    const card = page.getByRole('listitem').filter({ hasText: 'Working title' });
    await card.getByRole('button', { name: 'Actions for Working title' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Presentation' });
    const field = dialog.getByLabel('Presentation Title');
    await expect(field).toHaveValue('Working title');
    await field.fill('   ');
    await expect(dialog.getByRole('button', { name: 'Rename' })).toBeDisabled();
    await field.fill('  Final pitch  ');
    await page.screenshot({ path: `${SHOTS}/rename-dialog.png` });
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(dialog).toBeHidden();
    await expect(toastWith(page, 'Presentation renamed')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Final pitch' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Working title' })).toBeHidden();
    expect((await api.deck(deck.id)).title).toBe('Final pitch');

    // The server refuses a blank or too long title with a 400 naming it, and changes nothing.
    for (const title of ['', '   ', 't'.repeat(PRESENTATION_TITLE_MAX + 1)]) {
      const res = await api.request.post(`/api/presentations/${deck.id}/operations`, {
        data: { operations: [{ op: 'update_title', title }] },
      });
      expect(res.status()).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /^operations\.0\.title: title (is required|must be at most)/,
      );
    }
    expect((await api.deck(deck.id)).title).toBe('Final pitch');
  });

  test('from the editor header: click the title, Enter saves, Escape cancels, undo takes it back', async ({
    page,
    api,
  }) => {
    const client = await api.client(unique('Rename editor'));
    const deck = await api.presentation(client.id, 'Draft deck');
    await api.slide(deck.id, { type: 'title', title: 'Opening' });
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    const title = page.getByRole('button', { name: 'Draft deck, rename presentation' });
    await title.click();
    const field = page.getByLabel('Presentation title');
    await expect(field).toBeFocused();
    await field.fill('Thrown away');
    await field.press('Escape');
    await expect(page.getByRole('button', { name: 'Draft deck, rename presentation' })).toBeVisible();

    await page.getByRole('button', { name: 'Draft deck, rename presentation' }).click();
    await page.getByLabel('Presentation title').fill('Board update');
    await page.getByLabel('Presentation title').press('Enter');
    await expect(page.getByRole('button', { name: 'Board update, rename presentation' })).toBeVisible();
    // A quiet "Saved" in the header, no toast over the chat.
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(page.locator('[data-toast-title]')).toHaveCount(0);
    await expect.poll(async () => (await api.deck(deck.id)).title).toBe('Board update');
    await expect(page).toHaveTitle(/^Board update/);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('button', { name: 'Draft deck, rename presentation' })).toBeVisible();
    await expect.poll(async () => (await api.deck(deck.id)).title).toBe('Draft deck');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await api.deck(deck.id)).title).toBe('Board update');
  });
});

test('an unknown client id is a not-found state with no New Presentation button', async ({ page }) => {
  await page.goto('/app/clients/nosuchclient0000/presentations');
  await unlock(page);
  await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Presentation' })).toHaveCount(0);
  await expect(page.getByPlaceholder('Search presentations...')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/client-not-found.png` });
  await page.getByRole('link', { name: 'Back to clients' }).click();
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
});

test('a created presentation opens in the editor', async ({ page, api }) => {
  const client = await api.client(unique('Create opens'));
  await page.goto(`/app/clients/${client.id}/presentations`);
  await unlock(page);
  await page.getByRole('button', { name: 'New Presentation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Presentation' });
  await dialog.getByPlaceholder('Enter presentation title').fill('Fresh deck');
  await dialog.getByRole('button', { name: 'Create Presentation' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('button', { name: 'Fresh deck, rename presentation' })).toBeVisible();
  await expect(page.getByText('No slides yet. Add a slide to get started!').first()).toBeVisible();
});

test('the slide list: one Tab stop, arrow keys move between slides and select them', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Arrows'));
  const deck = await api.presentation(client.id, 'Arrows');
  for (const t of ['One', 'Two', 'Three']) await api.slide(deck.id, { type: 'content', title: t });
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  const first = page.getByRole('button', { name: /^Select slide 1: One/ });
  await expect(first).toHaveAttribute('aria-current', 'true');
  // Only the selected slide's controls are Tab stops.
  const tabbable = page
    .getByRole('list', { name: 'Slides' })
    .locator('button:not([tabindex="-1"]), input:not([tabindex="-1"])');
  await expect(tabbable).toHaveCount(4);
  await first.focus();
  await page.keyboard.press('ArrowDown');
  const second = page.getByRole('button', { name: /^Select slide 2: Two/ });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: /^Select slide 3: Three/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(second).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(tabbable).toHaveCount(4);
});

test('toolbar buttons have names and tooltips at every width; phone targets are at least 44 px', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Toolbar'));
  const deck = await api.presentation(client.id, 'A deck whose title is long enough to be cut off before');
  await api.slide(deck.id, { type: 'title', title: 'Opening' });
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('button', { name: /^Select slide 1:/ })).toBeVisible();
    for (const name of ['Upload Asset', 'Versions', 'Export', 'Share', 'Presentation Brief']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      await button.hover();
      await expect(page.getByRole('tooltip').filter({ hasText: name })).toBeVisible();
      await page.mouse.move(2, width === 390 ? 800 : 880, { steps: 8 });
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      if (width === 390) {
        const box = (await button.boundingBox())!;
        expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
      }
    }
    // The whole title shows (two lines at most), not cut off.
    const title = page.getByRole('button', { name: /rename presentation$/ });
    expect(
      await title.evaluate(
        (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
      ),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/editor-${width}.png` });
  }
});

test('on a phone the editor opens on the slide; the slide list and the chat are one tap away', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Phone'));
  const deck = await api.presentation(client.id, 'Phone deck');
  for (const t of ['One', 'Two']) await api.slide(deck.id, { type: 'title', title: t });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  const stage = page.locator('main [data-slide-type="title"]').first();
  await expect(stage).toBeInViewport();
  const list = page.getByRole('list', { name: 'Slides' });
  await expect(list).not.toBeInViewport();
  const bar = page.getByRole('navigation', { name: 'Editor panels' });
  for (const name of ['Slides (2)', 'AI chat']) {
    const box = (await bar.getByRole('button', { name }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: `${SHOTS}/editor-phone-open.png` });
  await bar.getByRole('button', { name: 'Slides (2)' }).click();
  await expect(list).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Select slide 1:/ })).toBeFocused();
  await bar.getByRole('button', { name: 'AI chat' }).click();
  await expect(page.getByRole('complementary', { name: 'AI chat' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/editor-phone-chat.png` });
});

test('at 1440, 1024 and 390 px: the Protected badge leaves the thumbnail free; the gate says a password was wrong', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Widths'));
  const deck = await api.presentation(client.id, 'Protected deck with a fairly long title for the card');
  await api.slide(deck.id, { type: 'title', title: 'Quarterly business review' });
  await api.request.post(`/api/presentations/${deck.id}/share`, { data: { password: 'pw-123456' } });
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/clients');
    const field = page.getByLabel('Password');
    await field.fill('wrong');
    await field.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Wrong password. Try again.');
    await page.screenshot({ path: `${SHOTS}/gate-wrong-${width}.png` });
    await unlock(page);
    await page.goto(`/app/clients/${client.id}/presentations`);
    const card = page.getByRole('listitem').filter({ hasText: 'Protected deck' });
    const badge = card.getByText('Protected', { exact: true });
    await expect(badge).toBeVisible();
    const thumb = (await card.locator('[data-slide-type="title"]').boundingBox())!;
    const mark = (await badge.boundingBox())!;
    expect(mark.y).toBeGreaterThanOrEqual(thumb.y + thumb.height);
    await page.screenshot({ path: `${SHOTS}/presentations-${width}.png` });
    await page.goto('/app/calculator');
    await expect(page.getByTestId('savings')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/calculator-${width}.png` });
    await page.context().clearCookies();
  }
});
