import type { Page } from '@playwright/test';
import { type Api, expect, hold, SHOTS, test, unique, unlock } from './fixtures';

// Issue 22: the presenter, its presenter view and a shared viewer follow the deck's changes
// without a reload, staying on the slide they show. How soon is measured in bench/teams.ts; these
// tests wait on what the page shows, never on time.

async function liveDeck(api: Api) {
  const client = await api.client(unique('Live client'));
  const deck = await api.presentation(client.id, 'Live review');
  const ids: string[] = [];
  for (const [title, notes] of [
    ['Opening', 'Say hello.'],
    ['Numbers', 'Mention the margin.'],
    ['Closing', 'Take questions.'],
  ] as const) {
    ids.push((await api.slide(deck.id, { type: 'content', title, content: { items: [title] }, notes })).id);
  }
  return { deck, ids };
}

const operate = async (api: Api, deckId: string, operations: unknown[]) => {
  const res = await api.request.post(`/api/presentations/${deckId}/operations`, { data: { operations } });
  expect(res.status(), await res.text()).toBe(200);
};

const shown = (page: Page) => page.locator('[data-slide-type]').first();

test('the presenter and the presenter view show a change, on the same slide', async ({ page, api }) => {
  const { deck, ids } = await liveDeck(api);
  const version = await api.request.post(`/api/presentations/${deck.id}/versions`, { data: {} });
  expect(version.status()).toBe(201);
  const { id: versionId } = (await version.json()) as { id: string };
  await page.goto(`/app/present/${deck.id}`);
  await unlock(page);
  const counter = page.getByTestId('counter');
  await expect(counter).toHaveText('1 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 3');
  await expect(shown(page)).toContainText('Numbers');

  const notesPage = await page.context().newPage();
  await notesPage.goto(`/app/present/${deck.id}/notes`);
  const notesCounter = notesPage.getByTestId('presenter-counter');
  await expect(notesCounter).toHaveText('Slide 2 of 3');
  await expect(notesPage.getByTestId('speaker-notes')).toHaveText('Mention the margin.');
  await page.screenshot({ path: `${SHOTS}/live-presenter-before.png` });

  // Someone edits the slide being shown: both windows show it, still on it.
  await operate(api, deck.id, [
    { op: 'update_slide', slideId: ids[1], title: 'Numbers, revised', notes: 'The margin grew.' },
  ]);
  await expect(shown(page)).toContainText('Numbers, revised');
  await expect(notesPage.getByTestId('speaker-notes')).toHaveText('The margin grew.');
  await expect(counter).toHaveText('2 / 3');
  await page.screenshot({ path: `${SHOTS}/live-presenter-after-edit.png` });
  await notesPage.screenshot({ path: `${SHOTS}/live-presenter-view-after-edit.png` });

  // A slide added before it and the shown slide moved: both stay on the same slide.
  await operate(api, deck.id, [{ op: 'add_slide', type: 'content', title: 'Agenda', position: 1 }]);
  await expect(counter).toHaveText('3 / 4');
  await expect(notesCounter).toHaveText('Slide 3 of 4');
  await expect(shown(page)).toContainText('Numbers, revised');
  await operate(api, deck.id, [{ op: 'move_slide', slideId: ids[1], position: 4 }]);
  await expect(counter).toHaveText('4 / 4');
  await expect(notesCounter).toHaveText('Slide 4 of 4');
  await expect(shown(page)).toContainText('Numbers, revised');

  // The shown slide deleted: the nearest one left (here the last) is shown.
  await operate(api, deck.id, [{ op: 'delete_slide', slideId: ids[1] }]);
  await expect(counter).toHaveText('3 / 3');
  await expect(shown(page)).toContainText('Closing');
  await expect(notesPage.getByTestId('speaker-notes')).toHaveText('Take questions.');
  await page.screenshot({ path: `${SHOTS}/live-presenter-after-delete.png` });

  // A version restore brings the saved deck back to both windows, still on the same slide
  // (Opening moves from second to first: the deck before the restore had Agenda first).
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('2 / 3');
  await expect(notesCounter).toHaveText('Slide 2 of 3');
  expect((await api.request.post(`/api/versions/${versionId}/restore`)).status()).toBe(200);
  await expect(counter).toHaveText('1 / 3');
  await expect(notesCounter).toHaveText('Slide 1 of 3');
  await expect(shown(page)).toContainText('Opening');
  await page.keyboard.press('ArrowRight');
  await expect(shown(page)).toContainText('Numbers');
  await expect(shown(page)).not.toContainText('revised');
  await expect(notesPage.getByTestId('speaker-notes')).toHaveText('Mention the margin.');
});

test('a shared viewer behind a password follows changes and a version restore, and never gets the notes', async ({
  api,
  browser,
}) => {
  const { deck, ids } = await liveDeck(api);
  const version = await api.request.post(`/api/presentations/${deck.id}/versions`, { data: {} });
  expect(version.status()).toBe(201);
  const { id: versionId } = (await version.json()) as { id: string };
  const res = await api.request.post(`/api/presentations/${deck.id}/share`, {
    data: { password: 'river-42' },
  });
  const { shareUrl } = (await res.json()) as { shareUrl: string };

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const received: string[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/api/view/')) received.push(await r.text().catch(() => ''));
  });
  await page.goto(shareUrl);
  await page.getByLabel('Password').fill('river-42');
  await page.getByRole('button', { name: 'View Presentation' }).click();
  const counter = page.getByTestId('counter');
  await expect(counter).toHaveText('1 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(shown(page)).toContainText('Numbers');
  await page.screenshot({ path: `${SHOTS}/live-viewer-before.png` });

  await operate(api, deck.id, [
    { op: 'update_slide', slideId: ids[1], title: 'Numbers for the client', notes: 'SECRET-NOTE discount' },
  ]);
  await expect(shown(page)).toContainText('Numbers for the client');
  await expect(counter).toHaveText('2 / 3');
  await page.screenshot({ path: `${SHOTS}/live-viewer-after-edit.png` });

  // A restore brings back the saved deck on the viewer too, still on the same slide.
  const restored = await api.request.post(`/api/versions/${versionId}/restore`);
  expect(restored.status()).toBe(200);
  await expect(shown(page)).toContainText('Numbers');
  await expect(shown(page)).not.toContainText('for the client');
  await expect(counter).toHaveText('2 / 3');
  await page.screenshot({ path: `${SHOTS}/live-viewer-after-restore.png` });

  // The viewer read the deck again (and streamed) without ever receiving a speaker note.
  expect(received.length).toBeGreaterThan(1);
  expect(received.join('\n')).not.toContain('SECRET-NOTE');
  expect(received.join('\n')).not.toContain('Mention the margin');
  await visitor.close();
});

test('a shared viewer shows a change made between its first read and its stream starting', async ({
  api,
  page,
}) => {
  const { deck, ids } = await liveDeck(api);
  const res = await api.request.post(`/api/presentations/${deck.id}/share`, { data: { password: null } });
  const { shareUrl } = (await res.json()) as { shareUrl: string };
  // The stream is held back until the change has landed: it starts after it, so it never sends
  // that change as such, only the revision it starts at.
  const release = await hold(page, '**/api/view/*/events');
  await page.goto(shareUrl);
  await expect(shown(page)).toContainText('Opening');
  await operate(api, deck.id, [{ op: 'update_slide', slideId: ids[0], title: 'Opening, as changed' }]);
  release();
  await expect(shown(page)).toContainText('Opening, as changed');
});
