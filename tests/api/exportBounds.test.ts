import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DECK_BUDGET, PPTX_BUILD_MEMORY_MB } from '../../common/limits';
import { buildBiggestDeck, exportWhileWatched } from '../helpers/biggestDeck';
import { login, migratedDataDir, type ServerProcess, startServerProcess } from '../helpers/serverProcess';
import { createPostgresDatabase, testDbKind } from '../helpers/testServer';

// Issue 27, "Bounded exports": the largest deck the budget allows (the biggest HTML and notes a
// slide may hold, duplicated until the budget refuses, then ordinary slides up to the slide cap
// or the total budget) exported in all three formats at once, while another client calls
// /api/health every 100 ms. The server runs in a child process of its own, as `npm start` runs
// it, so that a crash (the finding: "Reached heap limit" at 4.9 GB) is an exit we can see.
//
// The bounds, in resident memory (RSS, from /proc):
//  - the server process: SERVER_RSS_MAX. It starts at about 550 MB here (tsx, PGlite's WASM
//    heap) and grows to about 750 MB while it holds this deck; the exports' work is elsewhere.
//  - each PowerPoint builder: PPTX_BUILD_MEMORY_MB, its own budget (it builds this deck in ~200 MB).
//  - the server with all its children, Chromium's processes included: TREE_RSS_MAX. RSS counts
//    Chromium's shared pages once per process, so this overstates it; measured about 2.4 GB.
const MB = 1024 * 1024;
const SERVER_RSS_MAX = 1536 * MB;
const TREE_RSS_MAX = 4096 * MB;

const FILE_STARTS = { pdf: '%PDF-', html: '<!doctype html>', pptx: 'PK' } as const;

let server: ServerProcess;
let dataDir: string;
let dropDatabase: (() => Promise<void>) | undefined;
beforeAll(async () => {
  // On PGlite the server starts on a migrated copy: its first start on an empty directory is
  // dataDirLock.test.ts's subject, not this one's.
  dataDir =
    testDbKind() === 'postgres'
      ? mkdtempSync(path.join(os.tmpdir(), 'decksmith-bounds-'))
      : await migratedDataDir('decksmith-bounds-');
  // On TEST_DB=postgres the server runs on a database of its own (DATABASE_URL); else on PGlite,
  // the finding's setup.
  let databaseUrl: string | undefined;
  if (testDbKind() === 'postgres') {
    const created = await createPostgresDatabase();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  server = await startServerProcess({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}, 120_000);
afterAll(async () => {
  if (server.proc.exitCode === null) {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('bounded exports of the largest deck the budget allows', () => {
  // A generous limit for a slow shared machine: building and exporting this deck is minutes' work.
  test('all three formats at once: each finishes or is refused, the server stays up and within its memory', async () => {
    const { cookie, call } = await login(server.url);
    const deck = await buildBiggestDeck(call);
    expect(deck.slides).toBeGreaterThan(100);
    // The deck is as big as the budget allows: one more of its largest slide is refused.
    const full = await call('GET', `/api/presentations/${deck.id}`);
    const body = (await full.json()) as { slides: { id: string; type: string }[] };
    const html = body.slides.find((s) => s.type === 'html')!;
    const more = await call('POST', `/api/presentations/${deck.id}/operations`, {
      operations: [{ op: 'duplicate_slide', slideId: html.id }],
    });
    expect(more.status).toBe(413);
    expect(((await more.json()) as { error: { budget: string } }).error.budget).toBe('htmlChars');
    expect(DECK_BUDGET.htmlChars).toBeGreaterThan(0);

    const watch = await exportWhileWatched(server.url, cookie, server.proc.pid!, deck.id);

    for (const e of watch.exports) {
      if (e.status === 200)
        expect(
          e.head.toLowerCase().startsWith(FILE_STARTS[e.format].toLowerCase()),
          e.head.slice(0, 40),
        ).toBe(true);
      else {
        // Refused: a client error or 503, in the project's error shape naming the deck and format.
        expect(
          e.status === 503 || (e.status >= 400 && e.status < 500),
          `${e.format} ${e.status} ${e.head}`,
        ).toBe(true);
        expect(JSON.parse(e.head).error).toMatchObject({ presentationId: deck.id, format: e.format });
      }
    }
    // The server never exited, answered every health call, and answers still.
    expect(server.proc.exitCode).toBeNull();
    expect(server.proc.signalCode).toBeNull();
    expect(watch.health.length).toBeGreaterThan(0);
    expect(watch.health.filter((h) => h.status !== 200)).toEqual([]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // Memory: see the bounds above.
    expect(watch.peak.own).toBeLessThan(SERVER_RSS_MAX);
    expect(watch.peak.pptx).toBeLessThan(PPTX_BUILD_MEMORY_MB * MB);
    expect(watch.peak.total).toBeLessThan(TREE_RSS_MAX);
  }, 600_000);
});
