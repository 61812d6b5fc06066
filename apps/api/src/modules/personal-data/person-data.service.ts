import { createHash } from 'node:crypto';
import { foldForSearch, tripEndDate, type AnonymiseResultDto, type PersonalDataSummaryDto } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { anonymiseRecords } from './anonymise.js';
import { personDataRepository } from './person-data.repository.js';

/**
 * What the audit log keeps of the e-mail a request was about: a SHA-256 of its folded form, never
 * the address. It lets staff answer "was my data erased?" by hashing the address they are given.
 */
export const emailDigest = (email: string): string => createHash('sha256').update(foldForSearch(email.trim())).digest('hex');

/** Everything held about one e-mail address, as a document the person may receive (export). */
export async function collectPersonData(db: Kysely<Database>, email: string) {
  const repo = personDataRepository(db);
  const [bookings, tourReservations] = await Promise.all([repo.bookings(email), repo.tourReservations(email)]);
  const bookingIds = bookings.map((b) => b.id);
  const [guests, mails] = await Promise.all([repo.guestsOf(bookingIds), repo.mailsOf(bookingIds, tourReservations.map((t) => t.id))]);
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
  };
}
export type PersonData = Awaited<ReturnType<typeof collectPersonData>>;

/** The screen's view: counts and one line per record and mail. */
export async function summarisePersonData(db: Kysely<Database>, email: string): Promise<PersonalDataSummaryDto> {
  const repo = personDataRepository(db);
  const [bookings, tours] = await Promise.all([repo.bookings(email), repo.tourReservations(email)]);
  const mails = await repo.mailsOf(bookings.map((b) => b.id), tours.map((t) => t.id));
  return {
    counts: { bookings: bookings.length, tour_reservations: tours.length, mails: mails.length },
    records: [
      ...bookings.map((b) => ({
        kind: 'booking' as const,
        id: b.id,
        pnr_code: b.pnr_code,
        name: `${b.customer_first_name} ${b.customer_last_name}`.trim(),
        trip_date: tripEndDate(b),
        status: b.status,
        created_at: b.created_at,
      })),
      ...tours.map((t) => ({
        kind: 'tour_reservation' as const,
        id: t.id,
        pnr_code: t.pnr_code,
        name: `${t.customer_name} ${t.customer_surname}`.trim(),
        trip_date: t.booking_date,
        status: t.status,
        created_at: t.created_at,
      })),
    ],
    mails: mails.map((m) => ({ id: m.id, pnr_code: m.pnr_code, template: m.template, status: m.status, created_at: m.created_at })),
  };
}

/**
 * Erases now everything held for the e-mail address (a person's request), in one transaction with
 * its audit entry, which keeps the address's digest and the counts, never the address.
 */
export async function anonymisePerson(
  db: Kysely<Database>,
  uploadsDir: string,
  admin: AdminPrincipal,
  email: string,
): Promise<AnonymiseResultDto> {
  return db.transaction().execute(async (trx) => {
    const repo = personDataRepository(trx);
    const [bookings, tours] = await Promise.all([repo.bookings(email), repo.tourReservations(email)]);
    const counts = await anonymiseRecords(trx, { bookings: bookings.map((b) => b.id), tourReservations: tours.map((t) => t.id) }, uploadsDir);
    if (counts.bookings + counts.tour_reservations > 0) {
      await recordAudit(trx, { admin, action: 'anonymise', entity: 'personal_data', after: { email_sha256: emailDigest(email), ...counts } });
    }
    return counts;
  });
}
