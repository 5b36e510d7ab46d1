import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Unit and API tests. API tests run on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL
// is set (CI sets it), so the same suite proves both databases.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// API tests whose subject is work the database only stores the result of (reading real documents,
// drawing exports, the offline engine's phrasings): a third of the suite's time. With PostgreSQL at
// hand they run on it alone, the stricter of the two (it refuses NUL characters PGlite would keep),
// which keeps CI within its time; without it, on PGlite.
const ONE_DATABASE_ENOUGH = [
  'tests/api/corpus.test.ts',
  'tests/api/documentBudgets.test.ts',
  'tests/api/exportFit.test.ts',
  'tests/api/pptxThemeText.test.ts',
  'tests/api/aiPhrasings.test.ts',
];

const projects: TestProjectInlineConfiguration[] = [
  {
    // The app's import alias for common/, as vite.config.ts has it, for app code under test.
    resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
    test: {
      name: 'unit',
      include: [
        'common/**/*.test.ts',
        'common/**/*.test.tsx',
        'server/**/*.test.ts',
        'app/**/*.test.ts',
        'app/**/*.test.tsx',
        'scripts/**/*.test.ts',
      ],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'api-pglite',
      include: ['tests/api/**/*.test.ts'],
      exclude: onPostgres ? ONE_DATABASE_ENOUGH : [],
      env: { TEST_DB: 'pglite' },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
];
if (onPostgres) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: ['tests/api/**/*.test.ts'],
      env: { TEST_DB: 'postgres' },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
  // Two app servers in child processes sharing one PostgreSQL (issue 22); needs PostgreSQL.
  projects.push({
    test: {
      name: 'two-servers',
      include: ['tests/cluster/**/*.test.ts'],
      env: { TEST_DB: 'postgres' },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}

/**
 * Two files that take a minute or more, started first. On a clean checkout vitest has no timings
 * and orders files by project, then size, so these came last and ran alone for their last minute
 * or so while the other worker sat idle (CI's vitest took 480 s for 750 s of tests on two workers).
 * tests/api/documentBudgets.test.ts is as long but keeps its place: it bounds /api/health's
 * latency while a book is read, and beside these two (a corpus of PDFs, an app build) the machine
 * rather than the server would decide that bound.
 */
const SLOW_FIRST = ['tests/cluster/twoServers.test.ts', 'tests/api/corpus.test.ts'];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return at < 0 ? SLOW_FIRST.length : at;
    };
    // A stable sort: the slow files lead, in the order above; the rest keep vitest's order.
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map((x) => x.spec);
  }
}

export default defineConfig({
  test: {
    projects,
    // Two cores: keep the pool small so PGlite instances and Chromium do not starve each other.
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
