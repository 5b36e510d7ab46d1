import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServerIfStale } from '../scripts/build-server.mjs';

export const BENCH_PASSWORD = 'bench-dashboard-password';

export interface RunningServer {
  url: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the bundled server process on a fresh embedded database, as `npm start` would (API only). */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-bench-'));
  buildServerIfStale();
  const proc = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: {
      NODE_ENV: 'production',
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DASHBOARD_PASSWORD: BENCH_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return {
    url,
    proc,
    stop: () =>
      new Promise((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

export async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** A logged-in JSON client for seeding data through the real API. */
export async function apiClient(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const call = async <T>(method: string, p: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return (res.headers.get('content-type')?.includes('json') ? res.json() : undefined) as Promise<T>;
  };
  return { cookie, call };
}

export interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  options: {
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
    headers: options.headers,
    method: (options.method ?? 'GET') as 'GET',
    body: options.body,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function report(title: string, rows: Array<[string, string | number]>) {
  console.log(`\n${title}`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(48)} ${v}`);
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time used so far by a process and all its descendants (the server, its worker threads and
 * its Chromium), in ms: user and system time, with that of children already ended and reaped
 * (a closed page's renderer). On a shared machine this varies far less than the wall time of an
 * export, whose niced browser and render workers wait for the CPU behind everything else.
 */
export function treeCpuMs(rootPid: number): number {
  return Object.values(treeCpuParts(rootPid)).reduce((sum, ms) => sum + ms, 0);
}

/** Where a process of the server's tree belongs: the server itself, its Chromium, or another child. */
export type CpuPart = 'server' | 'browser' | 'children';

/**
 * treeCpuMs by part: the server process (its event loop, worker threads and V8's helpers), its
 * Chromium (every process under the browser it launched) and its other children (the PowerPoint
 * builder, document readers).
 */
export function treeCpuParts(rootPid: number): Record<CpuPart, number> {
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  const browser = new Set<number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      if (/\((chrom|nice|chromium\.sh)/.test(stat)) browser.add(Number(entry));
      // utime, stime, cutime, cstime (fields 14 to 17 of proc(5), counted from the state).
      cpu.set(
        Number(entry),
        fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0),
      );
    } catch {
      // the process ended while we looked
    }
  }
  const parts: Record<CpuPart, number> = { server: 0, browser: 0, children: 0 };
  const stack: Array<[number, CpuPart]> = [[rootPid, 'server']];
  while (stack.length) {
    const [pid, above] = stack.pop()!;
    const part: CpuPart =
      pid === rootPid ? 'server' : above === 'browser' || browser.has(pid) ? 'browser' : 'children';
    parts[part] += ((cpu.get(pid) ?? 0) * 1000) / USER_HZ;
    for (const child of children.get(pid) ?? []) stack.push([child, part]);
  }
  return parts;
}

/**
 * Resolves once the server's whole tree has been idle (under a clock tick of CPU) for two looks
 * in a row, or after `maxMs`: what an export left behind (the browser closing its page and
 * making the next one, a renderer's last collections) is done before the next is timed. On a
 * shared machine the niced browser may take seconds of wall time for that.
 */
export async function treeQuiet(rootPid: number, maxMs = 10_000, lookMs = 250): Promise<void> {
  const deadline = Date.now() + maxMs;
  let last = treeCpuMs(rootPid);
  let quietLooks = 0;
  while (quietLooks < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, lookMs));
    const now = treeCpuMs(rootPid);
    quietLooks = now - last < 1000 / USER_HZ ? quietLooks + 1 : 0;
    last = now;
  }
}
