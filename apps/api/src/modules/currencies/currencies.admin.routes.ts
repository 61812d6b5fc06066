import { currencyDto, currencyInput, currencyRatesUpdateDto, emptyData } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyObject, done, parseInput } from '../../lib/admin-form.js';
import { envelope } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { toCurrencyDto } from './currencies.dto.js';
import { currencyAdminService, currencyFormOf } from './currencies.admin.service.js';

const currencyBody = withExample(currencyInput, {
  code: 'CHF',
  name: 'İsviçre Frangı',
  symbol: 'CHF',
  rate_to_try: 53.38,
  rate_from_try: 0.018733,
  is_active: true,
});

/**
 * Back office: currencies (§7; the list is the public GET /currencies, which already includes
 * inactive ones) and 'Kurları Güncelle' from the central bank's daily file at RATES_URL.
 */
export async function currencyAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const service = currencyAdminService(db, {
    ratesUrl: config.ratesUrl,
    ratesTimeoutMs: config.ratesTimeoutMs,
    runExclusive: app.deps.runExclusive,
  });
  const tags = ['admin-currencies'];
  const admin = { access: 'admin' } as const;
  const form = { access: 'admin', docs: { body: currencyBody } } as const;

  app.post(
    '/currencies/update-rates',
    {
      config: admin,
      schema: {
        operationId: 'adminUpdateCurrencyRates',
        tags,
        description: "Today's central-bank rates for every currency its file lists; 502 (nothing changed) when the file cannot be had.",
        response: { 200: envelope(currencyRatesUpdateDto), ...failures(502) },
      },
    },
    async (req) => {
      const result = await service.updateRates(req.admin, (err) => req.log.warn({ err }, 'exchange-rate update failed'));
      return done(req, { ...result, currencies: result.currencies.map(toCurrencyDto) }, 'admin.rates_updated');
    },
  );

  app.post(
    '/currencies',
    { config: form, schema: { operationId: 'adminCreateCurrency', tags, response: { 201: envelope(currencyDto), ...failures(409) } } },
    async (req, reply) => {
      const input = parseInput(currencyInput, bodyObject(req), req);
      return reply.code(201).send(done(req, toCurrencyDto(await service.create(req.admin, input)), 'admin.saved'));
    },
  );

  app.put(
    '/currencies/:id',
    {
      config: form,
      schema: {
        operationId: 'adminUpdateCurrency',
        tags,
        description: 'Fields left out keep their values; the base currency cannot be deactivated (422).',
        params: idParams,
        response: { 200: envelope(currencyDto), ...failures(404, 409) },
      },
    },
    async (req) => {
      const before = await service.require(req.params.id);
      const input = parseInput(currencyInput, { ...currencyFormOf(before), ...bodyObject(req) }, req);
      return done(req, toCurrencyDto(await service.update(req.admin, before, input)), 'admin.saved');
    },
  );

  app.delete(
    '/currencies/:id',
    {
      config: admin,
      schema: {
        operationId: 'adminDeleteCurrency',
        tags,
        description: 'The base currency cannot be deleted (409).',
        params: idParams,
        response: { 200: envelope(emptyData), ...failures(404, 409) },
      },
    },
    async (req) => {
      await service.remove(req.admin, await service.require(req.params.id));
      return done(req, null, 'admin.deleted');
    },
  );
}
