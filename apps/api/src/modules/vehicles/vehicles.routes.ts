import { vehicleDto, vehicleListDto, vehicleListQuery, vehicleTypeListDto } from '@riviera/domain';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, requestLanguage } from '../../lib/request-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { sendCachedJson } from '../../lib/public-read-cache.js';
import { idParams } from '../../lib/ids.js';
import { failures } from '../../plugins/api-contract.js';
import { toPublicVehicleDto, toPublicVehicleTypeDto } from './vehicles.dto.js';
import { vehicleService } from './vehicles.service.js';

/** The public fleet: active vehicle types, and active vehicles of active types. */
export async function vehicleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = vehicleService(app.deps.db);
  const cache = app.deps.publicCache;
  const tags = ['vehicles'];
  const typesResponse = envelope(vehicleTypeListDto);
  const listResponse = envelope(vehicleListDto);
  const oneResponse = envelope(vehicleDto);

  app.get(
    '/vehicle-types',
    { schema: { operationId: 'listVehicleTypes', tags, querystring: langQuery, response: { 200: typesResponse } } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const body = await cache.json('fleet', `types\u0000${lang}`, typesResponse, async () =>
        ok((await service.listActiveTypes()).map((r) => toPublicVehicleTypeDto(r, lang))),
      );
      return sendCachedJson(reply, body);
    },
  );

  app.get(
    '/vehicles',
    { schema: { operationId: 'listVehicles', tags, querystring: z.object({ ...vehicleListQuery.shape, ...langQuery.shape }), response: { 200: listResponse } } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const { passengers } = req.query;
      const body = await cache.json('fleet', `list\u0000${lang}\u0000${passengers ?? ''}`, listResponse, async () =>
        ok((await service.listActiveVehicles(passengers)).map((v) => toPublicVehicleDto(v, lang))),
      );
      return sendCachedJson(reply, body);
    },
  );

  app.get(
    '/vehicles/:id',
    { schema: { operationId: 'getVehicle', tags, params: idParams, querystring: langQuery, response: { 200: oneResponse, ...failures(404) } } },
    async (req, reply) => {
      const lang = requestLanguage(req);
      // A missing vehicle throws inside the load, so a 404 is never kept.
      const body = await cache.json('fleet', `one\u0000${lang}\u0000${req.params.id}`, oneResponse, async () =>
        ok(toPublicVehicleDto(await service.getActiveVehicle(req.params.id), lang)),
      );
      return sendCachedJson(reply, body);
    },
  );
}
