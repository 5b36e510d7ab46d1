import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema';

/** Ids and hashes are base64url; nothing else may be inlined into SQL. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Both drivers give the same query builder; the app only uses this common type.
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Files (uploads) live on disk for PGlite and in the database for PostgreSQL, so servers can share them. */
  filesInDatabase: boolean;
  /**
   * Plain SQL for the two reads every request makes (session check, deck revision), where the query
   * builder costs more than the query. Parameters are ids only ($1, $2, ...). On PGlite they are
   * inlined and sent with the simple protocol, which takes half the time of a prepared statement
   * (0.17 against 0.3–0.4 ms here); that is safe only because every value must match the id alphabet
   * below, or the call throws. Timestamps come back as ISO strings or Dates: wrap them in new Date().
   */
  hotQuery<T>(text: string, ids: string[]): Promise<T[]>;
  /**
   * A number that moves after every statement that may write, or null when another process may
   * write too (PostgreSQL). The embedded database belongs to this process alone, so an answer read
   * at one epoch is still the database's answer while the epoch has not moved (see EpochCache).
   */
  writeEpoch(): number | null;
  ping(): Promise<boolean>;
  /**
   * Calls onNotify with the payload of each NOTIFY on `channel` (a plain identifier), from any
   * process on PostgreSQL, from this one on PGlite. onResume is called when the listening
   * connection came back after a loss (notifications may have been missed meanwhile).
   * Resolves, once listening, to a function that stops it.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onResume: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined opens an in-memory database. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      filesInDatabase: true,
      hotQuery: async <T>(text: string, ids: string[]) => (await pool.query(text, ids)).rows as T[],
      writeEpoch: () => null,
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      listen: (channel, onNotify, onResume) =>
        listenPostgres(options.databaseUrl!, channel, onNotify, onResume),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  // The lock comes first: a directory another process has open is never touched (issue 27).
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  let client: PGlite | undefined;
  try {
    if (options.dataDir) {
      dataDir = path.join(options.dataDir, 'pglite');
      mkdirSync(dataDir, { recursive: true });
      if (!options.loadDataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) await initDataDir(dataDir);
    }
    client = await PGlite.create(dataDir, {
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      startParams: PGLITE_START_PARAMS,
    });
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  } catch (err) {
    await client?.close().catch(() => {});
    unlock();
    throw err;
  }
  return embedded(client, unlock);
}

function embedded(client: PGlite, unlock: () => void): Database {
  const epoch = countWrites(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    filesInDatabase: false,
    hotQuery: async <T>(text: string, ids: string[]) => {
      const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
        const id = ids[Number(n) - 1];
        if (id === undefined || !SAFE_ID.test(id)) throw new Error('hotQuery takes ids only');
        return `'${id}'`;
      });
      const [result] = await client.exec(inlined);
      return (result?.rows ?? []) as T[];
    },
    writeEpoch: epoch,
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

const LISTEN_RETRY_MS = 500;

/**
 * One connection of its own that LISTENs (a pooled one would be handed to other queries). A lost
 * connection is made again, and onResume tells the listener it may have missed notifications.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onResume: () => void,
): Promise<() => Promise<void>> {
  if (!SAFE_ID.test(channel)) throw new Error('a channel is a plain identifier');
  let stopped = false;
  let current: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (m) => {
      if (m.channel === channel) onNotify(m.payload ?? '');
    });
    client.on('error', () => {
      void client.end().catch(() => {});
      if (current === client && !stopped) setTimeout(retry, LISTEN_RETRY_MS);
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    current = client;
  };
  const retry = () => {
    if (stopped) return;
    connect().then(onResume, () => setTimeout(retry, LISTEN_RETRY_MS));
  };
  await connect();
  return async () => {
    stopped = true;
    await current?.end().catch(() => {});
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, where
 * the pages it touches stay resident for the life of the process (~150 MB measured). An embedded
 * database of decks is a few tens of MB and its files sit in the OS page cache anyway (and the hot
 * reads are cached above it): 32 MB of buffers costs ~50 MB and reads no slower.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

const INIT_WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'initDataDir.mjs');

/** A new data directory is made in a worker thread (see initDataDir.mjs for why). */
function initDataDir(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(INIT_WORKER, { workerData: { dataDir } });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Creating the database in ${dataDir} failed (exit ${code})`)),
    );
  });
}

/** Plain reads; anything else (insert, update, delete, DDL, a transaction) counts as a write. */
const READ_ONLY = /^\s*select\b/i;

/**
 * Wraps the PGlite client so the epoch moves when a statement that may have written has finished
 * (a transaction when it ends). Moving after, never before, keeps caches conservative: a read that
 * began at epoch E and saw data from before a write is filed under E, which has passed by then.
 */
function countWrites(client: PGlite): () => number {
  let epoch = 0;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (text: string, ...rest: unknown[]) => {
    try {
      return await (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
    } finally {
      if (!READ_ONLY.test(text)) epoch++;
    }
  }) as PGlite['query'];
  client.exec = (async (text: string, ...rest: unknown[]) => {
    try {
      return await (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
    } finally {
      // exec runs several statements; only a single plain select is a read.
      if (!READ_ONLY.test(text) || text.includes(';')) epoch++;
    }
  }) as PGlite['exec'];
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    try {
      return await transaction(callback);
    } finally {
      epoch++;
    }
  }) as PGlite['transaction'];
  return () => epoch;
}
