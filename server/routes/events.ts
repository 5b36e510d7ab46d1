import { z } from 'zod';
import { idParams } from '../../common/schemas/common';
import { tabIdSchema } from '../../common/schemas/presence';
import { streamDeckEvents } from '../deck/eventStream';
import { deckRevision } from '../deck/events';
import type { App, Deps } from '../deps';
import { badRequest, notFound } from '../lib/errors';

const eventsQuery = z.object({
  since: z.coerce.number().int().min(0).optional(),
  /** The editor tab's id: the tab is then present on the deck while its stream is open. */
  tab: tabIdSchema.optional(),
});

/**
 * GET /api/presentations/{id}/events: the deck's changes as Server-Sent Events (the events are
 * described in server/deck/eventStream.ts). A client resumes where it left off with Last-Event-ID (EventSource sends it on reconnect) or
 * ?since=<revision>; without either it starts at the deck's revision now. With ?tab=<id> the tab
 * shows as present on the deck (and the stream sends who else is) until the stream closes.
 */
export function eventRoutes(app: App, deps: Deps) {
  app.get(
    '/api/presentations/:id/events',
    { schema: { params: idParams, querystring: eventsQuery } },
    async (req, reply) => {
      const id = req.params.id;
      const header = req.headers['last-event-id'];
      const resumeFrom = header === undefined ? req.query.since : Number(header);
      if (resumeFrom !== undefined && !(Number.isInteger(resumeFrom) && resumeFrom >= 0))
        throw badRequest('Last-Event-ID: must be a revision (a whole number)');
      const now = await deckRevision(deps.db, id);
      if (now === undefined) throw notFound('Presentation');
      // HEAD (Fastify answers it for every GET route): the headers of a stream, and no stream.
      if (req.method === 'HEAD') return reply.type('text/event-stream; charset=utf-8').send();

      const tabId = req.query.tab;
      const presence = tabId && req.session ? { tabId, sessionId: req.session.id } : undefined;
      await streamDeckEvents(reply, deps, id, Math.min(resumeFrom ?? now, now), { presence });
    },
  );
}
