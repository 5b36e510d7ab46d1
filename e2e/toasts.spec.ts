import type { Page } from '@playwright/test';
import { expect, pauseClock, SHOTS, test, toastWith, unique, unlock } from './fixtures';

// SPEC §9: one toast at a time, shown 5000 ms, swiped away to the right past 50 px, F8 focuses
// them, the viewport at most 420 px wide from medium screens up.

const toasts = (page: Page) =>
  page.getByRole('region', { name: /^Notification/, includeHidden: true }).getByRole('listitem', {
    includeHidden: true,
  });

async function addClient(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Client' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByPlaceholder('Enter client name').fill(name);
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('toasts', () => {
  test('one at a time, gone after 5000 ms, F8 focuses them, 420 px wide, a swipe right past 50 px dismisses', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await page.goto('/app/clients');
    await unlock(page);

    // The clock stands still from before the toast opens, so its 5000 ms are counted exactly.
    await pauseClock(page);
    await addClient(page, unique('Toast first'));
    const created = toastWith(page, 'Success');
    await expect(created).toContainText('Client created successfully');
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(4_900);
    await expect(created).toBeVisible();
    await page.clock.runFor(400);
    await expect(toasts(page)).toHaveCount(0);

    // A second toast replaces the first rather than stacking under it.
    await addClient(page, unique('Toast second'));
    await addClient(page, unique('Toast third'));
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.resume();

    const viewport = page.getByRole('region', { name: /^Notification/ }).locator('ol');
    expect((await viewport.boundingBox())!.width).toBe(420);
    // Once slid in, the toast sits inside the viewport's 16 px padding, flush right.
    const edges = async () => {
      const b = (await toasts(page).first().boundingBox())!;
      return [Math.round(b.x), Math.round(b.x + b.width)];
    };
    await expect.poll(edges).toEqual([1280 - 420 + 16, 1280 - 16]);
    const box = (await toasts(page).first().boundingBox())!;

    await page.keyboard.press('F8');
    await expect(viewport).toBeFocused();

    // A short swipe springs back; one past 50 px to the right dismisses.
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 6 });
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(1);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 90, y, { steps: 9 });
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(0);

    // On a phone the toasts take the width of the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await addClient(page, unique('Toast phone'));
    await expect(toasts(page)).toHaveCount(1);
    expect((await viewport.boundingBox())!.width).toBe(375);
    await expect.poll(edges).toEqual([16, 375 - 16]);
    await page.screenshot({ path: `${SHOTS}/toast-phone.png` });
  });

  test('Escape in a dialog closes the dialog even when a toast came after it; the toast stays to be read', async ({
    page,
    api,
  }) => {
    const client = await api.client(unique('Escape'));
    const deck = await api.presentation(client.id, 'Escape deck');
    await page.goto(`/app/clients/${client.id}/presentations`);
    await unlock(page);
    const card = page.getByRole('listitem').filter({ hasText: deck.title });
    await card.getByRole('button', { name: `Actions for ${deck.title}` }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Presentation' });
    await dialog.getByRole('switch', { name: 'Password protection' }).click();
    await dialog.getByPlaceholder('Enter password').press('Enter');
    const required = toastWith(page, 'Password required');
    await expect(required).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(required).toBeVisible();
    // With no dialog left, Escape is the toast's.
    await page.keyboard.press('Escape');
    await expect(required).toBeHidden();
  });
});
