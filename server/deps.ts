import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimiter } from './auth/rateLimit';
import type { SessionStore } from './auth/sessions';
import type { ViewGrants } from './auth/viewGrants';
import type { Config } from './config';
import type { Database, Db } from './db/open';
import type { DeckEvents } from './deck/events';
import type { SlideDrawer } from './documents/libreOffice';
import type { ExtractionPool } from './documents/pool';
import type { BrowserPool } from './export/browser';
import type { PptxBuilders } from './export/pptxPool';
import type { SvgRasterPool } from './images/svgPool';
import type { OpenCounts } from './lib/openCounts';
import type { DeckCache } from './services/deckCache';
import type { FileStore } from './services/files';
import type { LiveLinks } from './services/shares';

/** What routes and services need, built once per app (tests build one per file). */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  sessions: SessionStore;
  limiter: RateLimiter;
  files: FileStore;
  deckCache: DeckCache;
  /** Wakes each deck's event streams when a batch lands on it, on this server or another. */
  deckEvents: DeckEvents;
  links: LiveLinks;
  viewGrants: ViewGrants;
  extraction: ExtractionPool;
  /** LibreOffice drawing the original of an imported slide that would lose most of its content. */
  slideDrawer: SlideDrawer;
  /** Child processes that draw uploaded SVGs to PNGs, each SVG within a time and memory budget. */
  svgRaster: SvgRasterPool;
  /** Shared viewers' open event streams, counted per address and per link (each capped). */
  viewStreams: { byAddress: OpenCounts; byLink: OpenCounts };
  /** Headless Chromium for PDF export, launched on first use and kept warm. */
  browsers: BrowserPool;
  /** Child processes that build PowerPoint files, each within a time and memory budget. */
  pptxBuilders: PptxBuilders;
  now: () => number;
  /** Waits `ms` on the app's timer (a login or link check slowed down); injectable like `now`. */
  wait: (ms: number) => Promise<void>;
  dashboardPasswordHash: string;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
