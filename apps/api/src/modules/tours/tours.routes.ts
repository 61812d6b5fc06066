import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { pageOf, pageQuery, toPage } from '../../lib/pagination.js';
import { toTourDto, tourDto } from './tours.dto.js';
import { tourRepository } from './tours.repository.js';

/** Public tour reads: only active tours are visible to visitors. */
export async function tourRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = tourRepository(app.deps.db);
  const tags = ['tours'];

  app.get(
    '/tours',
    { schema: { tags, querystring: pageQuery(12), response: { 200: envelope(pageOf(tourDto)) } } },
    async (req) => {
      const { page, per_page } = req.query;
      const { rows, total } = await repo.pageActive(page, per_page);
      return ok(toPage(rows.map(toTourDto), total, page, per_page));
    },
  );
  app.get('/tours/:id', { schema: { tags, params: idParams, response: { 200: envelope(tourDto) } } }, async (req) => {
    const tour = await repo.findActive(req.params.id);
    if (!tour) throw notFound('error.tour_not_found');
    return ok(toTourDto(tour));
  });
}
