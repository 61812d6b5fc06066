import { describe, expect, it } from 'vitest';
import {
  bookingUrl,
  checkQuickForm,
  findRoute,
  isQuickFormValid,
  PASSENGER_CHOICES,
  type QuickFormValues,
} from './quick-form-logic';

const base: QuickFormValues = {
  tripType: 'one_way',
  from: 'Antalya Havalimanı (AYT)',
  to: 'Kemer',
  pickupDate: '2026-07-01',
  pickupTime: '10:00',
  returnDate: '',
  returnTime: '',
  passengers: 2,
  currency: 'EUR',
};

describe('checkQuickForm', () => {
  it('flags blank ends for the spec alert', () => {
    expect(checkQuickForm({ ...base, from: '  ' }, '2026-06-01').locationsMissing).toBe(true);
    expect(checkQuickForm({ ...base, to: '' }, '2026-06-01').locationsMissing).toBe(true);
    expect(isQuickFormValid(checkQuickForm(base, '2026-06-01'))).toBe(true);
  });

  it('wants a pickup date from today on, and a time', () => {
    expect(checkQuickForm({ ...base, pickupDate: '2026-05-31' }, '2026-06-01').fields).toEqual({
      pickupDate: 'pickupDatePast',
    });
    expect(checkQuickForm({ ...base, pickupDate: '2026-06-01' }, '2026-06-01').fields).toEqual({});
    expect(checkQuickForm({ ...base, pickupDate: '', pickupTime: '' }, '2026-06-01').fields).toEqual({
      pickupDate: 'pickupDateRequired',
      pickupTime: 'pickupTimeRequired',
    });
  });

  it('refuses a pickup time already past today in Istanbul', () => {
    // 01:26 in Istanbul on 1 July 2026
    const now = new Date('2026-06-30T22:26:00Z');
    expect(checkQuickForm({ ...base, pickupTime: '00:05' }, '2026-07-01', now).fields).toEqual({
      pickupTime: 'pickupTimePast',
    });
    expect(checkQuickForm({ ...base, pickupTime: '02:00' }, '2026-07-01', now).fields).toEqual({});
  });

  it("refuses a pickup closer than the operator's minimum notice, as the server does (issue 32)", () => {
    // 01:26 in Istanbul on 1 July 2026, a notice of 2 hours: 02:30 is too soon, 03:26 is the earliest
    const now = new Date('2026-06-30T22:26:00Z');
    expect(checkQuickForm({ ...base, pickupTime: '02:30' }, '2026-07-01', now, 2).fields).toEqual({ pickupTime: 'pickupTooSoon' });
    expect(checkQuickForm({ ...base, pickupTime: '00:05' }, '2026-07-01', now, 2).fields).toEqual({ pickupTime: 'pickupTimePast' });
    expect(checkQuickForm({ ...base, pickupTime: '03:26' }, '2026-07-01', now, 2).fields).toEqual({});
    expect(checkQuickForm({ ...base, pickupTime: '02:30' }, '2026-07-01', now, 0).fields).toEqual({});
  });

  it('requires a return date not before the pickup, and a time, only for a round trip', () => {
    const round = { ...base, tripType: 'round_trip' as const };
    expect(checkQuickForm(round, '2026-06-01').fields).toEqual({
      returnDate: 'returnDateRequired',
      returnTime: 'returnTimeRequired',
    });
    expect(
      checkQuickForm({ ...round, returnDate: '2026-06-30', returnTime: '18:00' }, '2026-06-01').fields,
    ).toEqual({
      returnDate: 'returnBeforePickup',
    });
    expect(
      checkQuickForm({ ...round, returnDate: '2026-07-01', returnTime: '18:00' }, '2026-06-01').fields,
    ).toEqual({});
    expect(checkQuickForm({ ...base, returnDate: '2020-01-01' }, '2026-06-01').fields).toEqual({});
  });
});

describe('findRoute', () => {
  const routes = [
    { id: 1, from_location: 'Antalya Havalimanı (AYT)', to_location: 'Kemer' },
    { id: 2, from_location: 'Antalya', to_location: 'Kemer' },
  ];
  it('matches both ends exactly, ignoring Turkish case and spaces', () => {
    expect(findRoute(routes, ' ANTALYA  HAVALİMANI (ayt)', 'kemer')?.id).toBe(1);
    expect(findRoute(routes, 'Antalya', 'Kemer')?.id).toBe(2);
    expect(findRoute(routes, 'Antalya Hava', 'Kemer')).toBeUndefined();
    expect(findRoute(routes, 'Kemer', 'Antalya')).toBeUndefined();
  });

  it('also knows the places by their names in the other languages, as the server does', () => {
    const named = [{ id: 3, from_location: 'Antalya Havalimanı (AYT)', to_location: 'Kemer', from_names: { ru: 'Аэропорт Анталья', en: 'Antalya Airport' }, to_names: { ru: 'Кемер' } }];
    expect(findRoute(named, 'аэропорт анталья', 'Кемер')?.id).toBe(3);
    expect(findRoute(named, 'Antalya Airport', 'kemer')?.id).toBe(3);
    expect(findRoute(named, 'Antalya Air', 'Kemer')).toBeUndefined();
  });
});

describe('bookingUrl', () => {
  it('carries every parameter the booking page reads, with the route spelling', () => {
    const url = new URL(
      bookingUrl(
        { ...base, from: 'antalya havalimanı (ayt)' },
        { from_location: 'Antalya Havalimanı (AYT)', to_location: 'Kemer' },
      ),
      'http://x',
    );
    expect(url.pathname).toBe('/booking');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pickup_location: 'Antalya Havalimanı (AYT)',
      destination: 'Kemer',
      pickup_date: '2026-07-01',
      pickup_time: '10:00',
      return_date: '',
      return_time: '',
      passengers: '2',
      currency: 'EUR',
      trip_type: 'one_way',
    });
  });

  it('sends the return fields of a round trip', () => {
    const url = new URL(
      bookingUrl(
        { ...base, tripType: 'round_trip', returnDate: '2026-07-05', returnTime: '18:30', passengers: 9 },
        { from_location: 'A', to_location: 'B' },
      ),
      'http://x',
    );
    expect(url.searchParams.get('return_date')).toBe('2026-07-05');
    expect(url.searchParams.get('return_time')).toBe('18:30');
    expect(url.searchParams.get('passengers')).toBe('9');
    expect(url.searchParams.get('trip_type')).toBe('round_trip');
  });

  it('offers 1 to 9 passengers', () => {
    expect(PASSENGER_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
