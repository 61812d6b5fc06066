import {
  bookingEditSchema,
  diffBookingEdit,
  isEditableStatus,
  snapshotOfEdit,
  type BookingEdit,
  type BookingEditResultDto,
  type FieldChange,
} from '@riviera/domain';
import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { fieldError } from '../../lib/admin-form.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { syncJobsOfBooking } from '../operations/jobs.hooks.js';
import {
  bookingChangesRepository,
  type BookedExtraRow,
  type EditedColumns,
  type PricedColumns,
} from './booking-changes.repository.js';
import { guestRowsOf, guestsLine, legKey, sameGuests, snapshotOfRow } from './booking-edit-rows.js';
import { BOOKING_NOT_FOUND, extraIdsOf } from './booking-edit.view.js';
import { assertQuoteSeen, bookedExtrasOf, pricedColumnsOf, requoteBooking } from './booking-reprice.js';
import { pricingRepository } from './bookings.repository.js';
import { editValidationError } from './edit-history.js';
import { recordEdit } from './edit-record.js';

type Repo = ReturnType<typeof bookingChangesRepository>;
type EditedRow = NonNullable<Awaited<ReturnType<Repo['findForEdit']>>>;
type Job = Awaited<ReturnType<Repo['jobsOf']>>[number];
type Outcome = Omit<BookingEditResultDto, 'history'>;

/** The booking's columns an edit writes: the edited fields are the columns, one for one, and the route's id. */
const columnsOf = (e: BookingEdit, routeId: number | null): EditedColumns => ({
  ...snapshotOfEdit(e),
  route_id: routeId,
});

/** The same extras, in any order (both lists hold each id once: the contract and a quote dedupe). */
const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
const namesOf = (rows: { name: string }[]) => (rows.length === 0 ? null : rows.map((e) => e.name).join(', '));

/** The booking under edit, editable, and the edit as the contract reads it. */
async function loadEdit(repo: Repo, id: number, body: unknown) {
  const row = await repo.findForEdit(id);
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  if (!isEditableStatus(row.status)) throw new AppError(422, 'error.booking_not_editable');
  const parsed = bookingEditSchema({
    trip_type: row.trip_type,
    pickup_location: row.pickup_location,
    destination: row.destination,
    guest_count: Number(row.guest_count ?? 0),
  }).safeParse(body);
  if (!parsed.success) throw editValidationError(parsed.error.issues);
  return { row, edit: parsed.data };
}

/** What the edit priced: the price columns, the extras' new lines, the vehicle's name, the route. */
interface Pricing {
  edit: BookingEdit;
  routeId: number | null;
  priced: Partial<PricedColumns>;
  newExtras: BookedExtraRow[] | null;
  vehicleName: string | null;
}

/**
 * Today's quote when staff apply it, another vehicle at the booked price, or the booked price kept
 * (its vehicle must still seat everyone).
 */
async function priceEdit(
  trx: Transaction<Database>,
  row: EditedRow,
  edit: BookingEdit,
  choice: { vehicleId: number | null; extraIds: number[]; placeChanged: string | null },
): Promise<Pricing> {
  const { vehicleId, extraIds, placeChanged } = choice;
  const kept: Pricing = {
    edit,
    routeId: row.route_id,
    priced: {},
    newExtras: null,
    vehicleName: row.vehicle_name,
  };
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
    const repriced = {
      priced: pricedColumnsOf(quote),
      newExtras: bookedExtrasOf(quote),
      vehicleName: quote.vehicle.name,
    };
    if (!placeChanged) return { ...kept, ...repriced };
    // the route's own spelling, as a new booking stores it, whatever was typed
    const spelled = {
      ...edit,
      pickup_location: quote.route.from_location,
      destination: quote.route.to_location,
    };
    return { ...repriced, edit: spelled, routeId: quote.route.id };
  }
  if (vehicleId !== row.vehicle_id && vehicleId !== null) {
    // another vehicle at the booked price (an upgrade on the house): it must exist and seat everyone
    const v = await pricingRepository(trx).findVehicleWithType(vehicleId);
    if (!v || v.is_active !== 1 || v.type_is_active !== 1)
      throw fieldError('vehicle_id', 'error.vehicle_not_found');
    if (edit.passengers > v.capacity) throw fieldError('passengers', 'validation.vehicle_too_small');
    return { ...kept, priced: { vehicle_id: v.id, vehicle_type_key: v.type_key }, vehicleName: v.name };
  }
  if (row.vehicle_capacity !== null && edit.passengers > row.vehicle_capacity) {
    // the booked vehicle must still seat everyone (the price stays that vehicle's)
    throw fieldError('passengers', 'validation.vehicle_too_small');
  }
  return kept;
}

/** The history's lines of one edit: the fields, then guests, vehicle, extras and total. */
function changesOf(
  row: EditedRow,
  p: Pricing,
  bookedExtras: BookedExtraRow[],
  also: { guests: FieldChange | null; vehicleChanged: boolean },
): FieldChange[] {
  return [
    ...diffBookingEdit(snapshotOfRow(row), snapshotOfEdit(p.edit)),
    ...(also.guests ? [also.guests] : []),
    ...(also.vehicleChanged ? [{ field: 'vehicle', before: row.vehicle_name, after: p.vehicleName }] : []),
    ...(p.newExtras && !sameIds(extraIdsOf(p.newExtras), extraIdsOf(bookedExtras))
      ? [{ field: 'extras', before: namesOf(bookedExtras), after: namesOf(p.newExtras) }]
      : []),
    ...(p.priced.total_price !== undefined && p.priced.total_price !== row.total_price
      ? [{ field: 'total_price', before: row.total_price, after: p.priced.total_price }]
      : []),
  ] satisfies FieldChange[];
}

/** Each moved leg with what became of its driver, as the answer tells staff. */
const movedLegs = (moved: Job[], after: Parameters<typeof legKey>[1], edit: BookingEdit) =>
  moved.map((j) => {
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
  });

/** One staff edit of a transfer booking, inside the caller's transaction (decision 031). */
export async function applyBookingEdit(
  trx: Transaction<Database>,
  dialect: DialectName,
  input: { admin: AdminPrincipal; id: number; body: unknown },
): Promise<Outcome> {
  const { admin, id, body } = input;
  const repo = bookingChangesRepository(trx, dialect);
  const { row, edit: parsed } = await loadEdit(repo, id, body);
  const bookedExtras = await repo.extrasOf(id);
  const bookedGuests = await repo.guestsOf(id);
  const vehicleId = parsed.vehicle_id ?? row.vehicle_id;
  const extraIds = parsed.selected_extra_services ?? extraIdsOf(bookedExtras);
  // extras are priced lines of the booking: changing them without the new price would
  // leave lines that do not add up to the total (decision 027)
  if (!sameIds(extraIds, extraIdsOf(bookedExtras)) && !parsed.reprice)
    throw fieldError('selected_extra_services', 'validation.extras_need_reprice');
  // another route or trip type has another price: the booked one would be a wrong price
  const placeChanged =
    parsed.pickup_location !== row.pickup_location
      ? 'pickup_location'
      : parsed.destination !== row.destination
        ? 'destination'
        : null;
  const routeChanged = placeChanged ?? (parsed.trip_type !== row.trip_type ? 'trip_type' : null);
  if (routeChanged && !parsed.reprice) throw fieldError(routeChanged, 'validation.route_need_reprice');

  const pricing = await priceEdit(trx, row, parsed, { vehicleId, extraIds, placeChanged });
  const { edit, priced, newExtras } = pricing;
  const guestRows = guestRowsOf(edit);
  const guestsChanged = guestRows !== null && !sameGuests(guestRows, bookedGuests);
  const changes = changesOf(row, pricing, bookedExtras, {
    guests: guestsChanged
      ? { field: 'guests', before: guestsLine(bookedGuests), after: guestsLine(guestRows) }
      : null,
    vehicleChanged: vehicleId !== row.vehicle_id,
  });
  if (changes.length === 0) return { changed: false, moved_jobs: [] };

  const columns = columnsOf(edit, pricing.routeId);
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
  return { changed: true, moved_jobs: movedLegs(moved, after, edit) };
}
