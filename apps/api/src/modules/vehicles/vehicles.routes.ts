import { vehicleDto, vehicleListDto, vehicleListQuery, vehicleTypeListDto } from '@riviera/domain';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, requestLanguage } from '../../lib/request-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { failures } from '../../plugins/api-contract.js';
import { toPublicVehicleDto, toPublicVehicleTypeDto } from './vehicles.dto.js';
import { vehicleService } from './vehicles.service.js';

/** The public fleet: active vehicle types, and active vehicles of active types. */
export async function vehicleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = vehicleService(app.deps.db);
  const tags = ['vehicles'];

  app.get(
    '/vehicle-types',
    { schema: { operationId: 'listVehicleTypes', tags, querystring: langQuery, response: { 200: envelope(vehicleTypeListDto) } } },
    async (req) => {
      const lang = requestLanguage(req);
      return ok((await service.listActiveTypes()).map((r) => toPublicVehicleTypeDto(r, lang)));
    },
  );

  app.get(
    '/vehicles',
    { schema: { operationId: 'listVehicles', tags, querystring: z.object({ ...vehicleListQuery.shape, ...langQuery.shape }), response: { 200: envelope(vehicleListDto) } } },
    async (req) => {
      const lang = requestLanguage(req);
      return ok((await service.listActiveVehicles(req.query.passengers)).map((v) => toPublicVehicleDto(v, lang)));
    },
  );

  app.get(
    '/vehicles/:id',
    { schema: { operationId: 'getVehicle', tags, params: idParams, querystring: langQuery, response: { 200: envelope(vehicleDto), ...failures(404) } } },
    async (req) => ok(toPublicVehicleDto(await service.getActiveVehicle(req.params.id), requestLanguage(req))),
  );
}
