import { openSse, type SseEvent } from './sseStream';
import type { TestServer } from './testServer';

export type { SseEvent };

/**
 * An open Server-Sent Events stream of the test server, with its session cookie: the stream of
 * ./sseStream.ts (events so far, a way to wait for more, a close that hangs up) and the events of
 * one kind.
 */
export async function openEventStream(server: TestServer, path: string, cookie = server.cookie) {
  const stream = await openSse(`${server.url}${path}`, cookie ? { cookie } : {});
  return {
    ...stream,
    /** The events of one kind, in order. */
    of: (event: string) => stream.events.filter((e) => e.event === event),
  };
}
