import { createdResellerKeyDto, resellerKeyDto, resellerKeyInput, resellerKeyListDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { resellerKeyService } from './reseller-keys.service.js';

const keyBody = withExample(resellerKeyInput, { name: 'GetYourGuide' });

/**
 * 'Acente Anahtarları' (decision 041): resellers' OCTO API keys, Yönetici's alone (a key sells
 * seats). The token is in the answer to its creation only.
 */
export async function resellerKeyAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = resellerKeyService(app.deps.db);
  const tags = ['admin-resellers'];
  const admin = { access: 'admin' } as const;

  app.get(
    '/admin/reseller-keys',
    { config: admin, schema: { operationId: 'adminListResellerKeys', tags, response: { 200: envelope(resellerKeyListDto) } } },
    async () => ok(await service.list()),
  );

  app.post(
    '/admin/reseller-keys',
    {
      config: admin,
      schema: {
        operationId: 'adminCreateResellerKey',
        tags,
        description: 'Answers the key with its token; the token is not stored and cannot be read again.',
        body: keyBody,
        response: { 201: envelope(createdResellerKeyDto) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await service.create(req.admin, req.body), 'Anahtar oluşturuldu')),
  );

  app.post(
    '/admin/reseller-keys/:id/revoke',
    {
      config: admin,
      schema: {
        operationId: 'adminRevokeResellerKey',
        tags,
        description: 'The key answers 401 from its next request on; its bookings keep their channel.',
        params: idParams,
        response: { 200: envelope(resellerKeyDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.revoke(req.admin, req.params.id), 'Anahtar iptal edildi'),
  );
}
