import {
  DEFAULT_COUNTRY_CODE,
  checkPhone,
  conversionRate,
  isLang,
  quoteTourReservation,
  type Lang,
} from '@riviera/domain';
import type { Transaction } from 'kysely';
import type { Database, OctoBookingRow, TourRow } from '../../db/schema.js';
import { addJobOfTourReservation } from '../operations/jobs.hooks.js';
import { issuePnr } from '../pnr/pnr.issuer.js';
import { tourReservationRepository } from '../tour-reservations/tour-reservations.repository.js';
import type { OctoContact } from './octo.dto.js';
import type { ConfirmBody } from './octo.contracts.js';
import { unprocessable } from './octo.errors.js';
import { octoRepository as repo } from './octo.repository.js';

/** The tour reservation a confirmed OCTO booking becomes: priced as the website prices it, in the tour's currency. */
export async function writeReservation(
  trx: Transaction<Database>,
  tour: TourRow,
  b: OctoBookingRow,
  contact: OctoContact,
  body: ConfirmBody,
  lang: Lang,
  at: string,
) {
  const own =
    (await repo.findCurrency(trx, tour.currency.toUpperCase())) ?? (await repo.findCurrency(trx, 'EUR'));
  const eur = own?.code === 'EUR' ? own : await repo.findCurrency(trx, 'EUR');
  if (!own || !eur) throw unprocessable('The product has no currency');
  const prices = {
    price: tour.price,
    childrenPrice: tour.children_price,
    tourRateToTry: own.rate_to_try,
    adults: b.adults,
    children: b.children,
  };
  const quote = quoteTourReservation({ ...prices, targetRateToTry: own.rate_to_try });
  const inEur = quoteTourReservation({ ...prices, targetRateToTry: eur.rate_to_try });
  const phone = contact.phoneNumber ? checkPhone(contact.phoneNumber) : null;
  const first = contact.firstName ?? contact.fullName?.split(' ')[0] ?? '';
  const last = contact.lastName ?? contact.fullName?.split(' ').slice(1).join(' ') ?? '';
  const locale = contact.locales.map((l) => l.slice(0, 2).toLowerCase()).find(isLang);
  const notes = [b.notes, contact.notes, body.notes].filter((n): n is string => !!n?.trim()).join('\n');
  const row = await tourReservationRepository(trx).insert(trx, {
    pnr_code: await issuePnr(trx, 'tour'),
    tour_id: tour.id,
    tour_title: tour.title,
    tour_location: tour.location,
    customer_name: first.slice(0, 100),
    customer_surname: last.slice(0, 100),
    customer_email: contact.emailAddress ?? '',
    country_code: phone?.ok ? phone.countryCode : DEFAULT_COUNTRY_CODE,
    customer_phone: phone?.ok ? phone.e164 : '',
    booking_date: b.booking_date,
    booking_time: b.booking_time,
    passenger_count: b.adults,
    children_count: b.children,
    unit_price: quote.unitPrice,
    children_price: quote.unitChildrenPrice,
    currency: own.code,
    exchange_rate: conversionRate(eur.rate_to_try, own.rate_to_try),
    rate_to_try: own.rate_to_try,
    total_eur: inEur.total,
    total_price: quote.total,
    status: 'confirmed',
    special_requests: notes || null,
    language: locale ?? lang,
    notice_version: null,
    notice_acknowledged_at: null,
    channel: b.reseller_name,
    created_at: at,
    updated_at: at,
  });
  // on the dispatch board like every tour reservation; the reseller sends the guest its own voucher
  await addJobOfTourReservation(trx, row);
  return row;
}
