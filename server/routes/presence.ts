import { PRESENCE_PENDING_MS, PRESENCE_PER_SESSION_MAX } from '../../common/limits';
import { idParams } from '../../common/schemas/common';
import { displayNameBody, displayNameSchema, presenceBody } from '../../common/schemas/presence';
import { deckRevision } from '../deck/events';
import { chooseSlide, displayNameOf, setDisplayName } from '../deck/presence';
import type { App, Deps } from '../deps';
import { HttpError, notFound, unauthorized } from '../lib/errors';
import { isSlideOf } from '../services/slides';

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
      const { id } = req.params;
      const { tab, slideId } = req.body;
      if ((await deckRevision(db, id)) === undefined) throw notFound('Presentation');
      if (slideId !== null && !(await isSlideOf(db, slideId, id)))
        throw new HttpError(400, 'invalid_input', 'slideId: is not a slide of this presentation');
      const kept = await chooseSlide(
        db,
        { presentationId: id, tabId: tab, sessionId: req.session.id, slideId },
        new Date(now()),
      );
      if (!kept)
        throw new HttpError(
          429,
          'too_many_tabs',
          `tab: a session has at most ${PRESENCE_PER_SESSION_MAX} tabs on decks; close one or wait`,
          { 'retry-after': String(Math.ceil(PRESENCE_PENDING_MS / 1000)) },
        );
      return reply.status(204).send();
    },
  );
}
