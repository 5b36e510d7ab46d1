import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { DECK_EVENTS_BATCH, PRESENCE_CLOSE_WAIT_MS } from '../../common/limits';
import type { Database, Db, Tx } from '../db/open';
import { deckOperationLog, presentations } from '../db/schema';
import { DeckFeed, type FeedOptions, type FeedStats, realSchedule, type Schedule } from './deckFeed';

/**
 * The bus that tells every server a deck changed. A batch's transaction sends
 * NOTIFY deck_operations '<deckId>:<revision>' (delivered at commit, so nobody hears of a batch
 * that was rolled back); each server LISTENs once and wakes the streams of that deck, which read
 * what they have not sent yet from the deck's operation log. On PostgreSQL this crosses servers;
 * PGlite delivers it within its one process. No payload carries the operations themselves:
 * NOTIFY payloads are capped at 8 kB, and the log is where a resumed stream reads from anyway.
 */
export const DECK_CHANNEL = 'deck_operations';

/**
 * What a wake is about: a deck's operations, who has it open (see ./presence), its share links, or
 * its review (a comment or approval, ./reviewEvents; the payload's tail names which).
 */
export type DeckWakeKind = 'operations' | 'presence' | 'links' | 'review';
const KINDS = new Set<string>(['presence', 'links']);
const REVIEW_TAIL = /^(comment|uncomment|approval)\.[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)?$/;

/** Inside the batch's transaction: tell the other servers (and this one) once it commits. */
export async function notifyDeckChanged(tx: Db | Tx, presentationId: string, revision: number) {
  await tx.execute(sql`select pg_notify(${DECK_CHANNEL}, ${`${presentationId}:${revision}`})`);
}

/** Presence changed on a deck (payload '<deckId>:presence'): same channel, so the same one LISTEN. */
export async function notifyPresenceChanged(db: Db | Tx, presentationId: string) {
  await db.execute(sql`select pg_notify(${DECK_CHANNEL}, ${`${presentationId}:presence`})`);
}

/**
 * A share link of the deck was revoked or changed (payload '<deckId>:links'): its open viewer
 * streams check their link again, on every server, and end if it no longer lets them in.
 */
export async function notifyLinksChanged(db: Db | Tx, presentationId: string) {
  await db.execute(sql`select pg_notify(${DECK_CHANNEL}, ${`${presentationId}:links`})`);
}

/**
 * The deck is gone (deleted with its client or alone): its streams' next read finds no deck and
 * ends them, on every server, instead of leaving editors and viewers on a deck that is no more.
 */
export async function notifyDeckDeleted(tx: Db | Tx, presentationId: string) {
  await tx.execute(sql`select pg_notify(${DECK_CHANNEL}, ${`${presentationId}:deleted`})`);
}

/**
 * A comment was made, changed or deleted, or an approval recorded (issue 29), on the deck
 * (payload '<deckId>:comment.<id>', 'uncomment.<id>.<linkId>' or 'approval.<id>'): each server's
 * feed reads it once and writes it to the deck's editors, and to the viewers of the comment's
 * link (a deleted comment's link travels in the payload, as its row is gone).
 */
export async function notifyReview(
  db: Db | Tx,
  presentationId: string,
  what: 'comment' | 'uncomment' | 'approval',
  id: string,
  linkId?: string | null,
) {
  await db.execute(
    sql`select pg_notify(${DECK_CHANNEL}, ${reviewPayload(presentationId, what, id, linkId)})`,
  );
}

/** The NOTIFY payload of notifyReview, for a statement that sends it itself. */
export function reviewPayload(
  presentationId: string,
  what: 'comment' | 'uncomment' | 'approval',
  id: string,
  linkId?: string | null,
) {
  return `${presentationId}:${linkId ? `${what}.${id}.${linkId}` : `${what}.${id}`}`;
}

/** Called with what changed; undefined when it may be anything (the listener came back after a loss). */
type Wake = (kind?: DeckWakeKind, detail?: string) => void;

export interface DeckEventsOptions {
  now?: () => number;
  /** When presence windows end (tests end them by hand). */
  schedule?: Schedule;
  /** The link behind a viewer's token if it can be viewed now, else null. */
  findLink?: FeedOptions['findLink'];
  log?: FeedOptions['log'];
}

export class DeckEvents {
  private readonly listeners = new Map<string, Set<Wake>>();
  private started: Promise<() => Promise<void>> | undefined;
  /** Open streams, ended when the server closes (an open stream would keep it from closing). */
  private readonly closers = new Set<() => void>();
  /** Each deck's open streams on this server, fed together (./deckFeed). */
  private readonly feeds = new Map<string, Promise<DeckFeed>>();
  /** Feeds let go whose tabs' joins and leaves are still being written: close waits for them. */
  private readonly settling = new Set<Promise<void>>();
  private readonly feedOptions: Omit<FeedOptions, 'db'>;
  /** What the feeds of this server have written, all told (tests and the bench count, never time). */
  readonly stats: FeedStats = {
    reads: 0,
    serialised: 0,
    written: 0,
    presenceReads: 0,
    presenceEvents: 0,
    presenceBytes: 0,
    reviewEvents: 0,
  };

  constructor(
    private readonly database: Database,
    options: DeckEventsOptions = {},
  ) {
    this.feedOptions = {
      now: options.now ?? Date.now,
      schedule: options.schedule ?? realSchedule,
      findLink: options.findLink ?? (async () => null),
      log: options.log ?? (() => {}),
      stats: this.stats,
    };
  }

  /** The deck's feed on this server, listening from the moment this resolves. */
  feed(presentationId: string): Promise<DeckFeed> {
    let feed = this.feeds.get(presentationId);
    if (!feed) {
      feed = (async () => {
        let unsubscribe = () => {};
        const made = new DeckFeed(presentationId, { db: this.database.db, ...this.feedOptions }, () => {
          if (this.feeds.get(presentationId) === feed) this.feeds.delete(presentationId);
          unsubscribe();
          this.settling.add(made.settled);
          void made.settled.then(() => this.settling.delete(made.settled));
        });
        unsubscribe = await this.subscribe(presentationId, (kind, detail) => made.wake(kind, detail));
        return made;
      })();
      this.feeds.set(presentationId, feed);
      feed.catch(() => this.feeds.delete(presentationId));
    }
    return feed;
  }

  /** Wakes `wake` whenever the deck may have changed; resolves once listening. Returns the unsubscribe. */
  async subscribe(presentationId: string, wake: Wake): Promise<() => void> {
    this.started ??= this.database.listen(
      DECK_CHANNEL,
      (payload) => {
        const at = payload.lastIndexOf(':');
        const id = payload.slice(0, at);
        const tail = payload.slice(at + 1);
        if (REVIEW_TAIL.test(tail)) {
          for (const w of this.listeners.get(id) ?? []) w('review', tail);
          return;
        }
        const kind = (KINDS.has(tail) ? tail : 'operations') as DeckWakeKind;
        for (const w of this.listeners.get(id) ?? []) w(kind);
      },
      // Back after a lost connection: every stream re-reads the log from what it last sent.
      () => {
        for (const set of this.listeners.values()) for (const w of set) w();
      },
    );
    await this.started;
    const set = this.listeners.get(presentationId) ?? new Set<Wake>();
    this.listeners.set(presentationId, set);
    set.add(wake);
    return () => {
      set.delete(wake);
      if (!set.size) this.listeners.delete(presentationId);
    };
  }

  /** Registers a stream's way to end itself; returns the function that forgets it. */
  track(close: () => void): () => void {
    this.closers.add(close);
    return () => this.closers.delete(close);
  }

  /**
   * Ends every open stream, at once: the server's close calls this before it stops listening,
   * and nothing here waits, so no connection comes in between (see server/app.ts).
   */
  endStreams() {
    for (const close of [...this.closers]) close();
  }

  /**
   * Ends the streams, waits for their tabs' leaves (or the deck would list them, on every server,
   * until PRESENCE_TTL_MS), then stops listening; for PRESENCE_CLOSE_WAIT_MS at most (on the
   * injectable schedule), so a database that no longer answers cannot hang the server's shutdown.
   */
  async close() {
    this.endStreams();
    const stop = async () => {
      await Promise.all([...this.settling]);
      if (this.started) await (await this.started.catch(() => async () => {}))();
      return true;
    };
    let cancel = () => {};
    const deadline = new Promise<false>((resolve) => {
      cancel = this.feedOptions.schedule(() => resolve(false), PRESENCE_CLOSE_WAIT_MS);
    });
    const stopped = await Promise.race([stop(), deadline]).finally(() => cancel());
    if (!stopped)
      this.feedOptions.log(
        new Error(`presence leaves not written within ${PRESENCE_CLOSE_WAIT_MS} ms`),
        'deck events close gave up waiting',
      );
  }
}

export interface LoggedBatch {
  revision: number;
  count: number;
  operations: unknown[];
  /** The editor tab that wrote it (null: a route or the assistant). */
  tabId: string | null;
}

/**
 * The deck's revision now, and the logged batches after `after`, oldest first (at most a page).
 * One statement, so one round trip on a wake and one snapshot: the revision and the log agree.
 */
export async function batchesSince(
  db: Db,
  presentationId: string,
  after: number,
): Promise<{ revision: number | undefined; batches: LoggedBatch[] }> {
  const rows = await db
    .select({
      deckRevision: presentations.revision,
      revision: deckOperationLog.revision,
      count: deckOperationLog.count,
      operations: deckOperationLog.operations,
      tabId: deckOperationLog.tabId,
    })
    .from(presentations)
    .leftJoin(
      deckOperationLog,
      and(eq(deckOperationLog.presentationId, presentations.id), gt(deckOperationLog.revision, after)),
    )
    .where(eq(presentations.id, presentationId))
    .orderBy(asc(deckOperationLog.revision))
    .limit(DECK_EVENTS_BATCH);
  const batches: LoggedBatch[] = [];
  for (const r of rows)
    if (r.revision !== null && r.count !== null)
      batches.push({ revision: r.revision, count: r.count, operations: r.operations ?? [], tabId: r.tabId });
  return { revision: rows[0]?.deckRevision, batches };
}

/** The deck's revision now, or undefined when there is no such deck. */
export async function deckRevision(db: Db, presentationId: string): Promise<number | undefined> {
  const [p] = await db
    .select({ revision: presentations.revision })
    .from(presentations)
    .where(eq(presentations.id, presentationId));
  return p?.revision;
}
