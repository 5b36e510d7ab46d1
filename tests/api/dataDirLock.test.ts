import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Client } from '../../common/schemas/clients';
import { DataDirInUse, LOCK_FILE, lockDataDir } from '../../server/db/dataDirLock';
import { EXIT_REFUSED } from '../../server/exitCodes.mjs';
import { login, type SpawnedServer, spawnServerProcess, startServerProcess } from '../helpers/serverProcess';

/**
 * Issue 27: one process per PGlite data directory. Two processes on one directory corrupted it;
 * now the second is refused before it touches the database, and a lock left by a killed process
 * is taken over. The embedded database only: PostgreSQL is made for many processes.
 */

const dirs: string[] = [];
const running: SpawnedServer[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-lock-'));
  dirs.push(dir);
  return dir;
};

afterAll(async () => {
  for (const server of running) {
    if (server.proc.exitCode === null && server.proc.signalCode === null) {
      server.proc.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const lockPid = (dir: string) => Number(readFileSync(path.join(dir, LOCK_FILE), 'utf8').split('\n')[0]);

describe('the data directory lock', () => {
  test('a second server on a directory in use exits at once, non-zero, naming the holder; a SIGKILLed holder is taken over with every acknowledged write', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    running.push(first);
    expect(lockPid(dataDir)).toBe(first.proc.pid);
    const { call } = await login(first.url);
    const acked: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/api/clients', { name: `Before ${i}` });
      expect(res.status).toBe(201);
      acked.push(((await res.json()) as Client).id);
    }

    const second = spawnServerProcess({ DATA_DIR: dataDir });
    running.push(second);
    expect(await second.exited).toEqual({ code: EXIT_REFUSED, signal: null });
    expect(second.lines.join('\n')).toContain(`is in use by process ${first.proc.pid}`);
    // It never opened the database: no migration, no listening line.
    expect(second.lines.join('\n')).not.toContain('Decksmith is running');

    // The first keeps working, and still holds the lock.
    const res = await call('POST', '/api/clients', { name: 'After the refused start' });
    expect(res.status).toBe(201);
    acked.push(((await res.json()) as Client).id);
    expect(lockPid(dataDir)).toBe(first.proc.pid);

    first.proc.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // The lock is left behind by the killed process, and is stale.
    expect(lockPid(dataDir)).toBe(first.proc.pid);

    const third = await startServerProcess({ DATA_DIR: dataDir });
    running.push(third);
    expect(lockPid(dataDir)).toBe(third.proc.pid);
    const { call: call3 } = await login(third.url);
    const ids = new Set(((await (await call3('GET', '/api/clients')).json()) as Client[]).map((c) => c.id));
    for (const id of acked) expect(ids.has(id), id).toBe(true);

    // A clean stop gives the lock back.
    third.proc.kill('SIGTERM');
    expect(await third.exited).toEqual({ code: 0, signal: null });
    expect(() => readFileSync(path.join(dataDir, LOCK_FILE))).toThrow(/ENOENT/);
  });

  test('in one process: a second lock is refused; a lock naming a dead pid or garbage is taken over', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.pid}`);
    release();
    release(); // idempotent

    // A pid that cannot be running (above Linux's pid_max) is a lock from a dead process.
    writeFileSync(path.join(dir, LOCK_FILE), '4194999\n123\n');
    const again = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    again();

    // Our own pid left by a former process (a container restart reuses pids): not us, so stale.
    writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n1\n`);
    const mine = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    mine();

    writeFileSync(path.join(dir, LOCK_FILE), 'not a pid');
    const fromGarbage = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    fromGarbage();
  });

  test('a live process named in the lock refuses the start', () => {
    const dir = tempDir();
    // The parent of this test process is alive; its start time is not recorded (no /proc check).
    writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\n\n`);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.ppid}`);
  });
});
