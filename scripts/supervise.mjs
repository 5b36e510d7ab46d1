// Keeps the server running (issue 27): `npm start` runs it under supervise(), which starts it again
// with back-off when it dies, and logs why it died (exit code or signal, and its last words on
// stderr: "FATAL ERROR: Reached heap limit" and the like). A crash is still a bug; this only keeps
// one from taking the product down for good.
//
// Not restarted: a clean exit (0), a start the server refused (EXIT_REFUSED: its data directory is
// in use by another process, its port is taken), and any exit after SIGINT or SIGTERM reached the
// supervisor, which passes them on to the server and then exits with it.
//
// Run directly for tests: node scripts/supervise.mjs <command> [args...]; SUPERVISOR_BACKOFF_MS
// (comma-separated milliseconds) replaces the back-off steps.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { EXIT_REFUSED } from '../server/exitCodes.mjs';

/** Waits before each restart in a row; the last step repeats. */
export const RESTART_BACKOFF_MS = [1_000, 2_000, 5_000, 15_000, 30_000, 60_000];
/** A server that ran this long before dying was healthy: the back-off starts over. */
export const HEALTHY_RUN_MS = 60_000;
/** Lines of the server's stderr kept to say why it died. */
const LAST_WORDS = 8;

/**
 * Runs `command` until it exits cleanly or is told to stop; resolves with the exit code for the
 * supervisor itself.
 */
export function supervise({
  command,
  args = [],
  env = process.env,
  backoffMs = RESTART_BACKOFF_MS,
  log = (line) => console.error(`[supervisor] ${line}`),
}) {
  return new Promise((resolve) => {
    let child;
    let restartTimer;
    let stopping;
    let failures = 0;

    const start = () => {
      restartTimer = undefined;
      const startedAt = Date.now();
      const tail = [];
      child = spawn(command, args, { env, stdio: ['inherit', 'inherit', 'pipe'] });
      const pid = child.pid;
      log(`server started (pid ${pid})`);
      child.stderr.on('data', (chunk) => {
        process.stderr.write(chunk);
        for (const line of String(chunk).split('\n')) if (line.trim()) tail.push(line.trim());
        tail.splice(0, Math.max(0, tail.length - LAST_WORDS));
      });
      child.once('error', (err) => {
        log(`could not start the server: ${err.message}`);
        resolve(1);
      });
      child.once('exit', (code, signal) => {
        child = undefined;
        if (stopping) return resolve(code ?? 0);
        if (code === 0) return resolve(0);
        if (code === EXIT_REFUSED) {
          log('the server refused to start (see above); not restarting');
          return resolve(code);
        }
        if (Date.now() - startedAt >= HEALTHY_RUN_MS) failures = 0;
        const wait = backoffMs[Math.min(failures, backoffMs.length - 1)] ?? 0;
        failures++;
        const why = signal ? `killed by ${signal}` : `exit code ${code}`;
        const words = tail.length ? `; its last words: ${tail.slice(-3).join(' | ')}` : '';
        log(`server (pid ${pid}) died: ${why}${words}; restarting in ${wait} ms (restart ${failures})`);
        restartTimer = setTimeout(start, wait);
      });
    };

    for (const signal of ['SIGINT', 'SIGTERM'])
      process.on(signal, () => {
        stopping = signal;
        if (child) child.kill(signal);
        else {
          clearTimeout(restartTimer);
          resolve(0);
        }
      });
    start();
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/supervise.mjs <command> [args...]');
    process.exit(2);
  }
  const steps = process.env.SUPERVISOR_BACKOFF_MS?.split(',').map(Number);
  const code = await supervise({
    command,
    args,
    ...(steps?.every((n) => Number.isFinite(n) && n >= 0) ? { backoffMs: steps } : {}),
  });
  process.exit(code);
}
