import {
  emptyData,
  pickupZoneDto,
  pickupZoneInput,
  pickupZoneListDto,
  tourPickupListDto,
  tourPickupsInput,
} from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyObject, done, parseInput } from '../../lib/admin-form.js';
import { translationsOf } from '../../lib/content-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import type { PickupZoneRow } from '../../db/schema.js';
import { pickupService, pickupZoneFormOf } from './pickups.service.js';

const zoneBody = withExample(pickupZoneInput, { name: 'Kemer', translations: { ru: { name: 'Кемер' } } });
const pickupsBody = withExample(tourPickupsInput, {
  pickups: [
    { zone_id: 1, offset_minutes: -90 },
    { zone_id: 2, offset_minutes: -45 },
  ],
});

const toZoneDto = (row: PickupZoneRow, tourCount?: number) => ({
  id: row.id,
  name: row.name,
  translations: translationsOf(row),
  ...(tourCount === undefined ? {} : { tour_count: tourCount }),
});

type Service = ReturnType<typeof pickupService>;
// zones are part of the tour catalogue: the tours' tag
const tags = ['admin-tours'];
const admin = { access: 'admin' } as const;

/** The pickup zones: a catalogue like extra services (Yönetici). */
function registerZoneRoutes(fastify: FastifyInstance, service: Service): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const form = { access: 'admin', docs: { body: zoneBody } } as const;

  app.get(
    '/admin/pickup-zones',
    {
      config: admin,
      schema: { operationId: 'adminListPickupZones', tags, response: { 200: envelope(pickupZoneListDto) } },
    },
    async () => ok((await service.listZonesWithUse()).map(({ row, tourCount }) => toZoneDto(row, tourCount))),
  );

  app.post(
    '/admin/pickup-zones',
    {
      config: form,
      schema: { operationId: 'adminCreatePickupZone', tags, response: { 201: envelope(pickupZoneDto) } },
    },
    async (req, reply) => {
      const input = parseInput(pickupZoneInput, bodyObject(req), req);
      return reply
        .code(201)
        .send(done(req, toZoneDto(await service.createZone(req.admin, input)), 'admin.saved'));
    },
  );

  app.put(
    '/admin/pickup-zones/:id',
    {
      config: form,
      schema: {
        operationId: 'adminUpdatePickupZone',
        tags,
        description: 'Fields left out keep their values.',
        params: idParams,
        response: { 200: envelope(pickupZoneDto), ...failures(404) },
      },
    },
    async (req) => {
      const before = await service.requireZone(req.params.id);
      const input = parseInput(pickupZoneInput, { ...pickupZoneFormOf(before), ...bodyObject(req) }, req);
      return done(req, toZoneDto(await service.updateZone(req.admin, before, input)), 'admin.saved');
    },
  );

  app.delete(
    '/admin/pickup-zones/:id',
    {
      config: admin,
      schema: {
        operationId: 'adminDeletePickupZone',
        tags,
        description: 'Refused with 409 while a tour picks up in the zone.',
        params: idParams,
        response: { 200: envelope(emptyData), ...failures(404, 409) },
      },
    },
    async (req) => {
      await service.removeZone(req.admin, await service.requireZone(req.params.id));
      return done(req, null, 'admin.deleted');
    },
  );
}

/** The zones each tour picks up from with their offsets, set beside the tour's departures. */
function registerTourPickupRoutes(fastify: FastifyInstance, service: Service): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/tours/:id/pickups',
    {
      config: admin,
      schema: {
        operationId: 'adminGetTourPickups',
        tags,
        params: idParams,
        response: { 200: envelope(tourPickupListDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.tourPickups(req.params.id)),
  );

  app.put(
    '/admin/tours/:id/pickups',
    {
      config: admin,
      schema: {
        operationId: 'adminSetTourPickups',
        tags,
        description:
          'The zones the tour picks guests up in, each with minutes before the start (−360…0); an empty list: no pickup, guests come to the meeting point.',
        params: idParams,
        body: pickupsBody,
        response: { 200: envelope(tourPickupListDto), ...failures(404) },
      },
    },
    async (req) =>
      ok(
        await service.setTourPickups(requireAdmin(req), req.params.id, req.body.pickups),
        'Alış bölgeleri kaydedildi',
      ),
  );
}

/**
 * The back office's pickup zones (decision 038), a catalogue like extra services (Yönetici), and
 * the zones each tour picks up from with their offsets, set beside the tour's departures.
 */
export async function pickupAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const service = pickupService(fastify.deps.db);
  registerZoneRoutes(fastify, service);
  registerTourPickupRoutes(fastify, service);
}
