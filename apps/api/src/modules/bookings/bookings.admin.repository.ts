import { bookingSearchTerms, type BookingStatus } from '@riviera/domain';
import {
  sql,
  type ExpressionBuilder,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { fullTextMatch, searchWords } from '../../lib/full-text.js';

export interface BookingListFilters {
  status?: BookingStatus | undefined;
  /** pickup date range, 'YYYY-MM-DD', inclusive */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  search?: string | undefined;
}

/** Where an export's previous batch ended (the list is ordered by created_at, then id, newest first). */
export interface ExportCursor {
  created_at: string;
  id: number;
}

/** The columns the list shows; the detail reads the whole row. */
const LIST_COLUMNS = [
  'id',
  'pnr_code',
  'status',
  'customer_first_name',
  'customer_last_name',
  'customer_email',
  'country_code',
  'customer_phone',
  'pickup_location',
  'destination',
  'pickup_date',
  'pickup_time',
  'passengers',
  'currency',
  'total_price',
  'extras_total_eur',
  'exchange_rate',
  'created_at',
] as const;

/**
 * The search box matches what the text names (`bookingSearchTerms` in the domain): any PNR exactly,
 * a booking number by id, an e-mail address exactly, and otherwise words that start words of the
 * customer's name, e-mail or PNR (full-text index, decision 005). All of it is indexed; nothing is
 * filtered in memory.
 */
function searchCondition(
  dialect: DialectName,
  eb: ExpressionBuilder<Database, 'bookings'>,
  search: string,
): Expression<SqlBool> | null {
  const terms = bookingSearchTerms(search);
  const conds: Expression<SqlBool>[] = [];
  const words = searchWords(terms.words);
  if (words.length) conds.push(fullTextMatch(dialect, 'bookings', words));
  if (terms.email !== null)
    conds.push(eb('bookings.customer_email', 'in', [...new Set([terms.email, terms.email.toLowerCase()])]));
  if (terms.pnr !== null) conds.push(eb('bookings.pnr_code', '=', terms.pnr));
  if (terms.bookingId !== null) conds.push(eb('bookings.id', '=', terms.bookingId));
  return conds.length ? eb.or(conds) : null;
}

/** The list's filters, in SQL on indexes. */
function filtered<O>(
  dialect: DialectName,
  qb: SelectQueryBuilder<Database, 'bookings', O>,
  f: BookingListFilters,
): SelectQueryBuilder<Database, 'bookings', O> {
  let q = qb;
  const search = f.search?.trim();
  // With a search, the (small) set of matching rows should drive the query. SQLite's planner would
  // rather walk the status or date index in created_at order and test every row against the match;
  // a unary + on those columns (SQLite only) keeps their indexes out of the choice.
  const col = (name: 'status' | 'pickup_date') =>
    search && dialect === 'sqlite'
      ? sql<string>`+${sql.ref(`bookings.${name}`)}`
      : sql<string>`${sql.ref(`bookings.${name}`)}`;
  if (f.status) q = q.where((eb) => eb(col('status'), '=', f.status!));
  if (f.dateFrom) q = q.where((eb) => eb(col('pickup_date'), '>=', f.dateFrom!));
  if (f.dateTo) q = q.where((eb) => eb(col('pickup_date'), '<=', f.dateTo!));
  if (search) {
    // A search with nothing searchable in it (only punctuation) matches nothing rather than everything.
    q = q.where((eb) => searchCondition(dialect, eb, search) ?? sql<SqlBool>`1 = 0`);
  }
  return q;
}

/** The filtered list: its pages, an export's batches and the SQL of both for the benchmark. */
function bookingListQueries(db: Kysely<Database>, dialect: DialectName) {
  /** The page query (newest first) and the count for the pager: both filtered in SQL, on indexes. */
  const pageQuery = (f: BookingListFilters, page: number, perPage: number) =>
    filtered(dialect, db.selectFrom('bookings').select(LIST_COLUMNS), f)
      .orderBy('bookings.created_at', 'desc')
      .orderBy('bookings.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage);
  const countQuery = (f: BookingListFilters) =>
    filtered(
      dialect,
      db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')),
      f,
    );

  return {
    async page(f: BookingListFilters, page: number, perPage: number) {
      const [rows, count] = await Promise.all([
        pageQuery(f, page, perPage).execute(),
        countQuery(f).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * The next batch of the filtered list for an export, in the list's order (newest first), after
     * the last row of the previous batch: keyset paging, so each batch costs the same however deep.
     */
    exportBatch: (f: BookingListFilters, after: ExportCursor | null, limit: number) =>
      filtered(
        dialect,
        db.selectFrom('bookings').select([...LIST_COLUMNS, 'vehicle_type_key', 'trip_type']),
        f,
      )
        .$if(after !== null, (q) =>
          q.where((eb) =>
            eb.or([
              eb('bookings.created_at', '<', after!.created_at),
              eb.and([eb('bookings.created_at', '=', after!.created_at), eb('bookings.id', '<', after!.id)]),
            ]),
          ),
        )
        .orderBy('bookings.created_at', 'desc')
        .orderBy('bookings.id', 'desc')
        .limit(limit)
        .execute(),

    /** The SQL of both list queries, for the benchmark's EXPLAIN QUERY PLAN. */
    compileList: (f: BookingListFilters, page: number, perPage: number) => ({
      page: pageQuery(f, page, perPage).compile(),
      count: countQuery(f).compile(),
    }),

    /** The booked extras' prices of several bookings (a list page), in booking order. */
    extraPricesOf: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('booking_extras')
            .select(['booking_id', 'price_euro'])
            .where('booking_id', 'in', ids)
            .orderBy('id')
            .execute(),
  };
}

/** One booking for the detail: the whole row with its vehicle's names, its extras and guests. */
function bookingDetailQueries(db: Kysely<Database>) {
  return {
    findFull: (id: number) =>
      db
        .selectFrom('bookings')
        .leftJoin('vehicles', 'vehicles.id', 'bookings.vehicle_id')
        .leftJoin('vehicle_types as vt', 'vt.id', 'vehicles.vehicle_type_id')
        .leftJoin('vehicle_types as kt', 'kt.key', 'bookings.vehicle_type_key')
        .selectAll('bookings')
        .select([
          'vehicles.name as vehicle_name',
          'vehicles.capacity as vehicle_capacity',
          'vt.name as vehicle_type_name',
          'kt.name as booked_type_name',
        ])
        .where('bookings.id', '=', id)
        .executeTakeFirst(),

    extrasOf: (id: number) =>
      db
        .selectFrom('booking_extras')
        .select(['id', 'name', 'icon', 'price_euro'])
        .where('booking_id', '=', id)
        .orderBy('id')
        .execute(),

    guestsOf: (id: number) =>
      db
        .selectFrom('booking_guests')
        .select(['position', 'first_name', 'last_name'])
        .where('booking_id', '=', id)
        .orderBy('position')
        .execute(),
  };
}

/** The back office's booking queries: the filtered list and one booking's detail. */
export function bookingAdminRepository(db: Kysely<Database>, dialect: DialectName) {
  return { ...bookingListQueries(db, dialect), ...bookingDetailQueries(db) };
}
