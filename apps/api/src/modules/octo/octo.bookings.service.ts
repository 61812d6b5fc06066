import { randomUUID } from 'node:crypto';
import {
  DEFAULT_COUNTRY_CODE,
  checkPhone,
  conversionRate,
  departureInstant,
  isLang,
  isScheduledDeparture,
  parseOctoAvailabilityId,
  quoteTourReservation,
  type Lang,
} from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database, OctoBookingRow, ResellerKeyRow, TourRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionRunner } from '../../lib/group-commit.js';
import { departureRepository } from '../departures/departures.repository.js';
import { departureService, parseSchedule } from '../departures/departures.service.js';
import { addJobOfTourReservation } from '../operations/jobs.hooks.js';
import { issuePnr } from '../pnr/pnr.issuer.js';
import { tourReservationRepository } from '../tour-reservations/tour-reservations.repository.js';
import { octoCatalogService } from './octo.catalog.service.js';
import { bookingDto, emptyContact, MAX_PER_UNIT, type OctoContact, type StoredUnitItem, type UnitId } from './octo.dto.js';
import type { ConfirmBody, ReserveBody } from './octo.contracts.js';
import { badRequest, invalidAvailability, invalidBooking, unprocessable } from './octo.errors.js';
import { octoRepository as repo } from './octo.repository.js';

/** how long an unconfirmed hold keeps its seats when the reseller does not say (OCTO's usual 30 minutes) */
export const DEFAULT_HOLD_MINUTES = 30;

/**
 * Resellers' bookings over OCTO (decision 041): reserve takes the seats at once under the same
 * departure lock as the website (an ON_HOLD booking with an expiry), confirm turns the hold into a
 * tour reservation with the reseller as its channel, cancel frees the seats. A hold past its
 * expiry stops counting at once; the periodic clean-up only marks it EXPIRED.
 */
export function octoBookingService(db: Kysely<Database>, writes: TransactionRunner, dialect: DialectName) {
  const catalog = octoCatalogService(db, dialect);
  const departures = departureService(db, dialect);
  const departureRows = departureRepository(dialect);
  const reservations = tourReservationRepository(db);

  async function answer(b: OctoBookingRow, now = new Date()) {
    const tour = await repo.findTour(db, b.tour_id);
    const reservation = b.tour_reservation_id ? await repo.findReservation(db, b.tour_reservation_id) : undefined;
    const schedule = parseSchedule(tour?.departure_schedule);
    const money = tour ? await catalog.moneyOf(tour) : { currency: 'EUR', adult: 0, child: 0 };
    const availability = tour && schedule ? await catalog.availabilityOf(tour, b.booking_date, b.booking_time, now) : null;
    const cutoff = departureInstant(b.booking_date, b.booking_time).getTime() - (schedule?.cutoff_hours ?? 0) * 3_600_000;
    const live = b.status === 'ON_HOLD' && b.expires_at !== null && b.expires_at <= now.toISOString() ? { ...b, status: 'EXPIRED' as const } : b;
    return bookingDto(live, { reservation, availability, money, cancellable: now.getTime() < cutoff });
  }

  async function requireBooking(reseller: ResellerKeyRow, uuid: string) {
    const b = await repo.findBooking(db, reseller.id, uuid);
    if (!b) throw invalidBooking(uuid);
    return b;
  }

  /** The departure's seats, under its lock: refusals in OCTO's words. */
  async function takeSeats(trx: Transaction<Database>, tour: TourRow, slot: { date: string; time: string }, party: number, availabilityId: string) {
    try {
      await departures.takeSeats(trx, tour, slot, party);
    } catch (err) {
      if (err instanceof AppError && err.message === 'error.departure_sold_out')
        throw unprocessable('Not enough vacancies left on this availability');
      if (err instanceof AppError) throw invalidAvailability(availabilityId, 'The availability is closed or past its cut-off');
      throw err;
    }
  }

  return {
    get: async (reseller: ResellerKeyRow, uuid: string) => answer(await requireBooking(reseller, uuid)),

    async list(reseller: ResellerKeyRow, f: { resellerReference?: string; supplierReference?: string; localDate?: string; localDateStart?: string; localDateEnd?: string; productId?: string }) {
      if (!f.resellerReference && !f.supplierReference && !f.localDate && !(f.localDateStart && f.localDateEnd))
        throw badRequest('Give resellerReference, supplierReference, localDate or localDateStart and localDateEnd');
      const rows = await repo.listBookings(db, reseller.id, {
        ...(f.resellerReference ? { resellerReference: f.resellerReference } : {}),
        ...(f.localDate ? { date: f.localDate } : {}),
        ...(f.localDateStart && f.localDateEnd ? { dateFrom: f.localDateStart, dateTo: f.localDateEnd } : {}),
        ...(f.productId && /^\d{1,9}$/.test(f.productId) ? { tourId: Number(f.productId) } : {}),
      });
      const out = [];
      for (const b of rows) {
        const dto = await answer(b);
        if (!f.supplierReference || dto.supplierReference === f.supplierReference) out.push(dto);
      }
      return out;
    },

    /** POST /bookings: the seats are the reseller's until the hold expires. */
    async reserve(reseller: ResellerKeyRow, body: ReserveBody, now = new Date()) {
      const { tour, schedule } = await catalog.requireProduct(body.productId);
      catalog.requireOption(body.optionId);
      const party = catalog.partyOf(body.unitItems.map((u) => ({ id: u.unitId, quantity: 1 })))!;
      if (party.adults < 1) throw unprocessable('A booking needs at least one ADULT');
      if (party.adults > MAX_PER_UNIT || party.children > MAX_PER_UNIT)
        throw unprocessable(`At most ${MAX_PER_UNIT} ADULT and ${MAX_PER_UNIT} CHILD units per booking`);
      const slot = parseOctoAvailabilityId(body.availabilityId);
      if (!slot || !isScheduledDeparture(schedule, slot.date, slot.time)) throw invalidAvailability(body.availabilityId);
      const uuid = body.uuid ?? randomUUID();
      if (await repo.uuidTaken(db, uuid)) throw invalidBooking(uuid, 'The uuid was already used');
      const minutes = body.expirationMinutes ?? DEFAULT_HOLD_MINUTES;
      const at = now.toISOString();
      const items: StoredUnitItem[] = body.unitItems.map((u) => ({
        uuid: u.uuid ?? randomUUID(),
        unitId: u.unitId as UnitId,
        resellerReference: u.resellerReference ?? null,
      }));
      const row = await writes.run(async (trx) => {
        await takeSeats(trx, tour, slot, party.adults + party.children, body.availabilityId);
        return repo.insertBooking(trx, {
          uuid,
          reseller_key_id: reseller.id,
          reseller_name: reseller.name,
          reseller_reference: body.resellerReference ?? null,
          tour_id: tour.id,
          booking_date: slot.date,
          booking_time: slot.time,
          adults: party.adults,
          children: party.children,
          unit_items: JSON.stringify(items),
          contact: body.contact ? JSON.stringify(body.contact) : null,
          notes: body.notes ?? null,
          status: 'ON_HOLD',
          expires_at: new Date(now.getTime() + minutes * 60_000).toISOString(),
          tour_reservation_id: null,
          created_at: at,
          updated_at: at,
          confirmed_at: null,
          cancelled_at: null,
        });
      });
      return answer(row, now);
    },

    /**
     * POST /bookings/{uuid}/confirm: under the departure's lock, a live hold becomes a tour
     * reservation (status 'confirmed', channel: the reseller's name) in one transaction; its seats
     * never leave the count. An expired hold is refused: its seats may be sold since.
     */
    async confirm(reseller: ResellerKeyRow, uuid: string, body: ConfirmBody, lang: Lang, now = new Date()) {
      const found = await requireBooking(reseller, uuid);
      if (found.status === 'CONFIRMED') return answer(found, now);
      const tour = await repo.findTour(db, found.tour_id);
      if (!tour) throw invalidBooking(uuid, 'The product of this booking no longer exists');
      const confirmed = await writes.run(async (trx) => {
        const at = now.toISOString();
        await departureRows.ensureRow(trx, tour.id, found.booking_date, found.booking_time, at);
        const departure = await departureRows.lockRow(trx, tour.id, found.booking_date, found.booking_time);
        const b = (await repo.findBooking(trx, reseller.id, uuid))!;
        if (b.status === 'CONFIRMED') return b;
        if (b.status !== 'ON_HOLD' || !b.expires_at || b.expires_at <= at)
          throw invalidBooking(uuid, `The booking is ${b.status === 'ON_HOLD' ? 'EXPIRED' : b.status} and cannot be confirmed`);
        if (departure.state === 'cancelled') throw unprocessable('The departure was cancelled');
        const contact: OctoContact = { ...emptyContact(), ...(b.contact ? (JSON.parse(b.contact) as Partial<OctoContact>) : {}), ...body.contact };
        const reservation = await writeReservation(trx, tour, b, contact, body, lang, at);
        return repo.updateBooking(trx, b.id, {
          status: 'CONFIRMED',
          expires_at: null,
          contact: null,
          tour_reservation_id: reservation.id,
          reseller_reference: body.resellerReference ?? b.reseller_reference,
          confirmed_at: at,
          updated_at: at,
        });
      });
      return answer(confirmed, now);
    },

    /** POST /bookings/{uuid}/cancel (and DELETE): before the cut-off; the seats are free at once. */
    async cancel(reseller: ResellerKeyRow, uuid: string, reason: string | undefined, now = new Date()) {
      const found = await requireBooking(reseller, uuid);
      const current = await answer(found, now);
      if (current.status === 'CANCELLED') return current;
      if (current.status === 'EXPIRED') throw unprocessable('The booking has expired');
      if (!current.cancellable) throw unprocessable('The cancellation cut-off has passed');
      const at = now.toISOString();
      const row = await writes.run(async (trx) => {
        if (found.tour_reservation_id) await repo.cancelReservation(trx, found.tour_reservation_id, at);
        return repo.updateBooking(trx, found.id, {
          status: 'CANCELLED',
          contact: null,
          notes: reason ? [found.notes, `İptal nedeni: ${reason}`].filter(Boolean).join('\n') : found.notes,
          cancelled_at: at,
          updated_at: at,
        });
      });
      return answer(row, now);
    },

    /** The periodic clean-up: holds past their expiry are marked EXPIRED (their seats stopped counting already). */
    expireHolds: async (now = new Date()) => Number((await repo.expireHolds(db, now.toISOString())).numUpdatedRows),
  };

  /** The tour reservation a confirmed OCTO booking becomes: priced as the website prices it, in the tour's currency. */
  async function writeReservation(
    trx: Transaction<Database>,
    tour: TourRow,
    b: OctoBookingRow,
    contact: OctoContact,
    body: ConfirmBody,
    lang: Lang,
    at: string,
  ) {
    const own = (await repo.findCurrency(trx, tour.currency.toUpperCase())) ?? (await repo.findCurrency(trx, 'EUR'));
    const eur = own?.code === 'EUR' ? own : await repo.findCurrency(trx, 'EUR');
    if (!own || !eur) throw unprocessable('The product has no currency');
    const prices = { price: tour.price, childrenPrice: tour.children_price, tourRateToTry: own.rate_to_try, adults: b.adults, children: b.children };
    const quote = quoteTourReservation({ ...prices, targetRateToTry: own.rate_to_try });
    const inEur = quoteTourReservation({ ...prices, targetRateToTry: eur.rate_to_try });
    const phone = contact.phoneNumber ? checkPhone(contact.phoneNumber) : null;
    const first = contact.firstName ?? contact.fullName?.split(' ')[0] ?? '';
    const last = contact.lastName ?? contact.fullName?.split(' ').slice(1).join(' ') ?? '';
    const locale = contact.locales.map((l) => l.slice(0, 2).toLowerCase()).find(isLang);
    const notes = [b.notes, contact.notes, body.notes].filter((n): n is string => !!n?.trim()).join('\n');
    const row = await reservations.insert(trx, {
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
}
