import { currencyInput } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyObject, done, parseInput } from '../../lib/admin-form.js';
import { envelope } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { currencyDto, toCurrencyDto } from './currencies.dto.js';
import { currencyAdminService, currencyFormOf } from './currencies.admin.service.js';

/**
 * Back office: currencies (§7; the list is the public GET /currencies, which already includes
 * inactive ones) and 'Kurları Güncelle' from the central bank's daily file at RATES_URL.
 */
export async function currencyAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const service = currencyAdminService(db, { ratesUrl: config.ratesUrl, ratesTimeoutMs: config.ratesTimeoutMs });
  const admin = { access: 'admin' } as const;
  const tags = ['admin: currencies'];

  app.post(
    '/currencies/update-rates',
    {
      config: admin,
      schema: {
        tags,
        response: { 200: envelope(z.object({ currencies: z.array(currencyDto), updated: z.array(z.string()), unchanged: z.array(z.string()) })) },
      },
    },
    async (req) => {
      const result = await service.updateRates(req.admin, (err) => req.log.warn({ err }, 'exchange-rate update failed'));
      return done(req, { ...result, currencies: result.currencies.map(toCurrencyDto) }, 'admin.rates_updated');
    },
  );
  app.post('/currencies', { config: admin, schema: { tags, response: { 201: envelope(currencyDto) } } }, async (req, reply) => {
    const input = parseInput(currencyInput, bodyObject(req), req);
    return reply.code(201).send(done(req, toCurrencyDto(await service.create(req.admin, input)), 'admin.saved'));
  });
  app.put('/currencies/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(currencyDto) } } }, async (req) => {
    const before = await service.require(req.params.id);
    const input = parseInput(currencyInput, { ...currencyFormOf(before), ...bodyObject(req) }, req);
    return done(req, toCurrencyDto(await service.update(req.admin, before, input)), 'admin.saved');
  });
  app.delete('/currencies/:id', { config: admin, schema: { tags, params: idParams } }, async (req) => {
    await service.remove(req.admin, await service.require(req.params.id));
    return done(req, null, 'admin.deleted');
  });
}
