import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BRIEF_MAX,
  CHECKLIST_MAX_ITEMS,
  METADATA_FIELD_MAX,
  PRESENTATION_TITLE_MAX,
} from '../../common/limits';
import type { Presentation, PresentationSummary } from '../../common/schemas/presentations';
import { slides as slidesTable } from '../../server/db/schema';
import {
  getPresentation,
  saveVersion,
  seedClient,
  seedDeck,
  seedPresentation,
  seedSlide,
} from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

const MINUTE = 60_000;

describe('GET /api/clients/{id}/presentations', () => {
  test('lists the client`s decks with slideCount, isProtected, updatedAt, thumbnail and firstSlide, newest first', async () => {
    const client = await seedClient(server);
    const other = await seedClient(server);
    await seedPresentation(server, other.id, 'Not mine');
    const empty = await seedPresentation(server, client.id, 'Empty deck');
    server.advance(MINUTE);
    const full = await seedPresentation(server, client.id, 'Full deck');
    await seedSlide(server, full.id, { title: 'Second', type: 'metrics' });
    await seedSlide(server, full.id, { title: 'First', type: 'title', order: 1 });
    await seedSlide(server, full.id, { title: 'Third' });
    const fullUpdatedAt = new Date(server.now()).toISOString();

    const res = await server.api<PresentationSummary[]>(`/api/clients/${client.id}/presentations`);
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.title)).toEqual(['Full deck', 'Empty deck']);
    const [first, second] = res.body;
    expect(first).toMatchObject({
      id: full.id,
      clientId: client.id,
      title: 'Full deck',
      slideCount: 3,
      isProtected: false,
      thumbnail: null,
      updatedAt: fullUpdatedAt,
    });
    expect(first!.firstSlide).toMatchObject({ title: 'First', type: 'title', order: 1 });
    expect(second).toMatchObject({
      id: empty.id,
      slideCount: 0,
      isProtected: false,
      thumbnail: null,
      firstSlide: null,
    });
  });

  test('isProtected is set while the deck has a live password-protected link', async () => {
    const client = await seedClient(server);
    const open = await seedPresentation(server, client.id, 'Open link');
    const locked = await seedPresentation(server, client.id, 'Locked link');
    expect(
      (await server.api(`/api/presentations/${open.id}/share`, { json: { password: null } })).status,
    ).toBe(201);
    const share = await server.api(`/api/presentations/${locked.id}/share`, {
      json: { password: 'hunter22' },
    });
    expect(share.status).toBe(201);
    const protectedOf = async () =>
      Object.fromEntries(
        (await server.api<PresentationSummary[]>(`/api/clients/${client.id}/presentations`)).body.map((p) => [
          p.title,
          p.isProtected,
        ]),
      );
    expect(await protectedOf()).toEqual({ 'Open link': false, 'Locked link': true });
    expect((await getPresentation(server, locked.id)).isProtected).toBe(true);
    expect((await server.api(`/api/share-links/${share.body.link.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await protectedOf()).toEqual({ 'Open link': false, 'Locked link': false });
  });

  test('an unknown client is 404', async () => {
    const res = await server.api('/api/clients/noSuchClient1/presentations');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Client not found' } });
  });
});

describe('POST /api/presentations', () => {
  test('creates an empty deck with a trimmed title', async () => {
    const client = await seedClient(server, 'Creator');
    const res = await server.api<Presentation>('/api/presentations', {
      json: { clientId: client.id, title: '  Q3 review  ' },
    });
    expect(res.status).toBe(201);
    const at = new Date(server.now()).toISOString();
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      clientId: client.id,
      clientName: 'Creator',
      title: 'Q3 review',
      brief: '',
      checklist: [],
      metadata: {},
      isProtected: false,
      // Issue 22: the revision the reply shows, the base of the next write (a new deck: 0).
      revision: 0,
      slideCount: 0,
      slides: [],
      createdAt: at,
      updatedAt: at,
    });
    expect((await server.api(`/api/clients/${client.id}`)).body.presentationCount).toBe(1);
  });

  test.each([
    ['no title', {}, /^title/],
    ['an empty title', { title: '' }, /^title is required$/],
    ['a blank title', { title: '   ' }, /^title is required$/],
    ['a title too long', { title: 't'.repeat(PRESENTATION_TITLE_MAX + 1) }, /^title must be at most/],
    ['a title that is not text', { title: ['x'] }, /^title must be text$/],
  ])('%s is 400 naming the field', async (_, fields, message) => {
    const client = await seedClient(server);
    const res = await server.api('/api/presentations', { json: { clientId: client.id, ...fields } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect((await server.api(`/api/clients/${client.id}`)).body.presentationCount).toBe(0);
  });

  test('a missing or malformed clientId is 400 naming it; an unknown one is 404', async () => {
    for (const json of [
      { title: 'x' },
      { clientId: '', title: 'x' },
      { clientId: 'not an id!', title: 'x' },
    ]) {
      const res = await server.api('/api/presentations', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.message).toMatch(/^clientId/);
    }
    const res = await server.api('/api/presentations', { json: { clientId: 'unknownClient1', title: 'x' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Client not found' } });
  });
});

describe('GET /api/presentations/{id}', () => {
  test('answers the deck with its slides in order, brief, checklist and metadata', async () => {
    const { presentation, slides } = await seedDeck(server, 3);
    // Move the last slide to the front through an insert at order 1.
    const front = await seedSlide(server, presentation.id, { title: 'Front', order: 1, notes: 'speak up' });
    const res = await server.api<Presentation>(`/api/presentations/${presentation.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.slides.map((s) => [s.title, s.order])).toEqual([
      ['Front', 1],
      ['S1', 2],
      ['S2', 3],
      ['S3', 4],
    ]);
    expect(res.body.slides[0]).toEqual({ ...front });
    expect(res.body.slides[1]).toMatchObject({
      id: slides[0]!.id,
      content: { text: 'Text 1' },
      type: 'content',
    });
    expect(res.body).toMatchObject({ brief: '', checklist: [], metadata: {}, slideCount: 4 });
  });
});

describe('PATCH /api/presentations/{id}', () => {
  test('saves the brief, checklist, metadata and title', async () => {
    const deck = await seedPresentation(server);
    const changes = {
      brief: 'Win the renewal. Show the numbers.',
      checklist: [
        { id: '1730000000000', text: 'Pricing', completed: true },
        { id: '1730000000001', text: 'Timeline', completed: false },
      ],
      metadata: {
        clientName: 'Acme',
        agency: 'Northwind',
        presentationDate: 'October 2025',
        logo: '/logo.png',
      },
    };
    const res = await server.api<Presentation>(`/api/presentations/${deck.id}`, {
      method: 'PATCH',
      json: changes,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(changes);
    expect(await getPresentation(server, deck.id)).toMatchObject(changes);

    // Each field alone leaves the others as they were.
    const brief = await server.api(`/api/presentations/${deck.id}`, { method: 'PATCH', json: { brief: '' } });
    expect(brief.body).toMatchObject({ ...changes, brief: '' });
    const title = await server.api(`/api/presentations/${deck.id}`, {
      method: 'PATCH',
      json: { title: ' Renamed ' },
    });
    expect(title.body).toMatchObject({ title: 'Renamed', checklist: changes.checklist });
  });

  test.each([
    ['an empty change', {}, /at least one of/],
    ['a blank title (issue 32)', { title: '   ' }, /^title is required$/],
    ['a brief that is not text', { brief: 5 }, /^brief/],
    ['a brief too long', { brief: 'b'.repeat(BRIEF_MAX + 1) }, /^brief/],
    ['a checklist that is not a list', { checklist: { id: '1' } }, /^checklist/],
    [
      'a checklist item without completed',
      { checklist: [{ id: '1', text: 'x' }] },
      /^checklist\.0\.completed/,
    ],
    [
      'a checklist item without an id',
      { checklist: [{ id: '', text: 'x', completed: false }] },
      /^checklist\.0\.id/,
    ],
    [
      'too many checklist items',
      {
        checklist: Array.from({ length: CHECKLIST_MAX_ITEMS + 1 }, (_, i) => ({
          id: `${i}`,
          text: 't',
          completed: false,
        })),
      },
      /^checklist/,
    ],
    ['an unknown metadata key', { metadata: { clientName: 'x', colour: 'red' } }, /^metadata/],
    [
      'a metadata field too long',
      { metadata: { agency: 'a'.repeat(METADATA_FIELD_MAX + 1) } },
      /^metadata\.agency/,
    ],
    ['metadata that is not an object', { metadata: 'Acme' }, /^metadata/],
  ])('%s is 400 naming the field, and changes nothing', async (_, json, message) => {
    const deck = await seedPresentation(server);
    await server.api(`/api/presentations/${deck.id}`, { method: 'PATCH', json: { brief: 'Keep' } });
    const before = await getPresentation(server, deck.id);
    const res = await server.api(`/api/presentations/${deck.id}`, { method: 'PATCH', json });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.message).toMatch(message);
    expect(await getPresentation(server, deck.id)).toEqual(before);
  });
});

describe('DELETE /api/presentations/{id}', () => {
  test('removes the deck and its slides; the client`s count drops', async () => {
    const client = await seedClient(server);
    const { presentation } = await seedDeck(server, 2, client.id);
    const keep = await seedDeck(server, 1, client.id);
    const res = await server.api(`/api/presentations/${presentation.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await server.api(`/api/presentations/${presentation.id}`)).status).toBe(404);
    expect((await server.api(`/api/clients/${client.id}`)).body.presentationCount).toBe(1);
    const rows = await server.deps.db
      .select()
      .from(slidesTable)
      .where(eq(slidesTable.presentationId, presentation.id));
    expect(rows).toEqual([]);
    expect((await getPresentation(server, keep.presentation.id)).slideCount).toBe(1);
    expect((await server.api(`/api/presentations/${presentation.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });
});

describe('POST /api/presentations/{id}/duplicate', () => {
  test('makes "{title} (copy)" with copies of the slides, brief, checklist and metadata', async () => {
    const { presentation, slides } = await seedDeck(server, 3);
    await server.api(`/api/slides/${slides[1]!.id}`, {
      method: 'PATCH',
      json: { type: 'metrics', content: { metrics: [{ value: '32%', label: 'Growth' }] }, notes: 'n' },
    });
    await server.api(`/api/presentations/${presentation.id}`, {
      method: 'PATCH',
      json: {
        brief: 'The brief',
        checklist: [{ id: '1', text: 'Item', completed: true }],
        metadata: { agency: 'Northwind' },
      },
    });
    await saveVersion(server, presentation.id);
    const original = await getPresentation(server, presentation.id);
    server.advance(MINUTE);

    const res = await server.api<Presentation>(`/api/presentations/${presentation.id}/duplicate`, {
      method: 'POST',
    });
    expect(res.status).toBe(201);
    const copy = res.body;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      clientId: original.clientId,
      title: `${original.title} (copy)`,
      brief: 'The brief',
      checklist: original.checklist,
      metadata: original.metadata,
      slideCount: 3,
      createdAt: new Date(server.now()).toISOString(),
    });
    const strip = ({
      id: _id,
      presentationId: _p,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    }: Presentation['slides'][number]) => rest;
    expect(copy.slides.map(strip)).toEqual(original.slides.map(strip));
    for (const s of copy.slides) {
      expect(s.presentationId).toBe(copy.id);
      expect(original.slides.map((o) => o.id)).not.toContain(s.id);
    }
    expect(await getPresentation(server, copy.id)).toEqual(copy);
    // The original is untouched, and the copy has no versions of its own.
    expect(await getPresentation(server, presentation.id)).toEqual(original);
    expect((await server.api(`/api/presentations/${copy.id}/versions`)).body).toEqual([]);
    // Editing the copy leaves the original alone.
    await server.api(`/api/slides/${copy.slides[0]!.id}`, { method: 'PATCH', json: { title: 'Changed' } });
    expect((await getPresentation(server, presentation.id)).slides[0]!.title).toBe('S1');
    expect((await server.api(`/api/clients/${original.clientId}`)).body.presentationCount).toBe(2);
  });
});

describe('updatedAt', () => {
  test('moves on every change to the deck or its slides, and only then', async () => {
    const { presentation, slides } = await seedDeck(server, 3);
    const updatedAt = async () => (await getPresentation(server, presentation.id)).updatedAt;
    const version = await saveVersion(server, presentation.id);
    const changes: Array<[string, () => Promise<{ status: number }>]> = [
      [
        'PATCH presentation',
        () => server.api(`/api/presentations/${presentation.id}`, { method: 'PATCH', json: { brief: 'b' } }),
      ],
      ['POST slide', () => server.api('/api/slides', { json: { presentationId: presentation.id } })],
      [
        'PATCH slide',
        () => server.api(`/api/slides/${slides[0]!.id}`, { method: 'PATCH', json: { title: 'T' } }),
      ],
      [
        'reorder',
        async () => {
          const ids = (await getPresentation(server, presentation.id)).slides.map((s) => s.id).reverse();
          return server.api(`/api/presentations/${presentation.id}/reorder`, { json: { slideIds: ids } });
        },
      ],
      ['DELETE slide', () => server.api(`/api/slides/${slides[1]!.id}`, { method: 'DELETE' })],
      ['restore version', () => server.api(`/api/versions/${version.id}/restore`, { method: 'POST' })],
    ];

    for (const [name, change] of changes) {
      server.advance(MINUTE);
      const before = await updatedAt();
      expect((await change()).status, name).toBeLessThan(300);
      const after = await updatedAt();
      expect(after, name).toBe(new Date(server.now()).toISOString());
      expect(after, name).not.toBe(before);
    }

    // Reads, refused changes and saving a version do not move it.
    const settled = await updatedAt();
    server.advance(MINUTE);
    await server.api(`/api/presentations/${presentation.id}/versions`);
    await server.api(`/api/clients/${presentation.clientId}/presentations`);
    expect(
      (await server.api(`/api/presentations/${presentation.id}`, { method: 'PATCH', json: { brief: 7 } }))
        .status,
    ).toBe(400);
    expect(
      (await server.api(`/api/presentations/${presentation.id}/reorder`, { json: { slideIds: [] } })).status,
    ).toBe(400);
    await saveVersion(server, presentation.id);
    expect(await updatedAt()).toBe(settled);
  });
});
