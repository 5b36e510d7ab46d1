import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { JSON_BODY_LIMIT_BYTES, SHARE_STREAMS_PER_ADDRESS, SHARE_STREAMS_PER_LINK } from '../common/limits';
import { loadDashboardPassword } from './auth/dashboardPassword';
import { makeGuard } from './auth/guard';
import { RateLimiter } from './auth/rateLimit';
import { SessionStore } from './auth/sessions';
import { loadOrCreateSetting } from './auth/settings';
import { ViewGrants } from './auth/viewGrants';
import type { Config } from './config';
import type { Database } from './db/open';
import type { Schedule } from './deck/deckFeed';
import { DeckEvents } from './deck/events';
import { sweepPresence } from './deck/presence';
import type { App, Deps } from './deps';
import { SlideDrawer } from './documents/libreOffice';
import { ExtractionPool } from './documents/pool';
import { clientErrorHandler, errorHandler, sendError } from './errorHandler';
import { BrowserPool } from './export/browser';
import { PptxBuilders } from './export/pptxPool';
import { SvgRasterPool } from './images/svgPool';
import { HttpError } from './lib/errors';
import { newSecret } from './lib/ids';
import { OpenCounts } from './lib/openCounts';
import { trackQuietConnections } from './lib/quietConnections';
import { findUnstorableText } from './lib/storableText';
import { aiRoutes } from './routes/ai';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { brandRoutes } from './routes/brand';
import { clientRoutes } from './routes/clients';
import { commentRoutes } from './routes/comments';
import { docsRoutes } from './routes/docs';
import { eventRoutes } from './routes/events';
import { exportRoutes } from './routes/exports';
import { fontRoutes } from './routes/fonts';
import { healthRoutes } from './routes/health';
import { operationRoutes } from './routes/operations';
import { pptxImportRoutes } from './routes/pptxImport';
import { presenceRoutes } from './routes/presence';
import { presentationRoutes } from './routes/presentations';
import { shareRoutes } from './routes/shares';
import { slideRoutes } from './routes/slides';
import { uploadRoutes } from './routes/uploads';
import { versionRoutes } from './routes/versions';
import { viewRoutes } from './routes/view';
import { DeckCache } from './services/deckCache';
import { FileStore } from './services/files';
import { LiveLinks } from './services/shares';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:', 'data:'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Helmet's default upgrade-insecure-requests rewrites every request to https, which breaks
  // the app served over plain HTTP on anything but loopback (HOST=0.0.0.0 on a LAN). TLS,
  // where wanted, is the proxy's job (DESIGN.md).
  upgradeInsecureRequests: null,
};

const cspOf = (directives: Record<string, string[] | null>) =>
  Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join(';');
const VIEWER_CSP = cspOf({
  ...CSP_DIRECTIVES,
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:'],
});
const HSTS = 'max-age=31536000; includeSubDomains';

function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** The clock, injectable so tests can move time (rate-limit windows, session expiry). */
  now?: () => number;
  /** The timer deliberate slow-downs wait on; tests record the waits instead of sitting them out. */
  wait?: (ms: number) => Promise<void>;
  /** When presence windows end (server/deck/deckFeed.ts); tests end them by hand. */
  schedule?: Schedule;
  logger?: boolean | object;
}

export interface BuiltApp {
  app: App;
  deps: Deps;
  /** The password generated on this start, if any, to be printed once. */
  generatedPassword?: string;
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const now = options.now ?? Date.now;
  const password = await loadDashboardPassword(database.db, config.dashboardPassword);
  const viewKey = await loadOrCreateSetting(database.db, 'share_cookie_key', () => newSecret());
  // Presence rows a crash left behind (issue 27); live ones are refreshed by their streams.
  await sweepPresence(database.db, new Date(now()));
  const links = new LiveLinks(database.hotQuery, database.writeEpoch);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    now,
    wait: options.wait ?? ((ms) => delay(ms)),
    sessions: new SessionStore(database.db, database.hotQuery, now, database.writeEpoch),
    limiter: new RateLimiter(database.db, now),
    files: new FileStore(config.dataDir),
    deckCache: new DeckCache(database.db, database.hotQuery, database.writeEpoch, now),
    deckEvents: new DeckEvents(database, {
      now,
      schedule: options.schedule,
      findLink: (token) => links.find(token, new Date(now())).catch(() => null),
      log: (err, what) => app.log.warn({ err }, what),
    }),
    links,
    viewGrants: new ViewGrants(viewKey.value, now),
    viewStreams: {
      byAddress: new OpenCounts(SHARE_STREAMS_PER_ADDRESS),
      byLink: new OpenCounts(SHARE_STREAMS_PER_LINK),
    },
    extraction: new ExtractionPool(),
    slideDrawer: new SlideDrawer(config.sofficePath),
    svgRaster: new SvgRasterPool(),
    browsers: new BrowserPool(config.chromiumPath),
    pptxBuilders: new PptxBuilders(),
    dashboardPasswordHash: password.hash,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // The server answers on loopback by default; behind a proxy set HOST and terminate TLS there,
    // and TRUST_PROXY so that each visitor's own address counts for the rate limits.
    trustProxy: config.trustProxy,
    // Errors the router raises before any route runs (a path part over 100 characters, a broken
    // %-escape) would otherwise get Fastify's own body, which echoes the path; give them ours.
    frameworkErrors: (error, _req, reply) =>
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? sendError(reply, 414, 'uri_too_long', 'A part of the address is too long')
        : sendError(reply, 400, 'bad_request', 'The address is not valid'),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Only JSON bodies: drop Fastify's text/plain parser, the one a cross-site form could reach.
  app.removeContentTypeParser('text/plain');
  // An empty body with a JSON content type (a DELETE from some clients) means "no body", not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(req, body as string, (err, parsed) => {
      if (err) return done(err, undefined);
      const bad = findUnstorableText(parsed);
      if (bad !== null)
        return done(
          new HttpError(400, 'invalid_input', `${bad}: contains a NUL character or an unpaired surrogate`),
          undefined,
        );
      return done(null, parsed);
    });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    // HSTS only where it means something: a browser ignores it over plain HTTP, and a server
    // reached at http://host:3000 on a LAN must not claim otherwise.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // The shared viewer shows slides only: its pictures come from this app or data:, nothing else
    // (the app keeps https: images for client logos, which are addresses people type).
    if (decodedPath(request.url).startsWith('/view/')) reply.header('content-security-policy', VIEWER_CSP);
  });

  app.addHook('onRequest', makeGuard(deps));

  healthRoutes(app, deps);
  docsRoutes(app);
  fontRoutes(app);
  authRoutes(app, deps);
  clientRoutes(app, deps);
  brandRoutes(app, deps);
  presentationRoutes(app, deps);
  slideRoutes(app, deps);
  operationRoutes(app, deps);
  eventRoutes(app, deps);
  presenceRoutes(app, deps);
  versionRoutes(app, deps);
  shareRoutes(app, deps);
  viewRoutes(app, deps);
  commentRoutes(app, deps);
  uploadRoutes(app, deps);
  assetRoutes(app, deps);
  pptxImportRoutes(app, deps);
  exportRoutes(app, deps);
  aiRoutes(app, deps);
  // Open event streams would keep the server from closing: they end before it stops listening,
  // without waiting for anything (an await here let a client connect in between), and so do the
  // connections that hold no request (./lib/quietConnections.ts). The bus stops listening once
  // the server is closed.
  const connections = trackQuietConnections(app.server);
  app.addHook('preClose', (done) => {
    deps.deckEvents.endStreams();
    connections.closeQuiet();
    done();
  });
  app.addHook('onClose', async () => {
    await Promise.all([
      deps.deckEvents.close(),
      deps.extraction.close(),
      deps.slideDrawer.close(),
      deps.svgRaster.close(),
      deps.browsers.close(),
      deps.pptxBuilders.close(),
    ]);
  });

  await serveWebApp(app, config.staticDir);
  return { app, deps, generatedPassword: password.generated };
}

/** The built React app on the same port; any non-API path falls back to index.html (client routes). */
async function serveWebApp(app: App, staticDir: string | undefined) {
  const index = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hasApp = Boolean(index && existsSync(index));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir!,
      wildcard: false,
      index: false,
      // Its own Cache-Control ("public, max-age=0") is written after setHeaders and replaced the
      // one below: every asset of a warm load was asked for again (issue 32's editor bench).
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so it may be cached for good.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  // The public pages go out pre-rendered (scripts/prerender.tsx) when the build made them.
  for (const [route, file] of [
    ['/', 'landing.html'],
    ['/about', 'about.html'],
  ] as const) {
    if (hasApp && existsSync(path.join(staticDir!, 'prerendered', file))) {
      app.get(route, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile(`prerendered/${file}`),
      );
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (!urlPath.startsWith('/api/') && hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, 'not_found', `No route for ${request.method} ${urlPath}`);
  });
}
