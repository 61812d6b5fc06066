import { splitLanguage, translateMessage } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import { LocalRateLimitStore } from '../../lib/local-rate-limit-store.js';
import type { PageAnswer } from './page-responder.js';

/**
 * Pages under a generous per-client limit (issue 28 item 6): one client asking for pages as fast as
 * it can gets 429 with Retry-After once over `perMinute`, so it cannot keep an instance's event loop
 * from everyone else (and from the health probe). Counted per instance in memory: the limit protects
 * an instance, and a shared count would cost a round trip per page view. A hotel's guests share one
 * address, hence generous. `perMinute` 0 answers every page.
 */
export function limitPages(app: FastifyInstance, perMinute: number, answer: PageAnswer): PageAnswer {
  if (perMinute === 0) return answer;
  const check = app.createRateLimit({ max: perMinute, timeWindow: 60_000, store: LocalRateLimitStore as never });
  return async (request, reply) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return answer(request, reply);
    const { lang } = splitLanguage(request.url.split('?')[0] ?? '/');
    const message = translateMessage('error.too_many_requests', lang);
    return reply
      .code(429)
      .header('Retry-After', String(Math.max(1, limit.ttlInSeconds)))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${message}</title></head><body><p>${message}</p></body></html>`);
  };
}
