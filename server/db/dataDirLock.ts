import { closeSync, fsyncSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per PGlite data directory (issue 27). PGlite is one process's database: a second
 * process opening the same files corrupts them. So before anything opens the directory, the
 * process creates `<dataDir>/decksmith.lock` exclusively (O_EXCL) holding its pid. A lock whose
 * process is gone (killed, crashed) is stale and is taken over; a live one refuses the start.
 *
 * A lock names its process by pid and, on Linux, the process's start time, so a pid reused after
 * a reboot or a container restart (often by this very process) is not taken for the holder.
 */
export const LOCK_FILE = 'decksmith.lock';
/** A takeover of a stale lock is a few file operations; a marker older than this was left by a crash. */
const TAKEOVER_STALE_MS = 10_000;
const ATTEMPTS = 50;
const RETRY_MS = 10;

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data directory ${dataDir} is in use by process ${pid}. Stop that process first.`);
  }
}

interface Holder {
  pid: number;
  start: string;
}

/** Locks this process holds, so a second open within it is refused too (the pid alone is ours). */
const held = new Set<string>();

/** Takes the lock on `dataDir` or throws DataDirInUse; returns the release (idempotent). */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, start: startOf(process.pid) ?? '' };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createExclusive(file, me)) {
      // Re-check: the file holds us (a takeover racing with us cannot have replaced it unseen).
      const now = readHolder(file);
      if (now?.pid === me.pid && now.start === me.start) {
        held.add(file);
        return release(file, me);
      }
      continue;
    }
    const holder = readHolder(file);
    if (holder === undefined) {
      // Created but not yet written by its process (or gone meanwhile): look again shortly.
      pause(RETRY_MS);
      if (readHolder(file) === undefined && attempt > 5) takeOver(file, undefined);
      continue;
    }
    if (isAlive(holder, file)) throw new DataDirInUse(dataDir, holder.pid);
    takeOver(file, holder);
  }
  throw new Error(`Could not lock the data directory ${dataDir} (${file})`);
}

function createExclusive(file: string, me: Holder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, `${me.pid}\n${me.start}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes the stale lock of `stale`, if the file still holds it. Only one process at a time does
 * this (a second exclusive file marks it), so two starters that both found the same stale lock
 * cannot remove each other's new one: the second one re-reads, finds the first's live lock, and
 * is refused when it loops.
 */
function takeOver(file: string, stale: Holder | undefined) {
  const marker = `${file}.takeover`;
  if (!createExclusive(marker, { pid: process.pid, start: '' })) {
    // Someone else is taking over; a marker left by a crash mid-takeover is cleared after a while.
    try {
      if (Date.now() - statSync(marker).mtimeMs > TAKEOVER_STALE_MS) unlinkSync(marker);
    } catch {}
    pause(RETRY_MS);
    return;
  }
  try {
    const now = readHolder(file);
    const same =
      stale === undefined ? now === undefined : now?.pid === stale.pid && now.start === stale.start;
    if (same) {
      try {
        unlinkSync(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  } finally {
    unlinkSync(marker);
  }
}

function release(file: string, me: Holder): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    held.delete(file);
    process.off('exit', run);
    // Only our own lock: never one a later process took over.
    const now = readHolder(file);
    if (now?.pid === me.pid && now.start === me.start) {
      try {
        unlinkSync(file);
      } catch {}
    }
  };
  // An exit that skips close (an uncaught error) still leaves no lock behind; a SIGKILL does,
  // and the next start takes it over as stale.
  process.on('exit', run);
  return run;
}

function readHolder(file: string): Holder | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const [pidLine, start = ''] = text.split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, start: start.trim() };
}

function isAlive(holder: Holder, file: string): boolean {
  // Our own pid: alive only if this process took the lock (else it is a former process's pid).
  if (holder.pid === process.pid) return held.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: it exists, as another user's process.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid lives; is it the same process? (Where /proc is missing, the pid has to do.)
  const start = startOf(holder.pid);
  return start === undefined || holder.start === '' || start === holder.start;
}

/** The process's start time in clock ticks since boot (Linux's /proc/<pid>/stat, field 22). */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
