import {
  emptyData,
  vehicleDto,
  vehicleInput,
  vehicleListDto,
  vehicleTypeDto,
  vehicleTypeInput,
  vehicleTypeListDto,
} from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyObject, discardFilesOnError, done, parseInput, readAdminForm } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { IMAGE_KINDS, WEB_SIZES, toWebImage } from '../../lib/images.js';
import { MULTIPART_OR_JSON, failures, withExample } from '../../plugins/api-contract.js';
import { toVehicleDto, toVehicleTypeDto } from './vehicles.dto.js';
import { vehicleAdminService, vehicleFormOf, vehicleTypeFormOf } from './vehicles.admin.service.js';

const IMAGE_RULE = { image: { folder: 'vehicles', allowed: IMAGE_KINDS, maxBytes: 10 * 1024 * 1024 } };

const vehicleTypeBody = withExample(vehicleTypeInput, {
  name: 'VIP Minibüs',
  key: 'vip_minibus',
  description: 'Deri koltuklu, 10 kişiye kadar',
  is_active: true,
  sort_order: 3,
});

/** The form as documented: the contract's fields and the image it may carry. */
const vehicleForm = withExample(vehicleInput.extend({ image: z.file().optional() }), {
  name: 'Mercedes Vito',
  vehicle_type_id: 1,
  capacity: 6,
  luggage_capacity: 6,
  is_active: true,
  features: ['Klima', 'Wi-Fi'],
});

const tags = ['admin-vehicles'];
const admin = { access: 'admin' } as const;
const typeForm = { access: 'admin', docs: { body: vehicleTypeBody } } as const;
const vehicleFormConfig = {
  access: 'admin',
  docs: { body: vehicleForm, consumes: MULTIPART_OR_JSON },
} as const;

type VehicleAdminService = ReturnType<typeof vehicleAdminService>;

/** Back office: vehicle types (§7 /vehicle-types) and vehicles (§7 /vehicles), inactive ones included. */
export async function vehicleAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const { db, config } = fastify.deps;
  const service = vehicleAdminService(db, config.uploadsDir);
  registerVehicleTypeRoutes(fastify, service);
  registerVehicleRoutes(fastify, service, config.uploadsDir);
}

/** The types: list, create, update (a new key carried over to the route prices), delete when unused. */
function registerVehicleTypeRoutes(fastify: FastifyInstance, service: VehicleAdminService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/vehicle-types',
    {
      config: admin,
      schema: { operationId: 'adminListVehicleTypes', tags, response: { 200: envelope(vehicleTypeListDto) } },
    },
    async () => ok((await service.listTypes()).map(toVehicleTypeDto)),
  );

  app.post(
    '/vehicle-types',
    {
      config: typeForm,
      schema: {
        operationId: 'adminCreateVehicleType',
        tags,
        response: { 201: envelope(vehicleTypeDto), ...failures(409) },
      },
    },
    async (req, reply) => {
      const input = parseInput(vehicleTypeInput, req.body ?? {}, req);
      const row = await service.createType(req.admin, input);
      return reply.code(201).send(done(req, toVehicleTypeDto(row), 'admin.saved'));
    },
  );

  app.put(
    '/vehicle-types/:id',
    {
      config: typeForm,
      schema: {
        operationId: 'adminUpdateVehicleType',
        tags,
        description: 'Fields left out keep their values; a new key is carried over to the route prices.',
        params: idParams,
        response: { 200: envelope(vehicleTypeDto), ...failures(404, 409) },
      },
    },
    async (req) => {
      const current = await service.requireType(req.params.id);
      const input = parseInput(vehicleTypeInput, { ...vehicleTypeFormOf(current), ...bodyObject(req) }, req);
      return done(
        req,
        toVehicleTypeDto(await service.updateType(req.admin, req.params.id, input)),
        'admin.saved',
      );
    },
  );

  app.delete(
    '/vehicle-types/:id',
    {
      config: admin,
      schema: {
        operationId: 'adminDeleteVehicleType',
        tags,
        description: 'A type still used by vehicles or route prices is refused with 409.',
        params: idParams,
        response: { 200: envelope(emptyData), ...failures(404, 409) },
      },
    },
    async (req) => {
      await service.deleteType(req.admin, req.params.id);
      return done(req, null, 'admin.deleted');
    },
  );
}

/** The vehicles: list, and create or update from a form that may carry an image, delete. */
function registerVehicleRoutes(
  fastify: FastifyInstance,
  service: VehicleAdminService,
  uploadsDir: string,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/vehicles',
    {
      config: admin,
      schema: { operationId: 'adminListVehicles', tags, response: { 200: envelope(vehicleListDto) } },
    },
    async () => ok((await service.listVehicles()).map(toVehicleDto)),
  );

  app.post(
    '/vehicles',
    {
      config: vehicleFormConfig,
      schema: { operationId: 'adminCreateVehicle', tags, response: { 201: envelope(vehicleDto) } },
    },
    async (req, reply) => {
      const form = await readAdminForm(req, uploadsDir, IMAGE_RULE);
      const saved = await discardFilesOnError(form.files, async () => {
        const input = parseInput(vehicleInput, form.fields, req);
        if (form.files.image) form.files.image = await toWebImage(form.files.image, WEB_SIZES.vehicle);
        return service.createVehicle(req.admin, input, form.files.image?.url ?? null);
      });
      return reply.code(201).send(done(req, toVehicleDto(saved), 'admin.saved'));
    },
  );

  const update = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const current = await service.requireVehicle(req.params.id);
    const form = await readAdminForm(req, uploadsDir, IMAGE_RULE);
    const saved = await discardFilesOnError(form.files, async () => {
      const input = parseInput(vehicleInput, { ...vehicleFormOf(current), ...form.fields }, req);
      if (form.files.image) form.files.image = await toWebImage(form.files.image, WEB_SIZES.vehicle);
      return service.updateVehicle(req.admin, req.params.id, input, form.files.image?.url);
    });
    return done(req, toVehicleDto(saved), 'admin.saved');
  };
  const updateSchema = (operationId: string) => ({
    operationId,
    tags,
    description: 'Fields left out keep their values; an image sent replaces the stored one.',
    params: idParams,
    response: { 200: envelope(vehicleDto), ...failures(404) },
  });
  app.post(
    '/vehicles/:id',
    { config: vehicleFormConfig, schema: updateSchema('adminUpdateVehicleViaPost') },
    update,
  );
  app.put('/vehicles/:id', { config: vehicleFormConfig, schema: updateSchema('adminUpdateVehicle') }, update);

  app.delete(
    '/vehicles/:id',
    {
      config: admin,
      schema: {
        operationId: 'adminDeleteVehicle',
        tags,
        params: idParams,
        response: { 200: envelope(emptyData), ...failures(404, 409) },
      },
    },
    async (req) => {
      await service.deleteVehicle(req.admin, req.params.id);
      return done(req, null, 'admin.deleted');
    },
  );
}
