import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectStatus, getPresentation, seedClient, seedSlide } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';
import { type BaseName, baseOf, PHRASINGS, type Ref } from '../phrasings';
import { mismatch } from '../phrasings/check';
import { sharesReport, tableOf } from '../phrasings/normalise';

// The phrasing table of issue 19 through HTTP: each phrasing on a fresh copy of its base deck,
// sent to /api/ai/chat with the offline provider, and the deck read back through the API.

let server: TestServer;
let clientId: string;
/** The presentation holding each base deck. */
const baseIds = new Map<'base' | BaseName, string>();
const results: { op: string; ok: boolean }[] = [];

beforeAll(async () => {
  server = await startLoggedIn();
  clientId = (await seedClient(server, 'Phrasings')).id;
  baseIds.set('base', await seedBase());
  baseIds.set('pitch', await seedBase('pitch'));
  baseIds.set('data', await seedBase('data'));
});
afterAll(async () => {
  if (results.length)
    console.log(`Phrasings understood, per operation (API):\n${sharesReport(results).join('\n')}`);
  await server.close();
});

/** A presentation holding a base deck (each phrasing works on a copy of it). */
async function seedBase(on?: BaseName) {
  const base = baseOf(on);
  const deck = (
    await expectStatus<{ id: string }>(
      server,
      '/api/presentations',
      { json: { clientId, title: 'Growth Strategy' } },
      201,
    )
  ).body;
  await expectStatus(
    server,
    `/api/presentations/${deck.id}`,
    {
      method: 'PATCH',
      json: {
        brief: base.brief,
        metadata: base.metadata,
        checklist: base.checklist.map((c, i) => ({ id: String(i + 1), ...c })),
      },
    },
    200,
  );
  for (const s of base.slides) {
    await seedSlide(server, deck.id, { type: s.type, title: s.title, content: s.content, notes: s.notes });
  }
  return deck.id;
}

/** A fresh copy of a base deck; the ids of its slides by ref. */
async function copyOfBase(on?: BaseName) {
  const base = baseOf(on);
  // The copy comes back whole (the deck as GET /api/presentations/:id answers it): no second read.
  const copy = await expectStatus<{ id: string; slides: { id: string; title: string }[] }>(
    server,
    `/api/presentations/${baseIds.get(on ?? 'base')}/duplicate`,
    { method: 'POST' },
    201,
  );
  const { slides } = copy.body;
  expect(slides.map((s) => s.title)).toEqual(base.slides.map((s) => s.title));
  const ids = new Map<Ref, string>(base.slides.map((s, i) => [s.ref as Ref, slides[i]!.id]));
  return { id: copy.body.id, ids };
}

describe('the phrasing table through /api/ai/chat (offline)', () => {
  test.each(PHRASINGS.map((p) => [p.say, p] as const))('%s', async (_say, p) => {
    const { id, ids } = await copyOfBase(p.on);
    const res = await server.api('/api/ai/chat', {
      json: {
        provider: 'offline',
        presentationId: id,
        ...(p.selected ? { slideId: ids.get(p.selected) } : {}),
        messages: [{ role: 'user', content: p.say }],
      },
    });
    expect(res.status, res.text).toBe(200);
    const refOf = new Map([...ids].map(([ref, slideId]) => [slideId, ref]));
    // The deck's theme is read where the editor reads it.
    const { themeId } = (await server.api(`/api/presentations/${id}/theme`)).body as {
      themeId: string | null;
    };
    const deck = tableOf({ ...(await getPresentation(server, id)), theme: themeId }, (slideId) =>
      refOf.get(slideId),
    );
    const outcome = { deck, answer: res.body.response as string, proposal: res.body.proposal };
    const problem = mismatch(p, outcome);
    results.push({ op: p.op, ok: !problem });
    expect(problem).toBeUndefined();
  });
});
