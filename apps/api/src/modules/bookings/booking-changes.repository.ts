import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { BookingRow, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The stored columns a staff edit writes (decision 031). */
export type EditedColumns = Pick<
  BookingRow,
  | 'route_id'
  | 'pickup_location'
  | 'destination'
  | 'trip_type'
  | 'pickup_date'
  | 'pickup_time'
  | 'return_date'
  | 'return_time'
  | 'passengers'
  | 'flight_code'
  | 'departure_flight_time'
  | 'arrival_flight_time'
  | 'hotel_name'
  | 'luggage_large'
  | 'luggage_medium'
  | 'luggage_small'
  | 'luggage_hand'
  | 'special_requests'
  | 'customer_first_name'
  | 'customer_last_name'
  | 'customer_email'
  | 'customer_phone'
  | 'country_code'
>;

/** The stored columns 'Yeniden fiyatla' or a vehicle change writes besides the edited fields. */
export type PricedColumns = Pick<
  BookingRow,
  | 'vehicle_id'
  | 'vehicle_type_key'
  | 'base_price_eur'
  | 'extras_total_eur'
  | 'round_trip_applied'
  | 'round_trip_discount_percent'
  | 'total_eur'
  | 'exchange_rate'
  | 'rate_to_try'
  | 'total_price'
>;

/** One booked extra as stored: its name and price at booking (or re-pricing) time. */
export interface BookedExtraRow {
  extra_service_id: number | null;
  name: string;
  icon: string;
  price_euro: number;
}

/** The booking under edit and its dispatch jobs. */
function editedBookingQueries(db: Db, dialect: DialectName) {
  return {
    /** The booking with what its rules need (named guests, the vehicle's seats), locked on PostgreSQL. */
    async findForEdit(id: number) {
      const q = db
        .selectFrom('bookings')
        .leftJoin('vehicles', 'vehicles.id', 'bookings.vehicle_id')
        .selectAll('bookings')
        .select((eb) => [
          'vehicles.capacity as vehicle_capacity',
          'vehicles.name as vehicle_name',
          eb
            .selectFrom('booking_guests')
            .select((g) => g.fn.countAll<number>().as('n'))
            .whereRef('booking_guests.booking_id', '=', 'bookings.id')
            .as('guest_count'),
        ])
        .where('bookings.id', '=', id);
      return (dialect === 'postgres' ? q.forUpdate('bookings') : q).executeTakeFirst();
    },

    async update(id: number, values: EditedColumns & Partial<PricedColumns>, at: string): Promise<void> {
      await db
        .updateTable('bookings')
        .set({ ...values, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** The booking's jobs on the dispatch board with their assigned driver. */
    jobsOf(bookingId: number) {
      return db
        .selectFrom('dispatch_jobs')
        .select(['id', 'leg', 'service_date', 'service_time', 'driver_id'])
        .where('booking_id', '=', bookingId)
        .execute();
    },

    async releaseDriver(jobId: number, at: string): Promise<void> {
      await db
        .updateTable('dispatch_jobs')
        .set({ driver_id: null, updated_at: at })
        .where('id', '=', jobId)
        .execute();
    },
  };
}

/** What the booking holds besides its row: its extras as booked and its named guests. */
function bookedItemQueries(db: Db) {
  return {
    /** The booking's extras as booked, in the order they were stored. */
    extrasOf(bookingId: number): Promise<BookedExtraRow[]> {
      return db
        .selectFrom('booking_extras')
        .select(['extra_service_id', 'name', 'icon', 'price_euro'])
        .where('booking_id', '=', bookingId)
        .orderBy('id')
        .execute();
    },

    /** A re-priced booking's extras: the quote's rows replace the booked ones. */
    async replaceExtras(bookingId: number, rows: BookedExtraRow[]): Promise<void> {
      await db.deleteFrom('booking_extras').where('booking_id', '=', bookingId).execute();
      if (rows.length > 0)
        await db
          .insertInto('booking_extras')
          .values(rows.map((r) => ({ ...r, booking_id: bookingId })))
          .execute();
    },

    /** The extra passengers named on the booking, in the order the form listed them. */
    guestsOf(bookingId: number) {
      return db
        .selectFrom('booking_guests')
        .select(['first_name', 'last_name', 'identity_number'])
        .where('booking_id', '=', bookingId)
        .orderBy('position')
        .execute();
    },

    /** Staff's list of extra passengers replaces the booked one, positions as listed. */
    async replaceGuests(
      bookingId: number,
      guests: { first_name: string; last_name: string; identity_number: string | null }[],
    ): Promise<void> {
      await db.deleteFrom('booking_guests').where('booking_id', '=', bookingId).execute();
      if (guests.length > 0)
        await db
          .insertInto('booking_guests')
          .values(guests.map((g, i) => ({ booking_id: bookingId, position: i + 1, ...g })))
          .execute();
    },
  };
}

/** What staff may book instead: active vehicles of active types, and active extras. */
function editChoiceQueries(db: Db) {
  return {
    vehicleChoices() {
      return db
        .selectFrom('vehicles')
        .innerJoin('vehicle_types', 'vehicle_types.id', 'vehicles.vehicle_type_id')
        .select(['vehicles.id', 'vehicles.name', 'vehicles.capacity', 'vehicle_types.name as type_name'])
        .where('vehicles.is_active', '=', 1)
        .where('vehicle_types.is_active', '=', 1)
        .orderBy('vehicle_types.sort_order')
        .orderBy('vehicles.id')
        .execute();
    },
    extraChoices() {
      return db
        .selectFrom('extra_services')
        .select(['id', 'name', 'price_euro'])
        .where('is_active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },
  };
}

/** The change history of a booking or a tour reservation (decision 031). */
function changeHistoryQueries(db: Db) {
  return {
    async insertChange(row: {
      entity: 'booking' | 'tour_reservation';
      entity_id: number;
      admin_user_id: number | null;
      admin_username: string | null;
      changes_json: string;
      created_at: string;
    }): Promise<void> {
      await db.insertInto('booking_changes').values(row).execute();
    },

    /** A booking's saved edits, newest first. */
    historyOf(entity: 'booking' | 'tour_reservation', entityId: number) {
      return db
        .selectFrom('booking_changes')
        .select(['id', 'admin_username', 'changes_json', 'created_at'])
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    },

    async deleteFor(entity: 'booking' | 'tour_reservation', entityId: number): Promise<void> {
      await db
        .deleteFrom('booking_changes')
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .execute();
    },
  };
}

/**
 * Queries of staff edits of a transfer booking: the row under edit and its jobs, its extras and
 * guests, what staff may choose instead, and the change history.
 */
export function bookingChangesRepository(db: Db, dialect: DialectName) {
  return {
    ...editedBookingQueries(db, dialect),
    ...bookedItemQueries(db),
    ...editChoiceQueries(db),
    ...changeHistoryQueries(db),
  };
}
