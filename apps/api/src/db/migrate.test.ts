import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { fullTextMatch, searchWords } from '../lib/full-text.js';
import { createEmptyDatabase } from '../test/test-app.js';
import { openDatabase } from './kysely.js';
import { migrateToLatest, migrationsFor } from './migrate.js';

describe('migration 007-drop-search-text', () => {
  it('drops the search copies and their indexes, and keeps the rows and their full-text search', async () => {
    const empty = await createEmptyDatabase();
    const handle = openDatabase(empty);
    const { db, dialect } = handle;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrationsFor(dialect)) } });
      const before = await migrator.migrateTo('004-issue5-admin');
      expect(before.error).toBeUndefined();
      // A reservation written before the migration, search copy and all.
      const now = new Date().toISOString();
      await sql`INSERT INTO pnr_codes (code, kind, created_at) VALUES ('TOLD0001', 'tour', ${now})`.execute(db);
      await sql`INSERT INTO tour_reservations (pnr_code, tour_id, tour_title, tour_location, customer_name, customer_surname,
        customer_email, country_code, customer_phone, booking_date, booking_time, passenger_count, children_count, unit_price,
        children_price, currency, exchange_rate, rate_to_try, total_eur, total_price, status, special_requests, search_text,
        created_at, updated_at)
        VALUES ('TOLD0001', NULL, 'Tekne Turu', 'Kemer', 'Şükrü', 'Işık', 'sukru@example.com', '+90', '555 444 33 22',
        '2030-06-01', '09:00', 2, 0, 40, 20, 'EUR', 1, 49.5, 80, 80, 'pending', NULL, 'told0001 şükrü ışık', ${now}, ${now})`.execute(db);

      await migrateToLatest(db, dialect);

      const tables = await db.introspection.getTables();
      for (const name of ['bookings', 'tour_reservations']) {
        const columns = tables.find((t) => t.name === name)?.columns.map((c) => c.name) ?? [];
        expect(columns).toContain('pnr_code');
        expect(columns).not.toContain('search_text');
      }
      const indexes =
        dialect === 'postgres'
          ? await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'`.execute(db)
          : await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index'`.execute(db);
      const names = indexes.rows.map((r) => r.name);
      expect(names).toContain('tour_res_created_idx');
      expect(names).not.toContain('bookings_search_idx');
      expect(names).not.toContain('tour_res_search_idx');

      const found = await db
        .selectFrom('tour_reservations')
        .select('pnr_code')
        .where(fullTextMatch(dialect, 'tour_reservations', searchWords('sükrü ışı')))
        .execute();
      expect(found).toEqual([{ pnr_code: 'TOLD0001' }]);
    } finally {
      await handle.close();
      await empty.remove();
    }
  });
});
