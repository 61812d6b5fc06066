import { vehicleDto, vehicleListDto, vehicleListQuery, vehicleTypeListDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { failures } from '../../plugins/api-contract.js';
import { toVehicleDto, toVehicleTypeDto } from './vehicles.dto.js';
import { vehicleService } from './vehicles.service.js';

/** The public fleet: active vehicle types, and active vehicles of active types. */
export async function vehicleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = vehicleService(app.deps.db);
  const tags = ['vehicles'];

  app.get(
    '/vehicle-types',
    { schema: { operationId: 'listVehicleTypes', tags, response: { 200: envelope(vehicleTypeListDto) } } },
    async () => ok((await service.listActiveTypes()).map(toVehicleTypeDto)),
  );

  app.get(
    '/vehicles',
    { schema: { operationId: 'listVehicles', tags, querystring: vehicleListQuery, response: { 200: envelope(vehicleListDto) } } },
    async (req) => ok((await service.listActiveVehicles(req.query.passengers)).map(toVehicleDto)),
  );

  app.get(
    '/vehicles/:id',
    { schema: { operationId: 'getVehicle', tags, params: idParams, response: { 200: envelope(vehicleDto), ...failures(404) } } },
    async (req) => ok(toVehicleDto(await service.getActiveVehicle(req.params.id))),
  );
}
