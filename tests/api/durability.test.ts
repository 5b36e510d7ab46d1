import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '../../common/schemas/clients';
import type { Presentation } from '../../common/schemas/presentations';
import {
  logEntry,
  login,
  migratedDataDir,
  type ServerProcess,
  startServerProcess,
} from '../helpers/serverProcess';
import { createPostgresDatabase, testDbKind } from '../helpers/testServer';

/**
 * The real server in a process of its own, killed without warning in the middle of a stream of
 * writes, then started again on the same data: every write it answered with success must be there.
 * On TEST_DB=postgres the server runs on a database of its own (DATABASE_URL).
 */

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const running: ServerProcess[] = [];

beforeAll(async () => {
  // On PGlite the first server starts on a migrated copy: a first start on an empty directory is
  // dataDirLock.test.ts's subject; what this test kills and restarts is the same either way.
  dataDir =
    testDbKind() === 'postgres'
      ? mkdtempSync(path.join(os.tmpdir(), 'decksmith-durability-'))
      : await migratedDataDir('decksmith-durability-');
  if (testDbKind() === 'postgres') {
    const created = await createPostgresDatabase();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
});

afterAll(async () => {
  for (const server of running) {
    if (server.proc.exitCode === null && server.proc.signalCode === null) {
      server.proc.kill('SIGKILL');
      await server.exited;
    }
  }
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  running.push(server);
  return server;
}

describe('durability', () => {
  test('SIGKILL in the middle of a stream of writes loses no write that was answered with success', async () => {
    const first = await start();
    const { call } = await login(first.url);
    const client = (await (await call('POST', '/api/clients', { name: 'Durable client' })).json()) as Client;
    const deck = (await (
      await call('POST', '/api/presentations', { clientId: client.id, title: 'Durable deck' })
    ).json()) as Presentation;

    const ackedClients = new Map<string, string>();
    const ackedSlides = new Map<string, string>();
    let attempts = 0;
    let killed = false;
    const KILL_AFTER = 60;

    // Three writers at once, alternating new clients and new slides, until the server is gone.
    const writer = async (w: number) => {
      for (let i = 0; ; i++) {
        const name = `w${w}-${i}`;
        attempts++;
        try {
          if (i % 2 === 0) {
            const res = await call('POST', '/api/clients', { name: `Client ${name}` });
            if (res.status === 201) ackedClients.set(((await res.json()) as Client).id, `Client ${name}`);
          } else {
            const res = await call('POST', '/api/slides', {
              presentationId: deck.id,
              title: `Slide ${name}`,
            });
            if (res.status === 201)
              ackedSlides.set(((await res.json()) as { id: string }).id, `Slide ${name}`);
          }
        } catch {
          // The connection died with the server: this write's fate is unknown, and allowed either way.
          return;
        }
        if (!killed && ackedClients.size + ackedSlides.size >= KILL_AFTER) {
          killed = true;
          first.proc.kill('SIGKILL');
        }
      }
    };
    await Promise.all([writer(0), writer(1), writer(2)]);
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(ackedClients.size).toBeGreaterThan(10);
    expect(ackedSlides.size).toBeGreaterThan(10);

    // Same data, new process: it opens cleanly and everything acknowledged is there.
    const second = await start();
    const health = await fetch(`${second.url}/api/health`);
    expect(health.status).toBe(200);
    const { call: call2 } = await login(second.url);
    const clients = (await (await call2('GET', '/api/clients')).json()) as Client[];
    const names = new Map(clients.map((c) => [c.id, c.name]));
    for (const [id, name] of ackedClients) expect(names.get(id), name).toBe(name);

    const after = (await (await call2('GET', `/api/presentations/${deck.id}`)).json()) as Presentation;
    const titles = new Map(after.slides.map((s) => [s.id, s.title]));
    for (const [id, title] of ackedSlides) expect(titles.get(id), title).toBe(title);
    // Unacknowledged writes may or may not have landed, but the deck is whole: orders 1..n.
    expect(after.slides.map((s) => s.order)).toEqual(after.slides.map((_, i) => i + 1));
    expect(after.slideCount).toBeLessThanOrEqual(attempts);

    // And it takes writes again.
    expect((await call2('POST', '/api/slides', { presentationId: deck.id })).status).toBe(201);
    second.proc.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });

  test('SIGTERM lets a request in flight finish, then the process exits 0', async () => {
    const server = await start();
    const { cookie } = await login(server.url);
    const target = new URL('/api/clients', server.url);

    // A request whose body arrives in two parts: the server has begun it before the signal.
    const req = http.request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'transfer-encoding': 'chunked' },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    req.write('{"name": ');
    req.flushHeaders();
    await server.waitForLine((line) => {
      const entry = logEntry(line);
      const r = entry?.req as { method?: string; url?: string } | undefined;
      return entry?.msg === 'incoming request' && r?.method === 'POST' && r.url === '/api/clients';
    }, 'the request came in');

    server.proc.kill('SIGTERM');
    await server.waitForLine(
      (line) => logEntry(line)?.msg?.toString().startsWith('shutting down') ?? false,
      'shutdown',
    );
    req.end('"Finished in flight"}');

    const res = await response;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ name: 'Finished in flight' });
    expect(await server.exited).toEqual({ code: 0, signal: null });

    // The write is kept, and a new process on the same data finds it.
    const again = await start();
    const { call: call2 } = await login(again.url);
    const names = ((await (await call2('GET', '/api/clients')).json()) as Client[]).map((c) => c.name);
    expect(names).toContain('Finished in flight');
    again.proc.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  });
});
