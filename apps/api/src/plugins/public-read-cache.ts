import type { FastifyInstance, onSendAsyncHookHandler } from 'fastify';
import type { CacheInvalidation } from '../lib/cache-invalidation.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every admin route that can write (any method but GET/HEAD/OPTIONS) publishes "the catalogue
 * changed" when it answers: every cache subscribed to it (the public read cache, a page cache)
 * empties here at once, and on every other instance through the channel (with PostgreSQL). onSend runs after the handler has finished, so its transaction has committed, and
 * before the answer leaves, so the next public read after staff see "saved" is already fresh here,
 * and the notification is with the database before staff see it. It
 * runs for failed writes too: a needless miss is cheaper than reasoning about partial writes.
 * Attached per route, so public requests pay nothing. Must be registered before the modules.
 */
export function registerPublicReadCacheInvalidation(app: FastifyInstance, invalidation: CacheInvalidation): void {
  const invalidate: onSendAsyncHookHandler = async (_request, _reply, payload) => {
    await invalidation.publish();
    return payload;
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'admin') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => READ_METHODS.has(m))) return;
    const own = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...own, invalidate];
  });
}
