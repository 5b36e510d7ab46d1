import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './server/lib/chromium.mjs';
import { dataDirTemplatePath } from './tests/helpers/templateKey';

const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * Two workers, each with a server of its own (its own port and data directory, see
 * e2e/fixtures.ts), so no test sees another's data or rate limits while both cores are used.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A trace records every action's snapshots, a cost on two cores; CI keeps only what it prints,
    // so there it is off, and a failure is read from its message and the list reporter.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser.
      executablePath: chromiumExecutable(),
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  // Started one after the other, so the first builds the app (when stale) and the second finds it
  // built.
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: `node scripts/e2e-server.mjs ${port + i}`,
    url: `http://127.0.0.1:${port + i}/api/health`,
    // The line the server prints once it listens: seen at once, where polling the URL looks again
    // only a second later once its first tries fail (up to a second lost per server).
    wait: { stdout: /Decksmith is running at/ },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    // Each server starts on a copy of the migrated database the API tests made, when there is one.
    env: { E2E_DATA_TEMPLATE: dataDirTemplatePath() },
  })),
});
