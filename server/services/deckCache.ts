import { asc, eq } from 'drizzle-orm';
import type { Slide } from '../../common/slides/model';
import { EpochCache } from '../db/epochCache';
import type { Database, Db } from '../db/open';
import { presentations, slides } from '../db/schema';
import { notFound } from '../lib/errors';
import { type GzipStart, gzipStart } from '../lib/gzipJoin';
import { slideToApi } from './serialize';

interface Entry {
  revision: number;
  /** The dashboard's view: every field, as JSON without the closing brace, then the slides. */
  head: string;
  slidesJson: string;
  /** What a share link shows (no brief, checklist or speaker notes), serialised on first use. */
  publicJson?: string;
  /** The same compressed once (gzip, ended so each reply can add its own fields): see readPublicGzip. */
  publicGzip?: Promise<GzipStart>;
  row: typeof presentations.$inferSelect;
  slides: Slide[];
  bytes: number;
}

const MAX_ENTRIES = 200;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * What may change without the deck's revision moving: the client's name and the share links, and
 * when the next protected link expires (isProtected may turn false then without any write).
 */
const LIVE_FIELDS = `
  select p.revision, c.name as "clientName", exists (
    select 1 from share_links l
    where l.presentation_id = p.id and l.password_hash is not null and l.revoked_at is null
      and (l.expires_at is null or l.expires_at > to_timestamp($2::bigint / 1000.0))
  ) as "isProtected", (
    select min(l.expires_at) from share_links l
    where l.presentation_id = p.id and l.password_hash is not null and l.revoked_at is null
      and l.expires_at > to_timestamp($2::bigint / 1000.0)
  ) as "nextExpiry"
  from presentations p join clients c on c.id = p.client_id
  where p.id = $1`;

interface Live {
  revision: number;
  clientName: string;
  isProtected: boolean;
}
const REVISION = 'select revision from presentations where id = $1';

/**
 * Decks are read far more often than written (the editor opens with GET /api/presentations/{id},
 * share links are opened by whole boards), and decoding hundreds of slide rows is the dominant
 * cost on PGlite. This cache keeps each deck's serialised slides, but every read still asks the
 * database for the deck's revision (bumped by every change, see touchPresentation), so a server
 * never answers from a stale copy — several servers on one PostgreSQL agree.
 */
export class DeckCache {
  private entries = new Map<string, Entry>();
  private loading = new Map<string, { revision: number; entry: Promise<Entry> }>();
  private bytes = 0;
  /** The live fields while the embedded database has not written since (never on PostgreSQL). */
  private readonly lives: EpochCache<Live>;
  /** Revisions alone, for the viewer and exporters (which need no live fields). */
  private readonly revisions: EpochCache<number>;

  constructor(
    private readonly db: Db,
    private readonly query: Database['hotQuery'],
    writeEpoch: Database['writeEpoch'] = () => null,
    /** The app's clock: a link expires by it, as the viewer's routes see it, not by the database's. */
    private readonly now: () => number = Date.now,
  ) {
    this.lives = new EpochCache(writeEpoch, now);
    this.revisions = new EpochCache(writeEpoch, now);
  }

  /** GET /api/presentations/{id} as a JSON string (the shape of presentationSchema), with its revision. */
  async read(id: string): Promise<{ json: string; revision: number }> {
    const live = await this.live(id);
    const entry = await this.fresh(id, live.revision);
    // The revision the reply is at (never newer than its content: see load), which the editor sends
    // back as the base of its next write.
    const liveJson = JSON.stringify({
      revision: live.revision,
      clientName: live.clientName,
      isProtected: live.isProtected,
    }).slice(1, -1);
    return { json: `${entry.head},${liveJson},"slides":${entry.slidesJson}}`, revision: live.revision };
  }

  /**
   * How often a shared deck was serialised, and compressed, for viewers: once per deck revision
   * however many viewers read it (issue 27). Tests read these.
   */
  readonly publicStats = { serialisations: 0, compressions: 0 };

  /** The shared viewer's deck as a JSON object body without the closing brace, for extra fields. */
  async readPublic(id: string): Promise<string> {
    return this.publicOf(await this.fresh(id, await this.revision(id)));
  }

  /**
   * readPublic as the compressed start of a gzip body (server/lib/gzipJoin), compressed once per
   * revision off the event loop; viewers reading it meanwhile wait for that one compression.
   */
  async readPublicGzip(id: string): Promise<{ gzip: GzipStart; bytes: number }> {
    const entry = await this.fresh(id, await this.revision(id));
    const json = this.publicOf(entry);
    if (!entry.publicGzip) {
      this.publicStats.compressions++;
      entry.publicGzip = gzipStart(Buffer.from(json));
      const settled = await entry.publicGzip.catch(() => undefined);
      if (!settled) entry.publicGzip = undefined;
      else {
        entry.bytes += settled.deflated.length;
        this.bytes += settled.deflated.length;
      }
    }
    return { gzip: await entry.publicGzip!, bytes: json.length };
  }

  private publicOf(entry: Entry): string {
    if (entry.publicJson === undefined) {
      this.publicStats.serialisations++;
      // The details the slides fall back to, which they show anyway; never the brief text or checklist.
      const { clientName, agency, presentationDate, logo } = entry.row.metadata;
      entry.publicJson = JSON.stringify({
        id: entry.row.id,
        title: entry.row.title,
        // Where the viewer's live updates start (never newer than the slides beside it).
        revision: entry.revision,
        slideCount: entry.slides.length,
        metadata: { clientName, agency, presentationDate, logo },
        slides: entry.slides.map(({ notes: _notes, ...rest }) => rest),
      }).slice(0, -1);
      entry.bytes += entry.publicJson.length;
      this.bytes += entry.publicJson.length;
    }
    return entry.publicJson;
  }

  /** Slides of the deck at its current revision (for exporters and the viewer). */
  async slidesOf(id: string): Promise<{ row: Entry['row']; slides: Slide[] }> {
    const entry = await this.fresh(id, await this.revision(id));
    return { row: entry.row, slides: entry.slides };
  }

  /** Plain SQL: this check runs on every read and is most of its cost when it cannot be cached. */
  private async live(id: string): Promise<Live> {
    const cached = this.lives.get(id);
    if (cached) return cached;
    const epoch = this.lives.begin();
    const [row] = await this.query<Live & { nextExpiry: Date | string | null }>(LIVE_FIELDS, [
      id,
      // In ms: hotQuery takes id-shaped values only.
      String(Math.floor(this.now())),
    ]);
    if (!row) throw this.missing(id);
    const live = {
      revision: row.revision,
      clientName: row.clientName,
      isProtected: Boolean(row.isProtected),
    };
    const validUntil = row.nextExpiry ? new Date(row.nextExpiry).getTime() : Number.POSITIVE_INFINITY;
    this.lives.set(id, epoch, live, validUntil);
    return live;
  }

  private async revision(id: string): Promise<number> {
    const cached = this.revisions.get(id) ?? this.lives.get(id)?.revision;
    if (cached !== undefined) return cached;
    const epoch = this.revisions.begin();
    const [row] = await this.query<{ revision: number }>(REVISION, [id]);
    if (!row) throw this.missing(id);
    this.revisions.set(id, epoch, row.revision);
    return row.revision;
  }

  private async fresh(id: string, revision: number): Promise<Entry> {
    const entry = this.entries.get(id);
    if (!entry || entry.revision !== revision) {
      // Readers arriving together (a room opening one shared link) share one load of the deck,
      // and so one serialisation of it.
      const inFlight = this.loading.get(id);
      if (inFlight && inFlight.revision === revision) return inFlight.entry;
      const loading = this.load(id).finally(() => {
        if (this.loading.get(id)?.entry === loading) this.loading.delete(id);
      });
      this.loading.set(id, { revision, entry: loading });
      return loading;
    }
    // Most recently used last, so eviction drops the coldest deck.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  private missing(id: string) {
    this.evict(id);
    return notFound('Presentation');
  }

  private async load(id: string): Promise<Entry> {
    // Read the row (and its revision) before the slides: a write landing in between then makes the
    // entry look older than it is, which only costs a reload, never a stale answer.
    const [row] = await this.db.select().from(presentations).where(eq(presentations.id, id));
    if (!row) throw notFound('Presentation');
    const rows = await this.db
      .select()
      .from(slides)
      .where(eq(slides.presentationId, id))
      .orderBy(asc(slides.position));
    const deckSlides = rows.map(slideToApi);
    const head = JSON.stringify({
      id: row.id,
      clientId: row.clientId,
      title: row.title,
      brief: row.brief,
      checklist: row.checklist,
      metadata: row.metadata,
      slideCount: rows.length,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }).slice(0, -1);
    const slidesJson = JSON.stringify(deckSlides);
    const entry: Entry = {
      revision: row.revision,
      head,
      slidesJson,
      row,
      slides: deckSlides,
      bytes: 2 * (head.length + slidesJson.length),
    };
    this.evict(id);
    this.entries.set(id, entry);
    this.bytes += entry.bytes;
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.evict(oldest);
    }
    return entry;
  }

  private evict(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(id);
  }
}
