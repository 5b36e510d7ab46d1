import type { Page } from '@playwright/test';
import { axeSerious } from './axe';
import { type Api, expect, test, unique, unlock } from './fixtures';
import { openChat } from './pages/EditorPage';

// Issue 20: axe-core finds no serious or critical violation on any screen. Each screen is checked
// as a user sees it, with its dialogs open one by one; a failure lists every violation and where.

async function expectAccessible(page: Page, screen: string) {
  const grave = (await axeSerious(page)).map((v) => `${screen}: ${v}`);
  // Soft: every screen of the walk is checked and reported, not only the first that fails.
  expect.soft(grave, grave.join('\n')).toEqual([]);
}

/** A deck with one slide of every type whose colours are its own, so their contrast is checked too. */
async function seedDeck(api: Api) {
  const client = await api.client(unique('Axe client'));
  const deck = await api.presentation(client.id, 'Accessible deck');
  await api.slide(deck.id, { type: 'title', title: 'Opening', content: { text: 'A subtitle' } });
  await api.slide(deck.id, { type: 'content', title: 'Points', content: { items: ['One', 'Two'] } });
  await api.slide(deck.id, {
    type: 'metrics',
    title: 'Figures',
    content: { metrics: [{ value: '42%', label: 'Growth', subtext: 'year on year' }] },
  });
  await api.slide(deck.id, { type: 'statement', title: 'Belief', content: { text: 'We build' } });
  await api.slide(deck.id, {
    type: 'comparison',
    title: 'Before and after',
    content: {
      comparison: { left: { title: 'Now', items: ['Slow'] }, right: { title: 'Next', items: ['Fast'] } },
    },
  });
  await api.slide(deck.id, { type: 'calculator', title: 'Team cost' });
  return { client, deck };
}

test.describe('accessibility (axe-core): no serious or critical violation', () => {
  test('public pages, the gate and the calculator', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'landing');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'about');
    await page.goto('/app/clients');
    await expect(page.getByLabel('Password')).toBeVisible();
    await expectAccessible(page, 'gate');
    await page.getByLabel('Password').fill('not the password');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'gate, wrong password');
    await unlock(page);
    await page.goto('/app/calculator');
    await expect(page.getByTestId('savings')).toBeVisible();
    await expectAccessible(page, 'calculator');
    await page.getByLabel('Augmented team members').fill('9');
    await expect(page.getByText('Premium Team')).toBeVisible();
    await expectAccessible(page, 'calculator, premium');
  });

  test('clients and presentations with their dialogs', async ({ page, api }) => {
    const { client, deck } = await seedDeck(api);
    await api.request.post(`/api/presentations/${deck.id}/share`, { data: { password: 'secret-1' } });
    await page.goto('/app/clients');
    await unlock(page);
    await expect(page.getByText('Loading clients...')).toBeHidden();
    await expectAccessible(page, 'clients');
    await page.getByRole('button', { name: 'Add Client' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add New Client' })).toBeVisible();
    await expectAccessible(page, 'clients, add dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/app/clients/${client.id}/presentations`);
    await expect(page.getByText('Protected')).toBeVisible();
    await expectAccessible(page, 'presentations');
    await page.getByRole('button', { name: 'New Presentation' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Presentation' })).toBeVisible();
    await expectAccessible(page, 'presentations, create dialog');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    await expectAccessible(page, 'presentations, card menu');
    await page.getByRole('menuitem', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: 'Share Presentation' })).toBeVisible();
    await expectAccessible(page, 'presentations, share dialog');
  });

  test('the editor with each dialog open', async ({ page, api }) => {
    // axe walks the whole editor a dozen times; on a loaded 2-core machine that takes a while.
    test.setTimeout(180_000);
    const { deck } = await seedDeck(api);
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    await expect(page.getByRole('button', { name: /^Select slide 6:/ })).toBeVisible();
    await expectAccessible(page, 'editor');
    for (const n of [3, 4, 6]) {
      await page.getByRole('button', { name: new RegExp(`^Select slide ${n}:`) }).click();
      await expectAccessible(page, `editor, slide ${n}`);
    }
    for (const [button, dialog] of [
      ['Upload Asset', 'Upload Assets'],
      ['Versions', 'Versions'],
      ['Share', 'Share Presentation'],
      ['Presentation Brief', 'Presentation Brief'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expectAccessible(page, `editor, ${dialog} dialog`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });

  test('the 404 page, the chat with a conversation, a created link and the grid with a dark slide (issue 32)', async ({
    page,
    api,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'not found');

    const { deck } = await seedDeck(api);
    await api.slide(deck.id, {
      type: 'content',
      title: 'Plum',
      content: { items: ['On a dark slide'], backgroundColor: 'plum', textColor: '#1a202c' },
    });
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    await expect(page.getByRole('button', { name: /^Select slide 7:/ })).toBeVisible();
    const chat = await openChat(page);
    const box = page.getByLabel('Message', { exact: true });
    for (const message of ['what slides do we have?', 'add speaker notes to slide 2: say hello']) {
      await box.fill(message);
      await box.press('Enter');
      await expect(box).toHaveValue('');
    }
    await expect(chat.getByTestId('chat-history').getByText(/notes/i).first()).toBeVisible();
    await expectAccessible(page, 'editor, chat with a conversation');

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Presentation' });
    await dialog.getByPlaceholder('Enter password').fill('client-2027');
    await dialog.getByRole('button', { name: 'Create Share Link' }).click();
    await expect(dialog.getByTestId('share-link')).toBeVisible();
    await expectAccessible(page, 'editor, share dialog with a link');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Slide grid' }).click();
    await expect(page.getByTestId('grid-status')).toBeVisible();
    await expectAccessible(page, 'slide grid with a dark slide');
  });

  test('the presenter and the viewer', async ({ page, api, browser }) => {
    test.setTimeout(120_000);
    const { deck } = await seedDeck(api);
    await page.goto(`/app/present/${deck.id}`);
    await unlock(page);
    await expect(page.getByText('1 / 6')).toBeAttached();
    await expectAccessible(page, 'presenter');

    const res = await api.request.post(`/api/presentations/${deck.id}/share`, {
      data: { password: 'secret-2' },
    });
    const { shareUrl } = (await res.json()) as { shareUrl: string };
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(shareUrl);
    await expect(visitor.getByText('Password Protected')).toBeVisible();
    await expectAccessible(visitor, 'viewer, password');
    await visitor.getByPlaceholder('Enter password').fill('secret-2');
    await visitor.getByRole('button', { name: 'View Presentation' }).click();
    await expect(visitor.getByTestId('counter')).toHaveText('1 / 6');
    await expectAccessible(visitor, 'viewer');
    for (let i = 0; i < 5; i++) await visitor.keyboard.press('ArrowRight');
    await expect(visitor.getByTestId('counter')).toHaveText('6 / 6');
    await expectAccessible(visitor, 'viewer, calculator slide');
  });
});
