import { asc, eq } from 'drizzle-orm';
import type { Slide } from '../../common/slides/model';
import type { Database, Db } from '../db/open';
import { presentations, slides } from '../db/schema';
import { notFound } from '../lib/errors';
import { slideToApi } from './serialize';

interface Entry {
  revision: number;
  /** The dashboard's view: every field, as JSON without the closing brace, then the slides. */
  head: string;
  slidesJson: string;
  /** What a share link shows (no brief, checklist or speaker notes), serialised on first use. */
  publicJson?: string;
  row: typeof presentations.$inferSelect;
  slides: Slide[];
  bytes: number;
}

const MAX_ENTRIES = 200;
const MAX_BYTES = 64 * 1024 * 1024;

/** What may change without the deck's revision moving: the client's name and the share links. */
const LIVE_FIELDS = `
  select p.revision, c.name as "clientName", exists (
    select 1 from share_links l
    where l.presentation_id = p.id and l.password_hash is not null and l.revoked_at is null
      and (l.expires_at is null or l.expires_at > now())
  ) as "isProtected"
  from presentations p join clients c on c.id = p.client_id
  where p.id = $1`;
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
  private bytes = 0;

  constructor(
    private readonly db: Db,
    private readonly query: Database['hotQuery'],
  ) {}

  /** GET /api/presentations/{id} as a JSON string (the shape of presentationSchema). */
  async read(id: string): Promise<string> {
    // Plain SQL: this check runs on every read and is most of its cost.
    const [live] = await this.query<{ revision: number; clientName: string; isProtected: boolean }>(
      LIVE_FIELDS,
      [id],
    );
    if (!live) throw this.missing(id);
    const entry = await this.fresh(id, live.revision);
    const liveJson = JSON.stringify({
      clientName: live.clientName,
      isProtected: Boolean(live.isProtected),
    }).slice(1, -1);
    return `${entry.head},${liveJson},"slides":${entry.slidesJson}}`;
  }

  /** The shared viewer's deck as a JSON object body without the closing brace, for extra fields. */
  async readPublic(id: string): Promise<string> {
    const [live] = await this.query<{ revision: number }>(REVISION, [id]);
    if (!live) throw this.missing(id);
    const entry = await this.fresh(id, live.revision);
    if (entry.publicJson === undefined) {
      // The details the slides fall back to, which they show anyway; never the brief text or checklist.
      const { clientName, agency, presentationDate, logo } = entry.row.metadata;
      entry.publicJson = JSON.stringify({
        id: entry.row.id,
        title: entry.row.title,
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
    const [live] = await this.query<{ revision: number }>(REVISION, [id]);
    if (!live) throw this.missing(id);
    const entry = await this.fresh(id, live.revision);
    return { row: entry.row, slides: entry.slides };
  }

  private async fresh(id: string, revision: number): Promise<Entry> {
    const entry = this.entries.get(id);
    if (!entry || entry.revision !== revision) return this.load(id);
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
