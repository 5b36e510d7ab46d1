import { spawnSync } from 'node:child_process';

// `npm test`: every check, one after the other (two cores: running them side by side only makes
// each slower), each timed. All run even when one fails, so one run shows every failure; the exit
// code is non-zero if any failed.
const phases = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and API tests', ['run', 'test:unit']],
  ['browser tests', ['run', 'test:e2e']],
];

const results = [];
for (const [name, args] of phases) {
  const started = Date.now();
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}
console.log('\nnpm test, by phase:');
for (const r of results)
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(20)} ${r.seconds.toFixed(0)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
