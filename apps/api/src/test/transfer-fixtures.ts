import { normalizeLocationKey, todayInIstanbul } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { issuePnr } from '../modules/pnr/pnr.issuer.js';

/**
 * A small, fully known catalogue for transfer-booking tests, so that every expected price is
 * written out in the test rather than read back from the code under test.
 */
export const FIX = {
  eurRateToTry: 35.5,
  usdRateToTry: 32,
  discountPercent: 10,
  airport: 'Antalya Havalimanı (AYT)',
  resort: 'Kemer',
  city: 'Side',
  sedanPrice: 40,
  minivanPrice: 55,
  extraSeat: { name: 'Bebek Koltuğu', price: 5, icon: '👶' },
  extraWater: { name: 'Su ikramı', price: 0, icon: '💧' },
  extraFlowers: { name: 'Çiçek Buketi', price: 25, icon: '💐' },
};

export interface Fixture {
  ids: {
    sedan: number;
    minivan: number;
    vip: number;
    inactiveVehicle: number;
    airportToResort: number;
    resortToCity: number;
    inactiveRoute: number;
    extraSeat: number;
    extraWater: number;
    extraFlowersInactive: number;
  };
}

export const dayFromToday = (days: number): string => {
  const d = new Date(`${todayInIstanbul()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A valid one-way airport booking on the fixture's route and sedan, as the JSON body of POST /api/bookings. */
export function airportBookingBody(fx: Fixture, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pickup_location: FIX.airport,
    destination: FIX.resort,
    pickup_date: dayFromToday(10),
    pickup_time: '14:30',
    trip_type: 'one_way',
    passengers: 2,
    currency: 'EUR',
    vehicle_id: fx.ids.sedan,
    route_id: fx.ids.airportToResort,
    customer_first_name: 'Ayşe',
    customer_last_name: 'Yılmaz',
    customer_email: 'ayse.yilmaz@example.com',
    notice_version: 1,
    country_code: '+90',
    customer_phone: '532 123 45 67',
    flight_code: 'TK2412',
    departure_flight_time: '13:50',
    ...over,
  };
}

export async function insertTransferFixture(db: Kysely<Database>): Promise<Fixture> {
  const now = new Date().toISOString();
  const st = { created_at: now, updated_at: now };
  await db
    .insertInto('currencies')
    .values([
      {
        code: 'EUR',
        name: 'Euro',
        symbol: '€',
        rate_to_try: FIX.eurRateToTry,
        rate_from_try: 1 / FIX.eurRateToTry,
        is_active: 1,
        is_base: 1,
        last_updated: now,
        ...st,
      },
      {
        code: 'USD',
        name: 'Dolar',
        symbol: '$',
        rate_to_try: FIX.usdRateToTry,
        rate_from_try: 1 / FIX.usdRateToTry,
        is_active: 1,
        is_base: 0,
        last_updated: now,
        ...st,
      },
      {
        code: 'GBP',
        name: 'Sterlin',
        symbol: '£',
        rate_to_try: 41,
        rate_from_try: 1 / 41,
        is_active: 0,
        is_base: 0,
        last_updated: now,
        ...st,
      },
    ])
    .execute();
  const type = async (key: string, sort: number) =>
    (
      await db
        .insertInto('vehicle_types')
        .values({
          key,
          name: key.toUpperCase(),
          description: '',
          image_url: null,
          is_active: 1,
          sort_order: sort,
          ...st,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const sedanType = await type('sedan', 1);
  const minivanType = await type('minivan', 2);
  const vipType = await type('vip', 3);
  const vehicle = async (name: string, typeId: number, capacity: number, active: 0 | 1 = 1) =>
    (
      await db
        .insertInto('vehicles')
        .values({
          name,
          vehicle_type_id: typeId,
          capacity,
          image_url: null,
          features: '["Klima"]',
          is_active: active,
          ...st,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const sedan = await vehicle('Sedan Konfor', sedanType, 3);
  const minivan = await vehicle('Minivan Aile', minivanType, 7);
  const vip = await vehicle('VIP Sprinter', vipType, 12);
  const inactiveVehicle = await vehicle('Eski Minibüs', minivanType, 15, 0);
  const route = async (from: string, to: string, active: 0 | 1, prices: Record<string, number>) => {
    const { id } = await db
      .insertInto('routes')
      .values({
        from_location: from,
        to_location: to,
        from_key: normalizeLocationKey(from),
        to_key: normalizeLocationKey(to),
        is_active: active,
        ...st,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = Object.entries(prices).map(([k, p]) => ({
      route_id: id,
      vehicle_type_key: k,
      price_euro: p,
    }));
    if (rows.length) await db.insertInto('route_prices').values(rows).execute();
    return id;
  };
  // No VIP price on the airport route: that vehicle must be refused there.
  const airportToResort = await route(FIX.airport, FIX.resort, 1, {
    sedan: FIX.sedanPrice,
    minivan: FIX.minivanPrice,
  });
  const resortToCity = await route(FIX.resort, FIX.city, 1, { sedan: 70, minivan: 90, vip: 150 });
  const inactiveRoute = await route(FIX.city, FIX.resort, 0, { sedan: 70 });
  const extra = async (e: { name: string; price: number; icon: string }, active: 0 | 1, sort: number) =>
    (
      await db
        .insertInto('extra_services')
        .values({
          name: e.name,
          description: '',
          price_euro: e.price,
          icon: e.icon,
          is_active: active,
          sort_order: sort,
          ...st,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const extraSeat = await extra(FIX.extraSeat, 1, 1);
  const extraWater = await extra(FIX.extraWater, 1, 2);
  const extraFlowersInactive = await extra(FIX.extraFlowers, 0, 3);
  await db
    .insertInto('site_settings')
    .values({
      key: 'round_trip_discount',
      value: String(FIX.discountPercent),
      type: 'text',
      group_name: 'general',
      description: '',
      is_active: 1,
      ...st,
    })
    .execute();
  return {
    ids: {
      sedan,
      minivan,
      vip,
      inactiveVehicle,
      airportToResort,
      resortToCity,
      inactiveRoute,
      extraSeat,
      extraWater,
      extraFlowersInactive,
    },
  };
}

/** A tour reservation as the tour module stores it, with a PNR from the shared issuer. */
export async function insertTourReservation(db: Kysely<Database>): Promise<string> {
  const now = new Date().toISOString();
  const st = { created_at: now, updated_at: now };
  const tour = await db
    .insertInto('tours')
    .values({
      title: 'Tekne Turu',
      category: 'Deniz',
      description: 'Kemer koylarında tam gün tekne turu',
      price: 30,
      children_price: null,
      currency: 'EUR',
      duration: 'Tam gün',
      location: 'Kemer',
      image: null,
      features: '[]',
      inclusions: '[]',
      exclusions: '[]',
      is_active: 1,
      sort_order: 1,
      ...st,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db.transaction().execute(async (trx) => {
    const pnr = await issuePnr(trx, 'tour');
    await trx
      .insertInto('tour_reservations')
      .values({
        pnr_code: pnr,
        tour_id: tour.id,
        tour_title: 'Tekne Turu',
        tour_location: 'Kemer',
        customer_name: 'Mehmet',
        customer_surname: 'Demir',
        customer_email: 'mehmet.demir@example.com',
        notice_version: 1,
        country_code: '+90',
        customer_phone: '+90 555 444 33 22',
        booking_date: dayFromToday(5),
        booking_time: '09:00',
        passenger_count: 2,
        children_count: 1,
        unit_price: 30,
        children_price: 15,
        currency: 'EUR',
        exchange_rate: 1,
        rate_to_try: FIX.eurRateToTry,
        total_eur: 75,
        total_price: 75,
        status: 'confirmed',
        special_requests: null,
        ...st,
      })
      .execute();
    return pnr;
  });
}
