import { tourDto, tourPageDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentLangQuery, contentLanguageOf } from '../../lib/content-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { pageQuery, toPage } from '../../lib/pagination.js';
import { sendJsonText } from '../../lib/public-read-cache.js';
import { failures } from '../../plugins/api-contract.js';
import { toPublicTourDto } from './tours.dto.js';
import { tourService } from './tours.service.js';

/** Public tour reads (active tours only), served from the public read cache (decision 009). */
export async function tourRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = tourService(app.deps.db);
  const cache = app.deps.publicCache;
  const tags = ['tours'];
  const listResponse = envelope(tourPageDto);
  const oneResponse = envelope(tourDto);

  app.get(
    '/tours',
    {
      schema: {
        operationId: 'listTours',
        tags,
        description: 'Active tours in their order; the landing page asks for every one at once (per_page=9999).',
        querystring: pageQuery(12).extend(contentLangQuery.shape),
        response: { 200: listResponse },
      },
    },
    async (req, reply) => {
      const { page, per_page } = req.query;
      const lang = contentLanguageOf(req);
      const body = await cache.json('tours', `list\u0000${lang}\u0000${page}\u0000${per_page}`, listResponse, async () => {
        const { rows, total } = await service.pageActive(page, per_page);
        return ok(toPage(rows.map((r) => toPublicTourDto(r, lang)), total, page, per_page));
      });
      return sendJsonText(reply, body);
    },
  );
  app.get(
    '/tours/:id',
    { schema: { operationId: 'getTour', tags, params: idParams, querystring: contentLangQuery, response: { 200: oneResponse, ...failures(404) } } },
    async (req, reply) => {
      const lang = contentLanguageOf(req);
      // A missing tour throws inside the load, so a 404 is never kept.
      const body = await cache.json('tours', `one\u0000${lang}\u0000${req.params.id}`, oneResponse, async () =>
        ok(toPublicTourDto(await service.requireActive(req.params.id), lang)),
      );
      return sendJsonText(reply, body);
    },
  );
}
