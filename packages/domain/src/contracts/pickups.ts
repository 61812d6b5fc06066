import { z } from 'zod';
import { MAX_RECORD_ID } from '../limits.js';
import { PICKUP_OFFSET_MAX, PICKUP_OFFSET_MIN, PICKUP_ZONE_NAME_MAX, TOUR_PICKUPS_MAX } from '../pickups.js';
import { translationsInput } from '../translations.js';
import { requiredText } from './form-values.js';

/**
 * Contracts of pickup zones and a tour's pickups (issue 27 item 4, decision 038): the back office's
 * zone dialog and POST/PUT /admin/pickup-zones, PUT /admin/tours/{id}/pickups, and their answers.
 */

/** A zone as staff write it: its Turkish name and its names in the other languages. */
export const pickupZoneInput = z.object({
  name: requiredText('validation.pickup_zone_name_required', PICKUP_ZONE_NAME_MAX),
  translations: translationsInput('pickupZone').optional(),
});
export type PickupZoneInput = z.infer<typeof pickupZoneInput>;

const zoneId = z
  .number({ error: 'error.pickup_zone_not_found' })
  .int({ error: 'error.pickup_zone_not_found' })
  .positive({ error: 'error.pickup_zone_not_found' })
  .max(MAX_RECORD_ID, { error: 'error.pickup_zone_not_found' });

const offset = z
  .number({ error: 'validation.pickup_offset_range' })
  .int({ error: 'validation.pickup_offset_range' })
  .min(PICKUP_OFFSET_MIN, { error: 'validation.pickup_offset_range' })
  .max(PICKUP_OFFSET_MAX, { error: 'validation.pickup_offset_range' });

/** PUT /admin/tours/{id}/pickups: the zones the tour picks up from; an empty list: no pickup. */
export const tourPickupsInput = z.object({
  pickups: z
    .array(z.object({ zone_id: zoneId, offset_minutes: offset }))
    .max(TOUR_PICKUPS_MAX)
    .refine((list) => new Set(list.map((p) => p.zone_id)).size === list.length, {
      error: 'validation.pickup_zone_twice',
    }),
});
export type TourPickupsInput = z.infer<typeof tourPickupsInput>;

export {
  pickupZoneDto,
  pickupZoneListDto,
  tourPickupDto,
  tourPickupListDto,
  reservationPickupDto,
  type PickupZoneDto,
  type TourPickupDto,
  type ReservationPickupDto,
} from './pickup-answers.js';
