import { expect, SHOTS, test, unique } from './fixtures';
import { EditorPage, openChat } from './pages/EditorPage';

/** The deck as the API gives it, without the time and revision of the last write (every write moves them). */
const comparable = (deck: Record<string, unknown>) => {
  const {
    updatedAt: _u,
    revision: _r,
    slides,
    ...rest
  } = deck as { updatedAt: string; revision: number; slides: Record<string, unknown>[] };
  return { ...rest, slides: slides.map(({ updatedAt: _s, ...slide }) => slide) };
};

test('undo takes back an assistant command that changed three slides, exactly; redo puts it back; undo also reverses a reorder and a type change', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('History client'));
  const { id } = await api.presentation(client.id, 'Board pack');
  await api.slide(id, {
    type: 'title',
    title: 'Opening',
    content: { subtitle: 'For the board' },
    notes: 'Smile.',
  });
  await api.slide(id, { type: 'content', title: 'Agenda', content: { items: ['Numbers', 'Plan'] } });
  await api.slide(id, {
    type: 'metrics',
    title: 'Numbers',
    content: { metrics: [{ value: '$4.2M', label: 'Revenue', subtext: '+32%' }], backgroundColor: 'navy' },
  });
  await api.slide(id, {
    type: 'statement',
    title: 'Belief',
    content: { text: 'Speed wins', author: 'Dana' },
  });
  await api.slide(id, { type: 'thank_you', title: 'Thanks', notes: 'Questions.' });
  const editor = new EditorPage(page, api, id);
  const deck = async () => comparable(await editor.deck());
  const before = await deck();
  await editor.open();
  await expect(editor.undoButton).toBeDisabled();

  // 1. One assistant command changes three slides.
  await editor.command('delete the last three slides');
  await expect
    .poll(async () => (await editor.deck()).slides.map((s) => s.title))
    .toEqual(['Opening', 'Agenda']);
  const afterAi = await deck();
  await expect(editor.undoButton).toBeEnabled();

  // 2. Ctrl+Z restores the deck exactly: ids, order, types, content, notes, creation times.
  await editor.undoByKeys();
  await expect.poll(deck).toEqual(before);
  await expect(editor.slide(5)).toBeVisible();

  // 3. Ctrl+Shift+Z re-applies the change (the same slides are gone again).
  await editor.redoByKeys();
  await expect.poll(deck).toEqual(afterAi);
  await editor.undoByKeys();
  await expect.poll(deck).toEqual(before);

  // 4. Undo also reverses a reorder...
  await editor.moveSlide(3, 1);
  await expect
    .poll(async () => (await editor.deck()).slides.map((s) => s.title))
    .toEqual(['Numbers', 'Opening', 'Agenda', 'Belief', 'Thanks']);
  await editor.undoByKeys();
  await expect.poll(deck).toEqual(before);

  // ...and a type change made in the slide's details.
  await editor.select(2);
  await editor.setType('Statement');
  await expect.poll(async () => (await editor.deck()).slides[1]!.type).toBe('statement');
  await expect(page.locator('main [data-slide-type="statement"]')).toBeVisible();
  await editor.undoByKeys();
  await expect.poll(deck).toEqual(before);
  await expect(editor.typePicker).toHaveValue('content');
  await editor.redoButton.click();
  await expect.poll(async () => (await editor.deck()).slides[1]!.type).toBe('statement');
  await page.screenshot({ path: `${SHOTS}/editor-history.png` });
});

test('a reload keeps undo and redo: the tab takes back a rename made before it, and not in another deck', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('History reload'));
  const { id } = await api.presentation(client.id, 'Reloaded deck');
  await api.slide(id, { type: 'content', title: 'Opening', content: { items: ['Hello'] } });
  const other = await api.presentation(client.id, 'Another deck');
  await api.slide(other.id, { type: 'content', title: 'Elsewhere' });
  const editor = new EditorPage(page, api, id);
  await editor.open();
  const saved = page.waitForResponse((r) => r.url().endsWith('/operations') && r.ok());
  await editor.rename(1, 'Opening, renamed');
  await saved;
  // The step is in the history (and so in the tab's storage) once Undo offers it: the reply can
  // reach the page before the step does, and leaving then would lose it.
  await expect(editor.undoButton).toBeEnabled();

  // Another deck in the same tab has its own (empty) history.
  await page.goto(`/app/editor/${other.id}`);
  await expect(editor.slide(1)).toBeVisible();
  await expect(editor.undoButton).toBeDisabled();

  await page.goto(`/app/editor/${id}`);
  await page.reload();
  await expect(editor.titles.nth(0)).toHaveText('Opening, renamed');
  await expect(editor.undoButton).toBeEnabled();
  await editor.undoButton.click();
  await expect(editor.titles.nth(0)).toHaveText('Opening');
  await expect.poll(async () => (await editor.deck()).slides[0]!.title).toBe('Opening');
  // As above: the step is kept once the page has it, and leaving before that would lose it.
  await expect(editor.redoButton).toBeEnabled();
  await page.reload();
  await expect(editor.redoButton).toBeEnabled();
  await editor.redoButton.click();
  await expect.poll(async () => (await editor.deck()).slides[0]!.title).toBe('Opening, renamed');
});

test('"undo that" in the chat takes back the assistant’s last change, and Ctrl+Z brings it back', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Chat undo client'));
  const { id } = await api.presentation(client.id, 'Quarterly review');
  await api.slide(id, { type: 'title', title: 'Opening', content: { subtitle: 'Q3' } });
  await api.slide(id, { type: 'content', title: 'Middle', content: { items: ['Numbers'] } });
  const editor = new EditorPage(page, api, id);
  await editor.open();
  const chat = await openChat(page);
  const message = page.getByLabel('Message', { exact: true });
  const titles = async () => (await editor.deck()).slides.map((s) => s.title);

  await message.fill('rename slide 2 to Findings');
  await message.press('Enter');
  await expect(page.getByRole('button', { name: /^Select slide 2: Findings/ })).toBeVisible();
  await message.fill('actually no, undo that');
  await message.press('Enter');
  await expect(chat.getByText(/That takes back my last change/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Select slide 2: Middle/ })).toBeVisible();
  expect(await titles()).toEqual(['Opening', 'Middle']);
  await page.screenshot({ path: `${SHOTS}/chat-undo.png` });

  // The chat's undo is one step of the editor's history like any assistant turn.
  await editor.undoByKeys();
  await expect.poll(titles).toEqual(['Opening', 'Findings']);
});
