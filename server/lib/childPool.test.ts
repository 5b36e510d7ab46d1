import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { ChildPool } from './childPool';

const MB = 1024 * 1024;
const dir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-childpool-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A child that holds on to as many MB as a job asks for (filled, so they are resident).
const script = path.join(dir, 'child.mjs');
writeFileSync(
  script,
  `const held = [];
process.on('message', (job) => {
  held.push(Buffer.alloc(job.mb * ${MB}, 1));
  process.send({ id: job.id, ok: true });
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
`,
);

function pool() {
  return new ChildPool({
    size: 1,
    what: 'the test children',
    childName: 'the test child',
    idleMs: 60_000,
    retireAboveBytes: 150 * MB,
    pollMs: 10_000,
    script: () => script,
    nodeArgs: [],
    dataLimitBytes: 4096 * MB,
    niceness: 0,
  });
}

const job = (p: ChildPool, mb: number) =>
  new Promise<void>((resolve, reject) =>
    p.run<{ id?: number; ok?: boolean }>({
      message: { mb },
      budgetMs: 60_000,
      memoryBytes: 2048 * MB,
      answer: () => resolve,
      timedOut: () => reject(new Error('timed out')),
      outOfMemory: () => reject(new Error('out of memory')),
      failed: reject,
    }),
  );

test('a child that still holds much memory after its job ends right then; a lean one is kept', async () => {
  const p = pool();
  try {
    await job(p, 1);
    const [lean] = p.idlePids();
    expect(lean).toBeDefined();
    expect(p.retired).toBe(0);

    // The same child takes the next job, which leaves it holding 200 MB: it is not kept idle
    // until a later job would find it so, it is ended as this job answers.
    await job(p, 200);
    expect(p.retired).toBe(1);
    expect(p.idlePids()).toEqual([]);
    await p.exited();
    expect(p.pids()).toEqual([]);

    // The next job gets a new child.
    await job(p, 1);
    expect(p.idlePids()).toHaveLength(1);
    expect(p.idlePids()[0]).not.toBe(lean);
  } finally {
    await p.close();
  }
});
