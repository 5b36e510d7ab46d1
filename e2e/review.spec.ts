import type { Browser, Page } from '@playwright/test';
import { axeSerious } from './axe';
import { type Api, expect, pauseClock, SHOTS, test, unique, unlock } from './fixtures';

// Issue 29: client review on a shared link. A viewer comments and approves; the editor sees it
// arrive without a reload, answers, resolves. Waits are on what the pages show, never on time
// (how soon a comment arrives is bench/review.ts's figure).

async function reviewDeck(api: Api, flags: Record<string, boolean>) {
  const client = await api.client(unique('Review client'));
  const deck = await api.presentation(client.id, 'Quarterly review');
  const ids: string[] = [];
  for (const title of ['Welcome', 'Revenue up 32%', 'Next steps'])
    ids.push((await api.slide(deck.id, { type: 'content', title, content: { items: [title] } })).id);
  const res = await api.request.post(`/api/presentations/${deck.id}/share`, {
    data: { password: null, ...flags },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { deck, ids, token };
}

async function openEditor(page: Page, deckId: string) {
  await page.goto(`/app/editor/${deckId}`);
  await unlock(page);
  await expect(page.getByRole('button', { name: /^Select slide 1:/ })).toBeVisible();
}

/** A visitor's browser: a context of its own, without the dashboard session. */
async function openViewer(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL });
  const viewer = await context.newPage();
  await viewer.goto(`/view/${token}`);
  await expect(viewer.getByRole('complementary', { name: 'Review' })).toBeVisible();
  return viewer;
}

test('a viewer comments at a point on slide 2; the editor sees it live, replies, and resolves it', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const { deck, token } = await reviewDeck(api, { allowComments: true });
  await openEditor(page, deck.id);
  const viewer = await openViewer(browser, baseURL!, token);
  const panel = viewer.getByRole('complementary', { name: 'Review' });
  await expect(panel).toContainText('not proof');

  // Name once, then slide 2, a point on it, and the comment.
  await panel.getByLabel('Your name').fill('Dana Client');
  await panel.getByLabel('Email (optional)').fill('dana@client.example');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel).toContainText('Commenting as Dana Client');
  await viewer.getByRole('button', { name: 'Next slide' }).click();
  await expect(viewer.getByTestId('counter')).toHaveText('2 / 3');
  await panel.getByRole('button', { name: 'Pin to a point' }).click();
  await viewer.getByRole('button', { name: 'Place the comment here' }).click({ position: { x: 60, y: 40 } });
  await expect(panel).toContainText('Pinned to the marked point');
  await panel.getByLabel('Add a comment').fill('Where does <b>32%</b> come from?');
  await panel.getByRole('button', { name: 'Comment', exact: true }).click();
  const openList = panel.getByRole('region', { name: 'Open comments' });
  await expect(openList).toContainText('Where does <b>32%</b> come from?');
  await expect(viewer.getByRole('button', { name: 'Comment 1 by Dana Client' })).toBeVisible();
  await viewer.screenshot({ path: `${SHOTS}/review-viewer-comment.png` });

  // The editor, never reloaded: a badge on slide 2, and the comment in its panel, marked new.
  const badge = page.getByRole('img', { name: '1 open comment' });
  await expect(badge).toBeVisible();
  await page.getByRole('button', { name: 'Slide grid' }).click();
  const grid = page.getByRole('dialog', { name: 'Slide overview' });
  await expect(
    grid
      .getByRole('listitem')
      .filter({ hasText: 'Revenue up 32%' })
      .getByRole('img', { name: '1 open comment' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(grid).toBeHidden();
  await page.getByRole('button', { name: /^Select slide 2:/ }).click();
  const comments = page.getByRole('region', { name: 'Comments' });
  const thread = comments.getByRole('article', { name: 'Comment by Dana Client' });
  await expect(thread).toContainText('Where does <b>32%</b> come from?');
  await expect(thread).toContainText('New');
  await comments.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/review-editor-comments.png` });

  // The editor replies; the viewer sees the reply.
  await thread.getByRole('button', { name: 'Reply to Dana Client' }).click();
  await thread.getByLabel('Reply to Dana Client').fill('From the Q3 report, page 4.');
  await thread.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(thread).toContainText('From the Q3 report, page 4.');
  await expect(openList).toContainText('From the Q3 report, page 4.');

  // Resolved in the editor: gone from the viewer's open list, kept under "resolved".
  await thread.getByRole('button', { name: 'Resolve' }).first().click();
  await expect(comments.getByTestId('comments-open-count')).toHaveText('0 open');
  await expect(badge).toBeHidden();
  await expect(openList).toContainText('No open comments on this slide.');
  await expect(openList).not.toContainText('32%');
  await expect(panel.getByRole('button', { name: 'Show resolved (1)' })).toBeVisible();
  await viewer.context().close();
});

test('a viewer approves this version; the editor shows it, then that it is for an earlier version', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const { deck, ids, token } = await reviewDeck(api, { askApproval: true });
  await openEditor(page, deck.id);
  const viewer = await openViewer(browser, baseURL!, token);
  const panel = viewer.getByRole('complementary', { name: 'Review' });
  await panel.getByRole('button', { name: 'Approve this version' }).click();
  const form = panel.getByRole('form', { name: 'Approve this version' });
  await form.getByLabel('Your name').fill('Dana Client');
  await form.getByLabel('Note (optional)').fill('Good to go.');
  await viewer.screenshot({ path: `${SHOTS}/review-viewer-approve.png` });
  await form.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('This version is approved.');

  const notice = page.getByTestId('approval-notice');
  await expect(notice).toContainText(/Approved by Dana Client on \w{3} \d{1,2}, \d{4} \(v1\)/);
  await expect(notice).toContainText('Good to go.');
  await expect(notice).not.toContainText('earlier version');
  await page.screenshot({ path: `${SHOTS}/review-editor-approved.png` });

  const res = await api.request.post(`/api/presentations/${deck.id}/operations`, {
    data: { operations: [{ op: 'update_slide', slideId: ids[0], title: 'Welcome back' }] },
  });
  expect(res.status()).toBe(200);
  await expect(notice).toContainText('This approval is for an earlier version');
  // The viewer, following the change live, is asked again for the version it now shows.
  await expect(panel.getByRole('button', { name: 'Approve this version' })).toBeVisible();
  await expect(panel.getByRole('status')).toBeHidden();
  await viewer.context().close();
});

test('axe finds no serious violation on the review viewer and the Comments panel', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const { deck, ids, token } = await reviewDeck(api, { allowComments: true, askApproval: true });
  const viewer = await openViewer(browser, baseURL!, token);
  expect(await axeSerious(viewer, 'body')).toEqual([]);
  const panel = viewer.getByRole('complementary', { name: 'Review' });
  await panel.getByLabel('Your name').fill('Ada');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByLabel('Add a comment').fill('Looks right.');
  await panel.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(panel.getByRole('region', { name: 'Open comments' })).toContainText('Looks right.');
  await panel.getByRole('button', { name: 'Approve this version' }).click();
  await expect(panel.getByRole('form', { name: 'Approve this version' }).getByLabel('Your name')).toHaveValue(
    'Ada',
  );
  expect(await axeSerious(viewer, 'body')).toEqual([]);
  // On a phone the panel sits under the slide, which keeps its share of the screen.
  await viewer.setViewportSize({ width: 390, height: 844 });
  const slideBox = await viewer.locator('[data-slide-type]').first().boundingBox();
  expect(slideBox!.height).toBeGreaterThan(150);
  await expect(panel).toBeInViewport();
  await viewer.screenshot({ path: `${SHOTS}/review-viewer-phone.png` });
  await viewer.context().close();

  const reply = await api.request.post(`/api/presentations/${deck.id}/comments`, {
    data: { slideId: ids[0], text: 'A note for the team' },
  });
  expect(reply.status()).toBe(201);
  await openEditor(page, deck.id);
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments).toContainText('Looks right.');
  await expect(comments).toContainText('A note for the team');
  expect(await axeSerious(page, 'section[aria-label="Comments"]')).toEqual([]);
});

test('a link that asks for an email: the viewer gives one; the Views panel shows it, the time and the comments per slide', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const { deck, token } = await reviewDeck(api, { askEmail: true, allowComments: true });
  const context = await browser.newContext({ baseURL });
  const viewer = await context.newPage();
  // The time per slide is counted on the page's clock, moved by hand here.
  await viewer.clock.install();
  await viewer.goto(`/view/${token}`);
  await expect(viewer.getByRole('heading', { name: 'Your email, please' })).toBeVisible();
  await expect(viewer.getByText('It is not verified.')).toBeVisible();
  // Time stands still from before the deck shows: the first slide's time is what runFor adds.
  await pauseClock(viewer);
  await viewer.getByLabel('Email').fill('cfo@client.example');
  await viewer.getByRole('button', { name: 'View Presentation' }).click();
  const panel = viewer.getByRole('complementary', { name: 'Review' });
  await panel.getByLabel('Your name').fill('Casey CFO');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByLabel('Add a comment').fill('Make the welcome shorter.');
  await panel.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(panel.getByRole('region', { name: 'Open comments' })).toContainText(
    'Make the welcome shorter.',
  );
  await viewer.clock.runFor(12_000);
  const reported = viewer.waitForResponse((r) => r.url().endsWith('/report') && r.status() === 204);
  await viewer.getByRole('button', { name: 'Next slide' }).click();
  await reported;
  await context.close();

  await openEditor(page, deck.id);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Presentation' });
  const row = dialog.getByTestId('share-link-row');
  await expect(row.getByRole('switch', { name: 'Ask for email' })).toBeChecked();
  await row.getByRole('button', { name: 'Views' }).click();
  await expect(row).toContainText('cfo@client.example');
  await expect(row).toContainText('not verified');
  const perSlide = row.getByRole('table', { name: 'Per slide' });
  await expect(perSlide.getByRole('row', { name: /1\. Welcome/ })).toContainText('12 s');
  await expect(perSlide.getByRole('row', { name: /1\. Welcome/ })).toContainText(
    'Casey CFO: Make the welcome shorter.',
  );
  await page.screenshot({ path: `${SHOTS}/review-views-panel.png` });
});
