import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { readIstanbulTimeFrom } from '@riviera/domain';
import type { AppConfig } from './config.js';
import type { DialectName } from './db/dialect.js';
import type { Database } from './db/schema.js';
import { registerModules } from './modules/index.js';
import { registerMailWorker } from './modules/mail/mail.plugin.js';
import { mailOutboxStaffRepository } from './modules/mail/mail-outbox.staff.repository.js';
import type { PageAnswer } from './modules/site-pages/page-responder.js';
import { sitePagesRoutes } from './modules/site-pages/site-pages.routes.js';
import { SESSION_COOKIE } from './modules/auth/session-token.js';
import { sessionService } from './modules/auth/session.service.js';
import { registerAdminAccess, type AdminRoute } from './plugins/admin-access.js';
import { registerApiContract } from './plugins/api-contract.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { transactionRunnerFor, type TransactionRunner } from './lib/group-commit.js';
import { PublicReadCache } from './lib/public-read-cache.js';
import { dbFileStore, type DbFileStore } from './lib/db-file-store.js';
import { registerUploadMirror } from './lib/upload-mirror.js';
import { AppMetrics, type PoolStats } from './lib/metrics.js';
import { metricsRoute, registerRequestObservation } from './plugins/observability.js';
import { exclusiveRunner, type RunExclusive } from './lib/run-exclusive.js';
import type { CacheInvalidation } from './lib/cache-invalidation.js';
import type { LiveBoard } from './modules/operations/live-board.js';
import { LiveStreams } from './modules/operations/live-streams.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { registerPublicReadCacheInvalidation } from './plugins/public-read-cache.js';
import { registerRateLimits, type RateLimitState } from './plugins/rate-limits.js';
import { registerUploadServing, registerWebAssets } from './app-files.js';
import { registerRequestGuards } from './app-guards.js';
import { startLiveChannels } from './app-live.js';
import { pageAnswerFor } from './app-pages.js';
import { createServer } from './app-server.js';

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
  const app = createServer(config, { logger: opts.logger, logStream: opts.logStream, isHttps });
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
  await registerRequestGuards(app, config, isHttps);
  // Limits are opt-in per route; their counters are shared by every instance (plugins/rate-limits.ts).
  const rateLimits = await registerRateLimits(app, { config, db, dialect });

  const sessions = sessionService(db);
  const adminRoutes = registerAdminAccess(app, (req) => sessions.authenticate(req));
  const { invalidation, liveBoard } = await startLiveChannels(app, { config, db, dialect });
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
  metrics.watch({
    readOutbox: () => mailOutboxStaffRepository.summary(db),
    publicCache,
    pool: opts.pool,
    log: app.log,
  });
  await app.register(metricsRoute, { metrics, token: config.metricsToken });
  registerMailWorker(app);

  registerApiContract(app);
  await registerApiDocs(app, { sessionCookie: SESSION_COOKIE });
  await app.register(registerModules, { prefix: '/api' });
  await app.register(sitePagesRoutes);
  if (spaIndexHtml) answerPage = await pageAnswerFor(app, { config, db, publicCache, spaIndexHtml, webDist });

  await registerUploadServing(app, config.uploadsDir, files);
  if (spaIndexHtml) await registerWebAssets(app, webDist);
  return app;
}
