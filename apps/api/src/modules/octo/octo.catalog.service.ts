import {
  addDays,
  departureAvailability,
  departureInstant,
  isValidYmd,
  octoAvailabilityStatus,
  parseOctoAvailabilityId,
  tourPriceLines,
  todayInIstanbul,
  type Lang,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database, TourRow } from '../../db/schema.js';
import { departureService, parseSchedule } from '../departures/departures.service.js';
import { toPublicTourDto } from '../tours/tours.dto.js';
import { availabilityDto, OPTION_ID, productDto, UNIT_IDS, type TourMoney, type UnitId } from './octo.dto.js';
import { badRequest, invalidAvailability, invalidOption, invalidProduct, invalidUnit } from './octo.errors.js';
import { octoRepository as repo } from './octo.repository.js';

/** the longest range one availability or calendar request reads */
const MAX_RANGE_DAYS = 366;

export interface AvailabilityQuery {
  productId: string;
  optionId: string;
  localDateStart?: string | undefined;
  localDateEnd?: string | undefined;
  availabilityIds?: string[] | undefined;
  units?: { id: string; quantity: number }[] | undefined;
}

const requireOption = (optionId: unknown) => {
  if (optionId !== OPTION_ID) throw invalidOption(optionId);
};

type Party = { adults: number; children: number };

/** The party asked for, by unit; an unknown unit is OCTO's INVALID_UNIT_ID. */
function partyOf(units: { id: string; quantity: number }[] | undefined) {
  if (!units || units.length === 0) return null;
  const party = { adults: 0, children: 0 };
  for (const u of units) {
    if (!UNIT_IDS.includes(u.id as UnitId)) throw invalidUnit(u.id);
    if (u.id === 'ADULT') party.adults += u.quantity;
    else party.children += u.quantity;
  }
  return party;
}

/** OCTO's localDateStart/localDateEnd, checked: real days, in order, at most a year apart. */
function range(start: string | undefined, end: string | undefined, today: string) {
  if (!start || !end || !isValidYmd(start) || !isValidYmd(end)) throw badRequest('localDateStart and localDateEnd (YYYY-MM-DD) are required');
  if (end < start) throw badRequest('localDateEnd is before localDateStart');
  if (Date.parse(end) - Date.parse(start) > MAX_RANGE_DAYS * 86_400_000) throw badRequest(`At most ${MAX_RANGE_DAYS} days at a time`);
  // the past sells nothing: the range starts today at the earliest
  return { from: start < today ? today : start, to: end };
}

/** The products: active tours with a departure schedule, priced as the website sells them. */
function octoProducts(db: Kysely<Database>) {
  async function moneyOf(tour: TourRow): Promise<TourMoney> {
    const own = await repo.findCurrency(db, tour.currency.toUpperCase());
    // prices without a known currency are euro (spec §1); whole units, exactly as the website
    // charges them (decision 027), so OCTO's prices add up to the reservation's total
    const child = tourPriceLines({ price: tour.price, childrenPrice: tour.children_price, adults: 1, children: 1, rate: 1 });
    return { currency: own?.code ?? 'EUR', adult: child.adults.unit, child: child.children.unit };
  }

  async function requireProduct(productId: unknown) {
    const id = typeof productId === 'string' && /^\d{1,9}$/.test(productId) ? Number(productId) : NaN;
    const tour = Number.isFinite(id) ? await repo.findSellableTour(db, id) : undefined;
    const schedule = parseSchedule(tour?.departure_schedule);
    if (!tour || !schedule) throw invalidProduct(productId);
    return { tour, schedule };
  }

  return {
    moneyOf,
    requireProduct,

    async products(lang: Lang) {
      const tours = await repo.sellableTours(db);
      const out = [];
      for (const tour of tours) {
        const schedule = parseSchedule(tour.departure_schedule);
        if (schedule) out.push(productDto(tour, toPublicTourDto(tour, lang), schedule, await moneyOf(tour), lang));
      }
      return out;
    },

    async product(productId: string, lang: Lang) {
      const { tour, schedule } = await requireProduct(productId);
      return productDto(tour, toPublicTourDto(tour, lang), schedule, await moneyOf(tour), lang);
    },
  };
}

type Availability = ReturnType<typeof availabilityDto>;

/** One day of the calendar from the departures on it; a day without one is CLOSED. */
function calendarDay(day: string, list: Availability[]) {
  const onDay = list.filter((a) => a.id.startsWith(day));
  const open = onDay.filter((a) => a.available);
  const vacancies = open.reduce((n, a) => n + a.vacancies, 0);
  const capacity = onDay.reduce((n, a) => n + a.capacity, 0);
  const status = open.some((a) => a.status === 'AVAILABLE')
    ? 'AVAILABLE'
    : open.length
      ? 'LIMITED'
      : onDay.some((a) => a.status === 'SOLD_OUT')
        ? 'SOLD_OUT'
        : 'CLOSED';
  return {
    localDate: day,
    available: open.length > 0,
    status,
    vacancies,
    capacity,
    openingHours: [] as never[],
    ...(onDay[0] ? { unitPricingFrom: onDay[0].unitPricing, pricingFrom: onDay[0].pricing } : {}),
  };
}

/** The products' departures and their seats, from the departures module's calendar. */
function octoAvailability(db: Kysely<Database>, dialect: DialectName, products: ReturnType<typeof octoProducts>) {
  const departures = departureService(db, dialect);
  const { moneyOf, requireProduct } = products;

  /** Every scheduled departure of a tour between two days, in OCTO's shape. */
  async function departuresBetween(tour: TourRow, from: string, to: string, party: Party | null, now: Date) {
    const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    const cal = await departures.adminCalendar(tour.id, from, days, now);
    const m = await moneyOf(tour);
    const cutoff = cal.schedule?.cutoff_hours ?? 0;
    const wanted = party ? party.adults + party.children : 1;
    return cal.departures
      .filter((d) => !d.unscheduled)
      .map((d) => {
        const a = departureAvailability({ state: d.state, capacity: d.capacity, sold: d.sold, pastCutoff: d.past_cutoff });
        const status = a.availability === 'available' && a.seatsLeft < wanted ? 'SOLD_OUT' : octoAvailabilityStatus(a.availability, a.seatsLeft, d.capacity);
        const cutoffAt = new Date(departureInstant(d.date, d.time).getTime() - cutoff * 3_600_000);
        return availabilityDto(tour, { date: d.date, time: d.time, status, vacancies: a.seatsLeft, capacity: d.capacity, cutoffAt }, m, party);
      });
  }

  return {
    /** POST /availability: by a range of days or by availability ids. */
    async availability(q: AvailabilityQuery, now = new Date()) {
      const { tour } = await requireProduct(q.productId);
      requireOption(q.optionId);
      const party = partyOf(q.units);
      const today = todayInIstanbul(now);
      if (q.availabilityIds && q.availabilityIds.length > 0) {
        const slots = q.availabilityIds.map((id) => parseOctoAvailabilityId(id) ?? invalidAvailabilityOf(id));
        const days = slots.map((s) => s.date).sort();
        if (days[0]! < today) return [];
        const all = await departuresBetween(tour, days[0]!, days[days.length - 1]!, party, now);
        return all.filter((a) => q.availabilityIds!.includes(a.id));
      }
      const { from, to } = range(q.localDateStart, q.localDateEnd, today);
      return from > to ? [] : departuresBetween(tour, from, to, party, now);
    },

    /** One departure's availability (the booking answers carry it), or null when it is not a departure. */
    async availabilityOf(tour: TourRow, date: string, time: string, now = new Date()) {
      const all = await departuresBetween(tour, date, date, null, now);
      return all.find((a) => a.localDateTimeStart.startsWith(`${date}T${time}`)) ?? null;
    },

    /** POST /availability/calendar: one entry per day of the range, days without a departure CLOSED. */
    async calendar(q: AvailabilityQuery, now = new Date()) {
      const { tour } = await requireProduct(q.productId);
      requireOption(q.optionId);
      const party = partyOf(q.units);
      const { from, to } = range(q.localDateStart, q.localDateEnd, todayInIstanbul(now));
      const list = from > to ? [] : await departuresBetween(tour, from, to, party, now);
      const out = [];
      for (let day = from; day <= to; day = addDays(day, 1)) out.push(calendarDay(day, list));
      return out;
    },
  };
}

/**
 * What resellers read over OCTO (decision 041): the supplier, the products (active tours with
 * departures) and their availability, computed by the departures module from the same seats the
 * website sells, live holds included.
 */
export function octoCatalogService(db: Kysely<Database>, dialect: DialectName) {
  const products = octoProducts(db);
  return { ...products, requireOption, partyOf, ...octoAvailability(db, dialect, products) };
}

function invalidAvailabilityOf(id: string): never {
  throw invalidAvailability(id);
}
