import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { DialectName } from './db/dialect.js';
import type { Database } from './db/schema.js';
import { registerModules } from './modules/index.js';
import { pageResponder, type PageAnswer } from './modules/site-pages/page-responder.js';
import { loadServerRenderer } from './modules/site-pages/server-renderer.js';
import { sitePagesRoutes } from './modules/site-pages/site-pages.routes.js';
import { SESSION_COOKIE } from './modules/auth/session-token.js';
import { sessionService } from './modules/auth/session.service.js';
import { isTicketPath, ticketFileRoutes } from './modules/bookings/bookings.tickets.routes.js';
import { registerAdminAccess } from './plugins/admin-access.js';
import { registerApiContract } from './plugins/api-contract.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { transactionRunnerFor, type TransactionRunner } from './lib/group-commit.js';
import { PublicReadCache } from './lib/public-read-cache.js';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/error-handler.js';
import { clientErrorHandler } from './plugins/client-error.js';
import { registerPublicReadCacheInvalidation } from './plugins/public-read-cache.js';
import { registerRequestOriginCheck } from './plugins/request-origin.js';
import { registerSecurityHeaders, securityHeadersWriter } from './plugins/security-headers.js';
import { registerNulCharacterGuard } from './plugins/text-input.js';

export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  /** public catalogue answers kept until the next admin write (decision 009) */
  publicCache: PublicReadCache;
  /** runs write transactions; on SQLite concurrent ones share one durable commit (decision 006) */
  writes: TransactionRunner;
  /** every route marked `access: 'admin'`, for the test that proves each needs a session */
  adminRoutes: { method: string; url: string }[];
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
}): Promise<FastifyInstance> {
  const { config, db, dialect } = opts;
  // HSTS only once the site is served over https (a browser that saw it on plain http would refuse the site).
  const isHttps = config.publicUrl?.startsWith('https://') ?? false;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    // A hop count becomes "trust that many proxies nearest to us" (the typings lack the number form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A URL or header block larger than Node accepts gets a JSON 431 instead of a bare socket error.
    clientErrorHandler,
    // A URL that does not decode or a path segment over maxParamLength: the envelope, not Fastify's shape.
    frameworkErrors: frameworkErrorHandler(securityHeadersWriter({ https: isHttps })),
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const webDist = config.webDistDir ?? path.resolve(import.meta.dirname, '../../web/dist');
  const spaIndex = path.join(webDist, 'index.html');
  const spaIndexHtml = fs.existsSync(spaIndex) ? fs.readFileSync(spaIndex, 'utf8') : undefined;
  // Pages are answered once the modules are registered: rendering one calls the API in-process.
  let answerPage: PageAnswer | undefined;
  registerErrorHandling(app, { page: spaIndexHtml ? (request, reply) => answerPage!(request, reply) : undefined });
  await registerSecurityHeaders(app, { https: isHttps });
  registerRequestOriginCheck(app, { publicUrl: config.publicUrl });
  registerNulCharacterGuard(app);
  await app.register(fastifyCookie);
  // Uploads stream part by part; each route's own rule (type, size) is applied in lib/uploads.ts.
  // The hard ceiling here is the largest file the site takes (a 50 MB video) plus a little.
  await app.register(fastifyMultipart, { limits: { fileSize: 51 * 1024 * 1024, files: 5, fields: 200, fieldSize: 100_000 } });
  // Limits are opt-in per route (`config: { rateLimit: {...} }`): login, PNR look-ups, public bookings.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, retryAfterMs: ctx.ttl, message: 'error.too_many_requests' }),
  });

  const sessions = sessionService(db);
  const adminRoutes = registerAdminAccess(app, (req) => sessions.authenticate(req));
  const publicCache = new PublicReadCache({ enabled: config.publicReadCache });
  registerPublicReadCacheInvalidation(app, publicCache);
  app.decorate('deps', { config, db, dialect, publicCache, writes: transactionRunnerFor(db, dialect), adminRoutes });

  registerApiContract(app);
  await registerApiDocs(app, { sessionCookie: SESSION_COOKIE });
  await app.register(registerModules, { prefix: '/api' });
  await app.register(sitePagesRoutes);
  if (spaIndexHtml) {
    const render = await loadServerRenderer(app, webDist);
    answerPage = pageResponder(spaIndexHtml, { publicUrl: config.publicUrl, render, cache: publicCache });
  }

  fs.mkdirSync(config.uploadsDir, { recursive: true });
  // Ticket images are customers' documents: staff only, never cached (their own route). The public
  // handler below also refuses any path that resolves into their folder, whatever its spelling.
  await app.register(ticketFileRoutes);
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
        if (filePath.includes(`${path.sep}assets${path.sep}`)) void res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  return app;
}
