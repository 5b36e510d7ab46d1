import type { Page } from '@playwright/test';
import { expect, SHOTS, test, unique, unlock } from './fixtures';

// Issue 22: two people on one deck see each other's changes without a reload.

test('a change saved in one editor appears in another editor of the deck without a reload', async ({
  browser,
  api,
  baseURL,
}) => {
  const client = await api.client(unique('Team client'));
  const deck = await api.presentation(client.id, 'Shared plan');
  await api.slide(deck.id, { title: 'Opening', content: { items: ['One'] } });
  await api.slide(deck.id, { title: 'Closing', content: { items: ['Two'] } });

  const [a, b] = await Promise.all(
    [0, 1].map(async () => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto(`/app/editor/${deck.id}`);
      await unlock(page);
      await expect(page.getByRole('button', { name: /^Select slide 2:/ })).toBeVisible();
      return page;
    }),
  );
  const titles = (page: Page) => page.getByRole('list', { name: 'Slides' }).getByTitle('Rename slide');

  // A renames slide 1; B shows it without a reload (how soon is bench/teams.ts's figure).
  await titles(a!).nth(0).click();
  await a!.getByLabel('Slide title').fill('Opening by A');
  const saved = a!.waitForResponse((r) => r.url().endsWith('/operations') && r.status() === 200);
  await a!.getByLabel('Slide title').press('Enter');
  await saved;
  await expect(titles(b!).nth(0)).toHaveText('Opening by A');

  // B edits the bullets of slide 2 (saved on leaving the field); A sees them.
  await b!.getByRole('button', { name: /^Select slide 2:/ }).click();
  await b!.getByLabel('Bullets (one per line)').fill('Two\nThree from B');
  const savedB = b!.waitForResponse((r) => r.url().endsWith('/operations') && r.status() === 200);
  await b!.getByLabel('Speaker notes').click();
  await savedB;
  await a!.getByRole('button', { name: /^Select slide 2:/ }).click();
  await expect(a!.getByLabel('Bullets (one per line)')).toHaveValue('Two\nThree from B');
  await expect(titles(a!).nth(0)).toHaveText('Opening by A');
  await a!.screenshot({ path: `${SHOTS}/teams-editor-a.png` });
  await b!.screenshot({ path: `${SHOTS}/teams-editor-b.png` });
  await Promise.all([a!.context().close(), b!.context().close()]);
});
