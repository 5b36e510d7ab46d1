import { idParams } from '../../common/schemas/common';
import { createSlideBody, reorderBody, slideSchema, updateSlideBody } from '../../common/schemas/slides';
import type { App, Deps } from '../deps';
import { baseRevisionOf, tabOf } from '../lib/ifMatch';
import { createSlide, deleteSlide, reorderSlides, updateSlide } from '../services/slides';

export function slideRoutes(app: App, { db, now }: Deps) {
  app.post(
    '/api/slides',
    { schema: { body: createSlideBody, response: { 201: slideSchema } } },
    async (req, reply) => {
      return reply.status(201).send(await createSlide(db, req.body, new Date(now())));
    },
  );

  app.patch(
    '/api/slides/:id',
    { schema: { params: idParams, body: updateSlideBody, response: { 200: slideSchema } } },
    (req) => updateSlide(db, req.params.id, req.body, new Date(now()), baseRevisionOf(req), tabOf(req)),
  );

  app.delete('/api/slides/:id', { schema: { params: idParams } }, async (req, reply) => {
    await deleteSlide(db, req.params.id, new Date(now()));
    return reply.status(204).send();
  });

  app.post(
    '/api/presentations/:id/reorder',
    { schema: { params: idParams, body: reorderBody } },
    async (req, reply) => {
      await reorderSlides(db, req.params.id, req.body.slideIds, new Date(now()));
      return reply.status(204).send();
    },
  );
}
