import { z } from 'zod';
import { idParams } from '../../common/schemas/common';
import {
  createVersionBody,
  restoreResultSchema,
  versionSchema,
  versionSummarySchema,
} from '../../common/schemas/versions';
import type { App, Deps } from '../deps';
import { assertPresentation } from '../services/presentations';
import { createVersion, getVersion, listVersions, restoreVersion } from '../services/versions';

export function versionRoutes(app: App, { db, now }: Deps) {
  app.get(
    '/api/presentations/:id/versions',
    { schema: { params: idParams, response: { 200: z.array(versionSummarySchema) } } },
    async (req) => {
      await assertPresentation(db, req.params.id);
      return listVersions(db, req.params.id);
    },
  );

  app.post(
    '/api/presentations/:id/versions',
    { schema: { params: idParams, body: createVersionBody, response: { 201: versionSummarySchema } } },
    async (req, reply) => {
      return reply.status(201).send(await createVersion(db, req.params.id, req.body?.notes, new Date(now())));
    },
  );

  app.get('/api/versions/:id', { schema: { params: idParams, response: { 200: versionSchema } } }, (req) =>
    getVersion(db, req.params.id),
  );

  app.post(
    '/api/versions/:id/restore',
    { schema: { params: idParams, response: { 200: restoreResultSchema } } },
    (req) => restoreVersion(db, req.params.id, new Date(now())),
  );
}
