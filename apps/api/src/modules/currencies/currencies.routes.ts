import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { sendJsonText } from '../../lib/public-read-cache.js';
import { currencyDto, toCurrencyDto } from './currencies.dto.js';
import { currencyService } from './currencies.service.js';

const convertBody = z.object({
  from: z.string().trim().min(1).max(3),
  to: z.string().trim().min(1).max(3),
  amount: z.coerce.number().finite().min(0).max(1e9),
});

export async function currencyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = currencyService(app.deps.db);
  const cache = app.deps.publicCache;
  const tags = ['currencies'];
  const listResponse = envelope(z.array(currencyDto));

  app.get('/currencies/active', { schema: { tags, response: { 200: listResponse } } }, async (_req, reply) =>
    sendJsonText(
      reply,
      await cache.json('currencies', 'active', listResponse, async () =>
        ok((await service.listActive()).map(toCurrencyDto)),
      ),
    ),
  );
  app.get('/currencies', { schema: { tags, response: { 200: listResponse } } }, async (_req, reply) =>
    sendJsonText(
      reply,
      await cache.json('currencies', 'all', listResponse, async () => ok((await service.listAll()).map(toCurrencyDto))),
    ),
  );
  app.post('/currencies/convert', { schema: { tags, body: convertBody } }, async (req) =>
    ok(await service.convert(req.body.from, req.body.to, req.body.amount)),
  );
}
