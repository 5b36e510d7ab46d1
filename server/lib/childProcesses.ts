import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * What the server's child processes share (the document readers, documents/pool.ts; the SVG
 * drawing process, images/svgPool.ts; the PowerPoint builders, export/pptxPool.ts): their script,
 * their start under a memory cap and a lower priority, a look at their resident memory, and one
 * job on one of them. Their queue and their idle children are ./childPool.ts.
 */

/** The OS tool that caps a process's data segment, where the system has it. */
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((p) => existsSync(p));

/**
 * A child's script. The production bundle has it beside the server (`bundled`, scripts/build-
 * server.mjs). From source (tsx, vitest) `source` is bundled once the same way into
 * node_modules/.cache/decksmith/`cacheName`, and rebuilt when anything in `watched` is newer: a
 * child started through tsx spends seconds and a hundred MB of its memory budget on the loader.
 */
export function bundledScript(opts: {
  source: string;
  bundled: string;
  cacheName: string;
  root: string;
  watched: string[];
}): string {
  if (!existsSync(opts.source)) return opts.bundled;
  // Keyed by the checkout: worktrees that share one node_modules (a symlink) each keep their own
  // bundle, where one checkout's newer bundle would otherwise stand in for another's sources.
  const checkout = createHash('sha256').update(opts.root).digest('hex').slice(0, 12);
  const out = path.join(opts.root, 'node_modules/.cache/decksmith', checkout, opts.cacheName);
  const built = existsSync(out) ? statSync(out).mtimeMs : 0;
  if (built < Math.max(...opts.watched.map(newestMtime))) {
    // Written beside and renamed: a child of another test file never loads half a bundle.
    const tmp = `${out}.${process.pid}.tmp.mjs`;
    buildSync({
      entryPoints: [opts.source],
      outfile: tmp,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    renameSync(tmp, out);
  }
  return out;
}

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** A process's resident memory in bytes (Linux), or undefined where it cannot be read. */
export function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]) * 4096;
  } catch {
    return undefined;
  }
}

/**
 * Starts `node <nodeArgs> <script>` with an IPC channel, its data segment capped at
 * `dataLimitBytes` (a last resort should it outgrow its budget between two looks) and `niceness`
 * steps below the server (background work: the server's own requests come first on a busy
 * machine). Resolves once the child says it is ready; it is then unref'd, so an idle child never
 * keeps the server alive. `running` holds it until it exits.
 */
export function startChild(opts: {
  script: string;
  nodeArgs: string[];
  dataLimitBytes: number;
  niceness: number;
  running: Set<ChildProcess>;
  /** For the error when it does not start: "the document reader". */
  what: string;
}): Promise<ChildProcess> {
  const node = [process.execPath, ...opts.nodeArgs, opts.script];
  const [command, ...args] = PRLIMIT ? [PRLIMIT, `--data=${opts.dataLimitBytes}`, '--', ...node] : node;
  const proc = spawn(command!, args, {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
  // A child killed for its memory prints V8's complaint; it is expected, not worth a log line.
  proc.stderr?.resume();
  if (proc.pid !== undefined) {
    try {
      setPriority(proc.pid, opts.niceness);
    } catch {
      // Not allowed here: the child runs at the server's priority.
    }
  }
  opts.running.add(proc);
  proc.once('exit', () => opts.running.delete(proc));
  return new Promise((resolve, reject) => {
    const onReady = (msg: { ready?: boolean }) => {
      if (!msg.ready) return;
      proc.off('message', onReady);
      proc.off('exit', onEarlyExit);
      proc.unref();
      (proc.channel as { unref?: () => void } | undefined)?.unref?.();
      resolve(proc);
    };
    const onEarlyExit = (code: number | null) =>
      reject(new Error(`${opts.what} did not start (exit ${code})`));
    proc.on('message', onReady);
    proc.once('exit', onEarlyExit);
  });
}

/**
 * One job on a child: sends `message` and settles exactly once, on the first of
 *  - the child's answer: `answer` turns a message for this job into its outcome, or returns
 *    undefined to keep waiting (a request of the child's own); the child is then offered to `keep`,
 *    and killed unless kept;
 *  - `budgetMs` passing, or its resident memory passing `memoryBytes` (looked at every `pollMs`):
 *    `timedOut` / `outOfMemory`, and the child is killed;
 *  - the child exiting mid-job, which is running out of memory (its heap or data limit).
 * `settled` says whether it has, for replies sent to the child after the fact. Resolves, once
 * settled, to the highest resident memory seen of the child meanwhile (bytes; 0 if never seen).
 */
export function runOnChild<M extends { id?: number }>(opts: {
  proc: ChildProcess;
  id: number;
  message: object;
  budgetMs: number;
  memoryBytes: number;
  pollMs: number;
  answer: (msg: M, settled: () => boolean) => (() => void) | undefined;
  timedOut: () => void;
  outOfMemory: () => void;
  keep: () => boolean;
}): Promise<number> {
  const { proc } = opts;
  return new Promise<number>((done) => {
    let settled = false;
    let peak = 0;
    const finish = (answered: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      proc.off('message', onMessage);
      proc.off('exit', onExit);
      if (!(answered && proc.connected && opts.keep())) proc.kill('SIGKILL');
      // The peak first: whoever awaits the job's outcome then finds it recorded (ChildPool).
      done(peak);
      outcome();
    };
    const timer = setTimeout(() => finish(false, opts.timedOut), opts.budgetMs);
    const watch = setInterval(() => {
      const rss = residentBytes(proc.pid);
      if (rss !== undefined) peak = Math.max(peak, rss);
      if (rss !== undefined && rss > opts.memoryBytes) finish(false, opts.outOfMemory);
    }, opts.pollMs);
    const onMessage = (msg: M) => {
      if (msg.id !== opts.id) return;
      const outcome = opts.answer(msg, () => settled);
      if (outcome) finish(true, outcome);
    };
    const onExit = () => finish(false, opts.outOfMemory);
    proc.on('message', onMessage);
    proc.once('exit', onExit);
    proc.send(opts.message);
  });
}
