import { brandKitBody, brandKitSchema } from '../../common/schemas/brand';
import { idParams } from '../../common/schemas/common';
import type { App, Deps } from '../deps';
import { getBrandKit, putBrandKit } from '../services/brand';
import { deckTheme } from '../services/theme';

/** A client's brand kit (issue 21): read it (the defaults until one is saved), replace it; a deck's theme. */
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

  /** The theme a deck draws in (its pick, or its client's kit): read apart from the deck, so never stale. */
  app.get('/api/presentations/:id/theme', { schema: { params: idParams } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return deckTheme(db, req.params.id);
  });
}
