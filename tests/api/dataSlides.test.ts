import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CHART_CATEGORIES_MAX,
  PICTURE_LONG_SIDE_MAX,
  TABLE_COLUMNS_MAX,
  TABLE_ROWS_MAX,
} from '../../common/limits';
import type { AppliedOperations, Operation } from '../../common/schemas/operations';
import type { Presentation } from '../../common/schemas/presentations';
import type { Chart, SlideContent } from '../../common/slides/content';
import { picturePng, uploadPicture } from '../helpers/nineTypes';
import { getPresentation, seedPresentation } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 31: the chart, table, image and timeline slides through the deck operations (the one way
// a deck changes): created, edited, refused with a 400 naming the field, and undone exactly.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const apply = (presentationId: string, operations: unknown) =>
  server.api<AppliedOperations>(`/api/presentations/${presentationId}/operations`, { json: { operations } });

async function applied(presentationId: string, operations: Operation[]) {
  const res = await apply(presentationId, operations);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const undoOf = (reply: AppliedOperations) => [...reply.inverses].reverse();
const comparable = (p: Presentation) => {
  const { updatedAt: _u, revision: _r, ...deck } = p;
  return { ...deck, slides: deck.slides.map(({ updatedAt: _s, ...slide }) => slide) };
};

const CHART = {
  kind: 'bar',
  categories: ['2022', '2023', '2024'],
  series: [{ name: 'Revenue', values: [4.1, 5.6, 7.9] }],
  unit: '€M',
} satisfies Chart;
const TABLE = {
  header: ['Plan', 'Price', 'Seats'],
  rows: [
    ['Starter', '€19', '3'],
    ['Pro', '€49'],
  ],
};
const STEPS = [
  { label: 'Discovery', date: 'May' },
  { label: 'Build', date: 'June – August', text: 'Three sprints' },
  { label: 'Launch', date: 'September' },
];

/** The message of a 400, after checking it is one in the project's error shape. */
async function refused(presentationId: string, operations: unknown): Promise<string> {
  const before = await getPresentation(server, presentationId);
  const res = await apply(presentationId, operations);
  expect(res.status, res.text).toBe(400);
  expect(isErrorShape(res.body)).toBe(true);
  expect(await getPresentation(server, presentationId)).toEqual(before);
  return (res.body as unknown as { error: { message: string } }).error.message;
}

describe('the data slides through deck operations', () => {
  test('each type is created and edited, and undoing the batches gives back the exact deck', async () => {
    const deck = await seedPresentation(server);
    const url = await uploadPicture(server, deck.id);
    const empty = await getPresentation(server, deck.id);
    const added = await applied(deck.id, [
      { op: 'add_slide', type: 'chart', title: 'Revenue doubled', content: { chart: CHART } },
      { op: 'add_slide', type: 'table', title: 'Plans', content: { table: TABLE } },
      {
        op: 'add_slide',
        type: 'image',
        title: 'Studio',
        content: {
          image: { url, alt: 'The studio', layout: 'left', focus: { x: 0.3, y: 0.6 } },
          items: ['Forty people'],
        },
      },
      { op: 'add_slide', type: 'timeline', title: 'Plan', content: { steps: STEPS } },
    ]);
    const made = await getPresentation(server, deck.id);
    expect(made.slides.map((s) => s.type)).toEqual(['chart', 'table', 'image', 'timeline']);
    expect(made.slides[0]!.content).toEqual({ chart: CHART });
    // Ragged rows are stored as given and padded where drawn.
    expect(made.slides[1]!.content).toEqual({ table: TABLE });
    expect(made.slides[2]!.content.image).toEqual({
      url,
      alt: 'The studio',
      layout: 'left',
      focus: { x: 0.3, y: 0.6 },
    });
    expect(made.slides[3]!.content.steps).toEqual(STEPS);

    const [chart, table, image, timeline] = made.slides.map((s) => s.id) as [string, string, string, string];
    const edited = await applied(deck.id, [
      {
        op: 'update_slide',
        slideId: chart,
        content: { chart: { ...CHART, kind: 'line', series: [{ name: 'Revenue', values: [4, 6, 8] }] } },
      },
      {
        op: 'update_slide',
        slideId: table,
        content: { table: { ...TABLE, rows: [...TABLE.rows, ['Team', '€99', '25']] } },
      },
      {
        op: 'update_slide',
        slideId: image,
        content: { image: { url, alt: 'The studio at dusk', layout: 'full', caption: 'Lisbon' } },
      },
      { op: 'update_slide', slideId: timeline, content: { steps: STEPS.slice(0, 2) } },
    ]);
    const after = await getPresentation(server, deck.id);
    expect(after.slides[0]!.content.chart).toMatchObject({ kind: 'line', series: [{ values: [4, 6, 8] }] });
    expect((after.slides[1]!.content as SlideContent).table!.rows).toHaveLength(3);
    expect(after.slides[2]!.content.image).toMatchObject({ layout: 'full', caption: 'Lisbon' });
    expect(after.slides[3]!.content.steps).toHaveLength(2);

    await applied(deck.id, undoOf(edited));
    expect(comparable(await getPresentation(server, deck.id))).toEqual(comparable(made));
    await applied(deck.id, undoOf(added));
    expect(comparable(await getPresentation(server, deck.id))).toEqual(comparable(empty));
  });

  test.each([
    [
      'a chart with no series',
      { chart: { ...CHART, series: [] } },
      /content\.chart\.series: must hold at least one series/,
    ],
    [
      'a value that is not a number',
      {
        chart: {
          ...CHART,
          series: [
            { name: 'A', values: [1, 2, 3] },
            { name: 'B', values: [1, 2, 'lots'] },
          ],
        },
      },
      /content\.chart\.series\.1\.values\.2: .*number/,
    ],
    [
      'too many categories',
      {
        chart: {
          ...CHART,
          categories: Array.from({ length: CHART_CATEGORIES_MAX + 1 }, (_, i) => `C${i}`),
          series: [{ name: 'A', values: Array.from({ length: CHART_CATEGORIES_MAX + 1 }, () => 1) }],
        },
      },
      new RegExp(`content\\.chart\\.categories: must hold at most ${CHART_CATEGORIES_MAX} categories`),
    ],
    [
      'a pie with two series',
      { chart: { ...CHART, kind: 'pie', series: [CHART.series[0], { name: 'B', values: [1, 2, 3] }] } },
      /content\.chart\.series: a pie chart has one series/,
    ],
    [
      'values that do not match the categories',
      { chart: { ...CHART, series: [{ name: 'A', values: [1] }] } },
      /content\.chart\.series\.0\.values: must hold one value per category \(3\)/,
    ],
    [
      'a table with too many columns',
      { table: { header: Array.from({ length: TABLE_COLUMNS_MAX + 1 }, (_, i) => `H${i}`), rows: [] } },
      new RegExp(`content\\.table\\.header: must hold at most ${TABLE_COLUMNS_MAX} columns`),
    ],
    [
      'a table with too many rows',
      { table: { header: ['A'], rows: Array.from({ length: TABLE_ROWS_MAX + 1 }, () => ['x']) } },
      new RegExp(`content\\.table\\.rows: must hold at most ${TABLE_ROWS_MAX} rows`),
    ],
    ['a timeline of one step', { steps: [STEPS[0]] }, /content\.steps: must hold at least 2 steps/],
    [
      'a picture from elsewhere',
      { image: { url: 'https://example.com/x.png', alt: 'X', layout: 'left' } },
      /content\.image\.url: must be a picture uploaded to this presentation/,
    ],
    [
      'a picture without alt text',
      { image: { url: '/api/files/abc', alt: '  ', layout: 'full' } },
      /content\.image\.alt: is required/,
    ],
  ])('%s is a 400 naming the field, on add and on edit, and nothing changes', async (_, content, message) => {
    const deck = await seedPresentation(server);
    const add = await refused(deck.id, [{ op: 'add_slide', type: 'chart', title: 'X', content }]);
    expect(add).toMatch(new RegExp(`operations\\.0\\.${message.source}`));
    const slide = await applied(deck.id, [{ op: 'add_slide', type: 'content', title: 'Y' }]);
    const slideId = (slide.inverses[0] as { slideId: string }).slideId;
    const edit = await refused(deck.id, [{ op: 'update_slide', slideId, content }]);
    expect(edit).toMatch(message);
  });

  test('an image slide shows only a picture uploaded to its own deck', async () => {
    const mine = await seedPresentation(server);
    const other = await seedPresentation(server);
    const theirs = await uploadPicture(server, other.id);
    const logo = await server.api<{ url: string }>(`/api/presentations/${mine.id}/logo`, {
      json: { file: await picturePng(40, 40), fileName: 'logo.png', fileType: 'image/png' },
    });
    expect(logo.status).toBe(201);
    for (const url of [theirs, logo.body.url, '/api/files/noSuchUpload1']) {
      const message = await refused(mine.id, [
        {
          op: 'add_slide',
          type: 'image',
          title: 'X',
          content: { image: { url, alt: 'A picture', layout: 'left' } },
        },
      ]);
      expect(message).toBe('operations.0.content.image.url: must be a picture uploaded to this presentation');
    }
    // SPEC's slide route goes through the same check.
    const res = await server.api('/api/slides', {
      json: {
        presentationId: mine.id,
        type: 'image',
        title: 'X',
        content: { image: { url: theirs, alt: 'A', layout: 'full' } },
      },
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('content.image.url');
  });

  test('a large upload is scaled down to 2,400 px on its long side, keeping its proportions', async () => {
    const deck = await seedPresentation(server);
    const big = await sharp({ create: { width: 3600, height: 1800, channels: 3, background: '#2b6cb0' } })
      .jpeg()
      .toBuffer();
    const url = await uploadPicture(server, deck.id, `data:image/jpeg;base64,${big.toString('base64')}`);
    const res = await fetch(`${server.url}${url}`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([PICTURE_LONG_SIDE_MAX, PICTURE_LONG_SIDE_MAX / 2]);
    // A small one is kept byte for byte.
    const small = await picturePng(300, 200);
    const smallUrl = await uploadPicture(server, deck.id, small);
    const kept = Buffer.from(await (await fetch(`${server.url}${smallUrl}`)).arrayBuffer());
    expect(kept.toString('base64')).toBe(small.split(',')[1]);
  });
});
