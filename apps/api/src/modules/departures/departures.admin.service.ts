import {
  formatPhone,
  type DepartureCancelInput,
  type DepartureChangeInput,
  type DepartureManifestDto,
  type DepartureSchedule,
} from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { CacheInvalidation } from '../../lib/cache-invalidation.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { enqueueDepartureCancelledMail } from '../mail/mail-events.js';
import { departureFacts } from './departure-facts.js';
import { departureRepository } from './departures.repository.js';

type Repo = ReturnType<typeof departureRepository>;
type ManifestRow = Awaited<ReturnType<Repo['manifestRows']>>[number];

/** The change's transaction: the departure's row made, locked, changed and audited. */
async function changeDeparture(
  trx: Transaction<Database>,
  repo: Repo,
  edit: { admin: AdminPrincipal; tourId: number; input: DepartureChangeInput },
): Promise<void> {
  const { admin, tourId, input } = edit;
  const now = new Date().toISOString();
  await repo.ensureRow(trx, tourId, input.date, input.time, now);
  const row = await repo.lockRow(trx, tourId, input.date, input.time);
  const change = {
    ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
    ...(input.state ? { state: input.state } : {}),
  };
  await repo.updateRow(trx, row.id, change, now);
  await recordAudit(trx, {
    admin,
    action: 'update',
    entity: 'tour_departure',
    entityId: row.id,
    before: {
      tour_id: tourId,
      date: row.date,
      time: row.time,
      capacity: row.capacity,
      state: row.state,
    },
    after: {
      tour_id: tourId,
      date: row.date,
      time: row.time,
      capacity: row.capacity,
      state: row.state,
      ...change,
    },
  });
}

/** The cancellation's transaction: the departure, its live reservations, their mails and the audit. */
async function cancelDeparture(
  trx: Transaction<Database>,
  repo: Repo,
  edit: { admin: AdminPrincipal; tourId: number; input: DepartureCancelInput },
): Promise<{ cancelled_reservations: number }> {
  const { admin, tourId, input } = edit;
  const now = new Date().toISOString();
  await repo.ensureRow(trx, tourId, input.date, input.time, now);
  const row = await repo.lockRow(trx, tourId, input.date, input.time);
  const reservations = await repo.liveReservationsOn(trx, tourId, input.date, input.time);
  await repo.updateRow(trx, row.id, { state: 'cancelled', cancel_message: input.message }, now);
  await repo.cancelReservations(
    trx,
    reservations.map((r) => r.id),
    now,
  );
  for (const r of reservations) {
    await enqueueDepartureCancelledMail(
      trx,
      { entity: 'tour_reservation', entityId: r.id, pnr: r.pnr_code },
      input.message,
    );
  }
  await recordAudit(trx, {
    admin,
    action: 'status',
    entity: 'tour_departure',
    entityId: row.id,
    before: { tour_id: tourId, date: row.date, time: row.time, state: row.state },
    after: {
      tour_id: tourId,
      date: row.date,
      time: row.time,
      state: 'cancelled',
      message: input.message,
      reservations: reservations.map((r) => r.pnr_code),
    },
  });
  return { cancelled_reservations: reservations.length };
}

/** The manifest's lines: each guest with counts and contacts, the pickup only where one was chosen. */
const manifestGuests = (rows: ManifestRow[]) =>
  rows.map((r) => ({
    pnr_code: r.pnr_code,
    name: `${r.customer_name} ${r.customer_surname}`,
    adults: r.passenger_count,
    children: r.children_count,
    phone: formatPhone(r.customer_phone, r.country_code),
    email: r.customer_email,
    language: r.language,
    status: r.status,
    special_requests: r.special_requests,
    pickup_zone: r.pickup_place ? r.pickup_zone_name : null,
    pickup_place: r.pickup_place,
    pickup_time: r.pickup_place ? r.pickup_time : null,
  }));

/** Staff's departures (decision 034): the schedule, one departure's capacity or state, cancelling one, its manifest. */
export function departureAdminService(
  db: Kysely<Database>,
  dialect: DialectName,
  invalidation?: CacheInvalidation,
) {
  const repo = departureRepository(dialect);
  const { requireTour, requireDeparture } = departureFacts(db, repo);

  return {
    /** PUT /admin/tours/{id}/schedule: booked departures keep their reservations whatever the new schedule. */
    async setSchedule(admin: AdminPrincipal, tourId: number, schedule: DepartureSchedule | null) {
      const tour = await requireTour(tourId, false);
      await db.transaction().execute(async (trx) => {
        await repo.setSchedule(
          trx,
          tourId,
          schedule ? JSON.stringify(schedule) : null,
          new Date().toISOString(),
        );
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'tour',
          entityId: tourId,
          before: { departure_schedule: tour.schedule },
          after: { departure_schedule: schedule },
        });
      });
      // the tour's answers say whether it sells departures
      await invalidation?.publish();
      return schedule;
    },

    /** PUT /admin/tours/{id}/departures: one departure's own capacity, closed or open again. */
    async change(admin: AdminPrincipal, tourId: number, input: DepartureChangeInput) {
      const { facts } = await requireDeparture(tourId, input.date, input.time);
      if (facts.row?.state === 'cancelled') throw new AppError(409, 'error.departure_unavailable');
      await db.transaction().execute(async (trx) => changeDeparture(trx, repo, { admin, tourId, input }));
    },

    /**
     * POST /admin/tours/{id}/departures/cancel: the departure is cancelled, every reservation on it
     * too, and each guest gets the operator's message in a mail in their language, in one transaction.
     */
    async cancel(admin: AdminPrincipal, tourId: number, input: DepartureCancelInput) {
      await requireDeparture(tourId, input.date, input.time);
      return db.transaction().execute(async (trx) => cancelDeparture(trx, repo, { admin, tourId, input }));
    },

    /** A departure's manifest: its guests with their counts and contacts (the print and the CSV read it). */
    async manifest(tourId: number, date: string, time: string): Promise<DepartureManifestDto> {
      const { facts } = await requireDeparture(tourId, date, time);
      const [tour, rows] = await Promise.all([
        repo.findTourTexts(db, tourId),
        repo.manifestRows(db, tourId, date, time),
      ]);
      if (!tour) throw notFound('error.tour_not_found');
      const guests = manifestGuests(rows);
      return {
        tour,
        date,
        time,
        capacity: facts.capacity,
        state: facts.row?.state ?? 'open',
        adults: guests.reduce((n, g) => n + g.adults, 0),
        children: guests.reduce((n, g) => n + g.children, 0),
        guests,
      };
    },
  };
}
