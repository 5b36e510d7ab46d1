import { chartMarks, expect, SHOTS, test, unique } from './fixtures';
import { EditorPage } from './pages/EditorPage';

// Issue 31's offline commands for the data slides, typed into the editor's AI command bar: the
// chart and the table they make are drawn on the canvas (the chart's bars, the table's cells).

test('a chart and a table made and grown by commands in the AI bar are drawn on the canvas', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Data commands'));
  const deck = await api.presentation(client.id, 'Review');
  await api.slide(deck.id, { type: 'content', title: 'Opening', content: { items: ['Hello'] } });
  const editor = new EditorPage(page, api, deck.id);
  await editor.open();
  await editor.select(1);
  const canvas = page.locator('main [data-slide-type]').first();

  // A bar chart with its figures: one bar per year, labelled with its value.
  await editor.command('add a bar chart of revenue in €M: 2022 4.1, 2023 5.6, 2024 7.9');
  await expect(editor.slide(2)).toBeVisible();
  await editor.select(2);
  await expect(canvas).toHaveAttribute('data-slide-type', 'chart');
  await expect.poll(() => chartMarks(canvas, 'bar')).toBe(3);
  await expect(canvas.locator('svg[role="img"]')).toContainText('€7.9M');
  await expect(canvas.locator('svg[role="img"]')).toContainText('2023');

  // A second series doubles the bars and brings a legend.
  await editor.command('add a series Costs: 3, 4, 5 to the chart');
  await expect.poll(() => chartMarks(canvas, 'bar')).toBe(6);
  await expect(canvas).toContainText('Costs');
  await expect(canvas.locator('svg[role="img"]')).toContainText('€5M');

  // Made a line chart: no bars left, one line per series.
  await editor.command('make it a line chart');
  await expect(canvas.locator('svg[role="img"] path[fill="none"]')).toHaveCount(2);
  await expect.poll(() => chartMarks(canvas, 'point')).toBe(6);
  await expect.poll(() => chartMarks(canvas, 'bar')).toBe(0);
  await page.screenshot({ path: `${SHOTS}/data-commands-chart.png` });

  // A table from its header, then a row: every cell drawn where the grid puts it.
  await editor.command('add a table with columns Plan, Price, Seats');
  await expect(editor.slide(3)).toBeVisible();
  await editor.select(3);
  await expect(canvas).toHaveAttribute('data-slide-type', 'table');
  await expect(canvas.locator('[data-field^="table.header."]')).toHaveText(['Plan', 'Price', 'Seats']);
  await editor.command('add a row Pro, €49, 10 to the table');
  await expect(canvas.locator('[data-field^="table.rows.0."]')).toHaveText(['Pro', '€49', '10']);
  await page.screenshot({ path: `${SHOTS}/data-commands-table.png` });

  const saved = (await editor.deck()).slides;
  expect(saved[1]!.content.chart).toEqual({
    kind: 'line',
    categories: ['2022', '2023', '2024'],
    series: [
      { name: 'Revenue', values: [4.1, 5.6, 7.9] },
      { name: 'Costs', values: [3, 4, 5] },
    ],
    unit: '€M',
  });
  expect(saved[2]!.content.table).toEqual({
    header: ['Plan', 'Price', 'Seats'],
    rows: [['Pro', '€49', '10']],
  });

  // A value that is not a number is a plain answer, and nothing changes.
  await editor.command('add a bar chart of sales: North 12, South lots');
  await expect(page.getByText(/“lots” \(for South\) is not a number/).first()).toBeVisible();
  expect((await editor.deck()).slides).toHaveLength(3);
});
