import type { Locator, Page } from '@playwright/test';
import { expect, SHOTS, test, unique } from './fixtures';
import { EditorPage } from './pages/EditorPage';

/** The slide grid overview as a person uses it: tiles by their number, the status line, its buttons. */
class SlideGridPage {
  readonly dialog: Locator;
  readonly status: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Slide overview' });
    this.status = page.getByTestId('grid-status');
  }
  async open() {
    await this.page.getByRole('button', { name: 'Slide grid' }).click();
    await expect(this.dialog).toBeVisible();
  }
  tile(n: number) {
    return this.dialog.getByRole('button', { name: new RegExp(`^Slide ${n}:`) });
  }
  async titles() {
    const names = await this.dialog
      .getByRole('button', { name: /^Slide \d+:/ })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')!.replace(/^Slide \d+: /, '')));
    return names;
  }
  /** Drags tile `from` onto tile `to` with the mouse, in small steps as a hand does. */
  async drag(from: number, to: number) {
    const a = (await this.tile(from).boundingBox())!;
    const b = (await this.tile(to).boundingBox())!;
    await this.page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(a.x + a.width / 2 + 20, a.y + a.height / 2, { steps: 4 });
    await this.page.mouse.move(b.x + b.width / 2 + 10, b.y + b.height / 2, { steps: 12 });
    await this.page.mouse.up();
  }
}

test('the slide grid: multi-select, drag the selection to reorder (kept after a reload), delete in one step that one Ctrl+Z undoes', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Grid client'));
  const deck = await api.presentation(client.id, 'Grid deck');
  const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
  for (const [i, title] of names.entries())
    await api.slide(deck.id, {
      type: ['title', 'content', 'metrics', 'statement', 'comparison', 'thank_you'][i],
      title,
      content: i === 1 ? { items: ['One point', 'Another point'] } : i === 3 ? { text: title } : {},
    });
  const editor = new EditorPage(page, api, deck.id);
  const titles = async () => (await editor.deck()).slides.map((s) => s.title);
  const ids = async () => (await editor.deck()).slides.map((s) => s.id);
  await editor.open();
  const grid = new SlideGridPage(page);
  await grid.open();
  await expect(grid.status).toHaveText('6 slides · 1 selected');
  await expect(grid.tile(1)).toHaveAttribute('aria-pressed', 'true');

  // Click selects one; Shift-click a range; Ctrl-click adds and removes.
  await grid.tile(2).click();
  await grid.tile(4).click({ modifiers: ['Shift'] });
  await expect(grid.status).toHaveText('6 slides · 3 selected');
  await grid.tile(3).click({ modifiers: ['ControlOrMeta'] });
  await expect(grid.status).toHaveText('6 slides · 2 selected');
  for (const [n, on] of [
    [1, 'false'],
    [2, 'true'],
    [3, 'false'],
    [4, 'true'],
  ] as const)
    await expect(grid.tile(n)).toHaveAttribute('aria-pressed', on);
  await page.screenshot({ path: `${SHOTS}/slide-grid-1440.png`, animations: 'disabled' });

  // Dragging one of the selected slides moves both, together, as one change.
  const before = await ids();
  await grid.drag(2, 6);
  await expect.poll(titles).toEqual(['Alpha', 'Charlie', 'Echo', 'Foxtrot', 'Bravo', 'Delta']);
  await expect.poll(() => grid.titles()).toEqual(['Alpha', 'Charlie', 'Echo', 'Foxtrot', 'Bravo', 'Delta']);
  const moved = await ids();
  // The move of two slides is one step: one Ctrl+Z takes it back, Ctrl+Shift+Z puts it again.
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(ids).toEqual(before);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect.poll(ids).toEqual(moved);
  await page.reload();
  await expect(page.getByText('Loading slides...').first()).toBeHidden();
  await grid.open();
  await expect.poll(() => grid.titles()).toEqual(['Alpha', 'Charlie', 'Echo', 'Foxtrot', 'Bravo', 'Delta']);
  const reordered = await ids();
  expect([...reordered].sort()).toEqual([...before].sort());

  // Delete: two selected slides go in one step, after a confirmation...
  await grid.tile(2).click();
  await grid.tile(3).click({ modifiers: ['ControlOrMeta'] });
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 slides?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete 2 slides' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(titles).toEqual(['Alpha', 'Foxtrot', 'Bravo', 'Delta']);
  await expect(grid.status).toHaveText('4 slides');
  // ...and one Ctrl+Z brings both back, under their old ids, where they were.
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(ids).toEqual(reordered);
  await expect.poll(() => grid.titles()).toEqual(['Alpha', 'Charlie', 'Echo', 'Foxtrot', 'Bravo', 'Delta']);

  // A single slide goes with the Delete button and no question; Backspace works as Delete.
  await grid.tile(6).click();
  await grid.dialog.getByRole('button', { name: 'Delete slide' }).click();
  await expect.poll(titles).toEqual(['Alpha', 'Charlie', 'Echo', 'Foxtrot', 'Bravo']);
  await grid.tile(5).click();
  await page.keyboard.press('Backspace');
  await expect.poll(titles).toEqual(['Alpha', 'Charlie', 'Echo', 'Foxtrot']);
  await page.keyboard.press('ControlOrMeta+z');
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(ids).toEqual(reordered);

  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await grid.tile(3).click({ modifiers: ['ControlOrMeta'] });
    await page.screenshot({ path: `${SHOTS}/slide-grid-${width}.png`, animations: 'disabled' });
    await grid.tile(3).click({ modifiers: ['ControlOrMeta'] });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Arrow keys move between tiles (five to a row at 1440 px), Space selects, Enter opens.
  await grid.tile(1).click();
  await page.keyboard.press('ArrowDown');
  await expect(grid.tile(6)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(grid.tile(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(grid.tile(2)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(grid.tile(6)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(grid.status).toHaveText('6 slides · 2 selected');
  await page.keyboard.press('ArrowLeft');
  await expect(grid.tile(5)).toBeFocused();

  // Escape closes the grid; double-clicking a slide opens it in the editor.
  await page.keyboard.press('Escape');
  await expect(grid.dialog).toBeHidden();
  await grid.open();
  await grid.tile(4).dblclick();
  await expect(grid.dialog).toBeHidden();
  await expect(editor.slide(4)).toHaveAttribute('aria-current', 'true');
});
