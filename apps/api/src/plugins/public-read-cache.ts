import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { PublicReadCache } from '../lib/public-read-cache.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every admin route that can write (any method but GET/HEAD/OPTIONS) empties the public read cache
 * when it answers. onSend runs after the handler has finished, so its transaction has committed, and
 * before the answer leaves, so the next public read after staff see "saved" is already fresh. It
 * runs for failed writes too: a needless miss is cheaper than reasoning about partial writes.
 * Attached per route, so public requests pay nothing. Must be registered before the modules.
 */
export function registerPublicReadCacheInvalidation(app: FastifyInstance, cache: PublicReadCache): void {
  const invalidate: onSendHookHandler = (_request, _reply, payload, done) => {
    cache.invalidateAll();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'admin') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => READ_METHODS.has(m))) return;
    const own = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...own, invalidate];
  });
}
