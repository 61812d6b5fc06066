import { addDays, todayInIstanbul } from '@riviera/domain';
import type { Transaction } from 'kysely';
import { DEMO_RESELLER_NAME } from '../../modules/resellers/demo-reseller-key.js';
import { addJobOfTourReservation } from '../../modules/operations/jobs.hooks.js';
import { issuePnr } from '../../modules/pnr/pnr.issuer.js';
import type { Database } from '../schema.js';

/**
 * A busy week on the demo's Green Canyon boat (issue 27 item 7, decision 041): in two days a small
 * boat (8 seats) sold out, in three days one with 12 seats and 2 left, so the calendar, the
 * website's 'sold out' and OCTO's SOLD_OUT/LIMITED show at once. The guests are real reservations
 * (seats are counted, never copied; decision 034), one of them sold by the demo reseller.
 */
const PARTIES = [
  // [day offset, capacity, guests: [name, surname, adults, children, channel]]
  [2, 8, [['Anna', 'Schmidt', 2, 2, null], ['James', 'Walker', 2, 0, DEMO_RESELLER_NAME], ['Olga', 'Ivanova', 2, 0, null]]],
  [3, 12, [['Piotr', 'Nowak', 2, 1, null], ['Ayşe', 'Yılmaz', 3, 0, null], ['Emma', 'Brown', 2, 2, DEMO_RESELLER_NAME]]],
] as const;

export async function seedDemoBusyDepartures(trx: Transaction<Database>, now: string): Promise<void> {
  const tour = await trx
    .selectFrom('tours')
    .select(['id', 'title', 'location', 'price', 'children_price'])
    .where('title', '=', 'Yeşil Kanyon Tekne Turu')
    .executeTakeFirst();
  const eur = await trx.selectFrom('currencies').select('rate_to_try').where('code', '=', 'EUR').executeTakeFirst();
  if (!tour || !eur) return;
  const child = tour.children_price ?? Math.round(tour.price / 2);
  for (const [offset, capacity, guests] of PARTIES) {
    const date = addDays(todayInIstanbul(), offset);
    await trx
      .insertInto('tour_departures')
      .values({ tour_id: tour.id, date, time: '09:30', capacity, state: 'open', cancel_message: null, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['tour_id', 'date', 'time']).doUpdateSet({ capacity }))
      .execute();
    for (const [name, surname, adults, children, channel] of guests) {
      const total = adults * tour.price + children * child;
      const row = await trx
        .insertInto('tour_reservations')
        .values({
          pnr_code: await issuePnr(trx, 'tour'),
          tour_id: tour.id,
          tour_title: tour.title,
          tour_location: tour.location,
          customer_name: name,
          customer_surname: surname,
          customer_email: `${name.toLowerCase().replace('ş', 's')}.${surname.toLowerCase().replace('ı', 'i')}@example.com`,
          country_code: '+49',
          customer_phone: '+4915123456789',
          booking_date: date,
          booking_time: '09:30',
          passenger_count: adults,
          children_count: children,
          unit_price: tour.price,
          children_price: child,
          currency: 'EUR',
          exchange_rate: 1,
          rate_to_try: eur.rate_to_try,
          total_eur: total,
          total_price: total,
          status: 'confirmed',
          special_requests: null,
          language: 'en',
          notice_version: null,
          notice_acknowledged_at: null,
          channel,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // on the dispatch board like every reservation
      await addJobOfTourReservation(trx, row);
    }
  }
}
