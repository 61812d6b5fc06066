import { extraServiceInput, type ExtraServiceInput } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, ExtraServiceRow } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { bodyObject, done, parseInput } from '../../lib/admin-form.js';
import { notFound } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { extraServiceDto, toExtraServiceDto } from './extra-services.routes.js';

const formOf = (r: ExtraServiceRow) => ({
  name: r.name,
  description: r.description,
  price_euro: r.price_euro,
  icon: r.icon,
  is_active: r.is_active === 1,
});

/** Extra services: each change and its audit record are written in one transaction. */
export function extraServiceAdminService(db: Kysely<Database>) {
  const find = (id: number) => db.selectFrom('extra_services').selectAll().where('id', '=', id).executeTakeFirst();
  async function require(id: number) {
    const row = await find(id);
    if (!row) throw notFound('error.extra_service_not_found');
    return row;
  }
  return {
    require,
    listAll: () => db.selectFrom('extra_services').selectAll().orderBy('sort_order').orderBy('id').execute(),
    create: (admin: AdminPrincipal | null, input: ExtraServiceInput) =>
      db.transaction().execute(async (trx) => {
        const last = await trx.selectFrom('extra_services').select((eb) => eb.fn.max('sort_order').as('m')).executeTakeFirst();
        const now = nowIso();
        const row = await trx
          .insertInto('extra_services')
          .values({
            name: input.name,
            description: input.description,
            price_euro: input.price_euro,
            icon: input.icon,
            is_active: toFlag(input.is_active),
            sort_order: Number(last?.m ?? 0) + 1,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { admin, action: 'create', entity: 'extra_service', entityId: row.id, after: row });
        return row;
      }),
    update: (admin: AdminPrincipal | null, before: ExtraServiceRow, input: ExtraServiceInput) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('extra_services')
          .set({
            name: input.name,
            description: input.description,
            price_euro: input.price_euro,
            icon: input.icon,
            is_active: toFlag(input.is_active),
            updated_at: nowIso(),
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { admin, action: 'update', entity: 'extra_service', entityId: row.id, before, after: row });
        return row;
      }),
    /** Bookings keep their own copy of chosen extras (name, icon, price), so deleting loses no history. */
    remove: (admin: AdminPrincipal | null, before: ExtraServiceRow) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('extra_services').where('id', '=', before.id).execute();
        await recordAudit(trx, { admin, action: 'delete', entity: 'extra_service', entityId: before.id, before });
      }),
  };
}

/** Back office: extra services (§7 /extra-services), inactive ones included in the admin list. */
export async function extraServiceAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = extraServiceAdminService(app.deps.db);
  const admin = { access: 'admin' } as const;
  const tags = ['admin: extra services'];

  app.get('/admin/extra-services', { config: admin, schema: { tags, response: { 200: envelope(z.array(extraServiceDto)) } } }, async () =>
    ok((await service.listAll()).map(toExtraServiceDto)),
  );
  app.post('/extra-services', { config: admin, schema: { tags, response: { 201: envelope(extraServiceDto) } } }, async (req, reply) => {
    const input = parseInput(extraServiceInput, bodyObject(req), req);
    return reply.code(201).send(done(req, toExtraServiceDto(await service.create(req.admin, input)), 'admin.saved'));
  });
  app.put('/extra-services/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(extraServiceDto) } } }, async (req) => {
    const before = await service.require(req.params.id);
    const input = parseInput(extraServiceInput, { ...formOf(before), ...bodyObject(req) }, req);
    return done(req, toExtraServiceDto(await service.update(req.admin, before, input)), 'admin.saved');
  });
  app.delete('/extra-services/:id', { config: admin, schema: { tags, params: idParams } }, async (req) => {
    await service.remove(req.admin, await service.require(req.params.id));
    return done(req, null, 'admin.deleted');
  });
}
