import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { RATE_LIMIT_KEEP_MS, RATE_LIMIT_SWEEP_EVERY } from '../../common/limits';
import type { Db } from '../db/open';
import { rateLimits } from '../db/schema';
import { tooMany } from '../lib/errors';

export interface Limit {
  /** Attempts allowed within one window. */
  max: number;
  windowMs: number;
}

/** Keys that share one limit (e.g. this link's guesses). */
export interface Budget {
  keys: string[];
  limit: Limit;
}

interface Taken {
  key: string;
  windowStart: Date;
}

const windowOf = (now: number, windowMs: number) => new Date(Math.floor(now / windowMs) * windowMs);

/**
 * Counts attempts per key in the database, so every server sharing it agrees. An attempt is
 * taken from its budgets before any password is hashed, in one atomic increment per key: a burst
 * of parallel guesses cannot all pass a check made before any of them had failed. Once a key is
 * over its limit even the right password waits for the window.
 */
export class RateLimiter {
  private writes = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /**
   * Takes one attempt from every budget, or none: over any of them it answers 429 (with
   * Retry-After) and gives back what it took. The returned function gives the attempt back, for
   * an attempt that turned out not to be a failure (the right password).
   */
  async take(budgets: Budget[]): Promise<() => Promise<void>> {
    const now = this.now();
    const taken: Taken[] = [];
    for (const { keys, limit } of budgets) {
      const windowStart = windowOf(now, limit.windowMs);
      for (const key of keys) {
        const [row] = await this.db
          .insert(rateLimits)
          .values({ key, windowStart, count: 1 })
          .onConflictDoUpdate({
            target: [rateLimits.key, rateLimits.windowStart],
            set: { count: sql`${rateLimits.count} + 1` },
          })
          .returning({ count: rateLimits.count });
        taken.push({ key, windowStart });
        if (row!.count > limit.max) {
          await this.giveBack(taken);
          throw tooMany(Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now) / 1000)));
        }
      }
    }
    await this.sweep(now);
    return () => this.giveBack(taken);
  }

  /**
   * Counts one failure under `key` in its current window, with no limit: for budgets that slow
   * things down rather than refuse (see `failures`).
   */
  async recordFailure(key: string, windowMs: number): Promise<void> {
    const windowStart = windowOf(this.now(), windowMs);
    await this.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      });
  }

  /** Failures counted under `key` in its current window. */
  async failures(key: string, windowMs: number): Promise<number> {
    const [row] = await this.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowOf(this.now(), windowMs))));
    return row?.count ?? 0;
  }

  /** For plain request budgets (not failures): refuse once over the limit, else count this one. */
  async consume(keys: string[], limit: Limit): Promise<void> {
    await this.take([{ keys, limit }]);
  }

  private async giveBack(taken: Taken[]) {
    for (const { key, windowStart } of taken) {
      await this.db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(
          and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)),
        );
    }
  }

  /** Windows long past count for nothing: every so often, drop them, whatever their key. */
  private async sweep(now: number) {
    if (this.writes++ % RATE_LIMIT_SWEEP_EVERY !== 0) return;
    await this.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - RATE_LIMIT_KEEP_MS)));
  }
}
