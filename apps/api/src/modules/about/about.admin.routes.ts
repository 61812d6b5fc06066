import { aboutDto, aboutInput, aboutListDto, emptyData } from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { done, parseInput, readAdminForm } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { MULTIPART_OR_JSON, failures, withExample } from '../../plugins/api-contract.js';
import { toAboutDto } from './about.dto.js';
import { aboutFormOf, aboutService } from './about.service.js';

const aboutForm = withExample(aboutInput, {
  title: 'Hakkımızda',
  description: '<p>2010’dan beri Antalya’da <strong>TÜRSAB</strong> belgeli transfer ve tur hizmeti.</p>',
  main_description: 'Havalimanı transferleri ve günlük turlar',
  sub_description: null,
  quote: 'Yolculuğunuz bizimle güvende.',
  features: ['7/24 destek', 'Profesyonel şoförler'],
  is_active: true,
});

/** Back office: about management (§7 /about). The public site reads the newest active entry. */
export async function aboutAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const service = aboutService(db);
  const tags = ['admin-about'];
  const form = { access: 'admin', docs: { body: aboutForm, consumes: MULTIPART_OR_JSON } } as const;

  app.get(
    '/about',
    { config: { access: 'admin' }, schema: { operationId: 'adminListAboutEntries', tags, response: { 200: envelope(aboutListDto) } } },
    async () => ok((await service.listAll()).map(toAboutDto)),
  );

  app.post(
    '/about',
    {
      config: form,
      schema: { operationId: 'adminCreateAboutEntry', tags, description: 'The description is sanitised HTML.', response: { 201: envelope(aboutDto) } },
    },
    async (req, reply) => {
      const upload = await readAdminForm(req, config.uploadsDir, {});
      const input = parseInput(aboutInput, upload.fields, req);
      return reply.code(201).send(done(req, toAboutDto(await service.create(req.admin, input)), 'admin.about_created'));
    },
  );

  const update = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const before = await service.require(req.params.id);
    const upload = await readAdminForm(req, config.uploadsDir, {});
    const input = parseInput(aboutInput, { ...aboutFormOf(before), ...upload.fields }, req);
    return done(req, toAboutDto(await service.update(req.admin, before, input)), 'admin.about_updated');
  };
  const updateSchema = (operationId: string) => ({
    operationId,
    tags,
    description: 'Fields left out keep their values.',
    params: idParams,
    response: { 200: envelope(aboutDto), ...failures(404) },
  });
  app.post('/about/:id', { config: form, schema: updateSchema('adminUpdateAboutEntryViaPost') }, update);
  app.put('/about/:id', { config: form, schema: updateSchema('adminUpdateAboutEntry') }, update);

  app.delete(
    '/about/:id',
    {
      config: { access: 'admin' },
      schema: { operationId: 'adminDeleteAboutEntry', tags, params: idParams, response: { 200: envelope(emptyData), ...failures(404) } },
    },
    async (req) => {
      await service.remove(req.admin, await service.require(req.params.id));
      return done(req, null, 'admin.about_deleted');
    },
  );
}
