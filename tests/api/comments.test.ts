import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  COMMENT_REPLY_DEPTH_MAX,
  COMMENT_TEXT_MAX,
  COMMENT_WINDOW_MS,
  COMMENTS_PER_ADDRESS,
  COMMENTS_PER_LINK,
} from '../../common/limits';
import { comments, rateLimits } from '../../server/db/schema';
import { seedDeck } from '../helpers/seed';
import { openEventStream } from '../helpers/sse';
import { isErrorShape, startLoggedIn, type TestServer } from '../helpers/testServer';

// Issue 29: comments on a shared link, replies, resolve and delete in the editor, and their way
// through the deck's event stream. Runs on PGlite and PostgreSQL (LISTEN/NOTIFY, transactions).

let server: TestServer;
beforeAll(async () => {
  server = await startLoggedIn();
});
afterAll(() => server.close());

async function share(
  presentationId: string,
  extra: Record<string, unknown> = {},
  password: string | null = null,
) {
  const res = await server.api(`/api/presentations/${presentationId}/share`, {
    json: { password, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { token: string; link: { id: string; allowComments: boolean } };
}

/** A visitor of the link: no dashboard session; the cookies it was given so far. */
function visitor(token: string) {
  let cookies: string[] = [];
  const call = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await server.api(`/api/view/${token}${path}`, {
      ...init,
      session: false,
      headers: cookies.length ? { cookie: cookies.join('; ') } : {},
    });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0]!;
      cookies = [...cookies.filter((k) => !k.startsWith(pair.split('=')[0]!)), pair];
    }
    return res;
  };
  return {
    call,
    comment: (body: Record<string, unknown>) => call('/comments', { json: body }),
    list: () => call('/comments'),
    cookies: () => cookies,
  };
}

async function reviewDeck(extra: Record<string, unknown> = { allowComments: true }) {
  const { presentation, slides } = await seedDeck(server, 3);
  const link = await share(presentation.id, extra);
  return { deck: presentation, slides, link, viewer: visitor(link.token) };
}

describe('share links take review flags', () => {
  test('allowComments, askApproval and askEmail are off by default; POST and PATCH set them', async () => {
    const { presentation } = await seedDeck(server, 1);
    const plain = await share(presentation.id);
    expect(plain.link).toMatchObject({ allowComments: false, askApproval: false, askEmail: false });
    const on = await share(presentation.id, { allowComments: true, askEmail: true });
    expect(on.link).toMatchObject({ allowComments: true, askApproval: false, askEmail: true });
    const patched = await server.api(`/api/share-links/${plain.link.id}`, {
      method: 'PATCH',
      json: { allowComments: true, askApproval: true },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ allowComments: true, askApproval: true, askEmail: false });
    const bad = await server.api(`/api/share-links/${plain.link.id}`, {
      method: 'PATCH',
      json: { allowComments: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('allowComments');
    const opened = await server.api(`/api/view/${on.token}`, { json: {}, session: false });
    expect(opened.body).toMatchObject({ allowComments: true, askApproval: false, askEmail: true });
  });
});

describe('a viewer comments', () => {
  test('gives a name once, then comments at a point or on the slide; viewers see them without emails', async () => {
    const { deck, slides, viewer } = await reviewDeck();
    const nameless = await viewer.comment({ slideId: slides[1]!.id, text: 'Hello' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error.message).toMatch(/^name/);

    const first = await viewer.comment({
      slideId: slides[1]!.id,
      text: 'Move this up',
      name: '  Dana  ',
      email: 'dana@client.example',
      x: 0.25,
      y: 0.75,
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      authorName: 'Dana',
      text: 'Move this up',
      x: 0.25,
      y: 0.75,
      depth: 0,
    });
    expect(first.body).not.toHaveProperty('authorEmail');
    // The name is kept in the viewer session: the next comment needs none.
    const second = await viewer.comment({ slideId: slides[0]!.id, text: 'Whole slide' });
    expect(second.status, second.text).toBe(201);
    expect(second.body).toMatchObject({ authorName: 'Dana', x: null, y: null });

    const listed = await viewer.list();
    expect(listed.status).toBe(200);
    expect(listed.body.reviewer).toEqual({ name: 'Dana', email: 'dana@client.example' });
    expect(listed.body.comments.map((c: { text: string }) => c.text)).toEqual([
      'Move this up',
      'Whole slide',
    ]);
    expect(JSON.stringify(listed.body.comments)).not.toContain('dana@client.example');
    // Another browser on the same link sees the comments but is nobody yet.
    const other = await visitor(
      (await server.api(`/api/presentations/${deck.id}/share-links`)).body[0].token,
    ).list();
    expect(other.body.reviewer).toBeNull();

    const editor = await server.api(`/api/presentations/${deck.id}/comments`);
    expect(editor.status).toBe(200);
    expect(editor.body).toHaveLength(2);
    expect(editor.body[0]).toMatchObject({ authorEmail: 'dana@client.example', byOwner: false });
  });

  test('x and y go together, as fractions of the slide', async () => {
    const { slides, viewer } = await reviewDeck();
    const one = await viewer.comment({ slideId: slides[0]!.id, text: 'a', name: 'A', x: 0.5 });
    expect(one.status).toBe(400);
    expect(one.body.error.message).toContain('x');
    const outside = await viewer.comment({ slideId: slides[0]!.id, text: 'a', name: 'A', x: 1.5, y: 0 });
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toMatch(/^x/);
  });

  test('a link without comments refuses them (403)', async () => {
    const { slides, viewer } = await reviewDeck({});
    const res = await viewer.comment({ slideId: slides[0]!.id, text: 'Hi', name: 'Dana' });
    expect(res.status).toBe(403);
    expect(isErrorShape(res.body)).toBe(true);
    expect((await viewer.list()).body).toMatchObject({ comments: [], allowComments: false });
  });

  test('a comment on a slide of another deck is a 404', async () => {
    const { viewer } = await reviewDeck();
    const other = await seedDeck(server, 1);
    const res = await viewer.comment({ slideId: other.slides[0]!.id, text: 'Hi', name: 'Dana' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Slide not found');
  });

  test(`${COMMENT_TEXT_MAX + 1} characters is a 400 naming text; ${COMMENT_TEXT_MAX} are kept`, async () => {
    const { deck, slides, viewer } = await reviewDeck();
    const long = await viewer.comment({
      slideId: slides[0]!.id,
      text: 'x'.repeat(COMMENT_TEXT_MAX + 1),
      name: 'D',
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/^text/);
    const blank = await viewer.comment({ slideId: slides[0]!.id, text: '   ', name: 'D' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toMatch(/^text/);
    expect((await server.api(`/api/presentations/${deck.id}/comments`)).body).toHaveLength(0);
    const max = await viewer.comment({
      slideId: slides[0]!.id,
      text: 'x'.repeat(COMMENT_TEXT_MAX),
      name: 'D',
    });
    expect(max.status).toBe(201);
  });

  test('HTML in a comment comes back unchanged, as text', async () => {
    const { deck, slides, viewer } = await reviewDeck();
    const html = '<img src=x onerror="alert(1)"><b>bold</b> & <script>x()</script>';
    const res = await viewer.comment({ slideId: slides[0]!.id, text: html, name: '<i>Eve</i>' });
    expect(res.status).toBe(201);
    expect(res.body.text).toBe(html);
    expect(res.body.authorName).toBe('<i>Eve</i>');
    expect((await viewer.list()).body.comments[0].text).toBe(html);
    expect((await server.api(`/api/presentations/${deck.id}/comments`)).body[0].text).toBe(html);
  });

  test('a revoked or expired link refuses comments (404); a protected one wants its password', async () => {
    const { slides, link, viewer } = await reviewDeck();
    expect((await viewer.comment({ slideId: slides[0]!.id, text: 'ok', name: 'D' })).status).toBe(201);
    expect((await server.api(`/api/share-links/${link.link.id}`, { method: 'DELETE' })).status).toBe(204);
    const revoked = await viewer.comment({ slideId: slides[0]!.id, text: 'after' });
    expect(revoked.status).toBe(404);
    expect((await viewer.list()).status).toBe(404);

    const expiring = await share(slides[0]!.presentationId, {
      allowComments: true,
      expiresAt: new Date(server.now() + 60_000).toISOString(),
    });
    const late = visitor(expiring.token);
    expect((await late.comment({ slideId: slides[0]!.id, text: 'in time', name: 'D' })).status).toBe(201);
    server.advance(2 * 60_000);
    expect((await late.comment({ slideId: slides[0]!.id, text: 'too late' })).status).toBe(404);

    const locked = await share(slides[0]!.presentationId, { allowComments: true }, 'pw-123456');
    const guest = visitor(locked.token);
    expect((await guest.comment({ slideId: slides[0]!.id, text: 'no', name: 'D' })).status).toBe(401);
    expect((await guest.call('', { json: { password: 'pw-123456' } })).status).toBe(200);
    expect((await guest.comment({ slideId: slides[0]!.id, text: 'yes', name: 'D' })).status).toBe(201);
  });

  test(`replies go ${COMMENT_REPLY_DEPTH_MAX} levels deep, on their thread's slide, and not into another link's thread`, async () => {
    const { deck, slides, viewer } = await reviewDeck();
    let parent = (await viewer.comment({ slideId: slides[0]!.id, text: 'root', name: 'D' })).body;
    const root = parent;
    for (let level = 1; level <= COMMENT_REPLY_DEPTH_MAX; level++) {
      const res = await viewer.comment({
        slideId: slides[0]!.id,
        text: `level ${level}`,
        parentId: parent.id,
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.depth).toBe(level);
      parent = res.body;
    }
    const deeper = await viewer.comment({ slideId: slides[0]!.id, text: 'too deep', parentId: parent.id });
    expect(deeper.status).toBe(400);
    expect(deeper.body.error.message).toMatch(/^parentId/);
    const elsewhere = await viewer.comment({ slideId: slides[1]!.id, text: 'moved', parentId: root.id });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toMatch(/^slideId/);
    const stranger = visitor((await share(deck.id, { allowComments: true })).token);
    const foreign = await stranger.comment({
      slideId: slides[0]!.id,
      text: 'hi',
      name: 'S',
      parentId: root.id,
    });
    expect(foreign.status).toBe(404);
    expect((await stranger.list()).body.comments).toEqual([]);
  });

  test('a flood is a 429 with a wait in minutes, per address and per link', async () => {
    const { slides, link, viewer } = await reviewDeck();
    // Start of a fresh window for this test's address budget.
    server.setNow(Math.ceil(server.now() / COMMENT_WINDOW_MS) * COMMENT_WINDOW_MS);
    for (let i = 0; i < COMMENTS_PER_ADDRESS; i++) {
      const res = await viewer.comment({ slideId: slides[0]!.id, text: `c${i}`, name: 'Flood' });
      expect(res.status, res.text).toBe(201);
    }
    const over = await viewer.comment({ slideId: slides[0]!.id, text: 'one more' });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe('Too many attempts. Try again in 60 minutes.');
    expect(over.headers.get('retry-after')).toBe(String(COMMENT_WINDOW_MS / 1000));

    // A link past its own budget (as if many addresses had used it) refuses everyone.
    server.advance(COMMENT_WINDOW_MS);
    const windowStart = new Date(Math.floor(server.now() / COMMENT_WINDOW_MS) * COMMENT_WINDOW_MS);
    await server.deps.db
      .insert(rateLimits)
      .values({ key: `comment-link:${link.link.id}`, windowStart, count: COMMENTS_PER_LINK });
    const linkOver = await viewer.comment({ slideId: slides[0]!.id, text: 'link full' });
    expect(linkOver.status).toBe(429);
    expect(linkOver.body.error.message).toMatch(/Try again in \d+ minutes?\./);
    server.advance(COMMENT_WINDOW_MS);
    expect((await viewer.comment({ slideId: slides[0]!.id, text: 'next hour' })).status).toBe(201);
  });
});

describe('the editor answers', () => {
  test('replies to a viewer (who sees it), starts threads of its own (which viewers do not), resolves, reopens, deletes', async () => {
    const { deck, slides, viewer } = await reviewDeck();
    const asked = (await viewer.comment({ slideId: slides[2]!.id, text: 'Why 32%?', name: 'Dana' })).body;
    const reply = await server.api(`/api/presentations/${deck.id}/comments`, {
      json: { slideId: slides[2]!.id, text: 'From the Q3 report', parentId: asked.id },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({ byOwner: true, depth: 1, parentId: asked.id });
    const own = await server.api(`/api/presentations/${deck.id}/comments`, {
      json: { slideId: slides[0]!.id, text: 'Note to self' },
    });
    expect(own.status).toBe(201);
    expect(own.body.linkId).toBeNull();
    const seen = (await viewer.list()).body.comments;
    expect(seen.map((c: { text: string }) => c.text)).toEqual(['Why 32%?', 'From the Q3 report']);

    const resolved = await server.api(`/api/comments/${asked.id}`, {
      method: 'PATCH',
      json: { resolved: true },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.resolved).toBe(true);
    expect((await viewer.list()).body.comments[0].resolved).toBe(true);
    const reopened = await server.api(`/api/comments/${asked.id}`, {
      method: 'PATCH',
      json: { resolved: false },
    });
    expect(reopened.body.resolved).toBe(false);
    const badPatch = await server.api(`/api/comments/${asked.id}`, {
      method: 'PATCH',
      json: { resolved: 'no' },
    });
    expect(badPatch.status).toBe(400);
    expect(badPatch.body.error.message).toMatch(/^resolved/);

    // Deleting a comment takes its replies with it, in one transaction.
    expect((await server.api(`/api/comments/${asked.id}`, { method: 'DELETE' })).status).toBe(204);
    const left = await server.deps.db.select().from(comments).where(eq(comments.presentationId, deck.id));
    expect(left.map((c) => c.text)).toEqual(['Note to self']);
    expect((await server.api(`/api/comments/${asked.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await server.api(`/api/comments/${asked.id}`, { method: 'PATCH', json: { resolved: true } })).status,
    ).toBe(404);
    expect((await server.api('/api/presentations/nope/comments')).status).toBe(404);
  });

  test('the owner routes need the dashboard session', async () => {
    const { deck } = await reviewDeck();
    expect((await server.api(`/api/presentations/${deck.id}/comments`, { session: false })).status).toBe(401);
  });

  test('a comment stays on its slide when slides move, and outlives a deleted slide', async () => {
    const { deck, slides, viewer } = await reviewDeck();
    const made = (await viewer.comment({ slideId: slides[1]!.id, text: 'Keep', name: 'D' })).body;
    const moved = await server.api(`/api/presentations/${deck.id}/operations`, {
      json: { operations: [{ op: 'move_slide', slideId: slides[1]!.id, position: 1 }] },
    });
    expect(moved.status, moved.text).toBe(200);
    const deleted = await server.api(`/api/presentations/${deck.id}/operations`, {
      json: { operations: [{ op: 'delete_slide', slideId: slides[1]!.id }] },
    });
    expect(deleted.status, deleted.text).toBe(200);
    const listed = await server.api(`/api/presentations/${deck.id}/comments`);
    expect(listed.body).toEqual([expect.objectContaining({ id: made.id, slideId: slides[1]!.id })]);
  });
});

describe('comments travel on the deck event stream', () => {
  test("a viewer's comment reaches the editor's stream; the owner's reply reaches that link's viewers only", async () => {
    const { deck, slides, link, viewer } = await reviewDeck();
    const otherLink = await share(deck.id, { allowComments: true });
    const editor = await openEventStream(server, `/api/presentations/${deck.id}/events`);
    const mine = await openEventStream(server, `/api/view/${link.token}/events`, '');
    const theirs = await openEventStream(server, `/api/view/${otherLink.token}/events`, '');
    try {
      await Promise.all(
        [editor, mine, theirs].map((s) => s.waitFor((e) => e.some((x) => x.event === 'ready'))),
      );
      const made = (
        await viewer.comment({
          slideId: slides[1]!.id,
          text: 'Live',
          name: 'Dana',
          email: 'd@x.io',
          x: 0.1,
          y: 0.2,
        })
      ).body;
      await editor.waitFor(() => editor.of('comment').length === 1);
      expect(editor.of('comment')[0]!.data).toMatchObject({
        id: made.id,
        text: 'Live',
        authorEmail: 'd@x.io',
      });
      await mine.waitFor(() => mine.of('comment').length === 1);
      expect(mine.of('comment')[0]!.data).not.toHaveProperty('authorEmail');

      await server.api(`/api/presentations/${deck.id}/comments`, {
        json: { slideId: slides[1]!.id, text: 'Thanks', parentId: made.id },
      });
      await mine.waitFor(() => mine.of('comment').length === 2);
      expect(mine.of('comment')[1]!.data).toMatchObject({ text: 'Thanks', byOwner: true });
      await server.api(`/api/comments/${made.id}`, { method: 'PATCH', json: { resolved: true } });
      await mine.waitFor(() => mine.of('comment').length === 3);
      expect(mine.of('comment')[2]!.data).toMatchObject({ id: made.id, resolved: true });
      await editor.waitFor(() => editor.of('comment').length === 3);
      // Deleted in the editor: the comment and its reply go, by id, from every stream.
      expect((await server.api(`/api/comments/${made.id}`, { method: 'DELETE' })).status).toBe(204);
      await mine.waitFor(() => mine.of('comment').length === 5);
      expect(
        mine
          .of('comment')
          .slice(3)
          .map((e) => e.data),
      ).toEqual(expect.arrayContaining([{ id: made.id, deleted: true }]));
      await editor.waitFor(() => editor.of('comment').length === 5);
      // The other link's viewer heard of none of it: its stream's first comment event, if any, came
      // after. A comment on its own link is the marker that its stream is live and was passed over.
      await visitor(otherLink.token).comment({ slideId: slides[0]!.id, text: 'Other', name: 'O' });
      await theirs.waitFor(() => theirs.of('comment').length === 1);
      expect(theirs.of('comment').map((e) => e.data.text)).toEqual(['Other']);
      expect(theirs.raw()).not.toContain('d@x.io');
    } finally {
      await Promise.all([editor.close(), mine.close(), theirs.close()]);
    }
  });
});

describe('askEmail', () => {
  test('the email a viewer gives is kept with the visit and listed with its time per slide', async () => {
    const { slides, link } = await reviewDeck({ askEmail: true });
    const opened = await server.api(`/api/view/${link.token}`, { json: {}, session: false });
    const report = await server.api(`/api/view/${link.token}/report`, {
      json: { viewId: opened.body.viewId, slideId: slides[0]!.id, ms: 4000, email: 'cfo@client.example' },
      session: false,
    });
    expect(report.status, report.text).toBe(204);
    const views = await server.api(`/api/share-links/${link.link.id}/views`);
    expect(views.body[0]).toMatchObject({ email: 'cfo@client.example', totalMs: 4000 });
  });
});
