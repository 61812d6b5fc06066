import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ExtraServiceRow } from '../../db/schema.js';
import { envelope, ok } from '../../lib/envelope.js';

export const extraServiceDto = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price_euro: z.number(),
  icon: z.string(),
  is_active: z.boolean(),
});
export type ExtraServiceDto = z.infer<typeof extraServiceDto>;

export const toExtraServiceDto = (r: ExtraServiceRow): ExtraServiceDto => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price_euro: r.price_euro,
  icon: r.icon,
  is_active: r.is_active === 1,
});

export async function extraServiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.get(
    '/extra-services',
    { schema: { tags: ['extra-services'], response: { 200: envelope(z.array(extraServiceDto)) } } },
    async () => {
      const rows = await db
        .selectFrom('extra_services')
        .selectAll()
        .where('is_active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return ok(rows.map(toExtraServiceDto));
    },
  );
}
