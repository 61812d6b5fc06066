import {
  isEditableStatus,
  parseTourPickups,
  todayInIstanbul,
  type TourReservationEditViewDto,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database, TourReservationRow } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { editHistory } from '../bookings/edit-history.js';
import { departureService, parseSchedule } from '../departures/departures.service.js';
import { pickupRepository } from '../pickups/pickups.repository.js';
import { tourReservationEditRepository } from './tour-reservation-edit.repository.js';

export const TOUR_RESERVATION_NOT_FOUND = 'error.tour_reservation_not_found';

type Tour = NonNullable<Awaited<ReturnType<ReturnType<typeof tourReservationEditRepository>['findTour']>>>;

/**
 * The departures of the next 90 days the reservation may move to, with the seats each has for it (its
 * own departure counts its party as free); null when the tour has no schedule.
 */
async function departureChoices(
  db: Kysely<Database>,
  dialect: DialectName,
  tour: Tour | undefined,
  r: TourReservationRow,
): Promise<TourReservationEditViewDto['departures']> {
  if (!tour || !parseSchedule(tour.departure_schedule)) return null;
  const party = r.passenger_count + r.children_count;
  const calendar = await departureService(db, dialect).adminCalendar(tour.id, todayInIstanbul(), 90);
  return calendar.departures
    .filter((d) => d.state !== 'cancelled')
    .map((d) => {
      const own = d.date === r.booking_date && d.time === r.booking_time;
      return {
        date: d.date,
        time: d.time,
        state: d.state,
        seats_left: Math.max(0, d.capacity - d.sold + (own ? party : 0)),
      };
    });
}

/** The reservation's edited fields as the edit dialog starts with them. */
const valuesOf = (r: TourReservationRow): TourReservationEditViewDto['values'] => ({
  booking_date: r.booking_date,
  booking_time: r.booking_time,
  passenger_count: r.passenger_count,
  children_count: r.children_count,
  pickup_zone_id: r.pickup_zone_id,
  pickup_place: r.pickup_place,
  customer_name: r.customer_name,
  customer_surname: r.customer_surname,
  customer_email: r.customer_email,
  country_code: r.country_code,
  customer_phone: r.customer_phone,
  special_requests: r.special_requests,
});

/** The edit dialog's starting values, its tour's pickups and departures, the job's driver and the history. */
export async function tourReservationEditView(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
): Promise<TourReservationEditViewDto> {
  const repo = tourReservationEditRepository(db, dialect);
  const r = await repo.findForEdit(id);
  if (!r) throw notFound(TOUR_RESERVATION_NOT_FOUND);
  const tour = r.tour_id === null ? undefined : await repo.findTour(r.tour_id);
  const pickups = parseTourPickups(tour?.pickup_zones);
  const zones = await pickupRepository.findZones(
    db,
    pickups.map((p) => p.zone_id),
  );
  const departures = await departureChoices(db, dialect, tour, r);
  const job = await repo.jobOf(id);
  return {
    editable: isEditableStatus(r.status),
    values: valuesOf(r),
    pickups: pickups.flatMap((p) => {
      const zone = zones.find((z) => z.id === p.zone_id);
      return zone ? [{ zone_id: p.zone_id, name: zone.name, offset_minutes: p.offset_minutes }] : [];
    }),
    departures,
    job_has_driver: job?.driver_id != null,
    price: { total: r.total_price, currency: r.currency },
    history: await editHistory(db, dialect, 'tour_reservation', id),
  };
}
