import { idParams } from '../../common/schemas/common';
import { displayNameBody, displayNameSchema, presenceBody } from '../../common/schemas/presence';
import { deckRevision } from '../deck/events';
import { displayNameOf, joinDeck, setDisplayName } from '../deck/presence';
import type { App, Deps } from '../deps';
import { notFound, unauthorized } from '../lib/errors';

/**
 * Presence (issue 22): the name a person shows to others on a deck (kept in their session, as
 * there are no user accounts), and which slide each of their tabs has selected.
 */
export function presenceRoutes(app: App, { db, now }: Deps) {
  app.get('/api/auth/display-name', { schema: { response: { 200: displayNameSchema } } }, async (req) => {
    const row = req.session && (await displayNameOf(db, req.session.id));
    if (!row) throw unauthorized();
    return row;
  });

  app.put(
    '/api/auth/display-name',
    { schema: { body: displayNameBody, response: { 200: displayNameSchema } } },
    async (req) => {
      const row = req.session && (await setDisplayName(db, req.session.id, req.body.displayName));
      if (!row) throw unauthorized();
      return row;
    },
  );

  app.post(
    '/api/presentations/:id/presence',
    { schema: { params: idParams, body: presenceBody } },
    async (req, reply) => {
      if (!req.session) throw unauthorized();
      if ((await deckRevision(db, req.params.id)) === undefined) throw notFound('Presentation');
      await joinDeck(
        db,
        {
          presentationId: req.params.id,
          tabId: req.body.tab,
          sessionId: req.session.id,
          slideId: req.body.slideId,
        },
        new Date(now()),
        { touch: false },
      );
      return reply.status(204).send();
    },
  );
}
