import { locationSuggestionsDto, normalizeLocationKey, transferRouteListDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { sendCachedJson } from '../../lib/public-read-cache.js';
import { requestLanguage } from '../../lib/request-language.js';
import { transferRouteService } from './transfer-routes.service.js';

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
  /** the language to show names in; else Accept-Language, else Turkish. An unknown code means Turkish. */
  lang: z.string().max(20).optional(),
});

const searchResponse = envelope(transferRouteListDto);
const locationsResponse = envelope(locationSuggestionsDto);

/** The public site's route search and autocomplete, served from the public read cache (decision 009). */
export async function transferRouteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = transferRouteService(app.deps.db);
  const cache = app.deps.publicCache;
  const tags = ['routes'];

  app.get(
    '/routes/search',
    {
      schema: {
        operationId: 'searchTransferRoutes',
        tags,
        summary: 'Active routes whose ends match what was typed, with their prices per vehicle type',
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (req, reply) => {
      // The answer depends only on the normalized keys, so different spellings share one entry.
      const from = (req.query.from_location && normalizeLocationKey(req.query.from_location)) || undefined;
      const to = (req.query.to_location && normalizeLocationKey(req.query.to_location)) || undefined;
      const body = await cache.json('routes', `search\u0000${from ?? ''}\u0000${to ?? ''}`, searchResponse, async () =>
        ok(await service.search(from, to)),
      );
      return sendCachedJson(reply, body);
    },
  );

  app.get(
    '/routes/locations',
    {
      schema: {
        operationId: 'listRouteLocations',
        tags,
        summary: 'Route autocomplete suggestions, already ranked (public-site §4, §5, §9)',
        querystring: locationsQuery,
        response: { 200: locationsResponse },
      },
    },
    async (req, reply) => {
      const { role, q = '', from = '' } = req.query;
      // One cache entry per language: the labels differ, the matching does not.
      const lang = requestLanguage(req);
      const body = await cache.json('routes', `locations\u0000${lang}\u0000${role}\u0000${q}\u0000${from}`, locationsResponse, async () =>
        ok(await service.suggestLocations(role, q, from, lang)),
      );
      return sendCachedJson(reply, body);
    },
  );
}
