import { EventEmitter } from 'node:events';

/**
 * How many long-lived connections (event streams) each key, such as an address, holds open on
 * this server. A count of what is open now, not a rate: it lives in memory, since a connection
 * lives and dies with the process that holds it (a crashed server leaves no count behind).
 */
export class OpenCounts extends EventEmitter {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {
    super();
  }

  /** Takes one for `key`, or returns undefined when `key` already holds `max`. The release is idempotent. */
  take(key: string): (() => void) | undefined {
    const n = this.open.get(key) ?? 0;
    if (n >= this.max) return undefined;
    this.open.set(key, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
      // Tests wait for this rather than retry: a client's hang-up reaches the server a moment later.
      this.emit('released', key);
    };
  }
}
