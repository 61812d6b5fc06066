import { listStartingPoints, normalizeLocationKey, rankSuggestions } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { sendJsonText } from '../../lib/public-read-cache.js';
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

const searchResponse = envelope(z.array(routeDto));
const locationsResponse = envelope(z.array(z.string()));

export async function routeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = routeRepository(app.deps.db);
  const cache = app.deps.publicCache;
  app.get(
    '/routes/search',
    {
      schema: { tags: ['routes'], querystring: searchQuery, response: { 200: searchResponse } },
    },
    async (req, reply) => {
      // The answer depends only on the normalized keys, so different spellings share one entry.
      const from = (req.query.from_location && normalizeLocationKey(req.query.from_location)) || undefined;
      const to = (req.query.to_location && normalizeLocationKey(req.query.to_location)) || undefined;
      const body = await cache.json('routes', `search\u0000${from ?? ''}\u0000${to ?? ''}`, searchResponse, async () => {
        const routes = await repo.searchActive(from, to);
        const prices = await repo.pricesFor(routes.map((r) => r.id));
        return ok(toRouteDtos(routes, prices));
      });
      return sendJsonText(reply, body);
    },
  );

  app.get(
    '/routes/locations',
    {
      schema: {
        tags: ['routes'],
        summary: 'Route autocomplete suggestions, already ranked (public-site §4, §5, §9)',
        querystring: locationsQuery,
        response: { 200: locationsResponse },
      },
    },
    async (req, reply) => {
      const { role, q = '', from = '' } = req.query;
      const body = await cache.json('routes', `locations\u0000${role}\u0000${q}\u0000${from}`, locationsResponse, async () => {
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
      });
      return sendJsonText(reply, body);
    },
  );
}
