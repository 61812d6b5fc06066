import { GALLERY_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, emptyData, heroDto, heroInput, heroListDto } from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discardFilesOnError, done, parseInput, readAdminForm } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { IMAGE_KINDS, VIDEO_KINDS } from '../../lib/images.js';
import { MULTIPART_OR_JSON, failures, withExample } from '../../plugins/api-contract.js';
import { toHeroDto } from './heroes.dto.js';
import { heroFormOf, heroService } from './heroes.service.js';

const FILE_RULES = {
  video: { folder: 'heroes', allowed: VIDEO_KINDS, maxBytes: VIDEO_MAX_BYTES },
  poster: { folder: 'heroes', allowed: IMAGE_KINDS, maxBytes: GALLERY_IMAGE_MAX_BYTES },
};

/** The form as documented: the contract's fields and the two files it may carry. */
const heroForm = withExample(heroInput.extend({ video: z.file().optional(), poster: z.file().optional() }), {
  title: 'Antalya Havalimanı Transferi',
  subtitle: 'Konforlu ve güvenli yolculuk',
  description: 'Havalimanından otelinize özel araçla transfer',
  order: 1,
  is_active: true,
});

/** Back office: hero videos (§7 /heroes). The public hero reads GET /heroes/active. */
export async function heroAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const service = heroService(db, config.uploadsDir);
  const tags = ['admin-heroes'];
  const form = { access: 'admin', docs: { body: heroForm, consumes: MULTIPART_OR_JSON } } as const;

  app.get(
    '/heroes',
    { config: { access: 'admin' }, schema: { operationId: 'adminListHeroes', tags, response: { 200: envelope(heroListDto) } } },
    async () => ok((await service.listAll()).map(toHeroDto)),
  );

  app.post(
    '/heroes',
    { config: form, schema: { operationId: 'adminCreateHero', tags, response: { 201: envelope(heroDto) } } },
    async (req, reply) => {
      const upload = await readAdminForm(req, config.uploadsDir, FILE_RULES);
      const row = await discardFilesOnError(upload.files, async () => {
        const input = parseInput(heroInput, upload.fields, req);
        return service.create(req.admin, input, upload.files);
      });
      return reply.code(201).send(done(req, toHeroDto(row), 'admin.hero_created'));
    },
  );

  /** Also the one-click Aktif/Pasif toggle, which sends only is_active and the override. */
  const update = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const before = await service.require(req.params.id);
    const upload = await readAdminForm(req, config.uploadsDir, FILE_RULES);
    const row = await discardFilesOnError(upload.files, async () => {
      const input = parseInput(heroInput, { ...heroFormOf(before), ...upload.fields }, req);
      return service.update(req.admin, before, input, upload.files);
    });
    return done(req, toHeroDto(row), 'admin.hero_updated');
  };
  const updateSchema = (operationId: string) => ({
    operationId,
    tags,
    description: 'Fields left out keep their values; a file sent replaces the stored one.',
    params: idParams,
    response: { 200: envelope(heroDto), ...failures(404) },
  });
  app.post('/heroes/:id', { config: form, schema: updateSchema('adminUpdateHeroViaPost') }, update);
  app.put('/heroes/:id', { config: form, schema: updateSchema('adminUpdateHero') }, update);

  app.delete(
    '/heroes/:id',
    {
      config: { access: 'admin' },
      schema: { operationId: 'adminDeleteHero', tags, params: idParams, response: { 200: envelope(emptyData), ...failures(404) } },
    },
    async (req) => {
      await service.remove(req.admin, await service.require(req.params.id));
      return done(req, null, 'admin.hero_deleted');
    },
  );
}
