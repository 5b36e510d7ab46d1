import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { apiClient, type RunningServer, report, startServer } from './lib';

const ROUNDS = 300;
const STREAMS = 200;

/**
 * Issue 22: how long an operation applied on server A takes to reach a deck's event stream on
 * server B (two servers sharing one PostgreSQL, LISTEN/NOTIFY between them), and what 200 open
 * streams cost the server holding them. Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
export async function benchTeams() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    report('Teams (two servers, one PostgreSQL)', [
      ['skipped', 'set BENCH_DATABASE_URL or TEST_DATABASE_URL'],
    ]);
    return;
  }
  const name = `decksmith_bench_teams_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const servers: RunningServer[] = [];
  try {
    // One after the other: both would run the migrations at once otherwise.
    servers.push(await startServer(3921, { DATABASE_URL: url.href }));
    servers.push(await startServer(3922, { DATABASE_URL: url.href }));
    const [a, b] = servers as [RunningServer, RunningServer];
    const { cookie, call } = await apiClient(a.url);
    const client = await call<{ id: string }>('POST', '/api/clients', { name: 'Bench team' });
    const deck = await call<{ id: string }>('POST', '/api/presentations', {
      clientId: client.id,
      title: 'Live',
    });
    const added = await call<{ changedSlideIds: string[] }>(
      'POST',
      `/api/presentations/${deck.id}/operations`,
      {
        operations: [{ op: 'add_slide', type: 'content', title: 'Start' }],
      },
    );
    const slideId = added.changedSlideIds[0]!;

    // When each batch was applied: the moment a LISTEN of the bench's own hears its NOTIFY, which
    // PostgreSQL delivers at commit. The write's reply on A comes after that, so "from sending the
    // write" counts A's whole request too; both are shown, and where the time goes between them.
    const applied = new Map<number, number>();
    const listener = new pg.Client({ connectionString: url.href });
    await listener.connect();
    listener.on('notification', (m) => {
      const [id, revision] = (m.payload ?? '').split(':');
      if (id === deck.id) applied.set(Number(revision), performance.now());
    });
    await listener.query('LISTEN deck_operations');

    const arrived = new Map<number, number>();
    const waiting = new Map<number, () => void>();
    const stream = await openStream(b.url, deck.id, cookie, (revision) => {
      arrived.set(revision, performance.now());
      waiting.get(revision)?.();
    });
    const fromSend: number[] = [];
    const fromApplied: number[] = [];
    const write: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const sent = performance.now();
      const { revision } = await call<{ revision: number }>(
        'POST',
        `/api/presentations/${deck.id}/operations`,
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
    const pct = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      const at = (q: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
      return `${at(0.5)} / ${at(0.95)} / ${at(0.99)} / ${at(1)}`;
    };
    report(`Operation on server A -> B's event stream, ${ROUNDS} rounds, PostgreSQL LISTEN/NOTIFY`, [
      ["applied (commit) -> B's stream, p50/p95/p99/max ms", pct(fromApplied)],
      ['goal', 'p99 < 100 ms on loopback'],
      ["write sent on A -> B's stream (ms)", pct(fromSend)],
      ["of which A's write, sent -> reply (ms)", pct(write)],
    ]);

    // Memory of open streams on B: its resident set before and after opening them.
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMb(b.proc.pid!);
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < STREAMS; i++) streams.push(await openStream(b.url, deck.id, cookie, () => {}));
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssMb(b.proc.pid!);
    // Every stream still hears a change.
    let heard = 0;
    const all = new Promise<void>((resolve) => {
      for (const s of streams) s.onEvent = () => ++heard === STREAMS && resolve();
    });
    await call('POST', `/api/presentations/${deck.id}/operations`, {
      operations: [{ op: 'update_slide', slideId, title: 'To everyone' }],
    });
    await Promise.race([all, new Promise((r) => setTimeout(r, 5000))]);
    for (const s of streams) s.close();
    report(`${STREAMS} open event streams on one server`, [
      ['server RSS before / after (MB)', `${before.toFixed(1)} / ${after.toFixed(1)}`],
      ['cost of the streams (MB)', (after - before).toFixed(1)],
      ['streams that heard the next change', `${heard} of ${STREAMS}`],
      ['goal', '< 50 MB'],
    ]);
  } finally {
    for (const s of servers) await s.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/** An event stream over plain http (one socket each), calling back with each batch's revision. */
function openStream(base: string, deckId: string, cookie: string, onEvent: (revision: number) => void) {
  return new Promise<{ close(): void; onEvent: (revision: number) => void }>((resolve, reject) => {
    const handle = { close: () => req.destroy(), onEvent };
    const req = http.get(
      `${base}/api/presentations/${deckId}/events`,
      { headers: { cookie }, agent },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const id = /^id: (\d+)$/m.exec(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (id) handle.onEvent(Number(id[1]));
          }
        });
        resolve(handle);
      },
    );
    req.on('error', reject);
  });
}
