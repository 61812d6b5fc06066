import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { resellerKeyService } from '../resellers/reseller-keys.service.js';
import { OCTO_RATE_LIMIT, bearerToken, resellerOf, unauthorized } from './octo.auth.js';
import { octoBookingService } from './octo.bookings.service.js';
import { octoCatalogService } from './octo.catalog.service.js';
import { availabilityBody, bookingsQuery, cancelBody, confirmBody, reserveBody } from './octo.contracts.js';
import { OctoError, badRequest } from './octo.errors.js';
import { octoSupplier } from './octo.supplier.js';

/** A body or query in OCTO's words: what does not parse is BAD_REQUEST, naming the first field. */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw badRequest(`${issue.path.join('.') || 'body'}: ${issue.message}`);
}

/** Every failure in OCTO's shape `{ error, errorMessage }`, never the house's envelope. */
function octoErrorHandler(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof OctoError) return reply.code(err.statusCode).send(err.body);
  const status = (err as { statusCode?: number }).statusCode ?? (err instanceof AppError ? err.statusCode : 500);
  if (status === 429) return reply.code(429).send({ error: 'TOO_MANY_REQUESTS', errorMessage: 'Too many requests for this API key; slow down' });
  if (status === 401) return reply.code(401).send(unauthorized().body);
  if (status >= 400 && status < 500) return reply.code(400).send(badRequest(err.message || 'Bad request').body);
  req.log.error({ err }, 'OCTO request failed');
  return reply.code(500).send({ error: 'INTERNAL_SERVER_ERROR', errorMessage: 'There was an un-recoverable error, please try again' });
}

/**
 * The OCTO supplier API for resellers (issue 27 item 6, decision 041) under /api/octo: OCTO's
 * core endpoints with the octo/pricing capability, `Authorization: Bearer <key>` per reseller,
 * OCTO's shapes and errors, rate-limited per key. OCTO's own OpenAPI document describes it, so
 * the routes stay out of the house's API document.
 */
export async function octoRoutes(app: FastifyInstance): Promise<void> {
  const { db, writes, dialect, config } = app.deps;
  const keys = resellerKeyService(db);
  const catalog = octoCatalogService(db, dialect);
  const bookings = octoBookingService(db, writes, dialect);
  const route = { config: { rateLimit: OCTO_RATE_LIMIT }, schema: { hide: true } } as const;

  app.setErrorHandler(octoErrorHandler);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('Content-Language', requestLanguage(req));
    // no caching anywhere between: availability changes with every sale
    reply.header('Cache-Control', 'no-store');
    const reseller = await keys.authenticate(bearerToken(req));
    if (!reseller) throw unauthorized();
    req.reseller = reseller;
  });

  app.get('/supplier', route, async (req) => octoSupplier(db, config, req));
  app.get('/products', route, async (req) => catalog.products(requestLanguage(req)));
  app.get<{ Params: { id: string } }>('/products/:id', route, async (req) => catalog.product(req.params.id, requestLanguage(req)));
  app.post('/availability', route, async (req) => catalog.availability(parse(availabilityBody, req.body)));
  app.post('/availability/calendar', route, async (req) => catalog.calendar(parse(availabilityBody, req.body)));

  app.post('/bookings', route, async (req) => bookings.reserve(resellerOf(req), parse(reserveBody, req.body)));
  app.get('/bookings', route, async (req) => bookings.list(resellerOf(req), parse(bookingsQuery, req.query)));
  app.get<{ Params: { uuid: string } }>('/bookings/:uuid', route, async (req) => bookings.get(resellerOf(req), req.params.uuid));
  app.post<{ Params: { uuid: string } }>('/bookings/:uuid/confirm', route, async (req) =>
    bookings.confirm(resellerOf(req), req.params.uuid, parse(confirmBody, req.body), requestLanguage(req)),
  );
  app.post<{ Params: { uuid: string } }>('/bookings/:uuid/cancel', route, async (req) =>
    bookings.cancel(resellerOf(req), req.params.uuid, parse(cancelBody, req.body).reason),
  );
  app.delete<{ Params: { uuid: string } }>('/bookings/:uuid', route, async (req) =>
    bookings.cancel(resellerOf(req), req.params.uuid, parse(cancelBody, req.body).reason),
  );
}
