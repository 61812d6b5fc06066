import { routeInput } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyObject, done, parseInput } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { routeDto } from './routes.dto.js';
import { routeAdminService, routeFormOf } from './routes.admin.service.js';

/** Back office: route management (§7 /routes). The round-trip discount is a site setting (site-settings module). */
export async function routeAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const service = routeAdminService(db);
  const admin = { access: 'admin' } as const;
  const tags = ['admin: routes'];

  app.get('/routes', { config: admin, schema: { tags, response: { 200: envelope(z.array(routeDto)) } } }, async () =>
    ok(await service.list()),
  );
  app.post(
    '/routes',
    { config: admin, schema: { tags, response: { 201: envelope(z.object({ route: routeDto, reverse_route: routeDto.nullable() })) } } },
    async (req, reply) => {
      const input = parseInput(routeInput, bodyObject(req), req);
      const [route, reverse] = await service.create(req.admin, input);
      return reply.code(201).send(done(req, { route: route!, reverse_route: reverse ?? null }, 'admin.saved'));
    },
  );
  app.put('/routes/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(routeDto) } } }, async (req) => {
    const current = await service.get(req.params.id);
    const input = parseInput(routeInput, { ...routeFormOf(current), ...bodyObject(req), create_reverse_route: false }, req);
    return done(req, await service.update(req.admin, req.params.id, input), 'admin.saved');
  });
  app.delete('/routes/:id', { config: admin, schema: { tags, params: idParams } }, async (req) => {
    await service.remove(req.admin, req.params.id);
    return done(req, null, 'admin.deleted');
  });
}
