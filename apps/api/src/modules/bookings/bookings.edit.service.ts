import {
  bookingEditSchema,
  diffBookingEdit,
  isEditableStatus,
  snapshotOfEdit,
  type BookingChangeDto,
  type BookingEdit,
  type BookingEditResultDto,
  type BookingEditViewDto,
  type BookingRequoteDto,
  type FieldChange,
  bookingRequoteSchema,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { fieldError } from '../../lib/admin-form.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordEdit } from './edit-record.js';
import { syncJobsOfBooking } from '../operations/jobs.hooks.js';
import {
  bookingChangesRepository,
  type BookedExtraRow,
  type EditedColumns,
  type PricedColumns,
} from './booking-changes.repository.js';
import {
  assertQuoteSeen,
  bookedExtrasOf,
  pricedColumnsOf,
  requoteBooking,
  requoteDto,
} from './booking-reprice.js';
import { pricingRepository } from './bookings.repository.js';
import {
  guestRowsOf,
  guestsLine,
  guestValuesOf,
  legKey,
  sameGuests,
  snapshotOfRow,
} from './booking-edit-rows.js';

const NOT_FOUND = 'error.booking_not_found';

/** The booking's columns an edit writes: the edited fields are the columns, one for one, and the route's id. */
const columnsOf = (e: BookingEdit, routeId: number | null): EditedColumns => ({
  ...snapshotOfEdit(e),
  route_id: routeId,
});

const extraIdsOf = (rows: BookedExtraRow[]) =>
  rows.flatMap((e) => (e.extra_service_id === null ? [] : [e.extra_service_id]));
/** The same extras, in any order (both lists hold each id once: the contract and a quote dedupe). */
const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
const namesOf = (rows: { name: string }[]) => (rows.length === 0 ? null : rows.map((e) => e.name).join(', '));

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
      const [jobs, extras, vehicles, extraChoices, guests] = await Promise.all([
        repo.jobsOf(id),
        repo.extrasOf(id),
        repo.vehicleChoices(),
        repo.extraChoices(),
        repo.guestsOf(id),
      ]);
      return {
        editable: isEditableStatus(b.status),
        booked: {
          trip_type: b.trip_type,
          pickup_location: b.pickup_location,
          destination: b.destination,
          guest_count: Number(b.guest_count ?? 0),
        },
        values: {
          pickup_location: b.pickup_location,
          destination: b.destination,
          trip_type: b.trip_type,
          guests: guestValuesOf(guests),
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
        vehicle_id: b.vehicle_id,
        selected_extra_services: extraIdsOf(extras),
        vehicles,
        extras: extraChoices,
        price: { total: b.total_price, currency: b.currency },
        history: await history(id),
      };
    },

    /** 'Yeniden fiyatla': today's server quote for the chosen vehicle, extras and party, nothing saved. */
    async quote(id: number, body: unknown): Promise<BookingRequoteDto> {
      const b = await bookingChangesRepository(db, dialect).findForEdit(id);
      if (!b) throw notFound(NOT_FOUND);
      const parsed = bookingRequoteSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error.issues);
      return requoteDto(b, await requoteBooking(db, b, parsed.data));
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
        let edit = parsed.data;
        const bookedExtras = await repo.extrasOf(id);
        const bookedGuests = await repo.guestsOf(id);
        const vehicleId = edit.vehicle_id ?? row.vehicle_id;
        const extraIds = edit.selected_extra_services ?? extraIdsOf(bookedExtras);
        const vehicleChanged = vehicleId !== row.vehicle_id;
        // extras are priced lines of the booking: changing them without the new price would
        // leave lines that do not add up to the total (decision 027)
        if (!sameIds(extraIds, extraIdsOf(bookedExtras)) && !edit.reprice)
          throw fieldError('selected_extra_services', 'validation.extras_need_reprice');
        // another route or trip type has another price: the booked one would be a wrong price
        const placeChanged =
          edit.pickup_location !== row.pickup_location
            ? 'pickup_location'
            : edit.destination !== row.destination
              ? 'destination'
              : null;
        const routeChanged = placeChanged ?? (edit.trip_type !== row.trip_type ? 'trip_type' : null);
        if (routeChanged && !edit.reprice) throw fieldError(routeChanged, 'validation.route_need_reprice');
        let routeId = row.route_id;

        let priced: Partial<PricedColumns> = {};
        let newExtras: BookedExtraRow[] | null = null;
        let vehicleName = row.vehicle_name;
        if (edit.reprice) {
          if (vehicleId === null) throw fieldError('vehicle_id', 'validation.vehicle_required');
          const quote = await requoteBooking(trx, row, {
            pickup_location: edit.pickup_location,
            destination: edit.destination,
            trip_type: edit.trip_type,
            vehicle_id: vehicleId,
            selected_extra_services: extraIds,
            passengers: edit.passengers,
          });
          assertQuoteSeen(quote, edit.quoted_total);
          priced = pricedColumnsOf(quote);
          newExtras = bookedExtrasOf(quote);
          vehicleName = quote.vehicle.name;
          if (placeChanged) {
            // the route's own spelling, as a new booking stores it, whatever was typed
            edit = {
              ...edit,
              pickup_location: quote.route.from_location,
              destination: quote.route.to_location,
            };
            routeId = quote.route.id;
          }
        } else if (vehicleChanged && vehicleId !== null) {
          // another vehicle at the booked price (an upgrade on the house): it must exist and seat everyone
          const v = await pricingRepository(trx).findVehicleWithType(vehicleId);
          if (!v || v.is_active !== 1 || v.type_is_active !== 1)
            throw fieldError('vehicle_id', 'error.vehicle_not_found');
          if (edit.passengers > v.capacity) throw fieldError('passengers', 'validation.vehicle_too_small');
          priced = { vehicle_id: v.id, vehicle_type_key: v.type_key };
          vehicleName = v.name;
        } else if (row.vehicle_capacity !== null && edit.passengers > row.vehicle_capacity) {
          // the booked vehicle must still seat everyone (the price stays that vehicle's)
          throw fieldError('passengers', 'validation.vehicle_too_small');
        }

        const guestRows = guestRowsOf(edit);
        const guestsChanged = guestRows !== null && !sameGuests(guestRows, bookedGuests);
        const changes = [
          ...diffBookingEdit(snapshotOfRow(row), snapshotOfEdit(edit)),
          ...(guestsChanged
            ? [{ field: 'guests', before: guestsLine(bookedGuests), after: guestsLine(guestRows) }]
            : []),
          ...(vehicleChanged ? [{ field: 'vehicle', before: row.vehicle_name, after: vehicleName }] : []),
          ...(newExtras && !sameIds(extraIdsOf(newExtras), extraIdsOf(bookedExtras))
            ? [{ field: 'extras', before: namesOf(bookedExtras), after: namesOf(newExtras) }]
            : []),
          ...(priced.total_price !== undefined && priced.total_price !== row.total_price
            ? [{ field: 'total_price', before: row.total_price, after: priced.total_price }]
            : []),
        ] satisfies FieldChange[];
        if (changes.length === 0) return { changed: false, moved_jobs: [] };

        const columns = columnsOf(edit, routeId);
        const after = { ...row, ...columns };
        const moved = (await repo.jobsOf(id)).filter(
          (j) => (j.leg === 'outbound' || j.leg === 'return') && legKey(j.leg, row) !== legKey(j.leg, after),
        );
        const withDriver = moved.filter((j) => j.driver_id !== null);
        // A driver planned for 14:30 may not be free at 18:00 (nor for Side instead of Kemer), and one
        // whose return leg is dropped loses that job: staff decide, the server does not guess.
        if (withDriver.length > 0 && !edit.driver_on_move)
          throw new AppError(409, 'error.driver_choice_needed', {
            driver_on_move: ['error.driver_choice_needed'],
          });

        const at = nowIso();
        await repo.update(id, { ...columns, ...priced }, at);
        if (newExtras) await repo.replaceExtras(id, newExtras);
        if (guestsChanged) await repo.replaceGuests(id, guestRows);
        await syncJobsOfBooking(trx, { ...row, ...columns, ...priced });
        if (edit.driver_on_move === 'release') for (const j of withDriver) await repo.releaseDriver(j.id, at);
        await recordEdit(trx, dialect, { admin, entity: 'booking', id, pnr: row.pnr_code, changes, at });
        return {
          changed: true,
          moved_jobs: moved.map((j) => {
            const removed = legKey(j.leg, after) === null;
            return {
              leg: j.leg,
              driver:
                j.driver_id === null
                  ? ('none' as const)
                  : removed || edit.driver_on_move === 'release'
                    ? ('released' as const)
                    : ('kept' as const),
              ...(removed ? { removed: true } : {}),
            };
          }),
        };
      });
      return { ...outcome, history: await history(id) };
    },
  };
}
