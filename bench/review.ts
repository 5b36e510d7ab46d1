import http from 'node:http';
import pg from 'pg';
import { COMMENTS_PER_LINK } from '../common/limits';
import { apiClient, type RunningServer, report, startServer } from './lib';

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

    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      report('Viewer comment on server A -> editor on server B', [
        ['skipped', 'set BENCH_DATABASE_URL or TEST_DATABASE_URL'],
      ]);
      return;
    }
    const name = `decksmith_bench_review_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const env = { DATABASE_URL: url.href, TRUST_PROXY: 'loopback' };
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
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } finally {
    for (const s of servers) await s.stop();
  }
}

/** Comments sent to `a`, timed to their arrival on an editor's stream of `b`. */
async function measure(a: RunningServer, b: RunningServer) {
  const { call } = await apiClient(a.url);
  const { cookie } = await apiClient(b.url);
  const client = await call<{ id: string }>('POST', '/api/clients', { name: 'Bench review' });
  const deck = await call<{ id: string }>('POST', '/api/presentations', {
    clientId: client.id,
    title: 'Review',
  });
  const added = await call<{ changedSlideIds: string[] }>(
    'POST',
    `/api/presentations/${deck.id}/operations`,
    {
      operations: [{ op: 'add_slide', type: 'content', title: 'Reviewed' }],
    },
  );
  const slideId = added.changedSlideIds[0]!;
  const arrived = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const stream = await openCommentStream(b.url, deck.id, cookie, (text) => {
    arrived.set(text, performance.now());
    waiting.get(text)?.();
  });
  const times: number[] = [];
  const replies: number[] = [];
  let token = '';
  try {
    for (let i = 0; i < ROUNDS; i++) {
      if (i % PER_LINK === 0)
        ({ token } = await call<{ token: string }>('POST', `/api/presentations/${deck.id}/share`, {
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
  return { arrived: pct(times), replied: pct(replies) };
}

function pct(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `${at(0.5)} / ${at(0.95)} / ${at(0.99)} / ${at(1)}`;
}

const agent = new http.Agent({ keepAlive: false });

/** An editor's event stream, calling back with the text of each `comment` event. */
function openCommentStream(base: string, deckId: string, cookie: string, onComment: (text: string) => void) {
  return new Promise<{ close(): void }>((resolve, reject) => {
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
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (!block.includes('event: comment')) continue;
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) onComment((JSON.parse(data) as { text: string }).text);
          }
        });
        // Listening once the stream has said where it starts.
        res.once('data', () => resolve({ close: () => req.destroy() }));
      },
    );
    req.on('error', reject);
  });
}
