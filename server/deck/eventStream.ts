import type { FastifyReply } from 'fastify';
import type { Deps } from '../deps';
import type { FeedStream } from './deckFeed';

/**
 * Streams a deck's changes as Server-Sent Events from revision `last` on, until the client leaves
 * or the server shuts down. The editor's stream (server/routes/events.ts) uses it; any other view
 * of a deck that should follow its changes can too, after its own access check.
 * - `operations` (id = the revision after the batch): {"revision", "count", "operations"}, each
 *   applied batch once, in order, with "own": true for the editor tab that wrote it (it may hear
 *   of its batch before its save's reply);
 * - `resync` (id = revision): the deck changed in a way the log cannot replay (a version restore,
 *   or the client is further behind than the log keeps): read the deck again;
 * - `ready`: {"revision"} where the stream starts, once it hears the deck's changes and, for an
 *   editor tab, has joined the presence list (what came meanwhile follows it);
 * - `presence` (only with `presence`, the dashboard editor's tab): {"people": [{"tab", "name",
 *   "slideId"}]}, the tabs listed on the deck (this one too, unless the deck or its session is at
 *   its cap), sent at the start and after changes, at most once per PRESENCE_COALESCE_MS.
 *   The tab is on that list while its stream is open. A public view passes no `presence`, so it
 *   neither shows up nor learns who is there.
 * The deck's streams on this server are written together by one feed (./deckFeed): a change is
 * read and serialised once for all of them.
 */
export async function streamDeckEvents(
  reply: FastifyReply,
  { deckEvents, now = Date.now }: Pick<Deps, 'deckEvents'> & { now?: Deps['now'] },
  id: string,
  from: number,
  {
    revisionOnly = false,
    presence,
    viewer,
  }: {
    /**
     * A shared viewer's stream: each batch becomes `changed` {"revision"} with no operations (they
     * could carry speaker notes, which a share link never shows), and the viewer reads the deck again.
     */
    revisionOnly?: boolean;
    /** The dashboard editor's tab: it joins the deck's presence list and hears who else is there. */
    presence?: { tabId: string; sessionId: string };
    /** A shared viewer's link: the stream ends when it is revoked or expires (see FeedStream). */
    viewer?: FeedStream['viewer'];
  } = {},
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  // A dropped stream comes back after a second (EventSource's retry).
  res.write('retry: 1000\n\n');

  let feed = await deckEvents.feed(id);
  // Emptied and let go while we waited for it: the deck's next feed.
  while (feed.disposed) feed = await deckEvents.feed(id);
  let open = true;
  // What the feed writes before `ready` waits for it (see below), in order.
  let held: string[] | undefined = [];
  const stream: FeedStream = {
    last: from,
    revisionOnly,
    presence: presence && { ...presence, listed: false, seenAt: new Date(now()) },
    viewer,
    write: (chunk) => {
      if (!open) return;
      if (held) held.push(chunk);
      else res.write(chunk);
    },
    end,
  };
  const untrack = deckEvents.track(end);
  function end() {
    if (!open) return;
    open = false;
    untrack();
    feed.remove(stream);
    res.end();
  }
  // In the feed from here, so this stream hears the deck's wakes (the feed listens before it is
  // handed out): operations missed before then are read again from the log by revision, but a
  // comment or an approval announced earlier would be lost, and on PostgreSQL the LISTEN takes a
  // round trip. What it hears before `ready` is held and follows it.
  feed.add(stream);
  res.on('close', end);
  // Gone already: leave at once, so a feed with no stream left lets go of the deck.
  if (res.destroyed) return end();

  if (stream.presence) {
    // Here from now on; the deck's streams (this one too) hear of it within the presence window.
    // The feed joins it, so the feed knows when its tabs' rows are written (DeckFeed.settled).
    await feed.join(stream, new Date(now()));
    // This tab hears the list even when joining changed nothing others see (a deck at its cap).
    if (open) feed.schedulePresence();
  }
  // `ready` once the stream is whole: it hears the deck's wakes, and an editor tab has joined
  // the deck (listed, or found it full), so a presence list read after `ready` counts it.
  if (open) res.write(`event: ready\ndata: ${JSON.stringify({ revision: from })}\n\n`);
  for (const chunk of held ?? []) if (open) res.write(chunk);
  held = undefined;
  // What landed before the feed took hold (or since the client's revision).
  await feed.pump();
}
