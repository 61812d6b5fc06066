import {
  emptyData,
  roundTripDiscountDto,
  roundTripDiscountInput,
  siteSettingDto,
  siteSettingImageInput,
  siteSettingInput,
  siteSettingListDto,
} from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyObject, discardFilesOnError, done, fieldError, parseInput, readAdminForm } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { IMAGE_KINDS, WEB_SIZES, toWebImage } from '../../lib/images.js';
import { MULTIPART_OR_JSON, failures, withExample } from '../../plugins/api-contract.js';
import { toSiteSettingDto } from './site-settings.dto.js';
import { siteSettingFormOf, siteSettingService } from './site-settings.service.js';

const IMAGE_RULE = { image: { folder: 'settings', allowed: IMAGE_KINDS, maxBytes: 10 * 1024 * 1024 } };

const settingBody = withExample(siteSettingInput, {
  key: 'contact_phone',
  value: '+90 242 555 12 34',
  type: 'text',
  group: 'contact',
  description: 'Telefon numarası',
  is_active: true,
});

/** The upload form as documented: the setting it is for and the image (optional here only so the example can leave the file out). */
const imageForm = withExample(siteSettingImageInput.extend({ image: z.file().optional().describe('required: the image file') }), {
  key: 'site_logo',
  group: 'branding',
  description: 'Site logosu',
});

const discountBody = withExample(roundTripDiscountInput, { value: 10 });

type Service = ReturnType<typeof siteSettingService>;
const tags = ['admin-settings'];

/** The settings themselves: listed, added, changed and deleted. */
function registerSettingRoutes(fastify: FastifyInstance, service: Service): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const form = { access: 'admin', docs: { body: settingBody } } as const;

  app.get(
    '/site-settings',
    { config: admin, schema: { operationId: 'adminListSiteSettings', tags, response: { 200: envelope(siteSettingListDto) } } },
    async () => ok((await service.listAll()).map(toSiteSettingDto)),
  );

  app.post(
    '/site-settings',
    { config: form, schema: { operationId: 'adminCreateSiteSetting', tags, response: { 201: envelope(siteSettingDto), ...failures(409) } } },
    async (req, reply) => {
      const input = parseInput(siteSettingInput, bodyObject(req), req);
      return reply.code(201).send(done(req, toSiteSettingDto(await service.create(req.admin, input)), 'admin.saved'));
    },
  );

  app.put(
    '/site-settings/:id',
    {
      config: form,
      schema: {
        operationId: 'adminUpdateSiteSetting',
        tags,
        description: 'Fields left out keep their values.',
        params: idParams,
        response: { 200: envelope(siteSettingDto), ...failures(404, 409) },
      },
    },
    async (req) => {
      const before = await service.require(req.params.id);
      const input = parseInput(siteSettingInput, { ...siteSettingFormOf(before), ...bodyObject(req) }, req);
      return done(req, toSiteSettingDto(await service.update(req.admin, before, input)), 'admin.saved');
    },
  );

  app.delete(
    '/site-settings/:id',
    {
      config: admin,
      schema: { operationId: 'adminDeleteSiteSetting', tags, params: idParams, response: { 200: envelope(emptyData), ...failures(404) } },
    },
    async (req) => {
      await service.remove(req.admin, await service.require(req.params.id));
      return done(req, null, 'admin.deleted');
    },
  );
}

/** An image setting (the logo and the like): the file is stored, then the setting made or changed. */
function registerImageRoute(fastify: FastifyInstance, service: Service): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { uploadsDir } = app.deps.config;

  app.post(
    '/site-settings/upload-image',
    {
      config: { access: 'admin', docs: { body: imageForm, consumes: MULTIPART_OR_JSON } },
      schema: {
        operationId: 'adminUploadSiteSettingImage',
        tags,
        description: 'Stores an image for the setting `key`, created as an image setting in `group` when missing.',
        response: { 200: envelope(siteSettingDto), ...failures(409) },
      },
    },
    async (req) => {
      const upload = await readAdminForm(req, uploadsDir, IMAGE_RULE);
      const row = await discardFilesOnError(upload.files, async () => {
        const fields = parseInput(siteSettingImageInput, upload.fields, req);
        if (!upload.files.image) throw fieldError('image', 'validation.file_required');
        upload.files.image = await toWebImage(upload.files.image, WEB_SIZES.setting);
        return service.storeImage(req.admin, fields, upload.files.image.url, (candidate) => parseInput(siteSettingInput, candidate, req));
      });
      return done(req, toSiteSettingDto(row), 'admin.saved');
    },
  );
}

/** The round-trip discount, kept as a setting but changed on its own form. */
function registerDiscountRoute(fastify: FastifyInstance, service: Service): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/settings/round-trip-discount',
    {
      config: { access: 'admin', docs: { body: discountBody } },
      schema: { operationId: 'adminUpdateRoundTripDiscount', tags, response: { 200: envelope(roundTripDiscountDto) } },
    },
    async (req) => {
      const { value } = parseInput(roundTripDiscountInput, bodyObject(req), req);
      const saved = await service.updateRoundTripDiscount(req.admin, value);
      return done(req, { round_trip_discount: saved }, 'admin.discount_updated');
    },
  );
}

/**
 * Back office: site settings (§7 /site-settings) and the round-trip discount (§7
 * /settings/round-trip-discount). The public navbar and footer read the active settings.
 */
export async function siteSettingAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const { db, config } = fastify.deps;
  const service = siteSettingService(db, config.uploadsDir);
  registerSettingRoutes(fastify, service);
  registerImageRoute(fastify, service);
  registerDiscountRoute(fastify, service);
}
