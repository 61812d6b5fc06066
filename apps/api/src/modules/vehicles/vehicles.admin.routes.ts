import { vehicleInput, vehicleTypeInput } from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyObject, discardFilesOnError, done, parseInput, readAdminForm } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { IMAGE_KINDS, WEB_SIZES, toWebImage } from '../../lib/images.js';
import { toVehicleDto, toVehicleTypeDto, vehicleDto, vehicleTypeDto } from './vehicles.dto.js';
import { vehicleAdminService, vehicleFormOf, vehicleTypeFormOf } from './vehicles.admin.service.js';

const IMAGE_RULE = { image: { folder: 'vehicles', allowed: IMAGE_KINDS, maxBytes: 10 * 1024 * 1024 } };

/** Back office: vehicle types (§7 /vehicle-types) and vehicles (§7 /vehicles), inactive ones included. */
export async function vehicleAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const service = vehicleAdminService(db, config.uploadsDir);
  const admin = { access: 'admin' } as const;
  const tags = ['admin: vehicles'];

  app.get('/admin/vehicle-types', { config: admin, schema: { tags, response: { 200: envelope(z.array(vehicleTypeDto)) } } }, async () =>
    ok((await service.listTypes()).map(toVehicleTypeDto)),
  );
  app.post('/vehicle-types', { config: admin, schema: { tags, response: { 201: envelope(vehicleTypeDto) } } }, async (req, reply) => {
    const input = parseInput(vehicleTypeInput, req.body ?? {}, req);
    const row = await service.createType(req.admin, input);
    return reply.code(201).send(done(req, toVehicleTypeDto(row), 'admin.saved'));
  });
  app.put('/vehicle-types/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(vehicleTypeDto) } } }, async (req) => {
    const current = await service.requireType(req.params.id);
    const input = parseInput(vehicleTypeInput, { ...vehicleTypeFormOf(current), ...bodyObject(req) }, req);
    return done(req, toVehicleTypeDto(await service.updateType(req.admin, req.params.id, input)), 'admin.saved');
  });
  app.delete('/vehicle-types/:id', { config: admin, schema: { tags, params: idParams } }, async (req) => {
    await service.deleteType(req.admin, req.params.id);
    return done(req, null, 'admin.deleted');
  });

  const withType = async (v: Awaited<ReturnType<typeof service.requireVehicle>>) => toVehicleDto(v, await service.requireType(v.vehicle_type_id));

  app.get('/admin/vehicles', { config: admin, schema: { tags, response: { 200: envelope(z.array(vehicleDto)) } } }, async () => {
    const [vehicles, types] = await Promise.all([service.listVehicles(), service.listTypes()]);
    const typeById = new Map(types.map((t) => [t.id, t]));
    return ok(vehicles.flatMap((v) => {
      const t = typeById.get(v.vehicle_type_id);
      return t ? [toVehicleDto(v, t)] : [];
    }));
  });

  app.post('/vehicles', { config: admin, schema: { tags, response: { 201: envelope(vehicleDto) } } }, async (req, reply) => {
    const form = await readAdminForm(req, config.uploadsDir, IMAGE_RULE);
    const row = await discardFilesOnError(form.files, async () => {
      const input = parseInput(vehicleInput, form.fields, req);
      if (form.files.image) form.files.image = await toWebImage(form.files.image, WEB_SIZES.vehicle);
      return service.createVehicle(req.admin, input, form.files.image?.url ?? null);
    });
    return reply.code(201).send(done(req, await withType(row), 'admin.saved'));
  });

  const update = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const current = await service.requireVehicle(req.params.id);
    const form = await readAdminForm(req, config.uploadsDir, IMAGE_RULE);
    const row = await discardFilesOnError(form.files, async () => {
      const input = parseInput(vehicleInput, { ...vehicleFormOf(current), ...form.fields }, req);
      if (form.files.image) form.files.image = await toWebImage(form.files.image, WEB_SIZES.vehicle);
      return service.updateVehicle(req.admin, req.params.id, input, form.files.image?.url);
    });
    return done(req, await withType(row), 'admin.saved');
  };
  app.post('/vehicles/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(vehicleDto) } } }, update);
  app.put('/vehicles/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(vehicleDto) } } }, update);

  app.delete('/vehicles/:id', { config: admin, schema: { tags, params: idParams } }, async (req) => {
    await service.deleteVehicle(req.admin, req.params.id);
    return done(req, null, 'admin.deleted');
  });
}

