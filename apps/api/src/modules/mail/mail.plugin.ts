import type { FastifyInstance } from 'fastify';
import { mailWorker, type MailWorker } from './mail-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the outbox's delivery worker (decision 016); idle without SMTP_URL */
    mail: MailWorker;
  }
}

/**
 * Starts the mail worker with the server and stops it (waiting for a send in flight) when the server
 * closes. Called on the root instance after `deps` is decorated.
 */
export function registerMailWorker(app: FastifyInstance): void {
  const worker = mailWorker({
    db: app.deps.db,
    dialect: app.deps.dialect,
    config: app.deps.config,
    log: app.log,
    metrics: app.deps.metrics,
  });
  app.decorate('mail', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  // A public booking or a staff status change may have queued mail: look now rather than at the next poll.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400) worker.nudge();
  });
}
