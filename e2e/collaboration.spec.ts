import type { Browser, Locator, Page } from '@playwright/test';
import { type Api, expect, SHOTS, test, unique, unlock } from './fixtures';

// Issue 22, the editor: two people on one deck see each other's edits and where each is, and a
// true conflict (both changed the same field from the same start) asks, showing both texts, and
// loses neither.

async function openEditor(
  browser: Browser,
  baseURL: string | undefined,
  deckId: string,
  setup?: (page: Page) => Promise<unknown>,
) {
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await setup?.(page);
  await page.goto(`/app/editor/${deckId}`);
  await unlock(page);
  await expect(page.getByRole('button', { name: /^Select slide 2:/ })).toBeVisible();
  return page;
}

async function setName(page: Page, name: string) {
  await page.getByRole('button', { name: /^Guest \d+ \(you\)\W*change your name$/ }).click();
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${name} \\(you\\)\\W*change your name$`) }),
  ).toBeVisible();
}

const titles = (page: Page) => page.getByRole('list', { name: 'Slides' }).getByTitle('Rename slide');
const bullets = (page: Page) => page.getByLabel('Bullets (one per line)');
const stage = (page: Page) => page.locator('[data-stage-slide-id]');
const saved = (page: Page, status = 200) =>
  page.waitForResponse((r) => r.url().endsWith('/operations') && r.status() === status);

/** The conflict dialog (or the one after it) shows both texts, neither lost. */
async function expectBoth(dialog: Locator, mine: string, theirs: string) {
  await expect(dialog.getByRole('textbox', { name: 'Your version' })).toHaveValue(mine);
  await expect(dialog.getByRole('textbox', { name: 'Their version' })).toHaveValue(theirs);
}

/** Undo in `page` saves, and slide 1's bullets on the server are then `items`. */
async function undoTo(page: Page, api: Api, deckId: string, items: string[]) {
  const undone = saved(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await undone;
  expect((await api.deck(deckId)).slides[0]!.content.items).toEqual(items);
}

async function seed(api: Api) {
  const client = await api.client(unique('Collab client'));
  const deck = await api.presentation(client.id, 'Team pitch');
  await api.slide(deck.id, { title: 'Opening', content: { items: ['Start'] } });
  await api.slide(deck.id, { title: 'Plan', content: { items: ['Step one'] } });
  return deck;
}

test('live edits applied without re-reading the deck; presence with names and slides', async ({
  browser,
  api,
  baseURL,
}) => {
  const deck = await seed(api);
  const a = await openEditor(browser, baseURL, deck.id);
  const b = await openEditor(browser, baseURL, deck.id);

  // Names: a guest until one is given; each sees the other's.
  await setName(a, 'Ada Lovelace');
  await setName(b, 'Bea Baker');
  const others = (page: Page) => page.getByRole('list', { name: 'Also editing' }).getByRole('listitem');
  await expect(others(a)).toHaveCount(1);
  await expect(others(a).first()).toHaveAccessibleName('Bea Baker, on slide 1');
  await expect(others(b).first()).toHaveAccessibleName('Ada Lovelace, on slide 1');
  await expect(others(a).first()).toHaveText('BB');

  // B goes to slide 2: A's header and A's thumbnail of slide 2 say so.
  await b.getByRole('button', { name: /^Select slide 2:/ }).click();
  await expect(others(a).first()).toHaveAccessibleName('Bea Baker, on slide 2');
  const slide2 = a.locator('[data-slide-id]').nth(1);
  await expect(slide2.getByRole('img', { name: 'Bea Baker is on this slide' })).toBeVisible();
  await expect(
    b.locator('[data-slide-id]').nth(0).getByRole('img', { name: 'Ada Lovelace is on this slide' }),
  ).toBeVisible();
  // Nobody else is on slide 1 now, as A sees it.
  await expect(a.locator('[data-slide-id]').nth(0).getByRole('img')).toHaveCount(0);
  await a.screenshot({
    path: `${SHOTS}/collaboration-presence.png`,
    clip: { x: 0, y: 0, width: 1440, height: 720 },
  });

  // A renames slide 1: B shows it from the stream's batch (no re-read of the deck).
  let reads = 0;
  b.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `/api/presentations/${deck.id}`) reads++;
  });
  await titles(a).nth(0).click();
  await a.getByLabel('Slide title').fill('Opening by Ada');
  const done = saved(a);
  await a.getByLabel('Slide title').press('Enter');
  await done;
  await expect(titles(b).nth(0)).toHaveText('Opening by Ada');
  expect(reads).toBe(0);

  // A tab that leaves is no longer shown.
  await b.context().close();
  await expect(others(a)).toHaveCount(0);
  await a.context().close();
});

test('typing keeps its text while a change arrives; a true conflict shows both and loses neither', async ({
  browser,
  api,
  baseURL,
}) => {
  const deck = await seed(api);
  const a = await openEditor(browser, baseURL, deck.id);
  const b = await openEditor(browser, baseURL, deck.id);

  // B is typing in the bullets of slide 1 when A saves other bullets there.
  await bullets(b).click();
  await bullets(b).fill('Start\nFrom Bea');
  await bullets(a).fill('Start\nFrom Ada');
  const aSaved = saved(a);
  await a.getByLabel('Speaker notes').click();
  await aSaved;
  // A's change reaches B's slide, while B's field keeps what B typed.
  await expect(stage(b)).toContainText('From Ada');
  await expect(bullets(b)).toHaveValue('Start\nFrom Bea');

  // B finishes: asked which to keep, with both texts.
  await b.getByLabel('Speaker notes').click();
  const dialog = b.getByRole('dialog', { name: 'Someone else changed this too' });
  await expect(dialog).toBeVisible();
  await expectBoth(dialog, 'Start\nFrom Bea', 'Start\nFrom Ada');
  await b.screenshot({ path: `${SHOTS}/collaboration-conflict.png` });

  // B keeps B's own; A's text stays on screen to copy.
  const bSaved = saved(b);
  await dialog.getByRole('button', { name: 'Keep my version' }).click();
  await bSaved;
  const after = b.getByRole('dialog', { name: 'Change kept' });
  await expect(after.getByRole('textbox', { name: 'Their version' })).toHaveValue('Start\nFrom Ada');
  await after.getByRole('button', { name: 'Copy their version' }).click();
  expect(await b.evaluate(() => navigator.clipboard.readText())).toBe('Start\nFrom Ada');
  await after.getByRole('button', { name: 'Done' }).click();
  await expect(bullets(a)).toHaveValue('Start\nFrom Bea');
  expect((await api.deck(deck.id)).slides[0]!.content.items).toEqual(['Start', 'From Bea']);

  // Undo in B brings A's text back: nothing was lost.
  await undoTo(b, api, deck.id, ['Start', 'From Ada']);
  await Promise.all([a.context().close(), b.context().close()]);
});

test('a write from a stale revision is refused with a 409, rebased, and the person asked', async ({
  browser,
  api,
  baseURL,
}) => {
  const deck = await seed(api);
  const a = await openEditor(browser, baseURL, deck.id);
  // B hears nothing of A (its event stream is cut), so B writes from the revision it opened at.
  const b = await openEditor(browser, baseURL, deck.id, (page) =>
    page.route(/\/events\?/, (route) => route.abort()),
  );

  await bullets(a).fill('Start\nFrom Ada');
  const aSaved = saved(a);
  await a.getByLabel('Speaker notes').click();
  await aSaved;
  await expect(bullets(b)).toHaveValue('Start');

  const refused = saved(b, 409);
  await bullets(b).fill('Start\nFrom Bea');
  await b.getByLabel('Speaker notes').click();
  const reply = await refused;
  expect(reply.request().postDataJSON().baseRevision).toEqual(expect.any(Number));
  const dialog = b.getByRole('dialog', { name: 'Someone else changed this too' });
  await expectBoth(dialog, 'Start\nFrom Bea', 'Start\nFrom Ada');

  // Keeping theirs changes nothing on the server, and B's text is still there to copy.
  await dialog.getByRole('button', { name: 'Keep their version' }).click();
  const after = b.getByRole('dialog', { name: 'Change kept' });
  await expect(after.getByRole('textbox', { name: 'Your version' })).toHaveValue('Start\nFrom Bea');
  await after.getByRole('button', { name: 'Done' }).click();
  await expect(bullets(b)).toHaveValue('Start\nFrom Ada');
  expect((await api.deck(deck.id)).slides[0]!.content.items).toEqual(['Start', 'From Ada']);

  // And Undo brings B's version back.
  await undoTo(b, api, deck.id, ['Start', 'From Bea']);
  await Promise.all([a.context().close(), b.context().close()]);
});

test('a change that lands while the editor is still reading the deck is shown once the read arrives', async ({
  page,
  api,
}) => {
  const deck = await seed(api);
  await page.goto('/app');
  await unlock(page);
  // The editor's first read is answered at once by the server, but reaches the page only after a
  // change has come through the event stream: the page then holds an older deck than its stream.
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route(`**/api/presentations/${deck.id}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    await gate;
    await route.fulfill({ response });
  });
  // Counts the deck-change events the page's stream receives, so the test can wait for the batch to
  // arrive instead of for a while.
  await page.addInitScript(() => {
    const counted = window as unknown as { streamOperations: number };
    counted.streamOperations = 0;
    const Original = window.EventSource;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('operations', () => {
          counted.streamOperations++;
        });
      }
    };
  });
  const streaming = page.waitForResponse((r) => r.url().includes(`/api/presentations/${deck.id}/events`));
  await page.goto(`/app/editor/${deck.id}`);
  await streaming;
  const [first] = (await api.deck(deck.id)).slides;
  const res = await api.request.post(`/api/presentations/${deck.id}/operations`, {
    data: { operations: [{ op: 'update_slide', slideId: first!.id, title: 'Opening, as changed' }] },
  });
  expect(res.status()).toBe(200);
  // The batch reaches the page while its read is held (it is skipped there, as the page has no
  // deck yet); only then is the read let through.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { streamOperations: number }).streamOperations))
    .toBe(1);
  release();
  await expect(titles(page).nth(0)).toHaveText('Opening, as changed');
});
