import {
  GALLERY_IMAGE_MAX_BYTES,
  VIDEO_MAX_BYTES,
  emptyData,
  galleryItemDto,
  galleryItemInput,
  galleryItemListDto,
} from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discardFilesOnError, done, parseInput, readAdminForm } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { IMAGE_KINDS, VIDEO_KINDS } from '../../lib/images.js';
import { MULTIPART_OR_JSON, failures, withExample } from '../../plugins/api-contract.js';
import { toGalleryItemDto } from './galleries.dto.js';
import { galleryItemFormOf, galleryService } from './galleries.service.js';

/** Gallery limits (back-office §9): image 10 MB, video 50 MB. */
const FILE_RULES = {
  image: { folder: 'gallery', allowed: IMAGE_KINDS, maxBytes: GALLERY_IMAGE_MAX_BYTES },
  video: { folder: 'gallery', allowed: VIDEO_KINDS, maxBytes: VIDEO_MAX_BYTES },
};

/** The form as documented: the contract's fields and the two files it may carry. */
const galleryForm = withExample(
  galleryItemInput.extend({ image: z.file().optional(), video: z.file().optional() }),
  { title: 'Kaleiçi gün batımı', description: 'Eski limandan akşam manzarası', type: 'image', order: 1, is_active: true },
);

/** Back office: gallery (§7 /galleries). The public gallery reads GET /galleries/active. */
export async function galleryAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const service = galleryService(db, config.uploadsDir);
  const tags = ['admin-gallery'];
  const form = { access: 'admin', docs: { body: galleryForm, consumes: MULTIPART_OR_JSON } } as const;

  app.get(
    '/galleries',
    { config: { access: 'admin' }, schema: { operationId: 'adminListGalleryItems', tags, response: { 200: envelope(galleryItemListDto) } } },
    async () => ok((await service.listAll()).map(toGalleryItemDto)),
  );

  app.post(
    '/galleries',
    {
      config: form,
      schema: {
        operationId: 'adminCreateGalleryItem',
        tags,
        description: 'Without a `type`, an item sent with a video is a video item, otherwise an image item.',
        response: { 201: envelope(galleryItemDto) },
      },
    },
    async (req, reply) => {
      const upload = await readAdminForm(req, config.uploadsDir, FILE_RULES);
      const row = await discardFilesOnError(upload.files, async () => {
        const input = parseInput(galleryItemInput, { type: upload.files.video ? 'video' : 'image', ...upload.fields }, req);
        return service.create(req.admin, input, upload.files);
      });
      return reply.code(201).send(done(req, toGalleryItemDto(row), 'admin.gallery_created'));
    },
  );

  const update = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const before = await service.require(req.params.id);
    const upload = await readAdminForm(req, config.uploadsDir, FILE_RULES);
    const row = await discardFilesOnError(upload.files, async () => {
      const input = parseInput(galleryItemInput, { ...galleryItemFormOf(before), ...upload.fields }, req);
      return service.update(req.admin, before, input, upload.files);
    });
    return done(req, toGalleryItemDto(row), 'admin.gallery_updated');
  };
  const updateSchema = (operationId: string) => ({
    operationId,
    tags,
    description: 'Fields left out keep their values; a file sent replaces the stored one.',
    params: idParams,
    response: { 200: envelope(galleryItemDto), ...failures(404) },
  });
  app.post('/galleries/:id', { config: form, schema: updateSchema('adminUpdateGalleryItemViaPost') }, update);
  app.put('/galleries/:id', { config: form, schema: updateSchema('adminUpdateGalleryItem') }, update);

  app.delete(
    '/galleries/:id',
    {
      config: { access: 'admin' },
      schema: { operationId: 'adminDeleteGalleryItem', tags, params: idParams, response: { 200: envelope(emptyData), ...failures(404) } },
    },
    async (req) => {
      await service.remove(req.admin, await service.require(req.params.id));
      return done(req, null, 'admin.gallery_deleted');
    },
  );
}
