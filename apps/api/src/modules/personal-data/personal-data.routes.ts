import {
  anonymiseRequestSchema,
  anonymiseResultDto,
  personalDataEmailSchema,
  personalDataSummaryDto,
  retentionStatusDto,
  todayInIstanbul,
} from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { auditDataAccess } from '../audit/data-access.js';
import { csvFormatQuery } from '../exports/csv.js';
import { sendCsv } from '../exports/csv-reply.js';
import { PERSON_CSV_COLUMNS, personCsvRows } from './person-data.csv.js';
import { anonymisePerson, collectPersonData, summarisePersonData } from './person-data.service.js';
import { applyRetention, retentionStatus } from './retention.service.js';

const emailQuery = withExample(personalDataEmailSchema, { email: 'ayse@example.com' });
const fileAnswer = (type: string) => ({ 200: z.any().describe(type), ...failures(422) });
/** A file name that says whose request it was without writing the address into it. */
const exportName = (ext: string) => `kisisel-veri-${todayInIstanbul()}.${ext}`;

/**
 * Personal data in the back office (decision 023), Yönetici only: requests from a person (what is
 * held for an e-mail address, its export as JSON and CSV, its erasure now) and retention (its
 * status and a run now). Every erasure is audited without the address itself.
 */
export async function personalDataRoutes(fastify: FastifyInstance): Promise<void> {
  registerPersonLookupRoutes(fastify);
  registerPersonExportRoutes(fastify);
  registerErasureRoutes(fastify);
}

const tags = ['admin-personal-data'];
const config = { access: 'admin' as const };

/** What is held for an e-mail address, with counts; each look-up audited. */
function registerPersonLookupRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/admin/personal-data',
    {
      config,
      schema: {
        operationId: 'adminFindPersonalData',
        tags,
        description:
          'Bookings, tour reservations and mails held for an e-mail address (both Turkish and plain case folding), with counts.',
        querystring: emailQuery,
        response: { 200: envelope(personalDataSummaryDto), ...failures(422) },
      },
    },
    async (req) => {
      await auditDataAccess(db, req.admin, {
        action: 'lookup',
        entity: 'personal_data',
        filters: { email: req.query.email },
      });
      return ok(await summarisePersonData(db, req.query.email));
    },
  );
}

/** A person's data as a download: JSON, or CSV one line per record; each export audited. */
function registerPersonExportRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/admin/personal-data/export.json',
    {
      config,
      schema: {
        operationId: 'adminExportPersonalDataJson',
        tags,
        description: 'Everything held for the e-mail address as a JSON document (a download).',
        querystring: emailQuery,
        response: fileAnswer('application/json'),
      },
    },
    async (req, reply) => {
      await auditDataAccess(db, req.admin, {
        action: 'export',
        entity: 'personal_data',
        filters: { email: req.query.email, format: 'json' },
      });
      const data = await collectPersonData(db, req.query.email);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportName('json')}"`)
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.get(
    '/admin/personal-data/export.csv',
    {
      config,
      schema: {
        operationId: 'adminExportPersonalDataCsv',
        tags,
        description:
          'Everything held for the e-mail address as CSV (UTF-8 with BOM), one line per booking, reservation and mail.',
        querystring: emailQuery.extend({ format: csvFormatQuery }),
        response: fileAnswer('text/csv; UTF-8 with BOM'),
      },
    },
    async (req, reply) => {
      await auditDataAccess(db, req.admin, {
        action: 'export',
        entity: 'personal_data',
        filters: { email: req.query.email, format: req.query.format },
      });
      const rows = personCsvRows(await collectPersonData(db, req.query.email));
      sendCsv(
        reply,
        exportName('csv'),
        PERSON_CSV_COLUMNS,
        (async function* () {
          yield rows;
        })(),
        req.query.format,
      );
      return reply;
    },
  );
}

/** Erasure: a person's data now, on request, and retention (its status and a run now). */
function registerErasureRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, dialect, config: appConfig, runExclusive } = app.deps;
  const uploadsDir = appConfig.uploadsDir;

  app.post(
    '/admin/personal-data/anonymise',
    {
      config,
      schema: {
        operationId: 'adminAnonymisePersonalData',
        tags,
        description:
          'Erases now the personal data of every booking and tour reservation of the e-mail address, and the snapshots of such records staff deleted; audited with a SHA-256 of the address, never the address. A pending or confirmed trip still to come is a 409 naming it in errors.upcoming, unless cancel_upcoming cancels them in the same transaction.',
        body: withExample(anonymiseRequestSchema, { email: 'ayse@example.com', cancel_upcoming: false }),
        response: { 200: envelope(anonymiseResultDto), ...failures(409, 422) },
      },
    },
    async (req) => {
      const counts = await anonymisePerson(db, dialect, uploadsDir, requireAdmin(req), req.body);
      const erased = counts.bookings + counts.tour_reservations + (counts.deleted_snapshots ?? 0) > 0;
      return done(req, counts, erased ? 'privacy.anonymised' : 'privacy.nothing_found');
    },
  );

  app.get(
    '/admin/retention',
    {
      config,
      schema: {
        operationId: 'adminRetentionStatus',
        tags,
        description:
          'The retention period (site setting data_retention_months), the first trip date still kept, and how many records are past it.',
        response: { 200: envelope(retentionStatusDto) },
      },
    },
    async () => {
      return ok(await retentionStatus(db));
    },
  );

  app.post(
    '/admin/retention/run',
    {
      config,
      schema: {
        operationId: 'adminRunRetention',
        tags,
        description:
          'Applies retention now (waits for a run under way on any instance); answers what it changed. Audited when it changed something.',
        response: { 200: envelope(anonymiseResultDto) },
      },
    },
    async (req) => {
      const r = await applyRetention(
        { db, dialect, runExclusive, uploadsDir },
        { admin: requireAdmin(req), wait: true },
      );
      const counts = {
        bookings: r.bookings,
        tour_reservations: r.tour_reservations,
        files: r.files,
        mails: r.mails,
        deleted_snapshots: r.deleted_snapshots,
      };
      return done(
        req,
        counts,
        counts.bookings + counts.tour_reservations + counts.deleted_snapshots > 0
          ? 'retention.run_done'
          : 'retention.run_nothing',
      );
    },
  );
}
