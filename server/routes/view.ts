import { z } from 'zod';
import {
  SHARE_GUESS_BACKOFF,
  SHARE_HEAVY_VIEW_BYTES,
  SHARE_HEAVY_VIEW_WINDOW_MS,
  SHARE_HEAVY_VIEWS_PER_ADDRESS,
  SHARE_HEAVY_VIEWS_TOTAL,
  SHARE_LINK_DELAY_MS,
  SHARE_LINK_FAILURE_WINDOW_MS,
  SHARE_LINK_FAILURES_BEFORE_DELAY,
  SHARE_PDF_WINDOW_MS,
  SHARE_PDFS_PER_ADDRESS,
  SHARE_REPORTS_PER_MINUTE,
  SHARE_VISIT_WINDOW_MS,
  SHARE_VISITS_PER_ADDRESS,
} from '../../common/limits';
import { viewBody, viewReportBody } from '../../common/schemas/shares';
import { verifyPassword } from '../auth/passwords';
import { VIEW_COOKIE } from '../auth/viewGrants';
import { streamDeckEvents } from '../deck/eventStream';
import { deckRevision } from '../deck/events';
import type { App, Deps } from '../deps';
import { loadExportDeck, sendExport } from '../export/deck';
import { guardExport } from '../export/guard';
import { exportPdf } from '../export/render';
import { badRequest, HttpError, tooMany } from '../lib/errors';
import { gzipWith } from '../lib/gzipJoin';
import { overHttps } from '../lib/https';
import { newId } from '../lib/ids';
import { addSlideTime, deviceTypeOf, visitExists } from '../services/shares';
import { isSlideOf } from '../services/slides';
import { deckTheme } from '../services/theme';

// Any text is accepted as a token so that malformed, unknown, revoked and expired links all get the
// same 404 from the same single lookup, instead of a 400 that would tell them apart.
const tokenParams = z.object({ token: z.string().max(200) });

/** An address's wrong guesses, across links: each tier a longer wait (exponential back-off). */
const backoffOf = (ip: string) =>
  SHARE_GUESS_BACKOFF.map((limit, tier) => ({ keys: [`share-ip:${tier}:${ip}`], limit }));

const HEAVY_PER_ADDRESS = { max: SHARE_HEAVY_VIEWS_PER_ADDRESS, windowMs: SHARE_HEAVY_VIEW_WINDOW_MS };
const HEAVY_TOTAL = { max: SHARE_HEAVY_VIEWS_TOTAL, windowMs: SHARE_HEAVY_VIEW_WINDOW_MS };

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().split(';');
      if (coding?.trim() !== 'gzip' && coding?.trim() !== '*') return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });
}

/** How long a refused viewer waits before asking for a live stream again. */
const STREAM_RETRY_AFTER_S = 60;

export function viewRoutes(
  app: App,
  {
    db,
    now,
    wait,
    limiter,
    viewGrants,
    deckCache,
    browsers,
    links,
    config,
    files,
    deckEvents,
    viewStreams,
  }: Deps,
) {
  const { byAddress: streamsOf, byLink: streamsOfLink } = viewStreams;

  app.post('/api/view/:token', { schema: { params: tokenParams, body: viewBody } }, async (req, reply) => {
    const link = await links.find(req.params.token, new Date(now()));
    if (link.passwordHash) {
      const cookie = req.cookies[VIEW_COOKIE];
      if (!viewGrants.verify(cookie, link.id, link.passwordHash)) {
        const password = req.body?.password;
        if (!password) throw new HttpError(401, 'password_required', 'Password required');
        // The guess is counted against this address before any hashing (parallel guesses cannot
        // slip past its back-off); a right password gives it back. Others' guesses never refuse
        // anyone: past a ceiling they only slow every check on the link down.
        const giveBack = await limiter.take(backoffOf(req.ip));
        const linkKey = `share-link:${link.id}`;
        if (
          (await limiter.failures(linkKey, SHARE_LINK_FAILURE_WINDOW_MS)) >= SHARE_LINK_FAILURES_BEFORE_DELAY
        ) {
          await wait(SHARE_LINK_DELAY_MS);
        }
        if (!(await verifyPassword(link.passwordHash, password))) {
          await limiter.recordFailure(linkKey, SHARE_LINK_FAILURE_WINDOW_MS);
          throw new HttpError(401, 'invalid_password', 'Invalid password');
        }
        await giveBack();
        const grant = viewGrants.issue(link.id, link.passwordHash, link.expiresAt);
        reply.setCookie(VIEW_COOKIE, grant.value, {
          path: `/api/view/${req.params.token}`,
          httpOnly: true,
          sameSite: 'lax',
          secure: overHttps(req, config.publicUrl),
          maxAge: grant.maxAge,
        });
      }
    }
    // The deck is serialised once per revision (deckCache), whoever reads it; a heavy one has a
    // budget per address and in all, since each reply still has to be sent.
    const deck = await deckCache.readPublic(link.presentationId);
    if (deck.length > SHARE_HEAVY_VIEW_BYTES)
      await limiter.take([
        { keys: [`share-heavy:${req.ip}`], limit: HEAVY_PER_ADDRESS },
        { keys: ['share-heavy'], limit: HEAVY_TOTAL },
      ]);
    // What is this reply's own: the theme (its client's kit may change without the deck), the
    // link's download switch, and the visit's id.
    const extra = JSON.stringify({
      theme: (await deckTheme(db, link.presentationId)).theme,
      allowDownload: link.allowDownload,
      allowComments: link.allowComments,
      askApproval: link.askApproval,
      askEmail: link.askEmail,
      viewId: viewGrants.viewToken(link.id, newId()),
    });
    reply.header('cache-control', 'no-store').header('vary', 'accept-encoding');
    reply.type('application/json; charset=utf-8');
    if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(`${deck},${extra.slice(1)}`);
    // Compressed once per revision, then only this reply's own fields are compressed after it.
    const { gzip } = await deckCache.readPublicGzip(link.presentationId);
    return reply.header('content-encoding', 'gzip').send(gzipWith(gzip, Buffer.from(`,${extra.slice(1)}`)));
  });

  app.post(
    '/api/view/:token/report',
    { schema: { params: tokenParams, body: viewReportBody } },
    async (req, reply) => {
      const link = await links.find(req.params.token, new Date(now()));
      const viewId = viewGrants.viewIdOf(req.body.viewId, link.id);
      if (!viewId) throw new HttpError(400, 'invalid_input', 'viewId: was not issued for this link');
      // Keyed by link and address, not by visit: visit ids cost nothing to get, so a budget per
      // visit would let refused reports still leave a row each in the limiter's table.
      await limiter.consume([`share-report:${link.id}:${req.ip}`], {
        max: SHARE_REPORTS_PER_MINUTE,
        windowMs: 60_000,
      });
      if (!(await isSlideOf(db, req.body.slideId, link.presentationId))) {
        throw new HttpError(400, 'invalid_input', 'slideId: is not a slide of this presentation');
      }
      // A visit's first report makes its row. Opening a link stays free (no write), and new visits
      // have a budget per link and address, so reloading cannot fill the analytics table.
      if (!(await visitExists(db, viewId))) {
        await limiter.consume([`share-visit:${link.id}:${req.ip}`], {
          max: SHARE_VISITS_PER_ADDRESS,
          windowMs: SHARE_VISIT_WINDOW_MS,
        });
      }
      await addSlideTime(
        db,
        {
          linkId: link.id,
          viewId,
          deviceType: deviceTypeOf(req.headers['user-agent']),
          // Kept only when the link asks for it (issue 29); typed by the viewer, never verified.
          email: link.askEmail ? req.body.email : undefined,
        },
        req.body.slideId,
        req.body.ms,
        new Date(now()),
      );
      return reply.status(204).send();
    },
  );

  // The viewer's download button: only for links that allow it, and for a protected link only in a
  // browser that has already given its password (the link-scoped cookie). Otherwise the same 404.
  app.get('/api/view/:token/pdf', { schema: { params: tokenParams } }, async (req, reply) => {
    const link = await links.find(req.params.token, new Date(now()));
    const unlocked =
      !link.passwordHash || viewGrants.verify(req.cookies[VIEW_COOKIE], link.id, link.passwordHash);
    if (!link.allowDownload || !unlocked) throw new HttpError(404, 'not_found', 'Share link not found');
    // Each download is a render in the shared Chromium: a budget per address keeps one visitor
    // from queueing renders without end.
    await limiter.consume([`share-pdf:${req.ip}`], {
      max: SHARE_PDFS_PER_ADDRESS,
      windowMs: SHARE_PDF_WINDOW_MS,
    });
    const deck = await loadExportDeck(deckCache, link.presentationId, { db, files });
    return sendExport(
      reply,
      deck.title,
      'pdf',
      await guardExport(deck, 'pdf', () => exportPdf(browsers, deck), req.log),
    );
  });

  // The shared viewer's live updates: the same checks as the deck itself (unknown, revoked or
  // expired is a 404; a protected link wants the cookie its password gave, whose path covers this
  // route). The stream says only that the deck changed and to which revision (`changed`), never
  // the operations, which could carry speaker notes; the viewer then reads POST /api/view/{token}
  // again, which shows only what a share link may. Not a visit and not a download: only the
  // number held open at once per address is capped.
  app.get('/api/view/:token/events', { schema: { params: tokenParams } }, async (req, reply) => {
    const link = await links.find(req.params.token, new Date(now()));
    if (link.passwordHash && !viewGrants.verify(req.cookies[VIEW_COOKIE], link.id, link.passwordHash))
      throw new HttpError(401, 'password_required', 'Password required');
    const header = req.headers['last-event-id'];
    const resumeFrom = header === undefined ? undefined : Number(header);
    if (resumeFrom !== undefined && !(Number.isInteger(resumeFrom) && resumeFrom >= 0))
      throw badRequest('Last-Event-ID: must be a revision (a whole number)');
    const revision = await deckRevision(db, link.presentationId);
    if (revision === undefined) throw new HttpError(404, 'not_found', 'Share link not found');
    if (req.method === 'HEAD') return reply.type('text/event-stream; charset=utf-8').send();
    const releaseAddress = streamsOf.take(req.ip);
    if (!releaseAddress) throw tooMany(STREAM_RETRY_AFTER_S);
    const releaseLink = streamsOfLink.take(link.id);
    if (!releaseLink) {
      releaseAddress();
      throw tooMany(STREAM_RETRY_AFTER_S);
    }
    const release = () => {
      releaseAddress();
      releaseLink();
    };
    reply.raw.once('close', release);
    // The stream lasts while this link lets this browser in: revoked, expired, or given a new
    // password (which voids the cookie), it ends (server/deck/deckFeed.ts checks on each change).
    const cookie = req.cookies[VIEW_COOKIE];
    const viewer = {
      token: req.params.token,
      linkId: link.id,
      allows: (live: { id: string; passwordHash: string | null; expiresAt: Date | null }) =>
        live.id === link.id && (!live.passwordHash || viewGrants.verify(cookie, live.id, live.passwordHash)),
    };
    try {
      await streamDeckEvents(
        reply,
        { deckEvents, now },
        link.presentationId,
        Math.min(resumeFrom ?? revision, revision),
        { revisionOnly: true, viewer },
      );
    } catch (err) {
      release();
      throw err;
    }
  });
}
