import { describe, expect, it, vi, afterEach } from 'vitest';
import { quoteTourReservation } from '../tour-quote.js';
import { tourReservationSchema } from './tour-reservation.js';

const valid = {
  tour_id: 3,
  customer_name: ' Ayşe ',
  customer_surname: 'Yılmaz',
  customer_email: 'ayse@example.com',
  country_code: '+90',
  customer_phone: '532 123 45 67',
  booking_date: '2026-06-10',
  booking_time: '09:30',
  passenger_count: 2,
  children_count: 1,
  special_requests: '',
  currency: 'try',
  notice_version: 1,
};

const issues = (input: unknown) => {
  const r = tourReservationSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('tourReservationSchema', () => {
  afterEach(() => vi.useRealTimers());
  const at = (iso: string) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(iso));
  };

  it('accepts a complete reservation, trims names and upper-cases the currency', () => {
    at('2026-06-01T10:00:00Z');
    const r = tourReservationSchema.parse({ ...valid, total_price: 1 });
    expect(r.customer_name).toBe('Ayşe');
    expect(r.currency).toBe('TRY');
    expect(r).not.toHaveProperty('total_price');
  });

  it('says which field is wrong with catalogue keys', () => {
    at('2026-06-01T10:00:00Z');
    expect(
      issues({
        ...valid,
        customer_name: ' ',
        customer_surname: '',
        customer_email: 'x@y',
        customer_phone: '12',
        currency: 'euro',
      }),
    ).toEqual({
      customer_name: 'validation.first_name_required',
      customer_surname: 'validation.last_name_required',
      customer_email: 'validation.email_invalid',
      customer_phone: 'validation.phone_invalid',
      currency: 'validation.currency_invalid',
    });
    expect(issues({ ...valid, customer_email: '', customer_phone: '' })).toEqual({
      customer_email: 'validation.email_required',
      customer_phone: 'validation.phone_required',
    });
  });

  it('keeps the party within 1-8 passengers and 0-8 children', () => {
    at('2026-06-01T10:00:00Z');
    expect(issues({ ...valid, passenger_count: 9 })).toEqual({
      passenger_count: 'validation.tour_passengers_out_of_range',
    });
    expect(issues({ ...valid, passenger_count: 0 })).toEqual({
      passenger_count: 'validation.tour_passengers_out_of_range',
    });
    expect(issues({ ...valid, passenger_count: 1.5 })).toEqual({
      passenger_count: 'validation.tour_passengers_out_of_range',
    });
    expect(issues({ ...valid, children_count: 9 })).toEqual({
      children_count: 'validation.children_out_of_range',
    });
    expect(issues({ ...valid, children_count: -1 })).toEqual({
      children_count: 'validation.children_out_of_range',
    });
    expect(issues({ ...valid, passenger_count: 8, children_count: 8 })).toEqual({});
  });

  it('refuses a date before today in Istanbul, even when it is still yesterday in UTC', () => {
    // 22:30 UTC on 9 June is already 10 June in Istanbul (UTC+3).
    at('2026-06-09T22:30:00Z');
    expect(issues({ ...valid, booking_date: '2026-06-09' })).toEqual({
      booking_date: 'validation.date_in_past',
    });
    expect(issues({ ...valid, booking_date: '2026-06-10' })).toEqual({});
    expect(issues({ ...valid, booking_date: '2026-02-30' })).toEqual({
      booking_date: 'validation.date_invalid',
    });
    expect(issues({ ...valid, booking_date: '' })).toEqual({ booking_date: 'validation.date_required' });
    expect(issues({ ...valid, booking_time: '25:00' })).toEqual({ booking_time: 'validation.time_invalid' });
    expect(issues({ ...valid, booking_time: '' })).toEqual({ booking_time: 'validation.time_required' });
  });

  it('offers only the tour form country codes', () => {
    at('2026-06-01T10:00:00Z');
    expect(issues({ ...valid, country_code: '+49' })).toEqual({});
    expect(issues({ ...valid, country_code: '+61' })).toEqual({
      country_code: 'validation.country_code_invalid',
    });
  });
});

describe('tourReservationSchema: phone numbers (decision 026)', () => {
  afterEach(() => vi.useRealTimers());
  const parse = (over: Record<string, unknown>) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
    return tourReservationSchema.safeParse({ ...valid, ...over });
  };

  it("checks the number against the chosen country's plan and hands it on in E.164", () => {
    expect(parse({ country_code: '+48', customer_phone: '601 234 567' }).data?.customer_phone).toBe('+48601234567');
    expect(parse({ country_code: '+45', customer_phone: '20 12 34 56' }).data?.customer_phone).toBe('+4520123456');
    expect(parse({ country_code: '+90', customer_phone: '0532 123 45 67' }).data?.customer_phone).toBe('+905321234567');
    expect(parse({ country_code: '+48', customer_phone: '601 234 56' }).error?.issues[0]).toMatchObject({
      path: ['customer_phone'],
      message: 'validation.phone_invalid',
    });
  });

  it('takes the code typed in the number over the chosen one, and +90 when none is sent', () => {
    expect(parse({ country_code: '+90', customer_phone: '+49 170 1234567' }).data?.customer_phone).toBe('+491701234567');
    expect(parse({ country_code: undefined, customer_phone: '+380 44 123 4567' }).data?.customer_phone).toBe('+380441234567');
    expect(parse({ country_code: undefined, customer_phone: '0532 123 45 67' }).data?.customer_phone).toBe('+905321234567');
  });

  it('asks for a code when none is chosen and the number has none', () => {
    expect(parse({ country_code: '', customer_phone: '601 234 567' }).error?.issues).toMatchObject([
      { path: ['country_code'], message: 'validation.country_code_required' },
    ]);
    expect(parse({ country_code: '', customer_phone: '+48 601 234 567' }).data?.customer_phone).toBe('+48601234567');
  });

  it('accepts its own output again (the form sends what it checked)', () => {
    const once = parse({ country_code: '+90', customer_phone: '+86 131 2345 6789' }).data;
    expect(once?.customer_phone).toBe('+8613123456789');
    expect(parse({ country_code: once?.country_code, customer_phone: once?.customer_phone }).data?.customer_phone).toBe(
      '+8613123456789',
    );
  });
});

describe('quoteTourReservation', () => {
  it('prices children at children_price, else half the adult price, in the chosen currency', () => {
    // 45 € adults, 20 € children, EUR at 35.5 ₺ → TRY: 1 597.50 → 1 598 ₺ and 710 ₺ per person (whole units shown).
    const q = quoteTourReservation({
      price: 45,
      childrenPrice: 20,
      tourRateToTry: 35.5,
      targetRateToTry: 1,
      adults: 2,
      children: 1,
    });
    expect(q).toEqual({ rate: 35.5, unitPrice: 1598, unitChildrenPrice: 710, total: 3906 });
    const half = quoteTourReservation({
      price: 45,
      childrenPrice: null,
      tourRateToTry: 35.5,
      targetRateToTry: 35.5,
      adults: 2,
      children: 2,
    });
    expect(half).toEqual({ rate: 1, unitPrice: 45, unitChildrenPrice: 23, total: 136 });
    const free = quoteTourReservation({
      price: 45,
      childrenPrice: 0,
      tourRateToTry: 1,
      targetRateToTry: 1,
      adults: 1,
      children: 3,
    });
    expect(free.total).toBe(45);
  });
});
