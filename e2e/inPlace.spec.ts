import { expect, pauseClock, SHOTS, test, unique } from './fixtures';
import { EditorPage } from './pages/EditorPage';

// Issue 20, deliverable 1: text is edited where it is drawn on the slide, and each finished edit
// is one undo step.

test('in place: a title, a bullet (Enter adds one, Backspace removes one), a metric and a comparison item; each saved and undoable', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('In place'));
  const deck = await api.presentation(client.id, 'In place deck');
  await api.slide(deck.id, { type: 'content', title: 'Our plan', content: { items: ['Alpha', 'Beta'] } });
  await api.slide(deck.id, {
    type: 'metrics',
    title: 'Results',
    content: { metrics: [{ value: '32%', label: 'Growth' }] },
  });
  await api.slide(deck.id, {
    type: 'comparison',
    title: 'Before and after',
    content: {
      comparison: {
        left: { title: 'Before', items: ['Manual'] },
        right: { title: 'After', items: ['Automatic'] },
      },
    },
  });
  const editor = new EditorPage(page, api, deck.id);
  await page.clock.install();
  await editor.open();
  const stage = page.locator('[data-edit-in-place]');
  const slides = async () => (await api.deck(deck.id)).slides;
  const box = page.locator('[data-in-place-editor]');
  // Every save this page sends and what the server answered, named in a failure below: the bullet
  // step lost a typed bullet on CI about one run in four, and never at a desk.
  const saves: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith(`/api/presentations/${deck.id}/operations`)) return;
    const sent = res.request().postDataJSON() as { operations: unknown; baseRevision?: number };
    const reply = (await res.json().catch(() => null)) as { revision?: number } | null;
    saves.push(
      `${res.status()} base ${sent.baseRevision} → ${reply?.revision}: ${JSON.stringify(sent.operations)}`,
    );
  });
  const withSaves = async (check: () => Promise<unknown>) => {
    try {
      await check();
    } catch (err) {
      throw new Error(`${(err as Error).message}\nSaves sent:\n${saves.join('\n')}`);
    }
  };

  // The title: click, type, Enter.
  await editor.select(1);
  await stage.locator('[data-field="title"]').click();
  await expect(box).toBeFocused();
  await expect(box).toHaveText('Our plan');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Our plan for 2027 & beyond');
  await page.screenshot({ path: `${SHOTS}/in-place-title.png` });
  await page.keyboard.press('Enter');
  await expect(box).toBeHidden();
  await expect.poll(async () => (await slides())[0]!.title).toBe('Our plan for 2027 & beyond');
  await expect(stage.locator('[data-field="title"]')).toHaveText('Our plan for 2027 & beyond');

  // A bullet: rewrite it, Enter starts the next one, which is saved once typed in. The page's
  // timers stand still: keys typed before a timer runs (a busy browser runs waiting input first)
  // must meet the slide with the first bullet's edit, not the slide before it.
  await pauseClock(page);
  await stage.locator('[data-field="items.1"]').click();
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Beta launch');
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await expect(box).toHaveText('');
  await page.keyboard.type('Gamma rollout');
  await page.keyboard.press('Enter');
  await page.clock.resume();
  // An empty new bullet left with Escape adds nothing.
  await expect(box).toHaveText('');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await withSaves(async () => {
    await expect
      .poll(async () => (await slides())[0]!.content.items)
      .toEqual(['Alpha', 'Beta launch', 'Gamma rollout']);
  });

  // Backspace in an emptied bullet removes it.
  await stage.locator('[data-field="items.0"]').click();
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(box).toBeHidden();
  await expect.poll(async () => (await slides())[0]!.content.items).toEqual(['Beta launch', 'Gamma rollout']);

  // Each edit is one undo step: the removal, the two bullets, the title, in turn.
  await editor.undoButton.click();
  await expect
    .poll(async () => (await slides())[0]!.content.items)
    .toEqual(['Alpha', 'Beta launch', 'Gamma rollout']);
  await editor.undoButton.click();
  await expect.poll(async () => (await slides())[0]!.content.items).toEqual(['Alpha', 'Beta launch']);
  await editor.undoButton.click();
  await expect.poll(async () => (await slides())[0]!.content.items).toEqual(['Alpha', 'Beta']);
  await editor.undoButton.click();
  await expect.poll(async () => (await slides())[0]!.title).toBe('Our plan');

  // A metric's value, and Tab on to its label.
  await editor.select(2);
  await stage.locator('[data-field="metrics.0.value"]').click();
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('41%');
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await expect(box).toHaveText('Growth');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Revenue growth');
  // A click elsewhere ends the edit and keeps what was typed.
  await page.getByRole('heading', { name: 'Slide details' }).click();
  await expect(box).toBeHidden();
  await expect
    .poll(async () => (await slides())[1]!.content.metrics)
    .toEqual([{ value: '41%', label: 'Revenue growth' }]);

  // Add a metric from the editing toolbar: it is edited at once, its placeholder selected.
  await stage.locator('[data-field="metrics.0.label"]').click();
  await expect(box).toBeFocused();
  await page.getByRole('button', { name: 'Add metric' }).click();
  await expect(box).toBeFocused();
  await page.keyboard.type('71');
  await page.keyboard.press('Tab');
  // The box moves to the new metric's label: select its text only once it shows it.
  await expect(box).toBeFocused();
  await expect(box).toHaveText('New metric');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('NPS');
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await slides())[1]!.content.metrics)
    .toEqual([
      { value: '41%', label: 'Revenue growth' },
      { value: '71', label: 'NPS' },
    ]);
  await stage.locator('[data-field="metrics.0.value"]').click();
  await expect(box).toBeFocused();
  await page.getByRole('button', { name: 'Remove metric' }).click();
  await expect
    .poll(async () => (await slides())[1]!.content.metrics)
    .toEqual([{ value: '71', label: 'NPS' }]);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(async () => ((await slides())[1]!.content.metrics as unknown[]).length).toBe(2);

  // The colour picker: a swatch saves at once; Default clears it.
  await page.getByRole('button', { name: 'Forest #22543d' }).first().click();
  await expect.poll(async () => (await slides())[1]!.content.backgroundColor).toBe('#22543d');
  await expect(page.getByLabel('Background colour')).toHaveValue('#22543d');
  await page.getByLabel('Background colour').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/in-place-swatches.png` });
  await page.getByRole('button', { name: 'Default' }).first().click();
  await expect.poll(async () => (await slides())[1]!.content.backgroundColor).toBeUndefined();

  // A comparison item.
  await editor.select(3);
  await stage.locator('[data-field="comparison.right.items.0"]').click();
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Automatic, every night');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => ((await slides())[2]!.content.comparison as { right: { items: string[] } }).right.items)
    .toEqual(['Automatic, every night']);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect
    .poll(async () => ((await slides())[2]!.content.comparison as { right: { items: string[] } }).right.items)
    .toEqual(['Automatic']);
});
