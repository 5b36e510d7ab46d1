import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend<{ api: Api }>({
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
