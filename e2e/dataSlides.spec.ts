import AxeBuilder from '@axe-core/playwright';
import { expect, SHOTS, test, unique } from './fixtures';
import { EditorPage } from './pages/EditorPage';

// Issue 31: the data slides in the editor. Chart cells pasted from a spreadsheet draw the chart, a
// table cell is edited where it is drawn, a picture is uploaded with its description; each change
// is one undo step, and axe finds no serious violation with each new type selected.

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('chart cells pasted, a table cell edited in place, a picture given its alt text; each undone; axe on each type', async ({
  page,
  api,
}) => {
  test.setTimeout(180_000);
  const client = await api.client(unique('Data slides'));
  const deck = await api.presentation(client.id, 'Data deck');
  await api.slide(deck.id, { type: 'chart', title: 'Revenue', content: {} });
  await api.slide(deck.id, {
    type: 'table',
    title: 'Plans',
    content: {
      table: {
        header: ['Plan', 'Price'],
        rows: [
          ['Starter', '€19'],
          ['Pro', '€49'],
        ],
      },
    },
  });
  await api.slide(deck.id, { type: 'image', title: 'Studio', content: { text: 'Forty people' } });
  await api.slide(deck.id, {
    type: 'timeline',
    title: 'Plan',
    content: {
      steps: [
        { label: 'Discovery', date: 'May' },
        { label: 'Launch', date: 'June' },
      ],
    },
  });
  const editor = new EditorPage(page, api, deck.id);
  await editor.open();
  const stage = page.locator('[data-edit-in-place]');
  const slides = async () => (await editor.deck()).slides;

  // Chart: a 4 × 3 block of tab-separated cells, as a spreadsheet copies them, pasted into the grid.
  await editor.select(1);
  const cells = page.getByLabel('Chart data');
  // What a spreadsheet puts on the clipboard: cells split by tabs, rows by newlines.
  await cells.fill('bar (€M)\tRevenue\tCosts\n2022\t4.1\t3.2\n2023\t5.6\t3.9\n2024\t7.9\t4.4');
  await cells.blur();
  await expect
    .poll(async () => (await slides())[0]!.content.chart)
    .toEqual({
      kind: 'bar',
      categories: ['2022', '2023', '2024'],
      series: [
        { name: 'Revenue', values: [4.1, 5.6, 7.9] },
        { name: 'Costs', values: [3.2, 3.9, 4.4] },
      ],
      unit: '€M',
    });
  await expect(stage.locator('svg rect')).toHaveCount(6);
  await expect(stage.getByText('€7.9M')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/data-chart.png` });
  await editor.undoButton.click();
  await expect.poll(async () => (await slides())[0]!.content.chart).toBeUndefined();

  // Table: a cell edited where it is drawn.
  await editor.select(2);
  await stage.locator('[data-field="table.rows.1.1"]').click();
  const box = page.locator('[data-in-place-editor]');
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('€59');
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => ((await slides())[1]!.content.table as { rows: string[][] }).rows)
    .toEqual([
      ['Starter', '€19'],
      ['Pro', '€59'],
    ]);
  await editor.undoButton.click();
  await expect
    .poll(async () => ((await slides())[1]!.content.table as { rows: string[][] }).rows[1])
    .toEqual(['Pro', '€49']);

  // Image: the upload waits for a description, then takes the file.
  await editor.select(3);
  await expect(page.getByRole('button', { name: 'Upload picture' })).toHaveCount(0);
  await page.getByLabel('Describe the picture (alt text)').fill('The studio at dusk');
  await page.getByLabel('Picture file').setInputFiles({
    name: 'studio.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG, 'base64'),
  });
  await expect
    .poll(async () => (await slides())[2]!.content.image)
    .toMatchObject({
      alt: 'The studio at dusk',
      layout: 'left',
      url: expect.stringMatching(/^\/api\/files\//),
    });
  await expect(stage.getByRole('img', { name: 'The studio at dusk' })).toBeVisible();
  await editor.undoButton.click();
  await expect.poll(async () => (await slides())[2]!.content.image).toBeUndefined();

  // axe, with each of the new types selected.
  for (const n of [1, 2, 3, 4]) {
    await editor.select(n);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const grave = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `slide ${n}: ${v.id} at ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`);
    expect(grave).toEqual([]);
  }
});
