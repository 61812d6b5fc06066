import { normalizeLocationKey } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { routeDto, toRouteDtos } from './routes.dto.js';
import { routeRepository } from './routes.repository.js';

const searchQuery = z.object({
  from_location: z.string().trim().max(200).optional(),
  to_location: z.string().trim().max(200).optional(),
});

export async function routeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = routeRepository(app.deps.db);
  app.get(
    '/routes/search',
    { schema: { tags: ['routes'], querystring: searchQuery, response: { 200: envelope(z.array(routeDto)) } } },
    async (req) => {
      const from = req.query.from_location ? normalizeLocationKey(req.query.from_location) : undefined;
      const to = req.query.to_location ? normalizeLocationKey(req.query.to_location) : undefined;
      const routes = await repo.searchActive(from || undefined, to || undefined);
      const prices = await repo.pricesFor(routes.map((r) => r.id));
      return ok(toRouteDtos(routes, prices));
    },
  );
}
