import {
  bookingEditSchema,
  diffBookingEdit,
  isEditableStatus,
  snapshotOfEdit,
  type BookingChangeDto,
  type BookingEdit,
  type BookingEditResultDto,
  type BookingEditSnapshot,
  type BookingEditViewDto,
  type FieldChange,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { BookingRow, Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { fieldError } from '../../lib/admin-form.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { syncJobsOfBooking } from '../operations/jobs.hooks.js';
import { bookingChangesRepository, type EditedColumns } from './booking-changes.repository.js';

const NOT_FOUND = 'error.booking_not_found';

/** The stored row's values of the edited fields, for the diff. */
const snapshotOfRow = (b: BookingRow): BookingEditSnapshot => ({
  pickup_date: b.pickup_date,
  pickup_time: b.pickup_time,
  return_date: b.return_date,
  return_time: b.return_time,
  passengers: b.passengers,
  flight_code: b.flight_code,
  departure_flight_time: b.departure_flight_time,
  arrival_flight_time: b.arrival_flight_time,
  hotel_name: b.hotel_name,
  luggage_large: b.luggage_large,
  luggage_medium: b.luggage_medium,
  luggage_small: b.luggage_small,
  luggage_hand: b.luggage_hand,
  special_requests: b.special_requests,
  customer_first_name: b.customer_first_name,
  customer_last_name: b.customer_last_name,
  customer_email: b.customer_email,
  customer_phone: b.customer_phone,
  country_code: b.country_code,
});

/** The booking's columns an edit writes: the edited fields are the columns, one for one. */
const columnsOf = (e: BookingEdit): EditedColumns => snapshotOfEdit(e);

/** Where a leg is on the board: its date and time. */
const slotOf = (
  leg: string,
  b: Pick<BookingRow, 'pickup_date' | 'pickup_time' | 'return_date' | 'return_time'>,
) =>
  leg === 'return'
    ? `${b.return_date ?? ''} ${b.return_time ?? ''}`
    : `${b.pickup_date} ${b.pickup_time ?? ''}`;

/** A zod failure of the edit contract as the API's 422: each field with its message keys. */
function validationError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return new AppError(422, 'error.validation', errors);
}

/**
 * Staff editing a transfer booking (issue 25 item 1, decision 031): the public form's rules, the
 * price kept as booked, the dispatch jobs following the new dates and times (a driver on a moved
 * job kept or released, as staff chose), one change-history entry and one audit entry per save,
 * all in one transaction. A cancelled or completed booking is not edited.
 */
export function bookingEditService(db: Kysely<Database>, dialect: DialectName) {
  async function history(id: number): Promise<BookingChangeDto[]> {
    const rows = await bookingChangesRepository(db, dialect).historyOf('booking', id);
    return rows.map((r) => ({
      id: r.id,
      at: r.created_at,
      by: r.admin_username,
      changes: JSON.parse(r.changes_json) as FieldChange[],
    }));
  }

  return {
    /** The edit dialog's starting values and the change history. */
    async view(id: number): Promise<BookingEditViewDto> {
      const repo = bookingChangesRepository(db, dialect);
      const b = await repo.findForEdit(id);
      if (!b) throw notFound(NOT_FOUND);
      const jobs = await repo.jobsOf(id);
      return {
        editable: isEditableStatus(b.status),
        booked: {
          trip_type: b.trip_type,
          pickup_location: b.pickup_location,
          destination: b.destination,
          guest_count: Number(b.guest_count ?? 0),
        },
        values: {
          pickup_date: b.pickup_date,
          pickup_time: b.pickup_time ?? '',
          return_date: b.return_date,
          return_time: b.return_time,
          passengers: b.passengers,
          flight_code: b.flight_code ?? '',
          departure_flight_time: b.departure_flight_time,
          arrival_flight_time: b.arrival_flight_time,
          hotel_name: b.hotel_name,
          luggage: {
            large: b.luggage_large,
            medium: b.luggage_medium,
            small: b.luggage_small,
            hand: b.luggage_hand,
          },
          special_requests: b.special_requests,
          customer_first_name: b.customer_first_name,
          customer_last_name: b.customer_last_name,
          customer_email: b.customer_email,
          country_code: b.country_code,
          customer_phone: b.customer_phone,
        },
        assigned_legs: jobs.filter((j) => j.driver_id !== null).map((j) => j.leg),
        history: await history(id),
      };
    },

    async edit(admin: AdminPrincipal, id: number, body: unknown): Promise<BookingEditResultDto> {
      const outcome = await db.transaction().execute(async (trx) => {
        const repo = bookingChangesRepository(trx, dialect);
        const row = await repo.findForEdit(id);
        if (!row) throw notFound(NOT_FOUND);
        if (!isEditableStatus(row.status)) throw new AppError(422, 'error.booking_not_editable');
        const parsed = bookingEditSchema({
          trip_type: row.trip_type,
          pickup_location: row.pickup_location,
          destination: row.destination,
          guest_count: Number(row.guest_count ?? 0),
        }).safeParse(body);
        if (!parsed.success) throw validationError(parsed.error.issues);
        const edit = parsed.data;
        // the booked vehicle must still seat everyone (the price stays that vehicle's)
        if (row.vehicle_capacity !== null && edit.passengers > row.vehicle_capacity)
          throw fieldError('passengers', 'validation.vehicle_too_small');

        const changes = diffBookingEdit(snapshotOfRow(row), snapshotOfEdit(edit));
        if (changes.length === 0) return { changed: false, moved_jobs: [] };

        const columns = columnsOf(edit);
        const moved = (await repo.jobsOf(id)).filter(
          (j) =>
            (j.leg === 'outbound' || j.leg === 'return') && slotOf(j.leg, row) !== slotOf(j.leg, columns),
        );
        const withDriver = moved.filter((j) => j.driver_id !== null);
        // A driver planned for 14:30 may not be free at 18:00: staff decide, the server does not guess.
        if (withDriver.length > 0 && !edit.driver_on_move)
          throw new AppError(409, 'error.driver_choice_needed', {
            driver_on_move: ['error.driver_choice_needed'],
          });

        const at = nowIso();
        await repo.update(id, columns, at);
        await syncJobsOfBooking(trx, { ...row, ...columns });
        if (edit.driver_on_move === 'release') for (const j of withDriver) await repo.releaseDriver(j.id, at);
        await repo.insertChange({
          entity: 'booking',
          entity_id: id,
          admin_user_id: admin.id,
          admin_username: admin.username,
          changes_json: JSON.stringify(changes),
          created_at: at,
        });
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'booking',
          entityId: id,
          before: { pnr_code: row.pnr_code, ...Object.fromEntries(changes.map((c) => [c.field, c.before])) },
          after: { pnr_code: row.pnr_code, ...Object.fromEntries(changes.map((c) => [c.field, c.after])) },
        });
        return {
          changed: true,
          moved_jobs: moved.map((j) => ({
            leg: j.leg,
            driver:
              j.driver_id === null
                ? ('none' as const)
                : edit.driver_on_move === 'release'
                  ? ('released' as const)
                  : ('kept' as const),
          })),
        };
      });
      return { ...outcome, history: await history(id) };
    },
  };
}
