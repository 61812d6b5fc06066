import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { AppMetrics } from '../lib/metrics.js';

/** The header that carries a request's id, in and out (decision 030). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like to be taken: nginx's `$request_id` (32 hex), a UUID, and the like. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Whether TRUST_PROXY names a proxy at all (a hop count of 0 trusts nobody). */
export const trustsAProxy = (trustProxy: boolean | number): boolean => trustProxy === true || (typeof trustProxy === 'number' && trustProxy > 0);

/**
 * Fastify's `genReqId`: behind a trusted proxy (TRUST_PROXY) its `X-Request-Id` is kept, so the
 * proxy's log line and the API's carry one id; a missing or odd-looking one (which could smuggle
 * text into the logs) is replaced. Without a trusted proxy the header is the client's own and
 * ignored: every id is made here.
 */
export function requestIdGenerator(trustProxy: boolean | number): (req: IncomingMessage) => string {
  if (!trustsAProxy(trustProxy)) return () => randomUUID();
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
  };
}

/** The label a route's latency is kept under: its pattern; the built assets, one file each, share one. */
const routeLabel = (url: string): string => (url.startsWith('/assets/') ? '/assets/*' : url);

/**
 * The id on every answer, and latency per route pattern. Each route gets its own onResponse hook
 * made when the route is registered, so a request pays one histogram observation and nothing else:
 * no URL parsing and no label built from what the client sent. Answers of the not-found handler
 * (the server-rendered pages, and real 404s) are one label each. Register before any route.
 */
export function registerRequestObservation(app: FastifyInstance, metrics: AppMetrics): void {
  const observerFor = (route: string) => {
    const children = new Map<string, ReturnType<AppMetrics['httpDuration']['labels']>>();
    return (request: FastifyRequest, reply: FastifyReply) => {
      const key = `${request.method}${reply.statusCode}`;
      let child = children.get(key);
      if (!child) {
        child = metrics.httpDuration.labels({ method: request.method, route, status_code: String(reply.statusCode) });
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
    };
  };
  const observed = Symbol('observed');
  app.addHook('onRoute', (route: RouteOptions & { [observed]?: true }) => {
    // A GET's HEAD twin is registered from the same options: one hook serves both.
    if (route[observed]) return;
    route[observed] = true;
    const observe = observerFor(routeLabel(route.url));
    const own = route.onResponse ? (Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse]) : [];
    route.onResponse = [
      ...own,
      (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        observe(request, reply);
        done();
      },
    ];
  });
  const page = observerFor('(page)');
  const unmatched = observerFor('(unmatched)');
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) (reply.statusCode < 400 ? page : unmatched)(request, reply);
    done();
  });
}

/** sha-256, so that comparing tokens takes the same time whatever the guess */
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics for Prometheus (decision 030): open only to a bearer of METRICS_TOKEN; without the
 * token configured the route answers 404, as if it were not there. Hidden from the API docs.
 */
export async function metricsRoute(app: FastifyInstance, opts: { metrics: AppMetrics; token: string | undefined }): Promise<void> {
  const want = opts.token ? digest(opts.token) : null;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!want) return reply.callNotFound();
    const auth = request.headers.authorization;
    const given = auth?.startsWith('Bearer ') ? digest(auth.slice(7)) : null;
    if (!given || !timingSafeEqual(given, want)) {
      throw new AppError(401, 'error.unauthorized', undefined, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    }
    return reply.type(opts.metrics.contentType).header('Cache-Control', 'no-store').send(await opts.metrics.text());
  });
}
