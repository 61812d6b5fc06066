import { legalDocumentAdminDto, legalDocumentAdminListDto, legalDocumentInput } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { done } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { toLegalAdminDto } from './legal.dto.js';
import { legalKindParams } from './legal.routes.js';
import { legalService } from './legal.service.js';

const legalForm = withExample(legalDocumentInput, {
  title: 'KVKK Aydınlatma Metni',
  content: '## Veri sorumlusu\n6698 sayılı Kanun uyarınca …',
  translations: { en: { title: 'KVKK Privacy Notice', content: '## Data controller\n…' } },
});

/** Back office: the legal texts (Yönetici only: they speak for the company on personal data). */
export async function legalAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = legalService(app.deps.db);
  const tags = ['admin-legal'];

  app.get(
    '/admin/legal',
    { config: { access: 'admin' }, schema: { operationId: 'adminListLegalDocuments', tags, response: { 200: envelope(legalDocumentAdminListDto) } } },
    async () => ok((await service.list()).map(toLegalAdminDto)),
  );

  app.put(
    '/admin/legal/:kind',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'adminUpdateLegalDocument',
        tags,
        description: 'Saves the texts and raises the version by one; bookings then acknowledge the new version.',
        params: legalKindParams,
        body: legalForm,
        response: { 200: envelope(legalDocumentAdminDto), ...failures(404, 422) },
      },
    },
    async (req) => {
      const before = await service.require(req.params.kind);
      return done(req, toLegalAdminDto(await service.update(req.admin, before, req.body)), 'admin.legal_updated');
    },
  );
}
