import type { Kysely, Transaction } from 'kysely';
import type { Database, NewBooking } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Booking columns plus the vehicle and its type, flattened. One query builder serves the public
 * read, the PNR look-up and the back-office list and detail: add filters, order and
 * paging to `bookingRepository(db).selectBookings()` and pass the rows to `withChildren`.
 */
export type BookingWithVehicle = Awaited<ReturnType<ReturnType<typeof bookingRepository>['findById']>> & {};

export interface BookingGuest {
  position: number;
  first_name: string;
  last_name: string;
  identity_number: string | null;
}

export interface BookingExtra {
  extra_service_id: number | null;
  name: string;
  icon: string;
  price_euro: number;
}

/** A booked extra as read back: with its catalogue record's translations (null once the record is deleted). */
export interface BookedExtra extends BookingExtra {
  translations: string | null;
}

export interface BookingDetail {
  booking: BookingWithVehicle;
  guests: BookingGuest[];
  extras: BookedExtra[];
}

export interface NewBookingGraph {
  booking: NewBooking;
  guests: Omit<BookingGuest, 'position'>[];
  extras: BookingExtra[];
}

export function bookingRepository(db: Db) {
  const selectBookings = () =>
    db
      .selectFrom('bookings')
      .leftJoin('vehicles', 'vehicles.id', 'bookings.vehicle_id')
      .leftJoin('vehicle_types', 'vehicle_types.id', 'vehicles.vehicle_type_id')
      .selectAll('bookings')
      .select([
        'vehicles.name as vehicle_name',
        // the model's name in other languages ('E-Serisi' is 'E-Class'), issue 32
        'vehicles.translations as vehicle_translations',
        'vehicles.capacity as vehicle_capacity',
        'vehicle_types.name as vehicle_type_name',
        // the type's other-language names: a booking is shown in its language (decision 024)
        'vehicle_types.translations as vehicle_type_translations',
      ]);

  return {
    selectBookings,

    findById: (id: number) => selectBookings().where('bookings.id', '=', id).executeTakeFirst(),

    findByPnr: (pnr: string) => selectBookings().where('bookings.pnr_code', '=', pnr).executeTakeFirst(),

    /** Guests and extras of many bookings in two queries (no N+1 for a page of bookings). */
    async withChildren<T extends { id: number }>(
      rows: T[],
    ): Promise<{ booking: T; guests: BookingGuest[]; extras: BookedExtra[] }[]> {
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [guests, extras] = await Promise.all([
        db
          .selectFrom('booking_guests')
          .select(['booking_id', 'position', 'first_name', 'last_name', 'identity_number'])
          .where('booking_id', 'in', ids)
          .orderBy('booking_id')
          .orderBy('position')
          .execute(),
        db
          .selectFrom('booking_extras')
          .leftJoin('extra_services', 'extra_services.id', 'booking_extras.extra_service_id')
          .select([
            'booking_extras.booking_id',
            'booking_extras.extra_service_id',
            'booking_extras.name',
            'booking_extras.icon',
            'booking_extras.price_euro',
            'extra_services.translations',
          ])
          .where('booking_extras.booking_id', 'in', ids)
          .orderBy('booking_extras.booking_id')
          .orderBy('booking_extras.id')
          .execute(),
      ]);
      return rows.map((booking) => ({
        booking,
        guests: guests.filter((g) => g.booking_id === booking.id).map(({ booking_id: _b, ...g }) => g),
        extras: extras.filter((e) => e.booking_id === booking.id).map(({ booking_id: _b, ...e }) => e),
      }));
    },

    /**
     * Writes a booking with its guests and extras. Must run inside the caller's transaction
     * together with the PNR it uses, so that a failure leaves nothing behind.
     */
    async insertGraph(graph: NewBookingGraph): Promise<number> {
      const { id } = await db.insertInto('bookings').values(graph.booking).returning('id').executeTakeFirstOrThrow();
      if (graph.guests.length > 0) {
        await db
          .insertInto('booking_guests')
          .values(graph.guests.map((g, i) => ({ booking_id: id, position: i + 1, ...g })))
          .execute();
      }
      if (graph.extras.length > 0) {
        await db
          .insertInto('booking_extras')
          .values(graph.extras.map((e) => ({ booking_id: id, ...e })))
          .execute();
      }
      return id;
    },

    countAll: async () => {
      const r = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}

/** What pricing reads: routes, their prices, vehicles, extras and currencies. */
export function pricingRepository(db: Db) {
  return {
    findRouteById: (id: number) =>
      db.selectFrom('routes').selectAll().where('id', '=', id).executeTakeFirst(),
    findRouteByKeys: (fromKey: string, toKey: string) =>
      db
        .selectFrom('routes')
        .selectAll()
        .where('from_key', '=', fromKey)
        .where('to_key', '=', toKey)
        .executeTakeFirst(),
    findRoutePrice: async (routeId: number, vehicleTypeKey: string) =>
      (
        await db
          .selectFrom('route_prices')
          .select('price_euro')
          .where('route_id', '=', routeId)
          .where('vehicle_type_key', '=', vehicleTypeKey)
          .executeTakeFirst()
      )?.price_euro,
    findVehicleWithType: (id: number) =>
      db
        .selectFrom('vehicles')
        .innerJoin('vehicle_types', 'vehicle_types.id', 'vehicles.vehicle_type_id')
        .select([
          'vehicles.id',
          'vehicles.name',
          'vehicles.translations',
          'vehicles.capacity',
          'vehicles.is_active',
          'vehicle_types.key as type_key',
          'vehicle_types.name as type_name',
          'vehicle_types.translations as type_translations',
          'vehicle_types.is_active as type_is_active',
        ])
        .where('vehicles.id', '=', id)
        .executeTakeFirst(),
    findActiveExtras: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('extra_services')
            .select(['id', 'name', 'icon', 'price_euro', 'translations'])
            .where('id', 'in', ids)
            .where('is_active', '=', 1)
            .orderBy('sort_order')
            .orderBy('id')
            .execute(),
    findCurrencies: (codes: string[]) =>
      db
        .selectFrom('currencies')
        .select(['code', 'rate_to_try', 'is_active'])
        .where('code', 'in', codes)
        .execute(),
  };
}
