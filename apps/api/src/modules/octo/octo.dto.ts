import {
  durationMinutesOf,
  octoAvailabilityId,
  octoLocalEnd,
  toMinorUnits,
  type DepartureSchedule,
  type Lang,
} from '@riviera/domain';
import type { OctoBookingRow, TourReservationRow, TourRow } from '../../db/schema.js';

/**
 * The house's tours, departures and reservations in OCTO's shapes (decision 041), checked in the
 * tests against OCTO's own OpenAPI document. One option ('DEFAULT') per tour; two units, ADULT
 * and CHILD, priced as the website prices them; money in the tour's currency in minor units.
 */
export const OPTION_ID = 'DEFAULT';
export const UNIT_IDS = ['ADULT', 'CHILD'] as const;
export type UnitId = (typeof UNIT_IDS)[number];
/** a tour with no readable duration is given half a day */
const DEFAULT_DURATION_MINUTES = 240;
/** the website's party: 1-8 adults and 0-8 children */
export const MAX_PER_UNIT = 8;

/** A tour's texts in the reader's language (the house's own translations, Turkish where missing). */
export interface TourTexts {
  title: string;
  description: string;
  duration: string;
}

/** What a tour's prices are in: its own currency's code (euro when unknown, as the website does). */
export interface TourMoney {
  currency: string;
  adult: number;
  child: number;
}

const pricing = (amount: number, currency: string) => ({
  original: toMinorUnits(amount),
  retail: toMinorUnits(amount),
  net: toMinorUnits(amount),
  currency,
  currencyPrecision: 2,
  includedTaxes: [] as never[],
});

const unitPricing = (unitId: UnitId, m: TourMoney) => ({ unitId, ...pricing(unitId === 'ADULT' ? m.adult : m.child, m.currency) });

function unitDto(id: UnitId, m: TourMoney) {
  return {
    id,
    internalName: id === 'ADULT' ? 'Yetişkin' : 'Çocuk',
    reference: id,
    type: id,
    // the house defines no ages: the website asks for adults and children by count alone
    restrictions: {
      minAge: 0,
      maxAge: 99,
      idRequired: false,
      minQuantity: id === 'ADULT' ? 1 : null,
      maxQuantity: MAX_PER_UNIT,
      paxCount: 1,
      accompaniedBy: id === 'CHILD' ? ['ADULT'] : [],
    },
    requiredContactFields: [] as string[],
    pricingFrom: [pricing(id === 'ADULT' ? m.adult : m.child, m.currency)],
  };
}

export const durationOf = (t: TourTexts | TourRow) => durationMinutesOf(t.duration) ?? DEFAULT_DURATION_MINUTES;

export function productDto(tour: TourRow, texts: TourTexts, schedule: DepartureSchedule, m: TourMoney, lang: Lang) {
  const minutes = durationOf(tour);
  return {
    id: String(tour.id),
    internalName: tour.title,
    reference: tour.slug ?? null,
    locale: lang,
    timeZone: 'Europe/Istanbul',
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: ['QRCODE'],
    deliveryMethods: ['VOUCHER'],
    redemptionMethod: 'DIGITAL',
    defaultCurrency: m.currency,
    availableCurrencies: [m.currency],
    pricingPer: 'UNIT',
    title: texts.title,
    shortDescription: texts.description,
    durationMinutesFrom: minutes,
    durationMinutesTo: null,
    options: [
      {
        id: OPTION_ID,
        default: true,
        internalName: 'Standart',
        reference: null,
        availabilityLocalStartTimes: [...schedule.times].sort(),
        cancellationCutoff: `${schedule.cutoff_hours} hours`,
        cancellationCutoffAmount: schedule.cutoff_hours,
        cancellationCutoffUnit: 'hour',
        requiredContactFields: ['firstName', 'lastName'],
        restrictions: { minUnits: 1, maxUnits: MAX_PER_UNIT * 2 },
        units: UNIT_IDS.map((u) => unitDto(u, m)),
        title: texts.title,
        durationMinutesFrom: minutes,
        durationMinutesTo: null,
      },
    ],
  };
}

/** One departure as OCTO's availability. */
export function availabilityDto(
  tour: TourRow,
  d: { date: string; time: string; status: 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT' | 'CLOSED'; vacancies: number; capacity: number; cutoffAt: Date },
  m: TourMoney,
  party: { adults: number; children: number } | null,
) {
  const id = octoAvailabilityId(d.date, d.time);
  const total = party ? party.adults * m.adult + party.children * m.child : m.adult;
  return {
    id,
    localDateTimeStart: id,
    localDateTimeEnd: octoLocalEnd(d.date, d.time, durationOf(tour)),
    utcCutoffAt: utc(d.cutoffAt.toISOString()),
    allDay: false,
    available: d.status === 'AVAILABLE' || d.status === 'LIMITED',
    status: d.status,
    vacancies: d.vacancies,
    capacity: d.capacity,
    maxUnits: null,
    openingHours: [] as never[],
    unitPricing: UNIT_IDS.map((u) => unitPricing(u, m)),
    pricing: pricing(total, m.currency),
  };
}

/** OCTO's instants: UTC to the second. */
export const utc = (iso: string) => `${iso.slice(0, 19)}Z`;

export interface StoredUnitItem {
  uuid: string;
  unitId: UnitId;
  resellerReference: string | null;
}

export interface OctoContact {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  locales: string[];
  postalCode: string | null;
  country: string | null;
  notes: string | null;
}

export const emptyContact = (): OctoContact => ({
  fullName: null,
  firstName: null,
  lastName: null,
  emailAddress: null,
  phoneNumber: null,
  locales: [],
  postalCode: null,
  country: null,
  notes: null,
});

/** The contact of a confirmed booking, read from its reservation (the record staff edit). */
export function contactOfReservation(r: TourReservationRow): OctoContact {
  const name = `${r.customer_name} ${r.customer_surname}`.trim();
  return {
    ...emptyContact(),
    fullName: name || null,
    firstName: r.customer_name || null,
    lastName: r.customer_surname || null,
    emailAddress: r.customer_email || null,
    phoneNumber: r.customer_phone || null,
    locales: [r.language],
    notes: r.special_requests,
  };
}

/** A reseller's booking in OCTO's shape; its status follows the reservation once there is one. */
export function bookingDto(
  b: OctoBookingRow,
  extra: {
    reservation: TourReservationRow | undefined;
    availability: ReturnType<typeof availabilityDto> | null;
    money: TourMoney;
    cancellable: boolean;
  },
) {
  const r = extra.reservation;
  const status = r && r.status === 'cancelled' ? 'CANCELLED' : b.status;
  const contact = r ? contactOfReservation(r) : { ...emptyContact(), ...(b.contact ? (JSON.parse(b.contact) as Partial<OctoContact>) : {}) };
  const items = JSON.parse(b.unit_items) as StoredUnitItem[];
  const m = extra.money;
  const total = b.adults * m.adult + b.children * m.child;
  const cancelledAt = b.cancelled_at ?? (status === 'CANCELLED' && r ? r.updated_at : null);
  return {
    id: b.uuid,
    uuid: b.uuid,
    testMode: false,
    resellerReference: b.reseller_reference,
    supplierReference: r?.pnr_code ?? null,
    status,
    utcCreatedAt: utc(b.created_at),
    utcUpdatedAt: utc(r && r.updated_at > b.updated_at ? r.updated_at : b.updated_at),
    utcExpiresAt: b.status === 'ON_HOLD' && b.expires_at ? utc(b.expires_at) : null,
    utcRedeemedAt: null,
    utcConfirmedAt: b.confirmed_at ? utc(b.confirmed_at) : null,
    productId: String(b.tour_id),
    optionId: OPTION_ID,
    cancellable: extra.cancellable && (status === 'ON_HOLD' || status === 'CONFIRMED'),
    cancellation: status === 'CANCELLED' ? { refund: 'FULL', reason: null, utcCancelledAt: utc(cancelledAt ?? b.updated_at) } : null,
    freesale: false,
    availabilityId: octoAvailabilityId(b.booking_date, b.booking_time),
    availability: extra.availability,
    contact,
    notes: b.notes,
    deliveryMethods: ['VOUCHER'],
    voucher: null,
    unitItems: items.map((u) => ({
      uuid: u.uuid,
      resellerReference: u.resellerReference,
      supplierReference: r?.pnr_code ?? null,
      unitId: u.unitId,
      status,
      utcRedeemedAt: null,
      contact: emptyContact(),
      ticket: null,
      pricing: pricing(u.unitId === 'ADULT' ? m.adult : m.child, m.currency),
    })),
    pricing: pricing(total, m.currency),
  };
}
