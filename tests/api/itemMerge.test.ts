import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppliedOperations } from '../../common/schemas/operations';
import { getPresentation, seedPresentation, seedSlide } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 33: a list whose items have identity merges item by item, and a tab's own earlier writes
// never clash with its later ones, whatever revision they were based on.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

type Conflict = {
  error: { code: string; message: string; field: string; revision: number; current: unknown };
};

const post = <T = AppliedOperations>(id: string, body: unknown) =>
  server.api<T>(`/api/presentations/${id}/operations`, { json: body });

const TAB_A = 'tab-aaaaaaaa';
const TAB_B = 'tab-bbbbbbbb';

const METRICS = [
  { value: '32%', label: 'Revenue' },
  { value: '1.2M', label: 'Users' },
  { value: '71', label: 'NPS' },
];

async function metricsDeck() {
  const presentation = await seedPresentation(server);
  const slide = await seedSlide(server, presentation.id, {
    type: 'metrics',
    title: 'Results',
    content: { metrics: METRICS, items: ['One', 'Two', 'Three'] },
  });
  const deck = await getPresentation(server, presentation.id);
  return { id: presentation.id, slideId: slide.id, base: deck.revision as number };
}

const withMetric = (i: number, metric: { value: string; label: string }) =>
  METRICS.map((m, k) => (k === i ? metric : m));

describe('a list merges item by item', () => {
  test('two writers change different metrics from the same stale revision: both survive', async () => {
    const { id, slideId, base } = await metricsDeck();
    const a = await post(id, {
      baseRevision: base,
      tab: TAB_A,
      operations: [
        {
          op: 'update_slide',
          slideId,
          content: { metrics: withMetric(0, { value: '41%', label: 'Revenue' }) },
        },
      ],
    });
    expect(a.status, a.text).toBe(200);
    const b = await post(id, {
      baseRevision: base,
      tab: TAB_B,
      operations: [
        { op: 'update_slide', slideId, content: { metrics: withMetric(2, { value: '80', label: 'NPS' }) } },
      ],
    });
    expect(b.status, b.text).toBe(200);
    const deck = await getPresentation(server, id);
    expect(deck.slides[0]!.content.metrics).toEqual([
      { value: '41%', label: 'Revenue' },
      { value: '1.2M', label: 'Users' },
      { value: '80', label: 'NPS' },
    ]);
  });

  test('the same metric is a 409 naming the item, carrying its current value; nothing applies', async () => {
    const { id, slideId, base } = await metricsDeck();
    expect(
      (
        await post(id, {
          baseRevision: base,
          tab: TAB_A,
          operations: [
            {
              op: 'update_slide',
              slideId,
              content: { metrics: withMetric(1, { value: '2M', label: 'Users' }) },
            },
          ],
        })
      ).status,
    ).toBe(200);
    const res = await post<Conflict>(id, {
      baseRevision: base,
      tab: TAB_B,
      operations: [
        { op: 'update_slide', slideId, title: 'Would merge' },
        {
          op: 'update_slide',
          slideId,
          content: { metrics: withMetric(1, { value: '3M', label: 'Active users' }) },
        },
      ],
    });
    expect(res.status, res.text).toBe(409);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error).toMatchObject({
      code: 'conflict',
      field: 'operations.1.content.metrics.1',
      revision: base + 1,
      current: { value: '2M', label: 'Users' },
    });
    const deck = await getPresentation(server, id);
    expect(deck.slides[0]!.title).toBe('Results');
    expect((deck.slides[0]!.content.metrics as unknown[])[1]).toEqual({ value: '2M', label: 'Users' });
  });

  test('bullets merge per item; adding one is a change of the whole list', async () => {
    const { id, slideId, base } = await metricsDeck();
    expect(
      (
        await post(id, {
          baseRevision: base,
          operations: [{ op: 'update_slide', slideId, content: { items: ['One!', 'Two', 'Three'] } }],
        })
      ).status,
    ).toBe(200);
    const other = await post(id, {
      baseRevision: base,
      operations: [{ op: 'update_slide', slideId, content: { items: ['One', 'Two', 'Three!'] } }],
    });
    expect(other.status, other.text).toBe(200);
    expect((await getPresentation(server, id)).slides[0]!.content.items).toEqual(['One!', 'Two', 'Three!']);
    // A bullet added from the same stale base moves every place after it: it clashes.
    const grown = await post<Conflict>(id, {
      baseRevision: base,
      operations: [{ op: 'update_slide', slideId, content: { items: ['One', 'Two', 'Three', 'Four'] } }],
    });
    expect(grown.status, grown.text).toBe(409);
    expect(grown.body.error.field).toBe('operations.0.content.items');
    expect(grown.body.error.current).toEqual(['One!', 'Two', 'Three!']);
  });

  test("a comparison's two sides and their items merge apart", async () => {
    const presentation = await seedPresentation(server);
    const comparison = {
      left: { title: 'Before', items: ['Manual', 'Slow'] },
      right: { title: 'After', items: ['Automatic', 'Fast'] },
    };
    const slide = await seedSlide(server, presentation.id, {
      type: 'comparison',
      title: 'Compare',
      content: { comparison },
    });
    const base = (await getPresentation(server, presentation.id)).revision as number;
    const write = (change: (c: typeof comparison) => void) => {
      const next = structuredClone(comparison);
      change(next);
      return post<Conflict>(presentation.id, {
        baseRevision: base,
        operations: [{ op: 'update_slide', slideId: slide.id, content: { comparison: next } }],
      });
    };
    expect((await write((c) => (c.left.title = 'Then'))).status).toBe(200);
    expect((await write((c) => (c.left.items[1] = 'Slower'))).status).toBe(200);
    expect((await write((c) => (c.right.items[0] = 'Automated'))).status).toBe(200);
    const clash = await write((c) => (c.left.items[1] = 'Sluggish'));
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({
      field: 'operations.0.content.comparison.left.items.1',
      current: 'Slower',
    });
    expect((await getPresentation(server, presentation.id)).slides[0]!.content.comparison).toEqual({
      left: { title: 'Then', items: ['Manual', 'Slower'] },
      right: { title: 'After', items: ['Automated', 'Fast'] },
    });
  });
});

describe("a tab's own earlier writes", () => {
  test('two quick edits of one metric in one tab, both from the revision it opened at, both apply', async () => {
    const { id, slideId, base } = await metricsDeck();
    // The tab's second edit leaves before the deck is read again: it is still based on `base`.
    const value = await post(id, {
      baseRevision: base,
      tab: TAB_A,
      operations: [
        {
          op: 'update_slide',
          slideId,
          content: { metrics: withMetric(0, { value: '41%', label: 'Revenue' }) },
        },
      ],
    });
    expect(value.status, value.text).toBe(200);
    const label = await post(id, {
      baseRevision: base,
      tab: TAB_A,
      operations: [
        {
          op: 'update_slide',
          slideId,
          content: { metrics: withMetric(0, { value: '41%', label: 'Revenue growth' }) },
        },
      ],
    });
    expect(label.status, label.text).toBe(200);
    expect(((await getPresentation(server, id)).slides[0]!.content.metrics as unknown[])[0]).toEqual({
      value: '41%',
      label: 'Revenue growth',
    });
  });

  test("a tab's own text edit does not clash, another tab's does; a tab's write keeps others' items", async () => {
    const { id, slideId, base } = await metricsDeck();
    const text = (tab: string, text: string) =>
      post<Conflict>(id, {
        baseRevision: base,
        tab,
        operations: [{ op: 'update_slide', slideId, notes: text }],
      });
    expect((await text(TAB_A, 'First')).status).toBe(200);
    expect((await text(TAB_A, 'Second')).status).toBe(200);
    const other = await text(TAB_B, 'Third');
    expect(other.status).toBe(409);
    expect(other.body.error.current).toBe('Second');
    // B changes metric 2; A, still at `base`, changes metric 0 again: B's metric stays B's.
    const fromB = await post(id, {
      tab: TAB_B,
      operations: [
        { op: 'update_slide', slideId, content: { metrics: withMetric(2, { value: '90', label: 'NPS' }) } },
      ],
    });
    expect(fromB.status).toBe(200);
    const again = await post(id, {
      baseRevision: base,
      tab: TAB_A,
      operations: [
        {
          op: 'update_slide',
          slideId,
          content: { metrics: withMetric(0, { value: '50%', label: 'Revenue' }) },
        },
      ],
    });
    expect(again.status, again.text).toBe(200);
    expect((await getPresentation(server, id)).slides[0]!.content.metrics).toEqual([
      { value: '50%', label: 'Revenue' },
      { value: '1.2M', label: 'Users' },
      { value: '90', label: 'NPS' },
    ]);
  });

  test("SPEC's PATCH names its tab in X-Deck-Tab; a bad one is a 400 naming the header", async () => {
    const { id, slideId, base } = await metricsDeck();
    const patch = (title: string, tab: string) =>
      server.api(`/api/slides/${slideId}`, {
        method: 'PATCH',
        json: { title },
        headers: { 'if-match': `"${base}"`, 'x-deck-tab': tab },
      });
    expect((await patch('One', TAB_A)).status).toBe(200);
    expect((await patch('Two', TAB_A)).status).toBe(200);
    expect((await patch('Three', TAB_B)).status).toBe(409);
    const bad = await patch('Four', 'no spaces allowed');
    expect(bad.status).toBe(400);
    expect(isErrorShape(bad.body) && bad.body.error.message).toMatch(/^X-Deck-Tab: /);
    const deckPatch = await server.api(`/api/presentations/${id}`, {
      method: 'PATCH',
      json: { brief: 'Mine' },
      headers: { 'if-match': `"${base}"`, 'x-deck-tab': TAB_A },
    });
    expect(deckPatch.status, deckPatch.text).toBe(200);
    expect((await getPresentation(server, id)).slides[0]!.title).toBe('Two');
  });

  test('a bad tab in the body is a 400 naming it, and nothing applies', async () => {
    const { id, slideId, base } = await metricsDeck();
    const res = await post(id, {
      baseRevision: base,
      tab: 'x',
      operations: [{ op: 'update_slide', slideId, title: 'Nope' }],
    });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body) && res.body.error.message).toMatch(/^tab: /);
    expect((await getPresentation(server, id)).slides[0]!.title).toBe('Results');
  });
});
