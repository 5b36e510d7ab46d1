import { expect, hold, pauseClock, SHOTS, test, toastTitle, toastWith, unique, unlock } from './fixtures';
import { EditorPage } from './pages/EditorPage';

test.describe('editor', () => {
  test('add, rename and reorder slides; everything survives a reload', async ({ page, api }) => {
    const client = await api.client(unique('Editor client'));
    const deck = await api.presentation(client.id, 'Launch plan');
    await page.clock.install();
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    await expect(page.getByText('No slides yet. Add a slide to get started!').first()).toBeVisible();

    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Add Slide' }).click();
      await expect(page.getByRole('button', { name: new RegExp(`^Select slide ${i + 1}:`) })).toBeVisible();
    }
    // Issue 20: a save shows as a quiet "Saved" in the header, not SPEC's "Slide created successfully" toast.
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(page.locator('[data-toast-title]')).toHaveCount(0);

    // Inline rename: Escape cancels, Enter saves, blank is ignored.
    const titles = page.getByRole('list', { name: 'Slides' }).getByTitle('Rename slide');
    await titles.nth(0).click();
    await page.getByLabel('Slide title').fill('Never saved');
    await page.getByLabel('Slide title').press('Escape');
    await expect(titles.nth(0)).toHaveText('New Slide');
    await titles.nth(0).click();
    await page.getByLabel('Slide title').fill('Opening');
    await page.getByLabel('Slide title').press('Enter');
    await expect(titles.nth(0)).toHaveText('Opening');
    await titles.nth(2).click();
    await page.getByLabel('Slide title').fill('Closing');
    await page.getByLabel('Slide title').press('Enter');
    await expect(titles.nth(2)).toHaveText('Closing');
    await titles.nth(1).click();
    await page.getByLabel('Slide title').fill('   ');
    await page.getByLabel('Slide title').press('Enter');
    await expect(titles.nth(1)).toHaveText('New Slide');

    // Keyboard reorder: move "Closing" to the top. The page's timers stand still: an arrow key
    // must move the slide whether or not a timer ran after the Space that lifted it (a busy
    // browser runs waiting keys before due timers).
    const handle = page.getByRole('button', { name: 'Move slide 3' });
    await handle.focus();
    await pauseClock(page);
    // Each key waits for what a screen reader says, as a person waits to see the slide move.
    const said = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // Measured once the list says where the lifted slide is: an arrow key before that goes nowhere.
    await said('Slide 3: Closing is over position 3.');
    await page.keyboard.press('ArrowUp');
    await said('Slide 3: Closing is over position 2.');
    await page.keyboard.press('ArrowUp');
    await said('Slide 3: Closing is over position 1.');
    await page.keyboard.press('Space');
    await expect(titles.nth(0)).toHaveText('Closing');
    await page.clock.resume();
    await expect
      .poll(async () => (await api.deck(deck.id)).slides.map((s) => s.title))
      .toEqual(['Closing', 'Opening', 'New Slide']);

    // Direct edit of the selected slide's fields saves on leaving the field.
    await page.getByRole('button', { name: /^Select slide 2:/ }).click();
    await page.getByLabel('Bullets (one per line)').fill('First point\nSecond point');
    await page.getByLabel('Speaker notes').click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.reload();
    await expect(titles.nth(0)).toHaveText('Closing');
    await page.getByRole('button', { name: /^Select slide 2:/ }).click();
    await expect(page.locator('main [data-slide-type="content"]')).toContainText('Second point');
    await page.screenshot({ path: `${SHOTS}/editor.png` });
  });

  test('versions: save with the default notes, restore brings the slides back', async ({ page, api }) => {
    const client = await api.client(unique('Versions client'));
    const deck = await api.presentation(client.id, 'Versioned');
    await api.slide(deck.id, { title: 'Kept slide' });
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    await page.getByRole('button', { name: 'Versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions' });
    await expect(dialog.getByLabel('Notes')).toHaveValue('Version 1');
    await dialog.getByRole('button', { name: 'Save Version' }).click();
    await expect(toastWith(page, 'Version saved successfully')).toBeVisible();
    await expect(dialog.getByText('v1')).toBeVisible();
    await expect(
      dialog.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) · 1 slide/),
    ).toBeVisible();
    await expect(dialog.getByLabel('Notes')).toHaveValue('Version 2');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Add Slide' }).click();
    await expect(page.getByRole('button', { name: /^Select slide 2:/ })).toBeVisible();
    await page.getByRole('button', { name: 'Versions' }).click();
    await dialog.getByRole('button', { name: 'Restore' }).first().click();
    await expect(toastWith(page, 'Version restored successfully')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: /^Select slide 2:/ })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Select slide 1: Kept slide/ })).toBeVisible();
  });

  test('the brief: edit, cancel restores, save keeps; a checklist toggle saves at once', async ({
    page,
    api,
  }) => {
    const client = await api.client(unique('Brief client'));
    const deck = await api.presentation(client.id, 'Briefed');
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    await page.getByRole('button', { name: 'Presentation Brief' }).click();
    const sheet = page.getByRole('dialog', { name: 'Presentation Brief' });
    await expect(sheet.getByText('No brief added yet. Click Edit to add one.')).toBeVisible();
    await expect(sheet.getByText('0/0 checklist items completed')).toBeVisible();

    await sheet.getByRole('button', { name: 'Edit' }).click();
    await sheet.getByLabel('Brief').fill('Throwaway');
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet.getByText('No brief added yet. Click Edit to add one.')).toBeVisible();

    await sheet.getByRole('button', { name: 'Edit' }).click();
    await sheet.getByRole('textbox', { name: 'Client Name', exact: true }).fill('Northwind');
    await sheet.getByRole('button', { name: 'Generate from client name' }).click();
    await expect(sheet.getByLabel('Presentation Date')).toHaveValue(
      'Northwind - Strategic Partnership Proposal',
    );
    await sheet.getByLabel('Brief').fill('Win the renewal.');
    await sheet.getByLabel('New checklist item').fill('Pricing slide');
    await sheet.getByLabel('New checklist item').press('Enter');
    await sheet.getByLabel('New checklist item').fill('   ');
    await sheet.getByLabel('New checklist item').press('Enter');
    await sheet.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Presentation updated successfully')).toBeVisible();
    await expect(sheet.getByText('0/1 checklist items completed')).toBeVisible();

    await sheet.getByRole('checkbox', { name: 'Pricing slide' }).check();
    await expect(sheet.getByText('1/1 checklist items completed')).toBeVisible();
    await expect
      .poll(async () => (await api.deck(deck.id)).checklist)
      .toEqual([expect.objectContaining({ text: 'Pricing slide', completed: true })]);
    expect((await api.deck(deck.id)).brief).toBe('Win the renewal.');
    await page.screenshot({ path: `${SHOTS}/brief.png` });
  });

  test('export PDF, HTML and PowerPoint download the files, with SPEC’s toasts', async ({ page, api }) => {
    const client = await api.client(unique('Export client'));
    const deck = await api.presentation(client.id, 'Board pack');
    await api.slide(deck.id, { type: 'title', title: 'Board pack' });
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    const pdf = page.waitForEvent('download');
    // One Export menu (issue 32); SPEC's buttons are inside it.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('button', { name: 'Export PDF' }).click();
    expect((await pdf).suggestedFilename()).toBe('Board pack.pdf');
    await expect(toastWith(page, 'PDF exported successfully')).toBeVisible();
    await expect(toastTitle(page)).toHaveText('PDF exported successfully');
    const html = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('button', { name: 'Export HTML' }).click();
    expect((await html).suggestedFilename()).toBe('Board pack.html');
    await expect(toastWith(page, 'HTML file downloaded successfully')).toBeVisible();
    const pptx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('button', { name: 'Export PowerPoint' }).click();
    expect((await pptx).suggestedFilename()).toBe('Board pack.pptx');
  });
});

test.describe('presenting and sharing', () => {
  test('the presenter: keys, counter, Escape back to the editor; pdf layout sets its ready marker', async ({
    page,
    api,
  }) => {
    const client = await api.client(unique('Present client'));
    const deck = await api.presentation(client.id, 'On stage');
    for (const title of ['One', 'Two', 'Three'])
      await api.slide(deck.id, { type: 'statement', title, content: { text: title } });
    await page.goto(`/app/present/${deck.id}`);
    await unlock(page);
    const counter = page.getByTestId('counter');
    await expect(counter).toHaveText('1 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 / 3');
    await page.keyboard.press('Space');
    await expect(counter).toHaveText('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('3 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('2 / 3');
    await expect(page.locator('[data-slide-type="statement"]')).toContainText('Two');
    await page.mouse.move(600, 400);
    await page.screenshot({ path: `${SHOTS}/presenter.png` });
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/app/editor/${deck.id}$`));

    await page.goto(`/app/present/${deck.id}?pdf=true`);
    await expect(page.locator('body')).toHaveAttribute('data-pdf-ready', 'true');
    await expect(page.locator('[data-slide-type="statement"]')).toHaveCount(3);

    // Keys pressed while the deck is still loading leave it on its first slide.
    const release = await hold(page, `**/api/presentations/${deck.id}`);
    await page.goto(`/app/present/${deck.id}`);
    await expect(page.getByText('Loading presentation...')).toBeVisible();
    for (const key of ['ArrowRight', 'Space', 'End']) await page.keyboard.press(key);
    release();
    await expect(counter).toHaveText('1 / 3');
    await expect(page.locator('[data-slide-type="statement"]')).toContainText('One');
  });

  test('a protected link: wrong password is refused, the right one shows the deck, a reload stays open', async ({
    page,
    api,
    browser,
  }) => {
    const client = await api.client(unique('Share client'));
    const deck = await api.presentation(client.id, 'For the board');
    for (const title of ['Welcome', 'Numbers']) await api.slide(deck.id, { type: 'title', title });
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Presentation' });
    await dialog.getByRole('button', { name: 'Create Share Link' }).click();
    await expect(toastWith(page, 'Please enter a password to protect your presentation')).toBeVisible();
    await dialog.getByPlaceholder('Enter password').fill('board-2027');
    await dialog.getByRole('button', { name: 'Create Share Link' }).click();
    const link = (await dialog.getByTestId('share-link').textContent())!;
    expect(link).toMatch(/\/view\/[A-Za-z0-9_-]{43}$/);
    await expect(dialog.getByTestId('share-password')).toHaveText('board-2027');

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(link);
    await expect(visitor.getByText('Password Protected')).toBeVisible();
    await expect(visitor.getByText('This presentation requires a password to view')).toBeVisible();
    const button = visitor.getByRole('button', { name: 'View Presentation' });
    await expect(button).toBeDisabled();
    await visitor.getByPlaceholder('Enter password').fill('guess');
    await button.click();
    await expect(visitor.getByRole('alert')).toHaveText('Invalid password');
    await visitor.getByPlaceholder('Enter password').fill('board-2027');
    await button.click();
    await expect(visitor.getByTestId('counter')).toHaveText('1 / 2');
    await visitor.keyboard.press('ArrowRight');
    await expect(visitor.getByTestId('counter')).toHaveText('2 / 2');
    await expect(visitor.locator('[data-slide-type="title"]')).toContainText('Numbers');
    await visitor.reload();
    await expect(visitor.getByTestId('counter')).toHaveText('1 / 2');
    await visitor.screenshot({ path: `${SHOTS}/shared-viewer.png` });
  });
});

test('analytics: a viewer moving through three slides shows as one view with time on each slide', async ({
  page,
  api,
  browser,
}) => {
  const client = await api.client(unique('Analytics client'));
  const deck = await api.presentation(client.id, 'Read receipts');
  for (const title of ['Alpha', 'Beta', 'Gamma']) await api.slide(deck.id, { type: 'title', title });
  const share = await api.request.post(`/api/presentations/${deck.id}/share`, { data: { password: null } });
  const { shareUrl } = await share.json();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.clock.install();
  // The clock stands still from before the view begins, so each slide's time is what the test
  // moves it by, on a busy machine too.
  await pauseClock(visitor);
  await visitor.goto(shareUrl);
  await expect(visitor.getByTestId('counter')).toHaveText('1 / 3');
  await visitor.clock.fastForward(4000);
  await visitor.keyboard.press('ArrowRight');
  await visitor.clock.fastForward(9000);
  await visitor.keyboard.press('ArrowRight');
  await visitor.clock.fastForward(2000);
  await visitor.keyboard.press('ArrowLeft');
  await expect(visitor.getByTestId('counter')).toHaveText('2 / 3');

  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Presentation' });
  const row = dialog.getByTestId('share-link-row');
  await expect(row.getByTestId('views-summary')).toContainText('1 view');
  await row.getByRole('button', { name: 'Views' }).click();
  const views = row.getByRole('list', { name: 'Views' });
  await expect(views.getByText('1. Alpha')).toBeVisible();
  await expect(views.getByRole('listitem').filter({ hasText: 'Alpha' }).last()).toContainText('4 s');
  await expect(views.getByRole('listitem').filter({ hasText: 'Beta' }).last()).toContainText('9 s');
  await expect(views.getByRole('listitem').filter({ hasText: 'Gamma' }).last()).toContainText('2 s');
  await page.screenshot({ path: `${SHOTS}/share-analytics.png` });

  // Allowing downloads shows the viewer a download button that really gives the PDF.
  await row.getByRole('switch', { name: 'Allow PDF download' }).click();
  await expect(row.getByRole('switch', { name: 'Allow PDF download' })).toHaveAttribute(
    'data-state',
    'checked',
  );
  await visitor.reload();
  const download = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('Read receipts.pdf');
  await visitorContext.close();
});

test('undo and redo, by buttons and keys: a rename, an added and a deleted slide', async ({ page, api }) => {
  const client = await api.client(unique('Undo client'));
  const deck = await api.presentation(client.id, 'Undoable');
  for (const title of ['One', 'Two']) await api.slide(deck.id, { title });
  const editor = new EditorPage(page, api, deck.id);
  await editor.open();
  const order = async () => (await editor.deck()).slides.map((s) => s.title);
  await expect(editor.undoButton).toBeDisabled();

  await editor.rename(1, 'First');
  await editor.addSlide();
  await expect.poll(order).toEqual(['First', 'Two', 'New Slide']);

  await editor.select(2);
  await editor.deleteSlide(2);
  await expect.poll(order).toEqual(['First', 'New Slide']);

  await editor.undoByKeys();
  await expect.poll(order).toEqual(['First', 'Two', 'New Slide']);
  await editor.undoButton.click();
  await expect.poll(order).toEqual(['First', 'Two']);
  await editor.undoButton.click();
  await expect.poll(order).toEqual(['One', 'Two']);
  await expect(editor.titles.nth(0)).toHaveText('One');

  await editor.redoButton.click();
  await expect.poll(order).toEqual(['First', 'Two']);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(order).toEqual(['First', 'Two', 'New Slide']);
  await editor.redoButton.click();
  await expect.poll(order).toEqual(['First', 'New Slide']);
  await expect(editor.redoButton).toBeDisabled();
});
