import type { Locator } from '@playwright/test';
import { type Api, expect, hold, pauseClock, SHOTS, test, toastWith, unique, unlock } from './fixtures';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How opaque an element really is: toBeVisible() ignores opacity, a person does not. */
const shownOpacity = (locator: Locator) =>
  locator.evaluate((el) => {
    let opacity = 1;
    for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    return opacity;
  });

async function deckWithSlides(api: Api, label: string, titles: string[]) {
  const client = await api.client(unique(label));
  const deck = await api.presentation(client.id, `${label} deck`);
  for (const title of titles) await api.slide(deck.id, { type: 'title', title });
  return { client, deck };
}

test.describe('share dialog on the client presentations screen', () => {
  test('protection off by default; a password is required when on; generate; create, copy, check mark for 2 s; the card says Protected', async ({
    page,
    context,
    api,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { client, deck } = await deckWithSlides(api, 'Share card', ['Hello']);
    // Time flows normally until it is paused to step through the check mark's 2 s.
    await page.clock.install();
    await page.goto(`/app/clients/${client.id}/presentations`);
    await unlock(page);
    const card = page.getByRole('listitem').filter({ hasText: deck.title });
    await expect(card).toContainText('1 slide');
    await expect(card.getByText('Protected')).toBeHidden();

    await card.getByRole('button', { name: `Actions for ${deck.title}` }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Presentation' });
    const protection = dialog.getByRole('switch', { name: 'Password protection' });
    await expect(protection).toHaveAttribute('aria-checked', 'false');
    await expect(dialog.getByText('Require password to view')).toBeVisible();
    await expect(dialog.getByPlaceholder('Enter password')).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/share-dialog-off.png` });

    await protection.click();
    await expect(protection).toHaveAttribute('aria-checked', 'true');
    const password = dialog.getByPlaceholder('Enter password');
    await expect(password).toBeVisible();
    await expect(password).toHaveValue('');
    // SPEC §5: with protection on and no password the button is disabled, and trying anyway
    // (Enter in the field) gives the destructive toast.
    const create = dialog.getByRole('button', { name: 'Create Share Link' });
    await expect(create).toBeDisabled();
    await password.press('Enter');
    const required = toastWith(page, 'Password required');
    await expect(required).toBeVisible();
    await expect(required).toContainText('Please enter a password or disable password protection');
    await expect(required).toHaveAttribute('data-variant', 'destructive');
    await page.screenshot({ path: `${SHOTS}/share-dialog-password-required.png` });

    const generate = dialog.getByRole('button', { name: 'Generate password' });
    await generate.click();
    await expect(password).toHaveValue(/^[A-Za-z0-9]{10}$/);
    const first = await password.inputValue();
    await generate.click();
    await expect(password).toHaveValue(/^[A-Za-z0-9]{10}$/);
    await expect(password).not.toHaveValue(first);
    await expect(create).toBeEnabled();

    const release = await hold(page, `**/api/presentations/${deck.id}/share`);
    await create.click();
    const creating = dialog.getByRole('button', { name: 'Creating...' });
    await expect(creating).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/share-dialog-creating.png` });
    release();

    const link = dialog.getByRole('textbox', { name: 'Share link' });
    await expect(link).toHaveValue(new RegExp(`^${escapeRegExp(baseURL!)}/view/[A-Za-z0-9_-]{43}$`));
    await expect(link).toHaveAttribute('readonly', '');
    await expect(toastWith(page, 'Presentation shared!')).toContainText('Your secure link is ready to share');
    const url = await link.inputValue();

    await pauseClock(page);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    const copied = dialog.getByRole('button', { name: 'Copied' });
    await expect(copied.locator('svg.lucide-check')).toBeVisible();
    await expect(toastWith(page, 'Link copied!')).toContainText('Share link has been copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.screenshot({ path: `${SHOTS}/share-dialog-copied.png` });
    // SPEC §9: the check mark stays 2000 ms, then the copy icon comes back.
    await page.clock.runFor(1_990);
    await expect(copied.locator('svg.lucide-check')).toBeVisible();
    await page.clock.runFor(20);
    const copyAgain = dialog.getByRole('button', { name: 'Copy link' });
    await expect(copyAgain.locator('svg.lucide-copy')).toBeVisible();
    await page.clock.resume();

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Protected')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/presentations-protected-card.png` });

    // Reopened, the dialog starts over: protection off, no link.
    await card.getByRole('button', { name: `Actions for ${deck.title}` }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    await expect(protection).toHaveAttribute('aria-checked', 'false');
    await expect(dialog.getByRole('textbox', { name: 'Share link' })).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Create Share Link' })).toBeEnabled();
  });
});

test.describe('share dialog in the editor', () => {
  test('a password is required; the link and password are shown and copied; closing resets everything', async ({
    page,
    context,
    api,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { deck } = await deckWithSlides(api, 'Editor share', ['Hello']);
    // Time flows normally; it is paused only to prove that closing, not the 2 s timer, resets the check mark.
    await page.clock.install();
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Presentation' });
    const password = dialog.getByPlaceholder('Enter password');
    await expect(password).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Share Link' }).click();
    const required = toastWith(page, 'Password required');
    await expect(required).toBeVisible();
    await expect(required).toContainText('Please enter a password to protect your presentation');
    await expect(required).toHaveAttribute('data-variant', 'destructive');
    await expect(dialog.getByTestId('share-link')).toBeHidden();

    await password.fill('client-2027');
    const release = await hold(page, `**/api/presentations/${deck.id}/share`);
    await dialog.getByRole('button', { name: 'Create Share Link' }).click();
    await expect(dialog.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();
    const link = dialog.getByTestId('share-link');
    await expect(link).toHaveText(new RegExp(`^${escapeRegExp(baseURL!)}/view/[A-Za-z0-9_-]{43}$`));
    await expect(dialog.getByTestId('share-password')).toHaveText('client-2027');
    await expect(toastWith(page, 'Share link created successfully')).toBeVisible();
    const url = await link.textContent();

    // Time stands still from before the copy, so its 2 s check mark cannot run out below.
    await pauseClock(page);
    await dialog.getByRole('button', { name: 'Copy link and password' }).click();
    const copied = dialog.getByRole('button', { name: 'Copied' });
    await expect(copied.locator('svg.lucide-check')).toBeVisible();
    await expect(toastWith(page, 'Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${url}\nPassword: client-2027`);
    await page.screenshot({ path: `${SHOTS}/editor-share-copied.png` });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(password).toHaveValue('');
    await expect(dialog.getByTestId('share-link')).toBeHidden();
    await expect(dialog.getByTestId('share-password')).toBeHidden();
    await password.fill('second-pass');
    await dialog.getByRole('button', { name: 'Create Share Link' }).click();
    await expect(dialog.getByTestId('share-password')).toHaveText('second-pass');
    await expect(dialog.getByTestId('share-link')).not.toHaveText(url!);
    // Still within the first copy's 2 s (time is paused), yet the check mark is gone.
    await expect(dialog.getByRole('button', { name: 'Copy link and password' })).toBeVisible();
    await expect(dialog.locator('svg.lucide-check')).toHaveCount(0);
    await page.clock.resume();
  });
});

test.describe('the shared viewer, as a visitor with no dashboard session', () => {
  test('an open link: buttons, counter, keys and the first and last bounds', async ({ api, browser }) => {
    const { deck } = await deckWithSlides(api, 'Viewer keys', ['Alpha', 'Beta', 'Gamma', 'Delta']);
    const res = await api.request.post(`/api/presentations/${deck.id}/share`, { data: { password: null } });
    const { shareUrl } = (await res.json()) as { shareUrl: string };

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(shareUrl);
    const counter = page.getByTestId('counter');
    const slide = page.locator('[data-slide-type="title"]');
    await expect(counter).toHaveText('1 / 4');
    await expect(page.getByText('Password Protected')).toBeHidden();
    await expect(slide).toContainText('Alpha');
    await expect(page.getByText(`${deck.title}`)).toBeAttached();

    const previous = page.getByRole('button', { name: 'Previous slide' });
    const next = page.getByRole('button', { name: 'Next slide' });
    await expect(previous).toHaveText('Previous');
    await expect(next).toHaveText('Next');
    await expect(previous).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('1 / 4');

    await page.mouse.move(700, 450);
    await next.click();
    await expect(counter).toHaveText('2 / 4');
    await expect(slide).toContainText('Beta');
    await expect(previous).toBeEnabled();
    // Space right after a click on Next (the button still has focus) moves one slide, not two.
    await page.keyboard.press('Space');
    await expect(counter).toHaveText('3 / 4');
    await expect(slide).toContainText('Gamma');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('4 / 4');
    await expect(next).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(counter).toHaveText('4 / 4');
    await expect(slide).toContainText('Delta');
    await page.screenshot({ path: `${SHOTS}/viewer-last.png` });

    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('3 / 4');
    await previous.click();
    await expect(counter).toHaveText('2 / 4');
    await previous.click();
    await expect(counter).toHaveText('1 / 4');
    await expect(previous).toBeDisabled();
    await expect(slide).toContainText('Alpha');
    await visitor.close();
  });

  test('on a phone the slide fits the screen width and the controls show without hover', async ({
    api,
    browser,
  }) => {
    const { deck } = await deckWithSlides(api, 'Viewer phone', ['On a phone', 'Second']);
    const res = await api.request.post(`/api/presentations/${deck.id}/share`, { data: { password: null } });
    const { shareUrl } = (await res.json()) as { shareUrl: string };

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await phone.newPage();
    await page.goto(shareUrl);
    await expect(page.getByTestId('counter')).toHaveText('1 / 2');
    const slide = page.locator('[data-slide-type="title"]');
    await expect(slide).toContainText('On a phone');
    const box = (await slide.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(-1);
    expect(box.x + box.width).toBeLessThanOrEqual(391);
    expect(box.width).toBeGreaterThan(385);
    expect(box.height / box.width).toBeCloseTo(1080 / 1920, 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // No hover on a phone: the buttons and the counter are on screen without it.
    const next = page.getByRole('button', { name: 'Next slide' });
    await expect.poll(() => shownOpacity(next)).toBe(1);
    await expect.poll(() => shownOpacity(page.getByTestId('counter'))).toBe(1);
    await next.tap();
    await expect(page.getByTestId('counter')).toHaveText('2 / 2');
    await expect(slide).toContainText('Second');
    await page.screenshot({ path: `${SHOTS}/viewer-phone.png` });
    await phone.close();
  });

  test('a protected link: the button waits for a password, says Verifying..., and the error sits under the field', async ({
    api,
    browser,
  }) => {
    const { deck } = await deckWithSlides(api, 'Viewer locked', ['Secret']);
    const res = await api.request.post(`/api/presentations/${deck.id}/share`, {
      data: { password: 'open-sesame' },
    });
    const { shareUrl } = (await res.json()) as { shareUrl: string };

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(shareUrl);
    await expect(page.getByRole('heading', { name: 'Password Protected' })).toBeVisible();
    await expect(page.getByTestId('counter')).toBeHidden();
    await expect(page.locator('[data-slide-type]')).toHaveCount(0);
    const field = page.getByPlaceholder('Enter password');
    const button = page.getByRole('button', { name: 'View Presentation' });
    await expect(field).toBeFocused();
    await field.fill('x');
    await expect(button).toBeEnabled();
    await field.fill('');
    await expect(button).toBeDisabled();
    // Enter on an empty field sends nothing either.
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/view/') && sent.push(r.url()));
    await field.press('Enter');
    await expect(button).toBeDisabled();
    expect(sent).toEqual([]);

    await field.fill('not-it');
    const release = await hold(page, '**/api/view/**');
    await field.press('Enter');
    const verifying = page.getByRole('button', { name: 'Verifying...' });
    await expect(verifying).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/viewer-verifying.png` });
    release();
    const error = page.getByText('Invalid password');
    await expect(error).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Invalid password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const fieldBox = (await field.boundingBox())!;
    const errorBox = (await error.boundingBox())!;
    const buttonBox = (await button.boundingBox())!;
    expect(errorBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
    expect(errorBox.y + errorBox.height).toBeLessThanOrEqual(buttonBox.y);
    await page.screenshot({ path: `${SHOTS}/viewer-wrong-password.png` });

    await page.unroute('**/api/view/**');
    await field.fill('open-sesame');
    await button.click();
    await expect(page.getByTestId('counter')).toHaveText('1 / 1');
    await expect(page.locator('[data-slide-type="title"]')).toContainText('Secret');
    await visitor.close();
  });
});
