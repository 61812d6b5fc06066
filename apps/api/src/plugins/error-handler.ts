import { translateMessage } from '@riviera/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import { answerForDatabaseError } from '../lib/db-errors.js';
import { requestLanguage } from '../lib/request-language.js';
import { localizeZodIssue } from '../lib/zod-messages.js';

interface FlattenedIssue {
  instancePath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

function send(reply: FastifyReply, status: number, message: string, errors?: Record<string, string[]>) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errors ? { success: false, message, errors } : { success: false, message });
}

/** Client errors Fastify itself raises, mapped to a status and a catalogue key. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'error.invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'error.invalid_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'error.file_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'error.unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'error.bad_request'],
  FST_REQ_FILE_TOO_LARGE: [413, 'error.file_too_large'],
  FST_PARTS_LIMIT: [413, 'error.file_too_large'],
  FST_FILES_LIMIT: [413, 'error.file_too_large'],
  FST_FIELDS_LIMIT: [413, 'error.file_too_large'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'error.unsupported_media_type'],
  // Raised by the router itself (see frameworkErrorHandler): a URL that does not decode, a segment too long.
  FST_ERR_BAD_URL: [400, 'error.bad_request'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'error.bad_request'],
};

/**
 * Fastify's `frameworkErrors`: errors the router raises before any route or error handler runs.
 * Without it they answer in Fastify's own English shape, echoing the URL; with it, the envelope.
 * These answers skip the request hooks, so the security headers are written by `writeHeaders`.
 */
export const frameworkErrorHandler =
  (writeHeaders: (request: FastifyRequest, reply: FastifyReply) => void) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const [status, key] = (error.code ? FASTIFY_CODES[error.code] : undefined) ?? [500, 'error.internal'];
    writeHeaders(request, reply);
    void send(reply, status, translateMessage(key, requestLanguage(request)));
  };

/**
 * One error handler for the whole API: one envelope, messages in the caller's language,
 * and no internals of a 5xx ever reach a client. Bad input is always a 4xx.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  opts: { page?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      // Typed here because the provider's declaration does not resolve under the lint's type service.
      const flattened = error.validation as unknown as FlattenedIssue[];
      for (const v of flattened) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        // The type provider flattens each zod issue into { keyword: code, message, params: rest }.
        const issue = { ...v.params, code: v.keyword, message: v.message, path: [] } as unknown as z.core.$ZodIssue;
        (errors[field] ??= []).push(localizeZodIssue(issue, lang));
      }
      return send(reply, 422, translateMessage('error.validation', lang), errors);
    }
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const errors = error.errors
        ? Object.fromEntries(
            Object.entries(error.errors).map(([k, msgs]) => [k, msgs.map((m) => translateMessage(m, lang))]),
          )
        : undefined;
      return send(reply, error.statusCode, translateMessage(error.message, lang), errors);
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, known[0], translateMessage(known[1], lang));
    if (error.statusCode === 429) return send(reply, 429, translateMessage('error.too_many_requests', lang));
    if (error instanceof SyntaxError) return send(reply, 400, translateMessage('error.invalid_json', lang));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, translateMessage('error.bad_request', lang));
    }
    const database = answerForDatabaseError(error);
    if (database) {
      // The database away, or a record deleted or taken into use by a concurrent request: not a bug, no 500.
      request.log.warn({ err: error }, 'database answered with a condition, not a fault');
      if (database.headers) void reply.headers(database.headers);
      return send(reply, database.statusCode, translateMessage(database.message, lang));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, translateMessage('error.internal', lang));
  });

  app.setNotFoundHandler((request, reply) => {
    // Pages (public ones, the back office, the 404 page) are HTML; API and upload paths stay JSON.
    // HEAD answers as GET does, without the body (Node drops it): an uptime monitor's HEAD saw a 404.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (opts.page && isRead && !request.url.startsWith('/api') && !request.url.startsWith('/uploads/')) {
      return opts.page(request, reply);
    }
    return send(reply, 404, translateMessage('error.not_found', requestLanguage(request)));
  });
}
