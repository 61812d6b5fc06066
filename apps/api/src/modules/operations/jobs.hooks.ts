import type { Transaction } from 'kysely';
import type { BookingRow, Database, TourReservationRow } from '../../db/schema.js';
import { jobOfTourReservation, jobsOfBooking, jobsRepository } from './jobs.repository.js';

/**
 * Called inside the transaction that writes a transfer booking, so the booking and its jobs (one
 * per leg) commit together or not at all.
 */
export async function addJobsOfBooking(
  trx: Transaction<Database>,
  booking: Pick<
    BookingRow,
    | 'id'
    | 'trip_type'
    | 'pickup_date'
    | 'pickup_time'
    | 'return_date'
    | 'return_time'
    | 'pickup_location'
    | 'destination'
    | 'created_at'
  >,
): Promise<void> {
  await jobsRepository.insertMany(trx, jobsOfBooking(booking, booking.created_at));
}

/** Called inside the transaction that writes a tour reservation: its tour job commits with it. */
export async function addJobOfTourReservation(
  trx: Transaction<Database>,
  reservation: Pick<
    TourReservationRow,
    'id' | 'booking_date' | 'booking_time' | 'tour_location' | 'tour_title' | 'created_at'
  >,
): Promise<void> {
  await jobsRepository.insertMany(trx, [jobOfTourReservation(reservation, reservation.created_at)]);
}
