import { type Api, expect, SHOTS, test, unique, unlock } from './fixtures';
import { openChat } from './pages/EditorPage';

// Issue 32: an editor as calm as a design tool. One Export menu, one AI input, the slide in view
// while its details are edited at every width, helper cards that stay dismissed, a draft on the
// canvas.

async function seed(api: Api) {
  const client = await api.client(unique('Calm'));
  const deck = await api.presentation(client.id, 'Northwind cloud migration');
  await api.slide(deck.id, {
    type: 'content',
    title: 'Why now',
    content: { items: ['Twelve spreadsheets', 'Downtime at every close', 'Churn at 7%'] },
  });
  await api.slide(deck.id, { type: 'title', title: 'Thank you' });
  return deck;
}

test('one Export menu and one AI input; the slide stays in view while the last detail is edited at 1440, 1024 and 390 px', async ({
  page,
  api,
}) => {
  const deck = await seed(api);
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  await expect(page.getByRole('button', { name: /^Select slide 1:/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // One AI input on the page: the old command bar is gone, the chat has no box of its own.
  await expect(page.getByRole('textbox', { name: /AI command|Message/ })).toHaveCount(1);
  await openChat(page);
  await expect(page.getByRole('textbox', { name: /AI command|Message/ })).toHaveCount(1);
  await page.getByRole('tab', { name: 'Details' }).click();

  // One Export button; SPEC's export buttons are inside it, not in the header.
  await expect(page.getByRole('button', { name: /^Export/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  for (const name of ['Export PDF', 'Export HTML', 'Export PowerPoint'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Export PDF', exact: true })).toBeHidden();

  const stage = page.locator('main [data-stage-slide-id]');
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (width === 390)
      await page
        .getByRole('navigation', { name: 'Editor panels' })
        .getByRole('button', { name: 'Details' })
        .click();
    const notes = page.getByLabel('Speaker notes');
    await notes.click();
    await notes.fill(`Said at ${width}`);
    await expect(notes).toBeInViewport();
    // The whole slide is on screen, not only a sliver of it.
    await expect(stage).toBeInViewport({ ratio: 0.95 });
    await page.screenshot({ path: `${SHOTS}/calm-editor-${width}.png` });
    await page.getByLabel('Type', { exact: true }).focus();
  }
  await expect
    .poll(async () => ((await api.deck(deck.id)).slides[0] as unknown as { notes: string }).notes)
    .toBe('Said at 390');
});

test('helper cards leave once dismissed or used, and stay gone after a reload', async ({ page, api }) => {
  const deck = await seed(api);
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  const chat = await openChat(page);
  const draftCard = chat.getByRole('region', { name: 'Start from a first draft' });
  const tryCard = chat.getByRole('region', { name: 'Try:' });
  await expect(draftCard).toBeVisible();
  await expect(tryCard).toBeVisible();
  await draftCard.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(draftCard).toBeHidden();
  // An example fills the one input; sending it uses the card up.
  await tryCard.getByRole('button', { name: 'make this slide navy' }).click();
  const box = page.getByLabel('Message', { exact: true });
  await expect(box).toHaveValue('make this slide navy');
  await box.press('Enter');
  await expect(chat.getByTestId('chat-history').getByText('make this slide navy')).toBeVisible();
  await expect(tryCard).toBeHidden();
  await page.reload();
  await openChat(page);
  await chat.getByRole('button', { name: 'New conversation' }).click();
  await expect(chat.getByTestId('chat-history')).toBeVisible();
  await expect(draftCard).toBeHidden();
  await expect(tryCard).toBeHidden();
  // Drafting stays one click away.
  await expect(chat.getByRole('button', { name: 'Draft the deck' })).toBeVisible();
});

test('a proposed draft shows on the canvas of an empty deck, not in the side panel; Accept adds it', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Calm draft'));
  const deck = await api.presentation(client.id, 'Harbourline review');
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  // An empty deck opens on the conversation, whose first card drafts the deck.
  const chat = page.getByRole('complementary', { name: 'AI chat' });
  await expect(chat).toBeVisible();
  await chat.getByLabel('AI model').selectOption('offline');
  await chat.getByRole('button', { name: 'Draft the deck' }).click();
  const preview = page.getByRole('region', { name: 'Draft preview' });
  await expect(preview).toBeVisible();
  await expect(page.locator('main').getByRole('region', { name: 'Draft preview' })).toBeVisible();
  await expect(chat.getByRole('region', { name: 'Draft preview' })).toHaveCount(0);
  // Wider than a side panel: the canvas gives it room.
  expect((await preview.boundingBox())!.width).toBeGreaterThan(600);
  await page.screenshot({ path: `${SHOTS}/calm-draft-canvas.png` });
  const titles = await preview.getByTestId('draft-slide-title').allTextContents();
  await preview.getByRole('button', { name: `Accept ${titles.length} slides` }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByRole('button', { name: /^Select slide 1:/ })).toBeVisible();
  await expect(page.locator('main [data-stage-slide-id]')).toBeVisible();
  expect((await api.deck(deck.id)).slides).toHaveLength(titles.length);
});
