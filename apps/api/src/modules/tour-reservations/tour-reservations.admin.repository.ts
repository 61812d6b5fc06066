import { WEBSITE_CHANNEL, isValidPnr, normalizePnr, type BookingStatus } from '@riviera/domain';
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { fullTextMatch, searchWords } from '../../lib/full-text.js';

export interface TourReservationFilters {
  status?: BookingStatus | undefined;
  /** tour date range, 'YYYY-MM-DD', inclusive */
  startDate?: string | undefined;
  endDate?: string | undefined;
  search?: string | undefined;
  /** a reseller's name, or WEBSITE_CHANNEL for the website's own (decision 041) */
  channel?: string | undefined;
}

/** Back-office reads of tour reservations, with the tour's current details when it still exists. */
export function tourReservationAdminRepository(db: Kysely<Database>, dialect: DialectName) {
  const filtered = <O>(qb: SelectQueryBuilder<Database, 'tour_reservations', O>, f: TourReservationFilters) => {
    let q = qb;
    if (f.status) q = q.where('tour_reservations.status', '=', f.status);
    if (f.startDate) q = q.where('tour_reservations.booking_date', '>=', f.startDate);
    if (f.endDate) q = q.where('tour_reservations.booking_date', '<=', f.endDate);
    if (f.channel === WEBSITE_CHANNEL) q = q.where('tour_reservations.channel', 'is', null);
    else if (f.channel) q = q.where('tour_reservations.channel', '=', f.channel);
    const search = f.search?.trim();
    if (search) {
      // Customer name, e-mail, tour title or place by word prefix (full-text index), or the PNR exactly.
      q = q.where((eb) => {
        const conds: Expression<SqlBool>[] = [];
        const words = searchWords(search);
        if (words.length) conds.push(fullTextMatch(dialect, 'tour_reservations', words));
        const pnr = normalizePnr(search);
        if (isValidPnr(pnr)) conds.push(eb('tour_reservations.pnr_code', '=', pnr));
        return conds.length ? eb.or(conds) : sql<SqlBool>`1 = 0`;
      });
    }
    return q;
  };

  const withTour = () =>
    db
      .selectFrom('tour_reservations')
      .leftJoin('tours', 'tours.id', 'tour_reservations.tour_id')
      .selectAll('tour_reservations')
      .select(['tours.description as tour_description', 'tours.price as tour_price', 'tours.duration as tour_duration']);

  return {
    async page(f: TourReservationFilters, page: number, perPage: number) {
      const [rows, count] = await Promise.all([
        filtered(withTour(), f)
          .orderBy('tour_reservations.created_at', 'desc')
          .orderBy('tour_reservations.id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        filtered(db.selectFrom('tour_reservations').select((eb) => eb.fn.countAll<number>().as('n')), f).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    /** the resellers that have sold a tour, for the list's channel filter */
    channels: async () =>
      (
        await db
          .selectFrom('tour_reservations')
          .select('channel')
          .distinct()
          .where('channel', 'is not', null)
          .orderBy('channel')
          .execute()
      ).map((r) => r.channel!),
    find: (id: number) => withTour().where('tour_reservations.id', '=', id).executeTakeFirst(),

    /** The departure a reservation sits on and how many seats it takes (adults and children). */
    async seatOf(id: number) {
      const r = await db
        .selectFrom('tour_reservations')
        .select(['tour_id', 'booking_date', 'booking_time', 'passenger_count', 'children_count'])
        .where('id', '=', id)
        .executeTakeFirst();
      return r && { ...r, party: r.passenger_count + r.children_count };
    },

    /** The next batch of the filtered list for an export (newest first), after the previous batch's last row. */
    exportBatch: (f: TourReservationFilters, after: { created_at: string; id: number } | null, limit: number) =>
      filtered(db.selectFrom('tour_reservations').selectAll('tour_reservations'), f)
        .$if(after !== null, (q) =>
          q.where((eb) =>
            eb.or([
              eb('tour_reservations.created_at', '<', after!.created_at),
              eb.and([eb('tour_reservations.created_at', '=', after!.created_at), eb('tour_reservations.id', '<', after!.id)]),
            ]),
          ),
        )
        .orderBy('tour_reservations.created_at', 'desc')
        .orderBy('tour_reservations.id', 'desc')
        .limit(limit)
        .execute(),
  };
}
