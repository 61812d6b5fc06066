import type { Kysely } from 'kysely';

/**
 * Personal data retention (decision 023): a booking or tour reservation whose personal data was
 * erased carries the moment it happened. Retention looks for rows not yet anonymised, by trip date,
 * so both columns lead an index with the date that ends the trip.
 */
export function retentionMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('bookings').addColumn('anonymised_at', 'text').execute();
      await db.schema.alterTable('tour_reservations').addColumn('anonymised_at', 'text').execute();
      await db.schema.createIndex('bookings_retention_idx').on('bookings').columns(['anonymised_at', 'pickup_date']).execute();
      await db.schema
        .createIndex('tour_reservations_retention_idx')
        .on('tour_reservations')
        .columns(['anonymised_at', 'booking_date'])
        .execute();
    },
  };
}
