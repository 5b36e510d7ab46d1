import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChecklistItem, PresentationMetadata } from '../../common/schemas/presentations';
import type { SlideContent, SlideType } from '../../common/slides/model';
import type { ThemeColors, ThemeFonts } from '../../common/themes/types';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('created_at').notNull().defaultNow();

export const clients = pgTable('clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo'),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const presentations = pgTable(
  'presentations',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    brief: text('brief').notNull().default(''),
    checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull().default(sql`'[]'::jsonb`),
    metadata: jsonb('metadata').$type<PresentationMetadata>().notNull().default(sql`'{}'::jsonb`),
    thumbnail: text('thumbnail'),
    // A built-in theme's id (common/themes), or null: the deck draws in its client's brand kit.
    theme: text('theme'),
    // Bumped by every change to the deck or its slides; lets readers cache a deck safely (see deckCache).
    revision: integer('revision').notNull().default(0),
    createdAt: created(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('presentations_client_idx').on(t.clientId)],
);

export const slides = pgTable(
  'slides',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    // Written only through the slide schemas; a type read back that we no longer know is drawn as unknown.
    type: text('type').$type<SlideType>().notNull(),
    title: text('title').notNull(),
    content: jsonb('content').$type<SlideContent>().notNull().default(sql`'{}'::jsonb`),
    notes: text('notes').notNull().default(''),
    // "order" is a reserved word in SQL; the API calls it order.
    position: integer('position').notNull(),
    createdAt: created(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // A slide's sizes, kept by the database on every insert and update whatever wrote it, so a
    // deck's size budget (DECK_BUDGET, server/deck/budget.ts) is a sum of small integers and never
    // re-reads or re-serialises the deck's content.
    sizeBytes: integer('size_bytes')
      .notNull()
      .generatedAlwaysAs(sql`octet_length(content::text) + octet_length(notes) + octet_length(title)`),
    htmlChars: integer('html_chars')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(length(content->>'htmlContent'), 0) + coalesce(length(content->>'styles'), 0)`,
      ),
    notesChars: integer('notes_chars').notNull().generatedAlwaysAs(sql`length(notes)`),
  },
  (t) => [index('slides_presentation_position_idx').on(t.presentationId, t.position)],
);

/**
 * The recent operation batches of each deck, by the revision they brought it to (the last
 * DECK_LOG_REVISIONS revisions). A write based on an older revision is merged at field level
 * against the fields logged since (server/deck/merge), and the deck's event stream replays from here.
 */
export const deckOperationLog = pgTable(
  'deck_operation_log',
  {
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** The deck's revision after the batch; the batch holds `count` operations, so it began at revision - count. */
    revision: integer('revision').notNull(),
    count: integer('count').notNull(),
    /** The fields the batch wrote, as merge keys ("slide:<id>.title", "brief", ...). */
    fields: jsonb('fields').$type<string[]>().notNull(),
    operations: jsonb('operations').$type<unknown[]>().notNull(),
    /** inverses[i] takes back operations[i]: the merge reads the value a field had before the batch. */
    inverses: jsonb('inverses').$type<unknown[]>(),
    /** The editor tab that wrote the batch (null: a route or the assistant): its own writes never clash. */
    tabId: text('tab_id'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.presentationId, t.revision] })],
);

export const assets = pgTable(
  'assets',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    extractedText: text('extracted_text').notNull().default(''),
    // What reading the document left out (pages past the budget…), for the warning of process-assets.
    leftOut: jsonb('left_out').$type<string[]>().notNull().default([]),
    // The original file: in the database (shared by every server) or under DATA_DIR (PGlite).
    data: bytea('data'),
    storagePath: text('storage_path'),
    createdAt: created(),
  },
  (t) => [index('assets_presentation_idx').on(t.presentationId)],
);

/**
 * Images uploaded for a deck (logos, pictures) or for a client's brand kit (its logo): bytes in the
 * database (PostgreSQL) or under DATA_DIR (PGlite). Each belongs to exactly one deck or one client.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id').references(() => presentations.id, { onDelete: 'cascade' }),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data'),
    storagePath: text('storage_path'),
    createdAt: created(),
  },
  (t) => [
    index('uploads_presentation_idx').on(t.presentationId),
    index('uploads_client_idx').on(t.clientId),
    check('uploads_one_owner', sql`num_nonnulls(${t.presentationId}, ${t.clientId}) = 1`),
  ],
);

export const versions = pgTable(
  'versions',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    notes: text('notes').notNull().default(''),
    snapshot: jsonb('snapshot').$type<{ slides: unknown[] }>().notNull(),
    slideCount: integer('slide_count').notNull(),
    // The deck's revision when it was saved: an approval of this version is "for an earlier
    // version" once the deck has moved past it (issue 29). Null for versions saved before.
    deckRevision: integer('deck_revision'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('versions_presentation_version_idx').on(t.presentationId, t.version)],
);

export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    passwordHash: text('password_hash'),
    allowDownload: boolean('allow_download').notNull().default(false),
    // Client review (issue 29): viewers may comment, are asked to approve, are asked an email.
    allowComments: boolean('allow_comments').notNull().default(false),
    askApproval: boolean('ask_approval').notNull().default(false),
    askEmail: boolean('ask_email').notNull().default(false),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('share_links_token_idx').on(t.token),
    index('share_links_presentation_idx').on(t.presentationId),
  ],
);

/**
 * One view of a share link: a viewer's visit, with the time spent on each slide (ms by slide id).
 * No personal data is kept beyond a coarse device type.
 */
export const shareViews = pgTable(
  'share_views',
  {
    id: text('id').primaryKey(),
    linkId: text('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    deviceType: text('device_type').notNull(),
    // What the viewer typed when the link asked for an email: never verified (issue 29).
    email: text('email'),
    slideTimes: jsonb('slide_times').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    startedAt: created(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('share_views_link_idx').on(t.linkId, t.startedAt)],
);

/**
 * A comment on a slide (issue 29), made through a share link by a viewer (author name and optional
 * email as they typed them, proof of nothing) or in the editor by the owner (linkId null on a
 * thread the owner began; a reply keeps its thread's link so that link's viewers see it). The
 * slide id has no foreign key: a comment outlives its slide and is listed "on a deleted slide".
 */
export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    linkId: text('link_id').references(() => shareLinks.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    depth: integer('depth').notNull().default(0),
    byOwner: boolean('by_owner').notNull().default(false),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    text: text('text').notNull(),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    resolved: boolean('resolved').notNull().default(false),
    createdAt: created(),
    /** The order comments were written in, where two share a createdAt (the same millisecond, an injected clock). */
    seq: serial('seq').notNull(),
  },
  (t) => [
    index('comments_presentation_idx').on(t.presentationId, t.createdAt),
    index('comments_link_idx').on(t.linkId, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
  ],
);

/** A viewer's approval of a saved version of the deck, through a link that asked for it (issue 29). */
export const approvals = pgTable(
  'approvals',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    linkId: text('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    versionId: text('version_id')
      .notNull()
      .references(() => versions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    approvedAt: ts('approved_at').notNull().defaultNow(),
  },
  (t) => [index('approvals_presentation_idx').on(t.presentationId, t.approvedAt)],
);

export const conversationSessions = pgTable(
  'conversation_sessions',
  {
    id: text('id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    provider: text('provider').notNull(),
    lastActiveAt: ts('last_active_at').notNull().defaultNow(),
    createdAt: created(),
  },
  (t) => [index('conversation_sessions_presentation_idx').on(t.presentationId)],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => conversationSessions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    slideId: text('slide_id'),
    /**
     * For an assistant reply that changed the deck: the revision its batch brought the deck to.
     * The batch, with its inverses, is in deck_operation_log, so "undo that" can take it back.
     */
    revision: integer('revision'),
    /** For a reply that took back an earlier change ("undo that"): that change's revision. */
    undoes: integer('undoes'),
    createdAt: created(),
  },
  (t) => [index('conversation_messages_session_idx').on(t.sessionId, t.createdAt)],
);

/** Dashboard sessions; the id is the SHA-256 of the cookie value, so a database leak opens nothing. */
export const dashboardSessions = pgTable('dashboard_sessions', {
  id: text('id').primaryKey(),
  createdAt: created(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  /** The name others see beside a deck they share (issue 22); "Guest {guestNumber}" until one is given. */
  displayName: text('display_name'),
  guestNumber: serial('guest_number').notNull(),
});

/**
 * Who has a deck open (issue 22): one row per editor tab while its event stream is open, with the
 * slide it has selected. Every server reads it, so presence crosses servers like the operations;
 * a row whose tab stopped refreshing it (a server that died) is ignored after PRESENCE_TTL_MS.
 */
export const deckPresence = pgTable(
  'deck_presence',
  {
    tabId: text('tab_id').primaryKey(),
    presentationId: text('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => dashboardSessions.id, { onDelete: 'cascade' }),
    slideId: text('slide_id'),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [
    index('deck_presence_deck_idx').on(t.presentationId),
    index('deck_presence_session_idx').on(t.sessionId),
  ],
);

/** Small key/value settings, e.g. the generated dashboard password's hash. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Fixed-window counters for rate limits, shared by every server on the same database. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** A client's brand kit (issue 21): one row per client, gone with it. */
export const brandKits = pgTable('brand_kits', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  colors: jsonb('colors').$type<ThemeColors>().notNull(),
  fonts: jsonb('fonts').$type<ThemeFonts>().notNull(),
  logo: text('logo'),
  logoPlacement: text('logo_placement').notNull().default('title'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
