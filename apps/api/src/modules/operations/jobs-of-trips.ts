import type { Selectable } from 'kysely';
import type { BookingRow, DispatchJobsTable, TourReservationRow } from '../../db/schema.js';

/** A job as it is written: everything but its id and the driver's statuses. */
export type NewJob = Omit<Selectable<DispatchJobsTable>, 'id' | 'trip_status' | 'trip_status_at'>;

/** What of a transfer booking its jobs are made from: the legs' dates, times and ends. */
export type BookingLegs = Pick<
  BookingRow,
  | 'id'
  | 'trip_type'
  | 'pickup_date'
  | 'pickup_time'
  | 'return_date'
  | 'return_time'
  | 'pickup_location'
  | 'destination'
>;

/** The jobs a transfer booking gives: its outbound, and the return of a round trip with a return date. */
export function jobsOfBooking(b: BookingLegs, now: string): NewJob[] {
  const base = {
    tour_reservation_id: null,
    driver_id: null,
    vehicle_id: null,
    note: null,
    created_at: now,
    updated_at: now,
  };
  const jobs: NewJob[] = [
    {
      ...base,
      leg: 'outbound',
      booking_id: b.id,
      service_date: b.pickup_date,
      service_time: b.pickup_time,
      from_location: b.pickup_location,
      to_location: b.destination,
    },
  ];
  if (b.trip_type === 'round_trip' && b.return_date) {
    jobs.push({
      ...base,
      leg: 'return',
      booking_id: b.id,
      service_date: b.return_date,
      service_time: b.return_time,
      from_location: b.destination,
      to_location: b.pickup_location,
    });
  }
  return jobs;
}

/** What of a tour reservation its job is made from. */
export type TourJobSource = Pick<
  TourReservationRow,
  | 'id'
  | 'booking_date'
  | 'booking_time'
  | 'tour_location'
  | 'tour_title'
  | 'pickup_zone_name'
  | 'pickup_place'
  | 'pickup_date'
  | 'pickup_time'
>;

/**
 * The one job a tour reservation gives. With a pickup (decision 038) the driver's job is the
 * pickup: at the pickup's day and time, from 'hotel (zone)' to the tour; without one it reads
 * 'location → tour' at the start, as before.
 */
export function jobOfTourReservation(r: TourJobSource, now: string): NewJob {
  const picked = r.pickup_place && r.pickup_date && r.pickup_time;
  return {
    leg: 'tour',
    booking_id: null,
    tour_reservation_id: r.id,
    service_date: picked ? r.pickup_date! : r.booking_date,
    service_time: picked ? r.pickup_time : r.booking_time,
    from_location: picked ? `${r.pickup_place} (${r.pickup_zone_name ?? ''})`.replace(' ()', '') : r.tour_location,
    to_location: r.tour_title,
    driver_id: null,
    vehicle_id: null,
    note: null,
    created_at: now,
    updated_at: now,
  };
}
