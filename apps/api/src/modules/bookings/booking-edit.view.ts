import { isEditableStatus, type BookingEditViewDto } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { bookingChangesRepository, type BookedExtraRow } from './booking-changes.repository.js';
import { guestValuesOf } from './booking-edit-rows.js';
import { editHistory } from './edit-history.js';

export const BOOKING_NOT_FOUND = 'error.booking_not_found';

type EditedRow = NonNullable<Awaited<ReturnType<ReturnType<typeof bookingChangesRepository>['findForEdit']>>>;

export const extraIdsOf = (rows: BookedExtraRow[]) =>
  rows.flatMap((e) => (e.extra_service_id === null ? [] : [e.extra_service_id]));

/** The booking's edited fields as the edit dialog starts with them. */
const valuesOf = (
  b: EditedRow,
  guests: Parameters<typeof guestValuesOf>[0],
): BookingEditViewDto['values'] => ({
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
});

/** The edit dialog's starting values, its choices (vehicles, extras) and the change history. */
export async function bookingEditView(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
): Promise<BookingEditViewDto> {
  const repo = bookingChangesRepository(db, dialect);
  const b = await repo.findForEdit(id);
  if (!b) throw notFound(BOOKING_NOT_FOUND);
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
    values: valuesOf(b, guests),
    assigned_legs: jobs.filter((j) => j.driver_id !== null).map((j) => j.leg),
    vehicle_id: b.vehicle_id,
    selected_extra_services: extraIdsOf(extras),
    vehicles,
    extras: extraChoices,
    price: { total: b.total_price, currency: b.currency },
    history: await editHistory(db, dialect, 'booking', id),
  };
}
