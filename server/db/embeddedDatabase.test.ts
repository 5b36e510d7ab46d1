import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from './open';

/**
 * The embedded database on a data directory of its own: made on first open (in a worker thread,
 * see server/db/initDataDir.mjs), migrated, with its buffers sized for a process that also runs
 * the server, and the same data when opened again.
 */
describe('embedded database', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decksmith-embedded-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a new data directory is created, migrated and kept; shared buffers are 32 MB', async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      expect(existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
      const buffers = await first.db.execute(sql`show shared_buffers`);
      expect(buffers.rows[0]).toEqual({ shared_buffers: '32MB' });
      await first.db.execute(sql`insert into clients (id, name) values ('kept-client', 'Kept')`);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: dir });
    try {
      const rows = await again.db.execute(sql`select name from clients where id = 'kept-client'`);
      expect(rows.rows).toEqual([{ name: 'Kept' }]);
    } finally {
      await again.close();
    }
    // initdb and two opens take seconds on a loaded two-core machine (the CI runs suites side by side).
  }, 60_000);
});
