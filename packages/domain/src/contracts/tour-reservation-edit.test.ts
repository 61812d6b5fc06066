import { describe, expect, it } from 'vitest';
import { todayInIstanbul } from '../dates.js';
import { addDays } from '../departures.js';
import { bookingEditSchema } from './booking-edit.js';
import { tourReservationEditSchema } from './tour-reservation-edit.js';

// The staff edits' contracts (decision 031): the rules read the trip as it will be, and a tour's
// pickups decide whether a zone and hotel are required.
const day = addDays(todayInIstanbul(), 10);
const keysOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('tourReservationEditSchema', () => {
  const values = {
    booking_date: day,
    booking_time: '09:30',
    passenger_count: 2,
    children_count: 1,
    pickup_zone_id: 3,
    pickup_place: ' Rixos ',
    customer_name: 'Anna',
    customer_surname: 'Nowak',
    customer_email: 'anna@example.com',
    country_code: '+48',
    customer_phone: '501 234 567',
    special_requests: '  ',
  };
  const pickups = [{ zone_id: 3, offset_minutes: -60 }];

  it('a pickup tour needs one of its zones and a hotel; the phone comes out in E.164', () => {
    const ok = tourReservationEditSchema({ pickups }).parse(values);
    expect(ok).toMatchObject({
      customer_phone: '+48501234567',
      pickup_place: 'Rixos',
      special_requests: null,
    });
    const r = tourReservationEditSchema({ pickups }).safeParse({
      ...values,
      pickup_zone_id: 4,
      pickup_place: '',
    });
    expect(keysOf(r).sort()).toEqual(['pickup_place', 'pickup_zone_id']);
  });

  it('a tour without pickup keeps none, whatever was sent; the public form’s party limits hold', () => {
    expect(tourReservationEditSchema({ pickups: [] }).parse(values)).toMatchObject({
      pickup_zone_id: null,
      pickup_place: null,
    });
    const r = tourReservationEditSchema({ pickups: [] }).safeParse({ ...values, passenger_count: 0 });
    expect(keysOf(r)).toEqual(['passenger_count']);
  });
});

describe('bookingEditSchema with another route, trip type and guests', () => {
  const booked = {
    trip_type: 'one_way' as const,
    pickup_location: 'Kemer',
    destination: 'Side',
    guest_count: 0,
  };
  const values = {
    pickup_date: day,
    pickup_time: '14:30',
    passengers: 2,
    flight_code: 'TK1',
    customer_first_name: 'Ayşe',
    customer_last_name: 'Yılmaz',
    customer_email: 'ayse@example.com',
    country_code: '+90',
    customer_phone: '532 123 45 67',
  };

  it('an airport as the new pickup needs the landing time; a round trip needs its return', () => {
    const airport = bookingEditSchema(booked).safeParse({
      ...values,
      pickup_location: 'Antalya Havalimanı (AYT)',
    });
    expect(keysOf(airport)).toEqual(['departure_flight_time']);
    const round = bookingEditSchema(booked).safeParse({ ...values, trip_type: 'round_trip' });
    expect(keysOf(round).sort()).toEqual(['return_date', 'return_time']);
    // left out, the booking's own places and trip type are the edit's
    expect(bookingEditSchema(booked).parse(values)).toMatchObject({
      pickup_location: 'Kemer',
      trip_type: 'one_way',
    });
  });

  it('guests are named as on the booking form and fit in the passengers', () => {
    const guest = { name: 'Can', surname: 'Yılmaz' };
    expect(bookingEditSchema(booked).parse({ ...values, guests: [guest] }).guests).toEqual([
      { ...guest, identity_number: null },
    ]);
    expect(keysOf(bookingEditSchema(booked).safeParse({ ...values, guests: [guest, guest] }))).toEqual([
      'guests',
    ]);
    expect(
      keysOf(bookingEditSchema(booked).safeParse({ ...values, guests: [{ name: '', surname: 'X' }] })),
    ).toEqual(['guests.0.name']);
  });
});
