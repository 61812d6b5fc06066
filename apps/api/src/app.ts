import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { readIstanbulTimeFrom, translateMessage } from '@riviera/domain';
import type { AppConfig } from './config.js';
import { requestLanguage } from './lib/request-language.js';
import type { DialectName } from './db/dialect.js';
import type { Database } from './db/schema.js';
import { registerModules } from './modules/index.js';
import { registerMailWorker } from './modules/mail/mail.plugin.js';
import { mailOutboxStaffRepository } from './modules/mail/mail-outbox.staff.repository.js';
import { pageResponder, type PageAnswer } from './modules/site-pages/page-responder.js';
import { limitPages } from './modules/site-pages/page-rate-limit.js';
import { loadServerRenderer } from './modules/site-pages/server-renderer.js';
import { sitePagesRoutes } from './modules/site-pages/site-pages.routes.js';
import { SESSION_COOKIE } from './modules/auth/session-token.js';
import { sessionService } from './modules/auth/session.service.js';
import { isTicketPath, ticketFileRoutes } from './modules/bookings/bookings.tickets.routes.js';
import { registerAdminAccess, type AdminRoute } from './plugins/admin-access.js';
import { registerApiContract } from './plugins/api-contract.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { transactionRunnerFor, type TransactionRunner } from './lib/group-commit.js';
import { PublicReadCache } from './lib/public-read-cache.js';
import { dbFileStore, type DbFileStore } from './lib/db-file-store.js';
import { registerUploadMirror } from './lib/upload-mirror.js';
import { AppMetrics, type PoolStats } from './lib/metrics.js';
import { metricsRoute, registerRequestObservation, requestIdGenerator, REQUEST_ID_HEADER } from './plugins/observability.js';
import { MULTIPART_LIMITS } from './lib/multipart-limits.js';
import { storedUploadRoutes } from './plugins/stored-uploads.js';
import { exclusiveRunner, type RunExclusive } from './lib/run-exclusive.js';
import { CacheInvalidation } from './lib/cache-invalidation.js';
import { dbControlRepository } from './lib/db-control.repository.js';
import { LIVE_BOARD_CHANNEL, LiveBoard } from './modules/operations/live-board.js';
import { LiveStreams } from './modules/operations/live-streams.js';
import { startPgInvalidationChannel } from './lib/pg-invalidation-channel.js';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/error-handler.js';
import { clientErrorHandler } from './plugins/client-error.js';
import { registerPublicReadCacheInvalidation } from './plugins/public-read-cache.js';
import { registerRateLimits, type RateLimitState } from './plugins/rate-limits.js';
import { registerRequestOriginCheck } from './plugins/request-origin.js';
import { registerSecurityHeaders, securityHeadersWriter } from './plugins/security-headers.js';
import { registerNulCharacterGuard } from './plugins/text-input.js';
import { tourPageFinder } from './modules/tour-pages/tour-page-finder.js';
import { landingHeadExtras } from './modules/tour-pages/landing-head.js';
import { siteSettingService } from './modules/site-settings/site-settings.service.js';

export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  /** public catalogue answers kept until the next admin write (decision 009) */
  publicCache: PublicReadCache;
  /**
   * "The catalogue changed", published by every admin write and heard from every instance: caches of
   * staff-edited data (a rendered-page cache too) subscribe with `onInvalidate` and consult `isLive`.
   */
  invalidation: CacheInvalidation;
  /** runs write transactions; on SQLite concurrent ones share one durable commit (decision 006) */
  writes: TransactionRunner;
  /** runs background work on one instance at a time (advisory locks on PostgreSQL, decision 019) */
  runExclusive: RunExclusive;
  /** uploads kept in the database (PostgreSQL), null where they are served from disk (SQLite) */
  files: DbFileStore | null;
  /** every route marked `access: 'admin'` with the roles it is open to, for the tests that walk them */
  adminRoutes: AdminRoute[];
  /** the Prometheus metrics served at /metrics (decision 030) */
  metrics: AppMetrics;
  /** where the rate limits count, and whether Redis is away (readiness reports it) */
  rateLimits: RateLimitState;
  /** the live board's events, heard from every instance (decision 039) */
  liveBoard: LiveBoard;
  /** the live board's open event streams on this instance, capped and ended at shutdown */
  liveStreams: LiveStreams;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type App = FastifyInstance;

/** Answers the router makes before any hook runs carry the request's id too. */
const withRequestId =
  (writeHeaders: (request: FastifyRequest, reply: FastifyReply) => void) => (request: FastifyRequest, reply: FastifyReply) => {
    writeHeaders(request, reply);
    void reply.header(REQUEST_ID_HEADER, request.id);
  };

/** Builds the whole HTTP application on an open, migrated database. Tests use it with `inject`. */
export async function buildApp(opts: {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  logger?: boolean;
  /** where log lines go instead of stdout (a test reading them) */
  logStream?: { write(line: string): void };
  /** the PostgreSQL pool's figures for the metrics (DatabaseHandle.pool) */
  pool?: PoolStats;
}): Promise<FastifyInstance> {
  const { config, db, dialect } = opts;
  // "Today", the earliest pickup and business days: from Europe/Istanbul in the runtime's tz data.
  readIstanbulTimeFrom('tz-database');
  // HSTS only once the site is served over https (a browser that saw it on plain http would refuse the site).
  const isHttps = config.publicUrl?.startsWith('https://') ?? false;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // Every request's id is in each of its log lines and in its answer's X-Request-Id: a trusted
    // proxy's id when it sent one, otherwise a new UUID (decision 030).
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    // A hop count becomes "trust that many proxies nearest to us" (the typings lack the number form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A URL or header block larger than Node accepts gets a JSON 431 instead of a bare socket error.
    clientErrorHandler,
    // A URL that does not decode or a path segment over maxParamLength: the envelope, not Fastify's shape.
    frameworkErrors: frameworkErrorHandler(withRequestId(securityHeadersWriter({ https: isHttps }))),
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // A body that never completes is cut with a 408 (Node's requestTimeout), headers that never end
    // too (headersTimeout), an idle keep-alive connection closed (decision 033).
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // Node checks those limits every connectionsCheckingInterval (30 s by default): once a second.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1_000 },
  });
  // Before any route: each route's latency hook is made as the route is registered.
  const metrics = new AppMetrics();
  registerRequestObservation(app, metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const webDist = config.webDistDir ?? path.resolve(import.meta.dirname, '../../web/dist');
  const spaIndex = path.join(webDist, 'index.html');
  const spaIndexHtml = fs.existsSync(spaIndex) ? fs.readFileSync(spaIndex, 'utf8') : undefined;
  // Pages are answered once the modules are registered: rendering one calls the API in-process.
  let answerPage: PageAnswer | undefined;
  registerErrorHandling(app, {
    page: spaIndexHtml ? (request, reply) => answerPage!(request, reply) : undefined,
  });
  registerSecurityHeaders(app, { https: isHttps });
  registerRequestOriginCheck(app, { publicUrl: config.publicUrl });
  registerNulCharacterGuard(app);
  if (config.maxEventLoopDelayMs > 0) {
    // Load shedding: with the event loop this late, a new request waits behind the backlog; a quick
    // 503 with Retry-After lets a proxy or client go elsewhere and the health probe stay fast.
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      sampleInterval: config.loadSampleIntervalMs,
      retryAfter: 5,
      pressureHandler: (request, reply) => {
        void reply.code(503).header('Retry-After', '5').send({ success: false, message: translateMessage('error.service_unavailable', requestLanguage(request)) });
      },
    });
  }
  await app.register(fastifyCookie);
  // Uploads stream part by part; each route's own rule (type, size) is applied in lib/uploads.ts.
  // The hard ceilings (lib/multipart-limits.ts) are what the reverse proxies in docs/deploy/ must admit.
  await app.register(fastifyMultipart, { limits: { ...MULTIPART_LIMITS } });
  // Limits are opt-in per route; their counters are shared by every instance (plugins/rate-limits.ts).
  const rateLimits = await registerRateLimits(app, { config, db, dialect });

  const sessions = sessionService(db);
  const adminRoutes = registerAdminAccess(app, (req) => sessions.authenticate(req));
  const invalidation = new CacheInvalidation();
  // Every staff write (here or on another instance) and every lost channel tells open boards to
  // refetch; drivers' taps come as their own events (decision 039).
  const liveBoard = new LiveBoard();
  invalidation.onInvalidate(() => liveBoard.changed());
  app.addHook('onClose', async () => liveBoard.close());
  if (dialect === 'postgres' && config.databaseUrl) {
    // Other instances' writes reach this one's caches through LISTEN/NOTIFY (decision 019), and
    // their board events on the same listening connection.
    liveBoard.connectChannel((payload) =>
      dbControlRepository.notify(db, LIVE_BOARD_CHANNEL, payload).catch((err: unknown) => {
        app.log.warn(`live board event not sent: ${err instanceof Error ? err.message : String(err)}`);
      }),
    );
    const channel = startPgInvalidationChannel(invalidation, {
      connectionString: config.databaseUrl,
      db,
      log: app.log,
      relays: { [LIVE_BOARD_CHANNEL]: (payload) => liveBoard.receive(payload) },
    });
    app.addHook('onClose', () => channel.close());
    await channel.ready;
  }
  // With PostgreSQL every instance serves every upload from the database (decision 019).
  const files = dialect === 'postgres' ? dbFileStore(db) : null;
  if (files) {
    const unregister = registerUploadMirror(config.uploadsDir, files);
    app.addHook('onClose', async () => unregister());
  }
  const publicCache = new PublicReadCache({ enabled: config.publicReadCache, invalidation });
  registerPublicReadCacheInvalidation(app, invalidation);
  app.decorate('deps', {
    config,
    db,
    dialect,
    publicCache,
    invalidation,
    writes: transactionRunnerFor(db, dialect),
    runExclusive: exclusiveRunner(db, dialect),
    files,
    adminRoutes,
    metrics,
    rateLimits,
    liveBoard,
    liveStreams: new LiveStreams(config.liveStreams.max),
  });
  metrics.watch({ readOutbox: () => mailOutboxStaffRepository.summary(db), publicCache, pool: opts.pool, log: app.log });
  await app.register(metricsRoute, { metrics, token: config.metricsToken });
  registerMailWorker(app);

  registerApiContract(app);
  await registerApiDocs(app, { sessionCookie: SESSION_COOKIE });
  await app.register(registerModules, { prefix: '/api' });
  await app.register(sitePagesRoutes);
  if (spaIndexHtml) {
    const render = await loadServerRenderer(app, webDist);
    const settings = siteSettingService(db, config.uploadsDir);
    answerPage = limitPages(app, config.pageRequestsPerMinute, pageResponder(spaIndexHtml, {
      publicUrl: config.publicUrl,
      render,
      cache: publicCache,
      landingExtras: async (lang, origin, canonical) =>
        landingHeadExtras(await settings.publicValues(lang), lang, origin, canonical),
      findTour: tourPageFinder(app),
      webDist,
    }));
  }

  fs.mkdirSync(config.uploadsDir, { recursive: true });
  // Ticket images are customers' documents: staff only, never cached (their own route). The public
  // handler below also refuses any path that resolves into their folder, whatever its spelling.
  await app.register(ticketFileRoutes);
  if (files) await app.register(storedUploadRoutes, { store: files, isPrivate: isTicketPath });
  else
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => !isTicketPath(pathName),
      // Uploaded files never change under a name (names are generated), so they can be cached long.
      maxAge: '30d',
      immutable: true,
    });

  if (spaIndexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
      // The web build writes .br/.gz beside each asset (apps/web/vite.config.ts); send those when accepted.
      preCompressed: true,
      // Hashed assets never change under a name; index.html is answered by the not-found handler with no-cache.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          void res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  return app;
}
