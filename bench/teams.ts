import { readFileSync } from 'node:fs';
import pg from 'pg';
import { apiClient, type RunningServer, report, startServer } from './lib';
import { benchDatabaseUrl, deckWithSlide, openDeckStream, percentiles, throwawayDatabase } from './live';

const ROUNDS = 300;
const STREAMS = 200;

/**
 * Issue 22: how long an operation applied on server A takes to reach a deck's event stream on
 * server B (two servers sharing one PostgreSQL, LISTEN/NOTIFY between them), and what 200 open
 * streams cost the server holding them. Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
export async function benchTeams() {
  const adminUrl = benchDatabaseUrl();
  if (!adminUrl) {
    report('Teams (two servers, one PostgreSQL)', [
      ['skipped', 'set BENCH_DATABASE_URL or TEST_DATABASE_URL'],
    ]);
    return;
  }
  const database = await throwawayDatabase(adminUrl, 'decksmith_bench_teams');
  const servers: RunningServer[] = [];
  try {
    // One after the other: both would run the migrations at once otherwise.
    servers.push(await startServer(3921, { DATABASE_URL: database.url }));
    servers.push(await startServer(3922, { DATABASE_URL: database.url }));
    const [a, b] = servers as [RunningServer, RunningServer];
    const { cookie, call } = await apiClient(a.url);
    const { deckId, slideId } = await deckWithSlide(call, {
      client: 'Bench team',
      deck: 'Live',
      slide: 'Start',
    });

    // When each batch was applied: the moment a LISTEN of the bench's own hears its NOTIFY, which
    // PostgreSQL delivers at commit. The write's reply on A comes after that, so "from sending the
    // write" counts A's whole request too; both are shown, and where the time goes between them.
    const applied = new Map<number, number>();
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (m) => {
      const [id, revision] = (m.payload ?? '').split(':');
      if (id === deckId) applied.set(Number(revision), performance.now());
    });
    await listener.query('LISTEN deck_operations');

    const arrived = new Map<number, number>();
    const waiting = new Map<number, () => void>();
    const stream = await openDeckStream(b.url, deckId, cookie, ({ id: revision }) => {
      if (revision === undefined) return;
      arrived.set(revision, performance.now());
      waiting.get(revision)?.();
    });
    await stream.ready;
    const fromSend: number[] = [];
    const fromApplied: number[] = [];
    const write: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const sent = performance.now();
      const { revision } = await call<{ revision: number }>(
        'POST',
        `/api/presentations/${deckId}/operations`,
        {
          operations: [{ op: 'update_slide', slideId, title: `Round ${i}` }],
        },
      );
      const replied = performance.now();
      if (!arrived.has(revision)) await new Promise<void>((r) => waiting.set(revision, r));
      // The bench's own NOTIFY can come a moment after B's stream (one event loop, two sockets).
      for (let n = 0; n < 100 && !applied.has(revision); n++) await new Promise((r) => setTimeout(r, 1));
      const at = arrived.get(revision)!;
      fromSend.push(at - sent);
      write.push(replied - sent);
      fromApplied.push(Math.max(0, at - (applied.get(revision) ?? replied)));
    }
    stream.close();
    await listener.end();
    report(`Operation on server A -> B's event stream, ${ROUNDS} rounds, PostgreSQL LISTEN/NOTIFY`, [
      ["applied (commit) -> B's stream, p50/p95/p99/max ms", percentiles(fromApplied)],
      ['goal', 'p99 < 100 ms on loopback'],
      ["write sent on A -> B's stream (ms)", percentiles(fromSend)],
      ["of which A's write, sent -> reply (ms)", percentiles(write)],
    ]);

    // Memory of open streams on B: its resident set before and after opening them.
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMb(b.proc.pid!);
    // Every stream hears the next change.
    let heard = 0;
    let all: () => void = () => {};
    const heardByAll = new Promise<void>((resolve) => {
      all = resolve;
    });
    const streams: Awaited<ReturnType<typeof openDeckStream>>[] = [];
    for (let i = 0; i < STREAMS; i++)
      streams.push(
        await openDeckStream(b.url, deckId, cookie, ({ id }) => {
          if (id !== undefined && ++heard === STREAMS) all();
        }),
      );
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssMb(b.proc.pid!);
    await call('POST', `/api/presentations/${deckId}/operations`, {
      operations: [{ op: 'update_slide', slideId, title: 'To everyone' }],
    });
    await Promise.race([heardByAll, new Promise((r) => setTimeout(r, 5000))]);
    for (const s of streams) s.close();
    report(`${STREAMS} open event streams on one server`, [
      ['server RSS before / after (MB)', `${before.toFixed(1)} / ${after.toFixed(1)}`],
      ['cost of the streams (MB)', (after - before).toFixed(1)],
      ['streams that heard the next change', `${heard} of ${STREAMS}`],
      ['goal', '< 50 MB'],
    ]);
  } finally {
    for (const s of servers) await s.stop();
    await database.drop();
  }
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}
