import { GALLERY_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, heroInput, type HeroInput } from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, HeroRow } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { discardFilesOnError, done, parseInput, readAdminForm } from '../../lib/admin-form.js';
import { notFound } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { IMAGE_KINDS, VIDEO_KINDS, WEB_SIZES, toWebImage } from '../../lib/images.js';
import { removeUpload } from '../../lib/uploads.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { heroDto, toHeroDto } from './heroes.routes.js';

const FILE_RULES = {
  video: { folder: 'heroes', allowed: VIDEO_KINDS, maxBytes: VIDEO_MAX_BYTES },
  poster: { folder: 'heroes', allowed: IMAGE_KINDS, maxBytes: GALLERY_IMAGE_MAX_BYTES },
};

const formOf = (r: HeroRow) => ({
  title: r.title,
  subtitle: r.subtitle,
  description: r.description,
  order: r.sort_order,
  is_active: r.is_active === 1,
});

interface HeroFiles {
  video?: string;
  poster?: string;
}

export function heroAdminService(db: Kysely<Database>, uploadsDir: string) {
  async function require(id: number) {
    const row = await db.selectFrom('heroes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('error.hero_not_found');
    return row;
  }
  return {
    require,
    listAll: () => db.selectFrom('heroes').selectAll().orderBy('sort_order').orderBy('id').execute(),

    /** A new hero's order defaults to the list length + 1 (back-office §4). */
    create: (admin: AdminPrincipal | null, input: HeroInput, files: HeroFiles) =>
      db.transaction().execute(async (trx) => {
        const count = await trx.selectFrom('heroes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        const now = nowIso();
        const row = await trx
          .insertInto('heroes')
          .values({
            title: input.title,
            subtitle: input.subtitle,
            description: input.description,
            sort_order: input.order ?? Number(count.n) + 1,
            is_active: toFlag(input.is_active),
            video_path: files.video ?? null,
            poster_path: files.poster ?? null,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { admin, action: 'create', entity: 'hero', entityId: row.id, after: row });
        return row;
      }),

    async update(admin: AdminPrincipal | null, before: HeroRow, input: HeroInput, files: HeroFiles) {
      const row = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('heroes')
          .set({
            title: input.title,
            subtitle: input.subtitle,
            description: input.description,
            sort_order: input.order ?? before.sort_order,
            is_active: toFlag(input.is_active),
            ...(files.video ? { video_path: files.video } : {}),
            ...(files.poster ? { poster_path: files.poster } : {}),
            updated_at: nowIso(),
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { admin, action: 'update', entity: 'hero', entityId: before.id, before, after: updated });
        return updated;
      });
      if (files.video) removeUpload(uploadsDir, before.video_path);
      if (files.poster) removeUpload(uploadsDir, before.poster_path);
      return row;
    },

    async remove(admin: AdminPrincipal | null, before: HeroRow) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('heroes').where('id', '=', before.id).execute();
        await recordAudit(trx, { admin, action: 'delete', entity: 'hero', entityId: before.id, before });
      });
      removeUpload(uploadsDir, before.video_path);
      removeUpload(uploadsDir, before.poster_path);
    },
  };
}

/** Back office: hero videos (§7 /heroes). The public hero reads GET /heroes/active. */
export async function heroAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const service = heroAdminService(db, config.uploadsDir);
  const admin = { access: 'admin' } as const;
  const tags = ['admin: heroes'];

  const readFiles = async (req: FastifyRequest) => {
    const form = await readAdminForm(req, config.uploadsDir, FILE_RULES);
    return form;
  };
  const finishFiles = async (form: Awaited<ReturnType<typeof readFiles>>): Promise<HeroFiles> => {
    if (form.files.poster) form.files.poster = await toWebImage(form.files.poster, WEB_SIZES.poster, 'poster');
    return { video: form.files.video?.url, poster: form.files.poster?.url };
  };

  app.get('/heroes', { config: admin, schema: { tags, response: { 200: envelope(z.array(heroDto)) } } }, async () =>
    ok((await service.listAll()).map(toHeroDto)),
  );
  app.post('/heroes', { config: admin, schema: { tags, response: { 201: envelope(heroDto) } } }, async (req, reply) => {
    const form = await readFiles(req);
    const row = await discardFilesOnError(form.files, async () => {
      const input = parseInput(heroInput, form.fields, req);
      return service.create(req.admin, input, await finishFiles(form));
    });
    return reply.code(201).send(done(req, toHeroDto(row), 'admin.hero_created'));
  });
  /** Also the one-click Aktif/Pasif toggle, which sends only is_active and the override. */
  const update = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const before = await service.require(req.params.id);
    const form = await readFiles(req);
    const row = await discardFilesOnError(form.files, async () => {
      const input = parseInput(heroInput, { ...formOf(before), ...form.fields }, req);
      return service.update(req.admin, before, input, await finishFiles(form));
    });
    return done(req, toHeroDto(row), 'admin.hero_updated');
  };
  app.post('/heroes/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(heroDto) } } }, update);
  app.put('/heroes/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(heroDto) } } }, update);
  app.delete('/heroes/:id', { config: admin, schema: { tags, params: idParams } }, async (req) => {
    await service.remove(req.admin, await service.require(req.params.id));
    return done(req, null, 'admin.hero_deleted');
  });
}
