import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { tags: ['system'], summary: 'The process is alive' } }, () => ok({ status: 'ok' }));
  app.get('/ready', { schema: { tags: ['system'], summary: 'The database answers' } }, async () => {
    try {
      await sql`select 1`.execute(app.deps.db);
    } catch {
      throw new AppError(503, 'error.not_ready');
    }
    return ok({ status: 'ready', database: app.deps.dialect });
  });
}
