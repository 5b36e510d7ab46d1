import { expect, type Locator, type Page } from '@playwright/test';
import { type Api, unlock } from '../fixtures';

/** Opens the side panel's "AI chat" tab (the slide's details show first) and gives the conversation. */
export async function openChat(page: Page) {
  const tab = page.getByRole('tab', { name: 'AI chat' });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const chat = page.getByRole('complementary', { name: 'AI chat' });
  await expect(chat).toBeVisible();
  return chat;
}

/**
 * The editor as a person uses it, by SPEC's visible texts and roles: the slide list, the slide
 * details, the AI's one input (under the slide) and undo/redo. Tests say what they do ("rename slide 1"), not how.
 */
export class EditorPage {
  readonly slideList: Locator;
  readonly titles: Locator;
  readonly commandBar: Locator;
  readonly undoButton: Locator;
  readonly redoButton: Locator;
  readonly typePicker: Locator;

  constructor(
    readonly page: Page,
    readonly api: Api,
    readonly deckId: string,
  ) {
    this.slideList = page.getByRole('list', { name: 'Slides' });
    this.titles = this.slideList.getByTitle('Rename slide');
    this.commandBar = page.getByLabel('Message', { exact: true });
    this.undoButton = page.getByRole('button', { name: 'Undo', exact: true });
    this.redoButton = page.getByRole('button', { name: 'Redo', exact: true });
    this.typePicker = page.getByLabel('Type', { exact: true });
  }

  /** Opens the editor through the dashboard gate and waits for the deck. */
  async open() {
    await this.page.goto(`/app/editor/${this.deckId}`);
    await unlock(this.page);
    await expect(this.page.getByText('Loading slides...').first()).toBeHidden();
  }

  /**
   * Every slide's title and overflow mark in the slide list, read while scrolling it through:
   * the list draws only the slides in its view and a few more (issue 32), each with its place.
   */
  railItems() {
    return this.page.locator('[data-slide-rail]').evaluate(async (rail) => {
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const seen = new Map<number, { title: string; overflow: boolean }>();
      rail.scrollTop = 0;
      for (;;) {
        await frames();
        for (const li of rail.querySelectorAll<HTMLElement>('ol > li[aria-posinset]')) {
          seen.set(Number(li.getAttribute('aria-posinset')), {
            title: li.querySelector('[title="Rename slide"]')?.textContent ?? '',
            overflow: li.hasAttribute('data-overflow'),
          });
        }
        if (rail.scrollTop + rail.clientHeight >= rail.scrollHeight - 1) break;
        rail.scrollTop += rail.clientHeight;
      }
      return [...seen].sort((a, b) => a[0] - b[0]).map(([, item]) => item);
    });
  }

  /** Every slide's title in the list, in order (see railItems). */
  async railTitles() {
    return (await this.railItems()).map((item) => item.title);
  }

  /** The slide's select button in the list (1-based). */
  slide(n: number) {
    return this.page.getByRole('button', { name: new RegExp(`^Select slide ${n}:`) });
  }

  async select(n: number) {
    await this.slide(n).click();
    await expect(this.slide(n)).toHaveAttribute('aria-current', 'true');
  }

  async addSlide() {
    const count = await this.titles.count();
    await this.page.getByRole('button', { name: 'Add Slide' }).click();
    await expect(this.slide(count + 1)).toBeVisible();
  }

  async rename(n: number, title: string) {
    await this.titles.nth(n - 1).click();
    await this.page.getByLabel('Slide title').fill(title);
    await this.page.getByLabel('Slide title').press('Enter');
    await expect(this.titles.nth(n - 1)).toHaveText(title);
  }

  async deleteSlide(n: number) {
    await this.slideList.getByRole('button', { name: `Delete slide ${n}` }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Delete slide' }).click();
  }

  /** Moves a slide with the keyboard (as a screen-reader user does), waiting for each step to be announced. */
  async moveSlide(from: number, to: number) {
    const handle = this.page.getByRole('button', { name: `Move slide ${from}` });
    await handle.focus();
    await this.page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // The list has measured its slides once it says where the lifted one is: an arrow key pressed
    // before that finds no place to go (a loaded CI machine pressed it that early).
    await expect(this.page.getByText(new RegExp(`is over position ${from}\\.$`))).toBeAttached();
    const key = to < from ? 'ArrowUp' : 'ArrowDown';
    for (let at = from; at !== to; at += to < from ? -1 : 1) {
      await this.page.keyboard.press(key);
      await expect(
        this.page.getByText(new RegExp(`is over position ${at + (to < from ? -1 : 1)}\\.$`)),
      ).toBeAttached();
    }
    await this.page.keyboard.press('Space');
  }

  /** The selected slide's type, by its label in the picker. */
  async setType(label: string) {
    await this.typePicker.selectOption({ label });
  }

  /** Runs an AI command on the selected slide and waits until its change is applied. */
  async command(text: string) {
    await this.commandBar.fill(text);
    await this.commandBar.press('Enter');
    await expect(this.page.getByTestId('ai-composer')).toHaveAttribute('aria-busy', 'false');
    await expect(this.commandBar).toHaveValue('');
  }

  /** The conversation with the assistant, in the side panel's "AI chat" tab. */
  async chat() {
    return openChat(this.page);
  }

  /** Ctrl+Z / Ctrl+Shift+Z, pressed outside any field (where they would edit the field's text). */
  async undoByKeys() {
    await this.page.locator('body').click({ position: { x: 5, y: 500 } });
    await this.page.keyboard.press('Control+z');
  }

  async redoByKeys() {
    await this.page.locator('body').click({ position: { x: 5, y: 500 } });
    await this.page.keyboard.press('Control+Shift+z');
  }

  /** The deck as the server has it. */
  deck() {
    return this.api.deck(this.deckId);
  }
}
