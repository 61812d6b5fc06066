import { adminTransferRouteDto, adminTransferRouteListDto, createdTransferRoutesDto, emptyData, routeInput } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyObject, done, parseInput } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { transferRouteAdminService, transferRouteFormOf } from './transfer-routes.admin.service.js';

const routeBody = withExample(routeInput, {
  from_location: 'Antalya Havalimanı (AYT)',
  to_location: 'Kemer',
  from_names: { en: 'Antalya Airport (AYT)', de: 'Flughafen Antalya (AYT)', ru: 'Аэропорт Анталья (AYT)', pl: 'Lotnisko Antalya (AYT)' },
  is_active: true,
  drive_minutes: 60,
  create_reverse_route: true,
  vehicle_prices: [
    { vehicle_type: 'sedan', price_euro: 45 },
    { vehicle_type: 'minivan', price_euro: 60 },
  ],
});

/** Back office: route management (§7 /routes). The round-trip discount is a site setting (site-settings module). */
export async function transferRouteAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = transferRouteAdminService(app.deps.db);
  const admin = { access: 'admin' } as const;
  const form = { access: 'admin', docs: { body: routeBody } } as const;
  const tags = ['admin-routes'];

  app.get(
    '/routes',
    { config: admin, schema: { operationId: 'adminListTransferRoutes', tags, response: { 200: envelope(adminTransferRouteListDto) } } },
    async () => ok(await service.list()),
  );

  app.post(
    '/routes',
    {
      config: form,
      schema: {
        operationId: 'adminCreateTransferRoute',
        tags,
        description:
          'With `create_reverse_route`, the opposite direction is created too, with the same prices, in the same ' +
          'transaction. A pair of places that already has a route is a 409.',
        response: { 201: envelope(createdTransferRoutesDto), ...failures(409) },
      },
    },
    async (req, reply) => {
      const input = parseInput(routeInput, bodyObject(req), req);
      const [route, reverse] = await service.create(req.admin, input);
      return reply.code(201).send(done(req, { route: route!, reverse_route: reverse ?? null }, 'admin.saved'));
    },
  );

  app.put(
    '/routes/:id',
    {
      config: form,
      schema: {
        operationId: 'adminUpdateTransferRoute',
        tags,
        description:
          'Fields left out keep their values; the prices sent replace all of the route’s prices. ' +
          '`from_names` / `to_names` set the points’ names in en, de, ru, pl (shared by every route of the point); blank removes one.',
        params: idParams,
        response: { 200: envelope(adminTransferRouteDto), ...failures(404, 409) },
      },
    },
    async (req) => {
      const current = await service.get(req.params.id);
      const input = parseInput(routeInput, { ...transferRouteFormOf(current), ...bodyObject(req), create_reverse_route: false }, req);
      return done(req, await service.update(req.admin, req.params.id, input), 'admin.saved');
    },
  );

  app.delete(
    '/routes/:id',
    {
      config: admin,
      schema: {
        operationId: 'adminDeleteTransferRoute',
        tags,
        description: 'Past bookings keep their own copy of the trip.',
        params: idParams,
        response: { 200: envelope(emptyData), ...failures(404) },
      },
    },
    async (req) => {
      await service.remove(req.admin, req.params.id);
      return done(req, null, 'admin.deleted');
    },
  );
}
