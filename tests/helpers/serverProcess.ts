import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/open';
import { dataDirTemplatePath } from './templateKey';
import { pgliteTemplate, TEST_PASSWORD } from './testServer';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess extends SpawnedServer {
  url: string;
}

export interface SpawnedServer {
  proc: ChildProcess;
  /** Every line the server printed so far (its log is JSON lines on stdout). */
  lines: string[];
  /** Resolves with the first line (already printed or still to come) that matches. */
  waitForLine(match: (line: string) => boolean, what: string): Promise<string>;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real server, as `npm start` runs it: the bundle of server/main.ts (dist/server/main.mjs) run
 * by node itself, in a child process of its own, so that the pid we signal is the server and not a
 * launcher. Vitest's global setup (tests/helpers/buildServerOnce.ts) builds the bundle once, before
 * any worker starts, when a source is newer; starting it is then node alone, with no TypeScript
 * loader compiling the server in every child (several seconds each on CI's two cores).
 */
export async function startServerProcess(env: ServerEnv, options: SpawnOptions = {}): Promise<ServerProcess> {
  const server = spawnServerProcess(env, options);
  const running = await server.waitForLine((l) => l.includes('Decksmith is running at'), 'it was running');
  const url = /(http:\/\/[\d.]+:\d+)/.exec(running)![1]!;
  return { ...server, url };
}

export interface ServerEnv {
  DATA_DIR: string;
  DATABASE_URL?: string;
  PORT?: string;
  /** The supervisor's back-off steps (scripts/supervise.mjs), with `supervised`. */
  SUPERVISOR_BACKOFF_MS?: string;
}

export interface SpawnOptions {
  /** Under `npm start`'s supervisor (scripts/supervise.mjs), which then is the process. */
  supervised?: boolean;
}

/** The server process as startServerProcess starts it, without waiting for it to run. */
export function spawnServerProcess(env: ServerEnv, { supervised = false }: SpawnOptions = {}): SpawnedServer {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DASHBOARD_PASSWORD: TEST_PASSWORD,
    LOG_LEVEL: 'info',
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const server = [process.execPath, 'dist/server/main.mjs'];
  const proc = spawn(process.execPath, supervised ? ['scripts/supervise.mjs', ...server] : server.slice(1), {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: Array<{ match: (line: string) => boolean; resolve: (line: string) => void }> = [];
  const onLine = (line: string) => {
    lines.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.match(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  createInterface({ input: proc.stdout! }).on('line', onLine);
  createInterface({ input: proc.stderr! }).on('line', onLine);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const waitForLine = (match: (line: string) => boolean, what: string) => {
    const found = lines.find(match);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<string>((resolve, reject) => {
      waiters.push({ match, resolve });
      void exited.then(({ code, signal }) =>
        reject(
          new Error(`server exited (${code ?? signal}) before ${what}:\n${lines.slice(-30).join('\n')}`),
        ),
      );
    });
  };

  return { proc, lines, waitForLine, exited };
}

/**
 * A new data directory (DATA_DIR) whose embedded database is already made and migrated: a copy of
 * a template directory, made once from the migrated dump every API test starts from. A server on an
 * empty directory runs initdb and every migration first, about 6 s of CPU each on CI's two cores;
 * tests whose subject is what happens later (a kill, memory, exports) start from this instead. A
 * first start on an empty directory stays tests/api/dataDirLock.test.ts's and the browser tests'
 * when no template is made (scripts/e2e-server.mjs).
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const template = dataDirTemplatePath();
  if (!existsSync(template)) {
    // Made beside it, then renamed: a directory at that path is always a whole one. A worker that
    // loses the race to another drops its own.
    const building = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ dataDir: building, loadDataDir: await pgliteTemplate() });
    await database.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** A minimal logged-in JSON client for a server process. */
export type Call = (method: string, p: string, body?: unknown) => Promise<Response>;

export async function login(url: string): Promise<{ cookie: string; call: Call }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: TEST_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
  const call: Call = (method, p, body) =>
    fetch(`${url}${p}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { cookie, call };
}

/** Parses a pino log line, or undefined when the line is not one. */
export function logEntry(line: string): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(line);
    return parsed && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
