import {
  adminDepartureCalendarDto,
  departureCancelInput,
  departureCancelledDto,
  departureChangeInput,
  departureManifestDto,
  departureSlotQuery,
  statusLabel,
  type ManifestGuestDto,
  scheduleAnswerDto,
  scheduleUpdateInput,
  todayInIstanbul,
} from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { optionalDateQuery } from '../../lib/list-query.js';
import { OPERATIONS_TOO } from '../../plugins/admin-access.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { departureAdminService } from './departures.admin.service.js';
import { departureService } from './departures.service.js';
import { csvFormatQuery, dayCell, type CsvColumn } from '../exports/csv.js';
import { sendCsv } from '../exports/csv-reply.js';

/** The manifest's CSV columns, in the office's words. */
const MANIFEST_COLUMNS: readonly CsvColumn<ManifestGuestDto & { date: string; time: string }>[] = [
  { header: 'Tarih', value: (g) => dayCell(g.date) },
  { header: 'Saat', value: (g) => g.time },
  { header: 'PNR', value: (g) => g.pnr_code },
  { header: 'Misafir', value: (g) => g.name },
  { header: 'Yetişkin', value: (g) => g.adults },
  { header: 'Çocuk', value: (g) => g.children },
  { header: 'Alış Bölgesi', value: (g) => g.pickup_zone ?? '' },
  { header: 'Otel / Adres', value: (g) => g.pickup_place ?? '' },
  { header: 'Alış Saati', value: (g) => g.pickup_time ?? '' },
  { header: 'Telefon', value: (g) => g.phone },
  { header: 'E-posta', value: (g) => g.email },
  { header: 'Dil', value: (g) => g.language },
  { header: 'Durum', value: (g) => statusLabel(g.status) },
  { header: 'Not', value: (g) => g.special_requests ?? '' },
];

const calendarQuery = z.object({
  from: optionalDateQuery,
  days: z.coerce.number().int().min(1).max(92).default(35),
});

const scheduleBody = withExample(scheduleUpdateInput, {
  schedule: {
    weekdays: [1, 4],
    times: ['08:30'],
    starts_on: '2030-05-01',
    ends_on: '2030-10-31',
    capacity: 60,
    cutoff_hours: 12,
    minimum: 4,
    extra: [],
    closed: [],
  },
});

type AdminService = ReturnType<typeof departureAdminService>;
const tags = ['admin-tours'];
const daily = { access: 'admin' as const, roles: OPERATIONS_TOO };

/** A tour's calendar of departures with seats sold, and its weekly schedule. */
function registerScheduleRoutes(fastify: FastifyInstance, service: AdminService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const calendars = departureService(app.deps.db, app.deps.dialect);

  app.get(
    '/admin/tours/:id/departures',
    {
      config: daily,
      schema: {
        operationId: 'adminListTourDepartures',
        tags,
        description:
          'The schedule and every departure from `from` (default today in Istanbul) for `days` days, with seats sold.',
        params: idParams,
        querystring: calendarQuery,
        response: { 200: envelope(adminDepartureCalendarDto), ...failures(404) },
      },
    },
    async (req) =>
      ok(await calendars.adminCalendar(req.params.id, req.query.from ?? todayInIstanbul(), req.query.days)),
  );

  app.put(
    '/admin/tours/:id/schedule',
    {
      config: { access: 'admin' as const },
      schema: {
        operationId: 'adminSetTourSchedule',
        tags,
        description:
          'Sets the weekly schedule (null: the tour is booked on any date again). Booked departures keep their reservations.',
        params: idParams,
        body: scheduleBody,
        response: { 200: envelope(scheduleAnswerDto), ...failures(404) },
      },
    },
    async (req) => {
      const schedule = await service.setSchedule(requireAdmin(req), req.params.id, req.body.schedule);
      return ok({ schedule }, 'Kalkış planı kaydedildi');
    },
  );
}

/** One departure changed (capacity, open or closed) or cancelled with its reservations. */
function registerDepartureChangeRoutes(fastify: FastifyInstance, service: AdminService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/admin/tours/:id/departures',
    {
      config: daily,
      schema: {
        operationId: 'adminChangeTourDeparture',
        tags,
        description:
          "One departure's own capacity (null: the schedule's) and whether it is open or closed to bookings.",
        params: idParams,
        body: withExample(departureChangeInput, {
          date: '2030-05-02',
          time: '08:30',
          capacity: 40,
          state: 'open',
        }),
        response: { 200: envelope(z.object({ ok: z.literal(true) })), ...failures(404, 409) },
      },
    },
    async (req) => {
      await service.change(requireAdmin(req), req.params.id, req.body);
      return ok({ ok: true as const }, 'Kalkış güncellendi');
    },
  );

  app.post(
    '/admin/tours/:id/departures/cancel',
    {
      config: daily,
      schema: {
        operationId: 'adminCancelTourDeparture',
        tags,
        description:
          'Cancels the departure and every reservation on it; each guest is mailed `message` in their language.',
        params: idParams,
        body: withExample(departureCancelInput, {
          date: '2030-05-02',
          time: '08:30',
          message: 'Fırtına uyarısı nedeniyle tur yapılamayacak.',
        }),
        response: { 200: envelope(departureCancelledDto), ...failures(404) },
      },
    },
    async (req) =>
      ok(await service.cancel(requireAdmin(req), req.params.id, req.body), 'Kalkış iptal edildi'),
  );
}

/** A departure's manifest, as JSON and as a CSV download. */
function registerManifestRoutes(fastify: FastifyInstance, service: AdminService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/tours/:id/departures/manifest',
    {
      config: daily,
      schema: {
        operationId: 'adminDepartureManifest',
        tags,
        description:
          "A departure's guests (cancelled reservations left out) with adults, children, phone and notes.",
        params: idParams,
        querystring: departureSlotQuery,
        response: { 200: envelope(departureManifestDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.manifest(req.params.id, req.query.date, req.query.time)),
  );

  app.get(
    '/admin/tours/:id/departures/manifest.csv',
    {
      config: daily,
      schema: {
        operationId: 'adminDepartureManifestCsv',
        tags,
        description: "The departure's manifest as a CSV download (Excel in Turkish by default).",
        params: idParams,
        querystring: departureSlotQuery.extend({ format: csvFormatQuery }),
        response: { 200: z.any().describe('text/csv; UTF-8 with BOM'), ...failures(404, 422) },
      },
    },
    async (req, reply) => {
      const m = await service.manifest(req.params.id, req.query.date, req.query.time);
      const rows = m.guests.map((g) => ({ ...g, date: m.date, time: m.time }));
      sendCsv(
        reply,
        `manifest-${m.date}-${m.time.replace(':', '')}.csv`,
        MANIFEST_COLUMNS,
        (async function* () {
          yield rows;
        })(),
        req.query.format,
      );
      return reply;
    },
  );
}

/**
 * The back office's departures (issue 27): a tour's schedule (Yönetici, like the tour itself), and
 * its calendar with seats sold, where Operasyon too changes, closes or cancels one departure.
 */
export async function departureAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = departureAdminService(app.deps.db, app.deps.dialect, app.deps.invalidation);
  registerScheduleRoutes(fastify, service);
  registerDepartureChangeRoutes(fastify, service);
  registerManifestRoutes(fastify, service);
}
