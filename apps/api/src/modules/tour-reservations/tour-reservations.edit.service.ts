import {
  isEditableStatus,
  parseTourPickups,
  phoneCountryCode,
  pickupMoment,
  pickupOfZone,
  todayInIstanbul,
  tourReservationEditSchema,
  tourReservationRequoteSchema,
  DEFAULT_COUNTRY_CODE,
  type BookingChangeDto,
  type FieldChange,
  type TourReservationEditResultDto,
  type TourReservationEditViewDto,
  type TourReservationRequoteDto,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { fieldError } from '../../lib/admin-form.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordEdit } from '../bookings/edit-record.js';
import { bookingChangesRepository } from '../bookings/booking-changes.repository.js';
import { departureSeatsService } from '../departures/departure-seats.service.js';
import { departureService, parseSchedule } from '../departures/departures.service.js';
import { jobOfTourReservation } from '../operations/jobs-of-trips.js';
import { pickupRepository } from '../pickups/pickups.repository.js';
import { diffTourEdit, priceOf, type PricedTourColumns } from './tour-reservation-edit.rows.js';
import { tourReservationEditRepository } from './tour-reservation-edit.repository.js';

const NOT_FOUND = 'error.tour_reservation_not_found';

function validationError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return new AppError(422, 'error.validation', errors);
}

/**
 * Staff editing a tour reservation (issue 25 item 1, decision 031): another departure of its tour
 * (the seats moved under the departures' locks), the party, the pickup, the contact and the
 * requests with the public form's rules; the price kept unless staff apply the quote they saw; the
 * tour job following; one history and one audit entry, all in one transaction.
 */
export function tourReservationEditService(db: Kysely<Database>, dialect: DialectName) {
  const seats = departureSeatsService(dialect);

  async function history(id: number): Promise<BookingChangeDto[]> {
    const rows = await bookingChangesRepository(db, dialect).historyOf('tour_reservation', id);
    return rows.map((h) => ({
      id: h.id,
      at: h.created_at,
      by: h.admin_username,
      changes: JSON.parse(h.changes_json) as FieldChange[],
    }));
  }

  return {
    async view(id: number): Promise<TourReservationEditViewDto> {
      const repo = tourReservationEditRepository(db, dialect);
      const r = await repo.findForEdit(id);
      if (!r) throw notFound(NOT_FOUND);
      const tour = r.tour_id === null ? undefined : await repo.findTour(r.tour_id);
      const pickups = parseTourPickups(tour?.pickup_zones);
      const zones = await pickupRepository.findZones(
        db,
        pickups.map((p) => p.zone_id),
      );
      const party = r.passenger_count + r.children_count;
      let departures: TourReservationEditViewDto['departures'] = null;
      if (tour && parseSchedule(tour.departure_schedule)) {
        const calendar = await departureService(db, dialect).adminCalendar(tour.id, todayInIstanbul(), 90);
        departures = calendar.departures
          .filter((d) => d.state !== 'cancelled')
          .map((d) => {
            const own = d.date === r.booking_date && d.time === r.booking_time;
            return {
              date: d.date,
              time: d.time,
              state: d.state,
              seats_left: Math.max(0, d.capacity - d.sold + (own ? party : 0)),
            };
          });
      }
      const job = await repo.jobOf(id);
      return {
        editable: isEditableStatus(r.status),
        values: {
          booking_date: r.booking_date,
          booking_time: r.booking_time,
          passenger_count: r.passenger_count,
          children_count: r.children_count,
          pickup_zone_id: r.pickup_zone_id,
          pickup_place: r.pickup_place,
          customer_name: r.customer_name,
          customer_surname: r.customer_surname,
          customer_email: r.customer_email,
          country_code: r.country_code,
          customer_phone: r.customer_phone,
          special_requests: r.special_requests,
        },
        pickups: pickups.flatMap((p) => {
          const zone = zones.find((z) => z.id === p.zone_id);
          return zone ? [{ zone_id: p.zone_id, name: zone.name, offset_minutes: p.offset_minutes }] : [];
        }),
        departures,
        job_has_driver: job?.driver_id != null,
        price: { total: r.total_price, currency: r.currency },
        history: await history(id),
      };
    },

    /** 'Yeniden fiyatla': today's price of the party, beside the booked one; nothing saved. */
    async quote(id: number, body: unknown): Promise<TourReservationRequoteDto> {
      const repo = tourReservationEditRepository(db, dialect);
      const r = await repo.findForEdit(id);
      if (!r) throw notFound(NOT_FOUND);
      const parsed = tourReservationRequoteSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const tour = r.tour_id === null ? undefined : await repo.findTour(r.tour_id);
      const p = await priceOf(repo, r, tour, {
        adults: parsed.data.passenger_count,
        children: parsed.data.children_count ?? 0,
      });
      return {
        currency: r.currency,
        booked_total: r.total_price,
        quoted_total: p.total_price,
        unit_price: p.unit_price,
        children_price: p.children_price,
      };
    },

    async edit(admin: AdminPrincipal, id: number, body: unknown): Promise<TourReservationEditResultDto> {
      const outcome = await db.transaction().execute(async (trx) => {
        const repo = tourReservationEditRepository(trx, dialect);
        const r = await repo.findForEdit(id);
        if (!r) throw notFound(NOT_FOUND);
        if (!isEditableStatus(r.status)) throw new AppError(422, 'error.booking_not_editable');
        const tour = r.tour_id === null ? undefined : await repo.findTour(r.tour_id);
        const pickups = parseTourPickups(tour?.pickup_zones);
        const parsed = tourReservationEditSchema({ pickups }).safeParse(body);
        if (!parsed.success) throw validationError(parsed.error.issues);
        const e = parsed.data;

        const before = {
          date: r.booking_date,
          time: r.booking_time,
          party: r.passenger_count + r.children_count,
        };
        const after = {
          date: e.booking_date,
          time: e.booking_time,
          party: e.passenger_count + e.children_count,
        };
        const slotMoved = before.date !== after.date || before.time !== after.time;
        // fewer guests on the same departure only free seats; anything else takes some
        if (tour && (slotMoved || after.party > before.party))
          await seats.moveSeats(trx, tour, before, after);

        // the pickup as the guest will be told it; unchanged zone and departure keep what they were told
        let pickup = {
          pickup_zone_id: r.pickup_zone_id,
          pickup_zone_name: r.pickup_zone_name,
          pickup_place: r.pickup_place,
          pickup_date: r.pickup_date,
          pickup_time: r.pickup_time,
        };
        if (pickups.length > 0 && e.pickup_zone_id !== null) {
          const same = e.pickup_zone_id === r.pickup_zone_id && !slotMoved;
          const zone = same ? undefined : await pickupRepository.findZone(trx, e.pickup_zone_id);
          if (!same && !zone) throw fieldError('pickup_zone_id', 'error.pickup_zone_not_offered');
          const at = same
            ? null
            : pickupMoment(
                e.booking_date,
                e.booking_time,
                pickupOfZone(pickups, e.pickup_zone_id)?.offset_minutes ?? 0,
              );
          pickup = {
            pickup_zone_id: e.pickup_zone_id,
            pickup_zone_name: zone?.name ?? r.pickup_zone_name,
            pickup_place: e.pickup_place,
            pickup_date: at?.date ?? r.pickup_date,
            pickup_time: at?.time ?? r.pickup_time,
          };
        }

        let priced: PricedTourColumns = {
          unit_price: r.unit_price,
          children_price: r.children_price,
          exchange_rate: r.exchange_rate,
          rate_to_try: r.rate_to_try,
          total_eur: r.total_eur,
          total_price: r.total_price,
        };
        if (e.reprice) {
          priced = await priceOf(repo, r, tour, { adults: e.passenger_count, children: e.children_count });
          if (e.quoted_total === undefined) throw fieldError('quoted_total', 'validation.required');
          if (priced.total_price !== e.quoted_total)
            throw new AppError(409, 'error.quote_changed', { quoted_total: ['error.quote_changed'] });
        }

        const columns = {
          booking_date: e.booking_date,
          booking_time: e.booking_time,
          passenger_count: e.passenger_count,
          children_count: e.children_count,
          ...pickup,
          customer_name: e.customer_name,
          customer_surname: e.customer_surname,
          customer_email: e.customer_email,
          // the number's own code, as a new reservation stores it (decision 026)
          country_code: phoneCountryCode(e.customer_phone) || DEFAULT_COUNTRY_CODE,
          customer_phone: e.customer_phone,
          special_requests: e.special_requests,
          ...priced,
        };
        const changes = diffTourEdit(r, { ...r, ...columns });
        if (changes.length === 0)
          return { changed: false, job: 'unchanged' as const, driver: 'none' as const };

        const at = nowIso();
        const job = await repo.jobOf(id);
        const wanted = jobOfTourReservation({ ...r, ...columns }, at);
        const moved =
          job !== undefined &&
          (job.service_date !== wanted.service_date ||
            job.service_time !== wanted.service_time ||
            job.from_location !== wanted.from_location ||
            job.to_location !== wanted.to_location);
        const withDriver = moved && job.driver_id !== null;
        if (withDriver && !e.driver_on_move)
          throw new AppError(409, 'error.driver_choice_needed', {
            driver_on_move: ['error.driver_choice_needed'],
          });

        await repo.update(id, columns, at);
        if (moved) await repo.moveJob(job.id, wanted, e.driver_on_move === 'release', at);
        await recordEdit(trx, dialect, { admin, entity: 'tour_reservation', id, pnr: r.pnr_code, changes, at });
        return {
          changed: true,
          job: moved ? ('moved' as const) : ('unchanged' as const),
          driver: !withDriver
            ? ('none' as const)
            : e.driver_on_move === 'release'
              ? ('released' as const)
              : ('kept' as const),
        };
      });
      return { ...outcome, history: await history(id) };
    },
  };
}
