import { aboutDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, requestLanguage } from '../../lib/request-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { failures } from '../../plugins/api-contract.js';
import { toPublicAboutDto } from './about.dto.js';
import { aboutService } from './about.service.js';

/** The public about section: the newest active entry. */
export async function aboutRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = aboutService(app.deps.db);
  app.get(
    '/about/active',
    { schema: { operationId: 'getAbout', tags: ['about'], querystring: langQuery, response: { 200: envelope(aboutDto), ...failures(404) } } },
    async (req) => ok(toPublicAboutDto(await service.getActive(), requestLanguage(req))),
  );
}
