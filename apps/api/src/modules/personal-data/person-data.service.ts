import {
  foldForSearch,
  isUpcomingTrip,
  todayInIstanbul,
  tripEndDate,
  upcomingTripLabel,
  type AnonymiseRequest,
  type AnonymiseResultDto,
  type PersonalDataSummaryDto,
  type PersonalRecordDto,
} from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { emailDigest } from '../audit/data-access.js';
import { statusTargetRepository } from '../bookings/status-target.repository.js';
import { anonymiseRecords, forgetIdempotentAnswers, scrubAuditEntries } from './anonymise.js';
import { personDataRepository } from './person-data.repository.js';

type Db = Kysely<Database> | Transaction<Database>;
type BookingRow = Awaited<ReturnType<ReturnType<typeof personDataRepository>['bookings']>>[number];
type TourRow = Awaited<ReturnType<ReturnType<typeof personDataRepository>['tourReservations']>>[number];

/** Whether a parsed snapshot holds the address anywhere, compared folded ('AYSE@…' is 'ayse@…'). */
function mentions(value: unknown, folded: string): boolean {
  if (typeof value === 'string') return foldForSearch(value.trim()) === folded;
  if (Array.isArray(value)) return value.some((v) => mentions(v, folded));
  if (value !== null && typeof value === 'object') return Object.values(value).some((v) => mentions(v, folded));
  return false;
}

/** The PNR a deleted record's snapshot names, if any. */
const pnrOf = (snapshot: unknown): string[] => {
  const pnr = snapshot !== null && typeof snapshot === 'object' ? (snapshot as { pnr_code?: unknown }).pnr_code : undefined;
  return typeof pnr === 'string' && pnr !== '' ? [pnr] : [];
};

/**
 * Snapshots of the person's bookings and tour reservations that staff deleted: the audit log keeps
 * them whole (name, e-mail, phone, hotel, flight), so a request finds, exports and erases them too.
 */
async function deletedSnapshotsOf(db: Db, email: string) {
  const domainPart = email.trim().slice(email.trim().lastIndexOf('@'));
  const folded = foldForSearch(email.trim());
  const rows = await personDataRepository(db).deletedSnapshotsMentioning(domainPart);
  return rows.flatMap((r) => {
    let snapshot: unknown;
    try {
      snapshot = JSON.parse(r.before_json ?? 'null');
    } catch {
      return [];
    }
    return mentions(snapshot, folded) ? [{ audit_id: r.id, entity: r.entity, entity_id: r.entity_id, snapshot }] : [];
  });
}

/** A booking as the screen lists it: its last day, that day's time, the route, and whether it is still to come. */
function bookingRecord(b: BookingRow, today: string): PersonalRecordDto {
  const tripDate = tripEndDate(b);
  const onReturn = b.return_date !== null && tripDate === b.return_date;
  const record = {
    kind: 'booking' as const,
    id: b.id,
    pnr_code: b.pnr_code,
    name: `${b.customer_first_name} ${b.customer_last_name}`.trim(),
    trip_date: tripDate,
    trip_time: (onReturn ? b.return_time : b.pickup_time) ?? null,
    route: onReturn ? `${b.destination} → ${b.pickup_location}` : `${b.pickup_location} → ${b.destination}`,
    status: b.status,
    created_at: b.created_at,
  };
  return { ...record, upcoming: isUpcomingTrip(record, today) };
}

function tourRecord(t: TourRow, today: string): PersonalRecordDto {
  const record = {
    kind: 'tour_reservation' as const,
    id: t.id,
    pnr_code: t.pnr_code,
    name: `${t.customer_name} ${t.customer_surname}`.trim(),
    trip_date: t.booking_date,
    trip_time: t.booking_time ?? null,
    route: t.tour_title,
    status: t.status,
    created_at: t.created_at,
  };
  return { ...record, upcoming: isUpcomingTrip(record, today) };
}


export { emailDigest };

/** Everything held about one e-mail address, as a document the person may receive (export). */
export async function collectPersonData(db: Kysely<Database>, email: string) {
  const repo = personDataRepository(db);
  const [bookings, tourReservations] = await Promise.all([repo.bookings(email), repo.tourReservations(email)]);
  const bookingIds = bookings.map((b) => b.id);
  const [guests, mails] = await Promise.all([repo.guestsOf(bookingIds), repo.mailsOf(bookingIds, tourReservations.map((t) => t.id))]);
  const deleted = await deletedSnapshotsOf(db, email);
  return {
    email: email.trim(),
    bookings: bookings.map((b) => ({
      pnr_code: b.pnr_code,
      status: b.status,
      trip_type: b.trip_type,
      pickup_location: b.pickup_location,
      destination: b.destination,
      pickup_date: b.pickup_date,
      pickup_time: b.pickup_time,
      return_date: b.return_date,
      return_time: b.return_time,
      passengers: b.passengers,
      customer_first_name: b.customer_first_name,
      customer_last_name: b.customer_last_name,
      customer_email: b.customer_email,
      country_code: b.country_code,
      customer_phone: b.customer_phone,
      identity_number: b.identity_number,
      company: b.company,
      flight_code: b.flight_code,
      hotel_name: b.hotel_name,
      main_passenger_name: b.main_passenger_name,
      main_passenger_phone: b.main_passenger_phone,
      special_requests: b.special_requests,
      ticket_image_received: b.ticket_image !== null,
      extra_passengers: guests
        .filter((g) => g.booking_id === b.id)
        .map((g) => ({ first_name: g.first_name, last_name: g.last_name, identity_number: g.identity_number })),
      total_price: b.total_price,
      currency: b.currency,
      language: b.language,
      created_at: b.created_at,
    })),
    tour_reservations: tourReservations.map((t) => ({
      pnr_code: t.pnr_code,
      status: t.status,
      tour_title: t.tour_title,
      booking_date: t.booking_date,
      booking_time: t.booking_time,
      passenger_count: t.passenger_count,
      children_count: t.children_count,
      customer_name: t.customer_name,
      customer_surname: t.customer_surname,
      customer_email: t.customer_email,
      country_code: t.country_code,
      customer_phone: t.customer_phone,
      special_requests: t.special_requests,
      total_price: t.total_price,
      currency: t.currency,
      language: t.language,
      created_at: t.created_at,
    })),
    mails: mails.map((m) => ({
      pnr_code: m.pnr_code,
      template: m.template,
      recipient: m.recipient,
      status: m.status,
      to_address: m.to_address,
      note: m.note,
      sent_at: m.sent_at,
      created_at: m.created_at,
    })),
    /** records staff deleted, as the audit log kept them */
    deleted_records: deleted.map((d) => ({ entity: d.entity, snapshot: d.snapshot })),
  };
}
export type PersonData = Awaited<ReturnType<typeof collectPersonData>>;

/** The screen's view: counts and one line per record and mail. */
export async function summarisePersonData(db: Kysely<Database>, email: string): Promise<PersonalDataSummaryDto> {
  const repo = personDataRepository(db);
  const [bookings, tours] = await Promise.all([repo.bookings(email), repo.tourReservations(email)]);
  const mails = await repo.mailsOf(bookings.map((b) => b.id), tours.map((t) => t.id));
  const deleted = await deletedSnapshotsOf(db, email);
  const today = todayInIstanbul();
  return {
    counts: { bookings: bookings.length, tour_reservations: tours.length, mails: mails.length, deleted_records: deleted.length },
    records: [...bookings.map((b) => bookingRecord(b, today)), ...tours.map((t) => tourRecord(t, today))],
    mails: mails.map((m) => ({ id: m.id, pnr_code: m.pnr_code, template: m.template, status: m.status, created_at: m.created_at })),
  };
}

/**
 * Erases now everything held for the e-mail address (a person's request), in one transaction with
 * its audit entry, which keeps the address's digest and the counts, never the address. Snapshots
 * of the person's records that staff deleted are scrubbed too. A pending or confirmed trip still to
 * come would stay on the board as 'Anonim' with no phone or flight: the erasure is refused (409,
 * naming each such trip) unless the request cancels them in the same transaction.
 */
export async function anonymisePerson(
  db: Kysely<Database>,
  dialect: DialectName,
  uploadsDir: string,
  admin: AdminPrincipal,
  input: AnonymiseRequest,
): Promise<AnonymiseResultDto> {
  const { email } = input;
  return db.transaction().execute(async (trx) => {
    const repo = personDataRepository(trx);
    const [bookings, tours] = await Promise.all([repo.bookings(email), repo.tourReservations(email)]);
    const today = todayInIstanbul();
    const upcoming = [...bookings.map((b) => bookingRecord(b, today)), ...tours.map((t) => tourRecord(t, today))].filter((r) => r.upcoming);
    if (upcoming.length > 0 && !input.cancel_upcoming) {
      throw new AppError(409, 'error.erasure_future_trips', { upcoming: upcoming.map(upcomingTripLabel) });
    }
    const at = new Date().toISOString();
    for (const r of upcoming) {
      const table = r.kind === 'booking' ? 'bookings' : 'tour_reservations';
      await statusTargetRepository(trx, dialect, table).setStatus(r.id, 'cancelled', at);
      await recordAudit(trx, {
        admin,
        action: 'status',
        entity: r.kind,
        entityId: r.id,
        before: { pnr_code: r.pnr_code, status: r.status },
        after: { pnr_code: r.pnr_code, status: 'cancelled', reason: 'personal_data_erasure' },
      });
    }
    const records = await anonymiseRecords(trx, { bookings: bookings.map((b) => b.id), tourReservations: tours.map((t) => t.id) }, uploadsDir, at);
    const deleted = await deletedSnapshotsOf(trx, email);
    const deletedSnapshots = await scrubAuditEntries(trx, deleted.map((d) => d.audit_id));
    await forgetIdempotentAnswers(trx, deleted.flatMap((d) => pnrOf(d.snapshot)));
    const counts = { ...records, cancelled: upcoming.length, deleted_snapshots: deletedSnapshots };
    if (counts.bookings + counts.tour_reservations + deletedSnapshots > 0) {
      await recordAudit(trx, { admin, action: 'anonymise', entity: 'personal_data', after: { email_sha256: emailDigest(email), ...counts } });
    }
    return counts;
  });
}
