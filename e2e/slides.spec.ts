import type { Locator, Page } from '@playwright/test';
import { expect, SHOTS, test, unique, unlock } from './fixtures';

/**
 * One slide of each type as an agency would write it, with what the editor's canvas must show:
 * the slide's own words and SPEC §9's defaults for what it leaves out.
 */
const NINE = [
  {
    type: 'title',
    title: 'Growth Strategy 2027',
    content: { subtitle: 'Prepared for the board of Northwind Holdings', author: 'Brightline Studio' },
    shows: ['Growth Strategy 2027', 'Prepared for the board of Northwind Holdings', 'Brightline Studio'],
    colors: { background: 'rgb(26, 54, 93)', text: 'rgb(255, 255, 255)' },
  },
  {
    // No lines and no agency: SPEC's default lines and the default agency label.
    type: 'strategic_title',
    title: 'Proposal',
    content: { clientName: 'Northwind Holdings', date: 'March 2027' },
    shows: [
      'STRATEGIC',
      'PARTNERSHIP',
      'PROPOSAL',
      'FOR',
      'Northwind Holdings',
      'FROM',
      'Your Agency',
      'DATE',
      'March 2027',
    ],
    colors: { background: 'rgb(26, 54, 93)', text: 'rgb(255, 255, 255)' },
  },
  {
    // No lines: SPEC's "LET'S BUILD" / "YOUR EMPIRE".
    type: 'thank_you',
    title: 'Thanks',
    content: { subtitle: 'hello@brightline.studio · +44 20 7946 0958' },
    shows: ["LET'S BUILD", 'YOUR EMPIRE', 'hello@brightline.studio · +44 20 7946 0958'],
  },
  {
    type: 'content',
    title: 'Our priorities for 2027',
    content: {
      text: 'Three moves that compound over the next twelve months.',
      items: ['Grow recurring revenue to 70% of sales', 'Open two new markets', 'Hire senior engineers'],
    },
    shows: [
      'Our priorities for 2027',
      'Three moves that compound over the next twelve months.',
      'Grow recurring revenue to 70% of sales',
      'Open two new markets',
      'Hire senior engineers',
    ],
    colors: { background: 'rgb(255, 255, 255)', text: 'rgb(26, 32, 44)' },
  },
  {
    type: 'metrics',
    title: 'The year in numbers',
    content: {
      metrics: [
        { value: '$4.2M', label: 'Annual revenue', subtext: '+32% year on year' },
        { value: '71', label: 'Net promoter score', subtext: 'Up from 54' },
        { value: '1.2M', label: 'Active users' },
        { value: '98%', label: 'Retention', subtext: 'Enterprise accounts' },
      ],
    },
    shows: [
      'The year in numbers',
      '$4.2M',
      'Annual revenue',
      '+32% year on year',
      '71',
      'Net promoter score',
      '1.2M',
      'Active users',
      '98%',
      'Retention',
    ],
    colors: { background: 'rgb(0, 51, 102)', text: 'rgb(255, 255, 255)' },
  },
  {
    type: 'statement',
    title: 'Our belief',
    content: { text: 'Speed is our strategy', author: 'Dana Reyes, CEO' },
    shows: ['Our belief', 'Speed is our strategy', '— Dana Reyes, CEO'],
    colors: { background: 'rgb(220, 20, 60)', text: 'rgb(255, 255, 255)' },
  },
  {
    type: 'comparison',
    title: 'Build or augment',
    content: {
      comparison: {
        left: { title: 'In-house team', items: ['Six months to hire', 'Fixed cost all year'] },
        right: { title: 'Augmented team', items: ['Ready next week', 'Scale up or down monthly'] },
      },
    },
    shows: [
      'Build or augment',
      'In-house team',
      'Six months to hire',
      'Fixed cost all year',
      'Augmented team',
      'Ready next week',
      'Scale up or down monthly',
    ],
  },
  {
    // SPEC §9's calculator with its default team: 2 designers, 3 developers, 3 augmented members.
    type: 'calculator',
    title: 'What a team costs',
    content: {},
    shows: [
      'What a team costs',
      'In-house team',
      '$600,000',
      '$225,000',
      'Better Value',
      '$375,000',
      '63% saved',
    ],
  },
  {
    type: 'html',
    title: 'Custom',
    content: {
      htmlContent:
        '<section style="padding:120px"><h2 style="font-size:96px;margin:0">Raw HTML phrase</h2><p style="font-size:40px">Made by hand</p></section>',
    },
    shows: ['Raw HTML phrase', 'Made by hand'],
  },
] as const;

const slidesList = (page: Page) => page.getByRole('list', { name: 'Slides' });

/**
 * The metrics' figures as drawn, in rows (a row: figures whose tops agree within 2 px), top row
 * first. SPEC §9 allows at most 4 columns; how the figures share rows is the layout's choice.
 */
async function figureRows(canvas: Locator, values: string[]) {
  const boxes = await Promise.all(
    values.map(async (value) => ({
      value,
      box: (await canvas.getByText(value, { exact: true }).boundingBox())!,
    })),
  );
  const rows: { top: number; values: string[]; lefts: number[] }[] = [];
  for (const { value, box } of boxes) {
    const row = rows.find((r) => Math.abs(r.top - box.y) < 2);
    if (row) {
      row.values.push(value);
      row.lefts.push(box.x);
    } else rows.push({ top: box.y, values: [value], lefts: [box.x] });
  }
  return rows.sort((a, b) => a.top - b.top);
}
const selectSlide = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Select slide ${n}:`) }).click();

/**
 * Text that a reader would lose: any run of text outside the 1920×1080 canvas, or cut off by a box
 * that clips (overflow hidden) on its way up to the canvas. Measured on the text itself, not its box.
 */
async function spilledText(canvas: Locator): Promise<string[]> {
  return canvas.evaluate((root) => {
    const out: string[] = [];
    const slide = root.getBoundingClientRect();
    const scale = slide.width / (root as HTMLElement).offsetWidth;
    // Glyphs may reach past their line box when line-height is tight; that is ink, not lost text.
    const inside = (r: DOMRect, c: DOMRect, slack: number) =>
      r.left >= c.left - 1 &&
      r.right <= c.right + 1 &&
      r.top >= c.top - slack &&
      r.bottom <= c.bottom + slack;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || !node.parentElement) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      const lineHeight = Number.parseFloat(getComputedStyle(node.parentElement).lineHeight) * scale;
      const glyph = range.getClientRects()[0]?.height ?? 0;
      const slack = 1 + (Number.isFinite(lineHeight) ? Math.max(0, (glyph - lineHeight) / 2) : 0);
      if (!inside(r, slide, slack)) {
        out.push(`off the slide: ${text.slice(0, 40)}`);
        continue;
      }
      for (let el: Element | null = node.parentElement; el && el !== root; el = el.parentElement) {
        if (getComputedStyle(el).overflow !== 'visible' && !inside(r, el.getBoundingClientRect(), slack)) {
          out.push(`cut off: ${text.slice(0, 40)}`);
          break;
        }
      }
    }
    return out;
  });
}

/** How many lines the element's text is laid out on. */
function linesOf(text: Locator): Promise<number> {
  return text.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

test.describe('slides on the editor canvas', () => {
  // Large enough that the screenshots show the slides the way a presenter would judge them.
  test.use({ viewport: { width: 1920, height: 1200 } });

  test('each of the nine types shows its content and SPEC’s defaults', async ({ page, api }) => {
    const client = await api.client(unique('Types client'));
    const deck = await api.presentation(client.id, 'Nine types');
    for (const { type, title, content } of NINE) await api.slide(deck.id, { type, title, content });
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);
    await expect(page.getByRole('button', { name: /^Move slide \d+$/ })).toHaveCount(NINE.length);

    for (const [i, slide] of NINE.entries()) {
      await selectSlide(page, i + 1);
      const canvas = page.locator(`main [data-slide-type="${slide.type}"]`);
      await expect(canvas).toBeVisible();
      for (const text of slide.shows) await expect(canvas.getByText(text, { exact: true })).toBeVisible();
      await expect(canvas).not.toContainText('Unknown slide type');
      if ('colors' in slide) {
        const painted = await canvas.evaluate((el) => {
          const style = getComputedStyle(el.firstElementChild!);
          return { background: style.backgroundColor, text: style.color };
        });
        expect(painted, slide.type).toEqual(slide.colors);
      }
      await canvas.screenshot({ path: `${SHOTS}/type-${slide.type}.png` });
      expect(await spilledText(canvas), slide.type).toEqual([]);
    }
    await page.screenshot({ path: `${SHOTS}/editor-nine-types.png` });

    // SPEC §9: a metrics slide has at most 4 columns; the four figures sit in rows of equal length
    // (one row, or two of two when that sets them larger), in order, each figure whole (never "$4.2"
    // above "M").
    await selectSlide(page, 5);
    const metrics = page.locator('main [data-slide-type="metrics"]');
    const four = ['$4.2M', '71', '1.2M', '98%'];
    const rows = await figureRows(metrics, four);
    expect(rows.map((r) => r.values.length)).toEqual(rows.length === 1 ? [4] : [2, 2]);
    expect(rows.flatMap((r) => r.values)).toEqual(four);
    for (const value of four) expect(await linesOf(metrics.getByText(value, { exact: true }))).toBe(1);
  });

  test('long text never spills off the slide: 200-character title, 12 long bullets; full metrics, comparison, statement', async ({
    page,
    api,
  }) => {
    const client = await api.client(unique('Long text client'));
    const deck = await api.presentation(client.id, 'Wordy');
    const longTitle =
      'Why the combined operating model for the Northern and Western regions will lift operating margins by four points within eighteen months, and what it asks of every team in the group from 1 January 2028';
    expect(longTitle).toHaveLength(200);
    const items = Array.from(
      { length: 12 },
      (_, i) =>
        `Point ${i + 1}: consolidate regional procurement contracts under one framework agreement so that volume discounts apply across every site`,
    );
    await api.slide(deck.id, { type: 'content', title: longTitle, content: { items } });
    // The other text-heavy layouts, filled as full as a real deck gets them.
    const sides = Array.from(
      { length: 12 },
      (_, i) => `Point ${i + 1}: one framework agreement, so volume discounts apply at every site`,
    );
    const dense = [
      {
        type: 'metrics',
        title: longTitle,
        content: {
          metrics: Array.from({ length: 8 }, (_, i) => ({
            value: `$${i + 1}2,400,000`,
            label: `Contracted revenue, region ${i + 1}`,
            subtext: 'Audited, year to March',
          })),
          text: 'All figures in US dollars at constant exchange rates; regions as reorganised in 2027.',
        },
      },
      {
        type: 'comparison',
        title: longTitle,
        content: {
          comparison: {
            left: { title: 'Today: each region buys on its own terms', items: sides.slice(0, 6) },
            right: { title: 'Tomorrow: one framework for the whole group', items: sides.slice(6) },
          },
        },
      },
      {
        type: 'statement',
        title: 'Our belief',
        content: { text: `${longTitle} ${longTitle}`, author: 'Dana Reyes' },
      },
    ] as const;
    for (const slide of dense) await api.slide(deck.id, slide);
    await page.goto(`/app/editor/${deck.id}`);
    await unlock(page);

    const canvas = page.locator('main [data-slide-type="content"]');
    await expect(canvas.getByText(items[11]!)).toBeVisible();
    await canvas.screenshot({ path: `${SHOTS}/type-content-long.png` });
    const slideBox = (await canvas.boundingBox())!;
    expect(slideBox.width / slideBox.height).toBeCloseTo(1920 / 1080, 2);
    const textBoxes = [
      canvas.getByRole('heading', { name: longTitle }),
      ...items.map((t) => canvas.getByText(t)),
    ];
    for (const text of textBoxes) {
      const box = (await text.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(slideBox.x);
      expect(box.y).toBeGreaterThanOrEqual(slideBox.y);
      expect(box.x + box.width).toBeLessThanOrEqual(slideBox.x + slideBox.width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(slideBox.y + slideBox.height + 0.5);
    }
    expect(await spilledText(canvas)).toEqual([]);

    for (const [i, slide] of dense.entries()) {
      await selectSlide(page, i + 2);
      const other = page.locator(`main [data-slide-type="${slide.type}"]`);
      await expect(other).toBeVisible();
      await other.screenshot({ path: `${SHOTS}/type-${slide.type}-long.png` });
      expect(await spilledText(other), slide.type).toEqual([]);
      if (slide.type !== 'metrics') continue;
      const figures = other.getByText(/^\$\d+2,400,000$/);
      await expect(figures).toHaveCount(8);
      for (const figure of await figures.all()) expect(await linesOf(figure)).toBe(1);
    }
  });
});

/** Presses on a drag handle and moves the pointer in small steps, as a hand does. */
async function pickUp(page: Page, handle: Locator) {
  const box = (await handle.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // SPEC §9: the drag starts after 8 px of movement.
  await page.mouse.move(start.x, start.y + 12, { steps: 4 });
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  return start;
}

test('reorder by pointer drag survives a reload; a slide dropped on itself stays put', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Drag client'));
  const deck = await api.presentation(client.id, 'Dragged');
  const names = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
  for (const title of names) await api.slide(deck.id, { title });
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  const titles = slidesList(page).getByTitle('Rename slide');
  await expect(titles).toHaveText(names);
  const order = async () => (await api.deck(deck.id)).slides.map((s) => s.title);
  const said = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  const reorders: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/reorder')) reorders.push(r.postData() ?? '');
  });

  // Alpha onto Charlie's place: the moved card's centre travels to Charlie's centre.
  const items = slidesList(page).locator(':scope > li');
  const alpha = (await items.nth(0).boundingBox())!;
  const charlie = (await items.nth(2).boundingBox())!;
  const start = await pickUp(page, page.getByRole('button', { name: 'Move slide 1' }));
  await page.mouse.move(start.x, start.y + (charlie.y - alpha.y), { steps: 12 });
  await said('Slide 1: Alpha is over position 3.');
  await page.mouse.up();
  await said('Slide 1: Alpha was dropped at position 3.');
  await expect(titles).toHaveText(['Bravo', 'Charlie', 'Alpha', 'Delta']);
  await expect.poll(order).toEqual(['Bravo', 'Charlie', 'Alpha', 'Delta']);
  await page.reload();
  await expect(titles).toHaveText(['Bravo', 'Charlie', 'Alpha', 'Delta']);

  // Charlie (now 2) over position 3 and back again, then let go: nothing changes, nothing is sent.
  reorders.length = 0;
  const second = (await items.nth(1).boundingBox())!;
  const third = (await items.nth(2).boundingBox())!;
  const from = await pickUp(page, page.getByRole('button', { name: 'Move slide 2' }));
  await page.mouse.move(from.x, from.y + (third.y - second.y), { steps: 10 });
  await said('Slide 2: Charlie is over position 3.');
  await page.mouse.move(from.x, from.y, { steps: 10 });
  await said('Slide 2: Charlie is over position 2.');
  await page.mouse.up();
  await said('Slide 2: Charlie was dropped where it was.');
  await expect(page.getByRole('button', { name: 'Move slide 2' })).not.toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(titles).toHaveText(['Bravo', 'Charlie', 'Alpha', 'Delta']);
  await page.reload();
  await expect(titles).toHaveText(['Bravo', 'Charlie', 'Alpha', 'Delta']);
  expect(reorders).toEqual([]);
  expect(await order()).toEqual(['Bravo', 'Charlie', 'Alpha', 'Delta']);
});

test('the brief: logo upload refuses non-images and large files, takes a real PNG; the date is generated', async ({
  page,
  api,
}) => {
  const client = await api.client(unique('Logo client'));
  const deck = await api.presentation(client.id, 'Branded');
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  // A real PNG, drawn by the browser itself.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 96, height: 64 } });

  await page.getByRole('button', { name: 'Presentation Brief' }).click();
  const sheet = page.getByRole('dialog', { name: 'Presentation Brief' });
  await sheet.getByRole('button', { name: 'Edit' }).click();
  const logoUrl = sheet.getByLabel('Logo URL');
  // Toasts are read as seen: while the sheet is modal, assistive tech hears them through Radix's announcer.
  const toast = (text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
  const logoPosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/logo')) logoPosts.push(r.url());
  });
  async function upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = page.waitForEvent('filechooser');
    await sheet.getByRole('button', { name: 'Upload', exact: true }).click();
    await (await chooser).setFiles(file);
  }

  await upload({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a logo') });
  await toast('Invalid file type');
  await toast('Please upload an image file');
  await expect(logoUrl).toHaveValue('');

  await upload({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await toast('File too large');
  await toast('File size must be less than 5MB');
  await expect(logoUrl).toHaveValue('');
  expect(logoPosts, 'refused in the browser, never sent').toEqual([]);

  // Named and typed as an image, but its bytes are not one: the server refuses it.
  await upload({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not pixels') });
  await toast('Upload failed');
  await toast('Failed to upload logo. Please try again.');
  await expect(logoUrl).toHaveValue('');

  await upload({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await toast('Logo uploaded successfully');
  expect(logoPosts).toHaveLength(2);
  await expect(logoUrl).toHaveValue(/^\/api\/files\/[A-Za-z0-9_-]+$/);
  const url = await logoUrl.inputValue();
  const preview = sheet.getByRole('img', { name: 'Logo' });
  await expect(preview).toHaveAttribute('src', url);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  // The generate button needs a client name, then writes SPEC's text from it.
  const date = sheet.getByLabel('Presentation Date');
  const generate = sheet.getByRole('button', { name: 'Generate from client name' });
  await expect(date).toHaveAttribute('placeholder', 'October 2025');
  // The Client Name starts as the deck's client (issue 34); emptied, there is nothing to generate from.
  const clientName = sheet.getByRole('textbox', { name: 'Client Name', exact: true });
  await expect(clientName).not.toHaveValue('');
  await expect(generate).toBeEnabled();
  await clientName.fill('');
  await expect(generate).toBeDisabled();
  await clientName.fill('Contoso Health');
  await generate.click();
  await expect(date).toHaveValue('Contoso Health - Strategic Partnership Proposal');

  await sheet.getByRole('button', { name: 'Save Changes' }).click();
  await toast('Presentation updated successfully');
  const saved = await api.request.get(`/api/presentations/${deck.id}`);
  expect((await saved.json()).metadata).toMatchObject({
    clientName: 'Contoso Health',
    presentationDate: 'Contoso Health - Strategic Partnership Proposal',
    logo: url,
  });
  await page.reload();
  await page.getByRole('button', { name: 'Presentation Brief' }).click();
  await expect(sheet.getByText('Contoso Health - Strategic Partnership Proposal')).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', url);
  await page.screenshot({ path: `${SHOTS}/brief-logo.png` });

  // Outside edit mode an uploaded logo is saved with the deck at once; a failed save is reported
  // as a failed upload and the old logo stays.
  // The editor saves the deck through its operations route (every hand edit is a deck operation).
  const deckUrl = `**/api/presentations/${deck.id}/operations`;
  await page.route(deckUrl, (route) => route.fulfill({ status: 503, body: 'down' }));
  await upload({ name: 'second.png', mimeType: 'image/png', buffer: png });
  await toast('Upload failed');
  await expect(sheet.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', url);
  await page.unroute(deckUrl);
  await upload({ name: 'second.png', mimeType: 'image/png', buffer: png });
  await toast('Logo uploaded successfully');
  const logoNow = async () =>
    (await (await api.request.get(`/api/presentations/${deck.id}`)).json()).metadata.logo;
  await expect.poll(logoNow).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+$/);
  expect(await logoNow()).not.toBe(url);
  await expect(sheet.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', await logoNow());
});

test('the inspector: a new type and edited metrics rows persist after a reload', async ({ page, api }) => {
  const client = await api.client(unique('Inspector client'));
  const deck = await api.presentation(client.id, 'Inspected');
  await api.slide(deck.id, { type: 'content', title: 'Results', content: { items: ['Revenue is up'] } });
  await page.goto(`/app/editor/${deck.id}`);
  await unlock(page);
  const saved = async () => (await api.deck(deck.id)).slides[0]!;
  const type = page.getByLabel('Type', { exact: true });
  await expect(page.locator('main [data-slide-type="content"]')).toBeVisible();
  await expect(type).toHaveValue('content');

  await type.selectOption({ label: 'Metrics' });
  const canvas = page.locator('main [data-slide-type="metrics"]');
  await expect(canvas).toBeVisible();
  await expect(slidesList(page).getByText('Metrics', { exact: true })).toBeVisible();
  await expect.poll(async () => (await saved()).type).toBe('metrics');

  const rows = page.getByLabel('Metrics (value | label | note, one per line)');
  await expect(rows).toHaveValue('');
  await rows.fill(
    [
      '$4.2M | Revenue | +32% YoY',
      '71 | Net promoter score',
      '1.2M | Active users',
      '98% | Retention',
      '12 | Markets',
    ].join('\n'),
  );
  await page.getByLabel('Speaker notes').click();
  await expect(canvas.getByText('+32% YoY', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await saved()).content.metrics)
    .toEqual([
      { value: '$4.2M', label: 'Revenue', subtext: '+32% YoY' },
      { value: '71', label: 'Net promoter score' },
      { value: '1.2M', label: 'Active users' },
      { value: '98%', label: 'Retention' },
      { value: '12', label: 'Markets' },
    ]);
  // SPEC §9: at most 4 columns, so five metrics take two rows, in order, none wider than 4.
  const drawn = await figureRows(canvas, ['$4.2M', '71', '1.2M', '98%', '12']);
  expect(drawn.length).toBe(2);
  expect(Math.max(...drawn.map((r) => r.values.length))).toBeLessThanOrEqual(4);
  expect(drawn.flatMap((r) => r.values)).toEqual(['$4.2M', '71', '1.2M', '98%', '12']);
  expect(await linesOf(canvas.getByText('$4.2M', { exact: true }))).toBe(1);
  expect(await spilledText(canvas)).toEqual([]);
  await canvas.screenshot({ path: `${SHOTS}/type-metrics-two-rows.png` });

  await page.reload();
  await expect(type).toHaveValue('metrics');
  await expect(rows).toHaveValue(
    '$4.2M | Revenue | +32% YoY\n71 | Net promoter score\n1.2M | Active users\n98% | Retention\n12 | Markets',
  );

  // Change a row, drop three: the canvas and the saved slide follow.
  await rows.fill('$4.5M | Revenue | +38% YoY\n71 | Net promoter score');
  await page.getByLabel('Speaker notes').click();
  await expect(canvas.getByText('$4.5M', { exact: true })).toBeVisible();
  await expect(canvas.getByText('1.2M', { exact: true })).toBeHidden();
  await expect
    .poll(async () => (await saved()).content.metrics)
    .toEqual([
      { value: '$4.5M', label: 'Revenue', subtext: '+38% YoY' },
      { value: '71', label: 'Net promoter score' },
    ]);
  await page.reload();
  await expect(type).toHaveValue('metrics');
  await expect(rows).toHaveValue('$4.5M | Revenue | +38% YoY\n71 | Net promoter score');
  await expect(canvas.getByText('+38% YoY', { exact: true })).toBeVisible();
  expect((await saved()).content.items).toEqual(['Revenue is up']);
});
