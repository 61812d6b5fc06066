import { emptyData, liveRunLinkListDto, runLinkDto, runLinkInput, runLinkListQuery } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { done } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { operationsAccess as access, operationsTags as tags } from './operations-access.js';
import type { runLinksService } from './run-links.service.js';

const runLinkBody = withExample(runLinkInput, { driver_id: 1, date: '2026-07-15' });

/** Back office: a driver's share links to his run sheet (create, list the live ones, revoke). */
export function registerRunLinkRoutes(
  fastify: FastifyInstance,
  links: ReturnType<typeof runLinksService>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/admin/operations/run-links',
    {
      config: access,
      schema: {
        operationId: 'adminCreateRunLink',
        tags,
        description:
          "A link to one active driver's jobs of one day (today up to 7 days ahead), valid until the end of the following day; audited. The token is shown only here.",
        body: runLinkBody,
        response: { 201: envelope(runLinkDto) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await links.create(requireAdmin(req), req.body.driver_id, req.body.date))),
  );

  app.get(
    '/admin/operations/run-links',
    {
      config: access,
      schema: {
        operationId: 'adminListRunLinks',
        tags,
        description: "A driver's share links that still open (not expired, not revoked).",
        querystring: runLinkListQuery,
        response: { 200: envelope(liveRunLinkListDto), ...failures(404) },
      },
    },
    async (req) => ok(await links.listLive(req.query.driver)),
  );

  app.delete(
    '/admin/operations/run-links/:id',
    {
      config: access,
      schema: {
        operationId: 'adminRevokeRunLink',
        tags,
        description: 'Revokes a share link at once; audited. The driver then sees the expired page.',
        params: idParams,
        response: { 200: envelope(emptyData), ...failures(404) },
      },
    },
    async (req) => {
      await links.revoke(requireAdmin(req), req.params.id);
      return done(req, null, 'admin.run_link_revoked');
    },
  );
}
