import { customerTripOf, type CustomerTrip } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { tripStatusRepository } from './trip-status.repository.js';

/**
 * The driver's latest status as the customer's pages show it (the PNR look-up, the manage view;
 * decision 039): the leg moved last, or null before any driver set off.
 */
export async function customerTripFor(
  db: Kysely<Database>,
  owner: 'booking' | 'tour_reservation',
  id: number,
): Promise<CustomerTrip | null> {
  return customerTripOf(await tripStatusRepository.legsOf(db, owner, id));
}
