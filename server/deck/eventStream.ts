import type { FastifyReply, FastifyRequest } from 'fastify';
import { DECK_EVENTS_HEARTBEAT_MS } from '../../common/limits';
import type { Deps } from '../deps';
import { batchesSince } from './events';

/**
 * Streams a deck's changes as Server-Sent Events from revision `last` on, until the client leaves
 * or the server shuts down. The editor's stream (server/routes/events.ts) uses it; any other view
 * of a deck that should follow its changes can too, after its own access check.
 * - `operations` (id = the revision after the batch): {"revision", "count", "operations"}, each
 *   applied batch once, in order;
 * - `resync` (id = revision): the deck changed in a way the log cannot replay (a version restore,
 *   or the client is further behind than the log keeps): read the deck again;
 * - `ready`: {"revision"} where the stream starts.
 */
export async function streamDeckEvents(
  req: FastifyRequest,
  reply: FastifyReply,
  { db, deckEvents }: Pick<Deps, 'db' | 'deckEvents'>,
  id: string,
  from: number,
  /**
   * A shared viewer's stream: each batch becomes `changed` {"revision"} with no operations (they
   * could carry speaker notes, which a share link never shows), and the viewer reads the deck again.
   */
  { revisionOnly = false }: { revisionOnly?: boolean } = {},
): Promise<void> {
  let last = from;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown, eventId?: number) =>
    res.write(
      `${eventId === undefined ? '' : `id: ${eventId}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
    );
  // A dropped stream comes back after a second (EventSource's retry).
  res.write('retry: 1000\n\n');
  send('ready', { revision: last });

  // One read at a time; a wake during a read makes it read again after.
  let reading = false;
  let again = false;
  let open = true;
  const pump = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const { revision, batches } = await batchesSince(db, id, last);
        if (!open) return;
        if (revision === undefined) return end();
        for (const b of batches) {
          if (b.revision - b.count !== last) break; // a gap: the log cannot replay it
          if (revisionOnly) send('changed', { revision: b.revision }, b.revision);
          else
            send(
              'operations',
              { revision: b.revision, count: b.count, operations: b.operations },
              b.revision,
            );
          last = b.revision;
        }
        const caughtUp = batches.length === 0 || batches.at(-1)!.revision === last;
        if (caughtUp && batches.length)
          again = true; // there may be a further page
        else if (last < revision) {
          last = Math.max(revision, batches.at(-1)?.revision ?? 0);
          send('resync', { revision: last }, last);
        }
      } while (again && open);
    } catch (err) {
      req.log.warn({ err }, 'deck event stream read failed');
      end();
    } finally {
      reading = false;
    }
  };
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), DECK_EVENTS_HEARTBEAT_MS);
  let unsubscribe = () => {};
  const untrack = deckEvents.track(() => end());
  function end() {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
    untrack();
    res.end();
  }
  res.on('close', end);
  unsubscribe = await deckEvents.subscribe(id, () => void pump());
  if (!open) unsubscribe();
  // What landed before the subscription took hold (or since the client's revision).
  await pump();
}
