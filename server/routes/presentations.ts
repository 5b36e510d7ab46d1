import { z } from 'zod';
import { idParams } from '../../common/schemas/common';
import {
  createPresentationBody,
  presentationSchema,
  presentationSummarySchema,
  updatePresentationBody,
} from '../../common/schemas/presentations';
import type { App, Deps } from '../deps';
import { baseRevisionOf, tabOf } from '../lib/ifMatch';
import { getClient } from '../services/clients';
import {
  createPresentation,
  deletePresentation,
  duplicatePresentation,
  getPresentation,
  listPresentations,
  updatePresentation,
} from '../services/presentations';

export function presentationRoutes(app: App, { db, files, now, deckCache }: Deps) {
  app.get(
    '/api/clients/:id/presentations',
    { schema: { params: idParams, response: { 200: z.array(presentationSummarySchema) } } },
    async (req) => {
      await getClient(db, req.params.id);
      return listPresentations(db, req.params.id, new Date(now()));
    },
  );

  app.post(
    '/api/presentations',
    { schema: { body: createPresentationBody, response: { 201: presentationSchema } } },
    async (req, reply) => {
      const id = await createPresentation(db, req.body.clientId, req.body.title, new Date(now()));
      return reply.status(201).send(await getPresentation(db, id, new Date(now())));
    },
  );

  // No response schema here: this is the hottest read (the editor opens with it) and its shape is
  // built by getPresentation from typed rows, so re-validating 100s of slides per call is waste.
  // The hottest read (the editor opens with it): served from the revision-checked deck cache as a
  // ready JSON string, with the same shape as presentationSchema.
  // The ETag is the deck's revision: send it back as If-Match with a PATCH, and a field someone
  // changed since is a 409 instead of a silent overwrite.
  app.get('/api/presentations/:id', { schema: { params: idParams } }, async (req, reply) => {
    const { json, revision } = await deckCache.read(req.params.id);
    return reply.type('application/json; charset=utf-8').header('etag', `"${revision}"`).send(json);
  });

  app.patch(
    '/api/presentations/:id',
    { schema: { params: idParams, body: updatePresentationBody, response: { 200: presentationSchema } } },
    async (req) => {
      await updatePresentation(db, req.params.id, req.body, new Date(now()), baseRevisionOf(req), tabOf(req));
      return getPresentation(db, req.params.id, new Date(now()));
    },
  );

  app.delete('/api/presentations/:id', { schema: { params: idParams } }, async (req, reply) => {
    await deletePresentation(db, files, req.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/api/presentations/:id/duplicate',
    { schema: { params: idParams, response: { 201: presentationSchema } } },
    async (req, reply) => {
      const id = await duplicatePresentation(db, req.params.id, new Date(now()));
      return reply.status(201).send(await getPresentation(db, id, new Date(now())));
    },
  );
}
