import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  SHARE_PDF_WINDOW_MS,
  SHARE_PDFS_PER_ADDRESS,
  SHARE_VISIT_WINDOW_MS,
  SHARE_VISITS_PER_ADDRESS,
} from '../../common/limits';
import { rateLimits, shareLinks } from '../../server/db/schema';
import { seedDeck } from '../helpers/seed';
import { startLoggedIn, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

async function share(presentationId: string, password: string | null, extra: Record<string, unknown> = {}) {
  const res = await server.api(`/api/presentations/${presentationId}/share`, {
    json: { password, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { token: string; shareUrl: string; link: { id: string } };
}
/** A visitor: no dashboard session, optionally the link's own cookie. */
const view = (token: string, password?: string, cookie?: string) =>
  server.api(`/api/view/${token}`, {
    json: password === undefined ? {} : { password },
    session: false,
    headers: cookie ? { cookie } : {},
  });
const viewCookie = (res: { headers: Headers }) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('ds_view='))
    ?.split(';')[0];

// Guessing a link's password (back-off, never a closed link): tests/api/guessing.test.ts.
describe('share links', () => {
  test('the token is 32 random bytes in base64url; the link is {origin}/view/{token}', async () => {
    const { presentation } = await seedDeck(server, 1);
    const a = await share(presentation.id, null);
    const b = await share(presentation.id, null);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.shareUrl).toMatch(new RegExp(`/view/${a.token}$`));
  });

  test('the password is stored only as an argon2id hash and never answered', async () => {
    const { presentation } = await seedDeck(server, 1);
    const created = await share(presentation.id, 'correct horse');
    expect(JSON.stringify(created)).not.toContain('correct horse');
    const [row] = await server.deps.db.select().from(shareLinks).where(eq(shareLinks.id, created.link.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain('correct horse');
    const list = await server.api(`/api/presentations/${presentation.id}/share-links`);
    expect(list.text).not.toContain('correct horse');
    expect(list.text).not.toContain('argon2');
    const detail = await server.api(`/api/presentations/${presentation.id}`);
    expect(detail.body.isProtected).toBe(true);
  });

  test('an unprotected link needs no password; a protected one: 401 wrong, 200 right, without a dashboard session', async () => {
    const { presentation } = await seedDeck(server, 2);
    const open = await share(presentation.id, null);
    const res = await view(open.token);
    expect(res.status).toBe(200);
    expect(res.body.slides.map((s: { title: string }) => s.title)).toEqual(['S1', 'S2']);
    expect(res.body.slides[0]).not.toHaveProperty('notes');

    const locked = await share(presentation.id, 's3cret');
    expect((await view(locked.token)).status).toBe(401);
    const wrong = await view(locked.token, 'nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('Invalid password');
    const right = await view(locked.token, 's3cret');
    expect(right.status).toBe(200);
    expect(right.body.title).toBe(presentation.title);
  });

  test('after the right password, the link cookie opens that link only, and changing the password ends it', async () => {
    const a = await seedDeck(server, 1);
    const b = await seedDeck(server, 1);
    const linkA = await share(a.presentation.id, 'alpha-pass');
    const linkB = await share(b.presentation.id, 'beta-pass');
    const cookie = viewCookie(await view(linkA.token, 'alpha-pass'));
    expect(cookie).toBeDefined();
    expect((await view(linkA.token, undefined, cookie)).status).toBe(200);
    expect((await view(linkB.token, undefined, cookie)).status).toBe(401);
    const changed = await server.api(`/api/share-links/${linkA.link.id}`, {
      method: 'PATCH',
      json: { password: 'new-pass' },
    });
    expect(changed.status).toBe(200);
    expect((await view(linkA.token, undefined, cookie)).status).toBe(401);
  });

  test('unknown, revoked and expired links all answer the same 404', async () => {
    const { presentation } = await seedDeck(server, 1);
    const revoked = await share(presentation.id, null);
    expect((await server.api(`/api/share-links/${revoked.link.id}`, { method: 'DELETE' })).status).toBe(204);
    const expiring = await share(presentation.id, null, {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    server.advance(10 * 60_000 + 60 * 60_000);
    const answers = await Promise.all([
      view('A'.repeat(43)),
      view(revoked.token),
      view(expiring.token),
      view('not a token at all'),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body).toEqual(answers[0]!.body);
    }
  });

  test('an expiry outside the years 1970–9999 is a 400 naming expiresAt, on create and on change', async () => {
    const { presentation } = await seedDeck(server, 1);
    const link = await share(presentation.id, null);
    for (const expiresAt of ['0000-01-01T00:00:00Z', '0050-01-01T00:00:00Z', '9999-12-31T23:59:59-23:59']) {
      const created = await server.api(`/api/presentations/${presentation.id}/share`, {
        json: { password: null, expiresAt },
      });
      expect(created.status, expiresAt).toBe(400);
      expect(created.body.error.message).toBe(
        'expiresAt must be a date-time between the years 1970 and 9999',
      );
      const changed = await server.api(`/api/share-links/${link.link.id}`, {
        method: 'PATCH',
        json: { expiresAt },
      });
      expect(changed.status, expiresAt).toBe(400);
    }
    const far = '9999-12-31T23:59:59Z';
    const kept = await server.api(`/api/share-links/${link.link.id}`, {
      method: 'PATCH',
      json: { expiresAt: far },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.expiresAt).toBe('9999-12-31T23:59:59.000Z');
  });

  test('a revoked protected link no longer marks the presentation protected', async () => {
    const { presentation } = await seedDeck(server, 1);
    const link = await share(presentation.id, 'pw');
    expect((await server.api(`/api/presentations/${presentation.id}`)).body.isProtected).toBe(true);
    await server.api(`/api/share-links/${link.link.id}`, { method: 'DELETE' });
    expect((await server.api(`/api/presentations/${presentation.id}`)).body.isProtected).toBe(false);
  });

  test('the viewer PDF: 404 unless the link allows downloads, and for a protected link only with its cookie', async () => {
    const { presentation } = await seedDeck(server, 1);
    const link = await share(presentation.id, 'pdf-pass');
    const pdf = (cookie?: string) =>
      server.api(`/api/view/${link.token}/pdf`, { session: false, headers: cookie ? { cookie } : {} });
    expect((await pdf()).status).toBe(404);
    await server.api(`/api/share-links/${link.link.id}`, { method: 'PATCH', json: { allowDownload: true } });
    expect((await pdf()).status).toBe(404);
    const cookie = viewCookie(await view(link.token, 'pdf-pass'));
    const ok = await pdf(cookie);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');

    // Each download is a Chromium render: an address has a budget of them per hour. Spend all but
    // one of it (in the limiter's own table), then the last one passes and the next waits.
    const windowStart = new Date(Math.floor(server.now() / SHARE_PDF_WINDOW_MS) * SHARE_PDF_WINDOW_MS);
    await server.deps.database.db
      .update(rateLimits)
      .set({ count: SHARE_PDFS_PER_ADDRESS - 1 })
      .where(and(eq(rateLimits.key, 'share-pdf:127.0.0.1'), eq(rateLimits.windowStart, windowStart)));
    expect((await pdf(cookie)).status).toBe(200);
    const over = await pdf(cookie);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('view analytics', () => {
  const report = (token: string, body: Record<string, unknown>) =>
    server.api(`/api/view/${token}/report`, { json: body, session: false });

  test("time is counted on the deck's own slides only; another deck's slide is a 400 naming slideId", async () => {
    const { presentation, slides } = await seedDeck(server, 2);
    const other = await seedDeck(server, 1);
    const link = await share(presentation.id, null);
    const { viewId } = (await view(link.token)).body as { viewId: string };
    expect((await report(link.token, { viewId, slideId: slides[1]!.id, ms: 1500 })).status).toBe(204);
    const foreign = await report(link.token, { viewId, slideId: other.slides[0]!.id, ms: 600_000 });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe('slideId: is not a slide of this presentation');
    const views = (await server.api(`/api/share-links/${link.link.id}/views`)).body as {
      slideTimes: { slideId: string; ms: number }[];
    }[];
    expect(views).toHaveLength(1);
    expect(views[0]!.slideTimes).toEqual([expect.objectContaining({ slideId: slides[1]!.id, ms: 1500 })]);
  });

  test(`past ${SHARE_VISITS_PER_ADDRESS} new visits an hour from one address, a further visit's reports are refused`, async () => {
    const { presentation } = await seedDeck(server, 1);
    const link = await share(presentation.id, null);
    const open = async () => (await view(link.token)).body as { viewId: string; slides: { id: string }[] };
    const slideId = (await open()).slides[0]!.id;
    const first = (await open()).viewId;
    expect((await report(link.token, { viewId: first, slideId, ms: 1000 })).status).toBe(204);
    for (let i = 1; i < SHARE_VISITS_PER_ADDRESS; i++) {
      const { viewId } = await open();
      expect((await report(link.token, { viewId, slideId, ms: 1000 })).status).toBe(204);
    }
    const extra = (await open()).viewId;
    const refused = await report(link.token, { viewId: extra, slideId, ms: 1000 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Visits already counted go on counting; nothing of the refused one was stored.
    expect((await report(link.token, { viewId: first, slideId, ms: 500 })).status).toBe(204);
    const views = (await server.api(`/api/share-links/${link.link.id}/views`)).body as { totalMs: number }[];
    expect(views).toHaveLength(SHARE_VISITS_PER_ADDRESS);
    expect(views.reduce((sum, v) => sum + v.totalMs, 0)).toBe(SHARE_VISITS_PER_ADDRESS * 1000 + 500);
    server.advance(SHARE_VISIT_WINDOW_MS);
    expect((await report(link.token, { viewId: extra, slideId, ms: 1000 })).status).toBe(204);
  });
});
