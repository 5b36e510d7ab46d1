import { z } from 'zod';
import { ASSET_MAX_BYTES } from '../../common/limits';
import { assetSchema } from '../../common/schemas/assets';
import { idParams } from '../../common/schemas/common';
import { fileUploadBody } from '../../common/schemas/uploads';
import type { App, Deps } from '../deps';
import { importAsset, listAssets } from '../services/assets';

// base64 grows a file by 4/3; leave room for the JSON around it.
const ASSET_BODY_LIMIT = Math.ceil((ASSET_MAX_BYTES * 4) / 3) + 64 * 1024;

export function assetRoutes(app: App, { database, files, extraction, now }: Deps) {
  app.post(
    '/api/presentations/:id/assets',
    {
      bodyLimit: ASSET_BODY_LIMIT,
      schema: { params: idParams, body: fileUploadBody, response: { 201: assetSchema } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await importAsset(database, files, extraction, req.params.id, req.body, new Date(now()))),
  );

  app.get(
    '/api/presentations/:id/assets',
    { schema: { params: idParams, response: { 200: z.array(assetSchema) } } },
    (req) => listAssets(database, req.params.id),
  );
}
