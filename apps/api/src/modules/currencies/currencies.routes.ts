import { currencyConversionDto, currencyConversionInput, currencyListDto, currencyNameIn, isLang, type CurrencyDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { sendCachedJson } from '../../lib/public-read-cache.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { toCurrencyDto } from './currencies.dto.js';
import { currencyService } from './currencies.service.js';

const conversionBody = withExample(currencyConversionInput, { from: 'EUR', to: 'TRY', amount: 100 });

const listQuery = z.object({
  /**
   * The language to name the currencies in (issue 32): Turkish (or no `lang`, as the back office
   * reads) gives the names staff entered; another site language the ISO code's name in it. An
   * unknown code means Turkish.
   */
  lang: z.string().max(20).optional(),
});

/** The currencies with their names for a reader of `lang`. */
const named = (list: CurrencyDto[], lang: string) => (lang === 'tr' ? list : list.map((c) => ({ ...c, name: currencyNameIn(c.code, c.name, lang) })));
const langOf = (asked: string | undefined) => (asked !== undefined && isLang(asked.toLowerCase()) ? asked.toLowerCase() : 'tr');

/** Public currencies: the lists the currency selector reads (from the public read cache) and conversion. */
export async function currencyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = currencyService(app.deps.db);
  const cache = app.deps.publicCache;
  const tags = ['currencies'];
  const listResponse = envelope(currencyListDto);

  app.get(
    '/currencies/active',
    { schema: { operationId: 'listActiveCurrencies', tags, querystring: listQuery, response: { 200: listResponse } } },
    async (req, reply) => {
      const lang = langOf(req.query.lang);
      return sendCachedJson(
        reply,
        await cache.json('currencies', `active\u0000${lang}`, listResponse, async () =>
          ok(named((await service.listActive()).map(toCurrencyDto), lang)),
        ),
      );
    },
  );
  app.get(
    '/currencies',
    {
      schema: {
        operationId: 'listCurrencies',
        tags,
        description: 'Every currency, inactive ones included (the back office lists this too).',
        querystring: listQuery,
        response: { 200: listResponse },
      },
    },
    async (req, reply) => {
      const lang = langOf(req.query.lang);
      return sendCachedJson(
        reply,
        await cache.json('currencies', `all\u0000${lang}`, listResponse, async () => ok(named((await service.listAll()).map(toCurrencyDto), lang))),
      );
    },
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
