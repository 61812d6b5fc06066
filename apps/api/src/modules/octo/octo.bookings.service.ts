import { randomUUID } from 'node:crypto';
import { isScheduledDeparture, parseOctoAvailabilityId, type Lang } from '@riviera/domain';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database, OctoBookingRow, OctoBookingsTable, ResellerKeyRow, TourRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionRunner } from '../../lib/group-commit.js';
import { departureRepository } from '../departures/departures.repository.js';
import { departureService } from '../departures/departures.service.js';
import { octoBookingReads } from './octo.booking-reads.service.js';
import { octoCatalogService } from './octo.catalog.service.js';
import { emptyContact, MAX_PER_UNIT, type OctoContact, type StoredUnitItem, type UnitId } from './octo.dto.js';
import type { ConfirmBody, ReserveBody } from './octo.contracts.js';
import { invalidAvailability, invalidBooking, unprocessable } from './octo.errors.js';
import { octoRepository as repo } from './octo.repository.js';
import { writeReservation } from './octo.reservation.js';

/** how long an unconfirmed hold keeps its seats when the reseller does not say (OCTO's usual 30 minutes) */
export const DEFAULT_HOLD_MINUTES = 30;

interface Hold {
  uuid: string;
  tour: TourRow;
  slot: { date: string; time: string };
  party: { adults: number; children: number };
}

/** The ON_HOLD row a reserve writes: the reseller's seats until it expires. */
function holdRow(reseller: ResellerKeyRow, body: ReserveBody, hold: Hold, now: Date): Insertable<OctoBookingsTable> {
  const minutes = body.expirationMinutes ?? DEFAULT_HOLD_MINUTES;
  const at = now.toISOString();
  const items: StoredUnitItem[] = body.unitItems.map((u) => ({
    uuid: u.uuid ?? randomUUID(),
    unitId: u.unitId as UnitId,
    resellerReference: u.resellerReference ?? null,
  }));
  return {
    uuid: hold.uuid,
    reseller_key_id: reseller.id,
    reseller_name: reseller.name,
    reseller_reference: body.resellerReference ?? null,
    tour_id: hold.tour.id,
    booking_date: hold.slot.date,
    booking_time: hold.slot.time,
    adults: hold.party.adults,
    children: hold.party.children,
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
  };
}

/** Confirm's transaction: under the departure's lock, a live hold becomes a tour reservation. */
async function confirmHold(
  trx: Transaction<Database>,
  departureRows: ReturnType<typeof departureRepository>,
  hold: { reseller: ResellerKeyRow; uuid: string; tour: TourRow; found: OctoBookingRow },
  confirm: { body: ConfirmBody; lang: Lang; now: Date },
): Promise<OctoBookingRow> {
  const { reseller, uuid, tour, found } = hold;
  const { body, lang, now } = confirm;
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
}

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
  const { answer, requireBooking, get, list } = octoBookingReads(db, catalog);

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
    get,
    list,

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
      const hold = holdRow(reseller, body, { uuid, tour, slot, party }, now);
      const row = await writes.run(async (trx) => {
        await takeSeats(trx, tour, slot, party.adults + party.children, body.availabilityId);
        return repo.insertBooking(trx, hold);
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
      const confirmed = await writes.run(async (trx) =>
        confirmHold(trx, departureRows, { reseller, uuid, tour, found }, { body, lang, now }),
      );
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
}
