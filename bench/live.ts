import http from 'node:http';
import pg from 'pg';
import type { apiClient } from './lib';

// What the live-stream benches share (review, teams, streams): a deck with one slide made through
// the API, a throwaway PostgreSQL database for servers that share one, an editor's event stream
// over plain http, and the percentiles they print.

type Call = Awaited<ReturnType<typeof apiClient>>['call'];

/** A client, a deck and one content slide, made through the API. */
export async function deckWithSlide(
  call: Call,
  { client, deck, slide }: Record<'client' | 'deck' | 'slide', string>,
) {
  const { id: clientId } = await call<{ id: string }>('POST', '/api/clients', { name: client });
  const { id: deckId } = await call<{ id: string }>('POST', '/api/presentations', { clientId, title: deck });
  const added = await call<{ changedSlideIds: string[] }>('POST', `/api/presentations/${deckId}/operations`, {
    operations: [{ op: 'add_slide', type: 'content', title: slide }],
  });
  return { deckId, slideId: added.changedSlideIds[0]! };
}

/** The PostgreSQL the benches may make databases on (BENCH_DATABASE_URL or TEST_DATABASE_URL), if any. */
export const benchDatabaseUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A new, empty database on `adminUrl` named after `prefix`: its URL, and how to drop it when done. */
export async function throwawayDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface StreamEvent {
  event?: string;
  id?: number;
  data?: string;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * An editor's event stream of a deck (with `tab`, on its presence list) over plain http, one
 * socket each: calls `onEvent` with each event. Resolves once the response has come; `ready`
 * resolves once the stream says it is listening (and, with a tab, has joined).
 */
export function openDeckStream(
  base: string,
  deckId: string,
  cookie: string,
  onEvent: (e: StreamEvent) => void,
  { tab }: { tab?: string } = {},
) {
  return new Promise<{ ready: Promise<void>; close(): void }>((resolve, reject) => {
    let isReady: () => void = () => {};
    const ready = new Promise<void>((r) => {
      isReady = r;
    });
    const req = http.get(
      `${base}/api/presentations/${deckId}/events${tab ? `?tab=${tab}` : ''}`,
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
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const id = /^id: (\d+)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === 'ready') isReady();
            if (event || id) onEvent({ event, id: id === undefined ? undefined : Number(id), data });
          }
        });
        resolve({ ready, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
  });
}

/** "p50 / p95 / p99 / max" of `values`, in ms to a tenth. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `${at(0.5)} / ${at(0.95)} / ${at(0.99)} / ${at(1)}`;
}
