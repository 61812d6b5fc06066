import { SLUG_MAX_LENGTH, tourBySlugDto, tourDto, tourPageDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery, requestLanguage } from '../../lib/request-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { pageQuery, toPage } from '../../lib/pagination.js';
import { sendCachedJson } from '../../lib/public-read-cache.js';
import { failures } from '../../plugins/api-contract.js';
import { toPublicTourDto } from './tours.dto.js';
import { tourService } from './tours.service.js';
import { pickupService } from '../pickups/pickups.service.js';
import { zonesById } from '../pickups/pickup-names.js';

/** Public tour reads (active tours only), served from the public read cache (decision 009). */
export async function tourRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = tourService(app.deps.db);
  const pickups = pickupService(app.deps.db);
  /** the pickup zones, read once per (uncached) answer to name the tours' pickups */
  const zones = async () => zonesById(await pickups.listZones());
  const cache = app.deps.publicCache;
  const tags = ['tours'];
  const listResponse = envelope(tourPageDto);
  const oneResponse = envelope(tourDto);
  const bySlugResponse = envelope(tourBySlugDto);
  // As long as the router lets a segment be: a slug longer than any ever made is simply not found.
  const slugParams = z.object({ slug: z.string().min(1).max(200).describe(`a tour page address word, current or former (at most ${SLUG_MAX_LENGTH} characters and a number)`) });

  app.get(
    '/tours',
    {
      schema: {
        operationId: 'listTours',
        tags,
        description: 'Active tours in their order; the landing page asks for every one at once (per_page=9999).',
        querystring: pageQuery(12).extend(langQuery.shape),
        response: { 200: listResponse },
      },
    },
    async (req, reply) => {
      const { page, per_page } = req.query;
      const lang = requestLanguage(req);
      const body = await cache.json('tours', `list\u0000${lang}\u0000${page}\u0000${per_page}`, listResponse, async () => {
        const [{ rows, total }, byId] = await Promise.all([service.pageActive(page, per_page), zones()]);
        return ok(toPage(rows.map((r) => toPublicTourDto(r, lang, byId)), total, page, per_page));
      });
      return sendCachedJson(reply, body);
    },
  );
  app.get(
    '/tours/:id',
    { schema: { operationId: 'getTour', tags, params: idParams, querystring: langQuery, response: { 200: oneResponse, ...failures(404) } } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      // A missing tour throws inside the load, so a 404 is never kept.
      const body = await cache.json('tours', `one\u0000${lang}\u0000${req.params.id}`, oneResponse, async () =>
        ok(toPublicTourDto(await service.requireActive(req.params.id), lang, await zones())),
      );
      return sendCachedJson(reply, body);
    },
  );
  app.get(
    '/tours/by-slug/:slug',
    {
      schema: {
        operationId: 'getTourBySlug',
        tags,
        description:
          "The active tour a page address (`/turlar/<slug>`) names, in the asked language. For a former slug (the title was edited) `moved` is true and `slug` is the current one, for a permanent redirect; an unknown slug or a Pasif tour is 404.",
        params: slugParams,
        querystring: langQuery,
        response: { 200: bySlugResponse, ...failures(404) },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const body = await cache.json('tours', `slug\u0000${lang}\u0000${req.params.slug}`, bySlugResponse, async () => {
        const found = await service.requireActiveBySlug(req.params.slug);
        return ok({ slug: found.slug, moved: found.moved, tour: toPublicTourDto(found.tour, lang, await zones()) });
      });
      return sendCachedJson(reply, body);
    },
  );
}
