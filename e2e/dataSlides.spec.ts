import type { Page } from '@playwright/test';
import { axeSerious } from './axe';
import { chartMarks, expect, SHOTS, test, unique } from './fixtures';
import { EditorPage } from './pages/EditorPage';

// Issue 31: the data slides in the editor. A chart's and a table's data are edited in a grid that
// takes cells pasted from a spreadsheet; the chart redraws as cells are typed; a cell that is not a
// number is named where it is. A picture comes by picker, drop or paste, or from the deck's own, and
// is placed only once described. Each committed change is one undo step; axe finds no serious
// violation with each new type selected.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const stageOf = (page: Page) => page.locator('[data-edit-in-place]');
const cell = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name},`));
const toasts = (page: Page) =>
  page.getByRole('region', { name: /^Notification/, includeHidden: true }).getByRole('listitem');

async function seed(api: EditorPage['api'], slides: Record<string, unknown>[]) {
  const client = await api.client(unique('Data slides'));
  const deck = await api.presentation(client.id, 'Data deck');
  for (const s of slides) await api.slide(deck.id, s);
  return deck.id;
}

test('a 4 × 3 block pasted into the chart grid draws it; typing redraws; a wrong cell is named; undo', async ({
  page,
  api,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const editor = new EditorPage(
    page,
    api,
    await seed(api, [{ type: 'chart', title: 'Revenue', content: {} }]),
  );
  await editor.open();
  const stage = stageOf(page);
  const chart = async () =>
    (await editor.deck()).slides[0]!.content.chart as Record<string, unknown> | undefined;

  // The canvas's placeholder leads to the grid's first cell.
  await stage.getByRole('button', { name: 'Click to add data' }).click();
  await expect(cell(page, 'A1')).toBeFocused();
  // What a spreadsheet puts on the clipboard: cells split by tabs, rows by newlines.
  await page.evaluate(() =>
    navigator.clipboard.writeText('Year\tRevenue\tCosts\n2022\t4.1\t3.2\n2023\t5.6\t3.9\n2024\t7.9\t4.4\n'),
  );
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(chart).toEqual({
    kind: 'bar',
    categories: ['2022', '2023', '2024'],
    series: [
      { name: 'Revenue', values: [4.1, 5.6, 7.9] },
      { name: 'Costs', values: [3.2, 3.9, 4.4] },
    ],
  });
  await expect.poll(() => chartMarks(stage, 'bar')).toBe(6);
  await expect(stage.locator('[data-field^="chart.series."]')).toHaveText(['Revenue', 'Costs']);
  await expect(stage.getByRole('button', { name: 'Click to add data' })).toHaveCount(0);

  // Arrows and Tab move between cells.
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'A2')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cell(page, 'B2')).toBeFocused();

  // Typed keystroke by keystroke, the chart redraws before the cell is left; the deck changes once.
  await cell(page, 'B4').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('12.5');
  await expect(stage.getByText('12.5', { exact: true })).toBeVisible();
  expect(((await chart())!.series as { values: number[] }[])[0]!.values[2]).toBe(7.9);
  await page.keyboard.press('Enter');
  await expect(cell(page, 'B5')).toHaveCount(0);
  await expect
    .poll(async () => ((await chart())!.series as { values: number[] }[])[0]!.values)
    .toEqual([4.1, 5.6, 12.5]);

  // A cell that is not a number is named under the grid; nothing is sent, so no error toast.
  await cell(page, 'C3').fill('n/a');
  await cell(page, 'C3').press('Tab');
  await expect(page.getByText('C3: “n/a” is not a number')).toBeVisible();
  await expect(cell(page, 'C3')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}/grid-chart-error.png` });
  await expect(toasts(page)).toHaveCount(0);
  // Spreadsheet figures are numbers.
  await cell(page, 'C3').fill('€1,234');
  await cell(page, 'C3').press('Enter');
  await expect(page.getByText('C3: “n/a” is not a number')).toHaveCount(0);
  await expect
    .poll(async () => ((await chart())!.series as { values: number[] }[])[1]!.values)
    .toEqual([3.2, 1234, 4.4]);
  await page.locator('section[aria-label="Slide details"]').screenshot({ path: `${SHOTS}/grid-chart.png` });

  // One undo step per committed cell or paste, not per keystroke.
  await editor.undoButton.click();
  await expect
    .poll(async () => ((await chart())!.series as { values: number[] }[])[1]!.values)
    .toEqual([3.2, 3.9, 4.4]);
  await editor.undoButton.click();
  await expect
    .poll(async () => ((await chart())!.series as { values: number[] }[])[0]!.values)
    .toEqual([4.1, 5.6, 7.9]);
  await editor.undoButton.click();
  await expect.poll(chart).toBeUndefined();
  await expect(cell(page, 'B2')).toHaveValue('');
  await expect(stage.getByRole('button', { name: 'Click to add data' })).toBeVisible();
});

test('a table is edited in its grid and in place, a column added; each one undo step', async ({
  page,
  api,
}) => {
  const editor = new EditorPage(
    page,
    api,
    await seed(api, [
      {
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
      },
    ]),
  );
  await editor.open();
  const stage = stageOf(page);
  const table = async () =>
    (await editor.deck()).slides[0]!.content.table as { header: string[]; rows: string[][] };

  // In the grid: the canvas redraws as the cell is typed, the deck changes when it is left.
  await cell(page, 'B3').click();
  await page.keyboard.type('€59');
  await expect(stage.locator('[data-field="table.rows.1.1"]')).toHaveText('€59');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await table()).rows[1]).toEqual(['Pro', '€59']);

  // In place on the canvas; the grid follows.
  await stage.locator('[data-field="table.rows.0.0"]').click();
  await expect(page.locator('[data-in-place-editor]')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Solo');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await table()).rows[0]).toEqual(['Solo', '€19']);
  await expect(cell(page, 'A2')).toHaveValue('Solo');

  // A column added beside the focused cell, its heading typed.
  await cell(page, 'B1').click();
  await page.getByRole('button', { name: 'Add column' }).click();
  await expect(cell(page, 'C1')).toBeFocused();
  await page.keyboard.type('Seats');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await table()).header).toEqual(['Plan', 'Price', 'Seats']);
  await page.locator('section[aria-label="Slide details"]').screenshot({ path: `${SHOTS}/grid-table.png` });

  // Ctrl+Z in a cell holding no typing of its own undoes the deck's last step.
  await expect(cell(page, 'C2')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => (await table()).header).toEqual(['Plan', 'Price']);
  await editor.undoButton.click();
  await expect.poll(async () => (await table()).rows[0]).toEqual(['Starter', '€19']);
  await editor.undoButton.click();
  await expect.poll(async () => (await table()).rows[1]).toEqual(['Pro', '€49']);
  await expect(cell(page, 'B3')).toHaveValue('€49');
});

test('a timeline is edited in its grid: rows pasted, a step added and typed; each one undo step', async ({
  page,
  api,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const editor = new EditorPage(
    page,
    api,
    await seed(api, [{ type: 'timeline', title: 'Plan', content: {} }]),
  );
  await editor.open();
  const stage = stageOf(page);
  const steps = async () => (await editor.deck()).slides[0]!.content.steps as unknown;

  // The canvas's placeholder leads to the first step's cell; row 1 names the columns.
  await stage.getByRole('button', { name: 'Click to add steps' }).click();
  await expect(cell(page, 'A2')).toBeFocused();
  await expect(cell(page, 'A1')).toHaveValue('Step');
  await expect(cell(page, 'A1')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Add column' })).toHaveCount(0);

  // Rows copied from a spreadsheet: label, date, text.
  await page.evaluate(() =>
    navigator.clipboard.writeText(
      'Discovery\tMay\tInterviews\nBuild\tJune to August\t\nLaunch\tSeptember\t\n',
    ),
  );
  await page.keyboard.press('ControlOrMeta+V');
  const pasted = [
    { label: 'Discovery', date: 'May', text: 'Interviews' },
    { label: 'Build', date: 'June to August' },
    { label: 'Launch', date: 'September' },
  ];
  await expect.poll(steps).toEqual(pasted);
  await expect(stage.locator('[data-field="steps.1.date"]')).toHaveText('June to August');

  // A step added under the last, typed: the canvas draws it as it is typed, the deck when left.
  await cell(page, 'A4').click();
  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(cell(page, 'A5')).toBeFocused();
  await page.keyboard.type('Review');
  await expect(stage.locator('[data-field="steps.3.label"]')).toHaveText('Review');
  await page.keyboard.press('Tab');
  await page.keyboard.type('October');
  await page.keyboard.press('Enter');
  await expect.poll(steps).toEqual([...pasted, { label: 'Review', date: 'October' }]);
  // A date with no step is named where it is, and not saved.
  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(cell(page, 'A6')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('November');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'A6: name the step' })).toBeVisible();
  await page
    .locator('section[aria-label="Slide details"]')
    .screenshot({ path: `${SHOTS}/grid-timeline.png` });
  await expect.poll(steps).toEqual([...pasted, { label: 'Review', date: 'October' }]);

  // Each saved change one undo step: the date, the label, then the paste.
  await editor.undoButton.click();
  await expect.poll(steps).toEqual([...pasted, { label: 'Review' }]);
  await editor.undoButton.click();
  await expect.poll(steps).toEqual(pasted);
  await editor.undoButton.click();
  await expect.poll(steps).toBeUndefined();
  await expect(cell(page, 'A2')).toHaveValue('');
});

test('a picture waits for its alt text, comes by picker, drop, paste or from the deck; undo', async ({
  page,
  api,
}) => {
  const editor = new EditorPage(
    page,
    api,
    await seed(api, [
      { type: 'image', title: 'Studio', content: { text: 'Forty people' } },
      { type: 'image', title: 'Team', content: {} },
    ]),
  );
  await editor.open();
  const stage = stageOf(page);
  const image = async (n: number) =>
    (await editor.deck()).slides[n - 1]!.content.image as { url: string; alt: string } | undefined;
  const alt = page.getByLabel(/^Describe the picture/);

  // A picture chosen first shows at once, marked as needing its description, and is not placed yet.
  await editor.select(1);
  await expect(stage.getByRole('button', { name: 'Click to add picture' })).toBeVisible();
  await page
    .getByLabel('Picture file')
    .setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: PNG });
  await expect(stage.getByText('Picture needs alt text')).toBeVisible();
  await expect(alt).toBeFocused();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Alt text is required: describe the picture to place it on the slide.'),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/image-needs-alt.png` });
  expect(await image(1)).toBeUndefined();
  await alt.fill('The studio at dusk');
  await alt.press('Enter');
  await expect
    .poll(() => image(1))
    .toMatchObject({
      alt: 'The studio at dusk',
      layout: 'left',
      url: expect.stringMatching(/^\/api\/files\//),
    });
  await expect(stage.getByRole('img', { name: 'The studio at dusk' })).toBeVisible();
  await expect(stage.getByText('Picture needs alt text')).toHaveCount(0);
  const first = (await image(1))!.url;

  // An emptied description is refused where it is typed; the picture keeps its last one.
  await alt.fill('');
  await alt.press('Enter');
  await expect(page.getByText(/^Alt text is required: the picture keeps its last description/)).toBeVisible();
  expect((await image(1))!.alt).toBe('The studio at dusk');
  await page.locator('section[aria-label="Slide details"]').screenshot({ path: `${SHOTS}/image-editor.png` });

  // The second slide reuses the deck's picture, then takes one dropped, then one pasted.
  await editor.select(2);
  await alt.fill('Our team');
  await alt.press('Tab');
  await page.getByRole('button', { name: 'This deck’s pictures' }).click();
  await page.getByRole('button', { name: 'Use picture 1' }).click();
  await expect.poll(async () => (await image(2))?.url).toBe(first);
  const fileIn = (name: string) =>
    page.evaluateHandle(
      ({ bytes, name }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
        return data;
      },
      { bytes: [...PNG], name },
    );
  await page
    .getByRole('group', { name: 'Picture: drop, paste or choose a file' })
    .dispatchEvent('drop', { dataTransfer: await fileIn('dropped.png') });
  await expect.poll(async () => (await image(2))?.url).not.toBe(first);
  const dropped = (await image(2))!.url;
  const pasted = await fileIn('pasted.png');
  await page.evaluate(
    (data) =>
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true })),
    pasted,
  );
  await expect.poll(async () => (await image(2))?.url).not.toBe(dropped);
  expect((await image(2))!.alt).toBe('Our team');

  // Each placed picture is one step.
  await editor.undoButton.click();
  await expect.poll(async () => (await image(2))?.url).toBe(dropped);
  await editor.undoButton.click();
  await expect.poll(async () => (await image(2))?.url).toBe(first);
  await editor.undoButton.click();
  await expect.poll(() => image(2)).toBeUndefined();
  await editor.undoButton.click();
  await expect.poll(() => image(1)).toBeUndefined();
});

test('axe finds no serious violation with each new type selected, filled or new', async ({ page, api }) => {
  test.setTimeout(120_000);
  const id = await seed(api, [
    {
      type: 'chart',
      title: 'Revenue',
      content: {
        chart: { kind: 'bar', categories: ['2023', '2024'], series: [{ name: 'Revenue', values: [4, 7] }] },
      },
    },
    {
      type: 'table',
      title: 'Plans',
      content: { table: { header: ['Plan', 'Price'], rows: [['Pro', '€49']] } },
    },
    { type: 'image', title: 'Studio', content: { text: 'Forty people' } },
    {
      type: 'timeline',
      title: 'Plan',
      content: {
        steps: [
          { label: 'Discovery', date: 'May' },
          { label: 'Launch', date: 'June' },
        ],
      },
    },
    ...['chart', 'table', 'image', 'timeline'].map((type) => ({ type, title: '', content: {} })),
  ]);
  const picture = await api.request.post(`/api/presentations/${id}/pictures`, {
    data: {
      file: `data:image/png;base64,${PNG.toString('base64')}`,
      fileName: 'p.png',
      fileType: 'image/png',
    },
  });
  const url = ((await picture.json()) as { url: string }).url;
  const slides = (await api.deck(id)).slides;
  const res = await api.request.patch(`/api/slides/${slides[2]!.id}`, {
    data: { content: { text: 'Forty people', image: { url, alt: 'The studio', layout: 'left' } } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const editor = new EditorPage(page, api, id);
  await editor.open();
  for (let n = 1; n <= 8; n++) {
    await editor.select(n);
    const grave = (await axeSerious(page)).map((v) => `slide ${n}: ${v}`);
    expect.soft(grave).toEqual([]);
  }
});
