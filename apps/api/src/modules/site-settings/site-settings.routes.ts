import { publicSiteSettingsDto, roundTripDiscountDto } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, requestLanguage } from '../../lib/request-language.js';
import { envelope, ok } from '../../lib/envelope.js';
import { sendCachedJson } from '../../lib/public-read-cache.js';
import { siteSettingService } from './site-settings.service.js';

/** What the public site reads of the settings: the navbar's and footer's values, the round-trip discount. */
export async function siteSettingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, publicCache } = app.deps;
  const service = siteSettingService(db, config.uploadsDir);
  const response = envelope(publicSiteSettingsDto);

  app.get(
    '/site-settings/public',
    {
      schema: {
        operationId: 'getPublicSiteSettings',
        tags: ['settings'],
        description: "Every active setting's value by key; an image setting's value is its URL; a text setting reads in the asked language.",
        querystring: langQuery,
        response: { 200: response },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const body = await publicCache.json('site-settings', `public\u0000${lang}`, response, async () => ok(await service.publicValues(lang)));
      return sendCachedJson(reply, body);
    },
  );

  app.get(
    '/settings/round-trip/discount',
    { schema: { operationId: 'getRoundTripDiscount', tags: ['settings'], response: { 200: envelope(roundTripDiscountDto) } } },
    async () => ok({ round_trip_discount: await service.roundTripDiscount() }),
  );
}
