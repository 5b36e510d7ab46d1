import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, SHOTS, test, unique } from './fixtures';
import { EditorPage } from './pages/EditorPage';

// Issue 31: a new slide of any type shows "Click to add …" where it is empty, on the editor's
// canvas only: the slide list's thumbnails, the presenter, the shared viewer and the PDF and HTML
// exports draw the slide as it is. Typing into a placeholder starts from nothing.

const PLACEHOLDER = /Click to add/;

test('new slides show placeholders in the editor only; typing into one starts empty', async ({
  page,
  api,
}, testInfo) => {
  test.setTimeout(120_000);
  const client = await api.client(unique('Placeholders'));
  const deck = await api.presentation(client.id, 'Empty deck');
  await api.slide(deck.id, { type: 'comparison', title: '', content: {} });
  await api.slide(deck.id, { type: 'chart', title: 'Revenue', content: {} });
  const editor = new EditorPage(page, api, deck.id);
  await editor.open();
  const stage = page.locator('[data-edit-in-place]');

  await expect(stage.getByText('Click to add title')).toBeVisible();
  await expect(stage.getByText('Click to add heading')).toHaveCount(2);
  await stage.screenshot({ path: `${SHOTS}/placeholders-comparison.png` });
  await editor.select(2);
  await expect(stage.getByRole('button', { name: 'Click to add data' })).toBeVisible();

  // A slide added with the button: its bullets' placeholder, typed into where it is drawn.
  await editor.addSlide();
  await expect(stage.getByText('Click to add text')).toBeVisible();
  await stage.screenshot({ path: `${SHOTS}/placeholders-content.png` });
  await stage.getByText('Click to add text').click();
  await expect(page.locator('[data-in-place-editor]')).toBeFocused();
  await expect(page.locator('[data-in-place-editor]')).toHaveText('');
  await page.keyboard.type('Kick-off in May');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await editor.deck()).slides[2]!.content.items).toEqual(['Kick-off in May']);
  await expect(stage.getByText('Click to add text')).toHaveCount(0);

  // Never in the slide list's thumbnails.
  await expect(editor.slideList.getByText(PLACEHOLDER)).toHaveCount(0);

  // Nor in the presenter.
  await page.goto(`/app/present/${deck.id}`);
  await expect(page.getByText('1 / 3')).toBeAttached();
  await expect(page.locator('[data-slide-type="comparison"]').first()).toBeVisible();
  await expect(page.getByText(PLACEHOLDER)).toHaveCount(0);

  // Nor in the exports: the PDF's text and the HTML file hold the slides' words, not the placeholders.
  const html = await api.request.get(`/api/presentations/${deck.id}/export/html`);
  expect(html.status()).toBe(200);
  const htmlText = await html.text();
  expect(htmlText).toContain('Kick-off in May');
  expect(htmlText).not.toMatch(PLACEHOLDER);
  const pdf = await api.request.get(`/api/presentations/${deck.id}/export/pdf`);
  expect(pdf.status()).toBe(200);
  const file = testInfo.outputPath('deck.pdf');
  writeFileSync(file, await pdf.body());
  const pdfText = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expect(pdfText).toContain('Kick-off in May');
  expect(pdfText).toContain('Revenue');
  expect(pdfText).not.toMatch(PLACEHOLDER);
});
