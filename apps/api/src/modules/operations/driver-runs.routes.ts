import { MAX_RECORD_ID, driverRunDto, tripStatusTapDto, tripStatusTapInput } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { runLinksService } from './run-links.service.js';
import { driverAppManifest, driverAppManifestDto } from './driver-app-manifest.js';
import { tripStatusService } from './trip-status.service.js';

/** Any text up to a sane length: a malformed token is the same 404 as an unknown one. */
const tokenParams = z.object({ token: z.string().max(200) });
const tapParams = tokenParams.extend({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) });

/**
 * The driver's share page: his jobs of one day behind a random token that expires or is revoked,
 * his status taps on them (decision 035) and the page's web app manifest. No sign-in: the token is
 * the key, and it opens nothing else.
 */
export async function driverRunRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const links = runLinksService(app.deps.db);
  const taps = tripStatusService(app.deps.db, app.deps.liveBoard);

  app.get(
    '/driver-runs/:token',
    {
      schema: {
        operationId: 'driverRun',
        tags: ['driver-runs'],
        description:
          "One driver's jobs of one day (no prices, no PNR, no other customers). Unknown, expired or revoked token, or a driver set inactive: 404.",
        params: tokenParams,
        response: { 200: envelope(driverRunDto), ...failures(404) },
      },
    },
    async (req, reply) => {
      const sheet = await links.open(req.params.token);
      // customer phone numbers: never kept by a shared cache
      void reply.header('cache-control', 'private, no-store');
      return ok(sheet);
    },
  );

  app.post(
    '/driver-runs/:token/jobs/:id/status',
    {
      schema: {
        operationId: 'driverRunTripStatus',
        tags: ['driver-runs'],
        description:
          "The driver's status of one of his jobs of the link's day, time-stamped by the server. A client id already applied is answered again, not applied twice (the offline queue resends). Dead link or another driver's job: 404; a status that cannot follow the job's current one: 409.",
        params: tapParams,
        body: withExample(tripStatusTapInput, {
          status: 'on_the_way',
          client_id: '6f1c2a9e-4b7d-4e0a-9c51-2d8f3b7a1e44',
        }),
        response: { 200: envelope(tripStatusTapDto), ...failures(404, 409) },
      },
    },
    async (req) => ok(await taps.tap(req.params.token, req.params.id, req.body)),
  );

  app.get(
    '/driver-runs/:token/manifest.webmanifest',
    {
      schema: {
        operationId: 'driverRunManifest',
        tags: ['driver-runs'],
        description:
          "The driver's page as an installable app: it starts at the link itself. A dead link: 404, as the page.",
        params: tokenParams,
        response: { 200: driverAppManifestDto, ...failures(404) },
      },
    },
    async (req, reply) => {
      await links.open(req.params.token);
      void reply.header('cache-control', 'private, no-store');
      void reply.type('application/manifest+json');
      return driverAppManifest(req.params.token);
    },
  );
}
