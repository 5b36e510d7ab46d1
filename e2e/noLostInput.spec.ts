import type { Page, Route } from '@playwright/test';
import { expect, hold, SHOTS, test, toastWith, unique, unlock } from './fixtures';
import { EditorPage } from './pages/EditorPage';

// Issue 33: what a person types is never lost to a race with the deck's reads. A command given
// while the deck loads waits for it, and two quick edits in one tab never conflict with each other.

test('an AI command typed the moment the editor opens waits for the deck, then is answered', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Quick command'));
  const deck = await api.presentation(client.id, 'Pitch');
  await api.slide(deck.id, { type: 'content', title: 'Opening' });
  await api.slide(deck.id, { type: 'content', title: 'Second' });
  await page.goto('/app');
  await unlock(page);
  // The deck's read is held until released: the editor opens without it.
  const release = await hold(page, `**/api/presentations/${deck.id}`);
  await page.goto(`/app/editor/${deck.id}`);
  const bar = page.getByLabel('Message', { exact: true });
  // "This slide": the slide selected once the deck is there, the first.
  await bar.fill('make this slide navy');
  await bar.press('Enter');
  // Still loading: the command says it waits, and keeps its text.
  await expect(page.getByRole('status').filter({ hasText: 'Sends when the deck has loaded' })).toBeVisible();
  await expect(bar).toHaveValue('make this slide navy');
  await expect(page.getByText('Loading slides...').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ai-command-waiting.png` });
  release();
  await expect(toastWith(page, 'AI')).toBeVisible();
  await expect(page.locator('main [data-slide-type="content"] > div').first()).toHaveCSS(
    'background-color',
    'rgb(26, 54, 93)',
  );
  await expect(bar).toHaveValue('');
  const saved = await api.deck(deck.id);
  expect(saved.slides.map((s) => s.title)).toEqual(['Opening', 'Second']);
  expect(saved.slides[0]!.content).toMatchObject({ backgroundColor: '#1a365d' });
  expect(saved.slides[1]!.content.backgroundColor).toBeUndefined();
});

test('two quick edits of one metric in one tab, the re-read held: no conflict, both saved', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Quick edits'));
  const deck = await api.presentation(client.id, 'Metrics deck');
  await api.slide(deck.id, {
    type: 'metrics',
    title: 'Results',
    content: {
      metrics: [
        { value: '32%', label: 'Growth' },
        { value: '71', label: 'NPS' },
      ],
    },
  });
  // The event stream is cut: the tab learns the deck's revision after a save only by reading the
  // deck again (a stream can lag the same way; cut, the order of events is fixed).
  await page.route(/\/events\?/, (route) => route.abort());
  const editor = new EditorPage(page, api, deck.id);
  await editor.open();
  await editor.select(1);

  // From now on the deck's re-read after each save is held until released.
  let heldReads = 0;
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route(`**/api/presentations/${deck.id}`, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    heldReads++;
    await gate;
    await route.continue().catch(() => undefined); // the read may have been cancelled meanwhile
  });
  const saves: { status: number; body: { tab?: string; baseRevision?: number } }[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith(`/api/presentations/${deck.id}/operations`))
      saves.push({ status: res.status(), body: res.request().postDataJSON() });
  });

  // The value, then Tab on to the label: two saves of one metric, the second before any re-read.
  const stage = page.locator('[data-edit-in-place]');
  const box = page.locator('[data-in-place-editor]');
  await stage.locator('[data-field="metrics.0.value"]').click();
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('41%');
  await page.keyboard.press('Tab');
  await expect(box).toHaveText('Growth');
  await expect.poll(() => saves.length).toBe(1);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Revenue growth');
  await page.keyboard.press('Enter');
  await expect(box).toBeHidden();
  await expect.poll(() => saves.length).toBe(2);
  // Both left while the deck's re-read was held, as this tab's, and both applied.
  expect(heldReads).toBeGreaterThan(0);
  expect(saves.map((s) => s.status)).toEqual([200, 200]);
  expect(saves[1]!.body.tab).toBe(saves[0]!.body.tab);
  expect(saves[1]!.body.tab).toEqual(expect.any(String));

  const reread = page.waitForResponse(
    (r) => r.url().endsWith(`/api/presentations/${deck.id}`) && r.request().method() === 'GET',
  );
  release();
  await reread;
  expect((await api.deck(deck.id)).slides[0]!.content.metrics).toEqual([
    { value: '41%', label: 'Revenue growth' },
    { value: '71', label: 'NPS' },
  ]);
  await expect(stage.locator('[data-field="metrics.0.label"]')).toHaveText('Revenue growth');
  await expect(page.getByRole('dialog', { name: 'Someone else changed this too' })).toBeHidden();
  expect(saves).toHaveLength(2);
});

test('two people, one metric list: different metrics both kept; the same metric asked about as text', async ({
  browser,
  api,
  baseURL,
}) => {
  const client = await api.client(unique('Metric merge'));
  const deck = await api.presentation(client.id, 'Shared metrics');
  await api.slide(deck.id, {
    type: 'metrics',
    title: 'Results',
    content: {
      metrics: [
        { value: '32%', label: 'Growth' },
        { value: '71', label: 'NPS' },
      ],
    },
  });
  const open = async (cutStream: boolean) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    // B hears nothing of A: it writes from the revision it last read.
    if (cutStream) await page.route(/\/events\?/, (route) => route.abort());
    const editor = new EditorPage(page, api, deck.id);
    await editor.open();
    await editor.select(1);
    return page;
  };
  const a = await open(false);
  const b = await open(true);
  const saved = (page: Page, status = 200) =>
    page.waitForResponse((r) => r.url().endsWith('/operations') && r.status() === status);
  const typeMetric = async (page: Page, field: string, text: string) => {
    await page.locator(`[data-edit-in-place] [data-field="${field}"]`).click();
    const box = page.locator('[data-in-place-editor]');
    await expect(box).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect(box).toBeHidden();
  };
  const metrics = async () => (await api.deck(deck.id)).slides[0]!.content.metrics;

  // The same metric: B is asked, both versions shown as the slide reads them.
  const aSaved = saved(a);
  await typeMetric(a, 'metrics.0.value', '41%');
  await aSaved;
  const refused = saved(b, 409);
  await typeMetric(b, 'metrics.0.value', '50%');
  await refused;
  const dialog = b.getByRole('dialog', { name: 'Someone else changed this too' });
  await expect(dialog).toContainText('Metric 1');
  await expect(dialog.getByRole('textbox', { name: 'Your version' })).toHaveValue('Growth: 50%');
  await expect(dialog.getByRole('textbox', { name: 'Their version' })).toHaveValue('Growth: 41%');
  await b.screenshot({ path: `${SHOTS}/conflict-metric-text.png` });
  const kept = saved(b);
  await dialog.getByRole('button', { name: 'Keep my version' }).click();
  await kept;
  await b.getByRole('dialog', { name: 'Change kept' }).getByRole('button', { name: 'Done' }).click();
  await expect.poll(metrics).toEqual([
    { value: '50%', label: 'Growth' },
    { value: '71', label: 'NPS' },
  ]);

  // Different metrics from a stale revision: both kept, no question.
  const aAgain = saved(a);
  await typeMetric(a, 'metrics.1.value', '80');
  await aAgain;
  const bAgain = saved(b);
  await typeMetric(b, 'metrics.0.value', '55%');
  await bAgain;
  expect(await metrics()).toEqual([
    { value: '55%', label: 'Growth' },
    { value: '80', label: 'NPS' },
  ]);
  await expect(b.locator('[data-edit-in-place] [data-field="metrics.1.value"]')).toHaveText('80');
  await expect(b.getByRole('dialog')).toBeHidden();
  await Promise.all([a.context().close(), b.context().close()]);
});
