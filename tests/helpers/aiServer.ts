import { afterAll, beforeAll } from 'vitest';
import { type FakeProvider, type Protocol, startFakeProviders } from './fakeProviders';
import { startLoggedIn, type TestServer } from './testServer';

/** A logged-in server whose three model providers are the fake servers, for one test file. */
export interface AiServer {
  server: TestServer;
  fakes: Record<Protocol, FakeProvider>;
}

/**
 * Starts the fake providers and a server that calls them, before the file's tests, and stops both
 * after them. Read `server` and `fakes` inside tests (they are set once `beforeAll` has run).
 */
export function aiServerForFile(): AiServer {
  const ai = {} as AiServer;
  let closeFakes = async () => {};
  beforeAll(async () => {
    const started = await startFakeProviders();
    ai.fakes = started.fakes;
    closeFakes = started.close;
    ai.server = await startLoggedIn({ config: { ai: started.ai, aiTimeoutMs: 1500 } });
  });
  afterAll(async () => {
    await ai.server?.close();
    await closeFakes();
  });
  return ai;
}
