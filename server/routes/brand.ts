import { brandKitBody, brandKitSchema } from '../../common/schemas/brand';
import { idParams } from '../../common/schemas/common';
import type { App, Deps } from '../deps';
import { getBrandKit, putBrandKit } from '../services/brand';

/** A client's brand kit (issue 21): read it (the defaults until one is saved), replace it. */
export function brandRoutes(app: App, { db, now }: Deps) {
  app.get(
    '/api/clients/:id/brand',
    { schema: { params: idParams, response: { 200: brandKitSchema } } },
    (req) => getBrandKit(db, req.params.id),
  );

  app.put(
    '/api/clients/:id/brand',
    { schema: { params: idParams, body: brandKitBody, response: { 200: brandKitSchema } } },
    (req) => putBrandKit(db, req.params.id, req.body, new Date(now())),
  );
}
