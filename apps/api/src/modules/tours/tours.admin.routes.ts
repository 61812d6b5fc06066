import { bulkDeleteInput, tourInput, tourListQuery } from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyObject, discardFilesOnError, done, parseInput, readAdminForm } from '../../lib/admin-form.js';
import { notFound } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { IMAGE_KINDS, WEB_SIZES, toWebImage } from '../../lib/images.js';
import { pageOf, toPage } from '../../lib/pagination.js';
import { toTourDto, tourDto } from './tours.dto.js';
import { tourAdminService, tourFormOf } from './tours.admin.service.js';

const IMAGE_RULE = { image: { folder: 'tours', allowed: IMAGE_KINDS, maxBytes: 10 * 1024 * 1024 } };

/** Back office: tour management (§7 /admin/tours). */
export async function tourAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const service = tourAdminService(db, config.uploadsDir);
  const admin = { access: 'admin' } as const;
  const tags = ['admin: tours'];

  app.get(
    '/admin/tours',
    { config: admin, schema: { tags, querystring: tourListQuery, response: { 200: envelope(pageOf(tourDto)) } } },
    async (req) => {
      const { page, per_page, search, status } = req.query;
      const { rows, total } = await service.page({ page, perPage: per_page, search, status: status || undefined });
      return ok(toPage(rows.map(toTourDto), total, page, per_page));
    },
  );
  app.get('/admin/tours/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(tourDto) } } }, async (req) =>
    ok(toTourDto(await service.require(req.params.id))),
  );

  app.post('/admin/tours', { config: admin, schema: { tags, response: { 201: envelope(tourDto) } } }, async (req, reply) => {
    const form = await readAdminForm(req, config.uploadsDir, IMAGE_RULE);
    const row = await discardFilesOnError(form.files, async () => {
      const input = parseInput(tourInput, form.fields, req);
      if (form.files.image) form.files.image = await toWebImage(form.files.image, WEB_SIZES.photo);
      return service.create(req.admin, input, form.files.image?.url ?? null);
    });
    return reply.code(201).send(done(req, toTourDto(row), 'admin.saved'));
  });

  const update = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const before = await service.require(req.params.id);
    const form = await readAdminForm(req, config.uploadsDir, IMAGE_RULE);
    const row = await discardFilesOnError(form.files, async () => {
      const input = parseInput(tourInput, { ...tourFormOf(before), ...form.fields }, req);
      if (form.files.image) form.files.image = await toWebImage(form.files.image, WEB_SIZES.photo);
      return service.update(req.admin, before, input, form.files.image?.url);
    });
    return done(req, toTourDto(row), 'admin.saved');
  };
  app.post('/admin/tours/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(tourDto) } } }, update);
  app.put('/admin/tours/:id', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(tourDto) } } }, update);

  app.patch('/admin/tours/:id/toggle-status', { config: admin, schema: { tags, params: idParams, response: { 200: envelope(tourDto) } } }, async (req) =>
    done(req, toTourDto(await service.toggle(req.admin, req.params.id)), 'admin.saved'),
  );

  app.delete(
    '/admin/tours/bulk-delete',
    { config: admin, schema: { tags, response: { 200: envelope(z.object({ deleted: z.array(z.number()) })) } } },
    async (req) => {
      const { ids } = parseInput(bulkDeleteInput, bodyObject(req), req);
      return done(req, { deleted: await service.remove(req.admin, ids) }, 'admin.deleted');
    },
  );
  app.delete('/admin/tours/:id', { config: admin, schema: { tags, params: idParams } }, async (req) => {
    const deleted = await service.remove(req.admin, [req.params.id]);
    if (deleted.length === 0) throw notFound('error.tour_not_found');
    return done(req, null, 'admin.deleted');
  });
}
