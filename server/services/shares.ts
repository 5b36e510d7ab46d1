import { asc, desc, eq, sql } from 'drizzle-orm';
import { SHARE_TOKEN_BYTES } from '../../common/limits';
import type { ShareLink, ShareView } from '../../common/schemas/shares';
import { hashPassword } from '../auth/passwords';
import { EpochCache } from '../db/epochCache';
import type { Database, Db } from '../db/open';
import { shareLinks, shareViews, slides } from '../db/schema';
import { notifyLinksChanged } from '../deck/events';
import { notFound } from '../lib/errors';
import { newId, newSecret } from '../lib/ids';
import { assertPresentation } from './presentations';
import { currentVersion } from './versions';

export type LinkRow = typeof shareLinks.$inferSelect;

export function shareUrlOf(origin: string, token: string) {
  return `${origin}/view/${token}`;
}

function linkToApi(row: LinkRow, origin: string, views: number, lastViewedAt: Date | null): ShareLink {
  return {
    id: row.id,
    presentationId: row.presentationId,
    token: row.token,
    shareUrl: shareUrlOf(origin, row.token),
    isProtected: row.passwordHash !== null,
    allowDownload: row.allowDownload,
    allowComments: row.allowComments,
    askApproval: row.askApproval,
    askEmail: row.askEmail,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    views,
    lastViewedAt: lastViewedAt?.toISOString() ?? null,
  };
}

export interface ReviewFlags {
  allowComments?: boolean;
  askApproval?: boolean;
  askEmail?: boolean;
}

export interface NewLink extends ReviewFlags {
  password: string | null;
  allowDownload?: boolean;
  expiresAt?: string | null;
}

export async function createShareLink(
  db: Db,
  presentationId: string,
  input: NewLink,
  origin: string,
  now: Date,
) {
  await assertPresentation(db, presentationId);
  // A link that asks for approval shows a saved version: one is saved now if the deck moved on.
  if (input.askApproval) await currentVersion(db, presentationId, now);
  const [row] = await db
    .insert(shareLinks)
    .values({
      id: newId(),
      presentationId,
      token: newSecret(SHARE_TOKEN_BYTES),
      // Only the argon2id hash is kept; the password itself is never stored, answered or logged.
      passwordHash: input.password === null ? null : await hashPassword(input.password),
      allowDownload: input.allowDownload ?? false,
      allowComments: input.allowComments ?? false,
      askApproval: input.askApproval ?? false,
      askEmail: input.askEmail ?? false,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      createdAt: now,
    })
    .returning();
  return linkToApi(row!, origin, 0, null);
}

export async function listShareLinks(db: Db, presentationId: string, origin: string): Promise<ShareLink[]> {
  const rows = await db
    .select({
      link: shareLinks,
      views: sql<number>`(select count(*)::int from share_views v where v.link_id = "share_links"."id")`,
      lastViewedAt: sql<
        Date | string | null
      >`(select max(v.last_seen_at) from share_views v where v.link_id = "share_links"."id")`,
    })
    .from(shareLinks)
    .where(eq(shareLinks.presentationId, presentationId))
    .orderBy(desc(shareLinks.createdAt));
  return rows.map((r) =>
    linkToApi(r.link, origin, Number(r.views), r.lastViewedAt ? new Date(r.lastViewedAt) : null),
  );
}

export async function getShareLink(db: Db, id: string): Promise<LinkRow> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  if (!row) throw notFound('Share link');
  return row;
}

export interface LinkChanges extends ReviewFlags {
  password?: string | null;
  allowDownload?: boolean;
  expiresAt?: string | null;
}

export async function updateShareLink(db: Db, id: string, changes: LinkChanges, origin: string, now: Date) {
  const set: Partial<typeof shareLinks.$inferInsert> = {};
  if (changes.allowDownload !== undefined) set.allowDownload = changes.allowDownload;
  if (changes.allowComments !== undefined) set.allowComments = changes.allowComments;
  if (changes.askApproval !== undefined) set.askApproval = changes.askApproval;
  if (changes.askEmail !== undefined) set.askEmail = changes.askEmail;
  if (changes.askApproval) await currentVersion(db, (await getShareLink(db, id)).presentationId, now);
  if (changes.expiresAt !== undefined) set.expiresAt = changes.expiresAt ? new Date(changes.expiresAt) : null;
  // A new password hash also invalidates every cookie issued for the old one (see ViewGrants).
  if (changes.password !== undefined)
    set.passwordHash = changes.password === null ? null : await hashPassword(changes.password);
  const [row] = await db.update(shareLinks).set(set).where(eq(shareLinks.id, id)).returning();
  if (!row) throw notFound('Share link');
  // An earlier expiry or a new password may shut viewers out: their open streams check again.
  await notifyLinksChanged(db, row.presentationId);
  const [stats] = await listShareLinks(db, row.presentationId, origin).then((all) =>
    all.filter((l) => l.id === id),
  );
  return stats!;
}

export async function revokeShareLink(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(shareLinks.id, id))
    .returning({ id: shareLinks.id, presentationId: shareLinks.presentationId });
  if (!row) throw notFound('Share link');
  // Its open viewer streams end, on every server (issue 27).
  await notifyLinksChanged(db, row.presentationId);
}

const LINK_BY_TOKEN = `select id, presentation_id as "presentationId", password_hash as "passwordHash",
  allow_download as "allowDownload", allow_comments as "allowComments", ask_approval as "askApproval",
  ask_email as "askEmail", expires_at as "expiresAt", revoked_at as "revokedAt"
  from share_links where token = $1`;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,128}$/;

export interface LiveLink {
  id: string;
  presentationId: string;
  passwordHash: string | null;
  allowDownload: boolean;
  allowComments: boolean;
  askApproval: boolean;
  askEmail: boolean;
  expiresAt: Date | null;
}

type TokenRow = Omit<LiveLink, 'expiresAt'> & { expiresAt: Date | null; revokedAt: Date | string | null };

/**
 * Links that can be viewed now. Unknown, malformed, revoked and expired links are all simply
 * "not found", after the same single lookup. Plain SQL, and the row kept while the embedded
 * database has not written since (EpochCache): every viewer request starts here.
 */
export class LiveLinks {
  private readonly rows: EpochCache<TokenRow | null>;

  constructor(
    private readonly query: Database['hotQuery'],
    writeEpoch: Database['writeEpoch'] = () => null,
  ) {
    this.rows = new EpochCache(writeEpoch);
  }

  async find(token: string, now: Date): Promise<LiveLink> {
    const row = TOKEN_SHAPE.test(token) ? await this.row(token) : null;
    if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now.getTime()))
      throw notFound('Share link');
    return {
      id: row.id,
      presentationId: row.presentationId,
      passwordHash: row.passwordHash,
      allowDownload: row.allowDownload,
      allowComments: row.allowComments,
      askApproval: row.askApproval,
      askEmail: row.askEmail,
      expiresAt: row.expiresAt,
    };
  }

  private async row(token: string): Promise<TokenRow | null> {
    const cached = this.rows.get(token);
    if (cached !== undefined) return cached;
    const epoch = this.rows.begin();
    const [found] = await this.query<Omit<TokenRow, 'expiresAt'> & { expiresAt: Date | string | null }>(
      LINK_BY_TOKEN,
      [token],
    );
    const row = found
      ? {
          ...found,
          allowDownload: Boolean(found.allowDownload),
          allowComments: Boolean(found.allowComments),
          askApproval: Boolean(found.askApproval),
          askEmail: Boolean(found.askEmail),
          expiresAt: found.expiresAt ? new Date(found.expiresAt) : null,
        }
      : null;
    this.rows.set(token, epoch, row);
    return row;
  }
}

export async function listViews(db: Db, linkId: string): Promise<ShareView[]> {
  const link = await getShareLink(db, linkId);
  const views = await db
    .select()
    .from(shareViews)
    .where(eq(shareViews.linkId, linkId))
    .orderBy(desc(shareViews.startedAt));
  const deck = await db
    .select({ id: slides.id, title: slides.title, position: slides.position })
    .from(slides)
    .where(eq(slides.presentationId, link.presentationId))
    .orderBy(asc(slides.position));
  const byId = new Map(deck.map((s) => [s.id, s]));
  return views.map((v) => {
    const times = Object.entries(v.slideTimes).map(([slideId, ms]) => {
      const s = byId.get(slideId);
      return { slideId, title: s?.title ?? 'Deleted slide', order: s?.position ?? null, ms: Math.round(ms) };
    });
    times.sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));
    return {
      id: v.id,
      deviceType: v.deviceType,
      email: v.email,
      startedAt: v.startedAt.toISOString(),
      lastSeenAt: v.lastSeenAt.toISOString(),
      totalMs: times.reduce((sum, t) => sum + t.ms, 0),
      slideTimes: times,
    };
  });
}

/** Adds time on a slide to a visit, creating the visit's row on its first report. */
export async function addSlideTime(
  db: Db,
  visit: { linkId: string; viewId: string; deviceType: string; email?: string },
  slideId: string,
  ms: number,
  now: Date,
) {
  await db
    .insert(shareViews)
    .values({
      id: visit.viewId,
      linkId: visit.linkId,
      deviceType: visit.deviceType,
      email: visit.email || null,
      slideTimes: { [slideId]: ms },
      startedAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: shareViews.id,
      set: {
        slideTimes: sql`jsonb_set(${shareViews.slideTimes}, array[${slideId}::text], to_jsonb(coalesce((${shareViews.slideTimes} ->> ${slideId}::text)::bigint, 0) + ${ms}::bigint))`,
        lastSeenAt: now,
        ...(visit.email ? { email: visit.email } : {}),
      },
      // A visit id belongs to one link for good.
      setWhere: eq(shareViews.linkId, visit.linkId),
    });
}

/** Whether a visit has reported before (its row exists). */
export async function visitExists(db: Db, viewId: string): Promise<boolean> {
  const [row] = await db.select({ id: shareViews.id }).from(shareViews).where(eq(shareViews.id, viewId));
  return Boolean(row);
}

/** Coarse device type from the user agent: the only thing we keep about a viewer. */
export function deviceTypeOf(userAgent: string | undefined): 'phone' | 'tablet' | 'desktop' {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|Android/i.test(ua)) return 'phone';
  return 'desktop';
}
