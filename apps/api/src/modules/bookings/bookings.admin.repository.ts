import { isValidPnr, normalizePnr, parseBookingIdParam, type BookingStatus } from '@riviera/domain';
import { sql, type ExpressionBuilder, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
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
 * The search box matches: any PNR exactly, an ORN number or a plain booking number ('ORN000042',
 * '#42', '42') by id, and otherwise words that start words of the customer's name, e-mail or PNR
 * (full-text index, decision 005). All of it is indexed; nothing is filtered in memory.
 */
function searchCondition(dialect: DialectName, eb: ExpressionBuilder<Database, 'bookings'>, search: string): Expression<SqlBool> | null {
  const conds: Expression<SqlBool>[] = [];
  const words = searchWords(search);
  if (words.length) conds.push(fullTextMatch(dialect, 'bookings', words));
  const pnr = normalizePnr(search);
  if (isValidPnr(pnr)) conds.push(eb('bookings.pnr_code', '=', pnr));
  const id = parseBookingIdParam(search.trim().replace(/^#/, ''));
  if (id !== null && id <= 2_147_483_647) conds.push(eb('bookings.id', '=', id));
  return conds.length ? eb.or(conds) : null;
}

export function bookingAdminRepository(db: Kysely<Database>, dialect: DialectName) {
  const filtered = <O>(qb: SelectQueryBuilder<Database, 'bookings', O>, f: BookingListFilters) => {
    let q = qb;
    if (f.status) q = q.where('bookings.status', '=', f.status);
    if (f.dateFrom) q = q.where('bookings.pickup_date', '>=', f.dateFrom);
    if (f.dateTo) q = q.where('bookings.pickup_date', '<=', f.dateTo);
    const search = f.search?.trim();
    if (search) {
      // A search with nothing searchable in it (only punctuation) matches nothing rather than everything.
      q = q.where((eb) => searchCondition(dialect, eb, search) ?? sql<SqlBool>`1 = 0`);
    }
    return q;
  };

  return {
    /** One page, newest first, plus the total for the pager: two indexed queries. */
    async page(f: BookingListFilters, page: number, perPage: number) {
      const [rows, count] = await Promise.all([
        filtered(db.selectFrom('bookings').select(LIST_COLUMNS), f)
          .orderBy('bookings.created_at', 'desc')
          .orderBy('bookings.id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        filtered(db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')), f).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** The SQL of the list page query, for the benchmark's EXPLAIN. */
    compilePage(f: BookingListFilters, page: number, perPage: number) {
      return filtered(db.selectFrom('bookings').select(LIST_COLUMNS), f)
        .orderBy('bookings.created_at', 'desc')
        .orderBy('bookings.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .compile();
    },

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
      db.selectFrom('booking_extras').select(['id', 'name', 'icon', 'price_euro']).where('booking_id', '=', id).orderBy('id').execute(),

    guestsOf: (id: number) =>
      db
        .selectFrom('booking_guests')
        .select(['position', 'first_name', 'last_name'])
        .where('booking_id', '=', id)
        .orderBy('position')
        .execute(),

  };
}
