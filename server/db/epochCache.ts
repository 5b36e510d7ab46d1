import type { Database } from './open';

interface Entry<V> {
  epoch: number;
  /** Time (ms since epoch) after which the value may be wrong even without a write, e.g. a link expiring. */
  validUntil: number;
  value: V;
}

/**
 * Answers of hot reads kept while the embedded database has not written since they were read
 * (Database.writeEpoch). On PostgreSQL, where other servers write too, it never holds anything,
 * so every read goes to the database and servers sharing it always agree.
 */
export class EpochCache<V> {
  private entries = new Map<string, Entry<V>>();

  constructor(
    private readonly epoch: Database['writeEpoch'],
    /** The app's clock (injected in tests), which a value's validUntil is read against. */
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 1000,
  ) {}

  /** The epoch to file a read under: take it before the read starts. Null means do not cache. */
  begin(): number | null {
    return this.epoch();
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.epoch !== this.epoch() || this.now() >= entry.validUntil) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, epoch: number | null, value: V, validUntil = Number.POSITIVE_INFINITY) {
    if (epoch === null || epoch !== this.epoch()) return;
    // Entries of an old epoch are useless; start over rather than track them one by one.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { epoch, validUntil, value });
  }
}
