import {
  assignmentPreviewDto,
  assignmentPreviewQuery,
  jobAssignmentDto,
  jobAssignmentInput,
  jobDayDto,
  jobDayQuery,
  operationsSettingsDto,
  operationsSettingsInput,
  runSheetDto,
  runSheetQuery,
} from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { done } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { driversService } from './drivers.service.js';
import { registerDriverRoutes } from './drivers.admin.routes.js';
import { managerOnly, operationsAccess as access, operationsTags as tags } from './operations-access.js';
import { operationsService } from './operations.service.js';
import { registerRunLinkRoutes } from './run-links.admin.routes.js';
import { runLinksService } from './run-links.service.js';

const assignmentBody = withExample(jobAssignmentInput, {
  driver_id: 1,
  vehicle_id: 2,
  note: 'Tabela ile karşılama',
});
const settingsBody = withExample(operationsSettingsInput, { overlap_minutes: 90, not_set_off_minutes: 30 });

type OperationsService = ReturnType<typeof operationsService>;

/** Back office: the day's jobs (dispatch board), assignment, drivers, run sheets and share links. */
export async function operationsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify.deps;
  const ops = operationsService(db);
  const driverService = driversService(db);
  const links = runLinksService(db);
  // registered in this order, which is the order of the OpenAPI document
  registerJobRoutes(fastify, ops);
  registerRunLinkRoutes(fastify, links);
  registerSettingsRoutes(fastify, ops);
  registerDriverRoutes(fastify, driverService);
}

/** The dispatch board: the day's jobs, the warnings an assignment would get, assigning, a driver's run sheet. */
function registerJobRoutes(fastify: FastifyInstance, ops: OperationsService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/operations/jobs',
    {
      config: access,
      schema: {
        operationId: 'adminListDayJobs',
        tags,
        description:
          "One Istanbul day's jobs by time. status filters by the booking's status; driver by a driver id or 'none' (unassigned). Counts are the whole day's.",
        querystring: jobDayQuery,
        response: { 200: envelope(jobDayDto) },
      },
    },
    async (req) => ok(await ops.day(req.query, requestLanguage(req))),
  );

  app.get(
    '/admin/operations/jobs/:id/warnings',
    {
      config: access,
      schema: {
        operationId: 'adminPreviewJobWarnings',
        tags,
        description:
          'The flags a job would get with this driver and vehicle (blank: none), before saving: driver or vehicle busy with another job during the drive, vehicle smaller than the party or the booked one, too much luggage.',
        params: idParams,
        querystring: assignmentPreviewQuery,
        response: { 200: envelope(assignmentPreviewDto), ...failures(404) },
      },
    },
    async (req) => ok(await ops.previewFlags(req.params.id, req.query, requestLanguage(req))),
  );

  app.put(
    '/admin/operations/jobs/:id/assignment',
    {
      config: access,
      schema: {
        operationId: 'adminAssignJob',
        tags,
        description:
          'Driver, vehicle and note of a job (null clears); audited. Saved even when warnings (driver or vehicle busy during the drive, vehicle too small or smaller than booked, too much luggage) are answered.',
        params: idParams,
        body: assignmentBody,
        response: { 200: envelope(jobAssignmentDto), ...failures(404) },
      },
    },
    async (req) =>
      done(
        req,
        await ops.assign(requireAdmin(req), req.params.id, req.body, requestLanguage(req)),
        'admin.assignment_saved',
      ),
  );

  app.get(
    '/admin/operations/run-sheet',
    {
      config: access,
      schema: {
        operationId: 'adminRunSheet',
        tags,
        querystring: runSheetQuery,
        response: { 200: envelope(runSheetDto), ...failures(404) },
      },
    },
    async (req) => ok(await ops.runSheet(req.query.driver, req.query.date)),
  );
}

/** The board's settings: anyone on the board reads them, only Yönetici writes them. */
function registerSettingsRoutes(fastify: FastifyInstance, ops: OperationsService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/operations/settings',
    {
      config: access,
      schema: {
        operationId: 'adminOperationsSettings',
        tags,
        response: { 200: envelope(operationsSettingsDto) },
      },
    },
    async () => ok(await ops.settings()),
  );

  app.put(
    '/admin/operations/settings',
    {
      config: managerOnly,
      schema: {
        operationId: 'adminUpdateOperationsSettings',
        tags,
        body: settingsBody,
        response: { 200: envelope(operationsSettingsDto) },
      },
    },
    async (req) => done(req, await ops.setSettings(requireAdmin(req), req.body), 'admin.saved'),
  );
}
