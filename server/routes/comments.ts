import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cleanDisplayName } from '../../common/displayName';
import {
  APPROVAL_WINDOW_MS,
  APPROVALS_PER_ADDRESS,
  COMMENT_WINDOW_MS,
  COMMENTS_PER_ADDRESS,
  COMMENTS_PER_LINK,
  REVIEWER_COOKIE_MAX_AGE_S,
} from '../../common/limits';
import {
  approvalBody,
  approvalSchema,
  commentSchema,
  ownerCommentBody,
  publicCommentSchema,
  reviewerBody,
  reviewerSchema,
  updateCommentBody,
  viewCommentBody,
  viewCommentsSchema,
} from '../../common/schemas/comments';
import { idParams } from '../../common/schemas/common';
import { REVIEWER_COOKIE, VIEW_COOKIE } from '../auth/viewGrants';
import { displayNameOf } from '../deck/presence';
import type { App, Deps } from '../deps';
import { forbidden, HttpError } from '../lib/errors';
import { overHttps } from '../lib/https';
import { approve, listApprovals } from '../services/approvals';
import {
  createComment,
  deleteComment,
  listDeckComments,
  listLinkComments,
  setResolved,
} from '../services/comments';
import { assertPresentation } from '../services/presentations';
import type { LiveLink } from '../services/shares';

const tokenParams = z.object({ token: z.string().max(200) });

/**
 * Client review on a share link (issue 29): viewers comment on slides, reply, and approve a saved
 * version; the owner answers, resolves and deletes in the editor. A viewer's name is only what
 * they typed: it is shown, never used for access. Everything a viewer sends goes through the
 * link's own checks first (unknown, revoked or expired: 404; protected: its unlock cookie).
 */
export function commentRoutes(app: App, { db, now, limiter, links, viewGrants, config }: Deps) {
  /** The link, if this browser may view it now. */
  async function openLink(token: string, cookies: Record<string, string | undefined>): Promise<LiveLink> {
    const link = await links.find(token, new Date(now()));
    if (link.passwordHash && !viewGrants.verify(cookies[VIEW_COOKIE], link.id, link.passwordHash))
      throw new HttpError(401, 'password_required', 'Password required');
    return link;
  }

  const rememberReviewer = (
    req: FastifyRequest & { params: { token: string } },
    reply: FastifyReply,
    link: LiveLink,
    who: { name: string; email: string | null },
  ) =>
    reply.setCookie(REVIEWER_COOKIE, viewGrants.reviewerToken(link.id, who), {
      path: `/api/view/${req.params.token}`,
      httpOnly: true,
      sameSite: 'lax',
      secure: overHttps(req, config.publicUrl),
      maxAge: REVIEWER_COOKIE_MAX_AGE_S,
    });

  app.get(
    '/api/view/:token/comments',
    { schema: { params: tokenParams, response: { 200: viewCommentsSchema } } },
    async (req, reply) => {
      const link = await openLink(req.params.token, req.cookies);
      const approvals = link.askApproval ? await listApprovals(db, link.presentationId, link.id) : [];
      reply.header('cache-control', 'no-store');
      return {
        comments: link.allowComments ? await listLinkComments(db, link.id) : [],
        reviewer: viewGrants.reviewerOf(req.cookies[REVIEWER_COOKIE], link.id),
        allowComments: link.allowComments,
        askApproval: link.askApproval,
        askEmail: link.askEmail,
        approved: approvals.some((a) => !a.earlier),
      };
    },
  );

  // Who the viewer says they are, once per viewer session (kept in a cookie of this link's path).
  app.put(
    '/api/view/:token/reviewer',
    { schema: { params: tokenParams, body: reviewerBody, response: { 200: reviewerSchema } } },
    async (req, reply) => {
      const link = await openLink(req.params.token, req.cookies);
      const who = { name: cleanDisplayName(req.body.name), email: req.body.email || null };
      if (!who.name) throw new HttpError(400, 'invalid_input', 'name is required');
      rememberReviewer(req, reply, link, who);
      return who;
    },
  );

  app.post(
    '/api/view/:token/comments',
    { schema: { params: tokenParams, body: viewCommentBody, response: { 201: publicCommentSchema } } },
    async (req, reply) => {
      const link = await openLink(req.params.token, req.cookies);
      if (!link.allowComments) throw forbidden('This link does not take comments');
      const given = req.body.name ? cleanDisplayName(req.body.name) : '';
      const known = viewGrants.reviewerOf(req.cookies[REVIEWER_COOKIE], link.id);
      const who = given ? { name: given, email: req.body.email || null } : known;
      if (!who) throw new HttpError(400, 'invalid_input', 'name: give your name before commenting');
      // Per link and per address, so neither one visitor nor a leaked link can flood the deck.
      await limiter.take([
        { keys: [`comment-link:${link.id}`], limit: { max: COMMENTS_PER_LINK, windowMs: COMMENT_WINDOW_MS } },
        { keys: [`comment-ip:${req.ip}`], limit: { max: COMMENTS_PER_ADDRESS, windowMs: COMMENT_WINDOW_MS } },
      ]);
      const made = await createComment(
        db,
        {
          presentationId: link.presentationId,
          linkId: link.id,
          slideId: req.body.slideId,
          parentId: req.body.parentId,
          text: req.body.text,
          x: req.body.x,
          y: req.body.y,
          author: { byOwner: false, ...who },
        },
        new Date(now()),
      );
      if (given) rememberReviewer(req, reply, link, who);
      return reply.status(201).send(made);
    },
  );

  app.post(
    '/api/view/:token/approval',
    { schema: { params: tokenParams, body: approvalBody, response: { 201: approvalSchema } } },
    async (req, reply) => {
      const link = await openLink(req.params.token, req.cookies);
      if (!link.askApproval) throw forbidden('This link does not ask for approval');
      const name = cleanDisplayName(req.body.name);
      if (!name) throw new HttpError(400, 'invalid_input', 'name is required');
      await limiter.take([
        {
          keys: [`approval-ip:${req.ip}`],
          limit: { max: APPROVALS_PER_ADDRESS, windowMs: APPROVAL_WINDOW_MS },
        },
        { keys: [`comment-link:${link.id}`], limit: { max: COMMENTS_PER_LINK, windowMs: COMMENT_WINDOW_MS } },
      ]);
      const made = await approve(db, link, { name, note: req.body.note }, new Date(now()));
      return reply.status(201).send(made);
    },
  );

  app.get(
    '/api/presentations/:id/comments',
    { schema: { params: idParams, response: { 200: z.array(commentSchema) } } },
    async (req) => {
      await assertPresentation(db, req.params.id);
      return listDeckComments(db, req.params.id);
    },
  );

  app.post(
    '/api/presentations/:id/comments',
    { schema: { params: idParams, body: ownerCommentBody, response: { 201: commentSchema } } },
    async (req, reply) => {
      await assertPresentation(db, req.params.id);
      const named = req.session && (await displayNameOf(db, req.session.id));
      const made = await createComment(
        db,
        {
          presentationId: req.params.id,
          linkId: null,
          slideId: req.body.slideId,
          parentId: req.body.parentId,
          text: req.body.text,
          x: req.body.x,
          y: req.body.y,
          author: { byOwner: true, name: named?.displayName ?? 'Owner', email: null },
        },
        new Date(now()),
      );
      return reply.status(201).send(made);
    },
  );

  app.patch(
    '/api/comments/:id',
    { schema: { params: idParams, body: updateCommentBody, response: { 200: commentSchema } } },
    (req) => setResolved(db, req.params.id, req.body.resolved),
  );

  app.delete('/api/comments/:id', { schema: { params: idParams } }, async (req, reply) => {
    await deleteComment(db, req.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/api/presentations/:id/approvals',
    { schema: { params: idParams, response: { 200: z.array(approvalSchema) } } },
    async (req) => {
      await assertPresentation(db, req.params.id);
      return listApprovals(db, req.params.id);
    },
  );
}
