import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID } from '../limits.js';
import { bulkDeleteInput, vehicleInput } from './admin-content.js';
import { tourReservationSchema } from './tour-reservation.js';
import { calculatePriceSchema } from './transfer-booking.js';

/**
 * Ids in request bodies name rows, and row ids are 32-bit integer columns: PostgreSQL answers a
 * comparison with a larger number with an error rather than "no such row". Every contract refuses
 * such an id as the field's own mistake.
 */
const past = MAX_RECORD_ID + 1;

const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.path.map(String).join('.'));

describe('ids in request bodies stay within the id column range', () => {
  it('is the largest 32-bit signed integer', () => {
    expect(MAX_RECORD_ID).toBe(2_147_483_647);
  });

  it('price quotes and bookings: vehicle, route and extra services', () => {
    const base = { pickup_location: 'Antalya Havalimanı (AYT)', destination: 'Kemer', vehicle_id: 1 };
    expect(calculatePriceSchema.safeParse(base).success).toBe(true);
    expect(calculatePriceSchema.safeParse({ ...base, vehicle_id: MAX_RECORD_ID }).success).toBe(true);
    expect(fieldsOf(calculatePriceSchema.safeParse({ ...base, vehicle_id: past }))).toEqual(['vehicle_id']);
    expect(fieldsOf(calculatePriceSchema.safeParse({ ...base, route_id: past }))).toEqual(['route_id']);
    expect(fieldsOf(calculatePriceSchema.safeParse({ ...base, selected_extra_services: [1, past] }))).toEqual(
      ['selected_extra_services.1'],
    );
  });

  it('tour reservations: the tour', () => {
    const r = tourReservationSchema.safeParse({ tour_id: 9_007_199_254_740_991 });
    expect(fieldsOf(r)).toContain('tour_id');
  });

  it('vehicles: the vehicle type, also when typed into a form', () => {
    const base = { name: 'Vito', vehicle_type_id: 1, capacity: 7 };
    expect(vehicleInput.safeParse(base).success).toBe(true);
    expect(fieldsOf(vehicleInput.safeParse({ ...base, vehicle_type_id: past }))).toEqual(['vehicle_type_id']);
    expect(fieldsOf(vehicleInput.safeParse({ ...base, vehicle_type_id: String(past) }))).toEqual([
      'vehicle_type_id',
    ]);
  });

  it('bulk deletes: every id', () => {
    expect(fieldsOf(bulkDeleteInput.safeParse({ ids: [1, past] }))).toEqual(['ids.1']);
  });
});
