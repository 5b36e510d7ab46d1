import { COMMENTS_PER_LINK } from '../common/limits';
import { apiClient, type RunningServer, report, startServer } from './lib';
import { benchDatabaseUrl, deckWithSlide, openDeckStream, percentiles, throwawayDatabase } from './live';

const ROUNDS = 300;
/** Comments per share link, under its per-link budget, so the bench measures delivery, not 429s. */
const PER_LINK = Math.min(100, COMMENTS_PER_LINK);

/**
 * Issue 29: how long a viewer's comment takes from being sent (POST /api/view/{token}/comments)
 * to its arrival on an editor's deck event stream: on one server (its own embedded PGlite), and,
 * with BENCH_DATABASE_URL or TEST_DATABASE_URL, from server A to an editor's stream on server B
 * sharing one PostgreSQL. The servers trust the bench as a proxy (TRUST_PROXY=loopback) so that
 * each round is a different visitor address: the per-address budget would stop the rounds.
 */
export async function benchReview() {
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(3931, { TRUST_PROXY: 'loopback' }));
    const single = servers[0]!;
    const one = await measure(single, single);
    report(`Viewer comment -> editor's event stream, one server (PGlite), ${ROUNDS} rounds`, [
      ['sent -> arrived, p50/p95/p99/max ms', one.arrived],
      ["of which the comment's request, sent -> reply (ms)", one.replied],
      ['goal', 'p99 < 100 ms on loopback'],
    ]);
    await single.stop();
    servers.length = 0;

    const adminUrl = benchDatabaseUrl();
    if (!adminUrl) {
      report('Viewer comment on server A -> editor on server B', [
        ['skipped', 'set BENCH_DATABASE_URL or TEST_DATABASE_URL'],
      ]);
      return;
    }
    const database = await throwawayDatabase(adminUrl, 'decksmith_bench_review');
    try {
      const env = { DATABASE_URL: database.url, TRUST_PROXY: 'loopback' };
      servers.push(await startServer(3932, env));
      servers.push(await startServer(3933, env));
      const two = await measure(servers[0]!, servers[1]!);
      report(`Viewer comment on server A -> editor's stream on server B (PostgreSQL), ${ROUNDS} rounds`, [
        ['sent -> arrived, p50/p95/p99/max ms', two.arrived],
        ["of which the comment's request, sent -> reply (ms)", two.replied],
        ['goal', 'p99 < 100 ms on loopback'],
      ]);
    } finally {
      for (const s of servers) await s.stop();
      servers.length = 0;
      await database.drop();
    }
  } finally {
    for (const s of servers) await s.stop();
  }
}

/** Comments sent to `a`, timed to their arrival on an editor's stream of `b`. */
async function measure(a: RunningServer, b: RunningServer) {
  const { call } = await apiClient(a.url);
  const { cookie } = await apiClient(b.url);
  const { deckId, slideId } = await deckWithSlide(call, {
    client: 'Bench review',
    deck: 'Review',
    slide: 'Reviewed',
  });
  const arrived = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const stream = await openDeckStream(b.url, deckId, cookie, ({ event, data }) => {
    if (event !== 'comment' || !data) return;
    const { text } = JSON.parse(data) as { text: string };
    arrived.set(text, performance.now());
    waiting.get(text)?.();
  });
  // Listening once the stream says so.
  await stream.ready;
  const times: number[] = [];
  const replies: number[] = [];
  let token = '';
  try {
    for (let i = 0; i < ROUNDS; i++) {
      if (i % PER_LINK === 0)
        ({ token } = await call<{ token: string }>('POST', `/api/presentations/${deckId}/share`, {
          password: null,
          allowComments: true,
        }));
      const text = `Round ${i}`;
      const done = new Promise<void>((r) => waiting.set(text, r));
      const sent = performance.now();
      const res = await fetch(`${a.url}/api/view/${token}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ slideId, text, name: 'Bench viewer', x: 0.5, y: 0.5 }),
      });
      if (res.status !== 201) throw new Error(`comment: ${res.status} ${await res.text()}`);
      replies.push(performance.now() - sent);
      if (!arrived.has(text)) await done;
      times.push(arrived.get(text)! - sent);
    }
  } finally {
    stream.close();
  }
  return { arrived: percentiles(times), replied: percentiles(replies) };
}
