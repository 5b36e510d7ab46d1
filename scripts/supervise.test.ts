import { readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOCK_FILE } from '../server/db/dataDirLock';
import { EXIT_REFUSED } from '../server/exitCodes.mjs';
import { migratedDataDir, spawnServerProcess } from '../tests/helpers/serverProcess';

type Proc = ReturnType<typeof spawnServerProcess>;

/**
 * Issue 27: `npm start` supervises the server (scripts/supervise.mjs). A server that dies is
 * started again; a start the server refuses, and a stop asked of the supervisor, are not restarts.
 * The back-off is set to nothing here, so the test waits only on what the processes print.
 */

// A migrated copy: the first start on an empty directory is dataDirLock.test.ts's subject.
let dataDir: string;
const running: Proc[] = [];
beforeAll(async () => {
  dataDir = await migratedDataDir('decksmith-supervise-');
}, 120_000);
afterAll(async () => {
  for (const p of running) {
    if (p.proc.exitCode === null && p.proc.signalCode === null) {
      p.proc.kill('SIGKILL');
      await p.exited;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A port free now, so a restarted server comes back on the same address. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const startedPids = (p: Proc) =>
  p.lines.flatMap((l) => {
    const m = /\[supervisor\] server started \(pid (\d+)\)/.exec(l);
    return m ? [Number(m[1])] : [];
  });
const runningCount = (p: Proc) => p.lines.filter((l) => l.includes('Decksmith is running')).length;
const lockPid = () => Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]);
const isGone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

describe('npm start supervises the server', () => {
  test('a SIGKILLed server is restarted and answers again from a new pid; a refused start and SIGTERM are not restarted', async () => {
    const port = await freePort();
    const supervisor = spawnServerProcess(
      { DATA_DIR: dataDir, PORT: String(port), SUPERVISOR_BACKOFF_MS: '0' },
      { supervised: true },
    );
    running.push(supervisor);
    await supervisor.waitForLine((l) => l.includes('Decksmith is running'), 'the first server ran');
    const [first] = startedPids(supervisor);
    expect(first).toBeGreaterThan(0);
    expect(first).not.toBe(supervisor.proc.pid);
    expect(lockPid()).toBe(first);
    const health = `http://127.0.0.1:${port}/api/health`;
    expect((await fetch(health)).status).toBe(200);

    process.kill(first!, 'SIGKILL');
    await supervisor.waitForLine(
      (l) => /died: killed by SIGKILL.*restarting in 0 ms/.test(l),
      'the death was logged',
    );
    await supervisor.waitForLine(() => runningCount(supervisor) === 2, 'the second server ran');
    const second = startedPids(supervisor)[1]!;
    expect(second).not.toBe(first);
    expect(lockPid()).toBe(second);
    expect((await fetch(health)).status).toBe(200);

    // A second `npm start` on the same data: its server refuses (the directory is in use), and its
    // supervisor gives up at once with the server's code instead of restarting it.
    const other = spawnServerProcess(
      { DATA_DIR: dataDir, PORT: String(await freePort()), SUPERVISOR_BACKOFF_MS: '0' },
      { supervised: true },
    );
    running.push(other);
    expect(await other.exited).toEqual({ code: EXIT_REFUSED, signal: null });
    expect(startedPids(other)).toHaveLength(1);
    expect(other.lines.join('\n')).toContain(`is in use by process ${second}`);
    expect(other.lines.join('\n')).toContain('not restarting');
    expect((await fetch(health)).status).toBe(200);

    // SIGTERM to the supervisor reaches the server, which shuts down cleanly; nothing restarts.
    supervisor.proc.kill('SIGTERM');
    expect(await supervisor.exited).toEqual({ code: 0, signal: null });
    expect(startedPids(supervisor)).toHaveLength(2);
    expect(supervisor.lines.some((l) => l.includes('shutting down'))).toBe(true);
    expect(isGone(second)).toBe(true);
    expect(() => lockPid()).toThrow(/ENOENT/);
  }, 120_000);
});
