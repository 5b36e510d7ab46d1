import { eq, lt, or } from 'drizzle-orm';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from '../../common/limits';
import { EpochCache } from '../db/epochCache';
import type { Database, Db } from '../db/open';
import { dashboardSessions } from '../db/schema';
import { newSecret, sha256 } from '../lib/ids';

export const SESSION_COOKIE = 'ds_session';

export interface SessionInfo {
  id: string;
  expiresAt: Date;
}

/** Server-side dashboard sessions; the cookie holds a 256-bit secret, the table only its hash. */
export class SessionStore {
  /** Session rows while the embedded database has not written since (none on PostgreSQL). */
  private readonly rows: EpochCache<{ createdAt: Date; lastSeenAt: Date } | null>;

  constructor(
    private readonly db: Db,
    private readonly query: Database['hotQuery'],
    private readonly now: () => number,
    writeEpoch: Database['writeEpoch'] = () => null,
  ) {
    this.rows = new EpochCache(writeEpoch, now);
  }

  async create(): Promise<{ secret: string; info: SessionInfo }> {
    const secret = newSecret();
    const now = new Date(this.now());
    const id = sha256(secret);
    await this.db.insert(dashboardSessions).values({ id, createdAt: now, lastSeenAt: now });
    // Expired rows of other browsers are cleaned up here rather than by a timer.
    await this.db
      .delete(dashboardSessions)
      .where(
        or(
          lt(dashboardSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
          lt(dashboardSessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
        ),
      );
    return { secret, info: { id, expiresAt: this.expiry(now, now) } };
  }

  async lookup(secret: string | undefined): Promise<SessionInfo | null> {
    if (!secret || secret.length > 100) return null;
    const id = sha256(secret);
    const row = await this.read(id);
    if (!row) return null;
    const now = this.now();
    if (
      now - row.lastSeenAt.getTime() > SESSION_IDLE_MS ||
      now - row.createdAt.getTime() > SESSION_ABSOLUTE_MS
    ) {
      await this.db.delete(dashboardSessions).where(eq(dashboardSessions.id, id));
      return null;
    }
    let lastSeen = row.lastSeenAt;
    // Touch at most once a minute so reads do not turn into writes.
    if (now - lastSeen.getTime() > SESSION_TOUCH_INTERVAL_MS) {
      lastSeen = new Date(now);
      await this.db
        .update(dashboardSessions)
        .set({ lastSeenAt: lastSeen })
        .where(eq(dashboardSessions.id, id));
    }
    return { id, expiresAt: this.expiry(row.createdAt, lastSeen) };
  }

  /** Runs on every API request, so plain SQL rather than the query builder, and cached when it may be. */
  private async read(id: string): Promise<{ createdAt: Date; lastSeenAt: Date } | null> {
    const cached = this.rows.get(id);
    if (cached !== undefined) return cached;
    const epoch = this.rows.begin();
    const [found] = await this.query<{ createdAt: Date | string; lastSeenAt: Date | string }>(
      'select created_at as "createdAt", last_seen_at as "lastSeenAt" from dashboard_sessions where id = $1',
      [id],
    );
    const row = found
      ? { createdAt: new Date(found.createdAt), lastSeenAt: new Date(found.lastSeenAt) }
      : null;
    this.rows.set(id, epoch, row);
    return row;
  }

  async destroy(secret: string | undefined): Promise<void> {
    if (!secret) return;
    await this.db.delete(dashboardSessions).where(eq(dashboardSessions.id, sha256(secret)));
  }

  private expiry(createdAt: Date, lastSeen: Date): Date {
    return new Date(
      Math.min(lastSeen.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS),
    );
  }
}
