import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { type Config, readConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/open';
import type { Schedule } from '../../server/deck/deckFeed';
import type { App, Deps } from '../../server/deps';
import { templateKey } from './templateKey';

/** The dashboard password every test server is configured with. */
export const TEST_PASSWORD = 'test-dashboard-password-7Q2x';

/** A fixed start for the injectable clock, aligned to the hour so rate-limit windows are predictable. */
export const DEFAULT_START = Math.floor(Date.now() / 3_600_000) * 3_600_000;

export type TestDb = 'pglite' | 'postgres';

export function testDbKind(): TestDb {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`TEST_DB must be pglite or postgres, got ${kind}`);
  return kind;
}

// ---------------------------------------------------------------------------------------------
// Databases

/**
 * A migrated PGlite data directory, as a tar dump. Creating a PGlite database runs initdb (several
 * seconds on this machine); cloning a dump takes well under one. The dump is cached on disk, keyed
 * by the migrations and the PGlite version, so every test file (each in its own module context)
 * and every run after the first starts from it.
 */
let templateBlob: Promise<Blob> | undefined;

async function makeTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `decksmith-test-template-${templateKey()}.tar`);
  try {
    return new Blob([readFileSync(file)], { type: 'application/x-tar' });
  } catch {
    // Not made yet: migrate a fresh in-memory database and dump it.
  }
  const database = await openDatabase({});
  const dump = await database.db.$client.dumpDataDir('none');
  await database.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Write then rename, so a parallel worker never reads half a file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
  return new Blob([bytes], { type: 'application/x-tar' });
}

interface TestDatabase {
  database: Database;
  /** The PostgreSQL address of this server's own database (TEST_DB=postgres). */
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * A migrated PostgreSQL template per set of migrations, made once per PostgreSQL server: cloning it
 * (`create database … template …`) is a file copy, where migrating a fresh database runs every
 * migration again in each test file. An advisory lock makes parallel workers wait for the first
 * one to finish it instead of racing to build it.
 */
async function postgresTemplate(admin: pg.Client): Promise<string> {
  const name = `decksmith_tpl_${templateKey()}`;
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${building}`;
    const migrated = await openDatabase({ databaseUrl: url.toString() });
    await migrated.close();
    // Renamed only once whole, so a template that exists is always a migrated one.
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/** A fresh, migrated PostgreSQL database of its own, cloned from TEST_DATABASE_URL's template. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `decksmith_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const template = await postgresTemplate(admin);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

async function openTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'postgres') {
    const created = await createPostgresDatabase();
    const database = await openDatabase({ databaseUrl: created.url });
    return { database, databaseUrl: created.url, drop: created.drop };
  }
  const database = await openDatabase({ loadDataDir: await pgliteTemplate() });
  return { database, drop: async () => {} };
}

/** The migrated PGlite template, as a data directory dump (see makeTemplate). */
export function pgliteTemplate(): Promise<Blob> {
  templateBlob ??= makeTemplate();
  return templateBlob;
}

// ---------------------------------------------------------------------------------------------
// HTTP

export interface ApiInit {
  method?: string;
  /** Sent as a JSON body with content-type application/json. */
  json?: unknown;
  /** A raw body, sent as is (give a content-type in headers). */
  body?: string;
  headers?: Record<string, string>;
  /** Send the session cookie (default true, when logged in). */
  session?: boolean;
  /** Send the Origin and Sec-Fetch-* headers a same-origin browser fetch sends (default true). */
  browser?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: a reply body is whatever the server sent; tests assert on it.
export type Json = any;

export interface ApiResult<T = Json> {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the reply is not JSON. */
  body: T;
}

export interface StartOptions {
  /** Start of the injectable clock (ms since epoch); it only moves when a test moves it. */
  now?: number;
  /** Config overrides (dataDir defaults to a fresh temp dir, removed on close). */
  config?: Partial<Config>;
  /** When presence windows end (server/deck/deckFeed.ts): real timers unless a test ends them by hand. */
  schedule?: Schedule;
}

export interface TestServer {
  url: string;
  app: App;
  deps: Deps;
  config: Config;
  /** The PostgreSQL address of this server's own database, when TEST_DB=postgres. */
  databaseUrl?: string;
  /** The session cookie ("ds_session=...") after login(), else undefined. */
  cookie: string | undefined;
  api<T = Json>(pathname: string, init?: ApiInit): Promise<ApiResult<T>>;
  /** Logs in with TEST_PASSWORD (or the given one); keeps the cookie on success. */
  login(password?: string): Promise<ApiResult>;
  now(): number;
  /**
   * Every deliberate slow-down the server asked for (a login or link check past its ceiling), in
   * ms, in order. The wait itself is not sat out: a test asserts that it was asked for.
   */
  waits: number[];
  setNow(ms: number): void;
  advance(ms: number): void;
  close(): Promise<void>;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const { database, databaseUrl, drop } = await openTestDatabase();
  const ownDataDir = options.config?.dataDir === undefined;
  const dataDir = options.config?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'decksmith-test-'));
  mkdirSync(dataDir, { recursive: true });
  const config: Config = {
    ...readConfig({ DASHBOARD_PASSWORD: TEST_PASSWORD, DATA_DIR: dataDir }),
    databaseUrl,
    staticDir: undefined,
    logLevel: 'silent',
    ...options.config,
  };
  let clock = options.now ?? DEFAULT_START;
  const waits: number[] = [];
  const { app, deps } = await buildApp({
    config,
    database,
    now: () => clock,
    wait: async (ms) => {
      waits.push(ms);
    },
    schedule: options.schedule,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('server has no address');
  const url = `http://127.0.0.1:${address.port}`;

  const server: TestServer = {
    url,
    app,
    deps,
    config,
    databaseUrl,
    cookie: undefined,
    async api<T = Json>(pathname: string, init: ApiInit = {}): Promise<ApiResult<T>> {
      const method = (
        init.method ?? (init.json !== undefined || init.body !== undefined ? 'POST' : 'GET')
      ).toUpperCase();
      const headers: Record<string, string> = {};
      if (init.browser !== false) {
        headers['sec-fetch-site'] = 'same-origin';
        headers['sec-fetch-mode'] = 'cors';
        headers['sec-fetch-dest'] = 'empty';
        // Browsers send Origin on every request that is not a GET or HEAD.
        if (!SAFE.has(method)) headers.origin = url;
      }
      if (init.session !== false && server.cookie) headers.cookie = server.cookie;
      let body: string | undefined = init.body;
      if (init.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.json);
      }
      Object.assign(headers, init.headers);
      const res = await fetch(`${url}${pathname}`, { method, headers, body });
      // An event stream never ends by itself: take its status and headers and hang up.
      const streaming = /^text\/event-stream/.test(res.headers.get('content-type') ?? '');
      if (streaming) await res.body?.cancel();
      const text = streaming ? '' : await res.text();
      const isJson = /\bjson\b/.test(res.headers.get('content-type') ?? '');
      let parsed: unknown;
      if (isJson && text !== '') parsed = JSON.parse(text);
      return { status: res.status, headers: res.headers, text, body: parsed as T };
    },
    async login(password = TEST_PASSWORD) {
      const res = await server.api('/api/auth/login', { json: { password }, session: false });
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('ds_session='));
      if (res.status === 200 && setCookie) server.cookie = setCookie.split(';')[0];
      return res;
    },
    now: () => clock,
    waits,
    setNow(ms: number) {
      clock = ms;
    },
    advance(ms: number) {
      clock += ms;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Starts a server and logs in; the usual start of an API test file. */
export async function startLoggedIn(options: StartOptions = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  const res = await server.login();
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return server;
}

/** Asserts the one error shape of DESIGN.md: {"error": {"code", "message"}}. */
export function isErrorShape(body: unknown): body is { error: { code: string; message: string } } {
  if (!body || typeof body !== 'object') return false;
  const error = (body as { error?: unknown }).error;
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && code.length > 0 && typeof message === 'string' && message.length > 0;
}
