import type { TestServer } from './testServer';

// biome-ignore lint/suspicious/noExplicitAny: an event's data is whatever the server sent; tests assert on it.
export interface SseEvent<T = any> {
  event: string;
  id?: string;
  data: T;
}

/** An open Server-Sent Events stream of the test server: the events so far, and a way to wait for more. */
export async function openEventStream(server: TestServer, path: string, cookie = server.cookie) {
  const controller = new AbortController();
  const res = await fetch(`${server.url}${path}`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const events: SseEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const done = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]),
          );
          if (fields.event)
            events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data ?? '{}') });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    /** The events of one kind, in order. */
    of: (event: string) => events.filter((e) => e.event === event),
    async waitFor(predicate: (events: SseEvent[]) => boolean, ms = 5000) {
      const until = Date.now() + ms;
      while (!predicate(events)) {
        if (Date.now() > until) throw new Error(`timed out; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
