import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SLIDE_TITLE_MAX } from '../../common/limits';
import { SLIDE_TYPES, type Slide } from '../../common/slides/model';
import { getPresentation, seedDeck, seedPresentation, seedSlide, slideTitles } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const orders = async (presentationId: string) =>
  (await getPresentation(server, presentationId)).slides.map((s) => [s.title, s.order]);

describe('POST /api/slides', () => {
  test('defaults: type content, title "New Slide", content {}, order = count + 1', async () => {
    const deck = await seedPresentation(server);
    for (let n = 1; n <= 3; n++) {
      const res = await server.api<Slide>('/api/slides', { json: { presentationId: deck.id } });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
        presentationId: deck.id,
        type: 'content',
        title: 'New Slide',
        content: {},
        notes: '',
        order: n,
        createdAt: new Date(server.now()).toISOString(),
        updatedAt: new Date(server.now()).toISOString(),
      });
    }
    expect((await getPresentation(server, deck.id)).slideCount).toBe(3);
  });

  test('takes the payload of SPEC §7: presentationId, order, type, title, content', async () => {
    const deck = await seedPresentation(server);
    const content = {
      line1: 'STRATEGIC',
      line2: 'PARTNERSHIP',
      line3: 'PROPOSAL',
      clientName: 'Acme',
      agency: 'Northwind',
      date: 'October 2025',
    };
    const res = await server.api('/api/slides', {
      json: { presentationId: deck.id, order: 1, type: 'strategic_title', title: 'Opening', content },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'strategic_title', title: 'Opening', content, order: 1 });
  });

  test('every slide type of SPEC §3 is accepted', async () => {
    const deck = await seedPresentation(server);
    for (const type of SLIDE_TYPES) {
      const res = await server.api('/api/slides', { json: { presentationId: deck.id, type } });
      expect(res.status, type).toBe(201);
      expect(res.body.type).toBe(type);
    }
  });

  test('inserting at an order shifts the slides from there on down by one', async () => {
    const { presentation } = await seedDeck(server, 3);
    await seedSlide(server, presentation.id, { title: 'At 2', order: 2 });
    expect(await orders(presentation.id)).toEqual([
      ['S1', 1],
      ['At 2', 2],
      ['S2', 3],
      ['S3', 4],
    ]);
    await seedSlide(server, presentation.id, { title: 'At 1', order: 1 });
    await seedSlide(server, presentation.id, { title: 'At end', order: 6 });
    expect(await orders(presentation.id)).toEqual([
      ['At 1', 1],
      ['S1', 2],
      ['At 2', 3],
      ['S2', 4],
      ['S3', 5],
      ['At end', 6],
    ]);
  });

  test('an order past the end puts the slide last, with no gap', async () => {
    const { presentation } = await seedDeck(server, 2);
    const res = await server.api('/api/slides', { json: { presentationId: presentation.id, order: 50 } });
    expect(res.status).toBe(201);
    expect(res.body.order).toBe(3);
    expect((await orders(presentation.id)).map(([, o]) => o)).toEqual([1, 2, 3]);
  });

  test.each([
    ['an unknown type', { type: 'pie_chart' }, /^type/],
    ['a type that is not text', { type: 3 }, /^type/],
    ['order 0', { order: 0 }, /^order/],
    ['a fractional order', { order: 1.5 }, /^order/],
    ['an order given as text', { order: '2' }, /^order/],
    ['a title too long', { title: 't'.repeat(SLIDE_TITLE_MAX + 1) }, /^title/],
    ['unknown content keys', { content: { text: 'ok', script: 'alert(1)' } }, /^content/],
    ['content that is not an object', { content: 'text' }, /^content/],
    [
      'a colour that is not a colour',
      { content: { backgroundColor: 'red;}</style><script>' } },
      /^content\.backgroundColor/,
    ],
    ['items that are not strings', { content: { items: [1, 2] } }, /^content\.items/],
  ])('%s is 400 naming the field, and adds nothing', async (_, fields, message) => {
    const { presentation } = await seedDeck(server, 1);
    const res = await server.api('/api/slides', { json: { presentationId: presentation.id, ...fields } });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.message).toMatch(message);
    expect(await slideTitles(server, presentation.id)).toEqual(['S1']);
  });

  test('a missing presentationId is 400; an unknown one is 404', async () => {
    const missing = await server.api('/api/slides', { json: { title: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/^presentationId/);
    const unknown = await server.api('/api/slides', { json: { presentationId: 'noSuchDeck12' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: 'Presentation not found' } });
  });
});

describe('PATCH /api/slides/{id}', () => {
  test('changes title, type, content and notes, alone or together', async () => {
    const { presentation, slides } = await seedDeck(server, 2);
    const id = slides[0]!.id;
    const title = await server.api(`/api/slides/${id}`, { method: 'PATCH', json: { title: 'Renamed' } });
    expect(title.status).toBe(200);
    expect(title.body).toMatchObject({
      id,
      title: 'Renamed',
      type: 'content',
      content: { text: 'Text 1' },
      order: 1,
    });

    const content = {
      metrics: [
        { value: '32%', label: 'Growth', subtext: 'year on year' },
        { value: '1.2M', label: 'Users' },
      ],
      backgroundColor: '#003366',
      textColor: 'white',
    };
    const both = await server.api(`/api/slides/${id}`, {
      method: 'PATCH',
      json: { type: 'metrics', content },
    });
    expect(both.status).toBe(200);
    // content is replaced as a whole, not merged.
    expect(both.body).toMatchObject({ title: 'Renamed', type: 'metrics', content });
    expect(both.body.content.text).toBeUndefined();

    const notes = await server.api(`/api/slides/${id}`, { method: 'PATCH', json: { notes: 'Pause here.' } });
    expect(notes.body).toMatchObject({ notes: 'Pause here.', type: 'metrics', content });

    const stored = (await getPresentation(server, presentation.id)).slides[0]!;
    expect(stored).toEqual(notes.body);
    // The other slide is untouched.
    expect((await getPresentation(server, presentation.id)).slides[1]).toEqual(slides[1]);
  });

  test.each([
    ['no change at all', {}, /at least one of/],
    ['an unknown type', { type: 'video' }, /^type/],
    ['unknown content keys', { content: { onclick: 'x' } }, /^content/],
    ['notes that are not text', { notes: {} }, /^notes/],
    ['a title that is null', { title: null }, /^title/],
  ])('%s is 400, and the slide is unchanged', async (_, json, message) => {
    const { presentation, slides } = await seedDeck(server, 1);
    const res = await server.api(`/api/slides/${slides[0]!.id}`, { method: 'PATCH', json });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect((await getPresentation(server, presentation.id)).slides).toEqual(slides);
  });
});

test('unknown keys inside known content fields are dropped, never stored', async () => {
  const { presentation, slides } = await seedDeck(server, 1);
  const res = await server.api(`/api/slides/${slides[0]!.id}`, {
    method: 'PATCH',
    json: {
      type: 'comparison',
      content: { comparison: { left: { title: 'Us', items: ['a'], x: 'y'.repeat(1000) }, right: {} } },
    },
  });
  expect(res.status).toBe(200);
  const expected = { comparison: { left: { title: 'Us', items: ['a'] }, right: { title: '', items: [] } } };
  expect(res.body.content).toEqual(expected);
  expect((await getPresentation(server, presentation.id)).slides[0]!.content).toEqual(expected);
});

describe('DELETE /api/slides/{id}', () => {
  test('removes the slide and renumbers the rest 1..n', async () => {
    const { presentation, slides } = await seedDeck(server, 5);
    expect((await server.api(`/api/slides/${slides[1]!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await orders(presentation.id)).toEqual([
      ['S1', 1],
      ['S3', 2],
      ['S4', 3],
      ['S5', 4],
    ]);
    expect((await server.api(`/api/slides/${slides[0]!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await server.api(`/api/slides/${slides[4]!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await orders(presentation.id)).toEqual([
      ['S3', 1],
      ['S4', 2],
    ]);
    const again = await server.api(`/api/slides/${slides[1]!.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: { code: 'not_found', message: 'Slide not found' } });
    // A new slide after deletions still goes to count + 1.
    expect((await seedSlide(server, presentation.id)).order).toBe(3);
  });
});

describe('POST /api/presentations/{id}/reorder', () => {
  test('sets the order to exactly the list given: 1..n', async () => {
    const { presentation, slides } = await seedDeck(server, 4);
    const [a, b, c, d] = slides.map((s) => s.id);
    const res = await server.api(`/api/presentations/${presentation.id}/reorder`, {
      json: { slideIds: [c, a, d, b] },
    });
    expect(res.status).toBe(204);
    expect(await orders(presentation.id)).toEqual([
      ['S3', 1],
      ['S1', 2],
      ['S4', 3],
      ['S2', 4],
    ]);
    // Slides keep everything else.
    const after = await getPresentation(server, presentation.id);
    expect(after.slides.find((s) => s.id === a)).toMatchObject({ title: 'S1', content: { text: 'Text 1' } });
  });

  test('an empty deck reorders to an empty list', async () => {
    const deck = await seedPresentation(server);
    const res = await server.api(`/api/presentations/${deck.id}/reorder`, { json: { slideIds: [] } });
    expect(res.status).toBe(204);
  });

  test('a missing, duplicated, unknown or foreign slide id is 400 and nothing changes', async () => {
    const { presentation, slides } = await seedDeck(server, 3);
    const other = await seedDeck(server, 1);
    const [a, b, c] = slides.map((s) => s.id) as [string, string, string];
    const foreign = other.slides[0]!.id;
    const cases: Array<[string, unknown]> = [
      ['missing', [c, a]],
      ['duplicated', [c, a, a]],
      ['duplicated instead of one', [a, b, b]],
      ['foreign', [c, b, foreign]],
      ['foreign as an extra', [c, b, a, foreign]],
      ['unknown', [c, b, 'noSuchSlide1']],
      ['empty', []],
      ['malformed id', [c, b, 'not an id']],
      ['not a list', a],
      ['ids that are not text', [1, 2, 3]],
    ];
    const before = await getPresentation(server, presentation.id);
    for (const [name, slideIds] of cases) {
      const res = await server.api(`/api/presentations/${presentation.id}/reorder`, { json: { slideIds } });
      expect(res.status, name).toBe(400);
      expect(isErrorShape(res.body), name).toBe(true);
      expect(res.body.error.message, name).toMatch(/^slideIds/);
    }
    expect((await server.api(`/api/presentations/${presentation.id}/reorder`, { json: {} })).status).toBe(
      400,
    );
    expect(await getPresentation(server, presentation.id)).toEqual(before);
    expect(await slideTitles(server, other.presentation.id)).toEqual(['S1']);
  });

  test('many reorders in a row keep the order a permutation of 1..n', async () => {
    const { presentation, slides } = await seedDeck(server, 6);
    let ids = slides.map((s) => s.id);
    for (let round = 0; round < 5; round++) {
      ids = [...ids.slice(round % ids.length), ...ids.slice(0, round % ids.length)].reverse();
      expect(
        (await server.api(`/api/presentations/${presentation.id}/reorder`, { json: { slideIds: ids } }))
          .status,
      ).toBe(204);
      const deck = await getPresentation(server, presentation.id);
      expect(deck.slides.map((s) => s.id)).toEqual(ids);
      expect(deck.slides.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });
});

describe('concurrent changes to one deck', () => {
  test('slides added at once all land, numbered 1..n with no gap or repeat', async () => {
    const deck = await seedPresentation(server);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.api('/api/slides', { json: { presentationId: deck.id, title: `C${i}` } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const after = await getPresentation(server, deck.id);
    expect(after.slides.map((s) => s.order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(after.slides.map((s) => s.title)).size).toBe(20);
  });

  test('inserts, deletes, reorders and versions racing each other keep the deck whole', async () => {
    const { presentation, slides } = await seedDeck(server, 6);
    const ids = slides.map((s) => s.id);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) =>
        server.api('/api/slides', {
          json: { presentationId: presentation.id, order: 1 + (i % 3), title: `I${i}` },
        }),
      ),
      server.api(`/api/slides/${ids[0]}`, { method: 'DELETE' }),
      server.api(`/api/slides/${ids[3]}`, { method: 'DELETE' }),
      server.api(`/api/presentations/${presentation.id}/reorder`, { json: { slideIds: [...ids].reverse() } }),
      ...Array.from({ length: 4 }, () =>
        server.api(`/api/presentations/${presentation.id}/versions`, { method: 'POST' }),
      ),
    ]);
    // A reorder that raced an insert or delete may be refused (its list is no longer the deck), never a 5xx.
    for (const r of results) expect(r.status).toBeLessThan(500);
    const after = await getPresentation(server, presentation.id);
    expect(after.slides.map((s) => s.order)).toEqual(after.slides.map((_, i) => i + 1));
    expect(after.slides.length).toBe(6 + 5 - 2);
    const versions = (await server.api(`/api/presentations/${presentation.id}/versions`)).body as {
      version: number;
    }[];
    expect(versions.map((v) => v.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
  });
});
