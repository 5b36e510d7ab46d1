import type { FastifyReply, FastifyRequest } from 'fastify';
import { DECK_EVENTS_HEARTBEAT_MS, PRESENCE_REFRESH_MS } from '../../common/limits';
import { oneAtATime } from '../../common/oneAtATime';
import type { Deps } from '../deps';
import { batchesSince, type DeckWakeKind } from './events';
import { joinDeck, leaveDeck, presenceOf } from './presence';

/**
 * Streams a deck's changes as Server-Sent Events from revision `last` on, until the client leaves
 * or the server shuts down. The editor's stream (server/routes/events.ts) uses it; any other view
 * of a deck that should follow its changes can too, after its own access check.
 * - `operations` (id = the revision after the batch): {"revision", "count", "operations"}, each
 *   applied batch once, in order;
 * - `resync` (id = revision): the deck changed in a way the log cannot replay (a version restore,
 *   or the client is further behind than the log keeps): read the deck again;
 * - `ready`: {"revision"} where the stream starts;
 * - `presence` (only with `presence`, the dashboard editor's tab): {"people": [{"tab", "name",
 *   "slideId"}]}, every tab on the deck (this one too), sent at the start and on every change.
 *   The tab is on that list while its stream is open. A public view passes no `presence`, so it
 *   neither shows up nor learns who is there.
 */
export async function streamDeckEvents(
  req: FastifyRequest,
  reply: FastifyReply,
  { db, deckEvents, now = Date.now }: Pick<Deps, 'db' | 'deckEvents'> & { now?: Deps['now'] },
  id: string,
  from: number,
  {
    revisionOnly = false,
    presence,
  }: {
    /**
     * A shared viewer's stream: each batch becomes `changed` {"revision"} with no operations (they
     * could carry speaker notes, which a share link never shows), and the viewer reads the deck again.
     */
    revisionOnly?: boolean;
    /** The dashboard editor's tab: it joins the deck's presence list and hears who else is there. */
    presence?: { tabId: string; sessionId: string };
  } = {},
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
  let open = true;
  const pump = oneAtATime(async () => {
    try {
      const { revision, batches } = await batchesSince(db, id, last);
      if (!open) return false;
      if (revision === undefined) {
        end();
        return false;
      }
      for (const b of batches) {
        if (b.revision - b.count !== last) break; // a gap: the log cannot replay it
        if (revisionOnly) send('changed', { revision: b.revision }, b.revision);
        else
          send('operations', { revision: b.revision, count: b.count, operations: b.operations }, b.revision);
        last = b.revision;
      }
      const caughtUp = batches.length === 0 || batches.at(-1)!.revision === last;
      if (caughtUp && batches.length) return true; // there may be a further page
      if (last < revision) {
        last = Math.max(revision, batches.at(-1)?.revision ?? 0);
        send('resync', { revision: last }, last);
      }
      return false;
    } catch (err) {
      req.log.warn({ err }, 'deck event stream read failed');
      end();
      return false;
    }
  });
  // Who is on the deck, sent when it differs from what this stream sent last.
  let people = '';
  const sendPresence = async () => {
    if (!presence) return;
    try {
      const list = await presenceOf(db, id, new Date(now()));
      const json = JSON.stringify(list);
      if (open && json !== people) {
        people = json;
        send('presence', { people: list });
      }
    } catch (err) {
      req.log.warn({ err }, 'deck presence read failed');
    }
  };
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), DECK_EVENTS_HEARTBEAT_MS);
  // The tab's row stays fresh while it is here, and rows of tabs whose server died expire.
  let seenAt = new Date(now());
  const refresh = presence
    ? setInterval(() => {
        seenAt = new Date(now());
        void joinDeck(db, { presentationId: id, ...presence }, seenAt, { notify: false })
          .then(sendPresence)
          .catch((err) => req.log.warn({ err }, 'deck presence refresh failed'));
      }, PRESENCE_REFRESH_MS)
    : undefined;
  let unsubscribe = () => {};
  const untrack = deckEvents.track(() => end());
  function end() {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearInterval(refresh);
    unsubscribe();
    untrack();
    res.end();
    if (presence)
      void leaveDeck(db, id, presence.tabId, seenAt).catch((err) =>
        req.log.warn({ err }, 'deck presence leave failed'),
      );
  }
  res.on('close', end);
  unsubscribe = await deckEvents.subscribe(id, (kind?: DeckWakeKind) => {
    if (kind !== 'presence') void pump();
    if (kind !== 'operations') void sendPresence();
  });
  if (!open) unsubscribe();
  if (presence && open) {
    // Here from now on; every stream of the deck (this one too) hears of it and sends the list.
    seenAt = new Date(now());
    await joinDeck(db, { presentationId: id, ...presence }, seenAt).catch((err) =>
      req.log.warn({ err }, 'deck presence join failed'),
    );
    // Gone while joining: the leave ran before the row was there.
    if (!open) await leaveDeck(db, id, presence.tabId, seenAt).catch(() => {});
  }
  // What landed before the subscription took hold (or since the client's revision).
  await pump();
}
