import {
  isEditableStatus,
  parseTourPickups,
  phoneCountryCode,
  pickupMoment,
  pickupOfZone,
  tourReservationEditSchema,
  DEFAULT_COUNTRY_CODE,
  type TourPickup,
  type TourReservationEdit,
  type TourReservationEditResultDto,
} from '@riviera/domain';
import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database, TourReservationRow } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { fieldError } from '../../lib/admin-form.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { editValidationError } from '../bookings/edit-history.js';
import { recordEdit } from '../bookings/edit-record.js';
import type { departureSeatsService } from '../departures/departure-seats.service.js';
import { jobOfTourReservation } from '../operations/jobs-of-trips.js';
import { pickupRepository } from '../pickups/pickups.repository.js';
import { diffTourEdit, priceOf, type PricedTourColumns } from './tour-reservation-edit.rows.js';
import { tourReservationEditRepository } from './tour-reservation-edit.repository.js';
import { TOUR_RESERVATION_NOT_FOUND } from './tour-reservation-edit.view.js';

type Repo = ReturnType<typeof tourReservationEditRepository>;
type Tour = NonNullable<Awaited<ReturnType<Repo['findTour']>>>;
type Seats = ReturnType<typeof departureSeatsService>;
type Outcome = Omit<TourReservationEditResultDto, 'history'>;

/** The pickup as the guest will be told it; unchanged zone and departure keep what they were told. */
async function pickupColumns(
  trx: Transaction<Database>,
  r: TourReservationRow,
  e: TourReservationEdit,
  pickups: TourPickup[],
  slotMoved: boolean,
) {
  const kept = {
    pickup_zone_id: r.pickup_zone_id,
    pickup_zone_name: r.pickup_zone_name,
    pickup_place: r.pickup_place,
    pickup_date: r.pickup_date,
    pickup_time: r.pickup_time,
  };
  if (pickups.length === 0 || e.pickup_zone_id === null) return kept;
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
  return {
    pickup_zone_id: e.pickup_zone_id,
    pickup_zone_name: zone?.name ?? r.pickup_zone_name,
    pickup_place: e.pickup_place,
    pickup_date: at?.date ?? r.pickup_date,
    pickup_time: at?.time ?? r.pickup_time,
  };
}

/** The booked price, or today's when staff apply the quote they saw (and it is still today's). */
async function priceColumns(
  repo: Repo,
  r: TourReservationRow,
  tour: Tour | undefined,
  e: TourReservationEdit,
): Promise<PricedTourColumns> {
  if (!e.reprice)
    return {
      unit_price: r.unit_price,
      children_price: r.children_price,
      exchange_rate: r.exchange_rate,
      rate_to_try: r.rate_to_try,
      total_eur: r.total_eur,
      total_price: r.total_price,
    };
  const priced = await priceOf(repo, r, tour, { adults: e.passenger_count, children: e.children_count });
  if (e.quoted_total === undefined) throw fieldError('quoted_total', 'validation.required');
  if (priced.total_price !== e.quoted_total)
    throw new AppError(409, 'error.quote_changed', { quoted_total: ['error.quote_changed'] });
  return priced;
}

const editedColumns = (
  e: TourReservationEdit,
  pickup: Awaited<ReturnType<typeof pickupColumns>>,
  priced: PricedTourColumns,
) => ({
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
});

type Job = NonNullable<Awaited<ReturnType<Repo['jobOf']>>>;
type Wanted = ReturnType<typeof jobOfTourReservation>;
type PlannedJob =
  { job: Job; wanted: Wanted; moved: true } | { job: Job | undefined; wanted: Wanted; moved: false };

/** The reservation's job, where the edited reservation wants it, and whether that moves it. */
async function plannedJob(
  repo: Repo,
  id: number,
  r: TourReservationRow,
  columns: ReturnType<typeof editedColumns>,
  at: string,
): Promise<PlannedJob> {
  const job = await repo.jobOf(id);
  const wanted = jobOfTourReservation({ ...r, ...columns }, at);
  if (
    job !== undefined &&
    (job.service_date !== wanted.service_date ||
      job.service_time !== wanted.service_time ||
      job.from_location !== wanted.from_location ||
      job.to_location !== wanted.to_location)
  )
    return { job, wanted, moved: true };
  return { job, wanted, moved: false };
}

/** One staff edit of a tour reservation, inside the caller's transaction (decision 031). */
export async function applyTourReservationEdit(
  trx: Transaction<Database>,
  dialect: DialectName,
  seats: Seats,
  edit: { admin: AdminPrincipal; id: number; body: unknown },
): Promise<Outcome> {
  const { admin, id, body } = edit;
  const repo = tourReservationEditRepository(trx, dialect);
  const r = await repo.findForEdit(id);
  if (!r) throw notFound(TOUR_RESERVATION_NOT_FOUND);
  if (!isEditableStatus(r.status)) throw new AppError(422, 'error.booking_not_editable');
  const tour = r.tour_id === null ? undefined : await repo.findTour(r.tour_id);
  const pickups = parseTourPickups(tour?.pickup_zones);
  const parsed = tourReservationEditSchema({ pickups }).safeParse(body);
  if (!parsed.success) throw editValidationError(parsed.error.issues);
  const e = parsed.data;

  const before = { date: r.booking_date, time: r.booking_time, party: r.passenger_count + r.children_count };
  const after = { date: e.booking_date, time: e.booking_time, party: e.passenger_count + e.children_count };
  const slotMoved = before.date !== after.date || before.time !== after.time;
  // fewer guests on the same departure only free seats; anything else takes some
  if (tour && (slotMoved || after.party > before.party)) await seats.moveSeats(trx, tour, before, after);

  const pickup = await pickupColumns(trx, r, e, pickups, slotMoved);
  const priced = await priceColumns(repo, r, tour, e);
  const columns = editedColumns(e, pickup, priced);
  const changes = diffTourEdit(r, { ...r, ...columns });
  if (changes.length === 0) return { changed: false, job: 'unchanged' as const, driver: 'none' as const };

  const at = nowIso();
  const { job, wanted, moved } = await plannedJob(repo, id, r, columns, at);
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
}
