import type { Kysely } from 'kysely';

/**
 * Route points in every language (decision 015): a point keeps its one canonical name in `routes`
 * (what bookings store), and its names in en, de, ru, pl live here, keyed by the point's
 * normalized key, so every route starting or ending at the point shares them. A point without
 * routes keeps its names; they come back with its next route.
 */
export function routePointNamesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('route_point_names')
        .addColumn('point_key', 'varchar(200)', (c) => c.notNull())
        .addColumn('lang', 'varchar(2)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('route_point_names_pk', ['point_key', 'lang'])
        .execute();
    },
  };
}
