import { LEGAL_KINDS, legalDocumentDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery, requestLanguage } from '../../lib/request-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { sendCachedJson } from '../../lib/public-read-cache.js';
import { failures } from '../../plugins/api-contract.js';
import { toPublicLegalDto } from './legal.dto.js';
import { legalService } from './legal.service.js';

/** Which legal text: the KVKK notice or the privacy policy. */
export const legalKindParams = z.object({ kind: z.enum(LEGAL_KINDS, { error: 'error.legal_not_found' }) });

/** The public legal texts in the visitor's language, served from the public read cache (decision 009). */
export async function legalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = legalService(app.deps.db);
  const cache = app.deps.publicCache;
  const response = envelope(legalDocumentDto);
  app.get(
    '/legal/:kind',
    {
      schema: {
        operationId: 'getLegalDocument',
        tags: ['legal'],
        description:
          'The KVKK notice (kvkk_notice) or the privacy policy (privacy_policy) in the asked language, Turkish per field when not translated; its version is what a booking acknowledges (notice_version).',
        params: legalKindParams,
        querystring: langQuery,
        response: { 200: response, ...failures(404) },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const body = await cache.json('legal', `${req.params.kind}\u0000${lang}`, response, async () =>
        ok(toPublicLegalDto(await service.require(req.params.kind), lang, await service.operatorDetails())),
      );
      return sendCachedJson(reply, body);
    },
  );
}
