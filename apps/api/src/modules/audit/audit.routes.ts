import { auditFacetsDto, auditPageDto, MAX_RECORD_ID } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { assertDateRange, optionalDateQuery } from '../../lib/list-query.js';
import { pageQuery } from '../../lib/pagination.js';
import { auditQueries } from './audit.query.js';

export const AUDIT_PAGE_SIZE = 25;
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalName = z.preprocess(blankToUndefined, z.string().max(50).optional());

const auditListQuery = pageQuery(AUDIT_PAGE_SIZE, 100).extend({
  admin_user_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(MAX_RECORD_ID).optional()),
  entity: optionalName,
  action: optionalName,
  /** Istanbul days, inclusive */
  date_from: optionalDateQuery,
  date_to: optionalDateQuery,
});

/** The audit log screen (Yönetici only): who did what, when, with the record before and after. */
export async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const queries = auditQueries(app.deps.db);
  const tags = ['admin-audit'];
  const access = { access: 'admin' as const };

  app.get(
    '/admin/audit-log',
    {
      config: access,
      schema: {
        operationId: 'adminListAuditLog',
        tags,
        description: 'Newest first; filters by user, entity, action and an inclusive range of Istanbul days.',
        querystring: auditListQuery,
        response: { 200: envelope(auditPageDto) },
      },
    },
    async (req) => {
      const { page, per_page, admin_user_id, entity, action, date_from, date_to } = req.query;
      assertDateRange(date_from, date_to, 'date_to');
      return ok(await queries.list({ adminUserId: admin_user_id, entity, action, dateFrom: date_from, dateTo: date_to }, page, per_page));
    },
  );

  app.get(
    '/admin/audit-log/facets',
    { config: access, schema: { operationId: 'adminAuditLogFacets', tags, response: { 200: envelope(auditFacetsDto) } } },
    async () => ok(await queries.facets()),
  );
}
