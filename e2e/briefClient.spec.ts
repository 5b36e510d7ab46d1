import { expect, test, unique, unlock } from './fixtures';

/** Issue 34: the brief panel's Client Name is the deck's client until someone writes another. */
test("the brief panel's Client Name defaults to the deck's client", async ({ page, api }) => {
  const name = unique('Harbourline Logistics');
  const client = await api.client(name);
  const deck = await api.presentation(client.id, 'Q3 review');
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  await page.getByRole('button', { name: 'Presentation Brief' }).click();
  const sheet = page.getByRole('dialog', { name: 'Presentation Brief' });
  await expect(sheet.getByText(name, { exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'Edit' }).click();
  await expect(sheet.getByRole('textbox', { name: 'Client Name', exact: true })).toHaveValue(name);
});
