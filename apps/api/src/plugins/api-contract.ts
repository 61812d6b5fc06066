import { ADMIN_ROLE_LABELS, FULL_ACCESS_ROLE, errorEnvelope } from '@riviera/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * What a route tells the API documentation beyond its Fastify schema. Routes that read their own
 * body (multipart forms with files, where Fastify's body validation cannot run) name the contract
 * the body is checked against, so the document still shows it and its example.
 */
export interface RouteDocs {
  /** the contract the handler validates the body with (documented only; the handler applies it) */
  body?: z.core.$ZodType;
  /** request content types, e.g. multipart/form-data for forms that carry files */
  consumes?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

export const MULTIPART_OR_JSON = ['multipart/form-data', 'application/json'];

/**
 * A request contract with the example the API document shows. The example is typed by the
 * contract's input, so it cannot drift from it; it lives in the API module, never in the browser.
 * `.meta` returns a copy: the shared contract itself is unchanged. The example travels as
 * `x-examples` (which @fastify/swagger turns into the media type's `examples`): zod leaves a plain
 * `examples` out of the input side of a contract that preprocesses, as every form contract does.
 */
export function withExample<S extends z.core.$ZodType>(schema: S, example: z.input<S>): S {
  // what classic zod's `.meta()` does, for zod/mini contracts too (they have no `.meta()`)
  const copy = z.core.util.clone(schema);
  z.globalRegistry.add(copy, { 'x-examples': { example: { value: example } } });
  return copy;
}

/** Failure answers a route declares itself (404, 409, 413…), each with the one error envelope. */
export const failures = (...statuses: number[]): Record<number, typeof errorEnvelope> =>
  Object.fromEntries(statuses.map((s) => [s, errorEnvelope]));

type Schema = NonNullable<RouteOptions['schema']> & {
  description?: string;
  response?: Record<string | number, unknown>;
  security?: { [scheme: string]: string[] }[];
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The failures every route of a kind can give, derived from what the route declares, so that no
 * route's documentation forgets one: 422 for anything validated, 400/413 for bodies, 401 for the
 * back office, 403 for writes (a cross-site origin), 429 for rate-limited routes, 503 while the
 * database is away. Statuses a route declares itself are kept as they are.
 */
function derivedFailures(route: RouteOptions, schema: Schema): number[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const writes = methods.some((m) => WRITE_METHODS.has(m));
  const takesBody = methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH');
  const codes: number[] = [];
  if (takesBody) codes.push(400, 413);
  if (route.config?.access === 'admin') codes.push(401);
  // a write from another site; on the back office also a role the route is not open to
  if (writes || route.config?.access === 'admin') codes.push(403);
  if (schema.body || schema.querystring || schema.params || route.config?.docs?.body) codes.push(422);
  if (route.config?.rateLimit) codes.push(429);
  if (!route.url.endsWith('/health')) codes.push(503);
  return codes;
}

/**
 * Completes each API route's contract as it is registered: the derived failure answers with the
 * error envelope, the session cookie as the security of back-office routes, and the documented body
 * of self-reading routes. Must be registered before @fastify/swagger reads the routes and before
 * the modules are. Answers are validated against these schemas by the serializer compiler.
 */
export function registerApiContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = (route.schema ??= {}) as Schema;
    if (schema.hide) return;
    const response = (schema.response ??= {});
    for (const code of derivedFailures(route, schema)) response[code] ??= errorEnvelope;
    if (route.config?.access === 'admin') {
      schema.security = [{ session: [] }];
      const roles = [FULL_ACCESS_ROLE, ...(route.config.roles ?? []).filter((r) => r !== FULL_ACCESS_ROLE)];
      const who = `Roles: ${roles.map((r) => ADMIN_ROLE_LABELS[r]).join(', ')} (others get 403).`;
      schema.description = schema.description ? `${schema.description} ${who}` : who;
    }
  });
}
