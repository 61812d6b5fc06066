import {
  assignmentPreviewDto,
  assignmentPreviewQuery,
  driverDto,
  driverInput,
  driverListDto,
  emptyData,
  jobAssignmentDto,
  jobAssignmentInput,
  jobDayDto,
  jobDayQuery,
  liveRunLinkListDto,
  operationsSettingsDto,
  operationsSettingsInput,
  runLinkDto,
  runLinkInput,
  runLinkListQuery,
  runSheetDto,
  runSheetQuery,
} from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import { OPERATIONS_TOO } from '../../plugins/admin-access.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { done, parseInput } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { driverFormOf, driversService } from './drivers.service.js';
import { toDriverDto } from './jobs.dto.js';
import { operationsService } from './operations.service.js';
import { runLinksService } from './run-links.service.js';

const driverBody = withExample(driverInput, {
  name: 'Mehmet Yılmaz',
  phone: '+90 532 123 45 67',
  plate: '07 ABC 123',
  default_vehicle_id: 1,
  is_active: true,
});
const assignmentBody = withExample(jobAssignmentInput, {
  driver_id: 1,
  vehicle_id: 2,
  note: 'Tabela ile karşılama',
});
const runLinkBody = withExample(runLinkInput, { driver_id: 1, date: '2026-07-15' });
const settingsBody = withExample(operationsSettingsInput, { overlap_minutes: 90, not_set_off_minutes: 30 });

/** Back office: the day's jobs (dispatch board), assignment, drivers, run sheets and share links. */
export async function operationsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const ops = operationsService(db);
  const driverService = driversService(db);
  const links = runLinksService(db);
  const tags = ['admin-operations'];
  // Operasyon runs the day: jobs, assignment, run sheets, share links and drivers; the settings
  // write and deleting a driver stay with Yönetici (no settings, no deletes for Operasyon).
  const access = { access: 'admin' as const, roles: OPERATIONS_TOO };
  const managerOnly = { access: 'admin' as const };

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

  app.get(
    '/admin/drivers',
    {
      config: access,
      schema: { operationId: 'adminListDrivers', tags, response: { 200: envelope(driverListDto) } },
    },
    async () => ok((await driverService.list()).map(toDriverDto)),
  );

  app.post(
    '/admin/drivers',
    {
      config: access,
      schema: {
        operationId: 'adminCreateDriver',
        tags,
        body: driverBody,
        response: { 201: envelope(driverDto) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          done(
            req,
            toDriverDto(await driverService.create(requireAdmin(req), req.body)),
            'admin.driver_saved',
          ),
        ),
  );

  app.put(
    '/admin/drivers/:id',
    {
      // the body is merged over the stored driver, then checked whole against the contract
      config: { access: 'admin', roles: OPERATIONS_TOO, docs: { body: driverBody } },
      schema: {
        operationId: 'adminUpdateDriver',
        tags,
        description: 'Fields left out keep their values.',
        params: idParams,
        response: { 200: envelope(driverDto), ...failures(404) },
      },
    },
    async (req) => {
      const before = await driverService.require(req.params.id);
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      const input = parseInput(driverInput, { ...driverFormOf(before), ...body }, req);
      return done(
        req,
        toDriverDto(await driverService.update(requireAdmin(req), before, input)),
        'admin.driver_saved',
      );
    },
  );

  app.delete(
    '/admin/drivers/:id',
    {
      config: managerOnly,
      schema: {
        operationId: 'adminDeleteDriver',
        tags,
        description: "A driver with jobs is refused with 409; set him inactive ('Pasif') instead.",
        params: idParams,
        response: { 200: envelope(emptyData), ...failures(404, 409) },
      },
    },
    async (req) => {
      await driverService.remove(requireAdmin(req), req.params.id);
      return done(req, null, 'admin.driver_deleted');
    },
  );
}
