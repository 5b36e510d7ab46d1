import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { chromiumExecutable } from '../server/lib/chromium.mjs';
import { BENCH_PASSWORD, report, startServer } from './lib';

// The gzipped JavaScript a first visit loads: the landing page (target ≤ 100 KB) and the
// dashboard after the gate (target ≤ 250 KB). Measured in a real browser, so lazy chunks count
// only when the page really fetches them.

const PORT = 4391;

async function jsLoadedBy(
  url: string,
  login: boolean,
  ready: string,
): Promise<{ files: number; gzip: number }> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable() });
  try {
    const context = await browser.newContext();
    if (login) {
      const res = await context.request.post(`${new URL(url).origin}/api/auth/login`, {
        data: { password: BENCH_PASSWORD },
        headers: { origin: new URL(url).origin },
      });
      if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
    }
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) bodies.push(r.body());
    });
    await page.goto(url);
    await page.getByRole('heading', { name: ready }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(bodies);
    return { files: all.length, gzip: all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) };
  } finally {
    await browser.close();
  }
}

export async function benchBundle() {
  buildIfStale();
  const server = await startServer(PORT);
  try {
    const landing = await jsLoadedBy(`${server.url}/`, false, 'Presentations, Reimagined');
    const dashboard = await jsLoadedBy(`${server.url}/app`, true, 'Clients');
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    report('Bundle: gzipped JavaScript loaded by the first page', [
      ['/ (landing), target ≤ 100 KB', `${kb(landing.gzip)} in ${landing.files} files`],
      [
        '/app (dashboard after the gate), target ≤ 250 KB',
        `${kb(dashboard.gzip)} in ${dashboard.files} files`,
      ],
    ]);
  } finally {
    await server.stop();
  }
}
