import { spawn, spawnSync } from 'node:child_process';

// `npm test`: every check, each timed. All run even when one fails, so one run shows every
// failure; the exit code is non-zero if any failed.
//
// Two cores. The unit and API tests keep both busy, so they run alone. The type check is one
// thread for half a minute, which alone leaves a core idle; it and the lint run beside the browser
// tests instead, whose two workers leave a share of both cores idle while pages and servers wait on
// each other (about 0.9 of a core each, measured). Their output is held and printed when the
// browser tests are done, so the two never interleave.

const results = [];

function run(name, args) {
  const started = Date.now();
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

/** Runs `npm <args>` with its output held; resolves when it ends. */
function runHeld(name, args) {
  const started = Date.now();
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) =>
      resolve({ name, ok: status === 0, seconds: (Date.now() - started) / 1000, output, beside: true }),
    );
  });
}

/** Runs `npm <args>` with its output shown, without blocking: the held runs' pipes keep draining. */
function runShown(name, args) {
  const started = Date.now();
  const child = spawn('npm', args, { stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
      resolve();
    });
  });
}

run('unit and API tests', ['run', 'test:unit']);

// The browser run must not block the event loop (spawnSync did): the held runs' output is read
// and their end timed while it runs.
const held = [runHeld('typecheck', ['run', 'typecheck']), runHeld('lint', ['run', 'lint'])];
await runShown('browser tests', ['run', 'test:e2e']);
for (const result of await Promise.all(held)) {
  console.log(`\n${result.name} (run beside the browser tests):`);
  process.stdout.write(Buffer.concat(result.output));
  results.push(result);
}

console.log('\nnpm test, by phase:');
for (const r of results)
  console.log(
    `  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(20)} ${r.seconds.toFixed(0)} s${r.beside ? ' (beside the browser tests)' : ''}`,
  );
process.exit(results.every((r) => r.ok) ? 0 : 1);
