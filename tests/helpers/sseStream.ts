import { expect } from 'vitest';

export interface SseEvent {
  event: string;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: an event's data is whatever the server sent; tests assert on it.
  data: any;
}

/**
 * An open Server-Sent Events stream over real HTTP: the events parsed so far, everything received
 * as text (to prove what it never carried), and a way to wait for more.
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.status, res.status === 200 ? '' : await res.text()).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: SseEvent[] = [];
  let raw = '';
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const done = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        raw += value;
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
    raw: () => raw,
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
