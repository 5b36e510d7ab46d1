import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DECK_BUDGET, SLIDE_HTML_MAX, SLIDE_NOTES_MAX } from '../../common/limits';
import type { Presentation } from '../../common/schemas/presentations';
import { versions } from '../../server/db/schema';
import { deckSizes } from '../../server/deck';
import { expectStatus, getPresentation, saveVersion, seedPresentation, seedSlide } from '../helpers/seed';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 27: a deck has a size budget in all (DECK_BUDGET), not only per slide. Every path that
// grows a deck goes through it; a write past it is a 413 naming the budget, and the deck is unchanged.

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

/** An html slide holding exactly SLIDE_HTML_MAX characters of HTML. */
const BIGGEST_HTML = `<p>${'x'.repeat(SLIDE_HTML_MAX - 7)}</p>`;
const HTML_SLIDES_ALLOWED = Math.floor(DECK_BUDGET.htmlChars / SLIDE_HTML_MAX);
const NOTES_SLIDES_ALLOWED = Math.floor(DECK_BUDGET.notesChars / SLIDE_NOTES_MAX);

const apply = (id: string, operations: unknown) =>
  server.api(`/api/presentations/${id}/operations`, { json: { operations } });
const duplicates = (slideId: string, n: number) =>
  Array.from({ length: n }, () => ({ op: 'duplicate_slide', slideId }));

/** A deck as it is stored, less nothing: every write compared against it must leave it equal. */
async function snapshotOf(id: string): Promise<Presentation> {
  return getPresentation(server, id);
}

function expectBudgetRefusal(res: { status: number; body: unknown; text: string }, budget: string) {
  expect(res.status, res.text).toBe(413);
  expect(isErrorShape(res.body)).toBe(true);
  const error = (res.body as { error: { code: string; message: string; budget: string } }).error;
  expect(error.code).toBe('too_large');
  expect(error.budget).toBe(budget);
  expect(error.message).toContain(`budget ${budget}`);
  expect(error.message).toContain('Nothing was changed');
}

describe('the deck size budget', () => {
  test('html slides duplicated past the HTML budget: 100 duplicates in one batch are refused whole', async () => {
    const deck = await seedPresentation(server);
    const slide = await seedSlide(server, deck.id, {
      type: 'html',
      title: 'Big',
      content: { htmlContent: BIGGEST_HTML },
      notes: 'n'.repeat(SLIDE_NOTES_MAX),
    });
    const before = await snapshotOf(deck.id);

    expectBudgetRefusal(await apply(deck.id, duplicates(slide.id, 100)), 'htmlChars');
    expect(await snapshotOf(deck.id)).toEqual(before);

    // Up to the budget is fine; one more is not, by the operations route or SPEC's slide route.
    await expectStatus(
      server,
      `/api/presentations/${deck.id}/operations`,
      { json: { operations: duplicates(slide.id, HTML_SLIDES_ALLOWED - 1) } },
      200,
    );
    const full = await snapshotOf(deck.id);
    expect(full.slides).toHaveLength(HTML_SLIDES_ALLOWED);
    expectBudgetRefusal(await apply(deck.id, duplicates(slide.id, 1)), 'htmlChars');
    expectBudgetRefusal(
      await server.api('/api/slides', {
        json: {
          presentationId: deck.id,
          type: 'html',
          title: 'One more',
          content: { htmlContent: '<p>x</p>' },
        },
      }),
      'htmlChars',
    );
    expect(await snapshotOf(deck.id)).toEqual(full);

    // A batch that adds as much as it removes still applies, whatever the order of its operations.
    const swapped = await expectStatus<{ changedSlideIds: string[] }>(
      server,
      `/api/presentations/${deck.id}/operations`,
      {
        json: {
          operations: [
            { op: 'add_slide', type: 'html', title: 'Replacement', content: { htmlContent: BIGGEST_HTML } },
            { op: 'delete_slide', slideId: full.slides[1]!.id },
          ],
        },
      },
      200,
    );
    expect(swapped.body.changedSlideIds).toHaveLength(1);
    // A write that does not grow what is full still applies (a retitle; a deletion).
    await expectStatus(
      server,
      `/api/presentations/${deck.id}/operations`,
      { json: { operations: [{ op: 'update_slide', slideId: slide.id, title: 'Renamed' }] } },
      200,
    );
  });

  test('speaker notes past the notes budget are refused, and the deck is unchanged', async () => {
    const deck = await seedPresentation(server);
    const slide = await seedSlide(server, deck.id, { title: 'Notes', notes: 'n'.repeat(SLIDE_NOTES_MAX) });
    await expectStatus(
      server,
      `/api/presentations/${deck.id}/operations`,
      { json: { operations: duplicates(slide.id, NOTES_SLIDES_ALLOWED - 1) } },
      200,
    );
    const full = await snapshotOf(deck.id);
    const other = await seedSlide(server, deck.id, { title: 'No notes yet' });
    const withOther = await snapshotOf(deck.id);
    expect(withOther.slides).toHaveLength(full.slides.length + 1);
    expectBudgetRefusal(
      await server.api(`/api/slides/${other.id}`, { method: 'PATCH', json: { notes: 'one word too many' } }),
      'notesChars',
    );
    expect(await snapshotOf(deck.id)).toEqual(withOther);
  });

  test('a deck past the total budget in plain text slides is refused', async () => {
    const deck = await seedPresentation(server);
    // 50 items of 20,000 characters: 1 MB of content in one slide (within every per-slide limit).
    const items = Array.from({ length: 50 }, (_, i) => `${i} ${'w'.repeat(19_990)}`);
    const slide = await seedSlide(server, deck.id, { title: 'Long', content: { items } });
    const before = await snapshotOf(deck.id);
    const n = Math.ceil(DECK_BUDGET.totalBytes / 1_000_000);
    expectBudgetRefusal(await apply(deck.id, duplicates(slide.id, n)), 'totalBytes');
    expect(await snapshotOf(deck.id)).toEqual(before);
  });

  test('an accepted draft that would take the deck past its notes budget is refused', async () => {
    const deck = await seedPresentation(server, undefined, 'Finance platform');
    await expectStatus(
      server,
      `/api/presentations/${deck.id}`,
      { method: 'PATCH', json: { brief: 'Win the finance platform migration for Northwind.' } },
      200,
    );
    const slide = await seedSlide(server, deck.id, { title: 'Notes', notes: 'n'.repeat(SLIDE_NOTES_MAX) });
    await expectStatus(
      server,
      `/api/presentations/${deck.id}/operations`,
      { json: { operations: duplicates(slide.id, NOTES_SLIDES_ALLOWED - 1) } },
      200,
    );
    const session = await server.api('/api/conversations/sessions', {
      json: { presentationId: deck.id, title: 'Draft', provider: 'offline' },
    });
    const res = await server.api('/api/ai/chat', {
      json: {
        provider: 'offline',
        presentationId: deck.id,
        sessionId: (session.body as { id: string }).id,
        messages: [{ role: 'user', content: 'Draft the deck' }],
      },
    });
    expect(res.status, res.text).toBe(200);
    const proposal = (res.body as { proposal: { operations: unknown[]; slides: { notes: string }[] } })
      .proposal;
    expect(proposal.slides.some((s) => s.notes.length > 0)).toBe(true);
    const before = await snapshotOf(deck.id);
    expectBudgetRefusal(await apply(deck.id, proposal.operations), 'notesChars');
    expect(await snapshotOf(deck.id)).toEqual(before);
  });

  test('restoring a version past the budget (saved before there was one) is refused, and the deck is unchanged', async () => {
    const deck = await seedPresentation(server);
    const slide = await seedSlide(server, deck.id, {
      type: 'html',
      title: 'Big',
      content: { htmlContent: BIGGEST_HTML },
    });
    const version = await saveVersion(server, deck.id, 'one big slide');
    // As if saved before the budget: the version holds more HTML than a deck may now.
    const [row] = await server.deps.db.select().from(versions).where(eq(versions.id, version.id));
    const one = (row!.snapshot.slides as { id: string }[])[0]!;
    const many = Array.from({ length: HTML_SLIDES_ALLOWED + 1 }, (_, i) => ({
      ...one,
      id: `${one.id}-${i}`,
    }));
    await server.deps.db
      .update(versions)
      .set({ snapshot: { slides: many }, slideCount: many.length })
      .where(eq(versions.id, version.id));
    await expectStatus(
      server,
      `/api/presentations/${deck.id}/operations`,
      { json: { operations: [{ op: 'update_slide', slideId: slide.id, title: 'Changed since' }] } },
      200,
    );
    const before = await snapshotOf(deck.id);
    const versionsBefore = (await server.api(`/api/presentations/${deck.id}/versions`)).body;

    expectBudgetRefusal(
      await server.api(`/api/versions/${version.id}/restore`, { method: 'POST' }),
      'htmlChars',
    );
    expect(await snapshotOf(deck.id)).toEqual(before);
    // Not even the backup version a restore makes first is kept.
    expect((await server.api(`/api/presentations/${deck.id}/versions`)).body).toEqual(versionsBefore);
  });

  test('slides drafted from an uploaded document past the total budget are refused, and the deck is unchanged', async () => {
    const deck = await seedPresentation(server);
    // 1 MB of text in one slide, duplicated, then one slide that leaves the deck a few KB of room.
    const items = Array.from({ length: 50 }, (_, i) => `${i} ${'w'.repeat(19_990)}`);
    const slide = await seedSlide(server, deck.id, { title: 'Long', content: { items } });
    await expectStatus(
      server,
      `/api/presentations/${deck.id}/operations`,
      { json: { operations: duplicates(slide.id, Math.floor(DECK_BUDGET.totalBytes / 1_000_000) - 2) } },
      200,
    );
    const room = DECK_BUDGET.totalBytes - (await deckSizes(server.deps.db, deck.id)).totalBytes - 3000;
    const filler = Array.from({ length: Math.ceil(room / 19_000) }, (_, i) =>
      'f'.repeat(Math.min(19_000, room - i * 19_000) - 10),
    );
    await seedSlide(server, deck.id, { title: 'Filler', content: { items: filler } });
    const full = await deckSizes(server.deps.db, deck.id);
    expect(full.totalBytes).toBeLessThanOrEqual(DECK_BUDGET.totalBytes);
    expect(full.totalBytes).toBeGreaterThan(DECK_BUDGET.totalBytes - 10_000);
    const report = [
      '# Annual report',
      ...Array.from({ length: 40 }, (_, i) => `## Part ${i}\n${'A sentence of the report. '.repeat(60)}`),
    ].join('\n');
    const asset = await expectStatus<{ id: string }>(
      server,
      `/api/presentations/${deck.id}/assets`,
      {
        json: {
          file: `data:text/plain;base64,${Buffer.from(report).toString('base64')}`,
          fileName: 'report.txt',
          fileType: 'text/plain',
        },
      },
      201,
    );
    const before = await snapshotOf(deck.id);
    const res = await server.api(`/api/presentations/${deck.id}/process-assets`, {
      json: { assetIds: [asset.body.id], provider: 'offline' },
    });
    expectBudgetRefusal(res, 'totalBytes');
    expect(await snapshotOf(deck.id)).toEqual(before);
  });
});
