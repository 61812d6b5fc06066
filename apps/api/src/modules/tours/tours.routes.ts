import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { sendJsonText } from '../../lib/public-read-cache.js';
import { idParams } from '../../lib/ids.js';
import { pageOf, pageQuery, toPage } from '../../lib/pagination.js';
import { toTourDto, tourDto } from './tours.dto.js';
import { tourRepository } from './tours.repository.js';

/** Public tour reads: only active tours are visible to visitors. */
export async function tourRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = tourRepository(app.deps.db);
  const cache = app.deps.publicCache;
  const tags = ['tours'];
  const listResponse = envelope(pageOf(tourDto));
  const oneResponse = envelope(tourDto);

  app.get(
    '/tours',
    { schema: { tags, querystring: pageQuery(12), response: { 200: listResponse } } },
    async (req, reply) => {
      const { page, per_page } = req.query;
      const body = await cache.json('tours', `list\u0000${page}\u0000${per_page}`, listResponse, async () => {
        const { rows, total } = await repo.pageActive(page, per_page);
        return ok(toPage(rows.map(toTourDto), total, page, per_page));
      });
      return sendJsonText(reply, body);
    },
  );
  app.get('/tours/:id', { schema: { tags, params: idParams, response: { 200: oneResponse } } }, async (req, reply) => {
    // A missing tour throws inside the load, so a 404 is never kept.
    const body = await cache.json('tours', `one\u0000${req.params.id}`, oneResponse, async () => {
      const tour = await repo.findActive(req.params.id);
      if (!tour) throw notFound('error.tour_not_found');
      return ok(toTourDto(tour));
    });
    return sendJsonText(reply, body);
  });
}
