import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { translateMessage } from '@riviera/domain';
import type { AppConfig } from './config.js';
import { requestLanguage } from './lib/request-language.js';
import { MULTIPART_LIMITS } from './lib/multipart-limits.js';
import { registerRequestOriginCheck } from './plugins/request-origin.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerNulCharacterGuard } from './plugins/text-input.js';

/** What every request passes before a route: security headers, origin check, NUL guard, load shedding, cookies, uploads. */
export async function registerRequestGuards(
  app: FastifyInstance,
  config: AppConfig,
  isHttps: boolean,
): Promise<void> {
  registerSecurityHeaders(app, { https: isHttps });
  registerRequestOriginCheck(app, { publicUrl: config.publicUrl });
  registerNulCharacterGuard(app);
  if (config.maxEventLoopDelayMs > 0) {
    // Load shedding: with the event loop this late, a new request waits behind the backlog; a quick
    // 503 with Retry-After lets a proxy or client go elsewhere and the health probe stay fast.
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      sampleInterval: config.loadSampleIntervalMs,
      retryAfter: 5,
      pressureHandler: (request, reply) => {
        void reply
          .code(503)
          .header('Retry-After', '5')
          .send({
            success: false,
            message: translateMessage('error.service_unavailable', requestLanguage(request)),
          });
      },
    });
  }
  await app.register(fastifyCookie);
  // Uploads stream part by part; each route's own rule (type, size) is applied in lib/uploads.ts.
  // The hard ceilings (lib/multipart-limits.ts) are what the reverse proxies in docs/deploy/ must admit.
  await app.register(fastifyMultipart, { limits: { ...MULTIPART_LIMITS } });
}
