import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { mailOutboxStaffRepository } from '../mail/mail-outbox.staff.repository.js';

/** Statuses that still need the operator's attention: not yet done, not cancelled. */
const ACTIVE_STATUSES = ['pending', 'confirmed'] as const;

/** The month's figures; every figure is one aggregate query, nothing is summed in JavaScript. */
function figureQueries(db: Kysely<Database>) {
  return {
    async countTours(): Promise<number> {
      const row = await db
        .selectFrom('tours')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countActive(): Promise<number> {
      const [b, t] = await Promise.all([
        db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', 'in', ACTIVE_STATUSES)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('tour_reservations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', 'in', ACTIVE_STATUSES)
          .executeTakeFirstOrThrow(),
      ]);
      return Number(b.n) + Number(t.n);
    },

    /** Sum of total_price × the rate to TRY stored with each booking, for bookings made in [start, end). */
    async revenueTry(startIso: string, endIso: string): Promise<number> {
      const sumOf = (table: 'bookings' | 'tour_reservations') =>
        db
          .selectFrom(table)
          .select(sql<number | null>`sum(total_price * rate_to_try)`.as('s'))
          .where('status', '<>', 'cancelled')
          .where('created_at', '>=', startIso)
          .where('created_at', '<', endIso)
          .executeTakeFirstOrThrow();
      const [b, t] = await Promise.all([sumOf('bookings'), sumOf('tour_reservations')]);
      return Number(b.s ?? 0) + Number(t.s ?? 0);
    },

    /** Tour reservations made in [start, end) and not cancelled, by channel (null: the website; decision 041). */
    tourChannels: (startIso: string, endIso: string) =>
      db
        .selectFrom('tour_reservations')
        .select('channel')
        .select((eb) => eb.fn.countAll<number>().as('reservations'))
        .select(sql<number>`coalesce(sum(passenger_count + children_count), 0)`.as('seats'))
        .select(sql<number | null>`sum(total_price * rate_to_try)`.as('revenue'))
        .where('status', '<>', 'cancelled')
        .where('created_at', '>=', startIso)
        .where('created_at', '<', endIso)
        .groupBy('channel')
        .execute(),

    /** Distinct customers by e-mail (case-insensitive) over transfers and tours together. */
    async countCustomers(): Promise<number> {
      const emails = db
        .selectFrom('bookings')
        .select(sql<string>`lower(customer_email)`.as('email'))
        .union(db.selectFrom('tour_reservations').select(sql<string>`lower(customer_email)`.as('email')));
      const row = await db
        .selectFrom(emails.as('u'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** The recent-activities list's sources, newest first. */
function activityQueries(db: Kysely<Database>) {
  return {
    recentBookings: (limit: number) =>
      db
        .selectFrom('bookings')
        .select([
          'id',
          'pnr_code',
          'customer_first_name',
          'customer_last_name',
          'pickup_location',
          'destination',
          'created_at',
        ])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    recentTourReservations: (limit: number) =>
      db
        .selectFrom('tour_reservations')
        .select(['id', 'pnr_code', 'customer_name', 'customer_surname', 'tour_title', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** Back-office changes (sign-ins and sign-outs are not business events). */
    recentAudit: (limit: number) =>
      db
        .selectFrom('audit_log')
        .select([
          'id',
          'admin_username',
          'action',
          'entity',
          'entity_id',
          'before_json',
          'after_json',
          'created_at',
        ])
        .where('action', 'not in', ['login', 'logout'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}

/** How the background work is doing: the mail outbox and the last exchange-rate refresh. */
function operationQueries(db: Kysely<Database>) {
  return {
    /** Mails still to be delivered, and mails failed for good since `failedSince` (decision 016's outbox). */
    mailOutbox: (failedSince: string) => mailOutboxStaffRepository.summary(db, { failedSince }),

    /** Customer mails waiting for staff over the per-address cap (decision 033). */
    heldMails: () => mailOutboxStaffRepository.held(db, 10),

    /** The last exchange-rate refresh the audit log holds (refreshes from before task_runs existed). */
    lastRatesAudit: () =>
      db
        .selectFrom('audit_log')
        .select(['created_at', 'admin_username'])
        .where('entity', '=', 'currency_rates')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
  };
}

/** The dashboard's queries, grouped by the part of the page they feed. */
export function dashboardRepository(db: Kysely<Database>) {
  return { ...figureQueries(db), ...activityQueries(db), ...operationQueries(db) };
}
