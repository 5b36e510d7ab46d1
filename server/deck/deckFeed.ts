import {
  DECK_EVENTS_BATCH,
  DECK_EVENTS_HEARTBEAT_MS,
  PRESENCE_COALESCE_MS,
  PRESENCE_LEAVES_PER_STATEMENT,
  PRESENCE_PER_DECK_MAX,
  PRESENCE_REFRESH_MS,
} from '../../common/limits';
import { oneAtATime } from '../../common/oneAtATime';
import type { Db } from '../db/open';
import { batchesSince, type DeckWakeKind, type LoggedBatch } from './events';
import { joinDeck, type LeavingTab, leaveDeck, presenceOf, refreshTabs } from './presence';
import { reviewEventOf } from './reviewEvents';

/** Runs `run` once after `ms`; returns the cancel. Injectable, so tests choose when windows end. */
export type Schedule = (run: () => void, ms: number) => () => void;
export const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** What a shared viewer's stream needs of its link to stay open (a share link, structurally). */
export interface StreamLink {
  id: string;
  passwordHash: string | null;
  expiresAt: Date | null;
}

/** One open event stream of a deck, as its feed writes to it. */
export interface FeedStream {
  /** The revision this stream has told its client of. */
  last: number;
  /** A shared viewer's stream: `changed` {"revision"} instead of the operations. */
  revisionOnly: boolean;
  /** The editor tab on the deck's presence list; `listed` once its row is in. */
  presence?: { tabId: string; sessionId: string; listed: boolean; seenAt: Date };
  /** A shared viewer's link: the stream ends when the link is revoked, expires, or no longer lets it in. */
  viewer?: { token: string; linkId?: string; allows(link: StreamLink): boolean };
  write(chunk: string): void;
  end(): void;
}

export interface FeedOptions {
  db: Db;
  now: () => number;
  schedule: Schedule;
  /** The link behind a token if it can be viewed now, else null. */
  findLink: (token: string) => Promise<StreamLink | null>;
  log: (err: unknown, what: string) => void;
  /** Counters, shared by the feeds of a server. */
  stats: FeedStats;
}

/** What a feed has written, for tests and the bench: counts and bytes, never time. */
export interface FeedStats {
  reads: number;
  /** Batches turned into event text (once per batch and kind, however many streams). */
  serialised: number;
  /** Batch events written to streams. */
  written: number;
  presenceReads: number;
  presenceEvents: number;
  presenceBytes: number;
  /** Comment and approval events written to streams (issue 29). */
  reviewEvents: number;
}

const chunkOf = (event: string, data: string, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`;

/**
 * Every open event stream of one deck on this server, fed together (issue 27): a wake reads the
 * log once for all of them, each batch is serialised once (once as `operations`, once as
 * `changed`) and the same text is written to every stream, and presence is read and serialised
 * once per PRESENCE_COALESCE_MS window however many joins, leaves and slide changes it held. So a
 * write costs one read and N socket writes, and a join costs every stream at most one event.
 */
export class DeckFeed {
  readonly streams = new Set<FeedStream>();
  /** Its last stream left: it no longer listens, and the next stream of the deck makes a new feed. */
  disposed = false;
  private cancelPresence: (() => void) | undefined;
  private presenceChunk = '';
  /** How many tabs the deck listed at the last read (on every server). */
  private listedOnDeck = 0;
  private readonly sentPresence = new WeakMap<FeedStream, string>();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private cancelRefresh: () => void = () => {};
  readonly pump = oneAtATime(() => this.read());
  private readonly flushPresence = oneAtATime(() => this.sendPresence());
  /** Rows of tabs whose streams ended, for the next leave statement (written together). */
  private readonly leaving: LeavingTab[] = [];
  private readonly flushLeaves = oneAtATime(() => this.writeLeaves());
  /** Joins, refreshes and leaves of this feed's tabs still being written. */
  private writing = 0;
  private markSettled: () => void = () => {};
  /**
   * Resolves once the feed has let go (its last stream ended) and every join and leave of its
   * tabs is written, so the deck's rows no longer hold a tab of this server's streams. The
   * server's close waits for it (a leave cut off there stayed listed for PRESENCE_TTL_MS), and
   * so can a test (200 closes and their leaves outlast any fixed wait on a busy machine).
   */
  readonly settled = new Promise<void>((resolve) => {
    this.markSettled = resolve;
  });

  constructor(
    readonly id: string,
    private readonly options: FeedOptions,
    private readonly onEmpty: () => void,
  ) {
    this.heartbeat = setInterval(() => this.beat(), DECK_EVENTS_HEARTBEAT_MS);
    this.scheduleRefresh();
  }

  /** Every PRESENCE_REFRESH_MS (on the injectable schedule, so tests can make it come). */
  private scheduleRefresh() {
    this.cancelRefresh = this.options.schedule(() => {
      void this.refreshPresence().finally(() => {
        if (!this.disposed) this.scheduleRefresh();
      });
    }, PRESENCE_REFRESH_MS);
  }

  add(stream: FeedStream) {
    this.streams.add(stream);
  }

  /** The stream ended: it leaves the feed, and its tab the deck unless another stream has that tab here. */
  remove(stream: FeedStream) {
    if (!this.streams.delete(stream)) return;
    this.leave(stream);
    if (!this.streams.size) this.dispose();
  }

  /**
   * The stream's tab joins the deck: listed from `now`, unless the deck or its session is at its
   * cap. A stream that ended while it joined leaves at once (its removal found no row to leave).
   */
  async join(stream: FeedStream, now: Date, { notify = true } = {}) {
    const tab = stream.presence;
    if (!tab) return;
    this.writing++;
    try {
      tab.listed = await joinDeck(this.options.db, { presentationId: this.id, ...tab }, now, { notify });
      if (tab.listed) tab.seenAt = now;
    } catch (err) {
      this.options.log(err, 'deck presence join failed');
    } finally {
      if (!this.streams.has(stream)) this.leave(stream);
      this.done();
    }
  }

  /** The ended stream's listed tab leaves the deck, unless another stream here has that tab. */
  private leave(stream: FeedStream) {
    const tab = stream.presence;
    if (!tab?.listed || [...this.streams].some((s) => s.presence?.tabId === tab.tabId)) return;
    this.queueLeave({ tabId: tab.tabId, seenAt: tab.seenAt });
  }

  /**
   * Queued, and written with the others queued meanwhile: 200 streams ending at once (a server
   * closing, a network blip) cost a statement and a NOTIFY, not 200 of each on a pool of ten.
   */
  private queueLeave(tab: LeavingTab) {
    this.leaving.push(tab);
    this.writing++;
    void this.flushLeaves().finally(() => this.done());
  }

  private async writeLeaves(): Promise<boolean> {
    const tabs = this.leaving.splice(0, PRESENCE_LEAVES_PER_STATEMENT);
    try {
      await leaveDeck(this.options.db, this.id, tabs);
    } catch (err) {
      this.options.log(err, 'deck presence leave failed');
    }
    return this.leaving.length > 0;
  }

  /** A join, refresh or leave is written: the feed is settled once it has let go and none is left. */
  private done() {
    this.writing--;
    if (this.disposed && this.writing === 0) this.markSettled();
  }

  wake(kind?: DeckWakeKind, detail?: string) {
    if (kind === 'review') {
      if (detail) void this.sendReview(detail);
      return;
    }
    if (kind === undefined || kind === 'operations') void this.pump();
    if (kind === undefined || kind === 'presence') this.schedulePresence();
    if (kind === undefined || kind === 'links') void this.checkViewers();
  }

  /** One presence read and event per window: the first change opens it, the rest ride along. */
  schedulePresence() {
    if (this.cancelPresence || this.disposed) return;
    this.cancelPresence = this.options.schedule(() => {
      this.cancelPresence = undefined;
      void this.flushPresence();
    }, PRESENCE_COALESCE_MS);
  }

  endAll() {
    for (const s of [...this.streams]) s.end();
  }

  private dispose() {
    this.disposed = true;
    clearInterval(this.heartbeat);
    this.cancelRefresh();
    this.cancelPresence?.();
    this.cancelPresence = undefined;
    this.onEmpty();
    if (this.writing === 0) this.markSettled();
  }

  /**
   * Reads once, from the revision of the stream furthest behind, and brings every stream up to
   * date from that one page: the batches after its own revision, in order, or a `resync` where the
   * log cannot replay them. Resolves to true when a full page may have more after it.
   */
  private async read(): Promise<boolean> {
    const streams = [...this.streams];
    if (!streams.length) return false;
    let from = Number.POSITIVE_INFINITY;
    for (const s of streams) from = Math.min(from, s.last);
    this.options.stats.reads++;
    const { revision, batches } = await batchesSince(this.options.db, this.id, from);
    if (revision === undefined) {
      for (const s of streams) s.end();
      return false;
    }
    const full = batches.length === DECK_EVENTS_BATCH;
    // Each batch is serialised at most three ways, once each: for viewers, for the tab that wrote
    // it (marked own, so it knows its batch before the save's reply does), and for everyone else.
    const text = new Map<LoggedBatch, { operations?: string; own?: string; changed?: string }>();
    const textOf = (b: LoggedBatch, s: FeedStream) => {
      const t = text.get(b) ?? {};
      text.set(b, t);
      const own = b.tabId !== null && b.tabId === s.presence?.tabId;
      const kind = s.revisionOnly ? 'changed' : own ? 'own' : 'operations';
      const cached = t[kind];
      if (cached !== undefined) return cached;
      this.options.stats.serialised++;
      const data = s.revisionOnly
        ? { revision: b.revision }
        : { revision: b.revision, count: b.count, operations: b.operations, ...(own ? { own } : {}) };
      t[kind] = chunkOf(s.revisionOnly ? 'changed' : 'operations', JSON.stringify(data), b.revision);
      return t[kind];
    };
    const links = new Map<string, Promise<StreamLink | null>>();
    let again = false;
    for (const s of streams) {
      if (!this.streams.has(s) || s.last >= revision) continue;
      // A viewer hears of a change only while its link lets it in: checked once per link per read.
      if (s.viewer && !(await this.viewerMayStay(s, links))) continue;
      let gap = false;
      for (const b of batches) {
        if (b.revision <= s.last) continue;
        if (b.revision - b.count !== s.last) {
          gap = true;
          break;
        }
        s.write(textOf(b, s));
        this.options.stats.written++;
        s.last = b.revision;
      }
      if (!gap && full) {
        again = true;
        continue;
      }
      if (s.last < revision) {
        s.last = Math.max(revision, batches.at(-1)?.revision ?? 0);
        s.write(chunkOf('resync', JSON.stringify({ revision: s.last }), s.last));
      }
    }
    return again;
  }

  private async viewerMayStay(s: FeedStream, links: Map<string, Promise<StreamLink | null>>) {
    const viewer = s.viewer!;
    let link = links.get(viewer.token);
    if (!link) {
      link = this.options.findLink(viewer.token).catch(() => null);
      links.set(viewer.token, link);
    }
    const live = await link;
    const expired = live?.expiresAt ? live.expiresAt.getTime() <= this.options.now() : false;
    if (live && !expired && viewer.allows(live)) return true;
    s.end();
    return false;
  }

  /** A link of this deck changed (revoked, expired, a new password): its viewers that may no longer stay go. */
  private async checkViewers() {
    const links = new Map<string, Promise<StreamLink | null>>();
    for (const s of [...this.streams]) if (s.viewer) await this.viewerMayStay(s, links);
  }

  /**
   * A comment or approval (issue 29): read once, serialised once per audience, written to every
   * editor stream and to the viewers of the comment's own link (while their link lets them in).
   */
  private async sendReview(detail: string) {
    try {
      const event = await reviewEventOf(this.options.db, this.id, detail);
      if (!event) return;
      const links = new Map<string, Promise<StreamLink | null>>();
      for (const s of [...this.streams]) {
        if (!s.viewer) {
          s.write(event.editor);
          this.options.stats.reviewEvents++;
        } else if (event.viewers && event.viewers.linkId === s.viewer.linkId) {
          if (!(await this.viewerMayStay(s, links))) continue;
          s.write(event.viewers.text);
          this.options.stats.reviewEvents++;
        }
      }
    } catch (err) {
      this.options.log(err, 'deck review event failed');
    }
  }

  /** Who is on the deck: read and serialised once, written to each tab that has not had this list. */
  private async sendPresence() {
    const tabs = [...this.streams].filter((s) => s.presence);
    if (!tabs.length) return;
    try {
      this.options.stats.presenceReads++;
      const people = await presenceOf(this.options.db, this.id, new Date(this.options.now()));
      this.listedOnDeck = people.length;
      const chunk = chunkOf('presence', JSON.stringify({ people }));
      if (chunk !== this.presenceChunk) this.presenceChunk = chunk;
      for (const s of tabs) {
        if (!this.streams.has(s) || this.sentPresence.get(s) === this.presenceChunk) continue;
        this.sentPresence.set(s, this.presenceChunk);
        s.write(this.presenceChunk);
        this.options.stats.presenceEvents++;
        this.options.stats.presenceBytes += Buffer.byteLength(this.presenceChunk);
      }
    } catch (err) {
      this.options.log(err, 'deck presence read failed');
    }
  }

  /**
   * The listed tabs stay listed (one statement), rows of tabs whose server died drop off the list,
   * and tabs that found the deck full are listed as far as there is room again.
   */
  private async refreshPresence() {
    const tabbed = [...this.streams].filter((s) => s.presence);
    if (!tabbed.length) return;
    const now = new Date(this.options.now());
    this.writing++;
    try {
      const listed = tabbed.filter((s) => s.presence!.listed);
      await refreshTabs(
        this.options.db,
        this.id,
        listed.map((s) => s.presence!.tabId),
        now,
      );
      for (const s of listed) {
        const tab = s.presence!;
        tab.seenAt = now;
        // Ended while its row was refreshed: its leave, if written first, spared the newer row.
        if (!this.streams.has(s) && ![...this.streams].some((o) => o.presence?.tabId === tab.tabId))
          this.queueLeave({ tabId: tab.tabId, seenAt: now });
      }
      const room = PRESENCE_PER_DECK_MAX - this.listedOnDeck;
      const waiting = tabbed.filter((s) => !s.presence!.listed && this.streams.has(s));
      for (const s of waiting.slice(0, Math.max(0, room))) await this.join(s, now, { notify: false });
      this.schedulePresence();
    } catch (err) {
      this.options.log(err, 'deck presence refresh failed');
    } finally {
      this.done();
    }
  }

  /** Keeps idle streams open through proxies; a viewer whose link has expired meanwhile goes. */
  private beat() {
    for (const s of this.streams) s.write(': keep-alive\n\n');
    if ([...this.streams].some((s) => s.viewer)) void this.checkViewers();
  }
}
