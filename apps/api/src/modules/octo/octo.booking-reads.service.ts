import { departureInstant } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, OctoBookingRow, ResellerKeyRow } from '../../db/schema.js';
import { parseSchedule } from '../departures/departures.service.js';
import type { octoCatalogService } from './octo.catalog.service.js';
import { bookingDto } from './octo.dto.js';
import { badRequest, invalidBooking } from './octo.errors.js';
import { octoRepository as repo } from './octo.repository.js';

/** The filters of GET /bookings as OCTO names them. */
export interface BookingListFilter {
  resellerReference?: string;
  supplierReference?: string;
  localDate?: string;
  localDateStart?: string;
  localDateEnd?: string;
  productId?: string;
}

/**
 * Resellers reading their OCTO bookings (decision 041): each booking as OCTO shows it, with its
 * availability and price now, a hold past its expiry already EXPIRED.
 */
export function octoBookingReads(db: Kysely<Database>, catalog: ReturnType<typeof octoCatalogService>) {
  async function answer(b: OctoBookingRow, now = new Date()) {
    const tour = await repo.findTour(db, b.tour_id);
    const reservation = b.tour_reservation_id
      ? await repo.findReservation(db, b.tour_reservation_id)
      : undefined;
    const schedule = parseSchedule(tour?.departure_schedule);
    const money = tour ? await catalog.moneyOf(tour) : { currency: 'EUR', adult: 0, child: 0 };
    const availability =
      tour && schedule ? await catalog.availabilityOf(tour, b.booking_date, b.booking_time, now) : null;
    const cutoff =
      departureInstant(b.booking_date, b.booking_time).getTime() - (schedule?.cutoff_hours ?? 0) * 3_600_000;
    const live =
      b.status === 'ON_HOLD' && b.expires_at !== null && b.expires_at <= now.toISOString()
        ? { ...b, status: 'EXPIRED' as const }
        : b;
    return bookingDto(live, { reservation, availability, money, cancellable: now.getTime() < cutoff });
  }

  async function requireBooking(reseller: ResellerKeyRow, uuid: string) {
    const b = await repo.findBooking(db, reseller.id, uuid);
    if (!b) throw invalidBooking(uuid);
    return b;
  }

  const get = async (reseller: ResellerKeyRow, uuid: string) => answer(await requireBooking(reseller, uuid));

  async function list(reseller: ResellerKeyRow, f: BookingListFilter) {
    if (!f.resellerReference && !f.supplierReference && !f.localDate && !(f.localDateStart && f.localDateEnd))
      throw badRequest(
        'Give resellerReference, supplierReference, localDate or localDateStart and localDateEnd',
      );
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
  }

  return { answer, requireBooking, get, list };
}
