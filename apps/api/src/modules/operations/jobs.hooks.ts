import type { Transaction } from 'kysely';
import type { BookingRow, Database, TourReservationRow } from '../../db/schema.js';
import { jobOfTourReservation, jobsOfBooking, type BookingLegs, type TourJobSource } from './jobs-of-trips.js';
import { jobsRepository } from './jobs.repository.js';

/**
 * Called inside the transaction that writes a transfer booking, so the booking and its jobs (one
 * per leg) commit together or not at all.
 */
export async function addJobsOfBooking(
  trx: Transaction<Database>,
  booking: BookingLegs & Pick<BookingRow, 'created_at'>,
): Promise<void> {
  await jobsRepository.insertMany(trx, jobsOfBooking(booking, booking.created_at));
}

/** Called inside the transaction that writes a tour reservation: its tour job commits with it. */
export async function addJobOfTourReservation(
  trx: Transaction<Database>,
  reservation: TourJobSource & Pick<TourReservationRow, 'created_at'>,
): Promise<void> {
  await jobsRepository.insertMany(trx, [jobOfTourReservation(reservation, reservation.created_at)]);
}

/**
 * For code that changes a booking's dates, times, ends or trip type after it was made (none does
 * today): call it in the same transaction, and the jobs follow. Legs keep their id, driver, vehicle
 * and note; a return that is no longer travelled is removed, a new one added.
 */
export async function syncJobsOfBooking(
  trx: Transaction<Database>,
  booking: BookingLegs,
): Promise<void> {
  const now = new Date().toISOString();
  const wanted = jobsOfBooking(booking, now);
  for (const job of wanted) {
    const moved = await jobsRepository.moveLeg(trx, booking.id, job, now);
    if (!moved) await jobsRepository.insertMany(trx, [job]);
  }
  if (!wanted.some((j) => j.leg === 'return')) await jobsRepository.deleteLeg(trx, booking.id, 'return');
}
