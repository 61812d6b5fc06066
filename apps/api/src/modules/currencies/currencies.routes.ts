import { currencyConversionDto, currencyConversionInput, currencyListDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { sendJsonText } from '../../lib/public-read-cache.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { toCurrencyDto } from './currencies.dto.js';
import { currencyService } from './currencies.service.js';

const conversionBody = withExample(currencyConversionInput, { from: 'EUR', to: 'TRY', amount: 100 });

/** Public currencies: the lists the currency selector reads (from the public read cache) and conversion. */
export async function currencyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = currencyService(app.deps.db);
  const cache = app.deps.publicCache;
  const tags = ['currencies'];
  const listResponse = envelope(currencyListDto);

  app.get(
    '/currencies/active',
    { schema: { operationId: 'listActiveCurrencies', tags, response: { 200: listResponse } } },
    async (_req, reply) =>
      sendJsonText(
        reply,
        await cache.json('currencies', 'active', listResponse, async () => ok((await service.listActive()).map(toCurrencyDto))),
      ),
  );
  app.get(
    '/currencies',
    {
      schema: {
        operationId: 'listCurrencies',
        tags,
        description: 'Every currency, inactive ones included (the back office lists this too).',
        response: { 200: listResponse },
      },
    },
    async (_req, reply) =>
      sendJsonText(reply, await cache.json('currencies', 'all', listResponse, async () => ok((await service.listAll()).map(toCurrencyDto)))),
  );
  app.post(
    '/currencies/convert',
    {
      schema: {
        operationId: 'convertCurrency',
        tags,
        body: conversionBody,
        response: { 200: envelope(currencyConversionDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.convert(req.body.from, req.body.to, req.body.amount)),
  );
}
