import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rateLimits } from '../db/schema';
import { tooMany } from '../lib/errors';

export interface Limit {
  /** Failures allowed within one window. */
  max: number;
  windowMs: number;
}

const windowOf = (now: number, windowMs: number) => new Date(Math.floor(now / windowMs) * windowMs);

/**
 * Counts failures per key in the database, so every server sharing it agrees. Checked before any
 * password is hashed: once a key is over its limit even the right password waits for the window.
 */
export class FailureLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async assertAllowed(keys: string[], limit: Limit): Promise<void> {
    const now = this.now();
    const windowStart = windowOf(now, limit.windowMs);
    for (const key of keys) {
      const [row] = await this.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
      if (row && row.count >= limit.max) {
        const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now) / 1000));
        throw tooMany(retryAfter);
      }
    }
  }

  /** For plain request budgets (not failures): refuse once over the limit, else count this one. */
  async consume(keys: string[], limit: Limit): Promise<void> {
    await this.assertAllowed(keys, limit);
    await this.recordFailure(keys, limit);
  }

  async recordFailure(keys: string[], limit: Limit): Promise<void> {
    const now = this.now();
    const windowStart = windowOf(now, limit.windowMs);
    for (const key of keys) {
      await this.db
        .insert(rateLimits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        });
      // Old windows are worthless; drop them as we go so the table stays small.
      await this.db
        .delete(rateLimits)
        .where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
    }
  }
}
