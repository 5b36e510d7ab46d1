import type { Page } from '@playwright/test';
import { expect, SHOTS, test, unique } from './fixtures';
import { EditorPage } from './pages/EditorPage';

const LONG_NOTES = Array.from(
  { length: 40 },
  (_, i) => `Point ${i + 1}: remind the board why the pilot paid back in six months.`,
).join('\n');

/** The presenter view's parts, by what the speaker sees. */
const view = (page: Page) => ({
  counter: page.getByTestId('presenter-counter'),
  current: page.getByTestId('current-slide'),
  next: page.getByTestId('next-slide'),
  notes: page.getByTestId('speaker-notes'),
  elapsed: page.getByRole('timer', { name: 'Elapsed time' }),
});

test('Present goes full screen; P opens the presenter view with notes, next slide and timer; both windows follow the keys', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Presenter client'));
  const deck = await api.presentation(client.id, 'Quarterly review');
  await api.slide(deck.id, {
    type: 'title',
    title: 'Quarterly review',
    content: { subtitle: 'Q3 for the board' },
    notes: 'Welcome everyone and thank the CFO.',
  });
  await api.slide(deck.id, {
    type: 'content',
    title: 'Where we stand',
    content: { items: ['Revenue up', 'Churn down'] },
    notes: LONG_NOTES,
  });
  await api.slide(deck.id, { type: 'statement', title: 'Belief', content: { text: 'Speed wins' } });
  await api.slide(deck.id, { type: 'thank_you', title: 'Thank you', notes: 'Take questions.' });

  // Every call to requestFullscreen is counted, in this window and in the presenter view.
  await page.addInitScript(() => {
    const w = window as unknown as { fullscreenCalls: number };
    w.fullscreenCalls = 0;
    const original = Element.prototype.requestFullscreen;
    Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
      w.fullscreenCalls++;
      return original.call(this, options);
    };
  });
  // The presenter view's timer runs on this clock (the popup shares the context's), moved by hand
  // below; until then time flows as usual.
  await page.clock.install();
  const editor = new EditorPage(page, api, deck.id);
  await editor.open();
  await page.getByRole('link', { name: 'Present', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/present/${deck.id}$`));
  const counter = page.getByTestId('counter');
  await expect(counter).toHaveText('1 / 4');
  expect(
    await page.evaluate(() => (window as unknown as { fullscreenCalls: number }).fullscreenCalls),
  ).toBeGreaterThan(0);
  // The click on Present is the gesture the browser wants: where full screen is allowed at all,
  // the presenter is in it (a browser that refuses leaves the slide in the window, without error).
  const allowed = await page.evaluate(() => document.fullscreenEnabled);
  test.info().annotations.push({ type: 'fullscreen', description: allowed ? 'allowed' : 'refused' });
  if (allowed) await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);

  // P opens the presenter view in a second window.
  const popupPromise = page.waitForEvent('popup');
  await page.keyboard.press('p');
  const notesWindow = await popupPromise;
  await expect(notesWindow).toHaveURL(new RegExp(`/app/present/${deck.id}/notes$`));
  const v = view(notesWindow);
  await expect(v.counter).toHaveText('Slide 1 of 4');
  await expect(v.current.locator('[data-slide-type="title"]')).toContainText('Quarterly review');
  await expect(v.next.locator('[data-slide-type="content"]')).toContainText('Where we stand');
  await expect(v.notes).toHaveText('Welcome everyone and thank the CFO.');
  await expect(v.elapsed).toHaveText(/^\d+:\d\d$/);

  // Keys in the full-screen window move the presenter view...
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 4');
  await expect(v.counter).toHaveText('Slide 2 of 4');
  await expect(v.notes).toContainText('Point 40: remind the board');
  await expect(v.next.locator('[data-slide-type="statement"]')).toContainText('Speed wins');
  // Long notes scroll inside their panel.
  const scrolls = await v.notes.evaluate((el) => el.scrollHeight > el.clientHeight + 10);
  expect(scrolls).toBe(true);

  // ...and keys in the presenter view move the full-screen window.
  await notesWindow.keyboard.press('PageDown');
  await expect(v.counter).toHaveText('Slide 3 of 4');
  await expect(counter).toHaveText('3 / 4');
  await expect(v.notes).toHaveText('No speaker notes for this slide.');
  await notesWindow.keyboard.press('End');
  await expect(counter).toHaveText('4 / 4');
  await expect(v.next).toHaveText('End of presentation');
  await notesWindow.keyboard.press('Home');
  await expect(counter).toHaveText('1 / 4');
  await page.keyboard.press('End');
  await expect(v.counter).toHaveText('Slide 4 of 4');
  await page.keyboard.press('PageUp');
  await expect(v.counter).toHaveText('Slide 3 of 4');
  await page.keyboard.press('ArrowLeft');
  await expect(v.counter).toHaveText('Slide 2 of 4');
  await notesWindow.keyboard.press('Space');
  await expect(counter).toHaveText('3 / 4');
  await notesWindow.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('2 / 4');
  await notesWindow.getByRole('button', { name: 'Next' }).click();
  await expect(counter).toHaveText('3 / 4');
  await expect(page.locator('[data-slide-type="statement"]')).toContainText('Speed wins');

  // The notes' text size is the speaker's to choose.
  await notesWindow.keyboard.press('ArrowLeft');
  await expect(v.notes).toContainText('Point 40');
  const size = () => v.notes.locator('p').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  const start = await size();
  await notesWindow.getByRole('button', { name: 'Larger notes text' }).click();
  await expect.poll(size).toBeGreaterThan(start);
  await notesWindow.getByRole('button', { name: 'Smaller notes text' }).click();
  await expect.poll(size).toBe(start);
  await notesWindow.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 4');

  // The timer pauses, resets to zero and stays there while paused, and runs again on resume.
  await notesWindow.getByRole('button', { name: 'Pause timer' }).click();
  await notesWindow.getByRole('button', { name: 'Reset timer' }).click();
  await expect(v.elapsed).toHaveText('0:00');
  await expect(notesWindow.getByRole('button', { name: 'Resume timer' })).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(v.elapsed).toHaveText('0:00');
  await notesWindow.getByRole('button', { name: 'Resume timer' }).click();
  await page.clock.runFor(3_000);
  await expect(v.elapsed).not.toHaveText('0:00');

  // A presenter view opened later joins at the slide being shown.
  await notesWindow.close();
  const again = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Presenter view' }).click({ force: true });
  const second = await again;
  await expect(view(second).counter).toHaveText('Slide 3 of 4');

  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
  ] as const) {
    await second.setViewportSize({ width, height });
    await second.keyboard.press('ArrowLeft');
    await expect(view(second).counter).toHaveText('Slide 2 of 4');
    await second.screenshot({ path: `${SHOTS}/presenter-view-${width}.png`, animations: 'disabled' });
    await second.keyboard.press('ArrowRight');
  }
});

test('a browser that refuses full screen still presents, without an error', async ({ page, api }) => {
  const client = await api.client(unique('Refused client'));
  const deck = await api.presentation(client.id, 'No full screen');
  for (const title of ['One', 'Two'])
    await api.slide(deck.id, { type: 'statement', title, content: { text: title } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));
  });
  const editor = new EditorPage(page, api, deck.id);
  await editor.open();
  await page.getByRole('link', { name: 'Present', exact: true }).click();
  const counter = page.getByTestId('counter');
  await expect(counter).toHaveText('1 / 2');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 2');
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  // The full-screen button asks again, and the refusal leaves it off.
  await page.mouse.move(600, 400);
  const toggle = page.getByRole('button', { name: 'Full screen' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-slide-type="statement"]')).toContainText('Two');
  expect(errors).toEqual([]);
});
