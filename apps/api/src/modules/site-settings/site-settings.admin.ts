import { SETTING_GROUPS, siteSettingInput, type SiteSettingInput } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, SiteSettingRow } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { bodyObject, discardFilesOnError, done, fieldError, parseInput, readAdminForm } from '../../lib/admin-form.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { IMAGE_KINDS, WEB_SIZES, toWebImage } from '../../lib/images.js';
import { removeUpload } from '../../lib/uploads.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';

export const siteSettingDto = z.object({
  id: z.number(),
  key: z.string(),
  value: z.string(),
  type: z.enum(['text', 'image', 'boolean', 'json']),
  group: z.string(),
  description: z.string(),
  is_active: z.boolean(),
});
const toDto = (r: SiteSettingRow): z.infer<typeof siteSettingDto> => ({
  id: r.id,
  key: r.key,
  value: r.value,
  type: r.type,
  group: r.group_name,
  description: r.description,
  is_active: r.is_active === 1,
});
/** A row in the shape its form sends (the DTO without its id), so a partial update is validated whole. */
const formOf = (r: SiteSettingRow) => {
  const { id: _id, ...form } = toDto(r);
  return form;
};
const columnsOf = (i: SiteSettingInput) => ({
  key: i.key,
  value: i.value,
  type: i.type,
  group_name: i.group,
  description: i.description,
  is_active: toFlag(i.is_active),
});

/** An image setting's old file goes once its value no longer points at it (after the commit). */
const droppedFile = (before: SiteSettingRow, after: { type: string; value: string } | null) =>
  before.type === 'image' && (!after || after.value !== before.value) ? before.value : null;

export function siteSettingAdminService(db: Kysely<Database>, uploadsDir: string) {
  const byKey = (key: string) => db.selectFrom('site_settings').selectAll().where('key', '=', key).executeTakeFirst();
  async function require(id: number) {
    const row = await db.selectFrom('site_settings').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('error.setting_not_found');
    return row;
  }
  const keyTaken = (err: unknown) => (isUniqueViolation(err) ? conflict('error.setting_key_taken') : err);

  async function create(admin: AdminPrincipal | null, input: SiteSettingInput) {
    if (await byKey(input.key)) throw conflict('error.setting_key_taken');
    try {
      return await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await trx.insertInto('site_settings').values({ ...columnsOf(input), created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
        await recordAudit(trx, { admin, action: 'create', entity: 'site_setting', entityId: row.id, after: row });
        return row;
      });
    } catch (err) {
      throw keyTaken(err);
    }
  }

  async function update(admin: AdminPrincipal | null, before: SiteSettingRow, input: SiteSettingInput) {
    const other = await byKey(input.key);
    if (other && other.id !== before.id) throw conflict('error.setting_key_taken');
    let row: SiteSettingRow;
    try {
      row = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('site_settings')
          .set({ ...columnsOf(input), updated_at: nowIso() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { admin, action: 'update', entity: 'site_setting', entityId: before.id, before, after: updated });
        return updated;
      });
    } catch (err) {
      throw keyTaken(err);
    }
    removeUpload(uploadsDir, droppedFile(before, row));
    return row;
  }

  return {
    require,
    byKey,
    create,
    update,
    listAll: () => db.selectFrom('site_settings').selectAll().orderBy('group_name').orderBy('key').execute(),
    async remove(admin: AdminPrincipal | null, before: SiteSettingRow) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('site_settings').where('id', '=', before.id).execute();
        await recordAudit(trx, { admin, action: 'delete', entity: 'site_setting', entityId: before.id, before });
      });
      removeUpload(uploadsDir, droppedFile(before, null));
    },
  };
}

const uploadFields = z.object({
  key: siteSettingInput.shape.key,
  group: z.enum(SETTING_GROUPS, 'validation.setting_group_invalid').optional(),
  description: z.string().trim().max(500).optional(),
});

/** Back office: site settings (§7 /site-settings). The public navbar and footer read the active ones. */
export async function siteSettingAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const service = siteSettingAdminService(db, config.uploadsDir);
  const admin = { access: 'admin' } as const;
  const tags = ['admin: site settings'];

  app.get('/site-settings', { config: admin, schema: { tags, response: { 200: envelope(z.array(siteSettingDto)) } } }, async () =>
    ok((await service.listAll()).map(toDto)),
  );
  app.post('/site-settings', { config: admin, schema: { tags, response: { 201: envelope(siteSettingDto) } } }, async (req, reply) => {
    const input = parseInput(siteSettingInput, bodyObject(req), req);
    return reply.code(201).send(done(req, toDto(await service.create(req.admin, input)), 'admin.saved'));
  });
  app.put('/site-settings/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(siteSettingDto) } } }, async (req) => {
    const before = await service.require(req.params.id);
    const input = parseInput(siteSettingInput, { ...formOf(before), ...bodyObject(req) }, req);
    return done(req, toDto(await service.update(req.admin, before, input)), 'admin.saved');
  });
  app.delete('/site-settings/:id', { config: admin, schema: { tags, params: idParams } }, async (req) => {
    await service.remove(req.admin, await service.require(req.params.id));
    return done(req, null, 'admin.deleted');
  });

  /** Stores an image for the setting `key` (created as an image setting in `group` when missing). */
  app.post('/site-settings/upload-image', { config: admin, schema: { tags, response: { 200: envelope(siteSettingDto) } } }, async (req) => {
    const form = await readAdminForm(req, config.uploadsDir, {
      image: { folder: 'settings', allowed: IMAGE_KINDS, maxBytes: 10 * 1024 * 1024 },
    });
    const row = await discardFilesOnError(form.files, async () => {
      const fields = parseInput(uploadFields, form.fields, req);
      if (!form.files.image) throw fieldError('image', 'validation.file_required');
      form.files.image = await toWebImage(form.files.image, WEB_SIZES.setting);
      const url = form.files.image.url;
      const existing = await service.byKey(fields.key);
      if (existing) {
        return service.update(req.admin, existing, parseInput(siteSettingInput, { ...formOf(existing), type: 'image', value: url }, req));
      }
      return service.create(
        req.admin,
        parseInput(siteSettingInput, { key: fields.key, value: url, type: 'image', group: fields.group ?? 'branding', description: fields.description || fields.key }, req),
      );
    });
    return done(req, toDto(row), 'admin.saved');
  });
}
