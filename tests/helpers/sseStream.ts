import http from 'node:http';

export interface SseEvent {
  event: string;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: an event's data is whatever the server sent; tests assert on it.
  data: any;
}

/**
 * An open Server-Sent Events stream over real HTTP: the events parsed so far, everything received
 * as text (to prove what it never carried), and a way to wait for more. Plain node:http on a
 * socket of its own, so close() really hangs up (an aborted fetch left sockets open for the
 * server's keep-alive timeout, which held up the server's close).
 */
export function openSse(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    events: SseEvent[];
    raw(): string;
    waitFor(predicate: (events: SseEvent[]) => boolean): Promise<void>;
    /** Resolves when the server ends the stream. */
    ended: Promise<void>;
    close(): Promise<void>;
  }>((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      res.setEncoding('utf8');
      if (res.statusCode !== 200 || !/^text\/event-stream/.test(res.headers['content-type'] ?? '')) {
        let body = '';
        res.on('data', (c: string) => {
          body += c;
        });
        res.on('end', () => reject(new Error(`stream: ${res.statusCode} ${body}`)));
        return;
      }
      const events: SseEvent[] = [];
      // Waiters are checked as each event arrives: a wait ends on what the stream sent, never on a
      // timer (the test's own timeout bounds it).
      const waiters = new Set<{ done(): boolean; fail(error: Error): void }>();
      const settle = () => {
        for (const w of waiters) if (w.done()) waiters.delete(w);
      };
      let raw = '';
      let buffer = '';
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
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
        settle();
      });
      res.on('close', () => {
        for (const w of waiters) w.fail(new Error(`stream ended; got ${JSON.stringify(events)}`));
        waiters.clear();
      });
      res.on('error', () => {});
      const ended = new Promise<void>((done) => {
        res.once('end', done);
        res.once('close', done);
      });
      resolve({
        ended,
        events,
        raw: () => raw,
        waitFor(predicate) {
          return new Promise<void>((done, fail) => {
            if (predicate(events)) return done();
            if (res.closed) return fail(new Error(`stream ended; got ${JSON.stringify(events)}`));
            waiters.add({
              done: () => {
                if (!predicate(events)) return false;
                done();
                return true;
              },
              fail,
            });
          });
        },
        async close() {
          const closed = new Promise((r) => req.socket?.once('close', r) ?? r(undefined));
          req.destroy();
          await closed;
        },
      });
    });
    req.on('error', reject);
  });
}
