import { driverDto, driverInput, driverListDto, emptyData } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { done, parseInput } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { OPERATIONS_TOO } from '../../plugins/admin-access.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { driverFormOf, type driversService } from './drivers.service.js';
import { toDriverDto } from './jobs.dto.js';
import { managerOnly, operationsAccess as access, operationsTags as tags } from './operations-access.js';

const driverBody = withExample(driverInput, {
  name: 'Mehmet Yılmaz',
  phone: '+90 532 123 45 67',
  plate: '07 ABC 123',
  default_vehicle_id: 1,
  is_active: true,
});

/** Back office: the drivers (list, add, change; deleting one is Yönetici's). */
export function registerDriverRoutes(
  fastify: FastifyInstance,
  driverService: ReturnType<typeof driversService>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/drivers',
    {
      config: access,
      schema: { operationId: 'adminListDrivers', tags, response: { 200: envelope(driverListDto) } },
    },
    async () => ok((await driverService.list()).map(toDriverDto)),
  );

  app.post(
    '/admin/drivers',
    {
      config: access,
      schema: {
        operationId: 'adminCreateDriver',
        tags,
        body: driverBody,
        response: { 201: envelope(driverDto) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          done(
            req,
            toDriverDto(await driverService.create(requireAdmin(req), req.body)),
            'admin.driver_saved',
          ),
        ),
  );

  app.put(
    '/admin/drivers/:id',
    {
      // the body is merged over the stored driver, then checked whole against the contract
      config: { access: 'admin', roles: OPERATIONS_TOO, docs: { body: driverBody } },
      schema: {
        operationId: 'adminUpdateDriver',
        tags,
        description: 'Fields left out keep their values.',
        params: idParams,
        response: { 200: envelope(driverDto), ...failures(404) },
      },
    },
    async (req) => {
      const before = await driverService.require(req.params.id);
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      const input = parseInput(driverInput, { ...driverFormOf(before), ...body }, req);
      return done(
        req,
        toDriverDto(await driverService.update(requireAdmin(req), before, input)),
        'admin.driver_saved',
      );
    },
  );

  app.delete(
    '/admin/drivers/:id',
    {
      config: managerOnly,
      schema: {
        operationId: 'adminDeleteDriver',
        tags,
        description: "A driver with jobs is refused with 409; set him inactive ('Pasif') instead.",
        params: idParams,
        response: { 200: envelope(emptyData), ...failures(404, 409) },
      },
    },
    async (req) => {
      await driverService.remove(requireAdmin(req), req.params.id);
      return done(req, null, 'admin.driver_deleted');
    },
  );
}
