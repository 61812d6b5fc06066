import { GALLERY_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, galleryItemInput, type GalleryItemInput } from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, GalleryItemRow } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { discardFilesOnError, done, fieldError, parseInput, readAdminForm, type AdminForm } from '../../lib/admin-form.js';
import { notFound } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { IMAGE_KINDS, VIDEO_KINDS, WEB_SIZES, toWebImage } from '../../lib/images.js';
import { discardFiles, removeUpload } from '../../lib/uploads.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { galleryItemDto, toGalleryItemDto } from './galleries.dto.js';

/** Gallery limits (back-office §9): image 10 MB, video 50 MB. */
const FILE_RULES = {
  image: { folder: 'gallery', allowed: IMAGE_KINDS, maxBytes: GALLERY_IMAGE_MAX_BYTES },
  video: { folder: 'gallery', allowed: VIDEO_KINDS, maxBytes: VIDEO_MAX_BYTES },
};

const formOf = (r: GalleryItemRow) => ({
  title: r.title,
  description: r.description,
  type: r.type,
  order: r.sort_order,
  is_active: r.is_active === 1,
});

interface Paths {
  image_path: string | null;
  video_path: string | null;
}

export function galleryAdminService(db: Kysely<Database>, uploadsDir: string) {
  async function require(id: number) {
    const row = await db.selectFrom('gallery_items').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('error.gallery_item_not_found');
    return row;
  }
  /** Files no longer referenced after a change; removed only once the change is committed. */
  const orphaned = (before: Paths, after: Paths | null) =>
    [before.image_path, before.video_path].filter((p) => p && p !== after?.image_path && p !== after?.video_path);

  return {
    require,
    listAll: () => db.selectFrom('gallery_items').selectAll().orderBy('sort_order').orderBy('id').execute(),

    create: (admin: AdminPrincipal | null, input: GalleryItemInput, paths: Paths) =>
      db.transaction().execute(async (trx) => {
        const count = await trx.selectFrom('gallery_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        const now = nowIso();
        const row = await trx
          .insertInto('gallery_items')
          .values({
            title: input.title,
            description: input.description,
            type: input.type,
            ...paths,
            sort_order: input.order ?? Number(count.n) + 1,
            is_active: toFlag(input.is_active),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { admin, action: 'create', entity: 'gallery_item', entityId: row.id, after: row });
        return row;
      }),

    async update(admin: AdminPrincipal | null, before: GalleryItemRow, input: GalleryItemInput, paths: Paths) {
      const row = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('gallery_items')
          .set({
            title: input.title,
            description: input.description,
            type: input.type,
            ...paths,
            sort_order: input.order ?? before.sort_order,
            is_active: toFlag(input.is_active),
            updated_at: nowIso(),
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { admin, action: 'update', entity: 'gallery_item', entityId: before.id, before, after: updated });
        return updated;
      });
      for (const p of orphaned(before, row)) removeUpload(uploadsDir, p);
      return row;
    },

    async remove(admin: AdminPrincipal | null, before: GalleryItemRow) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('gallery_items').where('id', '=', before.id).execute();
        await recordAudit(trx, { admin, action: 'delete', entity: 'gallery_item', entityId: before.id, before });
      });
      for (const p of orphaned(before, null)) removeUpload(uploadsDir, p);
    },
  };
}

/**
 * Which files an item keeps: an image item needs an image (a video is dropped); a video item needs
 * a video and may keep an image as its poster. A file is required on create.
 */
async function pathsFor(form: AdminForm, input: GalleryItemInput, current: Paths | null): Promise<Paths> {
  if (form.files.image) form.files.image = await toWebImage(form.files.image, WEB_SIZES.photo);
  const image = form.files.image?.url ?? current?.image_path ?? null;
  const video = form.files.video?.url ?? current?.video_path ?? null;
  if (input.type === 'image') {
    if (!image) throw fieldError('image', 'validation.file_required');
    // a video sent along with an image item is not kept
    if (form.files.video) {
      discardFiles({ video: form.files.video });
      delete form.files.video;
    }
    return { image_path: image, video_path: null };
  }
  if (!video) throw fieldError('video', 'validation.file_required');
  return { image_path: image, video_path: video };
}

/** Back office: gallery (§7 /galleries). The public gallery reads GET /galleries/active. */
export async function galleryAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const service = galleryAdminService(db, config.uploadsDir);
  const admin = { access: 'admin' } as const;
  const tags = ['admin: gallery'];

  app.get('/galleries', { config: admin, schema: { tags, response: { 200: envelope(z.array(galleryItemDto)) } } }, async () =>
    ok((await service.listAll()).map(toGalleryItemDto)),
  );
  app.post('/galleries', { config: admin, schema: { tags, response: { 201: envelope(galleryItemDto) } } }, async (req, reply) => {
    const form = await readAdminForm(req, config.uploadsDir, FILE_RULES);
    const row = await discardFilesOnError(form.files, async () => {
      const input = parseInput(galleryItemInput, { type: form.files.video ? 'video' : 'image', ...form.fields }, req);
      return service.create(req.admin, input, await pathsFor(form, input, null));
    });
    return reply.code(201).send(done(req, toGalleryItemDto(row), 'admin.gallery_created'));
  });
  const update = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const before = await service.require(req.params.id);
    const form = await readAdminForm(req, config.uploadsDir, FILE_RULES);
    const row = await discardFilesOnError(form.files, async () => {
      const input = parseInput(galleryItemInput, { ...formOf(before), ...form.fields }, req);
      return service.update(req.admin, before, input, await pathsFor(form, input, before));
    });
    return done(req, toGalleryItemDto(row), 'admin.gallery_updated');
  };
  app.post('/galleries/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(galleryItemDto) } } }, update);
  app.put('/galleries/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(galleryItemDto) } } }, update);
  app.delete('/galleries/:id', { config: admin, schema: { tags, params: idParams } }, async (req) => {
    await service.remove(req.admin, await service.require(req.params.id));
    return done(req, null, 'admin.gallery_deleted');
  });
}
