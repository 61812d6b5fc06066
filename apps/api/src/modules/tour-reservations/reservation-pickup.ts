import type { ReservationPickupDto } from '@riviera/domain';
import type { TourReservationRow } from '../../db/schema.js';

/**
 * A reservation's pickup as stored when booked (decision 038), the zone by its booked Turkish
 * name; null when the tour had no pickup.
 */
export function reservationPickupOf(
  r: Pick<
    TourReservationRow,
    'pickup_zone_id' | 'pickup_zone_name' | 'pickup_place' | 'pickup_date' | 'pickup_time'
  >,
): ReservationPickupDto | null {
  if (!r.pickup_place || !r.pickup_date || !r.pickup_time) return null;
  return {
    zone_id: r.pickup_zone_id,
    zone: r.pickup_zone_name ?? '',
    place: r.pickup_place,
    date: r.pickup_date,
    time: r.pickup_time,
  };
}
