import { describe, expect, it } from 'vitest';
import { customerTripOf } from './customer-trip.js';

describe('customerTripOf', () => {
  it('is null until a driver set off', () => {
    expect(customerTripOf([])).toBeNull();
    expect(customerTripOf([{ leg: 'outbound', trip_status: null, trip_status_at: null }])).toBeNull();
  });

  it('shows the leg whose driver tapped last: the return once it has begun', () => {
    type Leg = { leg: 'outbound' | 'return'; trip_status: string | null; trip_status_at: string | null };
    const legs: Leg[] = [
      { leg: 'outbound', trip_status: 'completed', trip_status_at: '2026-07-15T08:40:00.000Z' },
      { leg: 'return', trip_status: null, trip_status_at: null },
    ];
    expect(customerTripOf(legs)).toEqual({
      leg: 'outbound',
      status: 'completed',
      at: '2026-07-15T08:40:00.000Z',
    });
    legs[1] = { leg: 'return', trip_status: 'on_the_way', trip_status_at: '2026-07-22T06:10:00.000Z' };
    expect(customerTripOf(legs)).toEqual({
      leg: 'return',
      status: 'on_the_way',
      at: '2026-07-22T06:10:00.000Z',
    });
  });

  it('ignores a status it does not know', () => {
    expect(
      customerTripOf([
        { leg: 'tour', trip_status: 'teleported', trip_status_at: '2026-07-15T08:40:00.000Z' },
      ]),
    ).toBeNull();
  });
});
