import { z } from 'zod';
import { idParams } from '../../common/schemas/common';
import {
  createShareBody,
  shareLinkSchema,
  shareResultSchema,
  shareViewSchema,
  updateShareLinkBody,
} from '../../common/schemas/shares';
import type { App, Deps } from '../deps';
import { publicOrigin } from '../lib/publicOrigin';
import { assertPresentation } from '../services/presentations';
import {
  createShareLink,
  listShareLinks,
  listViews,
  revokeShareLink,
  updateShareLink,
} from '../services/shares';

export function shareRoutes(app: App, { db, now, config }: Deps) {
  app.post(
    '/api/presentations/:id/share',
    { schema: { params: idParams, body: createShareBody, response: { 201: shareResultSchema } } },
    async (req, reply) => {
      const link = await createShareLink(
        db,
        req.params.id,
        req.body,
        publicOrigin(req, config),
        new Date(now()),
      );
      return reply.status(201).send({ token: link.token, shareUrl: link.shareUrl, link });
    },
  );

  app.get(
    '/api/presentations/:id/share-links',
    { schema: { params: idParams, response: { 200: z.array(shareLinkSchema) } } },
    async (req) => {
      await assertPresentation(db, req.params.id);
      return listShareLinks(db, req.params.id, publicOrigin(req, config));
    },
  );

  app.patch(
    '/api/share-links/:id',
    { schema: { params: idParams, body: updateShareLinkBody, response: { 200: shareLinkSchema } } },
    (req) => updateShareLink(db, req.params.id, req.body, publicOrigin(req, config), new Date(now())),
  );

  // Revoking keeps the row (and its analytics); the link answers 404 from then on.
  app.delete('/api/share-links/:id', { schema: { params: idParams } }, async (req, reply) => {
    await revokeShareLink(db, req.params.id, new Date(now()));
    return reply.status(204).send();
  });

  app.get(
    '/api/share-links/:id/views',
    { schema: { params: idParams, response: { 200: z.array(shareViewSchema) } } },
    (req) => listViews(db, req.params.id),
  );
}
