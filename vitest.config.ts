import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Unit and API tests. API tests run on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL
// is set (CI sets it), so the same suite proves both databases.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * API test files whose subject is the database's own behaviour: transactions and their rollback,
 * LISTEN/NOTIFY, the operation log, cascades, durability, rows shared by several servers (sessions,
 * rate limits, lockouts), and input PostgreSQL is stricter about than PGlite (NUL characters).
 * With TEST_DATABASE_URL set they run on both databases; every other API file runs once, on PGlite,
 * since the database only stores what it computed (CI's time, issue 33).
 */
const DATABASE_BEHAVIOUR = [
  'tests/api/operations.test.ts',
  'tests/api/revisions.test.ts',
  'tests/api/itemMerge.test.ts',
  'tests/api/deckEvents.test.ts',
  'tests/api/presence.test.ts',
  'tests/api/liveStreams.test.ts',
  'tests/api/viewEvents.test.ts',
  'tests/api/versions.test.ts',
  'tests/api/cascade.test.ts',
  'tests/api/durability.test.ts',
  'tests/api/auth.test.ts',
  'tests/api/shares.test.ts',
  'tests/api/hotReads.test.ts',
  'tests/api/comments.test.ts',
  'tests/api/approvals.test.ts',
];

/**
 * Real documents and fuzzed input hold NUL characters and odd encodings that PostgreSQL refuses and
 * PGlite keeps, so with PostgreSQL at hand these run on it alone (the stricter of the two); without
 * it, on PGlite.
 */
const STRICTER_DATABASE_ONLY = ['tests/api/corpus.test.ts', 'tests/api/fuzz.test.ts'];

/** Builds the server bundle that tests starting a server process run (tests/helpers/serverProcess.ts). */
const globalSetup = ['tests/helpers/buildServerOnce.ts'];
/** Every property test draws from one seed (tests/helpers/fastCheckSeed.ts). */
const setupFiles = ['tests/helpers/fastCheckSeed.ts'];

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
      // Files share their worker's modules, as the API project's do: loading them again for each of
      // 120-odd files was most of this project's time on two cores (import 89 s of 160 s). The regex
      // audit, which must see patterns built as modules load, loads its own copies (a query per
      // module, server/lib/regexAudit.test.ts).
      isolate: false,
      globalSetup,
      setupFiles,
      // Some app and server tests talk to a real server and database: 5 s is too little on a
      // busy 2-core machine (a first request there took 5.1 s while eight agents ran).
      testTimeout: 30_000,
    },
  },
  {
    test: {
      name: 'api-pglite',
      include: ['tests/api/**/*.test.ts'],
      // API files share their worker's modules (each still starts its own server and database):
      // loading the server's module graph again for every file cost more than two minutes of CI.
      isolate: false,
      exclude: onPostgres ? STRICTER_DATABASE_ONLY : [],
      env: { TEST_DB: 'pglite' },
      globalSetup,
      setupFiles,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
];
if (onPostgres) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: [...DATABASE_BEHAVIOUR, ...STRICTER_DATABASE_ONLY],
      isolate: false,
      env: { TEST_DB: 'postgres' },
      globalSetup,
      setupFiles,
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
      globalSetup,
      setupFiles,
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
