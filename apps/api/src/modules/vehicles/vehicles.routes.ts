import { selectVehiclesForParty } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { toVehicleDto, toVehicleTypeDto, vehicleDto, vehicleTypeDto } from './vehicles.dto.js';
import { vehicleRepository } from './vehicles.repository.js';

const listQuery = z.object({
  /** when given, only the vehicles the capacity-tier rule offers for a party of this size */
  passengers: z.coerce.number().int().min(1).max(99).optional(),
});

export async function vehicleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = vehicleRepository(app.deps.db);
  const tags = ['vehicles'];

  app.get('/vehicle-types', { schema: { tags, response: { 200: envelope(z.array(vehicleTypeDto)) } } }, async () =>
    ok((await repo.listActiveTypes()).map(toVehicleTypeDto)),
  );

  app.get(
    '/vehicles',
    { schema: { tags, querystring: listQuery, response: { 200: envelope(z.array(vehicleDto)) } } },
    async (req) => {
      const [vehicles, types] = await Promise.all([repo.listActiveVehicles(), repo.listActiveTypes()]);
      const typeById = new Map(types.map((t) => [t.id, t]));
      const chosen = req.query.passengers ? selectVehiclesForParty(vehicles, req.query.passengers) : vehicles;
      return ok(
        chosen.flatMap((v) => {
          const t = typeById.get(v.vehicle_type_id);
          return t ? [toVehicleDto(v, t)] : [];
        }),
      );
    },
  );

  app.get('/vehicles/:id', { schema: { tags, params: idParams, response: { 200: envelope(vehicleDto) } } }, async (req) => {
    const v = await repo.findVehicle(req.params.id);
    const t = v && v.is_active === 1 ? await repo.findType(v.vehicle_type_id) : undefined;
    if (!v || !t || t.is_active !== 1) throw notFound('error.vehicle_not_found');
    return ok(toVehicleDto(v, t));
  });
}
