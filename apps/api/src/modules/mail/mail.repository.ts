import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Either kind of booking, as the mails name them. */
type Entity = 'booking' | 'tour_reservation';

const TABLE = { booking: 'bookings', tour_reservation: 'tour_reservations' } as const;

/**
 * What the mails, the voucher and the customer's own booking page read: the booked rows (either
 * table) and the site settings the mails quote. The outbox's own queries are in mail-outbox*.repository.ts.
 */
export const mailRepository = {
  /** The language a booking or reservation was made in, as stored (null when none). */
  languageOf: async (db: Db, entity: Entity, id: number): Promise<string | null | undefined> =>
    (await db.selectFrom(TABLE[entity]).select('language').where('id', '=', id).executeTakeFirst())?.language,

  /** The active site settings among `keys`. */
  activeSettings: (db: Db, keys: readonly string[]) =>
    db
      .selectFrom('site_settings')
      .select(['key', 'value'])
      .where('key', 'in', [...keys])
      .where('is_active', '=', 1)
      .execute(),

  /** A booking's or reservation's PNR and status; undefined once it was deleted. */
  pnrAndStatus: (db: Db, entity: Entity, id: number) =>
    db
      .selectFrom(TABLE[entity] as 'bookings')
      .select(['pnr_code', 'status'])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** A tour reservation with its tour's translations (for the booked names). */
  tourReservationWithTour: (db: Db, id: number) =>
    db
      .selectFrom('tour_reservations')
      .leftJoin('tours', 'tours.id', 'tour_reservations.tour_id')
      .leftJoin('pickup_zones', 'pickup_zones.id', 'tour_reservations.pickup_zone_id')
      .selectAll('tour_reservations')
      .select(['tours.translations as tour_translations', 'pickup_zones.translations as pickup_zone_translations'])
      .where('tour_reservations.id', '=', id)
      .executeTakeFirst(),

  /** A transfer booking with its vehicle's name and translations. */
  bookingWithVehicle: (db: Db, id: number) =>
    db
      .selectFrom('bookings')
      .leftJoin('vehicles', 'vehicles.id', 'bookings.vehicle_id')
      .selectAll('bookings')
      .select(['vehicles.name as vehicle_name', 'vehicles.translations as vehicle_translations'])
      .where('bookings.id', '=', id)
      .executeTakeFirst(),

  /** A booking's guests, in the order they were entered. */
  guestNames: (db: Db, bookingId: number) =>
    db
      .selectFrom('booking_guests')
      .select(['first_name', 'last_name'])
      .where('booking_id', '=', bookingId)
      .orderBy('position')
      .execute(),

  /** A booking's extras with the service's translations (null once the service was deleted). */
  extrasOf: (db: Db, bookingId: number) =>
    db
      .selectFrom('booking_extras')
      .leftJoin('extra_services', 'extra_services.id', 'booking_extras.extra_service_id')
      .select(['booking_extras.name', 'booking_extras.price_euro', 'extra_services.translations'])
      .where('booking_extras.booking_id', '=', bookingId)
      .orderBy('booking_extras.id')
      .execute(),

  /** The transfer booking with this PNR (its id and e-mail). */
  bookingByPnr: (db: Db, pnr: string) =>
    db.selectFrom('bookings').select(['id', 'customer_email']).where('pnr_code', '=', pnr).executeTakeFirst(),

  /** The tour reservation with this PNR (its id and e-mail). */
  tourReservationByPnr: (db: Db, pnr: string) =>
    db
      .selectFrom('tour_reservations')
      .select(['id', 'customer_email'])
      .where('pnr_code', '=', pnr)
      .executeTakeFirst(),

  /** The row's status, locked for the rest of `trx` on PostgreSQL (a concurrent staff change waits). */
  statusForUpdate: (trx: Transaction<Database>, dialect: DialectName, entity: Entity, id: number) => {
    const q = trx
      .selectFrom(TABLE[entity] as 'bookings')
      .select(['status'])
      .where('id', '=', id);
    return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  },

  setStatus: (trx: Transaction<Database>, entity: Entity, id: number, status: string, at: string) =>
    trx
      .updateTable(TABLE[entity] as 'bookings')
      .set({ status, updated_at: at })
      .where('id', '=', id)
      .execute(),
};
