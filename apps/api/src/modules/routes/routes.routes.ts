import { listStartingPoints, normalizeLocationKey, rankSuggestions } from '@riviera/domain';
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

const locationsQuery = z.object({
  /** which field asks: the 'from' field lists starting points, the 'to' field destinations */
  role: z.enum(['from', 'to']),
  /** what the visitor typed; blank lists the starting points ('from') or nothing ('to') */
  q: z.string().trim().max(200).optional(),
  /** the chosen starting point: the 'to' field then lists only destinations reachable from it */
  from: z.string().trim().max(200).optional(),
});

export async function routeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = routeRepository(app.deps.db);
  app.get(
    '/routes/search',
    {
      schema: { tags: ['routes'], querystring: searchQuery, response: { 200: envelope(z.array(routeDto)) } },
    },
    async (req) => {
      const from = req.query.from_location ? normalizeLocationKey(req.query.from_location) : undefined;
      const to = req.query.to_location ? normalizeLocationKey(req.query.to_location) : undefined;
      const routes = await repo.searchActive(from || undefined, to || undefined);
      const prices = await repo.pricesFor(routes.map((r) => r.id));
      return ok(toRouteDtos(routes, prices));
    },
  );

  app.get(
    '/routes/locations',
    {
      schema: {
        tags: ['routes'],
        summary: 'Route autocomplete suggestions, already ranked (public-site §4, §5, §9)',
        querystring: locationsQuery,
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (req) => {
      const { role, q = '', from = '' } = req.query;
      if (role === 'from') {
        const starts = await repo.distinctLocations('from');
        return ok(q ? rankSuggestions(starts, q) : listStartingPoints(starts));
      }
      if (!q) return ok([]);
      const fromKey = normalizeLocationKey(from);
      // Destinations reachable from the chosen point; a point no route starts from (still being
      // typed, or misspelt) falls back to every destination so the field is never a dead end.
      let ends = fromKey ? await repo.distinctLocations('to', fromKey) : [];
      if (ends.length === 0) ends = await repo.distinctLocations('to');
      return ok(rankSuggestions(ends, q));
    },
  );
}
