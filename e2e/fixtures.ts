import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';

export const PASSWORD = process.env.E2E_PASSWORD ?? 'e2e-dashboard-password';
export const SHOTS = 'test-results/screens';

/** Seeding goes through the real API with a logged-in request context (no database shortcuts). */
export class Api {
  constructor(readonly request: APIRequestContext) {}
  async login() {
    const res = await this.request.post('/api/auth/login', { data: { password: PASSWORD } });
    expect(res.status()).toBe(200);
  }
  async client(name: string) {
    const res = await this.request.post('/api/clients', { data: { name } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; name: string };
  }
  async presentation(clientId: string, title: string) {
    const res = await this.request.post('/api/presentations', { data: { clientId, title } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; title: string };
  }
  async slide(presentationId: string, fields: Record<string, unknown>) {
    const res = await this.request.post('/api/slides', { data: { presentationId, ...fields } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; title: string };
  }
  async deck(presentationId: string) {
    const res = await this.request.get(`/api/presentations/${presentationId}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as {
      title: string;
      brief: string;
      checklist: { text: string; completed: boolean }[];
      slides: { id: string; title: string; type: string; content: Record<string, unknown> }[];
    };
  }
}

/** Enters the dashboard through the gate, the way a user does. */
export async function unlock(page: Page) {
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByLabel('Password')).toBeHidden();
}

const firstPort = Number(process.env.E2E_PORT ?? 4173);

export const test = base.extend<{ api: Api }>({
  // Each worker drives its own server (playwright.config.ts starts one per worker).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${firstPort + testInfo.parallelIndex}`);
  },
  api: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    const api = new Api(request);
    await api.login();
    await use(api);
    await request.dispose();
  },
});

export { expect };

export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Holds matching requests until released, so a pending state stays on screen long enough to be seen. */
export async function hold(page: Page, url: string) {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route(url, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * A toast on screen (its data-variant tells default from destructive). An open modal dialog marks
 * the rest of the page aria-hidden (Radix announces the toast through its own live region), hence
 * includeHidden; toBeVisible still checks that it is really shown.
 */
export const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notification/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });

/**
 * How many marks of a kind ("bar", "point") the charts in `scope` draw. A chart draws a series'
 * marks as one path, which says how many it holds.
 */
export const chartMarks = (scope: Locator, kind: string) =>
  scope
    .locator(`svg[role="img"] [data-mark="${kind}"]`)
    .evaluateAll((paths) => paths.reduce((n, p) => n + Number(p.getAttribute('data-count') ?? 0), 0));

/** The title line of the toast on screen (SPEC §8: "Success" on the clients screen, else the message). */
export const toastTitle = (page: Page) => page.locator('[data-toast-title]');

/**
 * Stops the page's clock a moment ahead of its own now. pauseAt refuses a time already past, and
 * the page's clock runs on while the time is read and sent back: a time that went by meanwhile is
 * read again (no wait, no sleep), and the second ahead covers a busy machine's round trip.
 */
export async function pauseClock(page: Page) {
  for (let tries = 0; ; tries++) {
    const ahead = await page.evaluate(() => Date.now() + 1000);
    try {
      await page.clock.pauseAt(ahead);
      return;
    } catch (err) {
      if (tries >= 4 || !String(err).includes('fast-forward to the past')) throw err;
    }
  }
}
