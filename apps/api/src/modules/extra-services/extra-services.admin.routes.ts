import { emptyData, extraServiceDto, extraServiceInput, extraServiceListDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyObject, done, parseInput } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { toExtraServiceDto } from './extra-services.dto.js';
import { extraServiceFormOf, extraServiceService } from './extra-services.service.js';

const extraServiceBody = withExample(extraServiceInput, {
  name: 'Bebek koltuğu',
  description: '0-4 yaş için bebek koltuğu',
  price_euro: 10,
  icon: '👶',
  is_active: true,
});

/** Back office: extra services (§7 /extra-services), inactive ones included in the admin list. */
export async function extraServiceAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = extraServiceService(app.deps.db);
  const tags = ['admin-extra-services'];
  const admin = { access: 'admin' } as const;
  const form = { access: 'admin', docs: { body: extraServiceBody } } as const;

  app.get(
    '/admin/extra-services',
    { config: admin, schema: { operationId: 'adminListExtraServices', tags, response: { 200: envelope(extraServiceListDto) } } },
    async () => ok((await service.listAll()).map(toExtraServiceDto)),
  );

  app.post(
    '/extra-services',
    { config: form, schema: { operationId: 'adminCreateExtraService', tags, response: { 201: envelope(extraServiceDto) } } },
    async (req, reply) => {
      const input = parseInput(extraServiceInput, bodyObject(req), req);
      return reply.code(201).send(done(req, toExtraServiceDto(await service.create(req.admin, input)), 'admin.saved'));
    },
  );

  app.put(
    '/extra-services/:id',
    {
      config: form,
      schema: {
        operationId: 'adminUpdateExtraService',
        tags,
        description: 'Fields left out keep their values.',
        params: idParams,
        response: { 200: envelope(extraServiceDto), ...failures(404) },
      },
    },
    async (req) => {
      const before = await service.require(req.params.id);
      const input = parseInput(extraServiceInput, { ...extraServiceFormOf(before), ...bodyObject(req) }, req);
      return done(req, toExtraServiceDto(await service.update(req.admin, before, input)), 'admin.saved');
    },
  );

  app.delete(
    '/extra-services/:id',
    {
      config: admin,
      schema: { operationId: 'adminDeleteExtraService', tags, params: idParams, response: { 200: envelope(emptyData), ...failures(404) } },
    },
    async (req) => {
      await service.remove(req.admin, await service.require(req.params.id));
      return done(req, null, 'admin.deleted');
    },
  );
}
