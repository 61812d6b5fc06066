import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailLanguage } from './mail-texts.js';

/**
 * The language a booking or reservation was made in, for its mails. Bookings do not store one yet:
 * until they do this answers Turkish, the site's first language. This is the one place to change
 * when the column lands.
 */
export function bookingLanguage(
  _db: Kysely<Database> | Transaction<Database>,
  _entity: 'booking' | 'tour_reservation',
  _entityId: number,
): Promise<MailLanguage> {
  return Promise.resolve('tr');
}
