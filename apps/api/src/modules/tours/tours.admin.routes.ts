import {
  TOUR_IMAGE_MAX_BYTES,
  bulkDeleteInput,
  deletedToursDto,
  emptyData,
  tourDto,
  tourInput,
  tourListQuery,
  tourPageDto,
} from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyObject, discardFilesOnError, done, parseInput, readAdminForm } from '../../lib/admin-form.js';
import { notFound } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { IMAGE_KINDS } from '../../lib/images.js';
import { toPage } from '../../lib/pagination.js';
import { MULTIPART_OR_JSON, failures, withExample } from '../../plugins/api-contract.js';
import { toTourDto } from './tours.dto.js';
import { tourAdminService, tourFormOf } from './tours.admin.service.js';

const IMAGE_RULE = { image: { folder: 'tours', allowed: IMAGE_KINDS, maxBytes: TOUR_IMAGE_MAX_BYTES } };

/** The form as documented: the contract's fields and the photo it may carry. */
const tourForm = withExample(tourInput.extend({ image: z.file().optional() }), {
  title: 'Tekne Turu',
  description: 'Kemer koylarında yüzme molalı tam gün tekne turu',
  price: 45,
  children_price: 25,
  currency: 'EUR',
  duration: '8 saat',
  location: 'Kemer',
  category: 'Deniz',
  is_active: true,
  features: ['Öğle yemeği', 'Otel transferi'],
  inclusions: ['Rehber'],
  exclusions: ['İçecekler'],
});

const bulkDeleteBody = withExample(bulkDeleteInput, { ids: [3, 4] });

const admin = { access: 'admin' } as const;
const form = { access: 'admin', docs: { body: tourForm, consumes: MULTIPART_OR_JSON } } as const;
const tags = ['admin-tours'];

type TourAdminService = ReturnType<typeof tourAdminService>;

/** Back office: tour management (§7 /admin/tours). */
export async function tourAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const { db, config } = fastify.deps;
  const service = tourAdminService(db, config.uploadsDir);
  registerTourReadRoutes(fastify, service);
  registerTourFormRoutes(fastify, service, config.uploadsDir);
  registerTourStatusRoutes(fastify, service);
}

/** The list (search, status, pages) and one tour. */
function registerTourReadRoutes(fastify: FastifyInstance, service: TourAdminService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/tours',
    {
      config: admin,
      schema: {
        operationId: 'adminListTours',
        tags,
        description: 'Newest first, inactive tours too; search matches the title or the place.',
        querystring: tourListQuery,
        response: { 200: envelope(tourPageDto) },
      },
    },
    async (req) => {
      const { page, per_page, search, status } = req.query;
      const { rows, total } = await service.page({
        page,
        perPage: per_page,
        search,
        status: status || undefined,
      });
      return ok(toPage(rows.map(toTourDto), total, page, per_page));
    },
  );
  app.get(
    '/admin/tours/:id',
    {
      config: admin,
      schema: {
        operationId: 'adminGetTour',
        tags,
        params: idParams,
        response: { 200: envelope(tourDto), ...failures(404) },
      },
    },
    async (req) => ok(toTourDto(await service.require(req.params.id))),
  );
}

/** Creating and updating a tour from its form, which may carry photos. */
function registerTourFormRoutes(
  fastify: FastifyInstance,
  service: TourAdminService,
  uploadsDir: string,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/admin/tours',
    { config: form, schema: { operationId: 'adminCreateTour', tags, response: { 201: envelope(tourDto) } } },
    async (req, reply) => {
      const upload = await readAdminForm(req, uploadsDir, IMAGE_RULE);
      const row = await discardFilesOnError(upload.files, async () =>
        service.create(req.admin, parseInput(tourInput, upload.fields, req), upload.files),
      );
      return reply.code(201).send(done(req, toTourDto(row), 'admin.saved'));
    },
  );

  const update = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const before = await service.require(req.params.id);
    const upload = await readAdminForm(req, uploadsDir, IMAGE_RULE);
    const row = await discardFilesOnError(upload.files, async () =>
      service.update(
        req.admin,
        before,
        parseInput(tourInput, { ...tourFormOf(before), ...upload.fields }, req),
        upload.files,
      ),
    );
    return done(req, toTourDto(row), 'admin.saved');
  };
  const updateSchema = (operationId: string) => ({
    operationId,
    tags,
    description: 'Fields left out keep their values; a photo sent replaces the stored one.',
    params: idParams,
    response: { 200: envelope(tourDto), ...failures(404) },
  });
  app.post('/admin/tours/:id', { config: form, schema: updateSchema('adminUpdateTourViaPost') }, update);
  app.put('/admin/tours/:id', { config: form, schema: updateSchema('adminUpdateTour') }, update);
}

/** Aktif ↔ Pasif and deleting, one tour or many. */
function registerTourStatusRoutes(fastify: FastifyInstance, service: TourAdminService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/admin/tours/:id/toggle-status',
    {
      config: admin,
      schema: {
        operationId: 'adminToggleTourStatus',
        tags,
        description: 'Aktif ↔ Pasif; a Pasif tour disappears from the public site at once.',
        params: idParams,
        response: { 200: envelope(tourDto), ...failures(404) },
      },
    },
    async (req) => done(req, toTourDto(await service.toggle(req.admin, req.params.id)), 'admin.saved'),
  );

  app.delete(
    '/admin/tours/bulk-delete',
    {
      config: { access: 'admin', docs: { body: bulkDeleteBody } },
      schema: {
        operationId: 'adminDeleteTours',
        tags,
        description: 'Ids that do not exist are ignored; reservations keep their copy of the tour.',
        response: { 200: envelope(deletedToursDto) },
      },
    },
    async (req) => {
      const { ids } = parseInput(bulkDeleteInput, bodyObject(req), req);
      return done(req, { deleted: await service.remove(req.admin, ids) }, 'admin.deleted');
    },
  );
  app.delete(
    '/admin/tours/:id',
    {
      config: admin,
      schema: {
        operationId: 'adminDeleteTour',
        tags,
        description: 'Reservations keep their copy of the tour.',
        params: idParams,
        response: { 200: envelope(emptyData), ...failures(404) },
      },
    },
    async (req) => {
      const deleted = await service.remove(req.admin, [req.params.id]);
      if (deleted.length === 0) throw notFound('error.tour_not_found');
      return done(req, null, 'admin.deleted');
    },
  );
}
