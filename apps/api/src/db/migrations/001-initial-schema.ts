import type { CreateTableBuilder, Kysely } from 'kysely';
import type { MigrationDialect } from './migration-dialect.js';

/**
 * The whole data model of both specifications, so that later work adds behaviour rather than tables.
 * Written once for both dialects: only the identity column differs.
 */
export function initialSchema(dialect: MigrationDialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const stamps = <T extends string>(t: CreateTableBuilder<T, never>) =>
    t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
  const money = 'double precision' as const;

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await stamps(
        withId(db.schema.createTable('currencies'))
          .addColumn('code', 'varchar(3)', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('symbol', 'varchar(5)', (c) => c.notNull())
          .addColumn('rate_to_try', money, (c) => c.notNull())
          .addColumn('rate_from_try', money, (c) => c.notNull())
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('is_base', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('last_updated', 'text', (c) => c.notNull()),
      ).execute();

      await stamps(
        withId(db.schema.createTable('vehicle_types'))
          .addColumn('key', 'varchar(50)', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('image_url', 'text')
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();

      await stamps(
        withId(db.schema.createTable('vehicles'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('vehicle_type_id', 'integer', (c) =>
            c.notNull().references('vehicle_types.id').onDelete('restrict'),
          )
          .addColumn('capacity', 'integer', (c) => c.notNull())
          .addColumn('image_url', 'text')
          .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await db.schema.createIndex('vehicles_type_idx').on('vehicles').column('vehicle_type_id').execute();
      await db.schema.createIndex('vehicles_capacity_idx').on('vehicles').columns(['is_active', 'capacity']).execute();

      await stamps(
        withId(db.schema.createTable('routes'))
          .addColumn('from_location', 'text', (c) => c.notNull())
          .addColumn('to_location', 'text', (c) => c.notNull())
          .addColumn('from_key', 'text', (c) => c.notNull())
          .addColumn('to_key', 'text', (c) => c.notNull())
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
          .addUniqueConstraint('routes_pair_unique', ['from_key', 'to_key']),
      ).execute();
      await db.schema.createIndex('routes_to_key_idx').on('routes').column('to_key').execute();

      await db.schema
        .createTable('route_prices')
        .addColumn('route_id', 'integer', (c) => c.notNull().references('routes.id').onDelete('cascade'))
        .addColumn('vehicle_type_key', 'varchar(50)', (c) => c.notNull())
        .addColumn('price_euro', money, (c) => c.notNull())
        .addPrimaryKeyConstraint('route_prices_pk', ['route_id', 'vehicle_type_key'])
        .execute();

      await stamps(
        withId(db.schema.createTable('extra_services'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('price_euro', money, (c) => c.notNull().defaultTo(0))
          .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();

      await db.schema
        .createTable('pnr_codes')
        .addColumn('code', 'varchar(10)', (c) => c.primaryKey())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await stamps(
        withId(db.schema.createTable('bookings'))
          .addColumn('pnr_code', 'varchar(10)', (c) => c.notNull().unique().references('pnr_codes.code'))
          .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
          .addColumn('trip_type', 'varchar(20)', (c) => c.notNull())
          .addColumn('route_id', 'integer', (c) => c.references('routes.id').onDelete('set null'))
          .addColumn('vehicle_id', 'integer', (c) => c.references('vehicles.id').onDelete('set null'))
          .addColumn('vehicle_type_key', 'varchar(50)')
          .addColumn('pickup_location', 'text', (c) => c.notNull())
          .addColumn('destination', 'text', (c) => c.notNull())
          .addColumn('pickup_date', 'varchar(10)', (c) => c.notNull())
          .addColumn('pickup_time', 'varchar(5)')
          .addColumn('return_date', 'varchar(10)')
          .addColumn('return_time', 'varchar(5)')
          .addColumn('passengers', 'integer', (c) => c.notNull())
          .addColumn('customer_first_name', 'text', (c) => c.notNull())
          .addColumn('customer_last_name', 'text', (c) => c.notNull())
          .addColumn('customer_email', 'text', (c) => c.notNull())
          .addColumn('country_code', 'varchar(8)', (c) => c.notNull())
          .addColumn('customer_phone', 'text', (c) => c.notNull())
          .addColumn('identity_number', 'text')
          .addColumn('company', 'text')
          .addColumn('flight_code', 'text')
          .addColumn('hotel_name', 'text')
          .addColumn('departure_flight_time', 'varchar(5)')
          .addColumn('arrival_flight_time', 'varchar(5)')
          .addColumn('ticket_image', 'text')
          .addColumn('luggage_large', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('luggage_medium', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('luggage_small', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('luggage_hand', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('main_passenger_name', 'text')
          .addColumn('main_passenger_phone', 'text')
          .addColumn('special_requests', 'text')
          .addColumn('currency', 'varchar(3)', (c) => c.notNull())
          .addColumn('base_price_eur', money, (c) => c.notNull())
          .addColumn('extras_total_eur', money, (c) => c.notNull())
          .addColumn('round_trip_applied', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('round_trip_discount_percent', money, (c) => c.notNull().defaultTo(0))
          .addColumn('total_eur', money, (c) => c.notNull())
          .addColumn('exchange_rate', money, (c) => c.notNull())
          .addColumn('rate_to_try', money, (c) => c.notNull())
          .addColumn('total_price', money, (c) => c.notNull())
          .addColumn('search_text', 'text', (c) => c.notNull()),
      ).execute();
      await db.schema.createIndex('bookings_status_created_idx').on('bookings').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('bookings_created_idx').on('bookings').column('created_at').execute();
      await db.schema.createIndex('bookings_pickup_date_idx').on('bookings').column('pickup_date').execute();
      await db.schema.createIndex('bookings_email_idx').on('bookings').column('customer_email').execute();
      await db.schema.createIndex('bookings_search_idx').on('bookings').column('search_text').execute();

      await withId(db.schema.createTable('booking_guests'))
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('identity_number', 'text')
        .execute();
      await db.schema.createIndex('booking_guests_booking_idx').on('booking_guests').column('booking_id').execute();

      await withId(db.schema.createTable('booking_extras'))
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
        .addColumn('extra_service_id', 'integer', (c) => c.references('extra_services.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('price_euro', money, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('booking_extras_booking_idx').on('booking_extras').column('booking_id').execute();

      await stamps(
        withId(db.schema.createTable('tours'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('price', money, (c) => c.notNull())
          .addColumn('children_price', money)
          .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('EUR'))
          .addColumn('duration', 'text', (c) => c.notNull())
          .addColumn('location', 'text', (c) => c.notNull())
          .addColumn('image', 'text')
          .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('inclusions', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('exclusions', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await db.schema.createIndex('tours_active_idx').on('tours').columns(['is_active', 'sort_order']).execute();
      await db.schema.createIndex('tours_created_idx').on('tours').column('created_at').execute();

      await stamps(
        withId(db.schema.createTable('tour_reservations'))
          .addColumn('pnr_code', 'varchar(10)', (c) => c.notNull().unique().references('pnr_codes.code'))
          .addColumn('tour_id', 'integer', (c) => c.references('tours.id').onDelete('set null'))
          .addColumn('tour_title', 'text', (c) => c.notNull())
          .addColumn('tour_location', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('customer_name', 'text', (c) => c.notNull())
          .addColumn('customer_surname', 'text', (c) => c.notNull())
          .addColumn('customer_email', 'text', (c) => c.notNull())
          .addColumn('country_code', 'varchar(8)', (c) => c.notNull())
          .addColumn('customer_phone', 'text', (c) => c.notNull())
          .addColumn('booking_date', 'varchar(10)', (c) => c.notNull())
          .addColumn('booking_time', 'varchar(5)', (c) => c.notNull())
          .addColumn('passenger_count', 'integer', (c) => c.notNull())
          .addColumn('children_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('unit_price', money, (c) => c.notNull())
          .addColumn('children_price', money, (c) => c.notNull())
          .addColumn('currency', 'varchar(3)', (c) => c.notNull())
          .addColumn('exchange_rate', money, (c) => c.notNull())
          .addColumn('rate_to_try', money, (c) => c.notNull())
          .addColumn('total_eur', money, (c) => c.notNull())
          .addColumn('total_price', money, (c) => c.notNull())
          .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
          .addColumn('special_requests', 'text')
          .addColumn('search_text', 'text', (c) => c.notNull()),
      ).execute();
      await db.schema
        .createIndex('tour_res_status_created_idx')
        .on('tour_reservations')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema.createIndex('tour_res_created_idx').on('tour_reservations').column('created_at').execute();
      await db.schema.createIndex('tour_res_date_idx').on('tour_reservations').column('booking_date').execute();
      await db.schema.createIndex('tour_res_tour_idx').on('tour_reservations').column('tour_id').execute();
      await db.schema.createIndex('tour_res_search_idx').on('tour_reservations').column('search_text').execute();

      await stamps(
        withId(db.schema.createTable('gallery_items'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('type', 'varchar(10)', (c) => c.notNull())
          .addColumn('image_path', 'text')
          .addColumn('video_path', 'text')
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await db.schema.createIndex('gallery_active_idx').on('gallery_items').columns(['is_active', 'sort_order']).execute();

      await stamps(
        withId(db.schema.createTable('heroes'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('subtitle', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('video_path', 'text')
          .addColumn('poster_path', 'text'),
      ).execute();

      await stamps(
        withId(db.schema.createTable('about_entries'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('main_description', 'text')
          .addColumn('sub_description', 'text')
          .addColumn('quote', 'text')
          .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();

      await stamps(
        withId(db.schema.createTable('site_settings'))
          .addColumn('key', 'varchar(100)', (c) => c.notNull().unique())
          .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('type', 'varchar(10)', (c) => c.notNull())
          .addColumn('group_name', 'varchar(30)', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();

      await stamps(
        withId(db.schema.createTable('admin_users'))
          .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('admin'))
          .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('last_login_at', 'text'),
      ).execute();

      await db.schema
        .createTable('admin_sessions')
        .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('admin_user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('admin_sessions_user_idx').on('admin_sessions').column('admin_user_id').execute();

      await withId(db.schema.createTable('audit_log'))
        .addColumn('admin_user_id', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
        .addColumn('admin_username', 'text')
        .addColumn('action', 'varchar(30)', (c) => c.notNull())
        .addColumn('entity', 'varchar(50)', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'varchar(200)', (c) => c.notNull())
        .addColumn('scope', 'varchar(50)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('response_json', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
        .execute();
    },
  };
}
