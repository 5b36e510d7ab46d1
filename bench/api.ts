import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiClient, load, report, startServer, waitFor } from './lib';

/** Issue 2: GET /api/presentations/{id} of a 100-slide deck vs. a DB-less route with the same bytes. */
export async function benchApi() {
  const server = await startServer(3901);
  try {
    const { cookie, call } = await apiClient(server.url);
    const client = await call<{ id: string }>('POST', '/api/clients', { name: 'Bench Client' });
    const deck = await call<{ id: string }>('POST', '/api/presentations', {
      clientId: client.id,
      title: 'Bench deck',
    });
    for (let i = 1; i <= 100; i++) {
      await call('POST', '/api/slides', {
        presentationId: deck.id,
        type: i % 3 === 0 ? 'metrics' : 'content',
        title: `Slide ${i}: quarterly results and the plan ahead`,
        content:
          i % 3 === 0
            ? {
                metrics: [
                  { value: '32%', label: 'Revenue growth' },
                  { value: '1.2M', label: 'Users' },
                  { value: '71', label: 'NPS' },
                ],
              }
            : {
                text: 'Why this matters for the board this quarter.',
                items: [
                  'First point with some detail',
                  'Second point',
                  'Third point with a longer explanation',
                ],
              },
      });
    }
    const res = await fetch(`${server.url}/api/presentations/${deck.id}`, { headers: { cookie } });
    const bytes = Buffer.from(await res.arrayBuffer());
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'decksmith-bench-')), 'deck.json');
    writeFileSync(file, bytes);

    const baseline = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline-server.ts', file, '3902'], {
      stdio: 'ignore',
    });
    try {
      await waitFor('http://127.0.0.1:3902/bytes');
      // Warm both up so JIT and caches do not count against either.
      await load(`${server.url}/api/presentations/${deck.id}`, { headers: { cookie }, duration: 2 });
      const real = await load(`${server.url}/api/presentations/${deck.id}`, { headers: { cookie } });
      await load('http://127.0.0.1:3902/bytes', { duration: 2 });
      const bare = await load('http://127.0.0.1:3902/bytes');
      // Once a PDF has been exported, the warm Chromium's driver (playwright-core) keeps Node's
      // promise hooks on for the life of the process: the same read, measured again after one.
      const exported = await fetch(`${server.url}/api/presentations/${deck.id}/export/pdf`, {
        headers: { cookie },
      });
      await exported.arrayBuffer();
      const afterExport = exported.ok
        ? await load(`${server.url}/api/presentations/${deck.id}`, { headers: { cookie } })
        : null;
      report(
        `GET /api/presentations/{id}, 100 slides (${bytes.length} bytes), 50 connections, 10 s, PGlite`,
        [
          ['Decksmith req/s', real.requestsPerSecond],
          ['Decksmith p50 / p99 latency (ms)', `${real.p50} / ${real.p99}`],
          ['Decksmith errors / non-2xx', `${real.errors} / ${real.non2xx}`],
          ['Fastify, same bytes, no database: req/s', bare.requestsPerSecond],
          ['Fastify, same bytes, no database: p50 / p99 (ms)', `${bare.p50} / ${bare.p99}`],
          [
            'ratio (Decksmith / no-database route)',
            (real.requestsPerSecond / bare.requestsPerSecond).toFixed(2),
          ],
          [
            'after a PDF export: req/s, p99 (ms)',
            afterExport
              ? `${afterExport.requestsPerSecond}, ${afterExport.p99}`
              : `not measured (export answered ${exported.status})`,
          ],
          ['target', '>= 1000 req/s, p99 < 50 ms'],
        ],
      );
    } finally {
      baseline.kill('SIGTERM');
    }
  } finally {
    await server.stop();
  }
}
