import { aboutInput, type AboutInput } from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AboutEntryRow, Database } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { done, fieldError, parseInput, readAdminForm } from '../../lib/admin-form.js';
import { notFound } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { aboutDto, toAboutDto } from './about.dto.js';
import { hasText, sanitizeAboutHtml } from './about.sanitize.js';

/** A row in the shape its form sends (the DTO without its id), so a partial update is validated whole. */
const formOf = (r: AboutEntryRow) => {
  const { id: _id, ...form } = toAboutDto(r);
  return form;
};

/** The description is sanitised before it is stored; one left empty by sanitising counts as missing. */
function columnsOf(input: AboutInput) {
  const description = sanitizeAboutHtml(input.description);
  if (!hasText(description)) throw fieldError('description', 'validation.description_required');
  return {
    title: input.title,
    description,
    main_description: input.main_description,
    sub_description: input.sub_description,
    quote: input.quote,
    features: JSON.stringify(input.features),
    is_active: toFlag(input.is_active),
  };
}

export function aboutAdminService(db: Kysely<Database>) {
  async function require(id: number) {
    const row = await db.selectFrom('about_entries').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('error.about_not_found');
    return row;
  }
  return {
    require,
    listAll: () => db.selectFrom('about_entries').selectAll().orderBy('id', 'desc').execute(),
    create(admin: AdminPrincipal | null, input: AboutInput) {
      const cols = columnsOf(input);
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await trx.insertInto('about_entries').values({ ...cols, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
        await recordAudit(trx, { admin, action: 'create', entity: 'about', entityId: row.id, after: row });
        return row;
      });
    },
    update(admin: AdminPrincipal | null, before: AboutEntryRow, input: AboutInput) {
      const cols = columnsOf(input);
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('about_entries')
          .set({ ...cols, updated_at: nowIso() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { admin, action: 'update', entity: 'about', entityId: row.id, before, after: row });
        return row;
      });
    },
    remove: (admin: AdminPrincipal | null, before: AboutEntryRow) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('about_entries').where('id', '=', before.id).execute();
        await recordAudit(trx, { admin, action: 'delete', entity: 'about', entityId: before.id, before });
      }),
  };
}

/** Back office: about management (§7 /about). The public site reads the newest active entry. */
export async function aboutAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const service = aboutAdminService(db);
  const admin = { access: 'admin' } as const;
  const tags = ['admin: about'];

  app.get('/about', { config: admin, schema: { tags, response: { 200: envelope(z.array(aboutDto)) } } }, async () =>
    ok((await service.listAll()).map(toAboutDto)),
  );
  app.post('/about', { config: admin, schema: { tags, response: { 201: envelope(aboutDto) } } }, async (req, reply) => {
    const form = await readAdminForm(req, config.uploadsDir, {});
    const input = parseInput(aboutInput, form.fields, req);
    return reply.code(201).send(done(req, toAboutDto(await service.create(req.admin, input)), 'admin.about_created'));
  });
  const update = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const before = await service.require(req.params.id);
    const form = await readAdminForm(req, config.uploadsDir, {});
    const input = parseInput(aboutInput, { ...formOf(before), ...form.fields }, req);
    return done(req, toAboutDto(await service.update(req.admin, before, input)), 'admin.about_updated');
  };
  app.post('/about/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(aboutDto) } } }, update);
  app.put('/about/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(aboutDto) } } }, update);
  app.delete('/about/:id', { config: admin, schema: { tags, params: idParams } }, async (req) => {
    await service.remove(req.admin, await service.require(req.params.id));
    return done(req, null, 'admin.about_deleted');
  });
}
