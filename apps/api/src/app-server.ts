import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import { frameworkErrorHandler } from './plugins/error-handler.js';
import { clientErrorHandler } from './plugins/client-error.js';
import { requestIdGenerator, REQUEST_ID_HEADER } from './plugins/observability.js';
import { securityHeadersWriter } from './plugins/security-headers.js';

/** Answers the router makes before any hook runs carry the request's id too. */
const withRequestId =
  (writeHeaders: (request: FastifyRequest, reply: FastifyReply) => void) =>
  (request: FastifyRequest, reply: FastifyReply) => {
    writeHeaders(request, reply);
    void reply.header(REQUEST_ID_HEADER, request.id);
  };

/** The bare Fastify server: logging, request ids, proxies, body and time limits, the router's own errors. */
export function createServer(
  config: AppConfig,
  opts: { logger?: boolean | undefined; logStream?: { write(line: string): void }; isHttps: boolean },
): FastifyInstance {
  return Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) },
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
    frameworkErrors: frameworkErrorHandler(withRequestId(securityHeadersWriter({ https: opts.isHttps }))),
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // A body that never completes is cut with a 408 (Node's requestTimeout), headers that never end
    // too (headersTimeout), an idle keep-alive connection closed (decision 033).
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // Node checks those limits every connectionsCheckingInterval (30 s by default): once a second.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1_000 },
  });
}
